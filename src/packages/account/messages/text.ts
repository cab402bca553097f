/** The words of 我的消息. */
export const MESSAGES_TEXT = {
  empty: '暂无消息',
  readAll: '全部已读',
  /** The unread dot's accessible name. */
  unread: '未读',
} as const
