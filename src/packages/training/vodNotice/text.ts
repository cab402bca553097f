/** The words of 通知公告 (list and one notice). */
export const NOTICE_TEXT = {
  empty: '暂无公告',
  views: (count: number) => `阅读 ${count}`,
  untitled: '（无标题）',
} as const

/** How many characters of a notice's text the list shows. */
export const PREVIEW_LENGTH = 60
