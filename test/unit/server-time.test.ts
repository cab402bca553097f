import { parseServerTime } from '@/utils/server-time'
import { clockTime, relativeTime, shortClockTime } from '@/utils/time'
import { utcDay } from '@/stores/growth'

const T = Date.UTC(2026, 2, 10, 4, 30, 0) // 2026-03-10 04:30:00 UTC

// The learners live at UTC+8, servers and CI at UTC: the same answers in both zones. Jest runs this file at
// Asia/Shanghai, and `npm test` runs it again with JEST_TZ=UTC (test/run-all.js).
const zone = process.env.JEST_TZ || 'Asia/Shanghai'

describe(`server times read one way, TZ=${zone}`, () => {
  it('runs in that zone', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(zone === 'UTC' ? 0 : -480)
  })

  it.each([
    ['2026-03-10 04:30:00', T],
    ['2026-03-10 04:30', T],
    ['2026-03-10T04:30:00', T],
    ['2026-03-10T04:30:00Z', T],
    ['2026-03-10T04:30:00.000000Z', T],
    ['2026-03-10T04:30:00.250Z', T + 250],
    ['2026-03-10T12:30:00+08:00', T],
    ['2026-03-10T12:30:00+0800', T],
    ['2026-03-09T23:30:00-05:00', T],
    ['  2026-03-10 04:30:00  ', T],
    ['2026-03-10', Date.UTC(2026, 2, 10)],
  ])('%s → the same instant', (text, expected) => {
    expect(parseServerTime(text)).toBe(expected)
  })

  it.each([
    '',
    '   ',
    'soon',
    '2026-13-01 00:00:00',
    '2026-02-31 10:00:00',
    '2026-03-10 25:00:00',
    '1700000000',
  ])('unreadable %p → null', (text) => {
    expect(parseServerTime(text)).toBeNull()
  })

  it('numbers are epoch ms, null and undefined nothing', () => {
    expect(parseServerTime(T)).toBe(T)
    expect(parseServerTime(new Date(T))).toBe(T)
    expect(parseServerTime(NaN)).toBeNull()
    expect(parseServerTime(null)).toBeNull()
    expect(parseServerTime(undefined)).toBeNull()
  })

  it('every reader shows the plain form at UTC: growth days, clock times, relative times', () => {
    // Date.parse read "2026-03-10 00:30:00" as local time: the 9th in China.
    expect(utcDay('2026-03-10 00:30:00')).toBe('2026-03-10')
    expect(utcDay('2026-03-09 23:59:59')).toBe('2026-03-09')
    expect(clockTime('2026-03-10 04:30:00')).toBe('2026-03-10 04:30')
    expect(clockTime('2026-03-10T12:30:00+08:00')).toBe('2026-03-10 04:30')
    expect(shortClockTime('2026-03-10 04:30:00', new Date(T))).toBe('03-10 04:30')
    expect(relativeTime('2026-03-10 04:00:00', new Date(T))).toBe('30分钟前')
    expect(relativeTime('2026-03-10T04:00:00', new Date(T))).toBe('30分钟前')
    expect(clockTime('yesterday')).toBe('')
  })
})
