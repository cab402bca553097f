import { makeAutoObservable, runInAction } from 'mobx'

type ResourceState = 'idle' | 'loading' | 'ready' | 'error'

/**
 * One resource of a detail screen (a course, a paper, an announcement): loading, loaded, failed, with retry and
 * reload. The fetch decides whether a missing resource shows the error page (`{ primary: true }` on the API
 * call); a failure here only sets `error` so the screen can offer 重试.
 *
 * An answer that arrives after a newer load started (reload, retry) is dropped, so the screen never shows an
 * older resource over a newer one.
 */
export class Resource<T> {
  data: T | null = null
  state: ResourceState = 'idle'
  error: unknown = null
  private generation = 0
  private inFlight: Promise<void> | null = null

  constructor(private readonly fetch: () => Promise<T>) {
    makeAutoObservable<Resource<T>, 'fetch' | 'generation' | 'inFlight'>(this, {
      fetch: false,
      generation: false,
      inFlight: false,
    })
  }

  get loading(): boolean {
    return this.state === 'loading'
  }

  get ready(): boolean {
    return this.data !== null
  }

  /** Load once: a second call while loading, or after it loaded, does nothing more. */
  load(): Promise<void> {
    if (this.inFlight) return this.inFlight
    if (this.state === 'ready') return Promise.resolve()
    return this.start()
  }

  /** Load again (pull-to-refresh, 重试): what is shown stays until the new answer arrives. */
  reload(): Promise<void> {
    return this.start()
  }

  /** A screen shown again: load again once it has loaded or failed; nothing before the first load or during one. */
  refresh(): Promise<void> {
    return this.state === 'ready' || this.state === 'error' ? this.reload() : Promise.resolve()
  }

  /** Change what is shown without a request (e.g. 收藏 toggled). */
  update(change: (data: T) => T): void {
    if (this.data !== null) this.data = change(this.data)
  }

  private start(): Promise<void> {
    const generation = ++this.generation
    this.state = 'loading'
    this.error = null
    const run = this.fetch().then(
      (data) =>
        runInAction(() => {
          if (generation !== this.generation) return
          this.data = data
          this.state = 'ready'
        }),
      (error: unknown) =>
        runInAction(() => {
          if (generation !== this.generation) return
          this.error = error
          this.state = 'error'
        })
    )
    const settled = run.finally(() => {
      if (this.inFlight === settled) this.inFlight = null
    })
    this.inFlight = settled
    return settled
  }
}
