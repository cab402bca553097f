import type { CourseScene } from '@/stores/course-list'

/** The words of 新入职 (the course list). */
export const VOD_TEXT = {
  filter: '筛选',
  allCategories: '全部',
  scenes: [
    { scene: '', text: '全部', id: 'scene-all' },
    { scene: 'free', text: '免费', id: 'scene-free' },
  ] as { scene: CourseScene; text: string; id: string }[],
  empty: '暂无课程',
} as const
