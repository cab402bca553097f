/** Where a tapped or clicked link in server HTML leads: inside the app, outside it, or nowhere. */
import { safeUrl } from '@/utils/html'

export type LinkTarget =
  /** An address inside the app (`/vod/detail?id=3`), for navigateToAddress. */
  | { kind: 'app'; address: string }
  /** An http(s) page outside the app. */
  | { kind: 'external'; url: string }

const lowerOrigin = (url: string) => url.replace(/^[a-z]+:\/\/[^/?#]*/i, (origin) => origin.toLowerCase())

/**
 * Where a link leads. `appUrl` is the app's own address up to the hash (H5: `https://host/path/#`, from
 * `platform.appUrl('')`; '' in the mini-program), so `https://host/path/#/vod/detail?id=3` stays in the app.
 * - `/vod/detail?id=3` and `#/vod/detail?id=3` → in-app (an unknown path then shows the error page);
 * - other http(s) URLs → external;
 * - `#anchor` or an unsafe address → null (nothing to follow).
 */
export function classifyLink(href: string, appUrl = ''): LinkTarget | null {
  const url = safeUrl(href, 'href')
  if (!url) return null
  if (url.startsWith('#/')) return { kind: 'app', address: url.slice(1) }
  if (url.startsWith('#')) return null
  if (url.startsWith('/')) return { kind: 'app', address: url }
  const prefix = appUrl ? `${lowerOrigin(appUrl)}/` : ''
  if (prefix && lowerOrigin(url).startsWith(prefix))
    return { kind: 'app', address: url.slice(prefix.length - 1) }
  return { kind: 'external', url }
}
