/**
 * Pull-down refresh in the stores: `PagedList.reloadInPlace()` (page 1 again, the items shown staying until it is
 * in, a failure keeping them and the paging), and the screens whose pull does more than that: 我的消息 (the unread
 * count too), 学习成长 (the tab shown), 课件中心 (its search starts again, and goes back where it was on a failure).
 */
import { PagedList, type PageResult } from '@/stores/paged-list'
import { CoursewareScreen } from '@/stores/courseware'
import { GrowthScreen } from '@/stores/growth'
import { MessagesStore } from '@/stores/messages-store'
import { credentials } from '@/services/credentials'
import {
  deferred,
  flushPromises,
  ok,
  raw,
  requestMock,
  routeRequests,
  sentCalls,
  type Deferred,
  type SentRequest,
} from '../mocks/api'
import { makeMessage, wireHttp } from '../mocks/app'
import { GROWTH_NOW, growthServer } from '../mocks/growth'

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
  credentials.setToken('tok')
})

/** A server whose answers the test releases one by one; `version` marks the items of later answers. */
function heldServer(total = 100) {
  const calls: { page: number; reply: Deferred<PageResult<string>> }[] = []
  let version = 'v1'
  const fetch = jest.fn((page: number) => {
    const reply = deferred<PageResult<string>>()
    calls.push({ page, reply })
    return reply.promise
  })
  const pageOf = (which: string, page: number, size = 10) =>
    Array.from({ length: size }, (_, i) => `${which}-${(page - 1) * size + i + 1}`)
  return {
    fetch,
    pages: () => calls.map((call) => call.page),
    pageOf,
    setVersion: (next: string) => {
      version = next
    },
    answer: async (index: number) => {
      calls[index].reply.resolve({ items: pageOf(version, calls[index].page), total })
      await flushPromises()
    },
    fail: async (index: number) => {
      calls[index].reply.reject(new Error('network'))
      await flushPromises()
    },
  }
}

/** A list of 10 a page with pages 1 and 2 in. */
async function twoPages(total = 100) {
  const api = heldServer(total)
  const list = new PagedList<string>(api.fetch, 10)
  void list.loadMore()
  await api.answer(0)
  void list.loadMore()
  await api.answer(1)
  return { api, list }
}

describe('PagedList.reloadInPlace', () => {
  it('asks for page 1 again; the items shown stay until it is in, then page 1 replaces them', async () => {
    const { api, list } = await twoPages()
    const shown = [...api.pageOf('v1', 1), ...api.pageOf('v1', 2)]
    api.setVersion('v2')

    const reloading = list.reloadInPlace()
    expect(api.pages()).toEqual([1, 2, 1])
    expect(list.items).toEqual(shown) // no flash to an empty list
    expect(list.page).toBe(2)
    expect(list.loading).toBe(true)
    expect(list.refreshing).toBe(true)
    expect(list.canLoadMore).toBe(false) // no reach-bottom page 3 meanwhile

    await api.answer(2)
    await expect(reloading).resolves.toBe('loaded')
    expect(list.items).toEqual(api.pageOf('v2', 1))
    expect(list.page).toBe(1)
    expect([list.loading, list.refreshing, list.error, list.finished]).toEqual([false, false, false, false])

    void list.loadMore() // the next page follows the new page 1
    expect(api.pages()).toEqual([1, 2, 1, 2])
  })

  it('a loadMore while it is on its way sends nothing more', async () => {
    const { api, list } = await twoPages()
    const reloading = list.reloadInPlace()
    void list.loadMore()
    void list.loadMore()
    expect(api.pages()).toEqual([1, 2, 1])
    await api.answer(2)
    await reloading
  })

  it('a page in flight when the learner pulls is dropped, never appended', async () => {
    const { api, list } = await twoPages()
    void list.loadMore() // page 3 on its way…
    const reloading = list.reloadInPlace() // …when the learner pulls
    await api.answer(2) // the old page 3 arrives
    expect(list.items).toHaveLength(20)
    expect(list.loading).toBe(true)
    await api.answer(3)
    await expect(reloading).resolves.toBe('loaded')
    expect(list.items).toEqual(api.pageOf('v1', 1))
  })

  it('a failure keeps what was shown, the end included, and the list goes on from there', async () => {
    const { api, list } = await twoPages(20) // two pages: the end (已经到底了)
    expect(list.finished).toBe(true)
    const reloading = list.reloadInPlace()
    expect(list.finished).toBe(true) // still 已经到底了 under the list while it reloads
    await api.fail(2)
    await expect(reloading).resolves.toBe('failed')
    expect(list.items).toEqual([...api.pageOf('v1', 1), ...api.pageOf('v1', 2)])
    expect([list.page, list.finished, list.error, list.loading, list.refreshing]).toEqual([
      2,
      true,
      false,
      false,
      false,
    ])
  })

  it('after a failure over pages shown, the next page is the one after them', async () => {
    const { api, list } = await twoPages()
    const reloading = list.reloadInPlace()
    await api.fail(2)
    await reloading
    expect(list.canLoadMore).toBe(true)
    void list.loadMore()
    expect(api.pages()).toEqual([1, 2, 1, 3])
  })

  it('a failure with no page shown yet shows 重试; a 重试 row shown before stays after a failed pull', async () => {
    const api = heldServer()
    const list = new PagedList<string>(api.fetch, 10)
    const first = list.reloadInPlace()
    expect(list.page).toBe(0)
    await api.fail(0)
    await expect(first).resolves.toBe('failed')
    expect(list.error).toBe(true)

    const { api: other, list: failing } = await twoPages()
    void failing.loadMore()
    await other.fail(2) // page 3 failed: 重试 under the list
    expect(failing.error).toBe(true)
    const pulled = failing.reloadInPlace()
    expect(failing.error).toBe(false)
    await other.fail(3)
    await pulled
    expect(failing.error).toBe(true)
    expect(failing.items).toHaveLength(20)
  })

  it('a newer reload (a second pull, a changed filter) drops the older one', async () => {
    const { api, list } = await twoPages()
    const older = list.reloadInPlace()
    api.setVersion('v2')
    const newer = list.reload()
    await api.answer(2) // the older pull's answer comes last but one
    await expect(older).resolves.toBe('dropped')
    expect(list.items).toEqual([])
    await api.answer(3)
    await newer
    expect(list.items).toEqual(api.pageOf('v2', 1))
    expect(list.refreshing).toBe(false)
  })

  it('a fetcher that throws at once is a failed reload, not an exception', async () => {
    const list = new PagedList<number>(() => {
      throw new Error('bad input')
    }, 10)
    await expect(list.reloadInPlace()).resolves.toBe('failed')
    expect([list.loading, list.refreshing, list.error]).toEqual([false, false, true])
  })
})

