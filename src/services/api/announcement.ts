import { http, unreadableAnswer, type RequestOptions } from '../http'
import { id, list, num, obj, pageTotal, str, type Raw } from './normalize'

/**
 * 通知公告 (contract §8; notes: README.md "Training extras"). Only the notice pages use this module; the home
 * banner's call lives in ./announcement-latest.ts so none of this rides on the first screen.
 */

export interface Announcement {
  id: number
  title: string
  /** Server HTML: only through <RichHtml>. */
  announcement: string
  /** null when the answer does not say (the page then shows no 阅读 count rather than 0). */
  view_times: number | null
  /** ISO-8601 UTC. */
  created_at: string
}

export const ANNOUNCEMENTS_PAGE_SIZE = 10

/** A notice's HTML: `announcement` as the list sends it, or the names another version may use. */
const contentOf = (raw: Raw): unknown =>
  [raw.announcement, raw.content, raw.render_content].find((value) => typeof value === 'string')

export function readAnnouncement(raw: Raw): Announcement {
  const views = num(raw.view_times, NaN)
  return {
    id: id(raw.id),
    title: str(raw.title),
    announcement: str(contentOf(raw)),
    view_times: Number.isFinite(views) ? Math.max(0, views) : null,
    created_at: str(raw.created_at),
  }
}

/**
 * The one notice inside a detail answer, which the contract does not show (§8: "assume the list-item fields"):
 * the item itself, or wrapped as `{announcement: {…}}` / `{data: {…}}`. Null when no object there has its text.
 */
export function findAnnouncement(answer: unknown): Raw | null {
  const top = obj(answer)
  for (const candidate of [top, obj(top.announcement), obj(top.data)]) {
    if (typeof contentOf(candidate) === 'string') return candidate
  }
  return null
}

/** One page (shape B, `page` + `size`), newest first. */
export async function getAnnouncements(
  page: number,
  size: number,
  options?: RequestOptions
): Promise<{ items: Announcement[]; total?: number }> {
  const data = obj(await http.get<unknown>('/api/v2/announcements', { page, size }, options))
  return { items: list(data.data, readAnnouncement), total: pageTotal(data.total) }
}

/**
 * One announcement, the primary resource of /vodNotice?id= (a missing one shows the error page). An answer without
 * the notice's text is not shown as an empty notice: it is told as unreadable and the page offers 重新加载.
 */
export async function getAnnouncement(
  announcementId: number,
  options?: RequestOptions
): Promise<Announcement> {
  const request = { primary: true, ...options }
  const raw = findAnnouncement(
    await http.get<unknown>(`/api/v2/announcement/${announcementId}`, undefined, request)
  )
  if (!raw) return unreadableAnswer(request)
  const notice = readAnnouncement(raw)
  return { ...notice, id: notice.id || announcementId }
}
