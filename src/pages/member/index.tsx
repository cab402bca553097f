// 个人中心 (member centre): the learner, their VIP, credits and the entries to their pages; store MemberCentreScreen.
import { useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useDidShow } from '@tarojs/taro'
import { Badge, Cell, CellGroup } from '@nutui/nutui-react-taro'
import { AvatarPicture } from '@/components/AvatarPicture'
// Icons by their own modules (see types/nutui-icons.d.ts). Videos is the tab bar's, already loaded.
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import Videos from '@nutui/icons-react-taro/dist/es/icons/Videos.js'
import Clock from '@nutui/icons-react-taro/dist/es/icons/Clock.js'
import Edit from '@nutui/icons-react-taro/dist/es/icons/Edit.js'
import Notice from '@nutui/icons-react-taro/dist/es/icons/Notice.js'
// 课件中心's own icon (a document, as its page's empty state): the tab bar's Category (≡) is 新入职's.
import Order from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import { PageShell } from '@/components/PageShell'
import { usePullDownReload } from '@/components/pull-down-reload'
import { mustLogInFor } from '@/guard'
import { navigate, requireLogin, switchTab } from '@/navigation'
import { a11y } from '@/platform/a11y'
import type { RoutePath } from '@/routes'
import { useStores } from '@/stores'
import { MemberCentreScreen } from '@/stores/member-centre'
import { useScreenStore } from '@/stores/use-screen-store'
import { MEMBER_TEXT } from './text'
import './index.scss'

/** The learning pages, as a row of icons. Whether one needs a login is the route table's word. */
const LEARNING = [
  { id: 'entry-study', text: MEMBER_TEXT.entries.study, path: '/study', Icon: Videos },
  { id: 'entry-grow-up', text: MEMBER_TEXT.entries.growUp, path: '/growUp', Icon: Clock },
  { id: 'entry-exam', text: MEMBER_TEXT.entries.exam, path: '/vodExam', Icon: Edit },
  { id: 'entry-notice', text: MEMBER_TEXT.entries.notice, path: '/vodNotice', Icon: Notice },
  { id: 'entry-courseware', text: MEMBER_TEXT.entries.courseware, path: '/vodKJ', Icon: Order },
] as const satisfies readonly { id: string; text: string; path: RoutePath; Icon: typeof ArrowRight }[]

const ROWS = [
  { id: 'entry-orders', text: MEMBER_TEXT.entries.orders, path: '/member/order' },
  { id: 'entry-messages', text: MEMBER_TEXT.entries.messages, path: '/messages' },
  { id: 'entry-setting', text: MEMBER_TEXT.entries.setting, path: '/member/setting' },
] as const satisfies readonly { id: string; text: string; path: RoutePath }[]

/**
 * Personal centre (个人中心): who is logged in, the VIP banner, the learning pages, and the ways into orders,
 * messages and settings. Pull down to reload the member and the unread count.
 */
const MemberContent = observer(function MemberContent() {
  const root = useStores()
  const { session, messages } = root
  const { user } = session
  const screen = useScreenStore(() => new MemberCentreScreen(root))
  // An avatar address that failed to load shows the default avatar instead of a broken image.
  const [brokenAvatar, setBrokenAvatar] = useState('')

  usePullDownReload(() => screen.refresh())

  /** A page that needs a login (the guard's rule) sends a visitor to log in first, coming back to that page. */
  const open = (path: RoutePath) => {
    if (mustLogInFor(path, session)) requireLogin(path)
    else if (path === '/study') switchTab(path)
    else navigate(path)
  }
  const unread = session.loggedIn ? messages.unreadCount : 0
  const avatar = user?.avatar && user.avatar !== brokenAvatar ? user.avatar : ''

  return (
    <View className="member">
      <View
        className="member__user"
        id="member-user"
        {...a11y('link')}
        onClick={() => (session.loggedIn ? navigate('/member/profile') : requireLogin('/member'))}
      >
        <AvatarPicture
          className="member__avatar"
          src={avatar}
          onError={() => setBrokenAvatar(user?.avatar ?? '')}
        />
        <View className="member__names">
          <Text className="member__nick">{user ? user.nick_name : MEMBER_TEXT.login}</Text>
          {user ? (
            <Text className="member__role" id="member-role">
              {user.role?.name || MEMBER_TEXT.freeRole}
            </Text>
          ) : null}
        </View>
        <ArrowRight className="member__arrow" size={14} />
      </View>

      <View className="member__vip" id="vip-banner">
        <Text className="member__vip-text">{MEMBER_TEXT.vipSlogan}</Text>
        <View className="member__vip-button" id="entry-role" {...a11y('link')} onClick={() => open('/role')}>
          <Text>{MEMBER_TEXT.vipCentre}</Text>
        </View>
      </View>

      {/* Five icons in one row: a flex row of our own (NutUI's Grid: see docs/architecture.md, "UI kit"). */}
      <View className="member__grid">
        {LEARNING.map(({ id, text, path, Icon }) => (
          <View key={id} id={id} className="member__grid-item" {...a11y('link')} onClick={() => open(path)}>
            <View className="member__grid-icon">
              <Icon size={22} />
            </View>
            <Text className="member__grid-text">{text}</Text>
          </View>
        ))}
      </View>

      {/*
        NutUI Cells; each sits in a view that carries the entry's id and the tap, since a Cell passes no id
        (and the mini-program delivers a tap to the element with the id).
      */}
      <CellGroup className="member__list">
        {ROWS.map((row, index) => (
          <View
            key={row.id}
            id={row.id}
            className="member__entry"
            {...a11y('link')}
            onClick={() => open(row.path)}
          >
            <Cell
              className="member__row"
              align="center"
              clickable
              isLast={index === ROWS.length - 1}
              title={<Text className="member__row-text">{row.text}</Text>}
              extra={
                <>
                  {row.path === '/messages' && unread > 0 ? (
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
  )
})

/** The tab page: the shell (tab bar with the unread dot) around the content. */
const MemberView = observer(function MemberView() {
  const root = useStores()
  const { session, messages } = root
  const shows = useRef(0)
  // Here, outside the wait for the boot, so the first show of the page counts too. Shown again (back from the
  // profile, a purchase, a plan the school granted meanwhile), the member is read again too; the first show
  // has the one the boot just loaded.
  useDidShow(() => {
    if (!session.loggedIn) return
    void messages.refreshUnreadCount()
    if (shows.current++ > 0) void session.reloadMember({ silent: true }).catch(() => undefined)
  })
  const unread = session.loggedIn ? messages.unreadCount : 0
  return (
    <PageShell path="/member" tabBadge={{ '/member': unread > 0 }}>
      <MemberContent />
    </PageShell>
  )
})

export default MemberView
