/** The words of 重置密码. */
export const PASSWORD_RESET_TEXT = {
  mobile: '手机号',
  password: '新密码',
  passwordPlaceholder: '请输入新密码',
  getCode: '获取短信验证码',
  /** The code panel's button. */
  submit: '确定',
} as const
