/** The words of 忘记密码. */
export const FORGET_PASSWORD_TEXT = {
  heading: '设置新密码',
  mobilePlaceholder: '请输入手机号码',
  mobileLabel: '手机号',
  passwordPlaceholder: '请输入新密码',
  passwordLabel: '新密码',
  getCode: '获取短信验证码',
  /** The code panel's button. */
  submit: '重置密码',
  toLogin: '返回密码登录',
} as const
