import Taro from '@tarojs/taro'
import { fireEvent, screen } from '@testing-library/react'
import { runInAction } from 'mobx'
import MemberPage from '@/pages/member'
import { ok, raw, requestMock, routeRequests, sentCalls, type FakeResponse } from '../mocks/api'
import { credentials } from '@/services/credentials'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { triggerDidShow, triggerPullDownRefresh } from '../mocks/taro'

const UNREAD = 'GET /api/v2/member/unreadNotificationCount'

beforeEach(() => {
  wireHttp()
})

async function renderLoggedIn(unread: number | FakeResponse) {
  routeRequests({ [UNREAD]: typeof unread === 'number' ? ok(unread) : unread })
  const root = bootedRoot({ user: makeMember({ nick_name: '学员小王', role: { id: 2, name: '年度会员' } }) })
  renderWithStores(<MemberPage />, root)
  await actAndSettle()
  return root
}

const memberTabDot = () => document.querySelector('#tab-member .tab-bar__dot')

describe('member page: unread badge', () => {
  it('logged in: shows the unread count from unreadNotificationCount on 我的消息, and a dot on the tab', async () => {
    await renderLoggedIn(5)
    expect(sentCalls()).toEqual([UNREAD])
    expect(screen.getByTestId('unread-count')).toHaveTextContent('5')
    expect(screen.getByTestId('unread-count').closest('#entry-messages')).not.toBeNull()
    expect(memberTabDot()).not.toBeNull()
  })

  it('more than 99 shows 99+', async () => {
    await renderLoggedIn(120)
    expect(screen.getByTestId('unread-count')).toHaveTextContent('99+')
  })

  it('exactly 99 shows 99', async () => {
    await renderLoggedIn(99)
    expect(screen.getByTestId('unread-count')).toHaveTextContent(/^99$/)
  })

  it('no unread messages: no badge, no dot', async () => {
    await renderLoggedIn(0)
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument()
    expect(memberTabDot()).toBeNull()
  })

  it('a failed count request shows no badge and no toast', async () => {
    await renderLoggedIn(raw(500, null))
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('coming back to the page refreshes the count', async () => {
    await renderLoggedIn(3)
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3')
    routeRequests({ [UNREAD]: ok(1) })
    await actAndSettle(() => triggerDidShow())
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1')
  })

  it('coming back reads the member again (a plan granted meanwhile shows); the first show does not', async () => {
    await renderLoggedIn(0)
    expect(sentCalls()).toEqual([UNREAD])
    expect(screen.getByText('年度会员')).toBeInTheDocument()
    routeRequests({
      [UNREAD]: ok(0),
      'GET /api/v2/member/detail': ok(
        makeMember({ nick_name: '学员小王', role: { id: 3, name: '季度会员' } })
      ),
    })
    await actAndSettle(() => triggerDidShow())
    expect(screen.getByText('季度会员')).toBeInTheDocument()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('a visitor: no count request and no badge, even with a count left in the store', async () => {
    routeRequests({})
    const root = bootedRoot()
    runInAction(() => {
      root.messages.unreadCount = 7
    })
    renderWithStores(<MemberPage />, root)
    await actAndSettle()
    expect(requestMock).not.toHaveBeenCalled()
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument()
    expect(memberTabDot()).toBeNull()
    expect(screen.getByText('请登录')).toBeInTheDocument()
  })
})

describe('member page: who and where', () => {
  it('shows the nickname and role of the logged-in learner', async () => {
    await renderLoggedIn(0)
    expect(screen.getByText('学员小王')).toBeInTheDocument()
    expect(screen.getByText('年度会员')).toBeInTheDocument()
  })

  it('a learner without a role is a 免费会员', async () => {
    routeRequests({ [UNREAD]: ok(0) })
    renderWithStores(<MemberPage />, bootedRoot({ user: makeMember({ role: null }) }))
    await actAndSettle()
    expect(screen.getByText('免费会员')).toBeInTheDocument()
  })

  it('logged in, 我的消息 opens the messages page', async () => {
    await renderLoggedIn(2)
    fireEvent.click(screen.getByText('我的消息'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/account/messages/index' })
  })

  it('a visitor tapping 我的消息 goes to login with the messages page as redirect', async () => {
    renderWithStores(<MemberPage />, bootedRoot())
    await actAndSettle()
    fireEvent.click(screen.getByText('我的消息'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fmessages' })
  })

  it('logged in (a token) before the member detail is in: 我的消息 opens, no detour by the login', async () => {
    routeRequests({ [UNREAD]: ok(0) })
    const root = bootedRoot()
    credentials.setToken('token-1')
    renderWithStores(<MemberPage />, root)
    await actAndSettle()
    fireEvent.click(screen.getByText('我的消息'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/account/messages/index' })
  })

  it('关于平台 is open to visitors', async () => {
    renderWithStores(<MemberPage />, bootedRoot())
    await actAndSettle()
    fireEvent.click(screen.getByText('关于平台'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/account/member/setting/index' })
  })
})

describe('member page: VIP banner and learning entries', () => {
  const tapEntry = (id: string) => fireEvent.click(document.getElementById(id)!)

  it('shows the VIP banner and the five learning entries', async () => {
    await renderLoggedIn(0)
    expect(document.getElementById('vip-banner')).toHaveTextContent('海量课程免费学！')
    expect(document.getElementById('entry-role')).toHaveTextContent('会员中心')
    const entries = ['entry-study', 'entry-grow-up', 'entry-exam', 'entry-notice', 'entry-courseware']
    expect(entries.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '持续学习',
      '学习成长',
      '考试',
      '通知公告',
      '课件中心',
    ])
    for (const id of entries) expect(document.querySelector(`#${id} .member__grid-icon`)).not.toBeNull()
    // Each entry its own icon: 课件中心's is not the ≡ of the 新入职 tab (Category).
    const icons = entries.map(
      (id) => document.querySelector(`#${id} .member__grid-icon .nut-icon`)?.className ?? ''
    )
    expect(new Set(icons).size).toBe(entries.length)
    expect(icons[4]).toContain('nut-icon-Order')
    expect(icons.join(' ')).not.toContain('nut-icon-Category')
  })

  it('logged in: each entry opens its page (持续学习 switches tab)', async () => {
    await renderLoggedIn(0)
    tapEntry('entry-role')
    tapEntry('entry-grow-up')
    tapEntry('entry-exam')
    tapEntry('entry-notice')
    tapEntry('entry-courseware')
    tapEntry('entry-orders')
    expect((Taro.navigateTo as jest.Mock).mock.calls.map(([{ url }]) => url)).toEqual([
      '/packages/order/role/index',
      '/packages/training/growUp/index',
      '/packages/exam/vodExam/index',
      '/packages/training/vodNotice/index',
      '/packages/training/vodKJ/index',
      '/packages/order/member/order/index',
    ])
    tapEntry('entry-study')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/study/index' })
  })

  it('a visitor: 会员中心, 持续学习, 学习成长 and 我的订单 go to login first; the open pages open', async () => {
    renderWithStores(<MemberPage />, bootedRoot())
    await actAndSettle()
    for (const id of [
      'entry-role',
      'entry-study',
      'entry-grow-up',
      'entry-orders',
      'entry-exam',
      'entry-notice',
    ])
      tapEntry(id)
    expect((Taro.navigateTo as jest.Mock).mock.calls.map(([{ url }]) => url)).toEqual([
      '/pages/login/index?redirect=%2Frole',
      '/pages/login/index?redirect=%2Fstudy',
      '/pages/login/index?redirect=%2FgrowUp',
      '/pages/login/index?redirect=%2Fmember%2Forder',
      '/packages/exam/vodExam/index',
      '/packages/training/vodNotice/index',
    ])
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('a visitor: 请登录 with the default avatar; the row goes to login and back to /member', async () => {
    renderWithStores(<MemberPage />, bootedRoot())
    await actAndSettle()
    expect(screen.getByText('请登录')).toBeInTheDocument()
    expect(document.querySelector('#member-user img')).toBeNull()
    expect(document.querySelector('#member-user .nut-avatar-icon')).not.toBeNull()
    expect(document.getElementById('member-role')).toBeNull()
    tapEntry('member-user')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fmember' })
  })

  it('logged in: the avatar, and the row opens the profile', async () => {
    routeRequests({ [UNREAD]: ok(0) })
    renderWithStores(<MemberPage />, bootedRoot({ user: makeMember({ avatar: 'https://cdn.test/a.png' }) }))
    await actAndSettle()
    expect(document.querySelector('#member-user img')).toHaveAttribute('src', 'https://cdn.test/a.png')
    tapEntry('member-user')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/account/member/profile/index' })
  })

  it('an avatar that fails to load gives way to the default one', async () => {
    routeRequests({ [UNREAD]: ok(0) })
    renderWithStores(
      <MemberPage />,
      bootedRoot({ user: makeMember({ avatar: 'https://cdn.test/broken.png' }) })
    )
    await actAndSettle()
    const image = document.querySelector('#member-user img')!
    await actAndSettle(() => fireEvent.error(image))
    expect(document.querySelector('#member-user img')).toBeNull()
    expect(document.querySelector('#member-user .nut-avatar-icon')).not.toBeNull()
  })
})

describe('member page: pull-to-refresh', () => {
  const MEMBER = 'GET /api/v2/member/detail'

  it('reloads the member and the unread count, then stops the spinner', async () => {
    const root = await renderLoggedIn(2)
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2')
    routeRequests({
      [UNREAD]: ok(7),
      [MEMBER]: ok(makeMember({ nick_name: '学员小王二号', role: { id: 3, name: '终身会员' } })),
    })
    ;(Taro.stopPullDownRefresh as jest.Mock).mockClear()
    await actAndSettle(() => triggerPullDownRefresh())
    expect(sentCalls().slice(-2).sort()).toEqual([MEMBER, UNREAD].sort())
    expect(screen.getByText('学员小王二号')).toBeInTheDocument()
    expect(screen.getByText('终身会员')).toBeInTheDocument()
    expect(screen.getByTestId('unread-count')).toHaveTextContent('7')
    expect(root.session.user?.nick_name).toBe('学员小王二号')
    expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1)
  })

  it('a failed refresh leaves the page as it was and still stops the spinner', async () => {
    await renderLoggedIn(2)
    routeRequests({ [UNREAD]: raw(502, '<html>'), [MEMBER]: raw(502, '<html>') })
    ;(Taro.stopPullDownRefresh as jest.Mock).mockClear()
    await actAndSettle(() => triggerPullDownRefresh())
    expect(screen.getByText('学员小王')).toBeInTheDocument()
    expect(screen.getByText('年度会员')).toBeInTheDocument()
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2')
    expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1)
  })

  it('a visitor pulling: nothing is asked, the spinner stops', async () => {
    routeRequests({})
    renderWithStores(<MemberPage />, bootedRoot())
    await actAndSettle()
    await actAndSettle(() => triggerPullDownRefresh())
    expect(requestMock).not.toHaveBeenCalled()
    expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1)
  })
})
