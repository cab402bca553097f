/** The words of 快捷登录/注册 (the SMS login). */
export const LOGIN_TEXT = {
  /** A social login tapped before the agreement was ticked. */
  agreeFirst: '请先同意协议',
  heading: '登录/注册',
  submit: '登录/注册',
  mobilePlaceholder: '请输入手机号码',
  toPassword: '使用密码登录',
  otherWays: '其他登录方式',
  /** The social icons' accessible names. */
  socialLabel: { wechat: '微信登录', qq: 'QQ登录' },
} as const
