import { parseServerTime, serverDay, serverDaysUpTo, withServerZone } from '@/utils/server-time'
import { clockTime, hasPassed, relativeTime, shortClockTime } from '@/utils/time'
import { fallbackDaily } from '@/stores/growth'
import { readMember } from '@/services/api/member'
import { readWatchProgress } from '@/services/api/course'
import { readLearnedVideo } from '@/services/api/growth'
import type { Raw } from '@/services/api/normalize'
import { sampleData } from '../mocks/samples'

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
    expect(serverDay('2026-03-10 00:30:00')).toBe('2026-03-10')
    expect(serverDay('2026-03-09 23:59:59')).toBe('2026-03-09')
    expect(clockTime('2026-03-10 04:30:00')).toBe('2026-03-10 04:30')
    expect(clockTime('2026-03-10T12:30:00+08:00')).toBe('2026-03-10 04:30')
    expect(shortClockTime('2026-03-10 04:30:00', new Date(T))).toBe('03-10 04:30')
    expect(relativeTime('2026-03-10 04:00:00', new Date(T))).toBe('30分钟前')
    expect(relativeTime('2026-03-10T04:00:00', new Date(T))).toBe('30分钟前')
    expect(clockTime('yesterday')).toBe('')
  })
})

describe(`which zone a zone-less field is in (meedu-api.md §1.6), TZ=${zone}`, () => {
  it.each([
    ['2027-06-30 12:00:00', 'china', '2027-06-30T12:00:00+08:00'],
    ['2027-06-30T12:00:00', 'china', '2027-06-30T12:00:00+08:00'],
    ['2026-12-03T09:06:56', 'utc', '2026-12-03T09:06:56Z'],
    ['2026-3-1 8:05', 'china', '2026-03-01T08:05:00+08:00'],
    ['2026-03-01', 'china', '2026-03-01T00:00:00+08:00'],
    ['2026-12-03T09:06:56.000000Z', 'china', '2026-12-03T09:06:56.000000Z'],
    ['2026-12-03T17:06:56+08:00', 'utc', '2026-12-03T17:06:56+08:00'],
  ] as const)('%s (%s) → %s', (text, zoneless, expected) => {
    expect(withServerZone(text, zoneless)).toBe(expected)
    expect(parseServerTime(expected)).toBe(parseServerTime(text, zoneless))
  })

  it('nothing stays nothing; what cannot be read is kept as sent', () => {
    expect(withServerZone(null, 'china')).toBeNull()
    expect(withServerZone('', 'china')).toBeNull()
    expect(withServerZone(undefined, 'utc')).toBeNull()
    expect(withServerZone('永久', 'china')).toBe('永久')
    // A wall clock no calendar has is not given a zone: parseServerTime refuses it either way.
    expect(withServerZone('2026-02-31 10:00:00', 'china')).toBe('2026-02-31 10:00:00')
    expect(withServerZone('2026-03-01 24:00:00', 'china')).toBe('2026-03-01 24:00:00')
    expect(parseServerTime('2026-02-31 10:00:00', 'china')).toBeNull()
  })

  it('a zone-less China time is 8 hours before the same wall clock in UTC', () => {
    expect(parseServerTime('2027-06-30 12:00:00', 'china')).toBe(Date.UTC(2027, 5, 30, 4))
    expect(parseServerTime('2027-06-30 12:00:00')).toBe(Date.UTC(2027, 5, 30, 12))
  })

  it('the VIP learner of the real servers (sample 18): the plan ends at 12:00 China time, 04:00 UTC', () => {
    for (const release of ['4.9.10', 'v4.9.30'] as const) {
      const member = readMember(sampleData(release, '18') as Raw)
      expect(member.role_expired_at).toBe('2027-06-30T12:00:00+08:00')
      // Read as UTC the plan looked active for 8 more hours.
      expect(hasPassed(member.role_expired_at, Date.UTC(2027, 5, 30, 4, 0, 1))).toBe(true)
      expect(hasPassed(member.role_expired_at, Date.UTC(2027, 5, 30, 3, 59, 59))).toBe(false)
      expect(clockTime(member.role_expired_at ?? '')).toBe('2027-06-30 04:00')
      // Its Eloquent created_at keeps its own Z.
      expect(member.created_at).toBe('2026-12-03T09:05:54.000000Z')
    }
  })

  it("a course's watch progress (sample 19e): watched_at is China time, created_at stays as sent", () => {
    const data = sampleData('4.9.10', '19e') as { videoWatchedProgress: unknown }
    expect(readWatchProgress(data.videoWatchedProgress)[1]?.watched_at).toBe('2026-12-03T17:06:56+08:00')
  })

  it('learned/course (sample 19c): one record, written a second apart, is one instant once each zone is said', () => {
    const data = sampleData('4.9.10', '19c') as Record<string, Raw>
    const record = readLearnedVideo(data['0']).record
    expect(record?.watched_at).toBe('2026-12-03T17:06:56+08:00')
    expect(record?.created_at).toBe('2026-12-03T09:06:56Z')
    expect(parseServerTime(record?.watched_at)).toBe(parseServerTime(record?.created_at))
  })

  it.each([
    // Watched at 05:30 China time on the 4th: 21:30 UTC on the 3rd, the chart's (UTC) day.
    ['2026-12-04T05:30:00', '2026-12-03'],
    ['2026-12-04T07:59:59', '2026-12-03'],
    ['2026-12-04T08:00:00', '2026-12-04'],
    ['2026-12-04T23:30:00', '2026-12-04'],
  ])("学习成长's fallback counts a video finished at %s (China) on %s (UTC)", (watchedAt, day) => {
    const video = readLearnedVideo({
      id: 1,
      title: '安装 PHP',
      duration: 120,
      watch_record: { watch_seconds: 120, watched_at: watchedAt, created_at: '2026-12-01T02:00:00' },
    })
    expect(fallbackDaily([[video]])).toEqual([{ date: day, seconds: 120 }])
  })

  it("学习成长's fallback counts a video not finished on the UTC day of its created_at (UTC wall clock)", () => {
    const video = readLearnedVideo({
      id: 1,
      title: '安装 PHP',
      duration: 120,
      watch_record: { watch_seconds: 30, watched_at: null, created_at: '2026-12-03T23:30:00' },
    })
    expect(fallbackDaily([[video]])).toEqual([{ date: '2026-12-03', seconds: 30 }])
  })
})

describe('server days (utils/server-time.ts owns the day arithmetic)', () => {
  it('serverDaysUpTo: the days up to the server day of now, oldest first, across a month and a year', () => {
    expect(serverDaysUpTo(Date.parse('2026-03-01T00:00:00Z'), 3)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ])
    expect(serverDaysUpTo(Date.parse('2027-01-01T23:59:59Z'), 2)).toEqual(['2026-12-31', '2027-01-01'])
    expect(serverDaysUpTo(T, 0)).toEqual([])
  })

  it("serverDay reads a zone-less time in its field's zone", () => {
    expect(serverDay('2026-03-10 04:30:00', 'china')).toBe('2026-03-09')
    expect(serverDay('2026-03-10 04:30:00')).toBe('2026-03-10')
  })
})
