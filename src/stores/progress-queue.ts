import { makeAutoObservable, runInAction } from 'mobx'
import type { KeyValueStorage } from '@/platform'
import { readRecordFailure, recordVideoProgress } from '@/services/api/progress'
import { STORAGE_KEYS } from '@/services/credentials'
import { serverNow } from '@/utils/server-clock'

/** How many acknowledged positions are remembered (the newest); the server's own record covers the rest. */
const ACKNOWLEDGED_LIMIT = 300

type Send = (videoId: number, position: number) => Promise<unknown>

interface Entry {
  user: number
  video: number
  position: number
  /** When it was last reported, to send the newest first. */
  at: number
}

interface Saved {
  pending: Entry[]
  acknowledged: Entry[]
}

const keyOf = (user: number, video: number) => `${user}:${video}`

/**
 * Video progress that is never lost: every report (`POST /api/v2/video/{id}/record {duration}`) is written to
 * storage before it is sent and removed only once the server acknowledged it.
 *
 * - Dedup: a position that is not beyond the furthest acknowledged one, or beyond what is already waiting for
 *   that video, is not reported. A newer position replaces an older one that is still waiting.
 * - Resend: what failed (network, timeout, 5xx, 401, the throttle's 429, maintenance) stays waiting and goes out
 *   again on the next success, on the next start of the app and on reconnect (`flush()`, called by the RootStore
 *   and app-setup), and with every new report.
 * - Refusals are not retried (`readRecordFailure`, api/progress.ts): a value the server refuses is dropped; a
 *   video it refuses altogether (无权限观看此视频, v4.9.28+: the learner may not watch it) gets no more reports
 *   until the player opens it again (`seed`), when the learner may have bought it meanwhile.
 * - One send at a time, newest report first; a failure stops the round (the next ones would likely fail too).
 * - Each waiting report belongs to the learner who made it and is sent only while that learner is logged in.
 */
