import type { GrowthTab } from '@/stores/growth'

export const GROW_UP_TEXT = {
  tabs: { history: '学习记录', credits: '积分明细' } as Record<GrowthTab, string>,
  totals: {
    courses: '学习课程',
    videos: '完成视频',
    minutes: '学习时长',
    coursesUnit: '门',
    videosUnit: '个',
    minutesUnit: '分钟',
  },
  fallbackNote: '当前服务器未提供每日学习记录，图表按各视频的观看时间估算。',
  /** The fallback reads the courses' videos as the list scrolls: the totals count those read so far. */
  partialNote: (loaded: number, total: number) =>
    `完成视频、学习时长和图表已统计${loaded}门课程（共${total}门），向下滑动查看更多后继续统计。`,
  history: '观看记录',
  emptyHistory: '暂无学习记录',
  browse: '去学习',
  /** Finished videos of the course's (the unfolded list shows every watched one, finished or not). */
  progress: (finished: number, total: number) => `已看完${finished}/共${total}个视频`,
  minutes: (minutes: string) => `学习 ${minutes} 分钟`,
  lastWatched: (time: string) => `最近学习 ${time}`,
  showVideos: (count: number) => `观看记录（${count}）`,
  hideVideos: '收起观看记录',
  noVideos: '暂无观看的视频',
  finished: '已看完',
  watchedTo: (position: string, duration: string) => `已看 ${position} / ${duration}`,
  emptyCredits: '暂无积分记录',
  balance: '当前积分',
} as const
