/**
 * Readers for answers the app cannot trust to be well-formed. MeEdu sends `[]` for an empty object, numbers as
 * strings now and then, and a forked or older backend may leave fields out. Each reader returns a value of the
 * type the screens expect, so a bad field shows as empty, never as a blank page.
 */

export type Raw = Record<string, unknown>

/** An object (an array, `[]` included, or null → `{}`). */
export function obj(value: unknown): Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {}
}

/** An array (an object's values when the server sent `{0: …, 1: …}`; anything else → `[]`). */
export function arr(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (value !== null && typeof value === 'object') return Object.values(value as Raw)
  return []
}

/** A finite number (`"12.50"` → 12.5); anything else → `fallback`. */
export function num(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : fallback
  }
  if (typeof value === 'boolean') return value ? 1 : 0
  return fallback
}

/** A page's `total` when the server sent a number, else undefined (the list then ends on a short page). */
export function pageTotal(value: unknown): number | undefined {
  const total = num(value, NaN)
  return Number.isFinite(total) ? total : undefined
}

/** A string (numbers become their text; anything else → `fallback`). */
export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return fallback
}

/** A flag sent as 0/1, "1", or a boolean. */
export function flag(value: unknown): boolean {
  return value === true || num(value) === 1
}

/** A positive integer id, or 0 when there is none. */
export function id(value: unknown): number {
  const n = num(value)
  return Number.isInteger(n) && n > 0 ? n : 0
}

/** The items of an array that read as objects, through `read`; items without an id are dropped. */
export function list<T extends { id: number }>(value: unknown, read: (raw: Raw) => T): T[] {
  return arr(value)
    .filter((item) => item !== null && typeof item === 'object' && !Array.isArray(item))
    .map((item) => read(item as Raw))
    .filter((item) => item.id > 0)
}
