'use strict'

// SMS/password login, logout, and the social-login round trip (simulated provider).

const { fail, redirect, appendQueryToUrl } = require('../lib/http')
const { required, requireMobile, text } = require('../lib/validate')
const { randomString } = require('../lib/util')

const SOCIAL_APPS = { qq: 'qq', wechat: 'wechat' }
const SOCIAL_FAIL_MESSAGES = { qq: 'QQ授权失败，请重试', wechat: '微信授权失败，请重试' }
const MAX_RETURN_URL_LENGTH = 255

/** The social profile the simulated provider returns for the seeded learner (id 1). */
const learnerOneOpenid = (app) => `demo-${app}-openid-learner-1`
const SEEDED_LEARNER_ID = 1

/** Every real login (SMS, password, social) goes through here: a pending account deletion is cancelled. */
function loginToken(state, user) {
  if (user.is_lock === 1) throw fail('账号已被锁定')
  user.destroy_at = null
  return state.issueToken(user.id)
}

/**
 * Browser entry of a social login. Instead of going to the provider we "authorise" at once:
 * 302 to s_url with login_code + action (or to f_url with login_err_msg when socialFail is on).
 */
function socialRedirect({ input, state, switches }, app) {
  const { s_url: successUrl, f_url: failureUrl } = required(input, {
    s_url: '缺少参数 s_url',
    f_url: '缺少参数 f_url',
  })
  if (successUrl.length > MAX_RETURN_URL_LENGTH || failureUrl.length > MAX_RETURN_URL_LENGTH) {
    throw fail(`s_url 和 f_url 不能超过 ${MAX_RETURN_URL_LENGTH} 个字符`)
  }
  const action = text(input, 'action') || 'login'
  if (!['login', 'bind'].includes(action)) throw fail('action 参数错误')

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

module.exports = (api) => {
  api.post('/api/v2/login/mobile', ({ input, state }) => {
    const { mobile, mobile_code: mobileCode } = required(input, {
      mobile: '请输入手机号',
      mobile_code: '请输入短信验证码',
    })
    requireMobile(mobile)
    if (!state.checkSms(mobile, 'login', mobileCode)) throw fail('短信验证码错误')
    const user = state.findUserByMobile(mobile) || state.createUser({ mobile })
    return { token: loginToken(state, user) }
  })

  api.post('/api/v2/login/password', ({ input, state }) => {
    const { mobile, password } = required(input, { mobile: '请输入手机号', password: '请输入密码' })
    const user = state.findUserByMobile(mobile)
    if (!user || !user.password || user.password !== password) throw fail('手机号或密码错误')
    return { token: loginToken(state, user) }
  })

  // Lenient: answers [] with or without a token; a given token stops working.
  api.post('/api/v2/logout', ({ state, token }) => {
    if (token) state.tokens.delete(token)
    return []
  })

  api.get('/api/v3/auth/login/socialite/:app', (ctx) => {
    const app = ctx.params.app
    if (app !== 'qq' || !ctx.switches.qq) throw fail('该登录方式未启用')
    return socialRedirect(ctx, SOCIAL_APPS.qq)
  })

  api.get('/api/v3/auth/login/wechat/oauth', (ctx) => {
    if (!ctx.switches.wechatOauth) throw fail('该登录方式未启用')
    return socialRedirect(ctx, SOCIAL_APPS.wechat)
  })

  api.post('/api/v3/auth/login/code', ({ input, state }) => {
    const { code } = required(input, { code: '缺少参数 code' })
    const profile = state.socialProfile(code)
    if (!profile || profile.exchanged) throw fail('已过期')
    profile.exchanged = true // one exchange per code; a bind_mobile answer keeps it for withSocialite

    let userId = state.socialUserId(profile.app, profile.openid)
    if (!userId && profile.openid === learnerOneOpenid(profile.app)) {
      state.bindSocialite(SEEDED_LEARNER_ID, profile.app, profile.openid)
      userId = SEEDED_LEARNER_ID
    }
    if (!userId) return { success: 0, action: 'bind_mobile', code }

    state.socialCodes.delete(code)
    return { success: 1, token: loginToken(state, state.findUser(userId)) }
  })

  api.post('/api/v3/auth/register/withSocialite', ({ input, state }) => {
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

    const user = state.findUserByMobile(mobile) || state.createUser({ mobile })
    const ownerId = state.socialUserId(profile.app, profile.openid)
    if (ownerId && ownerId !== user.id) throw fail('该账号已绑定其它用户')
    const token = loginToken(state, user)
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
