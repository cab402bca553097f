/** The words of the SMS code panel. */
export const SMS_PANEL_TEXT = {
  title: '输入短信验证码',
  sentTo: (mobile: string) => `验证码已发送至 ${mobile}`,
  resend: '重新发送',
  /** 重新发送's accessible name while it counts down. */
  waitToResend: (seconds: number) => `重新发送，${seconds}秒后可用`,
  /** The code field's accessible name. */
  codeLabel: '短信验证码',
  codePlaceholder: '请输入短信验证码',
} as const
