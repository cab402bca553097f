/** The copy the account pages share. */
export const ACCOUNT_TEXT = {
  needsMobile: '请绑定手机号',
  toBind: '去绑定',
} as const
