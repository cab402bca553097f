/** The marks of the gateways that have no picture, by their sign. */
export const PAYMENT_MARK_TEXT = {
  alipay: '支',
  wechat: '微',
} as const

/** The payment choice's name for a screen reader. */
export const PAYMENT_GROUP_TEXT = { name: '支付方式' } as const

/** The note under the payment methods in the mini-program. */
export const PAYMENT_NOTE_TEXT = {
  miniProgram:
    '小程序内打开支付页需要管理员将支付域名设为小程序业务域名；若无法打开，请选择“复制链接到浏览器支付”。',
} as const
