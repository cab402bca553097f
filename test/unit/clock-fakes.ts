/**
 * A device for the server clock's tests: the real (server) time moves with `advance`; the device's wall clock is
 * that time plus a skew the test sets (±2 h, or set while a page is open) and its steady clock ignores the skew.
 * `every` collects the countdown's ticks; `advance` runs them once a second.
 */
import type { DeviceClock } from '@/utils/device-clock'
import { wallSteady } from '@/utils/device-clock.weapp'
import { ServerClock } from '@/utils/server-clock'
import type { Clock } from '@/stores/countdown'

export interface FakeDevice extends DeviceClock {
  /** The server's true time now. */
  readonly serverTime: number
  /** Let `ms` pass (ticking once a second). */
  advance(ms: number): void
  /** Set the device's wall clock to `skewMs` from the server's (the learner sets the phone's time). */
  setSkew(skewMs: number): void
  every: Clock['every']
  /** Ticks waiting. */
  running(): number
}

export function fakeDevice(
  start: number,
  { skewMs = 0, monotonic = true }: { skewMs?: number; monotonic?: boolean } = {}
): FakeDevice {
  let time = start
  let skew = skewMs
  const ticks = new Set<() => void>()
  const wall = () => time + skew
  const steady = monotonic ? () => time - start + 1000 : wallSteady(wall)
  return {
    get serverTime() {
      return time
    },
    wall,
    steady,
    monotonic,
    advance(ms) {
      const end = time + ms
      while (time < end) {
        time = Math.min(end, time + 1000)
        ;[...ticks].forEach((tick) => tick())
      }
    },
    setSkew(next) {
      skew = next
    },
    every: (_ms, tick) => {
      ticks.add(tick)
      return () => ticks.delete(tick)
    },
    running: () => ticks.size,
  }
}

/** A server clock over a fake device (its own, not the app's). */
export function fakeServerClock(device: FakeDevice): ServerClock {
  return new ServerClock(device)
}

/** An HTTP Date header for a time (whole seconds, as servers send it). */
export const httpDate = (time: number) => new Date(time).toUTCString()
