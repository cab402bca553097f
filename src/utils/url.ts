/** `a=1&b=%E4%B8%AD` → { a: '1', b: '中' }. Malformed escapes are kept as they are. */
export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {}
  for (const part of search.replace(/^[?#]/, '').split('&')) {
    if (!part) continue
    const [rawKey, ...rest] = part.split('=')
    query[safeDecode(rawKey)] = safeDecode(rest.join('=').replace(/\+/g, ' '))
  }
  return query
}

export function stringifyQuery(query: Record<string, string | number | undefined | null>): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
}

/** decodeURIComponent that keeps malformed escapes (`%E4%`) as they are instead of throwing. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** `/vod/detail` + { id: 3 } → `/vod/detail?id=3` */
export function withQuery(
  path: string,
  query: Record<string, string | number | undefined | null> = {}
): string {
  const search = stringifyQuery(query)
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path
}

/** The key of a social login's target kept on the device (a short return address, utils/social-login.ts). */
export const RETURN_KEY_PARAM = 'back'

/** Parameters that carry credentials or one-shot actions; removed from the address after login or sharing. */
export const ONE_SHOT_PARAMS = ['token', 'login_code', 'action', RETURN_KEY_PARAM] as const

/** The address is a return from a social login: it carries a `login_code` to exchange, with `action=login`. */
export function isLoginCodeReturn(query: Record<string, string>): boolean {
  return Boolean(query.login_code) && query.action === 'login'
}

/** Drops token, login_code and action from a path with a query: `/member?login_code=x&a=1` → `/member?a=1`. */
export function removeOneShotParams(pathWithQuery: string): string {
  const [path, search = ''] = pathWithQuery.split('?')
  const query = parseQuery(search)
  for (const key of ONE_SHOT_PARAMS) delete query[key]
  return withQuery(path, query)
}

// ------------------------------------------------------------------------------------------------ addresses
// The one judge of an address from outside the code: its scheme, a protocol-relative `//host`, an in-app path, the
// app's own origin. classifyUrl / safeRedirect judge a value as it is; markupAddress reads an address typed into
// content (server HTML, the home page's blocks); linkTarget and blockLink say where a link leads.

/** Where an address leads: an in-app path, a web page elsewhere, or somewhere the app never goes. */
export type UrlKind = 'inside' | 'outside' | 'unsafe'

/** An in-app path: one `/`, not followed by `/` or `\` (browsers read `//evil` and `/\evil` as another site). */
const IN_APP = /^\/(?![/\\])/

/** A protocol-relative address (`//host/x`): another site. */
const PROTOCOL_RELATIVE = /^\/\/[^/\\]/

/**
 * The app's one reading of a protocol-relative address: `//host/x` → `https://host/x` (another site, over https:
 * the mini-program has no page scheme to inherit). Anything else is returned as it is.
 */
export function withHttps(value: string): string {
  return PROTOCOL_RELATIVE.test(value) ? `https:${value}` : value
}

/** A control character (a smuggled newline, tab or NUL, or DEL): never part of an address the app follows. */
const hasControl = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)

/**
 * The one decision on an address from outside the code (the server, the address bar, a share):
 * - 'outside': `http://` or `https://` (any case), a host that does not start with `/` or `\`, and no whitespace
 *   anywhere (`https://a.com/x.png`);
 * - 'inside': one `/`, not followed by `/` or `\` (browsers read `//evil` and `/\evil` as another site), e.g.
 *   `/vod/detail?id=3`; spaces may appear (a decoded query), control characters may not;
 * - 'unsafe': everything else: `javascript:` and every other scheme, `http:/x`, `//host`, `\\host`, relative paths,
 *   '' and anything that is not a string.
 * The value is judged as it is: a caller that accepts padding trims first.
 */
export function classifyUrl(raw: unknown): UrlKind {
  if (typeof raw !== 'string' || hasControl(raw)) return 'unsafe'
  if (/^https?:\/\/[^/\\\s]\S*$/i.test(raw)) return 'outside'
  if (IN_APP.test(raw)) return 'inside'
  return 'unsafe'
}

/**
 * `value` without the leading and trailing spaces and control characters (U+0000–U+0020) that browsers ignore
 * in a URL. A loop, not `/[\u0000-\u0020]+$/`: that regex retries every run of spaces to the end (quadratic
 * on `x   …   y`).
 */
