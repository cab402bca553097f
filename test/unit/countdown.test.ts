/** The countdown: HH:MM:SS, driven by an injectable clock; zero → one auto-submit; a past deadline → at once. */
import { Countdown, formatClock, type Clock } from '@/stores/countdown'
import { parseServerTime } from '@/utils/server-time'

function fakeClock(start: number): Clock & { advance(ms: number): void; running(): number } {
  let now = start
  const ticks = new Set<() => void>()
  return {
    now: () => now,
    every: (_ms, tick) => {
      ticks.add(tick)
      return () => ticks.delete(tick)
    },
    advance(ms: number) {
      const end = now + ms
      while (now < end) {
        now = Math.min(end, now + 1000)
        ;[...ticks].forEach((tick) => tick())
      }
    },
    running: () => ticks.size,
  }
}

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)

it('formats HH:MM:SS', () => {
  expect(formatClock(0)).toBe('00:00:00')
  expect(formatClock(59)).toBe('00:00:59')
  expect(formatClock(3661)).toBe('01:01:01')
  expect(formatClock(-5)).toBe('00:00:00')
  expect(formatClock(100 * 3600)).toBe('100:00:00')
})

it('reads ISO times and "YYYY-MM-DD HH:mm:ss" as UTC; empty or junk → null', () => {
  expect(parseServerTime('2026-01-01T08:00:00.000000Z')).toBe(T0)
  expect(parseServerTime('2026-01-01 08:00:00')).toBe(T0)
  expect(parseServerTime('2026-01-01T16:00:00+08:00')).toBe(T0)
  expect(parseServerTime('')).toBeNull()
  expect(parseServerTime(null)).toBeNull()
  expect(parseServerTime('soon')).toBeNull()
})

it('ticks down and submits once at zero', () => {
  const clock = fakeClock(T0)
  const onZero = jest.fn()
  const countdown = new Countdown(T0 + 3000, onZero, clock)
  countdown.start()
  expect(countdown.text).toBe('00:00:03')
  clock.advance(1000)
  expect(countdown.remaining).toBe(2)
  expect(onZero).not.toHaveBeenCalled()
  clock.advance(2000)
  expect(countdown.expired).toBe(true)
  expect(onZero).toHaveBeenCalledTimes(1)
  expect(clock.running()).toBe(0)
  clock.advance(5000)
  countdown.start()
  expect(onZero).toHaveBeenCalledTimes(1)
})

it('a deadline already past on resume submits at once', () => {
  const clock = fakeClock(T0)
  const onZero = jest.fn()
  const countdown = new Countdown(T0 - 60_000, onZero, clock)
  countdown.start()
  expect(onZero).toHaveBeenCalledTimes(1)
  expect(countdown.text).toBe('00:00:00')
  expect(clock.running()).toBe(0)
})

it('catches up after a sleeping timer (reads the clock, not the tick count)', () => {
  let now = T0
  let tick: () => void = () => undefined
  const clock: Clock = { now: () => now, every: (_ms, fn) => ((tick = fn), () => undefined) }
  const onZero = jest.fn()
  const countdown = new Countdown(T0 + 600_000, onZero, clock)
  countdown.start()
  now += 590_500
  tick()
  expect(countdown.remaining).toBe(10)
  now += 10_000
  tick()
  expect(onZero).toHaveBeenCalledTimes(1)
})

it('dispose stops the ticking without submitting', () => {
  const clock = fakeClock(T0)
  const onZero = jest.fn()
  const countdown = new Countdown(T0 + 2000, onZero, clock)
  countdown.start()
  countdown.dispose()
  clock.advance(5000)
  expect(onZero).not.toHaveBeenCalled()
})
