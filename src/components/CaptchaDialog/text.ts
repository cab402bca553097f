/** The words of the captcha dialog. */
export const CAPTCHA_TEXT = {
  /** The dialog's accessible name (it shows no title). */
  title: '图形验证码',
  /** The picture's accessible name: what it is, and that a tap brings another. */
  imageLabel: '图形验证码，点击换一张',
  /** The answer field's accessible name. */
  fieldLabel: '图中字符',
  placeholder: '请输入图中字符',
  loading: '加载中...',
  tapToLoad: '点击获取',
  cancel: '取消',
  confirm: '确认',
  sending: '发送中...',
} as const
