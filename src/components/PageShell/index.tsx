import type { ReactNode } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { platform } from '@/platform'
import { a11y } from '@/platform/a11y'
import { findRoute, type RoutePath, type TabPath } from '@/routes'
import { usePageAccess } from '@/guard'
import { useStores } from '@/stores'
import type { Member } from '@/services/api/types'
import { themeCssVars } from '@/theme'
import { NavHeader } from '../NavHeader'
import { TabBar } from '../TabBar'
import { Watermark } from '../Watermark'
import { AfterLoginDialog } from '../AfterLoginDialog'
import { usePageShare, type ShareGetter } from './use-page-share'
import './index.scss'

interface PageShellProps {
  /** The path of this page, as in the route table. */
  path: RoutePath
  /** Overrides the route table's title in the header. */
  title?: string
  /** Red dots on tabs (e.g. unread messages on 个人中心). */
  tabBadge?: Partial<Record<TabPath, boolean>>
  /** What the header's back arrow does instead of going back (a page the learner may reach from outside the app). */
  onBack?: () => void
  /**
   * What 转发 / 分享到朋友圈 send from this page, asked when the learner shares (src/share.ts): the course, notice,
   * paper or list as it is now. Left out, or on a page the route table does not mark `share`, a share is home's.
   */
  share?: ShareGetter
  /**
   * The content draws before the boot (config and member) has ended: a login form, whose config-decided parts
   * (the social buttons) fill in after. Every other page waits for the boot.
   */
  drawsBeforeBoot?: boolean
  children?: ReactNode
}

/**
 * What every page has: the login guard, the back header or the tab bar, the watermark while logged in, the
 * mini-program's share handlers, and the wait for the boot (system config and member detail) before the page's
 * own content renders.
 */
export const PageShell = observer(function PageShell({
  path,
  title,
  tabBadge,
  onBack,
  share,
  drawsBeforeBoot = false,
  children,
}: PageShellProps) {
  const root = useStores()
  const route = findRoute(path)
  const canShow = usePageAccess(path, { drawsBeforeBoot })
  usePageShare(path, share)
  // A pull while the page still waits for the boot (or is leaving for login) has no content to reload it:
  // stop the spinner instead of leaving it turning. The content's own handler runs once it is shown.
  usePullDownRefresh(() => {
    if (!canShow) void Promise.resolve(Taro.stopPullDownRefresh()).catch(() => undefined)
  })

  const { user } = root.session // logged in means there is one
  return (
    // The design tokens as CSS variables on each page's own root (an app-level provider cannot reach the
    // mini-program's page roots, which have no :root either).
    <ConfigProvider
      style={themeCssVars}
      direction="ltr"
      className={`page-shell${route?.tabBar ? ' page-shell--tabbed' : ''}`}
    >
      {platform.drawsOwnHeader && !route?.tabBar ? (
        <NavHeader title={title ?? route?.title ?? ''} onBack={onBack} />
      ) : null}
      {/* The page's own content is its main landmark; the header, tab bar, dialog and watermark stay outside. */}
      <View className="page-shell__main" {...a11y('main')}>
        {canShow ? children : <View className="page-shell__loading" data-testid="page-loading" />}
      </View>
      {route?.tabBar ? <TabBar current={route.path as TabPath} badge={tabBadge} /> : null}
      <AfterLoginDialog path={path} />
      {user ? <Watermark lines={watermarkLines(user)} /> : null}
    </ConfigProvider>
  )
})

/** `nickname-id` and the mobile; a learner without a bound mobile has only a stand-in number: leave it out. */
function watermarkLines(user: Member): string[] {
  const lines = [`${user.nick_name}-${user.id}`]
  if (user.is_bind_mobile && user.mobile) lines.push(user.mobile)
  return lines
}
