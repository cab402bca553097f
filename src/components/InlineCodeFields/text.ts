/** The words of the inline captcha and code fields. */
export const INLINE_TEXT = {
  captchaPlaceholder: '请输入图中字符',
  codePlaceholder: '请输入验证码',
  getCode: '获取验证码',
} as const
