'use strict'

// Behaviour switches of the demo server: set by createDemoApi({switches}), by env vars when
// run directly, and at runtime through POST /__demo/switches.

const { fail } = require('./lib/http')

const DEFAULT_SWITCHES = Object.freeze({
  bindMobileAlert: false, // config.member.enabled_mobile_bind_alert
  faceVerify: false, // config.member.enabled_face_verify
  qq: true, // config.socialites.qq (on by default so the QQ icon can be seen)
  wechatOauth: true, // config.socialites.wechat_oauth
  pcUrl: '', // config.pc_url
  socialNeedsBind: false, // social login finds no user → login/code answers action bind_mobile
  socialFail: false, // the simulated provider fails → redirect to f_url with login_err_msg
  recordFail: false, // every POST /api/v2/video/{id}/record answers HTTP 503 with an HTML page (no envelope)
  watchCourses: true, // GET /api/v2/member/watchCourses (fork endpoint); off → answered as a missing route (code 404)
  watchCoursesShape: 'courses', // its answer's shape: courses | data | array | unreadable (growth.js)
  payments: 'all', // enabled gateways: all | handPay (only) | online (no handPay) | none
  paper: true, // the Paper (exam) add-on: config.enabled_addons ['Paper'] and the /addons/Paper/* routes
  titles: 'seed', // site name, course 5 with its videos, paper 3: seed | hostile (markup) | tricky (text) (titles.js)
  meedu: '4.9.10', // which MeEdu release the demo plays: 4.9.10 | 4.9.30 (v4.9.30's routes, rules and shapes)
  deprecatedApiClosed: false, // MeEdu's CLOSE_DEPRECATED_API: the v2 search, v2 socialite, v2 attachment download → 路由不存在
  fullTextSearch: true, // Meilisearch configured: off → v3 search answers 搜索服务未配置 (4.9.10) or nothing (4.9.30)
  throttle: false, // MeEdu's per-IP throttle (120 requests a minute, then code 429 请稍后再试)
})

const ENV_NAMES = Object.freeze({
  bindMobileAlert: 'DEMO_BIND_MOBILE_ALERT',
  faceVerify: 'DEMO_FACE_VERIFY',
  qq: 'DEMO_QQ',
  wechatOauth: 'DEMO_WECHAT_OAUTH',
  pcUrl: 'DEMO_PC_URL',
  socialNeedsBind: 'DEMO_SOCIAL_NEEDS_BIND',
  socialFail: 'DEMO_SOCIAL_FAIL',
  recordFail: 'DEMO_RECORD_FAIL',
  watchCourses: 'DEMO_WATCH_COURSES',
  watchCoursesShape: 'DEMO_WATCH_COURSES_SHAPE',
  payments: 'DEMO_PAYMENTS',
  paper: 'DEMO_PAPER',
  titles: 'DEMO_TITLES',
  meedu: 'DEMO_MEEDU',
  deprecatedApiClosed: 'DEMO_DEPRECATED_API_CLOSED',
  fullTextSearch: 'DEMO_FULL_TEXT_SEARCH',
  throttle: 'DEMO_THROTTLE',
})

/** Switches that take one of a few words instead of a boolean. */
const CHOICES = Object.freeze({
  payments: ['all', 'handPay', 'online', 'none'],
  watchCoursesShape: ['courses', 'data', 'array', 'unreadable'],
  titles: ['seed', 'hostile', 'tricky'],
  meedu: ['4.9.10', '4.9.30'],
})

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes'])
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no', ''])

function toBoolean(name, value) {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  const word = String(value ?? '')
    .trim()
    .toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  throw fail(`开关 ${name} 的值无效：${value}（请用 1/0 或 true/false）`)
}

function toChoice(name, value) {
  // `v4.9.30` (MeEdu's tag) names the release as well as `4.9.30`.
  const word = String(value ?? '')
    .trim()
    .replace(name === 'meedu' ? /^v/i : /^$/, '')
  const found = CHOICES[name].find((choice) => choice.toLowerCase() === word.toLowerCase())
  if (!found) throw fail(`开关 ${name} 的值无效：${value}（可用：${CHOICES[name].join(', ')}）`)
  return found
}

/**
 * Merge `partial` into `base` after checking names and coercing values
 * (booleans accept 1/0, "1"/"0", true/false; pcUrl is a string; payments one of its words).
 */
function mergeSwitches(base, partial = {}) {
  const merged = { ...base }
  for (const [name, value] of Object.entries(partial || {})) {
    if (!(name in DEFAULT_SWITCHES)) {
      throw fail(`未知开关：${name}（可用：${Object.keys(DEFAULT_SWITCHES).join(', ')}）`)
    }
    if (name === 'pcUrl') merged[name] = String(value ?? '').trim()
    else if (CHOICES[name]) merged[name] = toChoice(name, value)
    else merged[name] = toBoolean(name, value)
  }
  return merged
}

/** Switches given through environment variables (only the ones that are set). */
function switchesFromEnv(env = process.env) {
  const partial = {}
  for (const [name, envName] of Object.entries(ENV_NAMES)) {
    if (env[envName] !== undefined) partial[name] = env[envName]
  }
  return partial
}

/** The demo plays MeEdu v4.9.30 (its routes, rules and answer shapes), not 4.9.10. */
const isNewMeedu = (switches) => switches.meedu === '4.9.30'

module.exports = { DEFAULT_SWITCHES, ENV_NAMES, mergeSwitches, switchesFromEnv, isNewMeedu }
