import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { InfiniteList, SCROLL_CHECK_MS, drawEnd, estimateItemBytes } from '@/components/InfiniteList'
import { LIST_TEXT } from '@/components/InfiniteList/text'
import { MEASURE_TIMEOUT_MS } from '@/components/InfiniteList/measure'
import { PagedList, type PageResult } from '@/stores/paged-list'
import { deferred, type Deferred } from '../mocks/api'
import { setSelectorRect, triggerPageScroll, triggerReachBottom } from '../mocks/taro'

// Taro page events, as the learner causes them.
const reachBottom = () => act(() => triggerReachBottom())
const pageScroll = (scrollTop: number) => act(() => triggerPageScroll(scrollTop))

const END = '#test-list-end'
const WINDOW_HEIGHT = 667 // the Taro mock's getWindowInfo()
const ROW_HEIGHT = 30
const PAGE_SIZE = 10

/** A server of `total` rows `行 1…`, paged as asked; every call is recorded. */
function rowsServer(total: number) {
  return jest.fn(async (page: number, size: number): Promise<PageResult<number>> => {
    const start = (page - 1) * size
    const count = Math.max(0, Math.min(size, total - start))
    return { items: Array.from({ length: count }, (_, i) => start + i + 1), total }
  })
}

const pagesAsked = (fetch: jest.Mock) => fetch.mock.calls.map(([page]) => page)
const rows = () => [...document.querySelectorAll('.row')].map((row) => row.textContent)
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

/** The end marker sits right under the rows drawn so far (page not scrolled): where a browser puts it. */
function endUnderRows() {
  setSelectorRect(END, () => ({
    top: document.querySelectorAll('.row').length * ROW_HEIGHT,
    height: 1,
    width: 375,
  }))
}

async function renderList<T extends number>(
  list: PagedList<T>,
  props: { emptyText?: string; threshold?: number } = {}
) {
  const view = render(
    <InfiniteList
      id="test-list"
      list={list}
      itemKey={(row) => row}
      renderItem={(row) => <View className="row">{`行 ${row}`}</View>}
      {...props}
    />
  )
  await act(() => list.reload()) // the owner starts the list (a page's store opens it)
  return view
}

describe('InfiniteList: what it shows', () => {
  it('draws every item through renderItem, in order', async () => {
    const list = new PagedList(rowsServer(3), PAGE_SIZE)
    await renderList(list)
    expect(rows()).toEqual(['行 1', '行 2', '行 3'])
    expect(document.getElementById('test-list-end')).toBeInTheDocument()
  })

  it('加载中... with a spinner while a page loads', async () => {
    const answer = deferred<PageResult<number>>()
    const list = new PagedList<number>(() => answer.promise, PAGE_SIZE)
    render(<InfiniteList list={list} itemKey={(n) => n} renderItem={(n) => <View>{n}</View>} />)
    act(() => void list.loadMore())
    expect(screen.getByTestId('list-loading')).toHaveTextContent(LIST_TEXT.loading)
    expect(screen.getByTestId('list-loading').querySelector('.nut-loading')).not.toBeNull()

    await act(async () => answer.resolve({ items: [1], total: 1 }))
    expect(screen.queryByTestId('list-loading')).not.toBeInTheDocument()
  })

  it('an empty list says 暂无数据 (or what the page says), never 已经到底了', async () => {
    const list = new PagedList(rowsServer(0), PAGE_SIZE)
    const { unmount } = await renderList(list)
    expect(screen.getByTestId('list-empty')).toHaveTextContent('暂无数据')
    expect(screen.queryByTestId('list-end')).not.toBeInTheDocument()
    unmount()

    await renderList(new PagedList(rowsServer(0), PAGE_SIZE), { emptyText: '暂无消息' })
    expect(screen.getByTestId('list-empty')).toHaveTextContent('暂无消息')
  })

  it('已经到底了 after the last page', async () => {
    const list = new PagedList(rowsServer(5), PAGE_SIZE)
    await renderList(list)
    expect(screen.getByTestId('list-end')).toHaveTextContent('已经到底了')
  })

  it('加载失败，点击重试 after a failure; tapping it asks for the same page again', async () => {
    const fetch = jest
      .fn<Promise<PageResult<number>>, [number, number]>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ items: [1, 2], total: 2 })
    const list = new PagedList(fetch, PAGE_SIZE)
    await renderList(list)
    expect(document.getElementById('list-retry')).toHaveTextContent('加载失败，点击重试')

    await act(async () => fireEvent.click(document.getElementById('list-retry')!))
    expect(pagesAsked(fetch)).toEqual([1, 1])
    expect(rows()).toEqual(['行 1', '行 2'])
    expect(document.getElementById('list-retry')).toBeNull()
  })
})

