/**
 * Pull-down refresh: the shared hook (`usePullDownReload`: the reload runs, the spinner stops once it settled,
 * whatever the outcome) and the pages on it: a list keeps its items on screen while page 1 comes again (no 加载中
 * line, no empty list), the spinner stops with the answer or the failure, and a failure leaves the list usable;
 * 课件中心 says a failed refresh itself (its details are asked silently); one notice reads itself again.
 */
import Taro from '@tarojs/taro'
import { render, screen } from '@testing-library/react'
import { usePullDownReload } from '@/components/pull-down-reload'
import MessagesPage from '@/packages/account/messages'
import VodKJPage from '@/packages/training/vodKJ'
import VodNoticePage from '@/packages/training/vodNotice'
import type { Message } from '@/services/api/types'
import {
  deferred,
  ok,
  raw,
  requestMock,
  routeRequests,
  type FakeResponse,
  type SentRequest,
} from '../mocks/api'
import {
  actAndSettle,
  bootedRoot,
  makeMember,
  makeMessage,
  renderWithStores,
  wireHttp,
  TEST_API,
} from '../mocks/app'
import { countOf, toasts } from '../mocks/screen'
import { setCurrentPages, triggerPullDownRefresh, triggerReachBottom } from '../mocks/taro'

beforeEach(() => {
  wireHttp()
})

const stopped = () => jest.mocked(Taro.stopPullDownRefresh).mock.calls.length

function Puller({ reload }: { reload: () => unknown }) {
  usePullDownReload(reload)
  return null
}

describe('usePullDownReload', () => {
  it('runs the reload and stops the spinner once it has settled, not before', async () => {
    const answer = deferred<void>()
    const reload = jest.fn(() => answer.promise)
    render(<Puller reload={reload} />)
    await actAndSettle(() => triggerPullDownRefresh())
    expect(reload).toHaveBeenCalledTimes(1)
    expect(stopped()).toBe(0)
    await actAndSettle(() => answer.resolve())
    expect(stopped()).toBe(1)
  })

  it('stops the spinner for a reload that returns nothing, and for one that throws', async () => {
    const { rerender } = render(<Puller reload={() => undefined} />)
    await actAndSettle(() => triggerPullDownRefresh())
    expect(stopped()).toBe(1)
    rerender(
      <Puller
        reload={() => {
          throw new Error('bug')
        }}
      />
    )
    expect(() => triggerPullDownRefresh()).toThrow('bug')
    await actAndSettle()
    expect(stopped()).toBe(2)
  })

  it('pulled again before the first reload settled: only the newest one stops the spinner', async () => {
    const first = deferred<void>()
    const second = deferred<void>()
    const reload = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise)
    render(<Puller reload={reload} />)
    await actAndSettle(() => triggerPullDownRefresh())
    await actAndSettle(() => triggerPullDownRefresh())
    await actAndSettle(() => first.resolve())
    expect(stopped()).toBe(0)
    await actAndSettle(() => second.resolve())
    expect(stopped()).toBe(1)
  })
})

const LIST = 'GET /api/v2/member/messages'

/** The messages endpoint over `all`, paged as asked. */
const serve =
  (all: Message[]) =>
  (request: SentRequest): FakeResponse => {
    const { page, page_size: size } = request.data as { page: number; page_size: number }
    return ok({ data: all.slice((page - 1) * size, page * size), total: all.length })
  }

/** The page the last request for the messages asked for. */
const lastListQuery = () =>
  requestMock.mock.calls
    .map(([request]) => request)
    .filter((request) => request.url.endsWith('/api/v2/member/messages'))
    .at(-1)?.data

const shownMessages = () =>
  Array.from(document.querySelectorAll('.messages__text')).map((element) => element.textContent)

