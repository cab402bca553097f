import {
  ANNOUNCEMENTS_PAGE_SIZE,
  getAnnouncement,
  getAnnouncements,
  type Announcement,
} from '@/services/api/announcement'
import { PagedList, type PageResult } from './paged-list'
import { Resource } from './resource'

/** A positive integer id from the address (`'12'`), else null. */
export function readNoticeId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  const noticeId = /^\d+$/.test(text) ? Number(text) : 0
  return Number.isSafeInteger(noticeId) && noticeId > 0 ? noticeId : null
}

/** Page 1 is the list screen's primary resource (a 404 shows the error page); later pages offer 重试. */
function fetchNotices(page: number, size: number): Promise<PageResult<Announcement>> {
  return getAnnouncements(page, size, { primary: page === 1 })
}

/** /vodNotice 通知公告: the announcements, newest first, 10 a page. */
export class NoticesScreen {
  readonly list = new PagedList<Announcement>(fetchNotices, ANNOUNCEMENTS_PAGE_SIZE)

  /** Opening the page: page 1 (once; a screen shown again keeps what it loaded). */
  open(): Promise<void> {
    return this.list.page === 0 && !this.list.loading ? this.list.reload() : Promise.resolve()
  }
}

/**
 * /vodNotice?id=N: one announcement (the screen's primary resource: a missing one shows the error page). An id
 * that is not a positive integer is `invalid`: nothing is requested and the page shows the error page.
 */
export class NoticeScreen {
  readonly noticeId: number | null
  readonly notice: Resource<Announcement>

  constructor(id: unknown) {
    this.noticeId = readNoticeId(id)
    const noticeId = this.noticeId ?? 0
    this.notice = new Resource(() => getAnnouncement(noticeId))
  }

  get invalid(): boolean {
    return this.noticeId === null
  }

  open(): Promise<void> {
    return this.invalid ? Promise.resolve() : this.notice.load()
  }
}
