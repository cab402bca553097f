'use strict'

// What MeEdu's PHP makes of the demo's values (contract meedu-api.md §1.6, §1.7): keyed arrays as JSON, the time
// strings that are not Eloquent timestamps, and the order PHP's sort leaves behind.

/** China time (the server's zone `PRC`): UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/**
 * `json_encode` of a PHP array, given as its [key, value] pairs in PHP's order: `[]` when empty, a JSON list when
 * the keys are exactly 0, 1, …, n-1 in that order, else an object (whose integer-like keys JavaScript writes in
 * ascending order; a JSON object has no order, so a reader loses nothing).
 */
function phpArray(entries) {
  const pairs = [...entries]
  if (pairs.length === 0) return []
  if (pairs.every(([key], index) => String(key) === String(index))) return pairs.map(([, value]) => value)
  return Object.fromEntries(pairs.map(([key, value]) => [String(key), value]))
}

/** PHP's `groupBy` of a Laravel collection: groups in the order of their first item, as [key, items] pairs. */
function groupInOrder(items, keyOf) {
  const groups = new Map()
  for (const item of items) {
    const key = keyOf(item)
    if (!groups.has(key)) groups.set(key, [])
    groups.get(key).push(item)
  }
  return [...groups.entries()]
}

/** `YYYY-MM-DD`, `HH:MM:SS` of an instant read on a clock `offsetMs` ahead of UTC. */
function wallClock(ms, offsetMs) {
  const text = new Date(ms + offsetMs).toISOString() // 2024-06-20T16:00:00.000Z
  return [text.slice(0, 10), text.slice(11, 19)]
}

/**
 * A raw datetime column as MeEdu sends it: China wall-clock time without a zone, `Y-m-d H:i:s`
 * (`published_at`, `watched_at`, `role_expired_at`, the `user_course` row's `created_at`). null stays null.
 */
function chinaTime(ms) {
  if (ms === null || ms === undefined) return null
  return wallClock(ms, CHINA_OFFSET_MS).join(' ')
}

/** Carbon's `toDateTimeLocalString()` of a raw column (China wall-clock time): `Y-m-d\TH:i:s`, no zone. */
function chinaLocalString(ms) {
  if (ms === null || ms === undefined) return null
  return wallClock(ms, CHINA_OFFSET_MS).join('T')
}

/** `toDateTimeLocalString()` of an Eloquent timestamp (parsed from `…Z`): UTC wall-clock time, `Y-m-d\TH:i:s`. */
function utcLocalString(ms) {
  if (ms === null || ms === undefined) return null
  return wallClock(ms, 0).join('T')
}

/**
 * PHP 8's `uasort` (Laravel's `Collection::sort`) with a comparator that returns a bool, as MeEdu's
 * `learnedCourseDetail` does with `Carbon::parse($a)->gte($b)`: PHP reads `true` as 1 and retries `false` with
 * the operands swapped (`-1` when that is true), so equal items compare as "greater" both ways. Sorting is
 * zend_sort's insertion sort: exact for up to 6 items (zend_sort_2…5 and the linear part of zend_insert_sort;
 * past 6 PHP inserts by binary search, which this does not copy). The demo's courses have at most 5 videos.
 * `isGte(a, b)` is the comparator; returns the [key, item] pairs (keys are the original indexes) in sorted order.
 */
function phpBoolSort(items, isGte) {
  const entries = items.map((item, index) => [index, item])
  const cmp = (a, b) => (isGte(a[1], b[1]) ? 1 : isGte(b[1], a[1]) ? -1 : 0)
  const swap = (i, j) => {
    const kept = entries[i]
    entries[i] = entries[j]
    entries[j] = kept
  }
  const gt = (i, j) => cmp(entries[i], entries[j]) > 0
  const sort3 = (a, b, c) => {
    if (!gt(a, b)) {
      if (!gt(b, c)) return
      swap(b, c)
      if (gt(a, b)) swap(a, b)
      return
    }
    if (!gt(c, b)) {
      swap(a, c)
      return
    }
    swap(a, b)
    if (gt(b, c)) swap(b, c)
  }
  const sort4 = (a, b, c, d) => {
    sort3(a, b, c)
    if (gt(c, d)) {
      swap(c, d)
      if (gt(b, c)) {
        swap(b, c)
        if (gt(a, b)) swap(a, b)
      }
    }
  }
  const sort5 = (a, b, c, d, e) => {
    sort4(a, b, c, d)
    if (gt(d, e)) {
      swap(d, e)
      if (gt(c, d)) {
        swap(c, d)
        if (gt(b, c)) {
          swap(b, c)
          if (gt(a, b)) swap(a, b)
        }
      }
    }
  }
  const n = entries.length
  if (n === 2 && gt(0, 1)) swap(0, 1)
  else if (n === 3) sort3(0, 1, 2)
  else if (n === 4) sort4(0, 1, 2, 3)
  else if (n === 5) sort5(0, 1, 2, 3, 4)
  else if (n > 5) {
    // zend_insert_sort's first six: each item moves left past every item that compares greater than it.
    for (let i = 1; i < n; i += 1) {
      let j = i
      while (j > 0 && cmp(entries[j - 1], entries[i]) > 0) j -= 1
      entries.splice(j, 0, entries.splice(i, 1)[0])
    }
  }
  return entries
}

module.exports = {
  CHINA_OFFSET_MS,
  phpArray,
  groupInOrder,
  chinaTime,
  chinaLocalString,
  utcLocalString,
  phpBoolSort,
}
