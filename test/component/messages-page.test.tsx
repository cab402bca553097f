import Taro from '@tarojs/taro'
import { fireEvent, screen } from '@testing-library/react'
import { runInAction } from 'mobx'
import MessagesPage from '@/packages/account/messages'
import type { Message } from '@/services/api/types'
import {
  deferred,
  envelope,
  raw,
  ok,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
  type SentRequest,
} from '../mocks/api'
import {
  actAndSettle,
  agoIso,
  bootedRoot,
  makeMember,
  makeMessage,
  renderWithStores,
  wireHttp,
} from '../mocks/app'
import { setSelectorRect, triggerPageScroll, triggerReachBottom } from '../mocks/taro'

const LIST = 'GET /api/v2/member/messages'
const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

const markPath = (id: string) => `GET /api/v2/member/notificationMarkAsRead/${id}`

let spies: ReturnType<typeof wireHttp>

beforeEach(() => {
  spies = wireHttp()
})

/** The messages endpoint over a fixed list, paged as asked. */
function serve(all: Message[]) {
  return (request: SentRequest): FakeResponse => {
    const { page, page_size: size } = request.data as { page: number; page_size: number }
    return ok({ data: all.slice((page - 1) * size, page * size), total: all.length })
  }
}

async function renderPage() {
  const root = bootedRoot({ user: makeMember() })
  const view = renderWithStores(<MessagesPage />, root)
  await actAndSettle()
  return { root, view }
}

const item = (id: string) => document.getElementById(`message-${id}`)!

