import type { CourseScene } from '@/stores/course-list'

/** A scene chip: 'all' is the scene ''. */
export type SceneTab = Exclude<CourseScene, ''> | 'all'

/** The words of 新入职 (the course list). */
export const VOD_TEXT = {
  filter: '筛选',
  allCategories: '全部',
  scenes: { all: '全部', free: '免费' },
  empty: '暂无课程',
} as const
