/** The words of a binding page (绑定手机号 after a login). */
export const BIND_FORM_TEXT = {
  heading: '绑定手机号',
  /** The code panel's button. */
  submit: '绑定',
  mobilePlaceholder: '请输入您的手机号',
} as const
