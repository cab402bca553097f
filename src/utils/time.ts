import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { parseServerTime } from './server-time'
import { serverNow } from './server-clock'

dayjs.extend(utc)

/** A server time as dayjs at UTC; invalid when the value cannot be read (see parseServerTime). */
function serverTime(value: string | number | Date) {
  const ms = parseServerTime(value)
  return ms === null ? dayjs.utc(NaN) : dayjs.utc(ms)
}

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * MeEdu's relative time: 刚刚, N分钟前, N小时前, N天前, then MM-DD HH:mm under 365 days, else
 * YYYY-MM-DD HH:mm. Dates are shown at UTC offset 0, as the API sends them and MeEdu's own H5 shows them.
 * A time in the future (clock skew) counts as 刚刚. `now` is the server's (utils/server-clock), not the phone's.
 */
export function relativeTime(value: string | number | Date, now: Date = new Date(serverNow())): string {
  const time = serverTime(value)
  if (!time.isValid()) return ''
  const seconds = Math.floor((now.getTime() - time.valueOf()) / 1000)
  if (seconds < MINUTE) return '刚刚'
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}分钟前`
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}小时前`
  if (seconds < 7 * DAY) return `${Math.floor(seconds / DAY)}天前`
  if (seconds < 365 * DAY) return time.format('MM-DD HH:mm')
  return time.format('YYYY-MM-DD HH:mm')
}

/**
 * A time as the app shows times: the UTC wall clock (as the API sends it and MeEdu's H5 shows it) in `pattern`,
 * `YYYY-MM-DD HH:mm` by default. Unreadable → ''.
 */
export function clockTime(value: string | number | Date, pattern = 'YYYY-MM-DD HH:mm'): string {
  const time = serverTime(value)
  return time.isValid() ? time.format(pattern) : ''
}

/**
 * One format for a list of dated rows (no 3天前 beside 11-16 02:41): `MM-DD HH:mm` this year, `YYYY-MM-DD HH:mm`
 * otherwise. Unreadable → ''.
 */
export function shortClockTime(value: string | number | Date, now: Date = new Date(serverNow())): string {
  const time = serverTime(value)
  if (!time.isValid()) return ''
  return time.format(time.year() === dayjs.utc(now).year() ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm')
}

/** A server time that has come already, by the server's clock (a VIP plan's expiry); unreadable → false. */
export function hasPassed(
  value: string | number | Date | null | undefined,
  now: number = serverNow()
): boolean {
  const time = parseServerTime(value)
  return time !== null && time <= now
}

/** A duration in seconds as `mm:ss`, or `h:mm:ss` from one hour on (MeEdu's `[HH:]MM:SS`). Bad input → `00:00`. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0
  const h = Math.floor(seconds / HOUR)
  const m = Math.floor((seconds % HOUR) / MINUTE)
  const s = seconds % MINUTE
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}
