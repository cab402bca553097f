import { Fragment, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react'
import Taro, { useDidShow, usePageScroll, useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { EmptyState } from '@/components/EmptyState'
import { observer } from 'mobx-react-lite'
import { a11y } from '@/platform/a11y'
import type { PagedList } from '@/stores/paged-list'
import { isWithinReach, measureRect, viewportHeight } from './measure'
import { DRAW_BUDGET_BYTES, FOOT_PER_STATE } from './draw-budget'
import { LIST_TEXT } from './text'
import './index.scss'

/**
 * How close (px) the list's end must come to the bottom of the screen before the next page loads (10 px, as in
 * MeEdu's own H5). A page using the list sets the same `onReachBottomDistance` in its index.config.ts.
 */
export const LIST_THRESHOLD = 10
/** At most one measurement per this many ms while the page scrolls (and always one after the last scroll). */
export const SCROLL_CHECK_MS = 100

interface InfiniteListProps<T> {
  /** The pages: the owner starts it (`list.reload()`); the component loads the next ones. */
  list: PagedList<T>
  /** One item's view. */
  renderItem: (item: T, index: number) => ReactNode
  /** A stable key per item (its id). */
  itemKey: (item: T, index: number) => string | number
  /** Id of the list's box; its end marker is `#<id>-end`. Default: `infinite-list-<n>`, unique per list. */
  id?: string
  className?: string
  /** What an empty list says (暂无数据). */
  emptyText?: string
  /** Picture of the empty state (default: a list icon). */
  emptyImage?: ReactNode
  /** See LIST_THRESHOLD. */
  threshold?: number
  /** The owner holds the list: nothing loads on its own (e.g. a search that waits for the learner's tap). */
  hold?: boolean
  /**
   * About how many bytes an item's view sends to the mini-program's view (default: estimateItemBytes, from its
   * data). A list whose items carry much more than they show says so (通知公告: a preview of the content).
   */
  itemBytes?: (item: T) => number
}

let lastListId = 0

/**
 * An infinite list over a `PagedList`: the items, then loading (加载中...), 加载失败，点击重试 (`#list-retry`),
 * the empty state or 已经到底了, then an end marker.
 *
 * Built for the mini-program's `setData`: Taro sends a node added at the END of its parent alone, but resends the
 * parent's whole child list when a node is inserted before another or removed. So the items have a box of their
 * own with nothing after them (a new page is appended: only its items go to the view), and the line under them
 * has its own box too (its states replace each other there, resending that box only). Items keep their keys and
 * elements; a page of very large items is drawn in parts (useDrawnCount), each setData under WeChat's 256 KB.
 *
 * It keeps loading while its end is in view. Taro's reach-bottom event only fires when a scroll crosses into the
 * bottom zone, so a page that jumps to its end, or a first page shorter than the screen, would stop there. So
 * after every page (and the first), on reach-bottom, on page scroll (throttled) and when the page shows again,
 * the end marker is measured (`Taro.createSelectorQuery`, against `Taro.getWindowInfo().windowHeight`) and the
 * next page loads while the marker is within the screen + `threshold` and the list is idle (not loading, not
 * finished, not failed). A runtime that cannot measure (the answer never comes or is empty) just loses the
 * in-view part: reach-bottom still loads the next page.
 */
function InfiniteListView<T>({
  list,
  renderItem,
  itemKey,
  id,
  className,
  emptyText = LIST_TEXT.empty,
  emptyImage,
  threshold = LIST_THRESHOLD,
  hold = false,
  itemBytes,
}: InfiniteListProps<T>) {
  const [listId] = useState(() => id ?? `infinite-list-${++lastListId}`)
  const endId = `${listId}-end`
  const { items } = list
  const drawn = useDrawnCount(items, itemBytes)
  // Items fetched but not drawn yet: the list is not at its end, whatever the marker says.
  useLoadWhileInView(list, `#${endId}`, threshold, hold, drawn < items.length)

  return (
    <View id={listId} className={`infinite-list${className ? ` ${className}` : ''}`}>
      <View className="infinite-list__items">
        {(drawn < items.length ? items.slice(0, drawn) : items).map((item, index) => (
          <Fragment key={itemKey(item, index)}>{renderItem(item, index)}</Fragment>
        ))}
      </View>
      <View key={FOOT_PER_STATE ? footState(list) : 'foot'} className="infinite-list__foot">
        <ListState list={list} emptyText={emptyText} emptyImage={emptyImage} />
      </View>
      <View id={endId} className="infinite-list__end" />
    </View>
  )
}

/** UTF-8 bytes of a string (the mini-program has no TextEncoder everywhere). */
function utf8Bytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4 // a surrogate pair: one 4-byte character
      i++
    } else bytes += 3
  }
  return bytes
}

