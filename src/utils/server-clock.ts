import { deviceClock, type DeviceClock } from './device-clock'

/**
 * The server's time, as well as the app can tell it: a phone's own clock may be hours off (set by hand, after
 * travel, a dead clock battery), and a server time compared with it is then hours wrong (an exam handed in the
 * moment it opens). What the server tells us, best first:
 *
 * - `header`: an answer's `Date` header (always readable in the mini-program; in H5 only when the API exposes it
 *   with `Access-Control-Expose-Headers: Date`). Whole seconds, so a lower bound of the server's time on arrival.
 * - `start`: an attempt joined in this visit — its `created_at` is the server's time when the join answered.
 * - `stored`: the offset (server − device) an attempt kept from an earlier visit, for a reload or restart.
 * - `device`: nothing better known: the device's own clock.
 *
 * A resumed attempt's `created_at` is only a lower bound (`atLeast`): the time cannot be earlier than it.
 * Readings are carried forward by the device's steady clock, not its wall clock, so a learner who sets the phone's
 * clock while a page is open changes nothing.
 */
export type ClockSource = 'header' | 'start' | 'stored' | 'device'

/** A server time, read at a moment of the device's steady clock. */
interface Reading {
  server: number
  steady: number
}

/** How far the wall and steady clocks may part before the estimate is worth confirming with the server. */
const DRIFT_MS = 5000

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const HTTP_DATE = /^[A-Za-z]{3}, (\d{2}) ([A-Za-z]{3}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/

/** An HTTP `Date` header (`Fri, 27 Nov 2026 09:04:35 GMT`) as epoch ms; anything else → null. */
export function parseHttpDate(value: unknown): number | null {
  const match = typeof value === 'string' ? HTTP_DATE.exec(value.trim()) : null
  if (!match) return null
  const [, day, month, year, hour, minute, second] = match
  const monthIndex = MONTHS.indexOf(month)
  if (monthIndex < 0) return null
  const time = Date.UTC(Number(year), monthIndex, Number(day), Number(hour), Number(minute), Number(second))
  return Number.isFinite(time) ? time : null
}

export class ServerClock {
  /** The best reading the server gave (a `Date` header, a fresh attempt's start). */
  private known: Reading | null = null
  private knownSource: 'header' | 'start' | null = null
  /** The server's time was at least this (a resumed attempt's start). */
  private floor: Reading | null = null
  /** A stored offset from an earlier visit (server − wall). */
  private stored: Reading | null = null
  /** wall − steady when the estimate was last set: it changes when the wall clock is set or steady pauses. */
  private skew: number
  /** Attempts joined in this visit: record id → steady time the join answered. */
  private readonly joins = new Map<number, number>()
  /** The server has sent a `Date` header: a request can confirm the time. */
  private headerSeen = false

  constructor(private readonly device: DeviceClock = deviceClock) {
    this.skew = device.wall() - device.steady()
  }

  get source(): ClockSource {
    return this.knownSource ?? (this.stored ? 'stored' : 'device')
  }

  /** A request can confirm the time (the server's answers carry a readable `Date`). */
  get canConfirm(): boolean {
    return this.headerSeen
  }

  /**
   * The estimate should be confirmed before anything irreversible hangs on it: the device has no monotonic clock
   * (a clock set forward moves the estimate), or its wall and steady clocks parted (set, or a sleep paused steady).
   */
  get doubtful(): boolean {
    return (
      !this.device.monotonic || Math.abs(this.device.wall() - this.device.steady() - this.skew) > DRIFT_MS
    )
  }

  /** The server's time now, epoch ms. */
  now(): number {
    const steady = this.device.steady()
    const at = (reading: Reading) => reading.server + (steady - reading.steady)
    const best = this.known ?? this.stored
    const time = best ? at(best) : this.device.wall()
    return this.floor ? Math.max(time, at(this.floor)) : time
  }

  /** Server time − device wall time now (what an attempt keeps for its resume). */
  offset(): number {
    return Math.round(this.now() - this.device.wall())
  }

  /** The steady clock's reading now (to mark when something answered). */
  steadyNow(): number {
    return this.device.steady()
  }

  /** An answer's `Date` header. */
  noteDateHeader(value: unknown): void {
    const time = parseHttpDate(value)
    if (time === null) return
    this.headerSeen = true
    this.learn({ server: time, steady: this.device.steady() }, 'header')
  }

  /** An attempt joined in this visit answered now (its `created_at` is then the server's time of this moment). */
  markJoined(recordId: number): void {
    this.joins.set(recordId, this.device.steady())
  }

  /**
   * An attempt's start (`created_at`): the server's time when its join answered if it was joined in this visit,
   * else only a lower bound of the time now (a resumed attempt).
   */
  noteAttemptStart(recordId: number, startedAt: number): void {
    const joinedAt = this.joins.get(recordId)
    if (joinedAt === undefined) this.atLeast(startedAt)
    else this.learn({ server: startedAt, steady: joinedAt }, 'start')
  }

  /** The server's time now is at least `serverTime`. */
  atLeast(serverTime: number): void {
    const steady = this.device.steady()
    if (!this.floor || serverTime > this.floor.server + (steady - this.floor.steady)) {
      this.floor = { server: serverTime, steady }
    }
  }

  /** An offset kept from an earlier visit (used while nothing better is known). */
  restore(offset: unknown): void {
    if (typeof offset !== 'number' || !Number.isFinite(offset) || this.stored) return
    this.stored = { server: this.device.wall() + offset, steady: this.device.steady() }
  }

  private learn(reading: Reading, source: 'header' | 'start'): void {
    const steady = this.device.steady()
    const at = (r: Reading) => r.server + (steady - r.steady)
    // With a monotonic clock every reading is a lower bound (a whole-second Date; a start, set before its answer
    // arrived): the highest is the best. Without one the newest wins (an older reading may have been carried
    // forward by a clock set ahead since).
    const better =
      !this.known ||
      (this.device.monotonic ? at(reading) >= at(this.known) : reading.steady >= this.known.steady)
    if (better) {
      this.known = reading
      this.knownSource = source
    }
    this.skew = this.device.wall() - steady
  }
}

/** The app's one server clock (http.ts feeds it every answer's `Date` header). */
export const serverClock = new ServerClock()

/** The server's time now, epoch ms: what every server time is compared with. */
export const serverNow = (): number => serverClock.now()
