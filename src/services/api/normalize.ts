/**
 * Readers for answers the app cannot trust to be well-formed. MeEdu sends `[]` for an empty object, numbers as
 * strings now and then, and a forked or older backend may leave fields out. Each reader returns a value of the
 * type the screens expect, so a bad field shows as empty, never as a blank page.
 */

import { arr, num, obj, str, type Raw } from '@/utils/raw-values'

// The readers of single values live in utils (the home page's view blocks use them too); the API modules keep
// importing them from here.
export { arr, num, obj, str }
export type { Raw }

/** A page's `total` when the server sent a number, else undefined (the list then ends on a short page). */
export function pageTotal(value: unknown): number | undefined {
  const total = num(value, NaN)
  return Number.isFinite(total) ? total : undefined
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
