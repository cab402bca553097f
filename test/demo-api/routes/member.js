'use strict'

// member detail, mobile binding, face verification (simulated provider), messages.

const crypto = require('node:crypto')
const { fail, resourceNotFound, rawJson } = require('../lib/http')
const { required, requireMobile } = require('../lib/validate')
const { isBoundMobile } = require('../lib/util')
const { pageParams, paginateTotal } = require('../lib/pagination')
const { memberDetail, notification } = require('../presenters')

const FACE_RULE_ID = '1'

function userNotifications(state, user) {
  return state.notifications
    .filter((n) => n.notifiable_id === user.id)
    .sort((a, b) => b.created_at - a.created_at)
}

module.exports = (api) => {
  api.get('/api/v2/member/detail', { auth: true }, (ctx) => memberDetail(ctx.user, ctx))

  // The bind-mobile page may send a temporary token in the body instead of the header.
  api.post('/api/v2/member/detail/mobile', { auth: true }, ({ input, state, user }) => {
    const { mobile, mobile_code: mobileCode } = required(input, {
      mobile: '请输入手机号',
      mobile_code: '请输入短信验证码',
    })
    requireMobile(mobile)
    if (isBoundMobile(user.mobile)) throw fail('已绑定')
    if (!state.checkSms(mobile, 'mobile_bind', mobileCode)) throw fail('短信验证码错误')
    if (state.findUserByMobile(mobile)) throw fail('手机号已存在')
    user.mobile = mobile
    return []
  })

  // ---- face verification: /__demo/face plays the provider (see routes/pages.js) ----------

  api.post('/api/v3/member/tencent/faceVerify', { auth: true }, ({ input, state, user, baseUrl }) => {
    const { s_url: sUrl } = required(input, { s_url: '缺少参数 s_url' })
    if (user.is_face_verify) throw fail('当前学员已完成实人认证')
    const bizToken = crypto.randomUUID().toUpperCase()
    // "PC" asks for the server's default success page.
    const returnUrl = sUrl === 'PC' ? `${baseUrl}/__demo/face/done` : sUrl
    state.faceTokens.set(bizToken, { userId: user.id, ruleId: FACE_RULE_ID, sUrl: returnUrl, passed: false })
    const url = `${baseUrl}/__demo/face?biz_token=${encodeURIComponent(bizToken)}&s_url=${encodeURIComponent(returnUrl)}`
    return { url, rule_id: FACE_RULE_ID, biz_token: bizToken, request_id: crypto.randomUUID() }
  })

  api.get('/api/v3/member/tencent/faceVerify', { auth: true }, ({ input, state, user }) => {
    const { biz_token: bizToken } = required(input, {
      biz_token: '缺少参数 biz_token',
      rule_id: '缺少参数 rule_id',
    })
    const record = state.faceTokens.get(bizToken)
    if (!record || record.userId !== user.id || !record.passed) {
      // Upstream's failure path puts the provider answer in `code` (see the faceVerify rows of src/services/api/README.md).
      return rawJson({ code: { status: 5 }, message: '', data: [] })
    }
    user.is_face_verify = true
    user.profile_real_name = '王*'
    user.profile_id_number = '1101**********1234'
    return { status: 9 }
  })

  // ---- messages (pagination shape B, page_size, default 5) ------------------------------

  api.get('/api/v2/member/messages', { auth: true }, ({ input, state, user }) => {
    const paging = pageParams(input, { sizeKey: 'page_size', defaultSize: 5 })
    return paginateTotal(userNotifications(state, user).map(notification), paging)
  })

  api.get('/api/v2/member/notificationMarkAsRead/:id', { auth: true }, ({ params, state, user }) => {
    const record = state.notifications.find((n) => n.id === params.id && n.notifiable_id === user.id)
    if (!record) throw resourceNotFound()
    if (record.read_at === null) record.read_at = state.now()
    return []
  })

  api.get('/api/v2/member/notificationMarkAllAsRead', { auth: true }, ({ state, user }) => {
    const readAt = state.now()
    for (const record of userNotifications(state, user)) if (record.read_at === null) record.read_at = readAt
    return []
  })

  api.get(
    '/api/v2/member/unreadNotificationCount',
    { auth: true },
    ({ state, user }) => userNotifications(state, user).filter((n) => n.read_at === null).length
  )
}
