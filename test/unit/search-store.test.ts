import { SearchScreen, readKeywords, readSearchType, searchTarget, titleParts } from '@/stores/search'
import type { SearchResult } from '@/services/api/search'
import {
  deferred,
  envelope,
  flushPromises,
  ok,
  requestMock,
  routeRequests,
  type FakeResponse,
  type SentRequest,
} from '../mocks/api'
import { wireHttp } from '../mocks/app'

const SEARCH = 'GET /api/v3/search'

const hit = (n: number, extra: Partial<Record<string, unknown>> = {}) => ({
  id: 1000 + n,
  resource_id: n,
  resource_type: 'vod',
  title: `课程 ${n}`,
  short_desc: '<p>简介</p>',
  desc: '',
  thumb: '',
  charge: 0,
  p: '',
  ...extra,
})

/** A search server over `count` hits for any query, paged as asked. */
function serve(count: number) {
  return (request: SentRequest): FakeResponse => {
    const { page, size } = request.data as { page: number; size: number }
    const all = Array.from({ length: count }, (_, i) => hit(i + 1))
    return ok({ total: count, data: all.slice((page - 1) * size, page * size) })
  }
}

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

describe('reading the address', () => {
  it('keywords are trimmed; a missing keyword is empty, never the text "null"', () => {
    expect(readKeywords('  Vue 入门 ')).toBe('Vue 入门')
    expect(readKeywords(undefined)).toBe('')
    expect(readKeywords(null)).toBe('')
    expect(readKeywords('null')).toBe('null')
  })

  it('type: vod and video; 0, empty and anything else are 全部', () => {
    expect(readSearchType('vod')).toBe('vod')
    expect(readSearchType('video')).toBe('video')
    expect(readSearchType('0')).toBe('')
    expect(readSearchType('')).toBe('')
    expect(readSearchType(undefined)).toBe('')
    expect(readSearchType('live')).toBe('')
    expect(readSearchType('VOD')).toBe('')
  })
})

describe('SearchScreen', () => {
  it('an empty query asks for nothing', async () => {
    routeRequests({ [SEARCH]: serve(3) })
    for (const keywords of [undefined, '', '   ']) {
      const store = new SearchScreen(keywords, 'vod')
      await store.open()
      expect(store.hasQuery).toBe(false)
      expect(store.list.items).toEqual([])
    }
    expect(requestMock).not.toHaveBeenCalled()
  })

  it('asks for page 1 with the query, 10 a page, 全部 sent as 0; page 1 is primary', async () => {
    routeRequests({ [SEARCH]: serve(3) })
    const store = new SearchScreen(' vue ', '0')
    await store.open()
    expect(requestMock).toHaveBeenCalledTimes(1)
    expect(requestMock.mock.calls[0][0].data).toEqual({ keywords: 'vue', type: 0, page: 1, size: 10 })
    expect(store.list.items.map((item) => item.resource_id)).toEqual([1, 2, 3])
    expect(store.list.finished).toBe(true)

    // A 404 on page 1 is the screen's primary resource: the error page.
    routeRequests({ [SEARCH]: envelope(404, '资源不存在') })
    await new SearchScreen('x', '').open()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
  })

  it('pages on: page 2 with the same query, until a short page', async () => {
    routeRequests({ [SEARCH]: serve(23) })
    const store = new SearchScreen('vue', 'video')
    await store.open()
    await store.list.loadMore()
    await store.list.loadMore()
    expect(requestMock.mock.calls.map(([request]) => request.data)).toEqual([
      { keywords: 'vue', type: 'video', page: 1, size: 10 },
      { keywords: 'vue', type: 'video', page: 2, size: 10 },
      { keywords: 'vue', type: 'video', page: 3, size: 10 },
    ])
    expect(store.list.items).toHaveLength(23)
    expect(store.list.finished).toBe(true)
    // A later page's 404 is a toast, not the error page.
    routeRequests({ [SEARCH]: envelope(404, '资源不存在') })
    const other = new SearchScreen('vue', '')
    routeRequests({ [SEARCH]: serve(23) })
    await other.open()
    routeRequests({ [SEARCH]: envelope(404, '资源不存在') })
    spies.onNotFound.mockClear()
    await other.list.loadMore()
    expect(spies.onNotFound).not.toHaveBeenCalled()
    expect(other.list.error).toBe(true)
  })

  it('a new query starts from page 1 and drops the answer to the older one', async () => {
    const first = deferred<FakeResponse>()
    const second = deferred<FakeResponse>()
    const pending = [first, second]
    routeRequests({ [SEARCH]: () => pending.shift()!.promise })
    const store = new SearchScreen('vue', '')
    const opening = store.open()
    const next = store.search('react', 'vod')
    expect(requestMock.mock.calls.map(([request]) => request.data)).toEqual([
      { keywords: 'vue', type: 0, page: 1, size: 10 },
      { keywords: 'react', type: 'vod', page: 1, size: 10 },
    ])

    // The newer answer arrives first; the older one after it must not be shown.
    second.resolve(ok({ total: 1, data: [hit(2, { title: 'React 入门' })] }))
    await next
    first.resolve(ok({ total: 1, data: [hit(1, { title: 'Vue 入门' })] }))
    await opening
    await flushPromises()
    expect(store.list.items.map((item) => item.title)).toEqual(['React 入门'])
    expect(store.keywords).toBe('react')
    expect(store.type).toBe('vod')
  })

  it('clearing the query empties the list and drops what is in flight', async () => {
    const pending = deferred<FakeResponse>()
    routeRequests({ [SEARCH]: () => pending.promise })
    const store = new SearchScreen('vue', '')
    const opening = store.open()
    await store.search('', '')
    pending.resolve(ok({ total: 1, data: [hit(1)] }))
    await opening
    await flushPromises()
    expect(store.hasQuery).toBe(false)
    expect(store.list.items).toEqual([])
    expect(store.list.loading).toBe(false)
  })

  it('keeps hits without a usable resource id, so a full page is not mistaken for the last one', async () => {
    routeRequests({
      [SEARCH]: ok({
        total: 30,
        data: [...Array.from({ length: 9 }, (_, i) => hit(i + 1)), hit(0, { resource_id: null })],
      }),
    })
    const store = new SearchScreen('vue', '')
    await store.open()
    expect(store.list.items).toHaveLength(10)
    expect(store.list.finished).toBe(false)
  })

  it('reads wrongly typed hits without failing', async () => {
    routeRequests({
      [SEARCH]: ok({
        total: '2',
        data: [
          { id: '7', resource_id: '42', resource_type: 'video', title: 12, short_desc: null },
          null,
          'x',
        ],
      }),
    })
    const store = new SearchScreen('vue', '')
    await store.open()
    expect(store.list.items).toEqual([
      {
        id: 7,
        resource_id: 42,
        resource_type: 'video',
        title: '12',
        short_desc: '',
        thumb: '',
        charge: 0,
      },
    ])
  })

  it('an answer of [] (MeEdu for an empty object) is an empty result, not a failure', async () => {
    routeRequests({ [SEARCH]: ok([]) })
    const store = new SearchScreen('vue', '')
    await store.open()
    expect(store.list.empty).toBe(true)
    expect(store.list.error).toBe(false)
  })

  it('submit: the trimmed input with the current type, or `empty`', () => {
    const store = new SearchScreen('vue', 'video')
    store.setDraft('  react  ')
    expect(store.submit()).toEqual({ kind: 'search', keywords: 'react', type: 'video' })
    store.setDraft('   ')
    expect(store.submit()).toEqual({ kind: 'empty' })
  })

  it('a type chip keeps the words the input shows', () => {
    const store = new SearchScreen('vue', '')
    expect(store.chooseType('vod')).toEqual({ keywords: 'vue', type: 'vod' })
    store.setDraft(' go ')
    expect(store.chooseType('video')).toEqual({ keywords: 'go', type: 'video' })
  })
})

