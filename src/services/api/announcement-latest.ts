import { http } from '../http'

/** The home banner's notice: what it shows and where it leads. */
export interface LatestNotice {
  id: number
  title: string
}

/**
 * The newest announcement for the home banner, or null when there is none (`[]` / `null`), it is unreadable or
 * the call fails: silent, the banner just stays away. A module of its own, so the notice pages' readers do not
 * ride on the first screen.
 */
export const getLatestNotice = (): Promise<LatestNotice | null> =>
  http
    .get<{ id?: unknown; title?: unknown } | null>('/api/v2/announcement/latest', undefined, { silent: true })
    .then(
      (data) => {
        const noticeId = Number(data?.id)
        return noticeId > 0 && Number.isInteger(noticeId) && typeof data?.title === 'string' && data.title
          ? { id: noticeId, title: data.title }
          : null
      },
      () => null
    )
