'use strict'

// Contract entries of the system area: config, captcha, login and logout, the member and the agreements, messages, credits, announcements, the throttle, the JS-SDK.
// How an entry is read: contract.test.js. The samples of this area, each needing one entry:
// - 4.9.10/01-other-config: GET /api/v2/other/config
// - 4.9.10/02-login-password: POST /api/v2/login/password
// - 4.9.10/02b-login-password-wrong: POST /api/v2/login/password
// - 4.9.10/03-member-detail: GET /api/v2/member/detail
// - 4.9.10/03b-member-detail-noauth: GET /api/v2/member/detail
// - 4.9.10/08e-member-messages: GET /api/v2/member/messages
// - 4.9.10/08f-member-unread-count: GET /api/v2/member/unreadNotificationCount
// - 4.9.10/08g-member-credit1: GET /api/v2/member/credit1Records
// - 4.9.10/10-announcement-latest: GET /api/v2/announcement/latest
// - 4.9.10/10b-announcements: GET /api/v2/announcements
// - 4.9.10/14-captcha-image: GET /api/v2/captcha/image
// - 4.9.10/17-v3-status: GET /api/v3/status
// - 4.9.10/18-member-detail-vip-learner: GET /api/v2/member/detail
// - 4.9.10/21-logout: POST /api/v2/logout
// - 4.9.10/21b-member-detail-after-logout: GET /api/v2/member/detail
// - 4.9.10/21c-logout-token-in-query-only: POST /api/v2/logout?token=<token>
// - 4.9.10/21d-member-detail-after-query-logout: GET /api/v2/member/detail
// - 4.9.10/22-throttle-121st-request: GET /api/v3/status
// - 4.9.10/23-nickname-25-chars: POST /api/v2/member/detail/nickname
// - 4.9.10/24-password-reset-wrong-code: POST /api/v2/password/reset
// - 4.9.10/24b-password-reset-missing-fields: POST /api/v2/password/reset
// - 4.9.10/25-mark-all-read: GET /api/v2/member/notificationMarkAllAsRead
// - 4.9.10/26-socialite-qq-s_url-over-255: GET /api/v3/auth/login/socialite/qq?s_url=http%3A%2F%2Flocalhost%3A10086%2Forder%3Fgoods_id%3D2%26goods_name%3
// - 4.9.10/26b-socialite-qq-short-urls: GET /api/v3/auth/login/socialite/qq?s_url=http%3A%2F%2Flocalhost%3A10086%2Fmember&f_url=http%3A%2F%2Flocalhost
// - 4.9.10/32b-agreement-agree-route-absent: POST /api/v2/member/agreement/agree
// - 4.9.10/45-wechat-mp-jssdk: GET /api/v3/other/wechat-mp-jssdk?path=http%3A%2F%2Flocalhost%3A10086%2F
// - v4.9.30/01-other-config: GET /api/v2/other/config
// - v4.9.30/02-login-password: POST /api/v2/login/password
// - v4.9.30/02b-login-password-wrong: POST /api/v2/login/password
// - v4.9.30/03-member-detail: GET /api/v2/member/detail
// - v4.9.30/03b-member-detail-noauth: GET /api/v2/member/detail
// - v4.9.30/08e-member-messages: GET /api/v2/member/messages
// - v4.9.30/08f-member-unread-count: GET /api/v2/member/unreadNotificationCount
// - v4.9.30/08g-member-credit1: GET /api/v2/member/credit1Records
// - v4.9.30/10-announcement-latest: GET /api/v2/announcement/latest
// - v4.9.30/10b-announcements: GET /api/v2/announcements
// - v4.9.30/14-captcha-image: GET /api/v2/captcha/image
// - v4.9.30/17-v3-status: GET /api/v3/status
// - v4.9.30/18-member-detail-vip-learner: GET /api/v2/member/detail
// - v4.9.30/21-logout: POST /api/v2/logout
// - v4.9.30/21b-member-detail-after-logout: GET /api/v2/member/detail
// - v4.9.30/21c-logout-token-in-query-only: POST /api/v2/logout?token=<token>
// - v4.9.30/21d-member-detail-after-query-logout: GET /api/v2/member/detail
// - v4.9.30/22-throttle-121st-request: GET /api/v3/status
// - v4.9.30/23-nickname-25-chars: POST /api/v2/member/detail/nickname
// - v4.9.30/24-password-reset-wrong-code: POST /api/v2/password/reset
// - v4.9.30/24b-password-reset-missing-fields: POST /api/v2/password/reset
// - v4.9.30/25-mark-all-read: GET /api/v2/member/notificationMarkAllAsRead
// - v4.9.30/26-socialite-qq-s_url-over-255: GET /api/v3/auth/login/socialite/qq?s_url=http%3A%2F%2Flocalhost%3A10086%2Forder%3Fgoods_id%3D2%26goods_name%3
// - v4.9.30/26b-socialite-qq-short-urls: GET /api/v3/auth/login/socialite/qq?s_url=http%3A%2F%2Flocalhost%3A10086%2Fmember&f_url=http%3A%2F%2Flocalhost
// - v4.9.30/40-agreement-agree-none-configured: POST /api/v2/member/agreement/agree
// - v4.9.30/40b-member-detail-after-agree-none-configured: GET /api/v2/member/detail
// - v4.9.30/40c-member-detail-agreements-active: GET /api/v2/member/detail
// - v4.9.30/40d-agreement-agree: POST /api/v2/member/agreement/agree
// - v4.9.30/40e-member-detail-after-agree: GET /api/v2/member/detail
// - v4.9.30/40f-member-detail-after-new-user-agreement-version: GET /api/v2/member/detail
// - v4.9.30/40g-agreement-agree-again: POST /api/v2/member/agreement/agree
// - v4.9.30/40h-member-detail-after-agree-again: GET /api/v2/member/detail
// - v4.9.30/40i-agreement-agree-noauth: POST /api/v2/member/agreement/agree
// - v4.9.30/40j-main-member-detail-agreements-active: GET /api/v2/member/detail
// - v4.9.30/45-wechat-mp-jssdk: GET /api/v3/other/wechat-mp-jssdk?path=http%3A%2F%2Flocalhost%3A10086%2F
// - v4.9.30/45b-wechat-mp-jssdk-no-path: GET /api/v3/other/wechat-mp-jssdk
// - v4.9.30/60d-deprecated-closed-v2-socialite: GET /api/v2/login/socialite/qq?redirect_url=http%3A%2F%2Flocalhost