const LIST = 'GET /api/v2/member/messages'
const UNREAD = 'GET /api/v2/member/unreadNotificationCount'

describe('MessagesStore.refresh (pull-down)', () => {
  it('page 1 again over the messages shown, and the unread count', async () => {
    let version = 1
    const queries: unknown[] = []
    routeRequests({
      [LIST]: (request: SentRequest) => {
        queries.push(request.data)
        const { page } = request.data as { page: number }
        const ids = Array.from({ length: 20 }, (_, i) => (page - 1) * 20 + i + 1 + (version - 1) * 1000)
        return ok({ data: ids.map((id) => makeMessage(id)), total: 45 })
      },
      [UNREAD]: () => ok(version === 1 ? 5 : 2),
    })
    const store = new MessagesStore()
    await store.open()
    await store.list.loadMore()
    expect(store.list.items).toHaveLength(40)

    version = 2
    requestMock.mockClear()
    await store.refresh()
    expect(sentCalls().sort()).toEqual([LIST, UNREAD])
    expect(queries.at(-1)).toEqual({ page: 1, page_size: 20 })
    expect(store.list.items.map((message) => message.data?.message)).toEqual(
      Array.from({ length: 20 }, (_, i) => `消息 ${i + 1001}`)
    )
    expect(store.unreadCount).toBe(2)
  })

  it('a failure keeps the messages and tells why (the HTTP layer)', async () => {
    routeRequests({
      [LIST]: ok({ data: [makeMessage(1), makeMessage(2)], total: 2 }),
      [UNREAD]: ok(1),
    })
    const store = new MessagesStore()
    await store.open()
    routeRequests({ [LIST]: raw(502, '<html>bad gateway</html>'), [UNREAD]: ok(1) })
    await store.refresh()
    expect(store.list.items).toHaveLength(2)
    expect(store.list.error).toBe(false)
    expect(spies.toast).toHaveBeenCalledTimes(1)
  })
})

