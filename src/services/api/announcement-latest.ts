import { http } from '../http'
import { id, obj } from './normalize'

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
  http.get<unknown>('/api/v2/announcement/latest', undefined, { silent: true }).then(
    (data) => {
      // The item itself, or wrapped as `{announcement: {…}}` / `{data: {…}}` (the contract does not show it).
      const top = obj(data)
      const raw = [top, obj(top.announcement), obj(top.data)].find((item) => id(item.id) > 0) ?? top
      const noticeId = id(raw.id)
      return noticeId && typeof raw.title === 'string' && raw.title
        ? { id: noticeId, title: raw.title }
        : null
    },
    () => null
  )
