/** The words of the phone field with its code button. */
export const REQUEST_CODE_TEXT = {
  getCode: '获取短信验证码',
  /** The phone field's accessible name. */
  mobileLabel: '手机号',
} as const
