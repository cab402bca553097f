/** The device's two clocks, as the server clock (utils/server-clock) reads them. */
export interface DeviceClock {
  /** The device's wall clock, epoch ms: it may be hours off, and it jumps when the learner sets it. */
  wall(): number
  /** Milliseconds from a fixed origin, for measuring how long passed; unaffected by setting the wall clock. */
  steady(): number
  /**
   * `steady()` is a true monotonic clock. False where the engine has none (it is then the wall clock that
   * never steps back): the server clock confirms the time with the server before anything irreversible.
   */
  readonly monotonic: boolean
}

type Now = () => number

/**
 * A steady clock made of the wall clock, held from stepping back: a clock set back freezes it, one set forward
 * moves it (the server clock then confirms the time with the server before handing in).
 */
export function wallSteady(wall: Now): Now {
  let last = wall()
  let elapsed = 0
  return () => {
    const now = wall()
    elapsed += Math.max(0, now - last)
    last = now
    return elapsed
  }
}

// Browsers have `performance.now()`, monotonic (setting the system clock does not move it). The mini-program's
// JavaScript engine may have none (the base library's `wx.getPerformance()` has no `now()`; the mini-game's counts
// microseconds on phones and milliseconds in the tools): `steady` is then `wallSteady`. `typeof`, not globalThis:
// older phone engines have no globalThis.
const perf: { now?: unknown } | undefined = typeof performance === 'undefined' ? undefined : performance
const monotonic = typeof perf?.now === 'function'

/** This device's clocks: plain JavaScript (Date, performance), the same code in both builds. */
export const deviceClock: DeviceClock = {
  wall: () => Date.now(),
  steady: monotonic ? () => (perf as { now: Now }).now() : wallSteady(() => Date.now()),
  monotonic,
}
