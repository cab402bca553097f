'use strict'

// The versioned agreements of v4.9.30 (agreements.js; docs/meedu-api-4.9.30.md §6): the consent call and the
// /__demo/agreements control. The flags themselves are `agreement_status` of the member detail (presenters.js).

const { fail, routeNotFound, unauthenticated } = require('../lib/http')
const { text } = require('../lib/validate')
const { requestPlatform, clientIp } = require('../lib/platform')
const { isNewMeedu } = require('../switches')
const {
  AGREEMENT_TYPES,
  agreementStatus,
  recordConsent,
  publishAgreement,
  deactivateAgreements,
} = require('../agreements')

/** The control's view: every version, and the consents (of one learner when `user` is given). */
function agreementsView(state, user) {
  const byId = new Map(state.agreements.map((a) => [a.id, a]))
  return {
    agreements: state.agreements.map(({ id, type, title, version, active }) => ({
      id,
      type,
      title,
      version,
      active,
    })),
    consents: state.agreementConsents
      .filter((consent) => !user || consent.user_id === user.id)
      .map((consent) => {
        const agreement = byId.get(consent.agreement_id)
        return {
          user_id: consent.user_id,
          agreement_id: consent.agreement_id,
          type: agreement.type,
          version: agreement.version,
          platform: consent.platform,
          header: consent.header,
          agreed_at: new Date(consent.agreed_at).toISOString(),
        }
      }),
    ...(user ? { status: agreementStatus(state, user.id) } : {}),
  }
}

module.exports = (api) => {
  // v4.9.30 (4.9.27+): consent to the active 用户协议 and 隐私政策 versions, with the platform of the
  // `meedu-platform` header; nothing is recorded when none is active (samples 40, 40d, 40g); no token → 401
  // (40i). 4.9.10 has no such route (sample 4.9.10/32b): 路由不存在 before the login check.
  api.post('/api/v2/member/agreement/agree', (ctx) => {
    if (!isNewMeedu(ctx.switches)) throw routeNotFound()
    if (!ctx.user) throw unauthenticated()
    recordConsent(ctx.state, ctx.user.id, requestPlatform(ctx.req), clientIp(ctx.req))
    return []
  })

  // GET ?user= (id or mobile, optional): `{agreements: [{id, type, title, version, active}], consents: [{user_id,
  // agreement_id, type, version, platform, header, agreed_at}], status?}` (`status`: that learner's
  // agreement_status).
  api.get('/__demo/agreements', ({ input, state }) => {
    const who = text(input, 'user')
    const user = who ? state.findUser(who) || state.findUserByMobile(who) : null
    if (who && !user) throw fail('用户不存在')
    return agreementsView(state, user)
  })

  // POST {publish: <type>, version?}: the admin activates a new version of that type (default: the next major,
  // 2.0 after 1.0), so every learner's flag for it turns false until they agree again. POST {none: true}: no
  // agreement is active (a fresh install): agreeing records nothing and the flags stay false. Reset restores
  // the seed.
  api.post('/__demo/agreements', ({ body, state }) => {
    if (body.none) {
      deactivateAgreements(state)
    } else if (body.publish !== undefined) {
      const type = String(body.publish)
      if (!AGREEMENT_TYPES[type]) {
        throw fail(`未知协议类型：${type}（可用：${Object.keys(AGREEMENT_TYPES).join(', ')}）`)
      }
      const version = body.version === undefined ? '' : String(body.version).trim()
      publishAgreement(state, type, version)
    } else {
      throw fail('请给出 publish（协议类型）或 none: true')
    }
    return agreementsView(state, null)
  })
}
