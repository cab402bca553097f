/** The words of the SMS code panel. */
export const SMS_PANEL_TEXT = {
  title: '输入短信验证码',
  sentTo: (mobile: string) => `验证码已发送至 ${mobile}`,
  resend: '重新发送',
  codePlaceholder: '请输入短信验证码',
} as const