describe('InfiniteList: keeps loading while its end is in view', () => {
  it('a tall screen the first page does not fill: loads page after page until the screen is filled', async () => {
    endUnderRows() // 10 rows = 300 px, the screen is 667 px
    const fetch = rowsServer(100)
    const list = new PagedList(fetch, PAGE_SIZE)
    await renderList(list)

    await waitFor(() => expect(rows()).toHaveLength(30)) // 900 px: the end is below the screen now
    await wait(50)
    expect(pagesAsked(fetch)).toEqual([1, 2, 3])
    expect(rows()).toHaveLength(30)
    expect(screen.queryByTestId('list-end')).not.toBeInTheDocument()
  })

  it('a screen taller than the whole list: loads to the end, each page once, then 已经到底了', async () => {
    setSelectorRect(END, { top: 200 })
    const fetch = rowsServer(45)
    const list = new PagedList(fetch, PAGE_SIZE)
    await renderList(list)

    await waitFor(() => expect(screen.getByTestId('list-end')).toBeInTheDocument())
    expect(pagesAsked(fetch)).toEqual([1, 2, 3, 4, 5])
    expect(rows()).toEqual(Array.from({ length: 45 }, (_, i) => `行 ${i + 1}`))
    reachBottom()
    pageScroll(0)
    await wait(SCROLL_CHECK_MS + 50)
    expect(fetch).toHaveBeenCalledTimes(5)
  })

  it('the threshold counts: an end 5 px below the screen loads at 10 px, not at 0', async () => {
    setSelectorRect(END, { top: WINDOW_HEIGHT + 5 })
    const fetch = rowsServer(100)
    const list = new PagedList(fetch, PAGE_SIZE)
    const { unmount } = await renderList(list, { threshold: 0 })
    await wait(50)
    expect(pagesAsked(fetch)).toEqual([1])
    unmount()

    const fetch10 = rowsServer(100)
    setSelectorRect(END, () => (fetch10.mock.calls.length < 2 ? { top: WINDOW_HEIGHT + 5 } : { top: 5000 }))
    await renderList(new PagedList(fetch10, PAGE_SIZE))
    await waitFor(() => expect(pagesAsked(fetch10)).toEqual([1, 2]))
  })

  it('jumping straight to the end after page 2 (no new reach-bottom) still loads page 3', async () => {
    setSelectorRect(END, { top: 2000 }) // a normal screen: the end of page 1 is far below
    const fetch = rowsServer(100)
    const list = new PagedList(fetch, PAGE_SIZE)
    await renderList(list)
    await wait(50)
    expect(pagesAsked(fetch)).toEqual([1])

    reachBottom() // the learner scrolls down: Taro's reach-bottom loads page 2
    await waitFor(() => expect(rows()).toHaveLength(20))
    await wait(50)
    expect(pagesAsked(fetch)).toEqual([1, 2])

    // The page jumps to its new end (End key, a fling): a scroll event, but no new reach-bottom crossing.
    setSelectorRect(END, { top: 600 })
    pageScroll(5000)
    await waitFor(() => expect(pagesAsked(fetch)).toEqual([1, 2, 3]))
  })

  it('page scroll is throttled: a burst of scroll events measures once', async () => {
    setSelectorRect(END, { top: 2000 })
    const list = new PagedList(rowsServer(100), PAGE_SIZE)
    await renderList(list)
    await wait(50)
    const query = Taro.createSelectorQuery as jest.Mock
    query.mockClear()

    for (let i = 0; i < 20; i++) pageScroll(i * 10)
    expect(query).not.toHaveBeenCalled()
    await wait(SCROLL_CHECK_MS + 50)
    expect(query).toHaveBeenCalledTimes(1)
  })

  it('while a page is loading, scrolling and reach-bottom send nothing more', async () => {
    setSelectorRect(END, { top: 100 }) // the end stays in view
    const answers: Deferred<PageResult<number>>[] = []
    const fetch = jest.fn((page: number) => {
      void page
      const answer = deferred<PageResult<number>>()
      answers.push(answer)
      return answer.promise
    })
    const list = new PagedList<number>(fetch, PAGE_SIZE)
    render(
      <InfiniteList id="test-list" list={list} itemKey={(n) => n} renderItem={(n) => <View>{n}</View>} />
    )
    act(() => void list.reload())
    const page = (from: number) => Array.from({ length: PAGE_SIZE }, (_, i) => from + i)

    await act(async () => answers[0].resolve({ items: page(1), total: 30 }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2)) // page 2 on its way
    reachBottom()
    pageScroll(100)
    await wait(SCROLL_CHECK_MS + 50)
    expect(fetch.mock.calls.map(([asked]) => asked)).toEqual([1, 2])

    await act(async () => answers[1].resolve({ items: page(11), total: 30 }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3))
    expect(fetch.mock.calls.map(([asked]) => asked)).toEqual([1, 2, 3])
  })

  it('after a failure it waits for 重试, even with its end in view', async () => {
    setSelectorRect(END, { top: 100 })
    const fetch = jest
      .fn<Promise<PageResult<number>>, [number, number]>()
      .mockResolvedValueOnce({ items: Array.from({ length: 10 }, (_, i) => i + 1), total: 15 })
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ items: [11, 12, 13, 14, 15], total: 15 })
    const list = new PagedList(fetch, PAGE_SIZE)
    await renderList(list)
    await waitFor(() => expect(document.getElementById('list-retry')).toBeInTheDocument())

    pageScroll(100)
    reachBottom()
    await wait(SCROLL_CHECK_MS + 50)
    expect(pagesAsked(fetch)).toEqual([1, 2])

    await act(async () => fireEvent.click(document.getElementById('list-retry')!))
    await waitFor(() => expect(screen.getByTestId('list-end')).toBeInTheDocument())
    expect(pagesAsked(fetch)).toEqual([1, 2, 2])
    expect(rows()).toHaveLength(15)
  })

  it('a hidden list (zero-sized end, e.g. a page under the current one) does not load by itself', async () => {
    setSelectorRect(END, { top: 0, width: 0, height: 0 })
    const fetch = rowsServer(100)
    await renderList(new PagedList(fetch, PAGE_SIZE))
    pageScroll(0)
    await wait(SCROLL_CHECK_MS + 50)
    expect(pagesAsked(fetch)).toEqual([1])
  })

  it('stops measuring when it goes away: nothing loads after unmount', async () => {
    setSelectorRect(END, { top: 2000 })
    const fetch = rowsServer(100)
    const list = new PagedList(fetch, PAGE_SIZE)
    const { unmount } = await renderList(list)
    await wait(20)
    setSelectorRect(END, { top: 100 })
    pageScroll(500)
    unmount()
    await wait(SCROLL_CHECK_MS + 50)
    expect(pagesAsked(fetch)).toEqual([1])
  })
})