describe('messages page', () => {
  it('lists the messages with their relative time, unread ones marked', async () => {
    const messages = [
      makeMessage(1, { data: { message: '您的订单已支付成功' }, created_at: agoIso(5 * MINUTE) }),
      makeMessage(2, {
        data: { message: '课程已更新' },
        created_at: agoIso(2 * HOUR),
        read_at: agoIso(HOUR),
      }),
      makeMessage(3, { data: { message: '欢迎加入' }, created_at: '2020-01-02T03:04:05.000000Z' }),
    ]
    routeRequests({ [LIST]: serve(messages) })
    await renderPage()

    expect(requestMock.mock.calls[0][0].data).toEqual({ page: 1, page_size: 20 })
    expect(screen.getByText('您的订单已支付成功')).toBeInTheDocument()
    expect(screen.getByText('5分钟前')).toBeInTheDocument()
    expect(screen.getByText('2小时前')).toBeInTheDocument()
    expect(screen.getByText('2020-01-02 03:04')).toBeInTheDocument()

    expect(item(messages[0].id)).toHaveAttribute('data-unread', 'true')
    expect(item(messages[0].id)).toHaveClass('messages__item--unread')
    expect(item(messages[1].id)).toHaveAttribute('data-unread', 'false')
    expect(item(messages[1].id)).not.toHaveClass('messages__item--unread')
    expect(item(messages[2].id)).toHaveAttribute('data-unread', 'true')
    expect(document.querySelectorAll('.messages__dot')).toHaveLength(2)
  })

  it('tapping an unread message marks it read on the server by its UUID, then removes the unread mark', async () => {
    const unread = makeMessage(1, { id: '0f8fad5b-d9cb-469f-a165-70867728950e' })
    routeRequests({ [LIST]: serve([unread]), [markPath(unread.id)]: ok([]) })
    const { root } = await renderPage()
    runInAction(() => {
      root.messages.unreadCount = 1
    })

    await actAndSettle(() => fireEvent.click(screen.getByText('消息 1')))

    expect(sentCalls()).toContain(markPath('0f8fad5b-d9cb-469f-a165-70867728950e'))
    expect(item(unread.id)).toHaveAttribute('data-unread', 'false')
    expect(item(unread.id).querySelector('.messages__dot')).toBeNull()
    expect(root.messages.unreadCount).toBe(0)
  })

  it('tapping a read message sends nothing', async () => {
    const read = makeMessage(1, { read_at: agoIso(HOUR) })
    routeRequests({ [LIST]: serve([read]) })
    await renderPage()
    requestMock.mockClear()

    await actAndSettle(() => fireEvent.click(screen.getByText('消息 1')))
    expect(requestMock).not.toHaveBeenCalled()
  })

  it('a failed mark keeps the unread mark and toasts the server message', async () => {
    const unread = makeMessage(1)
    routeRequests({ [LIST]: serve([unread]), [markPath(unread.id)]: envelope(500, '消息不存在') })
    await renderPage()

    await actAndSettle(() => fireEvent.click(screen.getByText('消息 1')))
    expect(item(unread.id)).toHaveAttribute('data-unread', 'true')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '消息不存在' }))
  })

  it('reaching the bottom loads page 2, then shows 已经到底了', async () => {
    const all = Array.from({ length: 25 }, (_, i) => makeMessage(i + 1))
    routeRequests({ [LIST]: serve(all) })
    await renderPage()
    expect(document.querySelectorAll('.messages__item')).toHaveLength(20)
    expect(screen.queryByText('已经到底了')).not.toBeInTheDocument()

    await actAndSettle(() => triggerReachBottom())

    expect(requestMock.mock.calls.map(([request]) => request.data)).toEqual([
      { page: 1, page_size: 20 },
      { page: 2, page_size: 20 },
    ])
    expect(document.querySelectorAll('.messages__item')).toHaveLength(25)
    expect(screen.getByText('消息 25')).toBeInTheDocument()
    expect(screen.getByText('已经到底了')).toBeInTheDocument()

    await actAndSettle(() => triggerReachBottom())
    expect(requestMock).toHaveBeenCalledTimes(2)
  })

  it('shows 加载中... while a page is loading', async () => {
    const answer = deferred<FakeResponse>()
    routeRequests({ [LIST]: () => answer.promise })
    await renderPage()
    expect(screen.getByText('加载中...')).toBeInTheDocument()

    await actAndSettle(() => answer.resolve(ok({ data: [makeMessage(1)], total: 1 })))
    expect(screen.queryByText('加载中...')).not.toBeInTheDocument()
    expect(screen.getByText('消息 1')).toBeInTheDocument()
  })

  it('no messages: 暂无消息', async () => {
    routeRequests({ [LIST]: ok({ data: [], total: 0 }) })
    await renderPage()
    expect(screen.getByText('暂无消息')).toBeInTheDocument()
    expect(screen.queryByText('已经到底了')).not.toBeInTheDocument()
  })

  it('a failed load shows a retry, which loads the page again', async () => {
    routeRequests({ [LIST]: raw(502, '<html>Bad Gateway</html>') })
    await renderPage()
    expect(screen.getByText('加载失败，点击重试')).toBeInTheDocument()
    expect(screen.queryByText('暂无消息')).not.toBeInTheDocument()

    routeRequests({ [LIST]: serve([makeMessage(1), makeMessage(2)]) })
    await actAndSettle(() => fireEvent.click(screen.getByText('加载失败，点击重试')))

    expect(screen.queryByText('加载失败，点击重试')).not.toBeInTheDocument()
    expect(screen.getByText('消息 2')).toBeInTheDocument()
    expect(requestMock.mock.calls.map(([request]) => request.data.page)).toEqual([1, 1])
  })

  it('a failed page 2 keeps page 1 on screen and offers a retry', async () => {
    const all = Array.from({ length: 30 }, (_, i) => makeMessage(i + 1))
    let failNext = false
    routeRequests({ [LIST]: (request) => (failNext ? raw(500, null) : serve(all)(request)) })
    await renderPage()

    failNext = true
    await actAndSettle(() => triggerReachBottom())
    expect(document.querySelectorAll('.messages__item')).toHaveLength(20)
    expect(screen.getByText('加载失败，点击重试')).toBeInTheDocument()

    failNext = false
    await actAndSettle(() => fireEvent.click(screen.getByText('加载失败，点击重试')))
    expect(document.querySelectorAll('.messages__item')).toHaveLength(30)
    expect(screen.getByText('已经到底了')).toBeInTheDocument()
  })

  it('without a token the page does not load messages and goes to login', async () => {
    routeRequests({})
    renderWithStores(<MessagesPage />, bootedRoot())
    await actAndSettle()
    expect(requestMock).not.toHaveBeenCalled()
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fmessages' })
  })

  it("a 404 on the first page of messages shows the error page (the list is the page's resource)", async () => {
    routeRequests({ [LIST]: raw(404, '<html>Not Found</html>') })
    await renderPage()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('a quick double tap on an unread message sends one mark-as-read; after a failure a new tap sends again', async () => {
    const unread = makeMessage(1)
    const answer = deferred<FakeResponse>()
    routeRequests({ [LIST]: serve([unread]), [markPath(unread.id)]: () => answer.promise })
    await renderPage()

    fireEvent.click(screen.getByText('消息 1'))
    fireEvent.click(screen.getByText('消息 1'))
    await actAndSettle(() => answer.resolve(raw(500, null)))
    expect(sentCalls().filter((call) => call === markPath(unread.id))).toHaveLength(1)
    expect(item(unread.id)).toHaveAttribute('data-unread', 'true')

    routeRequests({ [LIST]: serve([unread]), [markPath(unread.id)]: ok([]) })
    await actAndSettle(() => fireEvent.click(screen.getByText('消息 1')))
    expect(sentCalls().filter((call) => call === markPath(unread.id))).toHaveLength(2)
    expect(item(unread.id)).toHaveAttribute('data-unread', 'false')
  })

  it('on a tall screen the first 20 do not fill, the list loads the next page by itself', async () => {
    const all = Array.from({ length: 45 }, (_, i) => makeMessage(i + 1))
    routeRequests({ [LIST]: serve(all) })
    // Each message is about 80 px high; the screen is 667 px, so 20 fill it only as the ends are measured here.
    setSelectorRect('#messages-list-end', () => ({
      top: document.querySelectorAll('.messages__item').length * 80 - 1200,
    }))
    await renderPage()
    await actAndSettle()

    // 20 × 80 − 1200 = 400: in view → page 2; 40 × 80 − 1200 = 2000: below the screen → stop.
    expect(requestMock.mock.calls.map(([request]) => request.data.page)).toEqual([1, 2])
    expect(document.querySelectorAll('.messages__item')).toHaveLength(40)
    expect(screen.queryByText('已经到底了')).not.toBeInTheDocument()
  })

  it('jumping straight to the end (a scroll, no new reach-bottom) loads the next page, to 已经到底了', async () => {
    const all = Array.from({ length: 45 }, (_, i) => makeMessage(i + 1))
    routeRequests({ [LIST]: serve(all) })
    let endTop = 2000
    setSelectorRect('#messages-list-end', () => ({ top: endTop }))
    await renderPage()
    await actAndSettle(() => triggerReachBottom())
    expect(document.querySelectorAll('.messages__item')).toHaveLength(40)

    endTop = 600 // the page jumped to its new end
    await actAndSettle(async () => {
      triggerPageScroll(3000)
      await new Promise((resolve) => setTimeout(resolve, 150))
    })
    await actAndSettle()
    expect(requestMock.mock.calls.map(([request]) => request.data.page)).toEqual([1, 2, 3])
    expect(document.querySelectorAll('.messages__item')).toHaveLength(45)
    expect(screen.getByText('已经到底了')).toBeInTheDocument()
  })
})

