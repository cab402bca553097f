/** The words of the captcha dialog. */
export const CAPTCHA_TEXT = {
  placeholder: '请输入图中字符',
  loading: '加载中...',
  tapToLoad: '点击获取',
  cancel: '取消',
  confirm: '确认',
  sending: '发送中...',
} as const