describe('我的消息: a pull over two pages', () => {
  async function twoPages() {
    routeRequests({
      [LIST]: serve(Array.from({ length: 45 }, (_, i) => makeMessage(i + 1))),
      'GET /api/v2/member/unreadNotificationCount': ok(5),
    })
    renderWithStores(<MessagesPage />, bootedRoot({ user: makeMember() }))
    await actAndSettle()
    await actAndSettle(() => triggerReachBottom())
    expect(shownMessages()).toHaveLength(40)
  }

  it('asks for page 1 again; the 40 shown stay (no 加载中 line) until it is in, then page 1 replaces them', async () => {
    await twoPages()
    const answer = deferred<FakeResponse>()
    const fresh = [makeMessage(100, { data: { message: '新消息' } })]
    routeRequests({ [LIST]: () => answer.promise, 'GET /api/v2/member/unreadNotificationCount': ok(1) })
    await actAndSettle(() => triggerPullDownRefresh())
    expect(lastListQuery()).toEqual({ page: 1, page_size: 20 })
    expect(shownMessages()).toHaveLength(40)
    expect(screen.queryByTestId('list-loading')).toBeNull()
    expect(stopped()).toBe(0)

    await actAndSettle(() => answer.resolve(ok({ data: fresh, total: 1 })))
    expect(shownMessages()).toEqual(['新消息'])
    expect(screen.getByText('已经到底了')).toBeInTheDocument()
    expect(stopped()).toBe(1)
  })

  it('a failure keeps the 40 shown, is told, stops the spinner, and the list goes on with page 3', async () => {
    await twoPages()
    routeRequests({
      [LIST]: raw(502, '<html>bad gateway</html>'),
      'GET /api/v2/member/unreadNotificationCount': ok(5),
    })
    await actAndSettle(() => triggerPullDownRefresh())
    expect(shownMessages()).toHaveLength(40)
    expect(toasts()).toHaveLength(1)
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(stopped()).toBe(1)

    routeRequests({ [LIST]: serve(Array.from({ length: 45 }, (_, i) => makeMessage(i + 1))) })
    await actAndSettle(() => triggerReachBottom())
    expect(lastListQuery()).toEqual({ page: 3, page_size: 20 })
    expect(shownMessages()).toHaveLength(45)
  })
})

const course = (id: number) => ({ id, title: `课程${id}`, thumb: '', charge: 0, is_free: 1 })

function at(path: '/vodNotice' | '/vodKJ', query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString()
  window.location.hash = `#${path}${search ? `?${search}` : ''}`
  setCurrentPages([{ route: `packages/training${path}/index`, options: query }])
}

describe('课件中心 and 通知公告', () => {
  it('课件中心: a failed refresh keeps the courses, says 刷新失败，请稍后重试 and stops the spinner', async () => {
    at('/vodKJ')
    const routes: Parameters<typeof routeRequests>[0] = {
      'GET /api/v2/courses': ok({ current_page: 1, data: [1, 2].map(course), total: 2 }),
    }
    for (const id of [1, 2])
      routes[`GET /api/v2/course/${id}`] = ok({
        course: course(id),
        chapters: [],
        videos: [],
        isBuy: true,
        attach: [{ id, name: `课件${id}.pdf`, size: 1, extension: 'pdf' }],
      })
    routeRequests(routes)
    const root = bootedRoot()
    root.config.save({ url: TEST_API })
    renderWithStores(<VodKJPage />, root)
    await actAndSettle()
    expect(document.querySelectorAll('.courseware-card')).toHaveLength(2)

    routeRequests({ ...routes, 'GET /api/v2/course/2': raw(502, '<html>bad gateway</html>') })
    await actAndSettle(() => triggerPullDownRefresh())
    expect(countOf('GET /api/v2/courses')).toBe(2)
    expect(document.querySelectorAll('.courseware-card')).toHaveLength(2)
    expect(toasts()).toEqual(['刷新失败，请稍后重试'])
    expect(stopped()).toBe(1)
  })

  it('one notice (?id=): a pull reads it again, shown meanwhile', async () => {
    at('/vodNotice', { id: '7' })
    const answer = (title: string) =>
      ok({
        id: 7,
        title,
        announcement: '<p>正文</p>',
        view_times: 1,
        created_at: '2024-06-20T08:00:00.000000Z',
      })
    routeRequests({ 'GET /api/v2/announcement/7': answer('旧标题') })
    const root = bootedRoot()
    root.config.save({ url: TEST_API })
    renderWithStores(<VodNoticePage />, root)
    await actAndSettle()
    expect(screen.getByText('旧标题')).toBeInTheDocument()

    const next = deferred<FakeResponse>()
    routeRequests({ 'GET /api/v2/announcement/7': () => next.promise })
    await actAndSettle(() => triggerPullDownRefresh())
    expect(screen.getByText('旧标题')).toBeInTheDocument()
    await actAndSettle(() => next.resolve(answer('新标题')))
    expect(screen.getByText('新标题')).toBeInTheDocument()
    expect(countOf('GET /api/v2/announcement/7')).toBe(2)
    expect(stopped()).toBe(1)
  })
})
