'use strict'

// The shape of a JSON answer, compared with a recorded one (test/demo-api/contract.test.js): the same keys and
// the same JSON types, lists where PHP makes lists, the same forms of time strings. Values are not compared: the
// demo's seed is not the recording servers' data.

/** JSON type of a value: null, boolean, number, string, array or object. */
function jsonType(value) {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/**
 * The form of a string that matters to a client: MeEdu sends times as `…Z` UTC (Eloquent), as zone-less PRC
 * `Y-m-d H:i:s` (raw columns) and as zone-less `Y-m-d\TH:i:s` (toDateTimeLocalString); anything else is text.
 */
function stringForm(text) {
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(text)) return 'time …Z (UTC)'
  if (/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return 'time Y-m-d H:i:s (no zone)'
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(text)) return 'time Y-m-d\\TH:i:s (no zone)'
  return 'text'
}

/** An object whose keys are ids or indexes (PHP's keyed arrays: videos by chapter, progress by video id). */
function isKeyedByNumbers(object) {
  const keys = Object.keys(object)
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key))
}

/**
 * Differences between the shape of `recorded` (a real server's answer) and `actual` (the demo's), as
 * `path: what` lines; [] when the shapes agree. Rules:
 * - the JSON types are equal everywhere (an empty PHP array is `[]`, a list; an object stays an object);
 * - an object has exactly the recorded keys, except one keyed by numbers (a PHP map), whose values are compared
 *   with the recorded values and whose keys must be numbers too;
 * - a recorded empty list says nothing of its items; a recorded list with items needs the demo's list to have
 *   items too, each of the shape of one of the recorded items;
 * - strings have the same form (the three time forms, or text).
 */
function shapeDifferences(recorded, actual, path = 'data') {
  const expectedType = jsonType(recorded)
  const actualType = jsonType(actual)
  if (expectedType !== actualType) {
    return [`${path}: ${actualType} where the recorded answer has ${expectedType}`]
  }
  if (expectedType === 'string') {
    const expectedForm = stringForm(recorded)
    const actualForm = stringForm(actual)
    return expectedForm === actualForm
      ? []
      : [`${path}: ${actualForm} (${JSON.stringify(actual)}) where the recorded answer has ${expectedForm}`]
  }
  if (expectedType === 'array') {
    if (recorded.length === 0) return []
    if (actual.length === 0) return [`${path}: an empty list where the recorded answer has items`]
    const differences = []
    actual.forEach((item, index) => {
      const tries = recorded.map((sample) => shapeDifferences(sample, item, `${path}[${index}]`))
      if (tries.some((found) => found.length === 0)) return
      differences.push(...tries.reduce((best, found) => (found.length < best.length ? found : best)))
    })
    return differences
  }
  if (expectedType === 'object') {
    if (isKeyedByNumbers(recorded)) {
      const differences = []
      const samples = Object.values(recorded)
      for (const [key, value] of Object.entries(actual)) {
        if (!/^\d+$/.test(key))
          differences.push(`${path}: key "${key}" where the recorded map has numeric keys`)
        const tries = samples.map((sample) => shapeDifferences(sample, value, `${path}.${key}`))
        if (!tries.some((found) => found.length === 0)) {
          differences.push(...tries.reduce((best, found) => (found.length < best.length ? found : best)))
        }
      }
      if (Object.keys(actual).length === 0)
        differences.push(`${path}: an empty object where the recorded map has entries`)
      return differences
    }
    const differences = []
    for (const key of Object.keys(recorded)) {
      if (!(key in actual)) differences.push(`${path}.${key}: missing`)
      else differences.push(...shapeDifferences(recorded[key], actual[key], `${path}.${key}`))
    }
    for (const key of Object.keys(actual)) {
      if (!(key in recorded)) differences.push(`${path}.${key}: not in the recorded answer`)
    }
    return differences
  }
  return []
}

module.exports = { jsonType, stringForm, shapeDifferences }
