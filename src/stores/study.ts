import { makeAutoObservable } from 'mobx'
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
 * 持续学习: one list whose endpoint is the current tab's. Switching tabs starts it again from page 1 in a new
 * generation (an answer of the previous tab still in flight is dropped, never shown); the page keeps the tab in
 * its address.
 */
export class StudyScreen {
  tab: StudyTab
  readonly list: PagedList<StudyCourse>

  constructor(tab: StudyTab) {
    this.tab = tab
    this.list = new PagedList<StudyCourse>(
      // The tab is read when each page is asked for. Page 1 is the screen's primary resource (a 404 there shows
      // the error page).
      (page, size, request) => getStudyCourses(this.tab, { page, size }, request),
      STUDY_PAGE_SIZE
    )
    makeAutoObservable(this, { list: false })
  }

  /** Opening the screen: page 1. */
  open(): Promise<void> {
    return this.list.reload()
  }

  /** Another tab: its list from page 1. Returns false, and asks for nothing, for the current tab. */
  setTab(tab: StudyTab): boolean {
    if (tab === this.tab) return false
    this.tab = tab
    void this.list.reload()
    return true
  }

  /**
   * The page is shown again (back from a course or a video): page 1 again, so progress is current; a page still
   * in flight is dropped. Before the first page arrived (the opening is still on its way) there is nothing to
   * refresh, unless it failed.
   */
  refresh(): Promise<void> {
    return this.list.refresh()
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
