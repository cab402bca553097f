'use strict'

// What the demo records about its clients, for tests to read through /__demo/ controls:
// - login records: every real login (password, SMS, social code, withSocialite, the v2 social redirect) with the
//   platform MeEdu would store from the `meedu-platform` header (lib/platform.js), and whether it was logged out;
// - API requests: every /api/* request (not /__demo/, not preflights) with its time and client address, kept for
//   10 minutes; the same count drives MeEdu's throttle when the `throttle` switch is on.
//
// The throttle as MeEdu's (`throttle:120,1`, Laravel's rate limiter keyed on the client IP): a window opens at an
// address's first request and lasts 60 s; within it the first 120 requests pass and every later one is refused
// (HTTP 200, code 429 请稍后再试, no Retry-After) without counting; the next request after the window opens a new
// one. Logged-in or not makes no difference: the bucket is the address.

const THROTTLE_LIMIT = 120
const THROTTLE_WINDOW_MS = 60 * 1000
const KEEP_REQUESTS_MS = 10 * 60 * 1000

function createRecords() {
  return { loginRecords: [], apiRequests: [], throttleWindows: new Map() }
}

/** One /api/* request from `ip`: recorded; true when the throttle (switch on) refuses it. */
function countApiRequest(state, { ip, method, path }) {
  const at = state.now()
  let throttled = false
  if (state.switches.throttle) {
    let window = state.throttleWindows.get(ip)
    if (!window || at >= window.startedAt + THROTTLE_WINDOW_MS) {
      window = { startedAt: at, hits: 0 }
      state.throttleWindows.set(ip, window)
    }
    if (window.hits >= THROTTLE_LIMIT) throttled = true
    else window.hits += 1
  }
  state.apiRequests.push({ at, ip, method, path, throttled })
  const kept = state.apiRequests.findIndex((request) => request.at >= at - KEEP_REQUESTS_MS)
  if (kept > 0) state.apiRequests.splice(0, kept)
  return throttled
}

/** The API requests received at or after `since` (ms), with a count per client address. */
function requestsSince(state, since) {
  const requests = state.apiRequests.filter((request) => request.at >= since)
  const byIp = {}
  for (const request of requests) byIp[request.ip] = (byIp[request.ip] || 0) + 1
  return {
    now: state.now(),
    since,
    total: requests.length,
    throttled: requests.filter((request) => request.throttled).length,
    by_ip: byIp,
    requests,
  }
}

/** A real login of `user` by `via` (password, mobile, code, withSocialite, socialite-v2) with its token. */
function recordLogin(state, user, via, { platform, header }, token) {
  state.loginRecords.push({
    user_id: user.id,
    via,
    platform,
    header,
    token,
    at: state.now(),
    logged_out_at: null,
  })
}

/** The login record of a token ends (POST /api/v2/logout). */
function recordLogout(state, token) {
  const record = state.loginRecords.find((r) => r.token === token)
  if (record) record.logged_out_at = state.now()
}

module.exports = {
  THROTTLE_LIMIT,
  THROTTLE_WINDOW_MS,
  KEEP_REQUESTS_MS,
  createRecords,
  countApiRequest,
  requestsSince,
  recordLogin,
  recordLogout,
}
