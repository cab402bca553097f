/** The words of 绑定手机号. */
export const BIND_MOBILE_TEXT = {
  mobile: '手机号',
  mobilePlaceholder: '请输入手机号',
  getCode: '获取短信验证码',
  /** The code panel's button. */
  submit: '绑定',
} as const
