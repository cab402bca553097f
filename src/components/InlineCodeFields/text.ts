/** The words of the inline captcha and code fields. */
export const INLINE_TEXT = {
  captchaPlaceholder: '请输入图中字符',
  codePlaceholder: '请输入验证码',
  getCode: '获取验证码',
  /** 获取验证码's accessible name while it counts down. */
  waitToResend: (seconds: number) => `获取验证码，${seconds}秒后可重新获取`,
} as const
