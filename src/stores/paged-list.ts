import { makeAutoObservable, observableShallow, runInAction } from 'mobx'

export interface PageResult<T> {
  items: T[]
  /** The server's total, when it sends one. */
  total?: number
  /** The fetcher knows whether this page is the last (true ends the list, false keeps it open, whatever its length). */
  last?: boolean
}

/** How a `reloadInPlace()` ended: page 1 shown, failed (what was shown stays), or overtaken by a newer generation. */
export type InPlaceReload = 'loaded' | 'failed' | 'dropped'

/**
 * How a page is asked for: page 1 is the screen's primary resource (a 404 there shows the error page, services/http.ts);
 * a later page's 404 is a toast and the list offers 重试. Handed to the API call as its request options.
 */
export interface PageRequest {
  primary: boolean
}

/** The one rule of the first page: the request options of page `page` (1-based). */
export function pageRequest(page: number): PageRequest {
  return { primary: page === 1 }
}

/**
 * Fetches one page (1-based), with the request options of that page (`pageRequest`). Called once per page; whatever
 * it closes over (filters) is read at that moment.
 */
type PageFetcher<T> = (page: number, pageSize: number, request: PageRequest) => Promise<PageResult<T>>

/**
 * An infinite list: loads page after page, knows when it is loading, empty, finished or failed.
 *
 * - Pages arrive in order: page N+1 is asked for only after page N arrived, and no page is asked for twice
 *   (a `loadMore()` while one is in flight returns that same load). After a failure the same page is asked for
 *   again on the next `loadMore()` (重试).
 * - Generations: `reload()`, `reset()` and `reloadInPlace()` start a new generation. An answer that belongs to an
 *   older one (a filter changed or the list was reloaded while it was in flight) is dropped, never appended, and
 *   does not touch `loading` / `error` of the new generation. A screen with filters changes what its fetcher reads,
 *   then calls `reload()`.
 * - End of list: a page shorter than the page size is the last one (as MeEdu's H5 decides), as is reaching
 *   `total`; a fetcher that knows better says so with `last`.
 */
export class PagedList<T> {
  items: T[] = []
  /** Pages loaded so far in this generation (0: none yet). */
  page = 0
  /** The server's total from the last page, when it sends one. */
  total: number | null = null
  loading = false
  /** Page 1 is on its way again while the items shown stay (`reloadInPlace`): `loading` is true too. */
  refreshing = false
  finished = false
  error = false
  /** Bumped by `reload()` / `reset()` / `reloadInPlace()`. */
  generation = 0
  private inFlight: Promise<void> | null = null

  constructor(
    private readonly fetchPage: PageFetcher<T>,
    readonly pageSize: number
  ) {
    makeAutoObservable<PagedList<T>, 'fetchPage' | 'inFlight' | 'accept'>(this, {
      fetchPage: false,
      inFlight: false,
      accept: false,
      // Items are replaced, never edited in place (see update()): no need to make each one observable.
      items: observableShallow,
    })
  }

  /** Nothing to show after the first page came back. */
  get empty(): boolean {
    return this.finished && this.items.length === 0
  }

  /** Nothing in flight, not at the end, not failed: the next page may be loaded without the learner asking. */
  get canLoadMore(): boolean {
    return !this.loading && !this.finished && !this.error
  }

  /**
   * Load the next page. While a page is in flight this returns that load (nothing more is sent); at the end it
   * does nothing. After a failure it asks for the failed page again.
   */
  loadMore(): Promise<void> {
    if (this.inFlight) return this.inFlight
    if (this.finished) return Promise.resolve()
    const generation = this.generation
    const page = this.page + 1
    this.loading = true
    this.error = false
    let request: Promise<PageResult<T>>
    try {
      request = this.fetchPage(page, this.pageSize, pageRequest(page))
    } catch (error) {
      request = Promise.reject(error)
    }
    const settled: Promise<void> = request.then(
      (result) =>
        runInAction(() => {
          if (generation !== this.generation) return // an older generation's answer: dropped
          this.inFlight = null
          this.accept(result, page)
        }),
      () =>
        // The HTTP layer already told the learner; keep what is shown and allow a retry.
        runInAction(() => {
          if (generation !== this.generation) return
          this.inFlight = null
          this.error = true
          this.loading = false
        })
    )
    this.inFlight = settled
    return settled
  }

  /** Start again from page 1, empty meanwhile (reopening the screen, a changed filter). */
  reload(): Promise<void> {
    this.reset()
    return this.loadMore()
  }

  /**
   * Page 1 again with the items shown staying on screen until it arrives (pull-to-refresh): a new generation (an
   * answer in flight, say page 3, is dropped), `loading` and `refreshing` meanwhile. Page 1's answer replaces the
   * items; a failure keeps what was shown (items, pages, the end) and lets the list go on from there, and only a
   * list with no page yet shows 重试. Resolves `loaded`, `failed`, or `dropped` when a newer generation began.
   */
  reloadInPlace(): Promise<InPlaceReload> {
    this.generation += 1
    const generation = this.generation
    const hadError = this.error
    this.loading = true
    this.refreshing = true
    this.error = false
    let request: Promise<PageResult<T>>
    try {
      request = this.fetchPage(1, this.pageSize, pageRequest(1))
    } catch (error) {
      request = Promise.reject(error)
    }
    const settled: Promise<InPlaceReload> = request.then(
      (result) =>
        runInAction(() => {
          if (generation !== this.generation) return 'dropped'
          this.inFlight = null
          this.items = []
          this.page = 0
          this.accept(result, 1)
          this.refreshing = false
          return 'loaded'
        }),
      () =>
        runInAction(() => {
          if (generation !== this.generation) return 'dropped'
          this.inFlight = null
          this.loading = false
          this.refreshing = false
          this.error = hadError || this.page === 0
          return 'failed'
        })
    )
    this.inFlight = settled.then(() => undefined)
    return settled
  }

  /** A screen's opening: page 1, once (nothing when a page came or is on its way; a failed first page is asked again). */
  loadFirst(): Promise<void> {
    return this.page === 0 && !this.loading ? this.reload() : Promise.resolve()
  }

  /**
   * A screen shown again: page 1 again (a page in flight is dropped), so what it shows is current. Nothing while
   * the opening's first page is still on its way, unless it failed.
   */
  refresh(): Promise<void> {
    return this.page > 0 || this.error ? this.reload() : Promise.resolve()
  }

  /** Page `page` arrived: its items appended, the end and the total as it says. */
  private accept(result: PageResult<T>, page: number): void {
    const items = Array.isArray(result?.items) ? result.items : []
    this.items.push(...items)
    this.page = page
    this.total = typeof result?.total === 'number' ? result.total : null
    const reachedTotal = this.total !== null && this.items.length >= this.total
    this.finished =
      typeof result?.last === 'boolean' ? result.last : items.length < this.pageSize || reachedTotal
    this.loading = false
  }

  /** Empty the list without asking for anything; whatever is in flight is dropped when it arrives. */
  reset(): void {
    this.generation += 1
    this.inFlight = null
    this.items = []
    this.page = 0
    this.total = null
    this.loading = false
    this.refreshing = false
    this.finished = false
    this.error = false
  }

  /** Change what is shown without a request (e.g. a message marked read): the matching items are replaced. */
  update(predicate: (item: T) => boolean, change: (item: T) => T): void {
    this.items = this.items.map((item) => (predicate(item) ? change(item) : item))
  }
}
