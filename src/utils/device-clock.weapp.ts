import type { DeviceClock } from './device-clock-types'

type Now = () => number

/**
 * The mini-program's JavaScript engine may have no `performance` (the base library's `wx.getPerformance()` has
 * no `now()`; the mini-game's counts microseconds on phones and milliseconds in the tools). Without it, `steady`
 * is the wall clock held from stepping back: a clock set back freezes it, one set forward moves it (the server
 * clock then confirms the time with the server before handing in).
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

// `typeof`, not globalThis: older phone engines have no globalThis.
const perf: { now?: unknown } | undefined = typeof performance === 'undefined' ? undefined : performance
const monotonic = typeof perf?.now === 'function'

export const deviceClock: DeviceClock = {
  wall: () => Date.now(),
  steady: monotonic ? () => (perf as { now: Now }).now() : wallSteady(() => Date.now()),
  monotonic,
}
