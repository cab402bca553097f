import {
  ANNOUNCEMENTS_PAGE_SIZE,
  getAnnouncement,
  getAnnouncements,
  type Announcement,
} from '@/services/api/announcement'
import { htmlToText } from '@/utils/html'
import { readPositiveId } from '@/utils/url'
import { PagedList, type PageRequest, type PageResult } from './paged-list'
import { Resource } from './resource'

/** Full-width punctuation: its glyph carries its own space, so a space next to it reads as a double one. */
const WIDE_PUNCTUATION = '，。、；：？！…—（）《》〈〉【】「」『』〔〕“”‘’'
const SPACE_AFTER_WIDE = new RegExp(`([${WIDE_PUNCTUATION}])\\s+`, 'gu')
const SPACE_BEFORE_WIDE = new RegExp(`\\s+([${WIDE_PUNCTUATION}])`, 'gu')

/**
 * A notice card's text preview: the notice's text (`htmlToText`: blocks joined by a space, runs of whitespace,
 * full-width spaces included, collapsed to one), without the space a block break leaves next to full-width
 * punctuation (各位同事：学习积分…, not 各位同事：␠学习积分…), cut to `maxLength` characters with an ellipsis.
 */
export function noticePreview(html: string | null | undefined, maxLength: number): string {
  const text = htmlToText(html)
    .replace(/\s+/gu, ' ')
    .replace(SPACE_AFTER_WIDE, '$1')
    .replace(SPACE_BEFORE_WIDE, '$1')
    .trim()
  const chars = Array.from(text) // by code point: never half an emoji
  if (chars.length <= maxLength) return text
  return `${chars
    .slice(0, Math.max(0, maxLength - 1))
    .join('')
    .trimEnd()}…`
}

/** Page 1 is the list screen's primary resource (a 404 shows the error page); later pages offer 重试. */
function fetchNotices(page: number, size: number, request: PageRequest): Promise<PageResult<Announcement>> {
  return getAnnouncements(page, size, request)
}

/** /vodNotice 通知公告: the announcements, newest first, 10 a page. */
export class NoticesScreen {
  readonly list = new PagedList<Announcement>(fetchNotices, ANNOUNCEMENTS_PAGE_SIZE)

  /** Opening the page: page 1 (once; a screen shown again keeps what it loaded). */
  open(): Promise<void> {
    return this.list.loadFirst()
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
    this.noticeId = readPositiveId(id)
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