// Seeded learners (README): 1 = 13800138000 (no VIP; messages and credit records; agreed to 用户协议 1.0 and
// 隐私政策 1.0), 2 = 13900139000 (nickname not set; has not agreed). The recordings' VIP learner 样例学员 is
// learner 2 made a VIP through POST /__demo/member.
const LEARNER = 1
const OTHER = 2
const PASSWORD = 'meedu123'

/** Learner 2 becomes a VIP of plan 1 until 2027-06-30 12:00:00 China time, as the recordings' 样例学员. */
const makeVip = (ctx) =>
  ctx.ok('POST', '/__demo/member', { user: OTHER, role_id: 1, role_expired_at: '2027-06-30 12:00:00' })

/** The path of a recorded request (`GET /api/…?…` → `/api/…?…`). */
const recordedPath = (name) => {
  const sample = require(`../meedu-samples/${name}.json`)
  return sample.request.replace(/^[A-Z]+ /, '')
}

const detail = { method: 'GET', path: '/api/v2/member/detail' }
const agree = { method: 'POST', path: '/api/v2/member/agreement/agree', json: {} }

/** The same call on both releases (the same file name in both folders). */
const onBoth = (file, entry) => [
  { sample: `4.9.10/${file}`, ...entry },
  { sample: `v4.9.30/${file}`, ...entry },
]

