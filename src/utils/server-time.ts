/**
 * The one reader of the server's times. MeEdu sends UTC, in three forms: ISO-8601 with a zone
 * (`2026-03-10T04:30:00.000000Z`, `…+08:00`), ISO without one (`2026-03-10T04:30:00`) and Laravel's plain
 * `2026-03-10 04:30:00` (seconds and fractions optional, a bare `2026-03-10` too). Every form without a zone is
 * UTC, never the phone's local time (`Date.parse` would read it as local: 8 hours off in China).
 *
 * Returns epoch milliseconds, or null when the value is empty or unreadable. A number is taken as epoch
 * milliseconds already; a Date as its time.
 */
const PLAIN =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i

export function parseServerTime(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (value instanceof Date) {
    const time = value.getTime()
    return Number.isFinite(time) ? time : null
  }
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '') return null
  const match = PLAIN.exec(text)
  if (!match) return null
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match
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
