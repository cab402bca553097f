import { attachmentDownloadUrl } from '@/services/api/course'
import type { RootStore } from './root-store'

/**
 * Where 下载 takes a logged-in learner: the attachment's download address on the site's API, with the login token
 * in its query (a browser tab or WeChat's viewer cannot send a header). Null when nobody is logged in.
 */
export function attachmentAddress(root: RootStore, attachmentId: number): string | null {
  if (!root.session.loggedIn) return null
  return attachmentDownloadUrl(root.config.config.url, attachmentId)
}
