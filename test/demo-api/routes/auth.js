'use strict'

// SMS/password login, logout, the forgotten-password reset, the social-login round trips (simulated provider: the
// v3 redirect and the deprecated v2 one), and the /__demo/login-records control.

const { fail, redirect, appendQueryToUrl, routeNotFound } = require('../lib/http')
const { required, requireMobile, text } = require('../lib/validate')
const { randomString, isoTime } = require('../lib/util')
const { requestPlatform, clientIp } = require('../lib/platform')
const { isNewMeedu } = require('../switches')
const { recordConsent } = require('../agreements')
const { recordLogin, recordLogout } = require('../records')

const SOCIAL_APPS = { qq: 'qq', wechat: 'wechat' }
const SOCIAL_FAIL_MESSAGES = { qq: 'QQ授权失败，请重试', wechat: '微信授权失败，请重试' }
/** SocialiteLoginRequest: `s_url` and `f_url` are `max:255` (characters, after URL-decoding). */
const MAX_RETURN_URL_LENGTH = 255

/** The social profile the simulated provider returns for the seeded learner (id 1). */
const learnerOneOpenid = (app) => `demo-${app}-openid-learner-1`
const SEEDED_LEARNER_ID = 1

/**
 * Every real login (SMS, password, social) goes through here: a locked account is refused, a pending account
 * deletion is cancelled, and the login is recorded with the platform of the `meedu-platform` header (as MeEdu's
 * login records; /__demo/login-records).
 */
function loginToken(ctx, user, via) {
  if (user.is_lock === 1) throw fail('账号已被锁定')
  user.destroy_at = null
  const token = ctx.state.issueToken(user.id)
  recordLogin(ctx.state, user, via, requestPlatform(ctx.req), token)
  return token
}

/** A learner registered by a login (SMS, withSocialite): on v4.9.30 they consent to the active agreements. */
function register(ctx, mobile) {
  const user = ctx.state.createUser({ mobile })
  if (isNewMeedu(ctx.switches)) recordConsent(ctx.state, user.id, requestPlatform(ctx.req), clientIp(ctx.req))
  return user
}

/**
 * SocialiteLoginRequest of the v3 redirects, as MeEdu validates it: every failed rule's message joined with `,`;
 * `required` and `action in:login,bind` say 参数错误, and `max:255` has no Chinese message, so Laravel's English
 * one shows (samples 26: `The s url may not be greater than 255 characters.`).
 */
function socialRequest(input) {
  const errors = []
  for (const [name, label] of [
    ['s_url', 's url'],
    ['f_url', 'f url'],
  ]) {
    const value = text(input, name)
    if (!value) errors.push('参数错误')
    else if ([...value].length > MAX_RETURN_URL_LENGTH)
      errors.push(`The ${label} may not be greater than ${MAX_RETURN_URL_LENGTH} characters.`)
  }
  const action = text(input, 'action')
  if (!['login', 'bind'].includes(action)) errors.push('参数错误')
  if (errors.length) throw fail(errors.join(','))
  return { successUrl: text(input, 's_url'), failureUrl: text(input, 'f_url'), action }
}

/**
 * Browser entry of a social login, once its request is valid. Instead of going to the provider we "authorise" at
 * once: 302 to s_url with login_code + action (or to f_url with login_err_msg when socialFail is on).
 */
function socialRedirect({ state, switches }, app, { successUrl, failureUrl, action }) {
  if (switches.socialFail) {
    return redirect(appendQueryToUrl(failureUrl, { login_err_msg: SOCIAL_FAIL_MESSAGES[app], action }))
  }
  // A bind, or a login while socialNeedsBind is on, gets a fresh account nobody is bound to;
  // a plain login gets the account that belongs to the seeded learner.
  const fresh = action === 'bind' || switches.socialNeedsBind
  const openid = fresh ? `demo-${app}-openid-${randomString(16)}` : learnerOneOpenid(app)
  const code = state.newSocialCode({ app, openid, action })
  return redirect(appendQueryToUrl(successUrl, { login_code: code, action }))
}

