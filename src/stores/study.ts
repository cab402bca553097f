import { getStudyCourses } from '@/services/api/study'
import type { StudyCourse, StudyTab } from '@/services/api/types'
import { PagedList } from './paged-list'

export const STUDY_PAGE_SIZE = 10
export const STUDY_TABS: readonly StudyTab[] = ['study', 'course', 'collect']

/** `/study?tab=` → the tab; anything else (missing, misspelt) is 在学. */
export function readStudyTab(value: unknown): StudyTab {
  return STUDY_TABS.find((tab) => tab === value) ?? 'study'
}

/** Where tapping an item leads: the last video watched (在学 only), else the course. */
export type StudyTarget = { page: 'video'; id: number } | { page: 'course'; id: number }

/**
 * 持续学习 for one tab: that tab's v3 member course list, 10 a page. Switching tabs is a new screen (the page
 * replaces itself with the new `tab`, so a reload keeps it).
 */
export class StudyScreen {
  readonly tab: StudyTab
  readonly list: PagedList<StudyCourse>

  constructor(tab: StudyTab) {
    this.tab = tab
    this.list = new PagedList<StudyCourse>(
      // Page 1 is the screen's primary resource (a 404 there shows the error page).
      (page, size) => getStudyCourses(tab, { page, size }, { primary: page === 1 }),
      STUDY_PAGE_SIZE
    )
  }

  /** Opening the screen: page 1. */
  open(): Promise<void> {
    return this.list.reload()
  }

  /**
   * The page is shown again (back from a course or a video): page 1 again, so progress is current; a page still
   * in flight is dropped. Before the first page arrived (the opening is still on its way) there is nothing to
   * refresh, unless it failed.
   */
  refresh(): Promise<void> {
    if (this.list.page === 0 && !this.list.error) return Promise.resolve()
    return this.list.reload()
  }

  /** The 已订阅 badge: the server says so, or this is the 订阅 list. */
  subscribed(item: StudyCourse): boolean {
    return this.tab === 'course' || item.is_subscribe
  }

  /** 在学 resumes the last video watched; otherwise (or without one) the course opens. */
  target(item: StudyCourse): StudyTarget {
    if (this.tab === 'study' && item.last_video_id > 0) return { page: 'video', id: item.last_video_id }
    return { page: 'course', id: item.id }
  }
}