function trimControls(value: string): string {
  let start = 0
  let end = value.length
  while (start < end && value.charCodeAt(start) <= 0x20) start++
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--
  return value.slice(start, end)
}

/**
 * An address typed into content (a link or an image of server HTML, a home page block), or null when it is not
 * allowed. `value` is read as a browser reads an attribute (entities decoded): the result is what is followed.
 * - http(s) URLs (scheme lower-cased); `//host/x` → `https://host/x` (withHttps); in-app paths `/x` (not `//`, not
 *   `/\`); `#anchor` (href); `data:image/(png|jpeg|gif|webp);base64,…` (src). Spaces become `%20`.
 * - rejected: every other scheme (javascript:, vbscript:, data:, file:, …), relative paths, and anything with a
 *   control character or `\` inside (browsers drop tabs and newlines in URLs and read `\` as `/`, which is how
 *   `java&#x09;script:` and `/\evil.com` sneak past naive checks).
 */
export function markupAddress(value: string, kind: 'href' | 'src'): string | null {
  const url = trimControls(value)
  // eslint-disable-next-line no-control-regex
  if (!url || /[\u0000-\u001f\u007f\\]/.test(url)) return null
  // Runs of spaces at once: a global replace with ~2^19 matches leaves V8's fast path (~20× slower each).
  const spaced = withHttps(url.replace(/ +/g, (run) => '%20'.repeat(run.length)))
  if (/^https?:\/\/[^/?#]/i.test(spaced)) return spaced.replace(/^https?/i, (scheme) => scheme.toLowerCase())
  if (IN_APP.test(spaced)) return spaced
  if (kind === 'href' && spaced.startsWith('#')) return spaced
  if (kind === 'src' && /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i.test(spaced)) return spaced
  return null
}

/** Where a link leads: an address inside the app (for navigateToAddress), or a web page outside it. */
export type LinkTarget = { kind: 'app'; address: string } | { kind: 'external'; url: string }

/** An address with its scheme and host lower-cased (`HTTPS://Host/X` → `https://host/X`). */
const lowerOrigin = (url: string) => url.replace(/^[a-z]+:\/\/[^/?#]*/i, (origin) => origin.toLowerCase())

/** An in-app link, when `address` is an in-app path; else nothing to follow. */
const inApp = (address: string): LinkTarget | null => (IN_APP.test(address) ? { kind: 'app', address } : null)

/**
 * Where an address markupAddress let through leads. `appUrl` is the app's own address up to the hash (H5:
 * `https://host/path/#`, from `platform.appUrl('')`; '' in the mini-program), so `https://host/path/#/vod` stays in
 * the app.
 * - `/vod/detail?id=3` and `#/vod/detail?id=3` → in-app (an unknown path then shows the error page);
 * - other http(s) URLs → external;
 * - null, `#anchor`, or a hash or same-origin address that is no in-app path (`#//evil`) → null (nothing to follow).
 */
export function linkTarget(url: string | null, appUrl = ''): LinkTarget | null {
  if (!url) return null
  if (url.startsWith('#')) return inApp(url.slice(1))
  if (url.startsWith('/')) return inApp(url)
  const prefix = appUrl ? `${lowerOrigin(appUrl)}/` : ''
  if (prefix && lowerOrigin(url).startsWith(prefix)) return inApp(url.slice(prefix.length - 1))
  return { kind: 'external', url }
}

/**
 * Where a link an administrator typed into a home page block leads: as linkTarget, and `www.…` is opened as
 * `https://www.…`, a bare `vod` is the in-app `/vod`; empty, `#anchor` or an unsafe address (`javascript:`,
 * `data:`) → null (nothing happens).
 */
export function blockLink(href: string, appUrl = ''): LinkTarget | null {
  let value = href.trim()
  if (!value) return null
  if (/^www\./i.test(value)) value = `https://${value}`
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[/#]/.test(value)) value = `/${value}`
  return linkTarget(markupAddress(value, 'href'), appUrl)
}

/**
 * Only in-app paths are followed after login: `/vod/video?id=3` passes; `https://evil`, `//evil`, `/\evil`,
 * `javascript:` and anything not starting with a single slash fall back to `fallback`.
 */
export function safeRedirect(target: string | undefined | null, fallback = '/'): string {
  const value = (target ?? '').trim()
  return classifyUrl(value) === 'inside' ? value : fallback
}

/** An id from the address: a positive whole number in digits only ('3', not '3.0', '1e3', '-1', '0', '03x'), else null. */
export function readPositiveId(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d+$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
