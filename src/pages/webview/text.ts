/** The words of the web-view page (mini-program). */
export const WEBVIEW_TEXT = {
  invalid: '无法打开该页面：链接无效',
  back: '返回',
} as const
