import { useState } from 'react'
import Taro from '@tarojs/taro'
import { platform } from '@/platform'
import {
  ERROR_PATH,
  HOME_PATH,
  LOGIN_PATH,
  findRoute,
  pageUrl,
  type QueryArg,
  type RouteParams,
  type RoutePath,
  type TabPath,
} from '@/routes'
import { parseQuery, safeRedirect, withQuery } from '@/utils/url'

/**
 * Where the learner goes, by route path, the same on both builds: Taro takes page paths, and the H5 router shows
 * them under their product paths (`/#/vod/detail?id=3`).
 *
 * Two kinds of destination:
 * - a typed route and its query, written in the code: `navigate('/vod/detail', { id: 3 })`;
 * - an *address* (`/vod/video?id=3`) that comes from outside the code (a `redirect` parameter, a server link):
 *   only in-app addresses are followed (anything else goes home), and an unknown path shows the error page.
 */

type Mode = 'navigate' | 'redirect' | 'relaunch'

function go(mode: Mode, url: string): void {
  if (mode === 'navigate') platform.pushPage(url)
  else if (mode === 'redirect') void Taro.redirectTo({ url })
  else void Taro.reLaunch({ url })
}

/** Open a page on top of the current one (near the mini-program's stack limit it replaces the current one). */
export function navigate<P extends RoutePath>(path: P, ...[query]: QueryArg<P>): void {
  go('navigate', pageUrl(path, query))
}

/** Replace the current page (history entry). */
export function redirect<P extends RoutePath>(path: P, ...[query]: QueryArg<P>): void {
  go('redirect', pageUrl(path, query))
}

/**
 * Keep a page's own state in its address without a page change (a tab, a filter): a reload shows the same. A key
 * given as `undefined` or `''` leaves the address. H5 only; the mini-program has no address.
 */
export function keepInAddress<P extends RoutePath>(path: P, query: Partial<RouteParams<P>>): void {
  if (platform.currentLocation().path !== path) return
  const params: Record<string, string> = {}
  const dropped: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params[key] = value
    else dropped.push(key)
  }
  platform.setQueryParams(params)
  if (dropped.length > 0) platform.removeQueryParams(dropped)
}

/** Start over from a single page. */
export function relaunch<P extends RoutePath>(path: P, ...[query]: QueryArg<P>): void {
  go('relaunch', pageUrl(path, query))
}

/** Tabs switch by replacing the history entry. */
export function switchTab(path: TabPath): void {
  redirect(path)
}

/** `/vod/detail` + `{ id: 3 }` → the address `/vod/detail?id=3` (for a redirect parameter). */
export function routeAddress<P extends RoutePath>(path: P, ...[query]: QueryArg<P>): string {
  return withQuery(path, query)
}

/** The Taro page URL of an address: in-app only (else home); an unknown path → the error page. */
function addressUrl(address: string | undefined | null): string {
  const [path, search = ''] = safeRedirect(address).split('?')
  const route = findRoute(path)
  return route ? pageUrl(route.path as RoutePath, parseQuery(search)) : pageUrl(ERROR_PATH)
}

export function navigateToAddress(address: string | undefined | null): void {
  go('navigate', addressUrl(address))
}

export function redirectToAddress(address: string | undefined | null): void {
  go('redirect', addressUrl(address))
}

export function relaunchToAddress(address: string | undefined | null): void {
  go('relaunch', addressUrl(address))
}

export interface BackOptions {
  /** After a login: back past every login page on top (/login, /login-password…) to the page that sent there. */
  pastLoginPages?: boolean
  /** When the app has nothing to go back to (opened on this page: a reload, a shared link); home by default. */
  orElse?: () => void
}

/**
 * The one "back": the back header, a finished step, 返回 on a status screen, leaving an attempt, leaving the login
 * pages after a login. One page back, or past the login pages; when there is nothing in the app to go back to,
 * `orElse`. One page counts on the browser's history (it survives a reload: 2 or fewer entries mean nothing to go
 * back to); the login pages are recognised on Taro's page stack, which starts again at a reload.
 */
export function goBack({
  pastLoginPages = false,
  orElse = () => relaunch(HOME_PATH),
}: BackOptions = {}): void {
  if (!pastLoginPages) {
    if (platform.historyLength() > 2) platform.goBack()
    else orElse()
    return
  }
  const steps = loginPagesOnTop()
  if (steps > 0) void Taro.navigateBack({ delta: steps })
  else orElse()
}

/** How many login pages are on top of the page stack, when there is a page below them to go back to; else 0. */
function loginPagesOnTop(): number {
  const pages = Taro.getCurrentPages()
  let count = 0
  for (let index = pages.length - 1; index >= 0; index--) {
    const route = findRoute(pages[index]?.route ?? pages[index]?.path ?? '')
    if (route?.loginStep !== 'entry') break
    count++
  }
  return pages.length > count ? count : 0
}

/** Where the learner is: route path plus query (`/vod/video?id=3`). */
export function currentAddress(): string {
  const { path, query } = platform.currentLocation()
  return withQuery(path, query)
}

/** The query of the current page as `path` declares it: `routeParams('/vod/detail').id`. */
export function routeParams<P extends RoutePath>(path: P): RouteParams<P> {
  void path // the path only types the answer
  return platform.currentLocation().query as RouteParams<P>
}

/**
 * A page's query as its route declares it, read once when the page is created: later renders keep it even when
 * another page is on top of the stack (the mini-program's location is the top page's).
 */
export function useRouteParams<P extends RoutePath>(path: P): RouteParams<P> {
  const [params] = useState(() => routeParams(path))
  return params
}

/**
 * The login page, remembering where to come back to. From a login page (`entry` step) the learner keeps the
 * redirect that page had, rather than being sent back to a login page after logging in.
 */
export function loginAddress(redirectTo: string): string {
  const [path, search = ''] = redirectTo.split('?')
  if (findRoute(path)?.loginStep === 'entry')
    return withQuery(LOGIN_PATH, { redirect: parseQuery(search).redirect })
  return withQuery(LOGIN_PATH, { redirect: redirectTo })
}

/**
 * Log in first, then come back: the login page, remembering `address` (where the learner is, by default), which it
 * returns to after the login. The one way a view sends a visitor to log in. A tap opens it on top (`navigate`:
 * back returns here); a page that cannot stay (after a 401, a result page) is replaced (`redirect`).
 */
export function requireLogin(
  address: string = currentAddress(),
  mode: Extract<Mode, 'navigate' | 'redirect'> = 'navigate'
): void {
  go(mode, addressUrl(loginAddress(address)))
}

/**
 * The error page. `from`: the page whose own query was found wrong; when the learner is no longer there (back was
 * pressed while that page's chunk was still loading, so it read the address of the page below), nothing happens.
 */
export function toErrorPage(from?: RoutePath): void {
  if (from && platform.currentLocation().path !== from) return
  redirect(ERROR_PATH)
}
