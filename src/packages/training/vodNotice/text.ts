import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)

/** The words of 通知公告 (list and one notice). */
export const NOTICE_TEXT = {
  empty: '暂无公告',
  views: (count: number) => `阅读 ${count}`,
  untitled: '（无标题）',
} as const

/** A notice's time as the app shows times: the UTC wall clock, `YYYY-MM-DD HH:mm` ('' when unreadable). */
export function noticeTime(value: string): string {
  const time = dayjs.utc(value)
  return value && time.isValid() ? time.format('YYYY-MM-DD HH:mm') : ''
}

/** How many characters of a notice's text the list shows. */
export const PREVIEW_LENGTH = 60