describe('GrowthScreen.reloadTab (pull-down)', () => {
  it('学习记录: the growth view again, shown meanwhile; 积分明细: its page 1 over the records shown', async () => {
    growthServer({ credits: 23 })
    const screen = new GrowthScreen(() => GROWTH_NOW)
    await screen.open()
    requestMock.mockClear()
    const reloading = screen.reloadTab()
    expect(screen.growth.data).not.toBeNull() // the history stays on screen
    await reloading
    expect(sentCalls()).toEqual(['GET /api/v2/member/watchCourses'])

    screen.setTab('credits')
    await screen.credits.loadMore()
    await screen.credits.loadMore()
    expect(screen.credits.items).toHaveLength(20)
    requestMock.mockClear()
    const pulling = screen.reloadTab()
    expect(screen.credits.items).toHaveLength(20)
    await pulling
    expect(sentCalls()).toEqual(['GET /api/v2/member/credit1Records'])
    expect(requestMock.mock.calls[0][0].data).toEqual({ page: 1, page_size: 10 })
    expect(screen.credits.items.map((record) => record.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1)
    )
  })
})

const course = (id: number) => ({ id, title: `课程${id}`, thumb: '', charge: 0, is_free: 1 })

/** 12 courses (10 a page); `withAttachments` have one attachment; `bought` says which are bought right now. */
function coursewareServer(withAttachments: number[], bought: Set<number>) {
  const detailCalls: number[] = []
  const routes: Parameters<typeof routeRequests>[0] = {
    'GET /api/v2/courses': (request: SentRequest) => {
      const page = Number(request.data.page)
      const ids = Array.from({ length: 12 }, (_, i) => i + 1).slice((page - 1) * 10, page * 10)
      return ok({ current_page: page, data: ids.map(course), total: 12 })
    },
  }
  for (let id = 1; id <= 12; id += 1)
    routes[`GET /api/v2/course/${id}`] = () => {
      detailCalls.push(id)
      return ok({
        course: course(id),
        chapters: [],
        videos: [],
        isBuy: bought.has(id),
        attach: withAttachments.includes(id)
          ? [{ id: id * 10, name: `课件${id}.pdf`, size: 1, extension: 'pdf' }]
          : [],
      })
    }
  routeRequests(routes)
  return { detailCalls }
}

describe('CoursewareScreen.refresh (pull-down)', () => {
  it('starts the search again from the first course page, details asked again (a course bought meanwhile)', async () => {
    const bought = new Set<number>()
    const { detailCalls } = coursewareServer([2, 7], bought)
    const screen = new CoursewareScreen()
    await screen.open() // 1–4: course 2
    await screen.list.loadMore() // 5–8: course 7
    expect(screen.list.items.map((item) => [item.course.id, item.bought])).toEqual([
      [2, false],
      [7, false],
    ])
    bought.add(2)
    detailCalls.length = 0
    requestMock.mockClear()

    const refreshing = screen.refresh()
    await expect(refreshing).resolves.toBe('loaded')
    expect(sentCalls().filter((call) => call === 'GET /api/v2/courses')).toHaveLength(1)
    expect(requestMock.mock.calls[0][0].data).toMatchObject({ page: 1 })
    expect(detailCalls).toEqual([1, 2, 3, 4])
    expect(screen.list.items.map((item) => [item.course.id, item.bought])).toEqual([[2, true]])

    await screen.list.loadMore() // and on from there: 5–8 again
    expect(screen.list.items.map((item) => item.course.id)).toEqual([2, 7])
  })

  it('a failed refresh keeps the courses shown and the search where it was', async () => {
    const { detailCalls } = coursewareServer([2, 7, 11], new Set())
    const screen = new CoursewareScreen()
    await screen.open() // 1–4: course 2
    const answer = requestMock.getMockImplementation()!
    requestMock.mockImplementation(async (request) =>
      request.url.includes('/api/v2/courses') ? raw(503, 'down') : answer(request)
    )
    await expect(screen.refresh()).resolves.toBe('failed')
    expect(screen.list.items.map((item) => item.course.id)).toEqual([2])
    expect(screen.list.error).toBe(false)

    requestMock.mockImplementation(answer)
    detailCalls.length = 0
    await screen.list.loadMore() // goes on with 5–8, as before the pull
    expect(detailCalls).toEqual([5, 6, 7, 8])
    expect(screen.list.items.map((item) => item.course.id)).toEqual([2, 7])
  })

  it('a load in flight finishes first, then the search starts again', async () => {
    coursewareServer([2, 7], new Set())
    const screen = new CoursewareScreen()
    await screen.open()
    const more = screen.list.loadMore() // 5–8 on its way
    const refreshing = screen.refresh()
    await more
    expect(screen.list.items.map((item) => item.course.id)).toEqual([2, 7])
    await expect(refreshing).resolves.toBe('loaded')
    expect(screen.list.items.map((item) => item.course.id)).toEqual([2])
  })
})
