import Taro from '@tarojs/taro'
import { fireEvent, screen } from '@testing-library/react'
import { runInAction } from 'mobx'
import MemberPage from '@/pages/member'
import { ok, raw, requestMock, routeRequests, sentCalls, type FakeResponse } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { triggerDidShow } from '../mocks/taro'

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

  it('关于平台 is open to visitors', async () => {
    renderWithStores(<MemberPage />, bootedRoot())
    await actAndSettle()
    fireEvent.click(screen.getByText('关于平台'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/account/member/setting/index' })
  })
})
