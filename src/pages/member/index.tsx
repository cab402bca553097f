import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useDidShow } from '@tarojs/taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { PageShell } from '@/components/PageShell'
import { loginAddress, navigate, navigateToAddress } from '@/navigation'
import type { RoutePath } from '@/routes'
import { useStores } from '@/stores'
import './index.scss'

const ENTRIES = [
  { id: 'entry-orders', text: '我的订单', path: '/member/order', login: true },
  { id: 'entry-messages', text: '我的消息', path: '/messages', login: true },
  { id: 'entry-setting', text: '关于平台', path: '/member/setting', login: false },
] as const satisfies readonly { id: string; text: string; path: RoutePath; login: boolean }[]

/** Personal centre (个人中心): who is logged in, and the ways into orders, messages and settings. */
export const MemberView = observer(function MemberView() {
  const { session, messages } = useStores()
  const user = session.isLogin ? session.user : null

  useDidShow(() => {
    if (session.hasToken) void messages.refreshUnreadCount()
  })

  const open = (path: RoutePath, needsLogin: boolean) => {
    if (needsLogin && !user) navigateToAddress(loginAddress(path))
    else navigate(path)
  }
  const unread = user ? messages.unreadCount : 0

  return (
    <PageShell path="/member" tabBadge={{ '/member': unread > 0 }}>
      <View className="member">
        <View
          className="member__user"
          id="member-user"
          onClick={() => open(user ? '/member/profile' : '/member', true)}
        >
          {user?.avatar ? (
            <Image className="member__avatar" src={user.avatar} mode="aspectFill" />
          ) : (
            <View className="member__avatar member__avatar--empty" />
          )}
          <View className="member__names">
            <Text className="member__nick">{user ? user.nick_name : '请登录'}</Text>
            {user ? <Text className="member__role">{user.role?.name || '免费会员'}</Text> : null}
          </View>
          <ArrowRight size={14} color="#999999" />
        </View>

        <View className="member__list">
          {ENTRIES.map((entry) => (
            <View
              key={entry.id}
              id={entry.id}
              className="member__row"
              onClick={() => open(entry.path, entry.login)}
            >
              <Text className="member__row-text">{entry.text}</Text>
              {entry.path === '/messages' && unread > 0 ? (
                <Text className="member__badge" data-testid="unread-count">
                  {unread > 99 ? '99+' : unread}
                </Text>
              ) : null}
              <ArrowRight size={12} color="#999999" />
            </View>
          ))}
        </View>
      </View>
    </PageShell>
  )
})

export default MemberView