describe('searchTarget', () => {
  const result = (extra: Partial<SearchResult>): SearchResult => ({
    id: 900,
    resource_id: 5,
    resource_type: 'vod',
    title: '',
    short_desc: '',
    thumb: '',
    charge: 0,
    ...extra,
  })

  it('opens courses and videos by resource_id, never by the search record id', () => {
    expect(searchTarget(result({ resource_type: 'vod' }))).toEqual({ kind: 'course', id: 5 })
    expect(searchTarget(result({ resource_type: 'video', resource_id: 8 }))).toEqual({ kind: 'video', id: 8 })
  })

  it('other kinds are not in the app; a hit without resource id cannot be opened', () => {
    for (const type of ['live', 'book', 'topic', 'paper', 'practice', 'mock_paper', '', 'new-thing'])
      expect(searchTarget(result({ resource_type: type }))).toEqual({ kind: 'unsupported', type })
    expect(searchTarget(result({ resource_id: 0 }))).toEqual({ kind: 'missing' })
  })
})

describe('titleParts', () => {
  const marked = (title: string, keywords: string) =>
    titleParts(title, keywords)
      .map((part) => (part.match ? `[${part.text}]` : part.text))
      .join('')

  it('marks every occurrence, case-insensitive, keeping the title’s own case', () => {
    expect(marked('Vue 入门：vue3 与 VUE 路由', 'vue')).toBe('[Vue] 入门：[vue]3 与 [VUE] 路由')
  })

  it('marks each word of the query, the longer first', () => {
    expect(marked('React 入门 与 React Native', 'react native 入门')).toBe(
      '[React] [入门] 与 [React] [Native]'
    )
    expect(marked('JavaScript 与 Java', 'java javascript')).toBe('[JavaScript] 与 [Java]')
  })

  it('special characters in the query are literal', () => {
    expect(marked('C++ 与 C#（.NET）', 'c++')).toBe('[C++] 与 C#（.NET）')
    expect(marked('a.b 与 axb', 'a.b')).toBe('[a.b] 与 axb')
    expect(marked('(1) [2] *3*', '[2]')).toBe('(1) [[2]] *3*')
  })

  it('quotes, tags and emoji stay text: the parts join back into the exact title', () => {
    const title = '"引号" <i>斜体</i> 🎉 <script>alert(1)</script> 🎉'
    expect(
      titleParts(title, '🎉 <i>')
        .map((part) => part.text)
        .join('')
    ).toBe(title)
    expect(marked(title, '🎉 <i>')).toBe('"引号" [<i>]斜体</i> [🎉] <script>alert(1)</script> [🎉]')
  })

  it('no query: the title as one part; no title: nothing', () => {
    expect(titleParts('课程', '')).toEqual([{ text: '课程', match: false }])
    expect(titleParts('', 'vue')).toEqual([])
  })
})
