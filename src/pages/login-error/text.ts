/** The words of the page a failed social login lands on. */
export const LOGIN_ERROR_TEXT = {
  /** When the server sent no reason. */
  fallback: '登录失败，请重试',
  home: '返回首页',
} as const