module.exports = [
  {
    sample: '4.9.10/01-other-config',
    why: 'the config of 4.9.10: webname, sliders, socialites.wechat_scan; strings where MeEdu sends strings',
    call: { method: 'GET', path: '/api/v2/other/config' },
  },
  {
    sample: 'v4.9.30/01-other-config',
    why: 'the config of v4.9.30: paid_content_purchase_protocol and course_purchase_notice, no webname or sliders',
    call: { method: 'GET', path: '/api/v2/other/config' },
  },
  ...onBoth('02-login-password', {
    why: 'password login of a seeded learner',
    call: {
      method: 'POST',
      path: '/api/v2/login/password',
      json: { mobile: '13800138000', password: PASSWORD },
    },
  }),
  ...onBoth('02b-login-password-wrong', {
    why: 'a wrong password',
    call: {
      method: 'POST',
      path: '/api/v2/login/password',
      json: { mobile: '13800138000', password: 'wrong' },
    },
  }),
  ...onBoth('03-member-detail', {
    why: 'learner 1, no VIP (v4.9.30: with agreement_status)',
    call: { ...detail, as: LEARNER },
  }),
  ...onBoth('03b-member-detail-noauth', { why: 'no token', call: detail }),
  ...onBoth('08e-member-messages', {
    why: "learner 1's messages",
    call: { method: 'GET', path: '/api/v2/member/messages', as: LEARNER },
  }),
  ...onBoth('08f-member-unread-count', {
    why: "learner 1's unread count (a bare number)",
    call: { method: 'GET', path: '/api/v2/member/unreadNotificationCount', as: LEARNER },
  }),
  ...onBoth('08g-member-credit1', {
    why: "learner 1's credit records",
    call: { method: 'GET', path: '/api/v2/member/credit1Records', as: LEARNER },
  }),
  ...onBoth('10-announcement-latest', {
    why: 'the newest announcement, the whole row',
    call: { method: 'GET', path: '/api/v2/announcement/latest' },
  }),
  ...onBoth('10b-announcements', {
    why: 'the first page of announcements',
    call: { method: 'GET', path: '/api/v2/announcements' },
  }),
  ...onBoth('14-captcha-image', {
    why: 'a new image captcha (the demo draws an SVG data URL, the same JSON shape)',
    call: { method: 'GET', path: '/api/v2/captcha/image' },
  }),
  ...onBoth('17-v3-status', { why: 'the status check', call: { method: 'GET', path: '/api/v3/status' } }),
  ...onBoth('18-member-detail-vip-learner', {
    why: 'a VIP learner: role with desc_rows, role_expired_at zone-less China time, created_at …Z',
    setup: makeVip,
    call: { ...detail, as: OTHER },
  }),
  ...onBoth('21-logout', {
    why: 'logout with the token in the Authorization header',
    call: { method: 'POST', path: '/api/v2/logout', json: {}, as: LEARNER },
  }),
  ...onBoth('21b-member-detail-after-logout', {
    why: 'the logged-out token is refused',
    setup: async (ctx) => {
      const token = await ctx.token(LEARNER)
      await ctx.ok('POST', '/api/v2/logout', {}, token)
      return token
    },
    call: (ctx) => ctx.request('GET', '/api/v2/member/detail', { token: ctx.state }),
  }),
  ...onBoth('21c-logout-token-in-query-only', {
    why: 'logout with the token only in ?token=: 错误',
    call: async (ctx) => ctx.request('POST', `/api/v2/logout?token=${await ctx.token(OTHER)}`, { json: {} }),
  }),
  ...onBoth('21d-member-detail-after-query-logout', {
    why: 'the token of a logout by ?token= still works (the VIP learner, as recorded)',
    setup: async (ctx) => {
      await makeVip(ctx)
      const token = await ctx.token(OTHER)
      await ctx.request('POST', `/api/v2/logout?token=${token}`, { json: {} })
      return token
    },
    call: (ctx) => ctx.request('GET', '/api/v2/member/detail', { token: ctx.state }),
  }),
  ...onBoth('22-throttle-121st-request', {
    why: 'with the throttle on, the 121st request of a minute from one address',
    switches: { throttle: true },
    setup: async (ctx) => {
      for (let i = 0; i < 120; i += 1) await ctx.ok('GET', '/api/v3/status')
    },
    call: { method: 'GET', path: '/api/v3/status' },
  }),
  ...onBoth('23-nickname-25-chars', {
    why: 'a 25-character nickname (learner 2 has not set one): the SQL error 错误',
    call: {
      method: 'POST',
      path: '/api/v2/member/detail/nickname',
      json: { nick_name: '一二三四五六七八九十一二三四五六七八九十一二三四五' },
      as: OTHER,
    },
  }),
  ...onBoth('24-password-reset-wrong-code', {
    why: 'forgot-password with a code that was never sent',
    call: {
      method: 'POST',
      path: '/api/v2/password/reset',
      json: { mobile: '13900139000', mobile_code: '000000', password: 'new-pass-1' },
    },
  }),
  ...onBoth('24b-password-reset-missing-fields', {
    why: 'forgot-password without fields: the joined messages',
    call: { method: 'POST', path: '/api/v2/password/reset', json: {} },
  }),
  ...onBoth('25-mark-all-read', {
    why: "learner 1's messages all marked read",
    call: { method: 'GET', path: '/api/v2/member/notificationMarkAllAsRead', as: LEARNER },
  }),
  {
    sample: '4.9.10/26-socialite-qq-s_url-over-255',
    why: 'the recorded address: s_url of 257 characters, refused before the app check',
    call: { method: 'GET', path: recordedPath('4.9.10/26-socialite-qq-s_url-over-255') },
  },
  {
    sample: 'v4.9.30/26-socialite-qq-s_url-over-255',
    why: 'the recorded address: s_url of 257 characters, refused before the app check',
    call: { method: 'GET', path: recordedPath('v4.9.30/26-socialite-qq-s_url-over-255') },
  },
  ...onBoth('26b-socialite-qq-short-urls', {
    why: 'the recorded short addresses with QQ login off',
    switches: { qq: false },
    call: { method: 'GET', path: recordedPath('4.9.10/26b-socialite-qq-short-urls') },
  }),
  {
    sample: '4.9.10/32b-agreement-agree-route-absent',
    why: 'agreeing on 4.9.10 (with a token): no such route',
    call: { ...agree, as: LEARNER },
  },
  ...onBoth('45-wechat-mp-jssdk', {
    why: 'the JS-SDK signature: no route on 4.9.10, sharing not enabled on v4.9.30',
    call: { method: 'GET', path: recordedPath('4.9.10/45-wechat-mp-jssdk') },
  }),
  {
    sample: 'v4.9.30/45b-wechat-mp-jssdk-no-path',
    why: 'the JS-SDK signature without path',
    call: { method: 'GET', path: '/api/v3/other/wechat-mp-jssdk' },
  },
  {
    sample: 'v4.9.30/40-agreement-agree-none-configured',
    why: 'no agreement active (POST /__demo/agreements {none}): learner 2 agrees, nothing is recorded',
    setup: (ctx) => ctx.ok('POST', '/__demo/agreements', { none: true }),
    call: { ...agree, as: OTHER },
  },
  {
    sample: 'v4.9.30/40b-member-detail-after-agree-none-configured',
    why: 'no agreement active, after agreeing: false/false (learner 2 a VIP, as recorded)',
    setup: async (ctx) => {
      await makeVip(ctx)
      await ctx.ok('POST', '/__demo/agreements', { none: true })
      await ctx.ok('POST', '/api/v2/member/agreement/agree', {}, await ctx.token(OTHER))
    },
    call: { ...detail, as: OTHER },
  },
  {
    sample: 'v4.9.30/40c-member-detail-agreements-active',
    why: 'the seed: 用户协议 1.0 and 隐私政策 1.0 active, learner 2 (a VIP, as recorded) has not agreed',
    setup: makeVip,
    call: { ...detail, as: OTHER },
  },
  {
    sample: 'v4.9.30/40d-agreement-agree',
    why: 'learner 2 agrees',
    call: { ...agree, as: OTHER },
  },
  {
    sample: 'v4.9.30/40e-member-detail-after-agree',
    why: 'learner 2 (a VIP) after agreeing: true/true',
    setup: async (ctx) => {
      await makeVip(ctx)
      await ctx.ok('POST', '/api/v2/member/agreement/agree', {}, await ctx.token(OTHER))
    },
    call: { ...detail, as: OTHER },
  },
  {
    sample: 'v4.9.30/40f-member-detail-after-new-user-agreement-version',
    why: 'learner 2 (a VIP) agreed, then 用户协议 2.0 is published: false/true',
    setup: async (ctx) => {
      await makeVip(ctx)
      await ctx.ok('POST', '/api/v2/member/agreement/agree', {}, await ctx.token(OTHER))
      await ctx.ok('POST', '/__demo/agreements', { publish: 'user_agreement' })
    },
    call: { ...detail, as: OTHER },
  },
  {
    sample: 'v4.9.30/40g-agreement-agree-again',
    why: 'learner 1 (agreed to 1.0) agrees to 用户协议 2.0',
    setup: (ctx) => ctx.ok('POST', '/__demo/agreements', { publish: 'user_agreement' }),
    call: { ...agree, as: LEARNER },
  },
  {
    sample: 'v4.9.30/40h-member-detail-after-agree-again',
    why: 'learner 2 (a VIP) agreed, 用户协议 2.0 published, agreed again: true/true',
    setup: async (ctx) => {
      await makeVip(ctx)
      const token = await ctx.token(OTHER)
      await ctx.ok('POST', '/api/v2/member/agreement/agree', {}, token)
      await ctx.ok('POST', '/__demo/agreements', { publish: 'user_agreement' })
      await ctx.ok('POST', '/api/v2/member/agreement/agree', {}, token)
    },
    call: { ...detail, as: OTHER },
  },
  {
    sample: 'v4.9.30/40i-agreement-agree-noauth',
    why: 'agreeing without a token',
    call: agree,
  },
  {
    sample: 'v4.9.30/40j-main-member-detail-agreements-active',
    why: 'a learner who has not agreed to the active versions: learner 1 after both get a version 2.0',
    setup: async (ctx) => {
      await ctx.ok('POST', '/__demo/agreements', { publish: 'user_agreement' })
      await ctx.ok('POST', '/__demo/agreements', { publish: 'privacy_policy' })
    },
    call: { ...detail, as: LEARNER },
  },
  {
    sample: 'v4.9.30/60d-deprecated-closed-v2-socialite',
    why: 'the v2 social login with the deprecated API closed',
    switches: { deprecatedApiClosed: true },
    call: { method: 'GET', path: recordedPath('v4.9.30/60d-deprecated-closed-v2-socialite') },
  },
]
