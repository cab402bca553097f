import type { StudyTab } from '@/services/api/types'

/** The words of 我的学习 (在学, 订阅, 收藏). */
export const STUDY_TEXT = {
  tabs: { study: '在学', course: '订阅', collect: '收藏' } as Record<StudyTab, string>,
  empty: { study: '暂无在学课程', course: '暂无订阅课程', collect: '暂无收藏课程' } as Record<
    StudyTab,
    string
  >,
  browse: '去看看',
} as const