export class ProgressStore {
  /** The last send failed and something is still waiting. */
  failing = false
  private pending = new Map<string, Entry>()
  private acknowledged = new Map<string, Entry>()
  /** The position of the report on its way, per video key. */
  private sending = new Map<string, number>()
  /** Videos (per learner) whose reports the server refuses (无权限观看此视频) since the player last opened them. */
  private noAccess = new Set<string>()
  private round: Promise<void> | null = null
  private clock = 0

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly currentUser: () => number | null,
    private readonly send: Send = (videoId, position) => recordVideoProgress(videoId, position)
  ) {
    this.restore()
    makeAutoObservable<ProgressStore, 'storage' | 'currentUser' | 'send' | 'round' | 'clock'>(this, {
      storage: false,
      currentUser: false,
      send: false,
      round: false,
      clock: false,
    })
  }

  /**
   * The player opened a video: the server's saved position (`watch_seconds`) counts as acknowledged, and a video
   * refused before is worth reporting again (the learner may have bought it since).
   */
  seed(videoId: number, watchSeconds: number): void {
    const user = this.currentUser()
    if (user && videoId > 0) this.noAccess.delete(keyOf(user, videoId))
    const position = Math.floor(watchSeconds)
    if (!user || !(videoId > 0) || !(position > 0)) return
    this.acknowledge({ user, video: videoId, position, at: this.tick() })
    this.save()
  }

  /** The furthest position acknowledged for a video of the current learner (0: none). */
  acknowledgedPosition(videoId: number): number {
    const user = this.currentUser()
    return user ? (this.acknowledged.get(keyOf(user, videoId))?.position ?? 0) : 0
  }

  /** A position waiting to be sent or on its way for this video, or null. */
  pendingPosition(videoId: number): number | null {
    const user = this.currentUser()
    return user ? (this.pending.get(keyOf(user, videoId))?.position ?? null) : null
  }

  /** Reports of the current learner still waiting (shown as "not saved yet"). */
  get waitingCount(): number {
    const user = this.currentUser()
    let count = 0
    for (const entry of this.pending.values()) if (entry.user === user) count += 1
    return count
  }

  /** Queue the playback position (whole seconds) of a video, keep it in storage, and send it. */
  report(videoId: number, position: number): void {
    const user = this.currentUser()
    const seconds = Math.floor(position)
    if (!user || !(videoId > 0) || !(seconds > 0)) return
    const key = keyOf(user, videoId)
    if (this.noAccess.has(key)) return
    if (seconds <= (this.acknowledged.get(key)?.position ?? 0)) return
    if (seconds <= (this.pending.get(key)?.position ?? 0)) return
    this.pending.set(key, { user, video: videoId, position: seconds, at: this.tick() })
    this.save()
    void this.flush()
  }

  /**
   * Send what is waiting for the current learner, newest first, one at a time. While a round runs, a second
   * call returns it; the round itself picks up reports that arrive meanwhile.
   */
  flush(): Promise<void> {
    this.round ??= this.runRound().finally(() => {
      this.round = null
    })
    return this.round
  }

  private async runRound(): Promise<void> {
    for (;;) {
      const entry = this.nextToSend()
      if (!entry) return
      const key = keyOf(entry.user, entry.video)
      runInAction(() => this.sending.set(key, entry.position))
      try {
        await this.send(entry.video, entry.position)
        runInAction(() => {
          this.sending.delete(key)
          this.acknowledge(entry)
          const waiting = this.pending.get(key)
          if (waiting && waiting.position <= entry.position) this.pending.delete(key)
          this.failing = false
          this.save()
        })
      } catch (error) {
        const failure = readRecordFailure(error)
        runInAction(() => {
          this.sending.delete(key)
          if (failure === 'retry') {
            this.failing = true
            return
          }
          if (failure === 'no-access') {
            // Every report of this video would be refused: drop what waits for it and send no more.
            this.noAccess.add(key)
            this.pending.delete(key)
          } else {
            // Refused by the server: drop this value (a later, different position may still be accepted).
            const waiting = this.pending.get(key)
            if (waiting && waiting.position <= entry.position) this.pending.delete(key)
          }
          this.save()
        })
        if (failure === 'retry') return
      }
    }
  }

  /** The newest waiting report of the current learner that is not on its way already. */
  private nextToSend(): Entry | null {
    const user = this.currentUser()
    if (!user) return null
    let next: Entry | null = null
    for (const [key, entry] of this.pending) {
      if (entry.user !== user || this.sending.get(key) === entry.position) continue
      if (!next || entry.at > next.at) next = entry
    }
    return next
  }

  private acknowledge(entry: Entry): void {
    const key = keyOf(entry.user, entry.video)
    const known = this.acknowledged.get(key)
    if (known && known.position >= entry.position) return
    this.acknowledged.delete(key) // re-inserted last: the map stays oldest-first for trimming
    this.acknowledged.set(key, { ...entry })
    while (this.acknowledged.size > ACKNOWLEDGED_LIMIT) {
      const oldest = this.acknowledged.keys().next().value
      if (oldest === undefined) break
      this.acknowledged.delete(oldest)
    }
  }

  private tick(): number {
    this.clock = Math.max(this.clock + 1, serverNow())
    return this.clock
  }

  private save(): void {
    const saved: Saved = {
      pending: [...this.pending.values()],
      acknowledged: [...this.acknowledged.values()],
    }
    this.storage.set(STORAGE_KEYS.progress, JSON.stringify(saved))
  }

  /** What an earlier run of the app left; anything unreadable is ignored, entry by entry. */
  private restore(): void {
    let saved: Partial<Saved> = {}
    try {
      saved = JSON.parse(this.storage.get(STORAGE_KEYS.progress) ?? '{}') as Partial<Saved>
    } catch {
      return
    }
    const valid = (entry: unknown): entry is Entry => {
      const e = entry as Entry
      return (
        !!e &&
        Number.isInteger(e.user) &&
        e.user > 0 &&
        Number.isInteger(e.video) &&
        e.video > 0 &&
        Number.isInteger(e.position) &&
        e.position > 0
      )
    }
    const entries = (list: unknown) => (Array.isArray(list) ? list.filter(valid) : [])
    for (const entry of entries(saved.acknowledged)) this.acknowledge({ ...entry, at: Number(entry.at) || 0 })
    for (const entry of entries(saved.pending)) {
      const key = keyOf(entry.user, entry.video)
      if (entry.position <= (this.acknowledged.get(key)?.position ?? 0)) continue
      this.pending.set(key, { ...entry, at: Number(entry.at) || 0 })
      this.clock = Math.max(this.clock, Number(entry.at) || 0)
    }
  }
}
