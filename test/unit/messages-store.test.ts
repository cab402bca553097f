import Taro from '@tarojs/taro'
import { MessagesStore, MESSAGES_PAGE_SIZE } from '@/stores/messages-store'
import type { Message } from '@/services/api/types'
import { credentials } from '@/services/credentials'
import { serverClock } from '@/utils/server-clock'
import { httpDate } from './clock-fakes'
import {
  deferred,
  envelope,
  ok,
  raw,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
  type SentRequest,
} from '../mocks/api'
import { TEST_API, makeMessage, wireHttp } from '../mocks/app'

const LIST = 'GET /api/v2/member/messages'
const UNREAD = 'GET /api/v2/member/unreadNotificationCount'
const UUID = '3f2b8c1e-7d4a-4e6b-9c0d-1a2b3c4d5e6f'

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeMessage(from + i))

let spies: ReturnType<typeof wireHttp>

beforeEach(() => {
  spies = wireHttp()
  credentials.setToken('tok')
})

/** The messages endpoint over `total` messages, pages as asked. */
function messagesServer(total: number) {
  return (request: SentRequest) => {
    const { page: number, page_size: size } = request.data as { page: number; page_size: number }
    const start = (number - 1) * size
    return ok({ data: page(start + 1, Math.max(0, Math.min(size, total - start))), total })
  }
}

describe('MessagesStore list', () => {
  it('open loads page 1 with page_size 20, loadMore page 2', async () => {
    routeRequests({ [LIST]: messagesServer(30) })
    const store = new MessagesStore()

    await store.open()
    expect(MESSAGES_PAGE_SIZE).toBe(20)
    expect(requestMock.mock.calls[0][0]).toMatchObject({
      url: `${TEST_API}/api/v2/member/messages`,
      method: 'GET',
      data: { page: 1, page_size: 20 },
    })
    expect(store.list.items).toHaveLength(20)
    expect(store.list.finished).toBe(false)

    await store.list.loadMore()
    expect(requestMock.mock.calls[1][0].data).toEqual({ page: 2, page_size: 20 })
    expect(store.list.items).toHaveLength(30)
    expect(store.list.finished).toBe(true)
  })

  it('open starts over from page 1 with a fresh list', async () => {
    routeRequests({ [LIST]: messagesServer(50) })
    const store = new MessagesStore()
    await store.open()
    await store.list.loadMore()
    await store.open()
    expect(requestMock.mock.calls.map(([request]) => request.data.page)).toEqual([1, 2, 1])
    expect(store.list.items).toHaveLength(20)
  })

  it('no messages: empty', async () => {
    routeRequests({ [LIST]: ok({ data: [], total: 0 }) })
    const store = new MessagesStore()
    await store.open()
    expect(store.list.empty).toBe(true)
  })

  it('a failed page: error, then a retry loads it', async () => {
    routeRequests({ [LIST]: raw(500, null) })
    const store = new MessagesStore()
    await store.open()
    expect(store.list.error).toBe(true)
    expect(Taro.showToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: '服务器繁忙（500），请稍后重试' })
    )

    routeRequests({ [LIST]: messagesServer(3) })
    await store.list.loadMore()
    expect(store.list.error).toBe(false)
    expect(store.list.items).toHaveLength(3)
    expect(store.list.finished).toBe(true)
  })
})