/**
 * What drawing an item will send, roughly: its data as JSON twice (a text can be both shown and named) plus the
 * nodes around it. A course of 新入职 is about 0.5 KB as JSON and 0.67 KB drawn (estimated 1.5 KB), a message
 * about 0.45 KB drawn: the estimate is on the safe side.
 */
export function estimateItemBytes(item: unknown): number {
  let json = ''
  try {
    json = JSON.stringify(item) ?? ''
  } catch {
    json = ''
  }
  return 2 * utf8Bytes(json) + 512
}

/**
 * Where the draw after `from` items ends: as many items as fit in `budget` estimated bytes, at least one.
 * `Infinity` (H5): every item.
 */
export function drawEnd<T>(
  items: readonly T[],
  from: number,
  budget: number,
  bytesOf: (item: T) => number = estimateItemBytes
): number {
  if (budget === Infinity) return items.length
  let end = from
  let bytes = 0
  while (end < items.length) {
    bytes += bytesOf(items[end])
    if (bytes > budget && end > from) break
    end++
  }
  return end
}

/**
 * How many of `items` to draw now. Every new item fitting in DRAW_BUDGET_BYTES is drawn at once (an ordinary
 * page: in the same render as it arrives, one setData); the rest one budget at a time, each after the previous
 * draw reached the view (Taro.nextTick runs after the mini-program's setData), so that Taro's per-tick batch does
 * not merge them into one call over WeChat's 256 KB. On H5 the budget is Infinity: every item, at once.
 */
function useDrawnCount<T>(items: readonly T[], bytesOf?: (item: T) => number): number {
  const state = useRef({ drawn: 0, waiting: false, alive: true })
  const [, redraw] = useState(0)
  let drawn = Math.min(state.current.drawn, items.length)
  if (drawn < items.length && !state.current.waiting)
    drawn = drawEnd(items, drawn, DRAW_BUDGET_BYTES, bytesOf)

  useEffect(() => {
    const current = state.current
    current.alive = true
    return () => {
      current.alive = false
    }
  }, [])
  useEffect(() => {
    const current = state.current
    current.drawn = drawn
    if (drawn >= items.length || current.waiting) return
    current.waiting = true
    Taro.nextTick(() => {
      current.waiting = false
      if (current.alive) redraw((n) => n + 1)
    })
  })
  return drawn
}

export const InfiniteList = observer(InfiniteListView) as <T>(
  props: InfiniteListProps<T>
) => ReactElement | null

/**
 * The line under the items. Each state is its own element (a key apiece): 加载中... under no items, once the first
 * page lands, goes away rather than moving down to become 已经到底了 (a layout shift).
 */
