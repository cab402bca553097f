/** The words of 密码登录. */
export const PASSWORD_LOGIN_TEXT = {
  heading: '登录',
  mobilePlaceholder: '请输入手机号码',
  passwordPlaceholder: '请输入密码',
  /** The fields' accessible names (the form shows no labels). */
  mobileLabel: '手机号',
  passwordLabel: '密码',
  submit: '登录',
  toSms: '验证码登录',
  forget: '忘记密码',
} as const
