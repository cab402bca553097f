'use strict'

// In-memory state of the demo server: seed data (users, notifications, social bindings, the learning
// catalogue of catalogue.js with purchases, likes and watch records) plus
// the short-lived stores (tokens, captchas, SMS codes, login codes, face-verify tokens) and
// the test-control data (response overrides, request log). `reset()` restores the seed
// in place, so references to the state object stay valid.

const { createSeedData, newMemberFields, SECOND } = require('./data')
const { createCatalogue } = require('./catalogue')
const { createCommerce } = require('./commerce')
const { createComments } = require('./comments')
const { createPapers } = require('./papers')
const { createAnnouncements } = require('./announcements')
const { createCaptchaImage } = require('./captcha')
const { createAgreements } = require('./agreements')
const { createRecords } = require('./records')
const { mergeSwitches, DEFAULT_SWITCHES } = require('./switches')
const { applyTitles } = require('./titles')
const { randomString, randomDigits } = require('./lib/util')

const CAPTCHA_TTL_MS = 300 * SECOND
const SMS_TTL_MS = 300 * SECOND
const SMS_MAX_WRONG_CHECKS = 10
const SOCIAL_CODE_TTL_MS = 600 * SECOND

function createState({ switches = {}, now = Date.now } = {}) {
  const initialSwitches = mergeSwitches(DEFAULT_SWITCHES, switches)

  const state = {
    now,
    initialSwitches,
    switches: null,
    users: [],
    nextUserId: 1,
    notifications: [],
    socialites: [],
    tokens: new Map(), // token → user id
    captchas: new Map(), // key → {answer, expiresAt}
    smsCodes: new Map(), // "mobile|scene" → {code, expiresAt, wrongChecks}
    lastSms: new Map(), // "mobile|scene" → last code sent (for /__demo/sms, kept after use)
    socialCodes: new Map(), // login_code → {app, openid, action, expiresAt, exchanged}
    faceTokens: new Map(), // biz_token → {userId, ruleId, sUrl, passed}
    cashierTickets: new Map(), // ticket → {orderId, userId, payment, scene, sUrl, fUrl} (the fake cashier)
    avatars: new Map(), // "<userId>/<n>.<ext>" → {contentType, data} (uploaded avatars)
    mobileSigns: new Map(), // sign → {userId, expiresAt} (POST /api/v2/member/verify, single use)
    overrides: new Map(), // pathname → [{status, body, raw, delayMs}]
    requestLog: [],

    /** Fresh seed data, switches back to the initial options, every store emptied. */
    reset() {
      const seededAt = now()
      const catalogue = createCatalogue(seededAt)
      Object.assign(
        state,
        createSeedData(seededAt),
        catalogue,
        createCommerce(seededAt, catalogue),
        createComments(seededAt),
        createPapers(seededAt)
      )
      Object.assign(state, createAnnouncements(seededAt))
      // Agreements and consents (agreements.js), login records and API request counts (records.js).
      Object.assign(state, createAgreements(seededAt, state.users), createRecords())
      state.switches = { ...initialSwitches }
      applyTitles(state)
      for (const store of [
        state.tokens,
        state.captchas,
        state.smsCodes,
        state.lastSms,
        state.socialCodes,
        state.faceTokens,
        state.cashierTickets,
        state.avatars,
        state.mobileSigns,
        state.overrides,
      ]) {
        store.clear()
      }
      state.requestLog = []
    },

    // ---- users and tokens -------------------------------------------------------------

    findUser(id) {
      return state.users.find((user) => user.id === Number(id)) || null
    },

    findUserByMobile(mobile) {
      return state.users.find((user) => user.mobile === mobile) || null
    },

    /** Register a learner (SMS login with an unknown mobile, social sign-up). */
    createUser({ mobile, nickName }) {
      const user = {
        id: state.nextUserId++,
        mobile,
        password: null,
        nick_name: nickName || `用户${randomString(4, 'abcdefghjkmnpqrstuvwxyz23456789')}`,
        ...newMemberFields(),
        is_password_set: 0,
        created_at: now(),
      }
      state.users.push(user)
      return user
    },

    issueToken(userId) {
      const token = randomString(48)
      state.tokens.set(token, userId)
      return token
    },

    userForToken(token) {
      if (!token || !state.tokens.has(token)) return null
      return state.findUser(state.tokens.get(token))
    },

    // ---- image captcha (single use, 300 s) --------------------------------------------

    newCaptcha() {
      const { answer, img } = createCaptchaImage()
      const key = randomString(32)
      state.captchas.set(key, { answer, expiresAt: now() + CAPTCHA_TTL_MS })
      return { key, img }
    },

    /** The stored answer without consuming it, or null. */
    peekCaptcha(key) {
      const entry = state.captchas.get(key)
      if (!entry || entry.expiresAt <= now()) return null
      return entry.answer
    },

    /** Check an answer (case-insensitive). The key is removed on the first check, even if wrong. */
    checkCaptcha(key, answer) {
      const entry = state.captchas.get(key)
      state.captchas.delete(key)
      if (!entry || entry.expiresAt <= now()) return false
      return entry.answer.toLowerCase() === String(answer).trim().toLowerCase()
    },

    // ---- SMS codes (6 digits, 300 s, per mobile + scene) ------------------------------

    sendSms(mobile, scene) {
      const code = randomDigits(6)
      const key = `${mobile}|${scene}`
      state.smsCodes.set(key, { code, expiresAt: now() + SMS_TTL_MS, wrongChecks: 0 })
      state.lastSms.delete(key) // re-insert so the newest send is last (for scene-less lookups)
      state.lastSms.set(key, code)
      return code
    },

    /** Last code sent to `mobile` (for `scene`, or any scene when omitted), or null. */
    lastSmsCode(mobile, scene) {
      if (scene) return state.lastSms.get(`${mobile}|${scene}`) ?? null
      let found = null
      for (const [key, code] of state.lastSms) if (key.startsWith(`${mobile}|`)) found = code
      return found
    },

    /** Single use; discarded after more than 10 wrong checks (upstream mobile_code_check). */
    checkSms(mobile, scene, code) {
      const key = `${mobile}|${scene}`
      const entry = state.smsCodes.get(key)
      if (!entry) return false
      if (entry.expiresAt <= now()) {
        state.smsCodes.delete(key)
        return false
      }
      if (entry.code !== String(code).trim()) {
        entry.wrongChecks += 1
        if (entry.wrongChecks > SMS_MAX_WRONG_CHECKS) state.smsCodes.delete(key)
        return false
      }
      state.smsCodes.delete(key)
      return true
    },

    // ---- social login -----------------------------------------------------------------

    /** Store a social profile under a random 32-character login code (600 s). */
    newSocialCode(profile) {
      const code = randomString(32)
      state.socialCodes.set(code, { ...profile, expiresAt: now() + SOCIAL_CODE_TTL_MS, exchanged: false })
      return code
    },

    /** The profile stored under a login code, or null when unknown/expired/used. */
    socialProfile(code) {
      const entry = state.socialCodes.get(code)
      if (!entry) return null
      if (entry.expiresAt <= now()) {
        state.socialCodes.delete(code)
        return null
      }
      return entry
    },

    socialUserId(app, openid) {
      const binding = state.socialites.find((s) => s.app === app && s.app_user_id === openid)
      return binding ? binding.user_id : null
    },

    /** Attach a social account to a user (replacing the user's previous account of that app). */
    bindSocialite(userId, app, openid) {
      state.socialites = state.socialites.filter((s) => !(s.user_id === userId && s.app === app))
      state.socialites.push({ user_id: userId, app, app_user_id: openid, created_at: now() })
    },

    isBoundTo(userId, app) {
      return state.socialites.some((s) => s.user_id === userId && s.app === app)
    },

    // ---- test control: one-shot response overrides ------------------------------------

    queueOverride(path, override) {
      if (!state.overrides.has(path)) state.overrides.set(path, [])
      state.overrides.get(path).push(override)
    },

    takeOverride(path) {
      const queue = state.overrides.get(path)
      if (!queue || queue.length === 0) return null
      const next = queue.shift()
      if (queue.length === 0) state.overrides.delete(path)
      return next
    },
  }

  state.reset()
  return state
}

module.exports = { createState, CAPTCHA_TTL_MS, SMS_TTL_MS, SOCIAL_CODE_TTL_MS, SMS_MAX_WRONG_CHECKS }
