import { useCallback, useEffect, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { platform } from '@/platform'
import { ERROR_PATH, findRoute, type RoutePath } from '@/routes'
import { currentAddress, loginAddress, redirectToAddress } from '@/navigation'
import { useStores } from '@/stores'
import type { LoginState } from '@/stores/session-store'
import { isLoginCodeReturn } from '@/utils/url'

/**
 * The login guard, all of its rules in one place. PageShell asks `usePageAccess(path)` whether the page's
 * content may show, and renders what it answers.
 */

/**
 * The one rule of who must log in first: the route of `address` needs a login (routes.ts) and the session has no
 * token (`session.loggedIn`). The guard, a tap on a protected icon or grid link, all ask it.
 */
export function mustLogInFor(address: string, session: LoginState): boolean {
  return !!findRoute(address.split('?')[0])?.login && !session.loggedIn
}

/**
 * Where the guard sends a visitor of an address: nowhere (null); a protected route when not logged in (no token) → the login
 * page remembering the address; an unknown path → the error page.
 */
export function guardDecision(address: string, session: LoginState): { redirect: string } | null {
  if (!findRoute(address.split('?')[0])) return { redirect: ERROR_PATH }
  if (mustLogInFor(address, session)) return { redirect: loginAddress(address) }
  return null
}

/** The current address when it is this page (keeps the query for the login redirect), else the bare path. */
function addressOf(path: string): string {
  const address = currentAddress()
  return address.split('?')[0] === path ? address : path
}

/**
 * Whether the page at `path` may show its content, checked when it first shows and whenever it is shown again
 * (the learner may have logged out meanwhile). Waits:
 * - for the boot (config and member) before any content, unless the page draws without them (`drawsBeforeBoot`:
 *   the login forms, whose config-decided parts fill in when the config arrives);
 * - for a social login code in the address to be exchanged, before deciding at all;
 * - after a 401, for the "log in again" handler, which takes the learner to /login itself (one redirect).
 */
export function usePageAccess(path: RoutePath, { drawsBeforeBoot = false } = {}): boolean {
  const root = useStores()
  const route = findRoute(path)
  const [allowed, setAllowed] = useState(() => guardDecision(path, root.session) === null)
  const redirecting = useRef(false)
  const waitingForBoot = useRef(false)

  const check = useCallback(() => {
    if (!root.booted && isLoginCodeReturn(platform.currentLocation().query)) {
      waitingForBoot.current = true
      return
    }
    const decision = guardDecision(route ? addressOf(path) : path, root.session)
    if (!decision) {
      setAllowed(true)
      return
    }
    setAllowed(false)
    if (!redirecting.current && !root.session.reloginPending) {
      redirecting.current = true
      redirectToAddress(decision.redirect)
    }
  }, [path, route, root])
  useEffect(check, [check])
  useDidShow(check)
  // Only a check that waited for the boot runs again when it ends (a 401 during the boot redirects already).
  useEffect(() => {
    if (root.booted && waitingForBoot.current) {
      waitingForBoot.current = false
      check()
    }
  }, [root.booted, check])

  // A protected page without a token never renders (its requests would 401 again after a logout).
  const bootDone = root.booted || (drawsBeforeBoot && !isLoginCodeReturn(platform.currentLocation().query))
  return allowed && bootDone && !mustLogInFor(path, root.session)
}
