/** The words of 换绑手机号: verifying the current number, then the new one. */
export const CHANGE_MOBILE_TEXT = {
  oldMobile: '原手机号',
  getCode: '获取短信验证码',
  /** The code panel's button (step 1). */
  verify: '绑定',
  newMobile: '新手机号',
  newMobilePlaceholder: '请输入新手机号',
  captcha: '图形验证码',
  smsCode: '短信验证码',
  /** Upstream's copy, kept as it is. */
  submit: '立即绑定码',
  /** The title of step 2. */
  newMobileTitle: '换绑手机号',
} as const
