import { PagedList, pageRequest, type PageRequest, type PageResult } from '@/stores/paged-list'
import { deferred, flushPromises, type Deferred } from '../mocks/api'

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

/** A server with `total` items, answering pages of the size asked for. */
function server(total: number, { sendTotal = true } = {}) {
  return jest.fn(
    async (page: number, pageSize: number, _request?: PageRequest): Promise<PageResult<number>> => {
      const start = (page - 1) * pageSize
      const items = range(start + 1, Math.max(0, Math.min(pageSize, total - start)))
      return sendTotal ? { items, total } : { items }
    }
  )
}

describe('PagedList', () => {
  it('loads pages one after another, 20 at a time', async () => {
    const fetch = server(45)
    const list = new PagedList(fetch, 20)

    await list.loadMore()
    expect(fetch).toHaveBeenLastCalledWith(1, 20, { primary: true })
    expect(list.items).toEqual(range(1, 20))
    expect(list.page).toBe(1)
    expect(list.finished).toBe(false)

    await list.loadMore()
    expect(fetch).toHaveBeenLastCalledWith(2, 20, { primary: false })
    expect(list.items).toEqual(range(1, 40))
    expect(list.finished).toBe(false)

    await list.loadMore()
    expect(fetch).toHaveBeenLastCalledWith(3, 20, { primary: false })
    expect(list.items).toEqual(range(1, 45))
    expect(list.finished).toBe(true)
    expect(list.empty).toBe(false)
  })

  it('a fetcher that says last decides, whatever the length', async () => {
    const answers: PageResult<number>[] = [
      { items: [], last: false },
      { items: [1], last: false },
      { items: range(2, 20), last: true },
    ]
    const list = new PagedList(
      jest.fn(async () => answers.shift()!),
      20
    )
    await list.loadMore()
    expect([list.finished, list.empty]).toEqual([false, false])
    await list.loadMore()
    expect(list.finished).toBe(false)
    await list.loadMore()
    expect(list.finished).toBe(true)
    expect(list.items).toEqual(range(1, 21))
  })

  it('a short page is the last one, even without a total', async () => {
    const fetch = server(25, { sendTotal: false })
    const list = new PagedList(fetch, 20)
    await list.loadMore()
    expect(list.finished).toBe(false)
    await list.loadMore()
    expect(list.items).toHaveLength(25)
    expect(list.finished).toBe(true)
  })

  it('reaching total ends the list even when the last page is full', async () => {
    const fetch = server(40)
    const list = new PagedList(fetch, 20)
    await list.loadMore()
    await list.loadMore()
    expect(list.items).toHaveLength(40)
    expect(list.finished).toBe(true)
    await list.loadMore()
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('without a total, a full last page needs one more (empty) page to finish', async () => {
    const fetch = server(20, { sendTotal: false })
    const list = new PagedList(fetch, 20)
    await list.loadMore()
    expect(list.finished).toBe(false)
    await list.loadMore()
    expect(fetch).toHaveBeenLastCalledWith(2, 20, { primary: false })
    expect(list.finished).toBe(true)
    expect(list.empty).toBe(false)
  })

  it('an empty first page: empty and finished', async () => {
    const list = new PagedList(server(0), 20)
    expect(list.empty).toBe(false) // nothing loaded yet is not "empty"
    await list.loadMore()
    expect(list.items).toEqual([])
    expect(list.finished).toBe(true)
    expect(list.empty).toBe(true)
  })

  it('loading is true while a page is in flight, and a second loadMore meanwhile is ignored', async () => {
    const answer = deferred<PageResult<number>>()
    const fetch = jest.fn(() => answer.promise)
    const list = new PagedList(fetch, 20)

    const first = list.loadMore()
    expect(list.loading).toBe(true)
    void list.loadMore()
    expect(fetch).toHaveBeenCalledTimes(1)

    answer.resolve({ items: range(1, 20), total: 60 })
    await first
    expect(list.loading).toBe(false)
  })

  it('after finishing, loadMore sends nothing', async () => {
    const fetch = server(3)
    const list = new PagedList(fetch, 20)
    await list.loadMore()
    await list.loadMore()
    await list.loadMore()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('a failed page sets error, keeps what is shown, and a retry asks for the same page', async () => {
    const fetch = jest
      .fn<Promise<PageResult<number>>, [number, number]>()
      .mockResolvedValueOnce({ items: range(1, 20), total: 30 })
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ items: range(21, 10), total: 30 })
    const list = new PagedList(fetch, 20)

    await list.loadMore()
    await list.loadMore()
    expect(list.error).toBe(true)
    expect(list.loading).toBe(false)
    expect(list.finished).toBe(false)
    expect(list.items).toEqual(range(1, 20))
    expect(list.page).toBe(1)

    await list.loadMore()
    expect(fetch.mock.calls).toEqual([
      [1, 20, { primary: true }],
      [2, 20, { primary: false }],
      [2, 20, { primary: false }],
    ])
    expect(list.error).toBe(false)
    expect(list.items).toEqual(range(1, 30))
    expect(list.finished).toBe(true)
  })

  it('a failed first page is an error, not an empty list', async () => {
    const list = new PagedList<number>(() => Promise.reject(new Error('down')), 20)
    await list.loadMore()
    expect(list.error).toBe(true)
    expect(list.empty).toBe(false)
  })

  it('reload starts again from page 1', async () => {
    const fetch = server(25)
    const list = new PagedList(fetch, 20)
    await list.loadMore()
    await list.loadMore()
    await list.reload()
    expect(fetch).toHaveBeenLastCalledWith(1, 20, { primary: true })
    expect(list.items).toEqual(range(1, 20))
    expect(list.page).toBe(1)
    expect(list.finished).toBe(false)
  })

  it('update changes the matching items only', async () => {
    const list = new PagedList(server(5), 20)
    await list.loadMore()
    list.update(
      (n) => n % 2 === 0,
      (n) => n * 10
    )
    expect(list.items).toEqual([1, 20, 3, 40, 5])
  })

  it('reset empties the list without asking for anything', async () => {
    const fetch = server(45)
    const list = new PagedList(fetch, 20)
    await list.loadMore()
    list.reset()
    expect(list.items).toEqual([])
    expect(list.page).toBe(0)
    expect(list.finished).toBe(false)
    expect(list.empty).toBe(false)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('canLoadMore: only when idle, not finished and not failed', async () => {
    const fetch = jest
      .fn<Promise<PageResult<number>>, [number, number]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ items: range(1, 3), total: 3 })
    const list = new PagedList(fetch, 20)
    expect(list.canLoadMore).toBe(true)
    const first = list.loadMore()
    expect(list.canLoadMore).toBe(false)
    await first
    expect(list.error).toBe(true)
    expect(list.canLoadMore).toBe(false) // a failure waits for the learner's 重试
    await list.loadMore()
    expect(list.finished).toBe(true)
    expect(list.canLoadMore).toBe(false)
  })

  it('a fetcher that throws at once is a failed page, not an exception', async () => {
    const list = new PagedList<number>(() => {
      throw new Error('bad input')
    }, 20)
    await expect(list.loadMore()).resolves.toBeUndefined()
    expect(list.error).toBe(true)
    expect(list.loading).toBe(false)
  })
})

/** A server whose answers the test releases one by one: `answer(page, items)` settles the oldest such call. */
function heldServer() {
  const calls: { page: number; filter: string; reply: Deferred<PageResult<string>> }[] = []
  let filter = 'all'
  const fetch = jest.fn((page: number) => {
    const reply = deferred<PageResult<string>>()
    calls.push({ page, filter, reply })
    return reply.promise
  })
  const pageOf = (which: string, page: number, size = 20) =>
    Array.from({ length: size }, (_, i) => `${which}-${(page - 1) * size + i + 1}`)
  return {
    fetch,
    calls,
    setFilter: (next: string) => {
      filter = next
    },
    pageOf,
    /** Answers the call number `index` (0-based) with a full page of its filter. */
    answer: async (index: number, total = 100) => {
      const call = calls[index]
      call.reply.resolve({ items: pageOf(call.filter, call.page), total })
      await flushPromises()
    },
    fail: async (index: number) => {
      calls[index].reply.reject(new Error('network'))
      await flushPromises()
    },
  }
}

describe('PagedList order and generations', () => {
  it('asks for page N+1 only after page N arrived, and for each page once, however often loadMore is called', async () => {
    const api = heldServer()
    const list = new PagedList<string>(api.fetch, 20)

    const first = list.loadMore()
    expect(list.loadMore()).toBe(first) // the same load, nothing more sent
    void list.loadMore()
    expect(api.calls.map((call) => call.page)).toEqual([1])

    await api.answer(0)
    void list.loadMore()
    void list.loadMore()
    expect(api.calls.map((call) => call.page)).toEqual([1, 2])
    await api.answer(1)
    void list.loadMore()
    await api.answer(2)

    expect(api.calls.map((call) => call.page)).toEqual([1, 2, 3])
    expect(list.items).toEqual([...api.pageOf('all', 1), ...api.pageOf('all', 2), ...api.pageOf('all', 3)])
    expect(new Set(list.items).size).toBe(60)
  })

  it('reload while a page is in flight: the old answer is dropped, never appended', async () => {
    const api = heldServer()
    const list = new PagedList<string>(api.fetch, 20)
    void list.loadMore()
    await api.answer(0)
    void list.loadMore() // page 2 on its way…

    void list.reload() // …when the learner starts over
    expect(api.calls.map((call) => call.page)).toEqual([1, 2, 1])
    expect(list.items).toEqual([])
    expect(list.loading).toBe(true)

    await api.answer(1) // the old page 2 arrives
    expect(list.items).toEqual([])
    expect(list.page).toBe(0)
    expect(list.loading).toBe(true) // still waiting for the new page 1

    await api.answer(2)
    expect(list.items).toEqual(api.pageOf('all', 1))
    expect(list.page).toBe(1)
    expect(list.loading).toBe(false)

    void list.loadMore()
    expect(api.calls.map((call) => call.page)).toEqual([1, 2, 1, 2])
  })

  it('a changed filter starts again from page 1, and an answer for the old filter is dropped even when it comes last', async () => {
    const api = heldServer()
    const list = new PagedList<string>(api.fetch, 20)
    void list.loadMore()
    await api.answer(0)
    void list.loadMore() // page 2 of "all" in flight

    api.setFilter('free')
    void list.reload()
    await api.answer(2) // page 1 of "free" arrives first
    await api.answer(1) // then the late page 2 of "all"

    expect(api.calls.map((call) => `${call.filter}:${call.page}`)).toEqual(['all:1', 'all:2', 'free:1'])
    expect(list.items).toEqual(api.pageOf('free', 1))
    expect(list.page).toBe(1)

    void list.loadMore()
    expect(api.calls[3]).toMatchObject({ filter: 'free', page: 2 })
  })

  it('a failure of an older generation does not show 加载失败 on the new one', async () => {
    const api = heldServer()
    const list = new PagedList<string>(api.fetch, 20)
    void list.loadMore()
    void list.reload()
    await api.fail(0)
    expect(list.error).toBe(false)
    expect(list.loading).toBe(true)
    await api.answer(1)
    expect(list.items).toEqual(api.pageOf('all', 1))
  })

  it('reset while a page is in flight: the list stays empty when it arrives', async () => {
    const api = heldServer()
    const list = new PagedList<string>(api.fetch, 20)
    void list.loadMore()
    list.reset()
    expect(list.loading).toBe(false)
    await api.answer(0)
    expect(list.items).toEqual([])
    expect(list.page).toBe(0)
    expect(list.loading).toBe(false)
  })

  it('the learner edits an item (update) while the next page is in flight: both survive', async () => {
    const api = heldServer()
    const list = new PagedList<string>(api.fetch, 20)
    void list.loadMore()
    await api.answer(0)
    void list.loadMore()
    list.update(
      (item) => item === 'all-1',
      () => 'all-1 (read)'
    )
    await api.answer(1)
    expect(list.items[0]).toBe('all-1 (read)')
    expect(list.items).toHaveLength(40)
  })

  it('loadFirst asks for page 1 once; refresh asks for it again only after something was asked', async () => {
    const firstPage = deferred<PageResult<number>>()
    const answer = server(45)
    let asked = 0
    const fetch = jest.fn((page: number, size: number): Promise<PageResult<number>> => {
      asked += 1
      return asked === 1 ? firstPage.promise : answer(page, size)
    })
    const list = new PagedList(fetch, 20)

    await list.refresh() // the opening has not asked anything yet: nothing to refresh
    expect(fetch).not.toHaveBeenCalled()

    const opening = list.loadFirst()
    await list.loadFirst() // a second opening while the first page is on its way
    await list.refresh() // shown again before the first page came
    expect(fetch).toHaveBeenCalledTimes(1)
    firstPage.resolve(await answer(1, 20))
    await opening
    await list.loadMore()
    expect(list.items).toHaveLength(40)
    expect(fetch).toHaveBeenCalledTimes(2)

    await list.loadFirst() // opened again: keeps what it shows
    expect(fetch).toHaveBeenCalledTimes(2)

    await list.refresh() // shown again: page 1 again, the rest dropped
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(fetch).toHaveBeenLastCalledWith(1, 20, { primary: true })
    expect(list.items).toEqual(range(1, 20))
  })

  it('a failed first page is asked again by loadFirst and by refresh', async () => {
    const fetch = jest
      .fn<Promise<PageResult<number>>, [number, number]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ items: [1, 2], total: 2 })
    const list = new PagedList(fetch, 20)

    await list.loadFirst()
    expect(list.error).toBe(true)
    await list.refresh()
    expect(list.error).toBe(true)
    await list.loadFirst()
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(list.items).toEqual([1, 2])
    expect(list.finished).toBe(true)
  })
})

describe('the first page is the primary resource (PagedList owns the rule)', () => {
  it('page 1 is asked for as primary (a 404 shows the error page), later pages and retries are not', async () => {
    const fetch = server(45)
    const list = new PagedList(fetch, 20)
    await list.loadMore()
    await list.loadMore()
    await list.reloadInPlace() // pull-to-refresh: page 1 again
    await list.loadMore()
    expect(fetch.mock.calls.map(([page, , request]) => [page, request])).toEqual([
      [1, { primary: true }],
      [2, { primary: false }],
      [1, { primary: true }],
      [2, { primary: false }],
    ])
  })

  it('pageRequest is the rule the stores that page by themselves use (the courseware catalogue)', () => {
    expect([1, 2, 3].map(pageRequest)).toEqual([{ primary: true }, { primary: false }, { primary: false }])
  })
})
