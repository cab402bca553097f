import { PagedList, type PageResult } from '@/stores/paged-list'
import { deferred } from '../mocks/api'

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

/** A server with `total` items, answering pages of the size asked for. */
function server(total: number, { sendTotal = true } = {}) {
  return jest.fn(async (page: number, pageSize: number): Promise<PageResult<number>> => {
    const start = (page - 1) * pageSize
    const items = range(start + 1, Math.max(0, Math.min(pageSize, total - start)))
    return sendTotal ? { items, total } : { items }
  })
}

describe('PagedList', () => {
  it('loads pages one after another, 20 at a time', async () => {
    const fetch = server(45)
    const list = new PagedList(fetch, 20)

    await list.loadMore()
    expect(fetch).toHaveBeenLastCalledWith(1, 20)
    expect(list.items).toEqual(range(1, 20))
    expect(list.page).toBe(1)
    expect(list.finished).toBe(false)

    await list.loadMore()
    expect(fetch).toHaveBeenLastCalledWith(2, 20)
    expect(list.items).toEqual(range(1, 40))
    expect(list.finished).toBe(false)

    await list.loadMore()
    expect(fetch).toHaveBeenLastCalledWith(3, 20)
    expect(list.items).toEqual(range(1, 45))
    expect(list.finished).toBe(true)
    expect(list.empty).toBe(false)
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
    expect(fetch).toHaveBeenLastCalledWith(2, 20)
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
      [1, 20],
      [2, 20],
      [2, 20],
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
    expect(fetch).toHaveBeenLastCalledWith(1, 20)
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
})
