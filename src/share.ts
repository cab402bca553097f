import { HOME_PATH, findRoute, pageUrl, type RoutePath } from '@/routes'
import { classifyUrl, stringifyQuery, withHttps } from '@/utils/url'

/**
 * What the mini-program's 转发 (to a chat) and 分享到朋友圈 (to Moments) send, built from one description of the
 * shared page. PageShell registers WeChat's two share handlers once per page and asks the page for its
 * description; a page the route table does not mark `share` shares home instead (the checkout, an exam attempt,
 * the account and login pages).
 *
 * - A chat share carries a `path`: the Taro page URL of the shared page and its query, so the receiver opens that
 *   page, behind the same login guard as anyone (a protected page sends a visitor to /login and back).
 * - A Moments share carries only a `query`: WeChat opens the *current* page with it (in 单页模式: no login, no
 *   navigation), so only the shareable pages enable it (routes.ts `pageConfig`).
 *
 * The title is text (WeChat draws it as text; markup in a course title stays visible characters), on one line and
 * at most SHARE_TITLE_MAX characters. The picture is an http(s) address (a course's or a paper's cover); without
 * one WeChat uses a screenshot of the page.
 */

/** The shared page as a page describes it. */
export interface Share {
  path: RoutePath
  query?: Record<string, string | number | null | undefined>
  /** The course's, notice's or paper's title; empty → the route's title (home: the site name). */
  title?: string | null
  /** A cover picture's address; anything but http(s) is left out. */
  image?: string | null
}

/** Which of WeChat's two shares is asked for. */
export type ShareTarget = 'chat' | 'timeline'

/** `onShareAppMessage`'s answer. */
export interface ShareMessage {
  title: string
  path: string
  imageUrl?: string
}

/** `onShareTimeline`'s answer (the page is the current one). */
export interface ShareTimeline {
  title: string
  query: string
  imageUrl?: string
}

/** WeChat cuts a long title itself (two lines in a chat card); this keeps the payload bounded. */
export const SHARE_TITLE_MAX = 60

/** Whether the route table lets this page be shared as itself (else a share is home's). */
export function isShareable(path: string): boolean {
  return findRoute(path)?.share === true
}

/** Home, as shared from any page that is not shareable itself. */
export function homeShare(): Share {
  return { path: HOME_PATH }
}

/** Whitespace (newlines, tabs) collapsed, trimmed, cut by code point with an ellipsis. */
export function shareTitleText(title: string | null | undefined): string {
  const isControl = (char: string) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127
  const text = Array.from(String(title ?? ''), (char) => (isControl(char) ? ' ' : char))
    .join('')
    .replace(/\s+/gu, ' ')
    .trim()
  const chars = Array.from(text)
  if (chars.length <= SHARE_TITLE_MAX) return text
  return `${chars
    .slice(0, SHARE_TITLE_MAX - 1)
    .join('')
    .trimEnd()}…`
}

/**
 * An http(s) picture address (`//host/…` becomes https), else undefined: WeChat then takes a screenshot. WeChat
 * draws only PNG and JPG there: an SVG cover (the demo API's) is left out too.
 */
export function shareImage(image: string | null | undefined): string | undefined {
  const value = withHttps(String(image ?? '').trim())
  if (classifyUrl(value) !== 'outside') return undefined
  return /\.svg$/i.test(value.split(/[?#]/)[0]) ? undefined : value
}

/**
 * The page a share from `current` shows: the page's own description when its route is shareable (and the
 * description names a shareable route), else home.
 */
export function resolveShare(current: RoutePath, own: Share | null | undefined): Share {
  if (!isShareable(current)) return homeShare()
  const share = own ?? { path: current }
  return isShareable(share.path) ? share : homeShare()
}

/** The query without empty values (`/vod`'s "all" filters). */
function cleanQuery(query: Share['query']): Record<string, string> {
  const clean: Record<string, string> = {}
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && String(value) !== '') clean[key] = String(value)
  }
  return clean
}

function titleOf(share: Share, siteName: string): string {
  const own = shareTitleText(share.title)
  if (own) return own
  const routeTitle = findRoute(share.path)?.title ?? ''
  if (share.path === HOME_PATH) return shareTitleText(siteName) || routeTitle
  return routeTitle || shareTitleText(siteName)
}

function withImage<T extends object>(
  payload: T,
  image: string | null | undefined
): T & { imageUrl?: string } {
  const imageUrl = shareImage(image)
  return imageUrl ? { ...payload, imageUrl } : payload
}

/** 转发: the shared page's title, its Taro page URL (`/packages/learning/vod/detail/index?id=3`), its cover. */
export function shareMessage(
  current: RoutePath,
  own: Share | null | undefined,
  siteName: string
): ShareMessage {
  const share = resolveShare(current, own)
  return withImage(
    { title: titleOf(share, siteName), path: pageUrl(share.path, cleanQuery(share.query)) },
    share.image
  )
}

/**
 * 分享到朋友圈: WeChat opens the current page with `query`. Enabled only on shareable pages; a description of
 * another page (which Moments cannot open from here) gives this page's bare query and title.
 */
export function shareTimeline(
  current: RoutePath,
  own: Share | null | undefined,
  siteName: string
): ShareTimeline {
  const resolved = resolveShare(current, own)
  const share = resolved.path === current ? resolved : { path: current }
  return withImage(
    { title: titleOf(share, siteName), query: stringifyQuery(cleanQuery(share.query)) },
    share.image
  )
}

/** A detail page (a course, a notice, a paper) by its id, with its title and cover once known; no id → home. */
export function detailShare(
  path: RoutePath,
  id: number | null,
  title?: string | null,
  image?: string | null
): Share {
  return id === null ? homeShare() : { path, query: { id }, title, image }
}