describe('MessagesStore list: primary first page, generations', () => {
  it("HTTP 404 on the first page is the page's missing resource: the error page, no toast", async () => {
    routeRequests({ [LIST]: raw(404, '<html>Not Found</html>') })
    const store = new MessagesStore()
    await store.open()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(store.list.error).toBe(true)
  })

  it('envelope code 404 on the first page leads to the error page too', async () => {
    routeRequests({ [LIST]: envelope(404, '资源不存在') })
    const store = new MessagesStore()
    await store.open()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
  })

  it('a 404 on a later page is a toast and a retry, the learner stays on the list', async () => {
    let missing = false
    routeRequests({
      [LIST]: (request) => (missing ? raw(404, '<html>Not Found</html>') : messagesServer(60)(request)),
    })
    const store = new MessagesStore()
    await store.open()
    missing = true
    await store.list.loadMore()
    expect(spies.onNotFound).not.toHaveBeenCalled()
    expect(Taro.showToast).toHaveBeenCalledTimes(1)
    expect(store.list.error).toBe(true)
    expect(store.list.items).toHaveLength(20)
  })

  it('opening the page again while page 2 is on its way: page 2 is dropped, the list starts from page 1', async () => {
    const held = deferred<FakeResponse>()
    routeRequests({
      [LIST]: (request) => (request.data.page === 2 ? held.promise : messagesServer(60)(request)),
    })
    const store = new MessagesStore()
    await store.open()
    const late = store.list.loadMore()
    await store.open()
    held.resolve(ok({ data: page(21, 20), total: 60 }))
    await late

    expect(requestMock.mock.calls.map(([request]) => request.data.page)).toEqual([1, 2, 1])
    expect(store.list.items.map((message) => message.data.message)).toEqual(
      page(1, 20).map((message) => message.data.message)
    )
    expect(store.list.loading).toBe(false)
  })
})

describe('MessagesStore.markRead', () => {
  async function storeWith(messages: Message[], unread: number) {
    routeRequests({
      [LIST]: ok({ data: messages, total: messages.length }),
      [UNREAD]: ok(unread),
      [`GET /api/v2/member/notificationMarkAsRead/${UUID}`]: ok([]),
    })
    const store = new MessagesStore()
    await store.open()
    await store.refreshUnreadCount()
    requestMock.mockClear()
    return store
  }

  it('calls notificationMarkAsRead/<uuid>, marks it read here and decrements the unread count', async () => {
    const store = await storeWith([makeMessage(1, { id: UUID }), makeMessage(2)], 2)
    await store.markRead(store.list.items[0])

    expect(sentCalls()).toEqual([`GET /api/v2/member/notificationMarkAsRead/${UUID}`])
    expect(store.list.items[0].read_at).toEqual(expect.any(String))
    expect(store.list.items[1].read_at).toBeNull()
    expect(store.unreadCount).toBe(1)
  })

  it('marks it read at the server time, not the phone time (utils/server-clock)', async () => {
    const store = await storeWith([makeMessage(1, { id: UUID })], 1)
    serverClock.noteDateHeader(httpDate(Date.UTC(2031, 0, 2, 3, 4, 5))) // the phone says today
    await store.markRead(store.list.items[0])
    expect(store.list.items[0].read_at?.slice(0, 16)).toBe('2031-01-02T03:04')
  })

  it('a quick second tap while the first is on its way sends nothing more', async () => {
    const store = await storeWith([makeMessage(1, { id: UUID }), makeMessage(2)], 2)
    const message = store.list.items[0]
    await Promise.all([store.markRead(message), store.markRead(message)])

    expect(sentCalls()).toEqual([`GET /api/v2/member/notificationMarkAsRead/${UUID}`])
    expect(store.unreadCount).toBe(1)
  })

  it('the mark in flight is the busy Task keyed by the message id; other messages can be marked meanwhile', async () => {
    const other = '5a0b6d2c-1e3f-4a5b-8c7d-9e0f1a2b3c4d'
    const held = deferred<FakeResponse>()
    const store = await storeWith([makeMessage(1, { id: UUID }), makeMessage(2, { id: other })], 2)
    routeRequests({
      [`GET /api/v2/member/notificationMarkAsRead/${UUID}`]: () => held.promise,
      [`GET /api/v2/member/notificationMarkAsRead/${other}`]: ok([]),
    })

    const first = store.markRead(store.list.items[0])
    expect(store.marking.isRunning(UUID)).toBe(true)
    await store.markRead(store.list.items[1])
    expect(store.list.items[1].read_at).toEqual(expect.any(String))
    void store.markRead(store.list.items[0]) // a second tap on the first: nothing more
    held.resolve(ok([]))
    await first

    expect(store.marking.isRunning(UUID)).toBe(false)
    expect(sentCalls()).toEqual([
      `GET /api/v2/member/notificationMarkAsRead/${UUID}`,
      `GET /api/v2/member/notificationMarkAsRead/${other}`,
    ])
    expect(store.unreadCount).toBe(0)
  })

  it('after a failed mark the message can be tapped again, and that tap is sent', async () => {
    const store = await storeWith([makeMessage(1, { id: UUID })], 1)
    routeRequests({ [`GET /api/v2/member/notificationMarkAsRead/${UUID}`]: raw(500, null) })
    await store.markRead(store.list.items[0])
    expect(store.marking.isRunning(UUID)).toBe(false)
    expect(store.list.items[0].read_at).toBeNull()

    routeRequests({ [`GET /api/v2/member/notificationMarkAsRead/${UUID}`]: ok([]) })
    await store.markRead(store.list.items[0])
    expect(sentCalls()).toEqual([
      `GET /api/v2/member/notificationMarkAsRead/${UUID}`,
      `GET /api/v2/member/notificationMarkAsRead/${UUID}`,
    ])
    expect(store.list.items[0].read_at).toEqual(expect.any(String))
    expect(store.unreadCount).toBe(0)
  })

  it('an already read message sends nothing and keeps the count', async () => {
    const store = await storeWith([makeMessage(1, { id: UUID, read_at: '2024-01-01T00:00:00.000000Z' })], 3)
    await store.markRead(store.list.items[0])
    expect(requestMock).not.toHaveBeenCalled()
    expect(store.unreadCount).toBe(3)
  })

  it('a failed mark keeps the message unread and the count', async () => {
    const store = await storeWith([makeMessage(1, { id: UUID })], 1)
    routeRequests({ [`GET /api/v2/member/notificationMarkAsRead/${UUID}`]: envelope(500, '消息不存在') })
    await store.markRead(store.list.items[0])
    expect(store.list.items[0].read_at).toBeNull()
    expect(store.unreadCount).toBe(1)
  })

  it('the count never goes below 0', async () => {
    const store = await storeWith([makeMessage(1, { id: UUID })], 0)
    await store.markRead(store.list.items[0])
    expect(store.unreadCount).toBe(0)
  })

  it('escapes the id in the path', async () => {
    routeRequests({ [LIST]: ok({ data: [makeMessage(1, { id: 'a/b c' })], total: 1 }) })
    const store = new MessagesStore()
    await store.open()
    requestMock.mockResolvedValue(ok([]))
    await store.markRead(store.list.items[0])
    expect(requestMock.mock.calls[1][0].url).toBe(
      `${TEST_API}/api/v2/member/notificationMarkAsRead/a%2Fb%20c`
    )
  })
})