/** The learner a social account belongs to; the simulated provider's own account binds to learner 1 at first use. */
function socialOwner(state, app, openid) {
  const userId = state.socialUserId(app, openid)
  if (userId || openid !== learnerOneOpenid(app)) return userId
  state.bindSocialite(SEEDED_LEARNER_ID, app, openid)
  return SEEDED_LEARNER_ID
}

module.exports = (api) => {
  api.post('/api/v2/login/mobile', (ctx) => {
    const { input, state } = ctx
    const { mobile, mobile_code: mobileCode } = required(input, {
      mobile: '请输入手机号',
      mobile_code: '请输入短信验证码',
    })
    requireMobile(mobile)
    if (!state.checkSms(mobile, 'login', mobileCode)) throw fail('短信验证码错误')
    const user = state.findUserByMobile(mobile) || register(ctx, mobile)
    return { token: loginToken(ctx, user, 'mobile') }
  })

  api.post('/api/v2/login/password', (ctx) => {
    const { mobile, password } = required(ctx.input, { mobile: '请输入手机号', password: '请输入密码' })
    const user = ctx.state.findUserByMobile(mobile)
    if (!user || !user.password || user.password !== password) throw fail('手机号或密码错误')
    return { token: loginToken(ctx, user, 'password') }
  })

  // MeEdu's controller reads the token from the Authorization header itself (samples 21 to 21d): with the header
  // the token is revoked and its login record closed; with the token only in `?token=` (or the body) the login
  // check passes but the controller fails, code 1 错误, and the token stays valid.
  api.post('/api/v2/logout', { auth: true }, ({ req, state, token }) => {
    if (!/^Bearer\s+\S/i.test(String(req.headers.authorization || '').trim())) throw fail('错误')
    state.tokens.delete(token)
    recordLogout(state, token)
    return []
  })

  // 忘记密码 while logged out (samples 24, 24b): the three fields (no length rule), the SMS code of scene
  // password_reset, then the mobile must belong to a learner. The password is kept as typed.
  api.post('/api/v2/password/reset', ({ input, state }) => {
    const { mobile, mobile_code: mobileCode } = required(input, {
      mobile: '请输入手机号',
      mobile_code: '请输入短信验证码',
      password: '请输入密码',
    })
    if (!state.checkSms(mobile, 'password_reset', mobileCode)) throw fail('短信验证码错误')
    const user = state.findUserByMobile(mobile)
    if (!user) throw fail('手机号不存在')
    user.password = String(input.password)
    user.is_password_set = 1
    return []
  })

  // The request is checked before the app (samples 26, 26b); an app that is not on → 登录应用不存在.
  api.get('/api/v3/auth/login/socialite/:app', (ctx) => {
    const request = socialRequest(ctx.input)
    if (ctx.params.app !== 'qq' || !ctx.switches.qq) throw fail('登录应用不存在')
    return socialRedirect(ctx, SOCIAL_APPS.qq, request)
  })

  // Like MeEdu, the server does not check socialites.wechat_oauth: the client must (meedu-api.md §3).
  api.get('/api/v3/auth/login/wechat/oauth', (ctx) =>
    socialRedirect(ctx, SOCIAL_APPS.wechat, socialRequest(ctx.input))
  )

  // The deprecated v2 social login (behind MeEdu's deprecated-API switch: closed → 路由不存在, sample
  // v4.9.30/60d). `success_redirect` and `failed_redirect` are needed and the app must be on (else 参数错误); the
  // simulated provider signs in the seeded learner at once: 302 to success_redirect with `token=` (socialFail:
  // to failed_redirect with `msg=`).
  api.get('/api/v2/login/socialite/:app', (ctx) => {
    if (ctx.switches.deprecatedApiClosed) throw routeNotFound()
    const successUrl = text(ctx.input, 'success_redirect')
    const failureUrl = text(ctx.input, 'failed_redirect')
    if (!successUrl || !failureUrl) throw fail('参数错误')
    if (ctx.params.app !== 'qq' || !ctx.switches.qq) throw fail('参数错误')
    if (ctx.switches.socialFail) {
      return redirect(appendQueryToUrl(failureUrl, { msg: SOCIAL_FAIL_MESSAGES.qq }))
    }
    const userId = socialOwner(ctx.state, SOCIAL_APPS.qq, learnerOneOpenid(SOCIAL_APPS.qq))
    const token = loginToken(ctx, ctx.state.findUser(userId), 'socialite-v2')
    return redirect(appendQueryToUrl(successUrl, { token }))
  })

  // The logins a learner (id or mobile; omitted: everyone) made since reset, oldest first: `{user_id, via,
  // platform, header, at, logged_out_at}`. `via`: password, mobile, code, withSocialite, socialite-v2; `platform`:
  // what MeEdu records from the `meedu-platform` header (APP when missing or unknown), `header`: the header as
  // sent (null when absent).
  api.get('/__demo/login-records', ({ input, state }) => {
    const who = text(input, 'user')
    const user = who ? state.findUser(who) || state.findUserByMobile(who) : null
    if (who && !user) throw fail('用户不存在')
    return state.loginRecords
      .filter((record) => !user || record.user_id === user.id)
      .map((record) => ({
        user_id: record.user_id,
        via: record.via,
        platform: record.platform,
        header: record.header,
        at: isoTime(record.at),
        logged_out_at: isoTime(record.logged_out_at),
      }))
  })

  api.post('/api/v3/auth/login/code', (ctx) => {
    const { input, state } = ctx
    const { code } = required(input, { code: '缺少参数 code' })
    const profile = state.socialProfile(code)
    if (!profile || profile.exchanged) throw fail('已过期')
    profile.exchanged = true // one exchange per code; a bind_mobile answer keeps it for withSocialite

    const userId = socialOwner(state, profile.app, profile.openid)
    if (!userId) return { success: 0, action: 'bind_mobile', code }

    state.socialCodes.delete(code)
    return { success: 1, token: loginToken(ctx, state.findUser(userId), 'code') }
  })

  api.post('/api/v3/auth/register/withSocialite', (ctx) => {
    const { input, state } = ctx
    const {
      code,
      mobile,
      mobile_code: mobileCode,
    } = required(input, {
      code: '缺少参数 code',
      mobile: '请输入手机号',
      mobile_code: '请输入短信验证码',
    })
    requireMobile(mobile)
    const profile = state.socialProfile(code)
    if (!profile) throw fail('已过期')
    if (!state.checkSms(mobile, 'mobile_bind', mobileCode)) throw fail('短信验证码错误')

    const ownerId = state.socialUserId(profile.app, profile.openid)
    const existing = state.findUserByMobile(mobile)
    if (ownerId && ownerId !== (existing && existing.id)) throw fail('该账号已绑定其它用户')
    const user = existing || register(ctx, mobile)
    const token = loginToken(ctx, user, 'withSocialite')
    state.bindSocialite(user.id, profile.app, profile.openid)
    state.socialCodes.delete(code)
    return { token }
  })

  api.post('/api/v3/member/socialite/bindWithCode', { auth: true }, ({ input, state, user }) => {
    const { code } = required(input, { code: '缺少参数 code' })
    const profile = state.socialProfile(code)
    if (!profile) throw fail('已过期')
    const ownerId = state.socialUserId(profile.app, profile.openid)
    if (ownerId && ownerId !== user.id) throw fail('该账号已绑定其它用户')
    // Upstream socialiteBindCheck: one account per app; unbind first to bind another.
    if (!ownerId && state.isBoundTo(user.id, profile.app)) throw fail('您已经绑定了该渠道的账号')
    state.bindSocialite(user.id, profile.app, profile.openid)
    state.socialCodes.delete(code)
    return []
  })

  api.delete('/api/v2/member/socialite/:app', { auth: true }, ({ params, state, user }) => {
    if (!Object.values(SOCIAL_APPS).includes(params.app)) throw fail('参数错误')
    state.socialites = state.socialites.filter((s) => !(s.user_id === user.id && s.app === params.app))
    return []
  })
}