describe('InfiniteList where the runtime cannot measure', () => {
  it('a selector query that throws: the first page shows, no error escapes, reach-bottom still loads more', async () => {
    ;(Taro.createSelectorQuery as jest.Mock).mockImplementation(() => ({
      select: () => undefined, // miniprogram-simulate's select() returns nothing to chain on
    }))
    const fetch = rowsServer(100)
    const list = new PagedList(fetch, PAGE_SIZE)
    await renderList(list)
    pageScroll(300)
    await wait(SCROLL_CHECK_MS + 50)
    expect(rows()).toHaveLength(10)
    expect(pagesAsked(fetch)).toEqual([1])

    reachBottom()
    await waitFor(() => expect(rows()).toHaveLength(20))
  })

  it('a selector query that never answers: gives up after a while and measures again on the next scroll', async () => {
    jest.useFakeTimers()
    let answering = false
    ;(Taro.createSelectorQuery as jest.Mock).mockImplementation(() => {
      let callback: ((rect: unknown) => void) | undefined
      const query = {
        select: () => query,
        boundingClientRect: (cb: (rect: unknown) => void) => {
          callback = cb
          return query
        },
        exec: () => {
          if (answering) callback?.({ top: 100, bottom: 101, width: 375, height: 1 })
        },
      }
      return query
    })
    const fetch = rowsServer(100)
    const list = new PagedList(fetch, PAGE_SIZE)
    await renderList(list)
    // The measurement after page 1 never answers; the list gives up on it.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(MEASURE_TIMEOUT_MS + 10)
    })
    expect(pagesAsked(fetch)).toEqual([1])
    expect(rows()).toHaveLength(10)

    answering = true
    pageScroll(300)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SCROLL_CHECK_MS + 10)
    })
    expect(pagesAsked(fetch)).toContain(2)
  })
})

