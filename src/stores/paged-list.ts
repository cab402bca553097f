import { makeAutoObservable, runInAction } from 'mobx'

export interface PageResult<T> {
  items: T[]
  /** The server's total, when it sends one. */
  total?: number
}

/**
 * An infinite list: loads page after page, knows when it is loading, empty, finished or failed.
 * A page shorter than the page size is the last one (as MeEdu's H5 decides), as is reaching `total`.
 */
export class PagedList<T> {
  items: T[] = []
  page = 0
  loading = false
  finished = false
  error = false

  constructor(
    private readonly fetchPage: (page: number, pageSize: number) => Promise<PageResult<T>>,
    readonly pageSize: number
  ) {
    makeAutoObservable<PagedList<T>, 'fetchPage'>(this, { fetchPage: false })
  }

  /** Nothing to show after the first page came back. */
  get empty(): boolean {
    return this.finished && this.items.length === 0
  }

  /** Load the next page, unless one is loading or the end was reached. */
  async loadMore(): Promise<void> {
    if (this.loading || this.finished) return
    this.loading = true
    this.error = false
    const next = this.page + 1
    try {
      const result = await this.fetchPage(next, this.pageSize)
      runInAction(() => {
        this.items = [...this.items, ...result.items]
        this.page = next
        const reachedTotal = typeof result.total === 'number' && this.items.length >= result.total
        this.finished = result.items.length < this.pageSize || reachedTotal
      })
    } catch {
      // The HTTP layer already told the learner; keep what is shown and allow a retry.
      runInAction(() => {
        this.error = true
      })
    } finally {
      runInAction(() => {
        this.loading = false
      })
    }
  }

  /** Start again from the first page. */
  async reload(): Promise<void> {
    this.items = []
    this.page = 0
    this.finished = false
    this.error = false
    this.loading = false
    await this.loadMore()
  }

  update(predicate: (item: T) => boolean, change: (item: T) => T): void {
    this.items = this.items.map((item) => (predicate(item) ? change(item) : item))
  }
}
