/** The words of the agreement checkbox on the login page. */
export const AGREEMENT_TEXT = {
  agree: '勾选同意',
  user: '《用户协议》',
  and: '和',
  privacy: '《隐私协议》',
  /** The checkbox's accessible name: the whole sentence, titles included. */
  sentence: '勾选同意《用户协议》和《隐私协议》',
} as const
