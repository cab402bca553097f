/** The words of the error page (404). */
export const ERROR_TEXT = {
  missing: '页面不存在或已被删除',
  home: '返回首页',
} as const
