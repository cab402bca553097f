import Taro from '@tarojs/taro'
import { fireEvent, screen, within } from '@testing-library/react'
import SearchPage from '@/packages/learning/search'
import {
  deferred,
  envelope,
  ok,
  requestMock,
  routeRequests,
  type FakeResponse,
  type SentRequest,
} from '../mocks/api'
import { actAndSettle, bootedRoot, renderWithStores, wireHttp } from '../mocks/app'
import { countOf, toasts } from '../mocks/screen'
import { setCurrentPages, triggerReachBottom } from '../mocks/taro'
import { sampleAnswer } from '../mocks/samples'
import { asServer } from '../mocks/server'

const SEARCH = 'GET /api/v3/search'

const hit = (n: number, extra: Record<string, unknown> = {}) => ({
  id: 500 + n,
  resource_id: n,
  resource_type: 'vod',
  title: `Vue 课程 ${n}`,
  short_desc: '',
  desc: '',
  thumb: '',
  charge: 0,
  p: '',
  ...extra,
})

/** A search server over `count` hits for any query, paged as asked. */
function serve(count: number, make: (n: number) => ReturnType<typeof hit> = (n) => hit(n)) {
  return (request: SentRequest): FakeResponse => {
    const { page, size } = request.data as { page: number; size: number }
    const all = Array.from({ length: count }, (_, i) => make(i + 1))
    return ok({ total: count, data: all.slice((page - 1) * size, page * size) })
  }
}

/** Open /search with this query, as the address (H5) or the page stack (mini-program) gives it. */
async function openSearch(
  query: Record<string, string>,
  answer: FakeResponse | ((r: SentRequest) => FakeResponse | Promise<FakeResponse>) = serve(3)
) {
  const search = new URLSearchParams(query).toString()
  window.location.hash = `#/search${search ? `?${search}` : ''}`
  setCurrentPages([
    { route: 'pages/home/index' },
    { route: 'packages/learning/search/index', options: query },
  ])
  routeRequests({ [SEARCH]: answer })
  renderWithStores(<SearchPage />, bootedRoot())
  await actAndSettle()
}

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.search-hit'))
const lastQuery = () => requestMock.mock.calls[requestMock.mock.calls.length - 1][0].data
/** The H5 address keeps the query (the mini-program has none to keep). */
const expectAddress = (search: string) => {
  if (process.env.TARO_ENV !== 'weapp') expect(window.location.hash).toBe(`#/search${search}`)
}
const navigatedTo = () => (Taro.navigateTo as jest.Mock).mock.calls.map(([options]) => options.url)
const input = () => document.querySelector<HTMLInputElement>('.search__bar input')!
const typeText = (value: string) => fireEvent.input(input(), { target: { value } })

beforeEach(() => {
  wireHttp()
})

