import { formatDuration } from '@/utils/time'

/** The words of a course's catalogue (目录). */
export const CATALOGUE_TEXT = {
  noChapter: '无章节内容',
  emptyChapter: '本章节暂无视频',
  empty: '暂无课程目录',
  trial: '试看',
  /** The row of the video playing now, for a screen reader. */
  playing: '正在播放',
  finished: '已学完',
  progress: (seconds: number) => `学习到 ${formatDuration(seconds)}`,
} as const
