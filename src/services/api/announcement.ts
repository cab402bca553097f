import { http, type RequestOptions } from '../http'
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
  view_times: number
  /** ISO-8601 UTC. */
  created_at: string
}

export const ANNOUNCEMENTS_PAGE_SIZE = 10

export function readAnnouncement(raw: Raw): Announcement {
  return {
    id: id(raw.id),
    title: str(raw.title),
    announcement: str(raw.announcement),
    view_times: Math.max(0, num(raw.view_times)),
    created_at: str(raw.created_at),
  }
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

/** One announcement, the primary resource of /vodNotice?id= (a missing one shows the error page). */
export async function getAnnouncement(
  announcementId: number,
  options?: RequestOptions
): Promise<Announcement> {
  const notice = readAnnouncement(
    obj(
      await http.get<unknown>(`/api/v2/announcement/${announcementId}`, undefined, {
        primary: true,
        ...options,
      })
    )
  )
  return notice
}