describe('search page', () => {
  it('without keywords: no request, a hint, the empty input with its placeholder', async () => {
    await openSearch({})
    expect(requestMock).not.toHaveBeenCalled()
    expect(screen.getByTestId('search-hint')).toBeInTheDocument()
    expect(input()).toHaveAttribute('placeholder', '搜索关键词')
    expect(input()).toHaveValue('')
  })

  it('searches for the keywords of the address, 10 a page, and shows the query in the input', async () => {
    await openSearch({ keywords: 'vue', type: 'vod' })
    expect(requestMock.mock.calls[0][0].data).toEqual({ keywords: 'vue', type: 'vod', page: 1, size: 10 })
    expect(input()).toHaveValue('vue')
    expect(rows()).toHaveLength(3)
    expect(document.getElementById('search-type-vod')).toHaveAttribute('data-active', 'true')
    expect(document.getElementById('search-type-all')).toHaveAttribute('data-active', 'false')
  })

  it('搜索 and Enter search again from page 1, in place, and put the query in the address', async () => {
    await openSearch({ keywords: 'vue' })
    typeText('  react 入门 ')
    await actAndSettle(() =>
      fireEvent.click(within(document.getElementById('search-submit')!).getByText('搜索'))
    )
    expect(lastQuery()).toEqual({ keywords: 'react 入门', type: 0, page: 1, size: 10 })
    expectAddress('?keywords=react%20%E5%85%A5%E9%97%A8')

    typeText('go')
    await actAndSettle(() => fireEvent.keyDown(input(), { key: 'Enter' }))
    expect(lastQuery()).toEqual({ keywords: 'go', type: 0, page: 1, size: 10 })
    expectAddress('?keywords=go')
    // No page change: the page stays, the list is the new query's.
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()

    typeText('   ')
    fireEvent.click(within(document.getElementById('search-submit')!).getByText('搜索'))
    expect(toasts()).toEqual(['请输入关键字后再搜索'])
    expect(countOf(SEARCH)).toBe(3)
  })

  it('a type chip keeps the keywords, searches that type and puts it in the address', async () => {
    await openSearch({ keywords: 'vue' })
    expect(document.getElementById('search-type-all')).toHaveTextContent('全部')
    expect(document.getElementById('search-type-vod')).toHaveTextContent('录播课')
    expect(document.getElementById('search-type-video')).toHaveTextContent('录播视频')
    await actAndSettle(() => fireEvent.click(document.getElementById('search-type-video')!))
    expect(lastQuery()).toEqual({ keywords: 'vue', type: 'video', page: 1, size: 10 })
    expectAddress('?keywords=vue&type=video')
    expect(document.getElementById('search-type-video')).toHaveAttribute('data-active', 'true')
    await actAndSettle(() => fireEvent.click(document.getElementById('search-type-vod')!))
    expect(lastQuery()).toEqual({ keywords: 'vue', type: 'vod', page: 1, size: 10 })
    expectAddress('?keywords=vue&type=vod')
    // The chip already chosen does nothing.
    await actAndSettle(() => fireEvent.click(document.getElementById('search-type-vod')!))
    expect(countOf(SEARCH)).toBe(3)
    // 全部 leaves the address without a type.
    await actAndSettle(() => fireEvent.click(document.getElementById('search-type-all')!))
    expect(lastQuery()).toEqual({ keywords: 'vue', type: 0, page: 1, size: 10 })
    expectAddress('?keywords=vue')
  })

  it('an answer to the previous query is dropped when it arrives late', async () => {
    const slow = deferred<FakeResponse>()
    let calls = 0
    await openSearch({ keywords: 'vue' }, (request) =>
      ++calls === 1 ? slow.promise : serve(1, (n) => hit(n, { title: `React ${n}` }))(request)
    )
    typeText('react')
    await actAndSettle(() => fireEvent.keyDown(input(), { key: 'Enter' }))
    await actAndSettle(() => slow.resolve(ok({ total: 1, data: [hit(9, { title: 'Vue 旧答案' })] })))
    expect(rows().map((row) => row.querySelector('.search-hit__title')!.textContent)).toEqual(['React 1'])
  })

  it('type labels for every kind of hit, 其它 for an unknown one', async () => {
    const types = [
      'video',
      'vod',
      'live',
      'topic',
      'book',
      'paper',
      'practice',
      'mock_paper',
      'something-new',
    ]
    await openSearch(
      { keywords: 'x' },
      ok({ total: types.length, data: types.map((type, i) => hit(i + 1, { resource_type: type })) })
    )
    expect(rows().map((row) => row.querySelector('.search-hit__type')!.textContent)).toEqual([
      '录播视频',
      '录播课',
      '直播课',
      '图文',
      '电子书',
      '试卷',
      '练习',
      '试卷',
      '其它',
    ])
  })

  it('highlights the keyword in titles, case-insensitively, as plain text', async () => {
    const title = 'VUE 与 "vue" <i>Vue</i> 🎉'
    await openSearch({ keywords: 'vue' }, ok({ total: 1, data: [hit(1, { title })] }))
    const titleNode = rows()[0].querySelector('.search-hit__title')!
    expect(titleNode.textContent).toBe(title)
    expect(
      Array.from(titleNode.querySelectorAll('.search-hit__mark')).map((mark) => mark.textContent)
    ).toEqual(['VUE', 'vue', 'Vue'])
    expect(titleNode.querySelector('i')).toBeNull()
  })

  it('short_desc shows as a plain-text preview; scripts never run or show', async () => {
    await openSearch(
      { keywords: 'x' },
      ok({
        total: 2,
        data: [
          hit(1, { short_desc: '<p>入职 <b>必读</b></p><script>alert(1)</script>' }),
          hit(2, { short_desc: '' }),
        ],
      })
    )
    expect(rows()[0].querySelector('.search-hit__desc')).toHaveTextContent('入职 必读')
    expect(rows()[0].querySelector('b, script')).toBeNull()
    expect(rows()[1].querySelector('.search-hit__desc')).toBeNull()
  })

  it('opens courses and videos by resource_id (never the record id); other types are a toast', async () => {
    await openSearch(
      { keywords: 'x' },
      ok({
        total: 3,
        data: [
          hit(1, { id: 901, resource_id: 31, resource_type: 'vod' }),
          hit(2, { id: 902, resource_id: 42, resource_type: 'video' }),
          hit(3, { id: 903, resource_id: 7, resource_type: 'live' }),
        ],
      })
    )
    fireEvent.click(rows()[0])
    fireEvent.click(rows()[1])
    expect(navigatedTo()).toEqual([
      '/packages/learning/vod/detail/index?id=31',
      '/packages/learning/vod/video/index?id=42',
    ])
    fireEvent.click(rows()[2])
    expect(navigatedTo()).toHaveLength(2)
    expect(toasts()).toEqual(['该类型内容暂不支持在本应用中查看'])
  })

  it('pages on reach-bottom until a short page, then 已经到底了', async () => {
    await openSearch({ keywords: 'vue' }, serve(23))
    expect(rows()).toHaveLength(10)
    await actAndSettle(() => triggerReachBottom())
    expect(rows()).toHaveLength(20)
    await actAndSettle(() => triggerReachBottom())
    expect(rows()).toHaveLength(23)
    expect(requestMock.mock.calls.map(([request]) => (request.data as { page: number }).page)).toEqual([
      1, 2, 3,
    ])
    expect(screen.getByTestId('list-end')).toHaveTextContent('已经到底了')
    await actAndSettle(() => triggerReachBottom())
    expect(countOf(SEARCH)).toBe(3)
  })

  it('no results: the empty state', async () => {
    await openSearch({ keywords: 'nothing' }, ok({ total: 0, data: [] }))
    expect(screen.getByTestId('list-empty')).toHaveTextContent('没有找到相关内容')
  })

  it('a failed search offers 加载失败，点击重试', async () => {
    let calls = 0
    await openSearch({ keywords: 'vue' }, () =>
      ++calls === 1
        ? envelope(500, '服务器内部错误')
        : serve(2)({ data: { page: 1, size: 10 } } as SentRequest)
    )
    expect(toasts()).toContain('服务器内部错误')
    await actAndSettle(() => fireEvent.click(screen.getByText('加载失败，点击重试')))
    expect(rows()).toHaveLength(2)
  })

  it('shows a loading state while the first page is on its way', async () => {
    const pending = deferred<FakeResponse>()
    await openSearch({ keywords: 'vue' }, () => pending.promise)
    expect(screen.getByTestId('list-loading')).toBeInTheDocument()
    await actAndSettle(() => pending.resolve(ok({ total: 1, data: [hit(1)] })))
    expect(within(rows()[0]).getByText('课程 1', { exact: false })).toBeInTheDocument()
  })
})

