/**
 * Readers for JSON values the app cannot trust to be well-formed: each returns a value of the type asked for, so a
 * bad field reads as empty. The API readers (`services/api/normalize.ts`, which re-exports these) and the home page's
 * view blocks (`services/api/view-blocks.ts`) share them.
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

/** A string (numbers become their text; anything else → `fallback`). */
export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return fallback
}
