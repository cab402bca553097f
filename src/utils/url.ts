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

/** Where an address leads: an in-app path, a web page elsewhere, or somewhere the app never goes. */
export type UrlKind = 'inside' | 'outside' | 'unsafe'

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
  if (/^\/(?![/\\])/.test(raw)) return 'inside'
  return 'unsafe'
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