describe('a server without full-text search (the recorded answers)', () => {
  const TITLES = 'GET /api/v2/search'

  async function openWith(
    release: '4.9.10' | 'v4.9.30',
    routes: Record<string, FakeResponse | ((r: SentRequest) => FakeResponse)>,
    query: Record<string, string> = { keywords: 'Laravel' }
  ) {
    asServer(release)
    window.location.hash = `#/search?${new URLSearchParams(query).toString()}`
    setCurrentPages([
      { route: 'pages/home/index' },
      { route: 'packages/learning/search/index', options: query },
    ])
    routeRequests(routes)
    renderWithStores(<SearchPage />, bootedRoot())
    await actAndSettle()
  }

  const note = () => document.getElementById('search-titles-note')
  const sent = () => requestMock.mock.calls.map(([request]) => request)

  it.each(['4.9.10', 'v4.9.30'] as const)(
    '%s: nothing from the full-text search → the course titles, said in a line; no toast, no 加载失败',
    async (release) => {
      await openWith(release, {
        [SEARCH]: sampleAnswer(release, '20'),
        [TITLES]: sampleAnswer(release, '20c'),
      })
      expect(rows()).toHaveLength(1)
      expect(rows()[0]).toHaveTextContent('Laravel 入门')
      expect(rows()[0]).toHaveAttribute('data-resource-id', '1')
      expect(note()).toHaveTextContent('本站未开启全文搜索，以下仅按课程标题查找')
      expect(toasts()).toEqual([])
      expect(screen.queryByText('加载失败，点击重试')).toBeNull()
      // `type` always goes with the full-text search (v4.9.30 fails without it, sample 20b).
      expect(sent()[0].data).toMatchObject({ keywords: 'Laravel', type: 0, page: 1, size: 10 })
      expect(sent()[1].data).toEqual({ keywords: 'Laravel' })
      // All the title search has came at once: no second page is asked for.
      await actAndSettle(() => triggerReachBottom())
      expect(countOf(SEARCH)).toBe(1)
      expect(countOf(TITLES)).toBe(1)
      fireEvent.click(rows()[0])
      expect(jest.mocked(Taro.navigateTo).mock.calls[0][0].url).toBe(
        '/packages/learning/vod/detail/index?id=1'
      )
    }
  )

  it('4.9.10 with the deprecated APIs closed: a sentence says the app cannot search; the closed route is remembered', async () => {
    await openWith('4.9.10', {
      [SEARCH]: sampleAnswer('4.9.10', '20'),
      [TITLES]: sampleAnswer('v4.9.30', '60b'),
    })
    expect(screen.getByTestId('search-unavailable')).toHaveTextContent(
      '本站未开启搜索服务，暂时无法搜索。可以到「新入职」按分类查找课程。'
    )
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(toasts()).toEqual([])
    // Another search does not ask the closed route again.
    fireEvent.click(document.getElementById('search-type-vod')!)
    await actAndSettle()
    expect(countOf(SEARCH)).toBe(2)
    expect(countOf(TITLES)).toBe(1)
    expect(screen.getByTestId('search-unavailable')).toBeInTheDocument()
  })

  it('v4.9.30 with the deprecated APIs closed: nothing found, and maybe no search service, said as one sentence', async () => {
    await openWith('v4.9.30', {
      [SEARCH]: sampleAnswer('v4.9.30', '60c'),
      [TITLES]: sampleAnswer('v4.9.30', '60b'),
    })
    expect(screen.getByText(/没有找到相关内容。如确有相关课程，可能是本站未开启搜索服务/)).toBeInTheDocument()
    expect(screen.queryByTestId('search-unavailable')).toBeNull()
    expect(toasts()).toEqual([])
  })

  it('v4.9.30 with full-text results: the title search is not asked', async () => {
    await openWith('v4.9.30', { [SEARCH]: serve(3) })
    expect(rows()).toHaveLength(3)
    expect(countOf(TITLES)).toBe(0)
    expect(note()).toBeNull()
  })

  it('4.9.10, 录播视频: the title search finds courses only, so it is not asked; the line says why nothing shows', async () => {
    await openWith(
      '4.9.10',
      { [SEARCH]: sampleAnswer('4.9.10', '20') },
      { keywords: 'Laravel', type: 'video' }
    )
    expect(sent()[0].data).toMatchObject({ type: 'video' })
    expect(countOf(TITLES)).toBe(0)
    expect(note()).not.toBeNull()
    expect(screen.getByText('没有找到相关内容')).toBeInTheDocument()
  })

  it('nothing found and the title search unreachable: no results, nothing told (the full-text answer stands)', async () => {
    await openWith('v4.9.30', { [SEARCH]: sampleAnswer('v4.9.30', '20') })
    expect(countOf(TITLES)).toBe(1)
    expect(screen.getByText('没有找到相关内容')).toBeInTheDocument()
    expect(toasts()).toEqual([])
  })
})