const ListState = observer(function ListState<T>({
  list,
  emptyText,
  emptyImage,
}: {
  list: PagedList<T>
  emptyText: string
  emptyImage?: ReactNode
}) {
  const state = footState(list)
  if (state === 'loading') {
    return (
      <View key="loading" className="infinite-list__state" data-testid="list-loading">
        <Loading className="infinite-list__loading">{LIST_TEXT.loading}</Loading>
      </View>
    )
  }
  if (state === 'retry') {
    return (
      <View
        key="retry"
        className="infinite-list__state infinite-list__state--retry"
        id="list-retry"
        {...a11y('button')}
        onClick={() => void list.loadMore()}
      >
        <Text>{LIST_TEXT.retry}</Text>
      </View>
    )
  }
  if (state === 'empty') {
    return <EmptyState testId="list-empty" text={emptyText} icon={emptyImage} />
  }
  if (state === 'end') {
    return (
      <View key="end" className="infinite-list__state" data-testid="list-end">
        <Text>{LIST_TEXT.end}</Text>
      </View>
    )
  }
  return <View key="more" className="infinite-list__state" />
})

/** Which line the foot shows. */
function footState<T>(list: PagedList<T>): 'loading' | 'retry' | 'empty' | 'end' | 'more' {
  // A pull's page 1 over the pages shown (reloadInPlace): the refresher spins; the line stays as it was.
  if (list.loading && !(list.refreshing && list.page > 0)) return 'loading'
  if (list.error) return 'retry'
  if (list.empty) return 'empty'
  return list.finished ? 'end' : 'more'
}

/** The first page is the owner's to load (it may need a filter or the login first); the next ones are the list's. */
function mayLoadNext<T>(list: PagedList<T>, hold = false): boolean {
  return list.page > 0 && list.canLoadMore && !hold
}

/**
 * Loads the next page of `list` while the node `selector` (the list's end) is within the screen + `threshold`.
 * See InfiniteList.
 */
function useLoadWhileInView<T>(
  list: PagedList<T>,
  selector: string,
  threshold: number,
  owned: boolean,
  drawing: boolean
): void {
  // Items still being drawn (useDrawnCount): the end is not the list's end yet; held like the owner's hold.
  const hold = owned || drawing
  const latest = useRef({ list, selector, threshold, hold })
  latest.current = { list, selector, threshold, hold }
  const run = useRef({
    alive: true,
    measuring: false,
    /** Something asked for a check while one was measuring: check again when it is done. */
    again: false,
    scrollTimer: null as ReturnType<typeof setTimeout> | null,
  })

  const [check] = useState(
    () =>
      function check(): void {
        const state = run.current
        if (!state.alive || !mayLoadNext(latest.current.list, latest.current.hold)) return
        if (state.measuring) {
          state.again = true
          return
        }
        state.measuring = true
        void measureRect(latest.current.selector).then((rect) => {
          state.measuring = false
          if (!state.alive) return
          const { list: current, threshold: reach, hold: held } = latest.current
          if (mayLoadNext(current, held) && isWithinReach(rect, viewportHeight(), reach)) {
            state.again = false
            void current.loadMore()
          } else if (state.again) {
            state.again = false
            check()
          }
        })
      }
  )

  useEffect(() => {
    const state = run.current
    state.alive = true
    return () => {
      state.alive = false
      if (state.scrollTimer !== null) clearTimeout(state.scrollTimer)
      state.scrollTimer = null
    }
  }, [])

  // After the first page and after every page (or a reload, or a retry that failed again), and once the last part
  // of a page drawn in parts is in: once the new items are drawn (Taro.nextTick: after the mini-program's
  // setData), is the end still in view?
  const { loading, page, generation } = list
  useEffect(() => {
    if (!loading && !drawing) Taro.nextTick(check)
  }, [loading, page, generation, list, check, drawing])

  // At the bottom of the page the end is in view whatever a measurement says (and where none answers).
  useReachBottom(() => {
    const { list: current, hold: held } = latest.current
    if (mayLoadNext(current, held)) void current.loadMore()
  })

  usePageScroll(() => {
    const state = run.current
    if (state.scrollTimer !== null) return
    state.scrollTimer = setTimeout(() => {
      state.scrollTimer = null
      check()
    }, SCROLL_CHECK_MS)
  })

  useDidShow(() => check())
}
