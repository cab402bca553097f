import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { platform } from '@/platform'
import { findRoute, type RoutePath, type TabPath } from '@/routes'
import { usePageAccess } from '@/guard'
import { useStores } from '@/stores'
import type { Member } from '@/services/api/types'
import { themeCssVars } from '@/theme'
import { NavHeader } from '../NavHeader'
import { TabBar } from '../TabBar'
import { Watermark } from '../Watermark'
import { AfterLoginDialog } from '../AfterLoginDialog'
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
  children?: ReactNode
}

/**
 * What every page has: the login guard, the back header or the tab bar, the watermark while logged in, and
 * the wait for the boot (system config and member detail) before the page's own content renders.
 */
export const PageShell = observer(function PageShell({
  path,
  title,
  tabBadge,
  onBack,
  children,
}: PageShellProps) {
  const root = useStores()
  const route = findRoute(path)
  const canShow = usePageAccess(path)

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
      {canShow ? children : <View className="page-shell__loading" data-testid="page-loading" />}
      {route?.tabBar ? <TabBar current={route.path as TabPath} badge={tabBadge} /> : null}
      <AfterLoginDialog />
      {user ? <Watermark lines={watermarkLines(user)} /> : null}
    </ConfigProvider>
  )
})

/** `nickname-id` and the mobile; a learner without a bound mobile has only a stand-in number: leave it out. */
function watermarkLines(user: Member): string[] {
  const lines = [`${user.nick_name}-${user.id}`]
  if (user.is_bind_mobile === 1 && user.mobile) lines.push(user.mobile)
  return lines
}
