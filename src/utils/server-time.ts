/**
 * The one reader of the server's times. MeEdu sends three forms (meedu-api.md §1.6), and which zone a time without
 * one is in depends on the field, not on the form:
 * - ISO-8601 with a zone (`2026-03-10T04:30:00.000000Z`, `…+08:00`): Eloquent timestamps (`created_at` of members,
 *   orders, messages, notices, comments…), read as they say;
 * - zone-less `2026-03-10 04:30:00` from a raw column: **China time (UTC+8)**, the server's PRC clock:
 *   `role_expired_at`, `published_at`, `videoWatchedProgress[*].watched_at`, v3 member/courses `created_at`;
 * - zone-less `2026-03-10T04:30:00` (`toDateTimeLocalString()`): the zone of what it was made from: learned/course
 *   `watch_record.watched_at` is China time, its `created_at` UTC.
 * The api readers say which zone each zone-less field has (`withServerZone(value, 'china' | 'utc')`), so the
 * rest of the app holds times with an explicit zone; `parseServerTime` reads a zone-less time as UTC unless told
 * otherwise. Never the phone's local time (`Date.parse` would read a zone-less time as local).
 *
 * Seconds and fractions are optional, a bare `2026-03-10` too. Returns epoch milliseconds, or null when the value
 * is empty or unreadable. A number is taken as epoch milliseconds already; a Date as its time.
 */

import { SERVER_TIME, ZONE_OFFSET, type ZonelessAs } from './server-zone'

// Naming the zone of a zone-less field (`withServerZone`) is server-zone.ts: the member's reader needs it at every
// start, and the first screen should not carry the rest of this file.
export { withServerZone, type ZonelessAs } from './server-zone'

export function parseServerTime(
  value: string | number | Date | null | undefined,
  zoneless: ZonelessAs = 'utc'
): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (value instanceof Date) {
    const time = value.getTime()
    return Number.isFinite(time) ? time : null
  }
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '') return null
  const match = SERVER_TIME.exec(text)
  if (!match) return null
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', ownZone] = match
  const zone = ownZone ?? (zoneless === 'china' ? ZONE_OFFSET.china : undefined)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3))
  let time = Date.UTC(Number(y), month - 1, day, hour, minute, second, ms)
  // 2026-02-31 rolls over into March: not a date the server meant.
  if (new Date(time).getUTCDate() !== day) return null
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1
    const digits = zone.slice(1).replace(':', '')
    const offset = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000
    time -= sign * offset
  }
  return time
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The day (`YYYY-MM-DD`) of a server time, as the server counts days: the UTC calendar day (the fork's `daily`
 * dates are UTC days). Read as `parseServerTime` reads it; null when it cannot be read.
 */
export function serverDay(
  value: string | number | Date | null | undefined,
  zoneless: ZonelessAs = 'utc'
): string | null {
  const ms = parseServerTime(value, zoneless)
  return ms === null ? null : new Date(ms).toISOString().slice(0, 10)
}

/** The `count` server days up to the day of `now` (a server time, `serverNow()`), oldest first. */
export function serverDaysUpTo(now: number, count: number): string[] {
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate()
  )
  const days: string[] = []
  for (let back = count - 1; back >= 0; back -= 1)
    days.push(new Date(today - back * DAY_MS).toISOString().slice(0, 10))
  return days
}
