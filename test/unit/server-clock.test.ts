/**
 * The server clock (utils/server-clock): what the server tells us beats the device's clock, a device clock set
 * while the page is open changes nothing, a fresh join is an exact start and a resume only a lower bound, a stored
 * offset stands in until a Date header says better, and a device without a monotonic clock is "doubtful".
 */
import { parseHttpDate, ServerClock } from '@/utils/server-clock'
import { fakeDevice, httpDate } from './clock-fakes'

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const HOUR = 3_600_000

it('reads HTTP dates (whole seconds, GMT); anything else is null', () => {
  expect(parseHttpDate('Thu, 01 Jan 2026 08:00:00 GMT')).toBe(T0)
  expect(parseHttpDate(httpDate(T0 + 1500))).toBe(T0 + 1000)
  expect(parseHttpDate('2026-01-01T08:00:00Z')).toBeNull()
  expect(parseHttpDate('Thu, 01 Foo 2026 08:00:00 GMT')).toBeNull()
  expect(parseHttpDate(undefined)).toBeNull()
})

it('knowing nothing, it is the device clock (source device)', () => {
  const device = fakeDevice(T0, { skewMs: 2 * HOUR })
  const clock = new ServerClock(device)
  expect(clock.source).toBe('device')
  expect(clock.now()).toBe(T0 + 2 * HOUR)
})

it.each([
  ['2 h fast', 2 * HOUR],
  ['2 h slow', -2 * HOUR],
])(
  'a Date header gives the server time with the device clock %s, and keeps it when the clock is set',
  (_, skew) => {
    const device = fakeDevice(T0 + 400, { skewMs: skew })
    const clock = new ServerClock(device)
    clock.noteDateHeader(httpDate(device.serverTime))
    expect(clock.source).toBe('header')
    expect(Math.abs(clock.now() - device.serverTime)).toBeLessThan(1000)
    expect(Math.abs(clock.offset() + skew)).toBeLessThan(1000)
    device.advance(60_000)
    device.setSkew(0) // the learner fixes the phone's clock
    device.advance(5_000)
    expect(Math.abs(clock.now() - device.serverTime)).toBeLessThan(1000)
  }
)

it('a fresh join: created_at is the server time when the join answered (source start)', () => {
  const device = fakeDevice(T0, { skewMs: 2 * HOUR })
  const clock = new ServerClock(device)
  clock.markJoined(17)
  const createdAt = device.serverTime - 80 // the server wrote it just before answering
  device.advance(3_000) // the attempt page opens
  clock.noteAttemptStart(17, createdAt)
  expect(clock.source).toBe('start')
  expect(device.serverTime - clock.now()).toBeGreaterThanOrEqual(0)
  expect(device.serverTime - clock.now()).toBeLessThan(1000)
})

it('a resumed attempt: created_at is only a lower bound (a slow clock is raised to it, a fast one kept)', () => {
  const slow = fakeDevice(T0, { skewMs: -2 * HOUR })
  const bounded = new ServerClock(slow)
  bounded.noteAttemptStart(17, T0 - 3 * 60_000)
  expect(bounded.source).toBe('device')
  expect(bounded.now()).toBe(T0 - 3 * 60_000)
  slow.advance(10_000)
  expect(bounded.now()).toBe(T0 - 3 * 60_000 + 10_000)

  const fast = fakeDevice(T0, { skewMs: 2 * HOUR })
  const kept = new ServerClock(fast)
  kept.noteAttemptStart(17, T0 - 3 * 60_000)
  expect(kept.now()).toBe(T0 + 2 * HOUR)
})

it('a stored offset stands in (source stored) until a Date header says better', () => {
  const device = fakeDevice(T0, { skewMs: 2 * HOUR })
  const clock = new ServerClock(device)
  clock.restore(-2 * HOUR)
  expect(clock.source).toBe('stored')
  expect(clock.now()).toBe(T0)
  device.setSkew(0) // set while the page is open: the stored offset is carried by the steady clock
  device.advance(1000)
  expect(clock.now()).toBe(T0 + 1000)

  const wrong = new ServerClock(fakeDevice(T0, { skewMs: 0 }))
  wrong.restore(5 * 60_000) // kept when the phone's clock was 5 min slow; it has been fixed since
  wrong.noteDateHeader(httpDate(T0))
  expect(wrong.source).toBe('header')
  expect(wrong.now()).toBe(T0)
  wrong.restore(HOUR) // a second attempt's offset does not displace the first
  expect(wrong.now()).toBe(T0)
})

it('a Date header beats a fresh start; with a monotonic clock the higher of two readings wins', () => {
  const device = fakeDevice(T0)
  const clock = new ServerClock(device)
  clock.markJoined(17)
  clock.noteAttemptStart(17, T0 - 5000)
  clock.noteDateHeader(httpDate(T0))
  expect(clock.source).toBe('header')
  expect(clock.now()).toBe(T0)
  clock.noteDateHeader(httpDate(T0 - 60_000)) // an old answer from a cache
  expect(clock.now()).toBe(T0)
})

it('without a monotonic clock the newest reading wins and the estimate is always confirmed first', () => {
  const device = fakeDevice(T0, { monotonic: false })
  const clock = new ServerClock(device)
  clock.noteDateHeader(httpDate(T0))
  expect(clock.doubtful).toBe(true)
  expect(clock.canConfirm).toBe(true)
  device.setSkew(2 * HOUR) // set forward while the app was hidden: the wall-based steady clock jumps
  expect(clock.now()).toBe(T0 + 2 * HOUR)
  clock.noteDateHeader(httpDate(device.serverTime))
  expect(clock.now()).toBe(T0)
})

it('a monotonic device is doubtful only when its wall and steady clocks part (set, or slept)', () => {
  const device = fakeDevice(T0)
  const clock = new ServerClock(device)
  expect(clock.doubtful).toBe(false)
  expect(clock.canConfirm).toBe(false)
  device.setSkew(-2 * HOUR)
  expect(clock.doubtful).toBe(true)
  clock.noteDateHeader(httpDate(device.serverTime))
  expect(clock.doubtful).toBe(false)
})
