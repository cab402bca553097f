import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { platform } from '@/platform'
import { findRoute } from '@/routes'
import { guardDecision } from '@/guard'
import { currentTarget, redirectTo } from '@/navigation'
import { credentials } from '@/services/credentials'
import { useStores } from '@/stores'
import type { Member } from '@/services/api/types'
import { hasLoginCodeInAddress } from '@/stores/auth-store'
import { NavHeader } from '../NavHeader'
import { TabBar } from '../TabBar'
import { Watermark } from '../Watermark'
import { AfterLoginDialog } from '../AfterLoginDialog'
import './index.scss'

interface PageShellProps {
  /** The spec path of this page, as in the route table. */
  path: string
  /** Overrides the route table's title in the header. */
  title?: string
  /** Red dots on tabs (e.g. unread messages on 个人中心). */
  tabBadge?: Partial<Record<string, boolean>>
  children?: ReactNode
}

/**
 * What every page has: the login guard, the back header or the tab bar, the watermark while logged in, and
 * the wait for the boot (system config and member detail) before the page's own content renders.
 */
export const PageShell = observer(function PageShell({ path, title, tabBadge, children }: PageShellProps) {
  const root = useStores()
  const route = findRoute(path)
  const [allowed, setAllowed] = useState(() => guardDecision(path, credentials.getToken() !== null) === null)
  const redirecting = useRef(false)
  const waitingForBoot = useRef(false)

  // On first show and on every return to the page (the learner may have logged out meanwhile).
  const checkAccess = useCallback(() => {
    // Back from a social login: the boot is exchanging the code for a token; decide once it has.
    if (!root.booted && hasLoginCodeInAddress()) {
      waitingForBoot.current = true
      return
    }
    const decision = guardDecision(route ? currentTargetFor(path) : path, credentials.getToken() !== null)
    if (!decision) {
      setAllowed(true)
      return
    }
    setAllowed(false)
    // After a 401 the HTTP layer's handler is already taking the learner to /login: one redirect is enough.
    if (!redirecting.current && !root.session.reloginPending) {
      redirecting.current = true
      redirectTo(decision.redirect)
    }
  }, [path, route, root])
  useEffect(checkAccess, [checkAccess])
  useDidShow(checkAccess)
  // Only a check that waited for the boot runs again when it ends (a 401 during the boot redirects already).
  useEffect(() => {
    if (root.booted && waitingForBoot.current) {
      waitingForBoot.current = false
      checkAccess()
    }
  }, [root.booted, checkAccess])

  const user = root.session.user
  return (
    <View className={`page-shell${route?.tabBar ? ' page-shell--tabbed' : ''}`}>
      {platform.drawsOwnHeader && !route?.tabBar ? <NavHeader title={title ?? route?.title ?? ''} /> : null}
      {/* A protected page without a token never renders (its requests would 401 again after a logout). */}
      {allowed && root.booted && !(route?.login && credentials.getToken() === null) ? (
        children
      ) : (
        <View className="page-shell__loading" data-testid="page-loading" />
      )}
      {route?.tabBar ? <TabBar current={route.path} badge={tabBadge} /> : null}
      <AfterLoginDialog />
      {root.session.isLogin && user ? <Watermark lines={watermarkLines(user)} /> : null}
    </View>
  )
})

/** The current address when it is this page (keeps the query for the login redirect), else the bare path. */
function currentTargetFor(path: string): string {
  const target = currentTarget()
  return target.split('?')[0] === path ? target : path
}

/** `nickname-id` and the mobile; a learner without a bound mobile has only a stand-in number: leave it out. */
function watermarkLines(user: Member): string[] {
  const lines = [`${user.nick_name}-${user.id}`]
  if (user.is_bind_mobile === 1 && user.mobile) lines.push(user.mobile)
  return lines
}
