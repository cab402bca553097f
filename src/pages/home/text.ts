/** The words of home. */
export const HOME_TEXT = {
  empty: '暂无内容',
  notice: '公告',
  /** The document title while the site name is not known. */
  title: '首页',
} as const
