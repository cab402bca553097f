import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)

/**
 * When an attempt began, one format for the whole 考试记录 list (no 3天前 beside 11-16 02:41): `MM-DD HH:mm` this
 * year, `YYYY-MM-DD HH:mm` otherwise, at UTC as the rest of the app shows dates. Unreadable → ''.
 */
export function attemptTime(value: string | number | Date, now: Date = new Date()): string {
  const time = dayjs.utc(value)
  if (!time.isValid()) return ''
  return time.format(time.year() === dayjs.utc(now).year() ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm')
}
