/** The words of home. */
export const HOME_TEXT = { empty: '暂无内容', notice: '公告' } as const
