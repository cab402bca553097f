import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useDidShow } from '@tarojs/taro'
import { Avatar, Badge, Cell, CellGroup } from '@nutui/nutui-react-taro'
// Only this page needs the arrow: its own module keeps it off the other pages (see Placeholder/nutui-icons.d.ts).
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
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
const MemberView = observer(function MemberView() {
  const { session, messages } = useStores()
  const { user } = session

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
          <Avatar
            className="member__avatar"
            size="large"
            src={user?.avatar || ''}
            background="var(--app-primary-light)"
            color="var(--app-primary)"
          />
          <View className="member__names">
            <Text className="member__nick">{user ? user.nick_name : '请登录'}</Text>
            {user ? <Text className="member__role">{user.role?.name || '免费会员'}</Text> : null}
          </View>
          <ArrowRight className="member__arrow" size={14} />
        </View>

        {/*
          NutUI Cells; each sits in a view that carries the entry's id and the tap, since a Cell passes no id
          (and the mini-program delivers a tap to the element with the id).
        */}
        <CellGroup className="member__list">
          {ENTRIES.map((entry, index) => (
            <View
              key={entry.id}
              id={entry.id}
              className="member__entry"
              onClick={() => open(entry.path, entry.login)}
            >
              <Cell
                className="member__row"
                align="center"
                clickable
                isLast={index === ENTRIES.length - 1}
                title={<Text className="member__row-text">{entry.text}</Text>}
                extra={
                  <>
                    {entry.path === '/messages' && unread > 0 ? (
                      <View className="member__badge" data-testid="unread-count">
                        <Badge value={unread} max={99} />
                      </View>
                    ) : null}
                    <ArrowRight className="member__arrow" size={12} />
                  </>
                }
              />
            </View>
          ))}
        </CellGroup>
      </View>
    </PageShell>
  )
})

export default MemberView
