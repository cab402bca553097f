/** The words of 支付成功. */
export const SUCCESS_TEXT = {
  paid: '支付成功',
  home: '返回首页',
  orders: '查看订单',
} as const
