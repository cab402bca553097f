import type { DeviceClock } from './device-clock-types'

/** H5: `performance.now()` is monotonic (setting the system clock does not move it). */
export const deviceClock: DeviceClock = {
  wall: () => Date.now(),
  steady: () => performance.now(),
  monotonic: true,
}
