'use strict'

// Versioned agreements (MeEdu 4.9.27 and later; docs/meedu-api-4.9.30.md §6): one active version per type. A
// learner's flag in `agreement_status` is true only with a consent to the ACTIVE version of that type, so a new
// version turns it false until they agree again, and with no active version it stays false (agreeing records
// nothing). Only the user agreement and the privacy policy are consents a learner records; the two purchase
// agreements are accepted per order.
//
// Seed (fresh on every reset): version 1.0 of each type, active. Every seeded learner has agreed to 用户协议 1.0
// and 隐私政策 1.0 except learner 2 (13900139000, 学员小李), who has not (false/false on v4.9.30).

const DAY = 24 * 60 * 60 * 1000

const AGREEMENT_TYPES = Object.freeze({
  user_agreement: '用户协议',
  privacy_policy: '隐私政策',
  vip_service_agreement: '会员服务协议',
  paid_content_purchase_agreement: '付费内容购买协议',
})

/** The consents a learner records (`POST /api/v2/member/agreement/agree`, a registration). */
const REQUIRED_TYPES = Object.freeze(['user_agreement', 'privacy_policy'])

/** The seeded learner who has not agreed. */
const UNAGREED_LEARNER_ID = 2

/** Fresh agreements and consents for the seeded `users`. */
function createAgreements(now, users) {
  const agreements = Object.entries(AGREEMENT_TYPES).map(([type, title], index) => ({
    id: index + 1,
    type,
    title,
    version: '1.0',
    active: true,
    created_at: now - 30 * DAY,
  }))
  const agreementConsents = []
  for (const user of users) {
    if (user.id === UNAGREED_LEARNER_ID) continue
    for (const agreement of agreements.filter((a) => REQUIRED_TYPES.includes(a.type))) {
      agreementConsents.push({
        user_id: user.id,
        agreement_id: agreement.id,
        platform: 'H5',
        header: 'H5',
        ip: '127.0.0.1',
        agreed_at: now - 7 * DAY,
      })
    }
  }
  return { agreements, agreementConsents, nextAgreementId: agreements.length + 1 }
}

/** The active version of a type, or null. */
function activeAgreement(state, type) {
  return state.agreements.find((a) => a.type === type && a.active) || null
}

function hasConsent(state, userId, type) {
  const agreement = activeAgreement(state, type)
  return Boolean(
    agreement && state.agreementConsents.some((c) => c.user_id === userId && c.agreement_id === agreement.id)
  )
}

/** `agreement_status` of the member detail. */
function agreementStatus(state, userId) {
  return {
    user_agreement_agreed: hasConsent(state, userId, 'user_agreement'),
    privacy_policy_agreed: hasConsent(state, userId, 'privacy_policy'),
  }
}

/**
 * Consent to every active required agreement (a repeated consent to the same version updates its record, as
 * MeEdu's). `platform` = `{platform, header}` of lib/platform.js. Returns how many versions were agreed to (0 when
 * none is active).
 */
function recordConsent(state, userId, { platform, header }, ip) {
  const active = REQUIRED_TYPES.map((type) => activeAgreement(state, type)).filter(Boolean)
  for (const agreement of active) {
    const fields = { platform, header, ip, agreed_at: state.now() }
    const earlier = state.agreementConsents.find(
      (c) => c.user_id === userId && c.agreement_id === agreement.id
    )
    if (earlier) Object.assign(earlier, fields)
    else state.agreementConsents.push({ user_id: userId, agreement_id: agreement.id, ...fields })
  }
  return active.length
}

/** The version after `version` ("1.0" → "2.0"; anything else gets ".1"). */
function nextVersion(version) {
  const major = /^(\d+)(\.\d+)?$/.exec(version)
  return major ? `${Number(major[1]) + 1}.0` : `${version}.1`
}

/** A new active version of `type` (the admin publishes it): every learner's flag for that type turns false. */
function publishAgreement(state, type, version) {
  const current = activeAgreement(state, type)
  const latest = state.agreements.filter((a) => a.type === type).pop()
  for (const agreement of state.agreements) if (agreement.type === type) agreement.active = false
  const record = {
    id: state.nextAgreementId++,
    type,
    title: AGREEMENT_TYPES[type],
    version: version || nextVersion((current || latest || { version: '0' }).version),
    active: true,
    created_at: state.now(),
  }
  state.agreements.push(record)
  return record
}

/** No active agreement of any type (a fresh install): agreeing records nothing, the flags stay false. */
function deactivateAgreements(state) {
  for (const agreement of state.agreements) agreement.active = false
}

module.exports = {
  AGREEMENT_TYPES,
  REQUIRED_TYPES,
  UNAGREED_LEARNER_ID,
  createAgreements,
  activeAgreement,
  agreementStatus,
  recordConsent,
  publishAgreement,
  deactivateAgreements,
}
