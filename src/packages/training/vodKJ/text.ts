/** The words of 课件中心. */
export const COURSEWARE_TEXT = {
  empty: '暂无课件',
  count: (count: number) => `${count}个课件`,
  expand: '展开',
  collapse: '收起',
  /** A load checked its batches of courses and found no attachments: the learner asks for the next ones. */
  searchMore: '继续查找课件',
  searchMoreHint: '这一批课程没有课件',
  /** By the title of a course the logged-in learner has not bought. */
  needBuy: '需购买',
  buyTitle: '请购买课程后下载',
  buyText: (title: string) => `课件随课程《${title}》提供，购买课程后即可下载。`,
  buyGo: '去购买',
  cancel: '取消',
  /** A pull-down refresh that failed (the courses shown stay; the details are asked silently). */
  refreshFailed: '刷新失败，请稍后重试',
} as const
