/**
 * Where a server time meets "now", now is the server's (utils/server-clock), not the phone's: N分钟前 / N天前
 * (messages, comments, orders, 学习成长), the year of a short date (the exam attempts), a VIP plan's expiry. The
 * phone here is 2 h fast; the server's Date header says the real time.
 */
import { serverClock } from '@/utils/server-clock'
import { hasPassed, relativeTime, shortClockTime } from '@/utils/time'
import { httpDate } from './clock-fakes'

const SERVER_NOW = Date.UTC(2026, 11, 31, 23, 0, 0) // 31 Dec, 23:00 UTC at the server

// The phone: its wall clock 2 h fast (utils/device-clock reads Date.now), its steady clock standing still.
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(SERVER_NOW + 2 * 3_600_000)
  jest.spyOn(performance, 'now').mockReturnValue(1000)
})

const iso = (ms: number) => new Date(ms).toISOString()

it('by the phone alone (no Date header yet), times read 2 h off', () => {
  expect(relativeTime(iso(SERVER_NOW - 10 * 60_000))).toBe('2小时前')
})

describe('with the server time known', () => {
  beforeEach(() => serverClock.noteDateHeader(httpDate(SERVER_NOW)))

  it('N分钟前 counts from the server time', () => {
    expect(relativeTime(iso(SERVER_NOW - 10 * 60_000))).toBe('10分钟前')
    expect(relativeTime(iso(SERVER_NOW - 30_000))).toBe('刚刚')
  })

  it('this year is the server year (the phone is already in the next one)', () => {
    expect(shortClockTime('2026-03-10 04:30:00')).toBe('03-10 04:30')
  })

  it('an expiry an hour away has not passed, one an hour ago has', () => {
    expect(hasPassed(iso(SERVER_NOW + 3_600_000))).toBe(false)
    expect(hasPassed(iso(SERVER_NOW - 3_600_000))).toBe(true)
    expect(hasPassed(null)).toBe(false)
    expect(hasPassed('soon')).toBe(false)
  })
})
