'use strict'

// MeEdu runs in time zone PRC (UTC+8) and writes raw datetime columns as zone-less China wall-clock time
// (`role_expired_at`: "2027-06-30 12:00:00"), next to Eloquent's `…Z` UTC timestamps (lib/util.js isoTime).

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** `Y-m-d H:i:s` in China time, without a zone (null stays null). */
function chinaDateTime(ms) {
  if (ms === null || ms === undefined) return null
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** The instant of a zone-less China time `Y-m-d H:i:s` (or `Y-m-dTH:i:s`); NaN when it is not one. */
function parseChinaDateTime(text) {
  const match = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)$/.exec(String(text).trim())
  return match ? Date.parse(`${match[1]}T${match[2]}Z`) - CHINA_OFFSET_MS : Number.NaN
}

module.exports = { chinaDateTime, parseChinaDateTime, CHINA_OFFSET_MS }
