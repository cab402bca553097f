import { makeAutoObservable, runInAction } from 'mobx'
import { serverNow } from '@/utils/server-clock'

/** Time as the countdown sees it: injectable, so tests drive it. */
export interface Clock {
  /** The server's time now (never the device's own clock: it may be hours off). */
  now(): number
  /** Call `tick` every `ms`; returns the stop. */
  every(ms: number, tick: () => void): () => void
}

export const systemEvery: Clock['every'] = (ms, tick) => {
  const handle = setInterval(tick, ms)
  return () => clearInterval(handle)
}

export const systemClock: Clock = { now: serverNow, every: systemEvery }

/** Seconds as `HH:MM:SS` (hours may pass 99); negative reads as 0. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`
}

/**
 * The time left before a server deadline, in whole seconds, ticking once a second. At zero `onZero` runs once
 * (the auto-submit); a deadline already past when it starts runs it at once. Reads the clock (the server's time,
 * utils/server-clock) on every tick, so a throttled or sleeping timer (a tab in the background, a locked phone)
 * catches up instead of drifting.
 */
export class Countdown {
  remaining: number
  private stop: (() => void) | null = null
  private fired = false

  constructor(
    private readonly deadline: number,
    private readonly onZero: () => void,
    private readonly clock: Clock = systemClock
  ) {
    this.remaining = this.left()
    makeAutoObservable<Countdown, 'deadline' | 'onZero' | 'clock' | 'stop' | 'fired'>(this, {
      deadline: false,
      onZero: false,
      clock: false,
      stop: false,
      fired: false,
    })
  }

  get expired(): boolean {
    return this.remaining <= 0
  }

  get text(): string {
    return formatClock(this.remaining)
  }

  private left(): number {
    return Math.max(0, Math.ceil((this.deadline - this.clock.now()) / 1000))
  }

  start(): void {
    if (this.stop || this.fired) return
    this.tick()
    if (this.fired) return
    this.stop = this.clock.every(1000, () => this.tick())
  }

  private tick(): void {
    const left = this.left()
    runInAction(() => {
      this.remaining = left
    })
    if (left > 0 || this.fired) return
    this.fired = true
    this.dispose()
    this.onZero()
  }

  dispose(): void {
    this.stop?.()
    this.stop = null
  }
}

/** Seconds left at which the learner hears how long remains (5 and 1 minutes); the ticking clock itself is silent. */
export const COUNTDOWN_MARKS: readonly number[] = [300, 60]

/**
 * Which mark the time left has just crossed going down, each mark once. The first reading (the attempt opened or
 * resumed) is only where it starts: a mark already behind it is not said, one still ahead is said when the clock
 * reaches it (a resume at 5:03 hears 5 minutes three seconds later, one at 4:50 only 1 minute). A jump past
 * several marks (a phone that slept) says the last one; zero says nothing (the paper goes in).
 */
export class CountdownMarks {
  private last: number | null = null
  private readonly said = new Set<number>()

  constructor(private readonly marks: readonly number[] = COUNTDOWN_MARKS) {}

  /** The time left now, in whole seconds; returns the mark (in seconds) to say now, or null. */
  note(left: number): number | null {
    const before = this.last
    this.last = left
    if (before === null || left <= 0) return null
    const crossed = this.marks.filter((mark) => before > mark && left <= mark && !this.said.has(mark))
    crossed.forEach((mark) => this.said.add(mark))
    return crossed.length > 0 ? Math.min(...crossed) : null
  }
}