describe('InfiniteList: a page of very large items (the mini-program’s setData limit)', () => {
  const onWeapp = process.env.TARO_ENV === 'weapp'
  /** Rows whose text is 40,000 characters: a page of 10 is 400 KB of text. */
  const bigRows = (total: number) =>
    jest.fn(async (page: number, size: number): Promise<PageResult<string>> => {
      const start = (page - 1) * size
      const count = Math.max(0, Math.min(size, total - start))
      return {
        items: Array.from({ length: count }, (_, i) => `${start + i + 1} ${'长'.repeat(40000)}`),
        total,
      }
    })
  const bigRowNumbers = () => rows().map((text) => Number(text!.split(' ')[0]))

  async function renderBig(list: PagedList<string>) {
    render(
      <InfiniteList
        id="test-list"
        list={list}
        itemKey={(row) => row.split(' ')[0]}
        renderItem={(row) => <View className="row">{row}</View>}
      />
    )
    await act(() => list.reload())
  }

  /**
   * Taro.nextTick held: its callbacks wait for `tick()` (in the mini-program it runs once the view has the draw);
   * `release()` gives it back its usual behaviour (the Taro mock's: the next microtask).
   */
  function holdTicks() {
    const queued: Array<() => void> = []
    const nextTick = Taro.nextTick as unknown as jest.Mock
    const usual = nextTick.getMockImplementation()
    nextTick.mockImplementation((callback: () => void) => void queued.push(callback))
    const run = () => queued.splice(0).forEach((callback) => callback())
    return { run, tick: () => act(run), release: () => nextTick.mockImplementation(usual) }
  }

  it(
    onWeapp
      ? 'mini-program: one item a draw (each over the budget alone), the next after the previous reached the view, in order; the next page only after the last'
      : 'H5: every item drawn at once',
    async () => {
      setSelectorRect(END, { top: 200 }) // the end in view all along
      const fetch = bigRows(20)
      const list = new PagedList(fetch, PAGE_SIZE)
      const ticks = holdTicks()
      await renderBig(list)
      if (!onWeapp) {
        expect(bigRowNumbers()).toEqual(Array.from({ length: 10 }, (_, i) => i + 1))
        ticks.release()
        return
      }
      const drawn = [rows().length]
      while (drawn[drawn.length - 1] < 10 && drawn.length < 20) {
        expect(pagesAsked(fetch)).toEqual([1])
        await ticks.tick()
        drawn.push(rows().length)
      }
      expect(drawn).toEqual(Array.from({ length: 10 }, (_, i) => i + 1))
      expect(bigRowNumbers()).toEqual(Array.from({ length: 10 }, (_, i) => i + 1))
      await act(async () => {
        ticks.release()
        ticks.run() // the check queued after the last draw: page 2, drawn a part a turn
        for (let turn = 0; turn < 100 && rows().length < 20; turn++)
          await new Promise((resolve) => setTimeout(resolve, 0))
      })
      expect(rows().length).toBe(20)
      expect(pagesAsked(fetch)).toEqual([1, 2])
      expect(bigRowNumbers()).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    }
  )
})

describe('drawEnd: how many items one draw takes', () => {
  const small = Array.from({ length: 20 }, (_, i) => ({ id: i, title: `课程 ${i}` }))
  const big = Array.from({ length: 5 }, (_, i) => ({ id: i, title: 'x'.repeat(50000) }))

  it('every item when there is no budget (H5)', () => {
    expect(drawEnd(big, 0, Infinity)).toBe(5)
  })

  it('an ordinary page fits in one draw; items over the budget go one a draw, never none', () => {
    expect(drawEnd(small, 0, 64 * 1024)).toBe(20)
    expect(drawEnd(big, 0, 64 * 1024)).toBe(1)
    expect(drawEnd(big, 3, 64 * 1024)).toBe(4)
    expect(drawEnd(big, 5, 64 * 1024)).toBe(5)
  })

  it('a list whose items carry more than they show says what they show (itemBytes)', () => {
    expect(drawEnd(big, 0, 64 * 1024, () => 2000)).toBe(5)
  })

  it('estimates UTF-8 bytes: a Chinese character counts three', () => {
    expect(estimateItemBytes('长'.repeat(1000))).toBeGreaterThan(2 * 3000)
    expect(estimateItemBytes('x'.repeat(1000))).toBeLessThan(2 * 3000)
  })
})
