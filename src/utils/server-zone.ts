/** Where the wall clock of a zone-less server time was read: China time (UTC+8, MeEdu's PRC) or UTC. */
export type ZonelessAs = 'china' | 'utc'

export const ZONE_OFFSET: Record<ZonelessAs, string> = { china: '+08:00', utc: 'Z' }

/** The forms of MeEdu's times (server-time.ts): a date, then optionally a clock, a fraction and a zone. */
export const SERVER_TIME =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * A server time with its zone said: a zone-less one gets the zone of its field (`2027-06-30 12:00:00`, china →
 * `2027-06-30T12:00:00+08:00`; utc → `…Z`), a time with its own zone is kept as sent. Missing or '' → null; a
 * string that cannot be read (no date, or a wall clock no calendar has, as `parseServerTime` refuses it) is kept
 * as sent (the screen shows it, nothing compares it).
 */
export function withServerZone(value: unknown, zoneless: ZonelessAs): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const text = value.trim()
  const match = SERVER_TIME.exec(text)
  if (!match) return value
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', ownZone] = match
  if (ownZone) return text
  const [month, day, hour, minute, second] = [mo, d, h, mi, s].map(Number)
  const date = new Date(Date.UTC(Number(y), month - 1, day, hour, minute, second))
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 60 || date.getUTCDate() !== day)
    return value
  const pad = (part: string) => part.padStart(2, '0')
  const clock = `${pad(h)}:${pad(mi)}:${pad(s)}${fraction ? `.${fraction}` : ''}`
  return `${y}-${pad(mo)}-${pad(d)}T${clock}${ZONE_OFFSET[zoneless]}`
}
