import { makeObservable, observable, runInAction } from 'mobx'
import type { KeyValueStorage } from '@/platform'
import { STORAGE_KEYS } from '@/services/credentials'
import { onDemand } from '@/utils/on-demand'
import { loadProgressQueue } from './progress-loader'
import type { ProgressStore } from './progress-queue'

/**
 * The progress queue (progress-queue.ts) as the RootStore holds it: its code is loaded when it is needed, so a
 * visitor's first screen does not carry it. It is needed when the player opens a video (`ready()`, which the
 * player waits for) or when reports from an earlier visit are waiting in storage (`flush()`). A report made
 * before it is loaded waits for it.
 */
export class LazyProgressStore {
  private queue: ProgressStore | null = null
  private readonly loader = onDemand(() =>
    loadProgressQueue().then(({ ProgressStore }) => {
      const queue = new ProgressStore(this.storage, this.currentUser)
      runInAction(() => (this.queue = queue))
      return queue
    })
  )

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly currentUser: () => number | null
  ) {
    makeObservable<LazyProgressStore, 'queue'>(this, { queue: observable })
  }

  /** The queue, loaded once; a failed load is tried again by the next call. */
  ready(): Promise<ProgressStore> {
    return this.loader.load()
  }

  get failing(): boolean {
    return this.queue?.failing ?? false
  }

  seed(videoId: number, watchSeconds: number): void {
    this.queue?.seed(videoId, watchSeconds)
  }

  report(videoId: number, position: number): void {
    if (this.queue) this.queue.report(videoId, position)
    else
      void this.ready().then(
        (queue) => queue.report(videoId, position),
        () => undefined
      )
  }

  pendingPosition(videoId: number): number | null {
    return this.queue?.pendingPosition(videoId) ?? null
  }

  /** Sends what is waiting; without the queue loaded, only when storage holds reports. */
  flush(): Promise<void> {
    if (this.queue) return this.queue.flush()
    if (!this.hasWaitingReports()) return Promise.resolve()
    return this.ready().then(
      (queue) => queue.flush(),
      () => undefined
    )
  }

  /** The queue saves `{"pending":[…],…}`; anything else there (unreadable too) is for the queue to judge. */
  private hasWaitingReports(): boolean {
    const saved = this.storage.get(STORAGE_KEYS.progress)
    return saved !== null && saved !== '' && !saved.startsWith('{"pending":[]')
  }
}
