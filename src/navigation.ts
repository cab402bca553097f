import Taro from '@tarojs/taro'
import { platform } from '@/platform'
import { ERROR_PATH, HOME_PATH, LOGIN_PATH, findRoute, pageUrl } from '@/routes'
import { parseQuery, withQuery } from '@/utils/url'

/**
 * Navigation by spec path (`/vod/detail?id=3`), the same on both builds: Taro takes page paths, and the H5
 * router shows them under their custom routes. Unknown paths lead to the error page.
 */

/** Near a limited page stack's end (the mini-program's 10) a forward move replaces the current page. */
const STACK_HEADROOM = 2

function toPageUrl(target: string): string {
  const [path, search = ''] = target.split('?')
  const route = findRoute(path)
  return route ? pageUrl(route.path, parseQuery(search)) : pageUrl(ERROR_PATH)
}

export function navigateTo(target: string): void {
  const limit = platform.pageStackLimit
  if (limit !== null && Taro.getCurrentPages().length >= limit - STACK_HEADROOM) {
    redirectTo(target)
    return
  }
  void Taro.navigateTo({ url: toPageUrl(target) })
}

/** Replace the current page (history entry). */
export function redirectTo(target: string): void {
  void Taro.redirectTo({ url: toPageUrl(target) })
}

/** Start over from a single page. */
export function reLaunch(target: string): void {
  void Taro.reLaunch({ url: toPageUrl(target) })
}

/** Tabs switch by replacing the history entry. */
export function switchTab(path: string): void {
  redirectTo(path)
}

/** The back header: with 2 or fewer history entries there is nothing in the app to go back to, so go home. */
export function goBack(): void {
  if (platform.historyLength() <= 2) reLaunch(HOME_PATH)
  else platform.goBack()
}

/** Where the learner is: spec path plus query (`/vod/video?id=3`). */
export function currentTarget(): string {
  const { path, query } = platform.currentLocation()
  return withQuery(path, query)
}

/** The query of the current page, decoded. */
export function currentQuery(): Record<string, string> {
  return platform.currentLocation().query
}

/** The login page, remembering where to come back to. */
export function loginUrl(redirect: string): string {
  const [path] = redirect.split('?')
  // On a login page already: keep the redirect it had rather than pointing at itself.
  if (path === LOGIN_PATH || path === '/login-password') {
    const current = parseQuery(redirect.split('?')[1] ?? '')
    return withQuery(LOGIN_PATH, { redirect: current.redirect })
  }
  return withQuery(LOGIN_PATH, { redirect })
}

export function toLogin(redirect: string = currentTarget()): void {
  redirectTo(loginUrl(redirect))
}

export function toErrorPage(): void {
  redirectTo(ERROR_PATH)
}