describe('全部已读', () => {
  const READ_ALL = 'GET /api/v2/member/notificationMarkAllAsRead'
  const button = () => document.getElementById('messages-read-all')

  it('offered while something is unread; one tap reads every message and the badge is 0', async () => {
    const messages = [makeMessage(1), makeMessage(2, { read_at: agoIso(HOUR) }), makeMessage(3)]
    const answer = deferred<FakeResponse>()
    routeRequests({ [LIST]: serve(messages), [READ_ALL]: () => answer.promise })
    const { root } = await renderPage()
    runInAction(() => {
      root.messages.unreadCount = 2
    })
    await actAndSettle()
    expect(button()).toHaveTextContent('全部已读')

    fireEvent.click(button()!)
    fireEvent.click(button()!)
    await actAndSettle()
    expect(sentCalls().filter((call) => call === READ_ALL)).toHaveLength(1)
    // Nothing changes before the server said so.
    expect(item(messages[0].id)).toHaveAttribute('data-unread', 'true')

    await actAndSettle(() => answer.resolve(ok([])))
    for (const message of messages) expect(item(message.id)).toHaveAttribute('data-unread', 'false')
    expect(document.querySelectorAll('.messages__dot')).toHaveLength(0)
    expect(root.messages.unreadCount).toBe(0)
    expect(button()).toBeNull()
  })

  it('not offered when everything is read', async () => {
    routeRequests({ [LIST]: serve([makeMessage(1, { read_at: agoIso(HOUR) })]) })
    await renderPage()
    expect(button()).toBeNull()
  })

  it('offered for unread messages on later pages (the count says so)', async () => {
    routeRequests({ [LIST]: serve([makeMessage(1, { read_at: agoIso(HOUR) })]) })
    const { root } = await renderPage()
    runInAction(() => {
      root.messages.unreadCount = 3
    })
    await actAndSettle()
    expect(button()).not.toBeNull()
  })

  it('a refusal is told and nothing changes', async () => {
    routeRequests({ [LIST]: serve([makeMessage(1)]), [READ_ALL]: envelope(1, '错误') })
    const { root } = await renderPage()
    runInAction(() => {
      root.messages.unreadCount = 1
    })
    await actAndSettle(() => fireEvent.click(button()!))
    expect(spies.toast).toHaveBeenCalledWith('错误')
    expect(item(makeMessage(1).id)).toHaveAttribute('data-unread', 'true')
    expect(root.messages.unreadCount).toBe(1)
    expect(button()).not.toBeNull()
  })
})