describe('MessagesStore.refreshUnreadCount', () => {
  it('takes the count from unreadNotificationCount', async () => {
    routeRequests({ [UNREAD]: ok(12) })
    const store = new MessagesStore()
    await store.refreshUnreadCount()
    expect(sentCalls()).toEqual([UNREAD])
    expect(store.unreadCount).toBe(12)
  })

  it('a failure keeps the last known count without a toast', async () => {
    routeRequests({ [UNREAD]: ok(5) })
    const store = new MessagesStore()
    await store.refreshUnreadCount()
    routeRequests({ [UNREAD]: raw(500, null) })
    await store.refreshUnreadCount()
    routeRequests({})
    await store.refreshUnreadCount()
    expect(store.unreadCount).toBe(5)
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it.each([
    [-1, 0],
    [null, 0],
  ])('a count of %p shows as %p', async (value, expected) => {
    routeRequests({ [UNREAD]: ok(value) })
    const store = new MessagesStore()
    await store.refreshUnreadCount()
    expect(store.unreadCount).toBe(expected)
  })

  it('reset forgets the count and the list', async () => {
    routeRequests({ [UNREAD]: ok(5), [LIST]: messagesServer(2) })
    const store = new MessagesStore()
    await store.open()
    await store.refreshUnreadCount()
    store.reset()
    expect(store.unreadCount).toBe(0)
    expect(store.list.items).toEqual([])
    expect(store.list.page).toBe(0)
  })
})
