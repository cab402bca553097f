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

/**
 * The one reader of MeEdu's 0/1 flags (the API's answers and the system config alike): on at 1, "1" or true; off for
 * everything else (0, "0", 2, "true", "yes", null, a missing field).
 */
export function flag(value: unknown): boolean {
  return value === true || num(value) === 1
}

/** A field that must be text: a string, else `fallback` (a number is not text here: the field is malformed). */
export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}

/** A field that must be a list: an array, else `[]` (an object, even `{0: …}`, is malformed here). */
export function array(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** A field that must be an object: an object (not an array, not null), else null. */
export function objectOrNull(value: unknown): Raw | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : null
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
