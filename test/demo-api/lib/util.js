'use strict'

// Small helpers shared by the demo API modules (ids, times, masks, mobile checks).

const crypto = require('node:crypto')

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** Random string of `length` characters taken from `alphabet`. */
function randomString(length, alphabet = ALNUM) {
  let out = ''
  for (let i = 0; i < length; i += 1) out += alphabet[crypto.randomInt(alphabet.length)]
  return out
}

/** Random string of decimal digits (may start with 0, e.g. SMS codes). */
function randomDigits(length) {
  return randomString(length, '0123456789')
}

/**
 * Laravel 8 serialises dates as ISO-8601 UTC with microseconds
 * (`2024-06-20T08:00:00.000000Z`); mimic that so the client is tested against the real format.
 */
function isoTime(ms) {
  if (ms === null || ms === undefined) return null
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z')
}

/** Format check used by the API (and the app): 11 digits, starts with 1, second digit 3-9. */
function isValidMobile(mobile) {
  return typeof mobile === 'string' && /^1[3-9]\d{9}$/.test(mobile)
}

/** Upstream `is_bind_mobile`: users created without a phone get a placeholder that does not start with 1. */
function isBoundMobile(mobile) {
  return typeof mobile === 'string' && mobile.length === 11 && mobile.startsWith('1')
}

/** Placeholder "mobile" for users created without one (social sign-up), as upstream does. */
function placeholderMobile() {
  return `2${randomDigits(10)}`
}

/** Parse a positive integer query value, falling back to `fallback`. */
function positiveInt(value, fallback) {
  const n = Number.parseInt(value, 10)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

module.exports = {
  randomString,
  randomDigits,
  isoTime,
  isValidMobile,
  isBoundMobile,
  placeholderMobile,
  positiveInt,
}
