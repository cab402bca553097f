/** The words of 课件中心. */
export const COURSEWARE_TEXT = {
  empty: '暂无课件',
  count: (count: number) => `${count}个课件`,
  expand: '展开',
  collapse: '收起',
} as const
