'use strict'

// member detail and account changes (avatar, nickname, password, mobile binding and change, deletion), face
// verification (simulated provider), messages, and the POST /__demo/member control (a learner's VIP plan).

const crypto = require('node:crypto')
const { fail, resourceNotFound, rawJson, html, htmlPage, Reply } = require('../lib/http')
const { required, requireMobile, text } = require('../lib/validate')
const { isBoundMobile, randomString } = require('../lib/util')
const { DAY, MINUTE } = require('../data')
const { pageParams, paginateTotal } = require('../lib/pagination')
const { memberDetail, notification } = require('../presenters')
const { parseChinaDateTime } = require('../lib/china-time')

const FACE_RULE_ID = '1'

/** Upstream AvatarChangeRequest: `image|max:1024` (KB). */
const AVATAR_MAX_BYTES = 1024 * 1024
const AVATAR_TOO_LARGE = '头像不能超过1MB'
/** users.nick_name is varchar(24). */
const NICKNAME_COLUMN_LENGTH = 24
const PASSWORD_LENGTH = [6, 16]
const MOBILE_SIGN_TTL_MS = 10 * MINUTE
const DESTROY_AFTER_MS = 7 * DAY

/** The image type from the file's first bytes (never from its name or the declared type), or null. */
function imageType(data) {
  const starts = (...bytes) => bytes.every((byte, i) => data[i] === byte)
  if (starts(0xff, 0xd8, 0xff)) return { contentType: 'image/jpeg', ext: 'jpg' }
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: 'image/png', ext: 'png' }
  const head = data.subarray(0, 12).toString('latin1')
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return { contentType: 'image/gif', ext: 'gif' }
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP')
    return { contentType: 'image/webp', ext: 'webp' }
  return null
}

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

  // ---- account changes -----------------------------------------------------------------------------------

  // multipart/form-data, field `file`: a real image (by its bytes) of at most 1 MB. Stored in memory and served
  // at /__demo/avatar/<userId>/<n>.<ext>; a body over the server's 4 MB limit is read to its end and refused
  // with the same message, as an envelope the browser can read.
  api.post(
    '/api/v2/member/detail/avatar',
    { auth: true, tooLarge: AVATAR_TOO_LARGE },
    ({ files, state, user }) => {
      if (!files) throw fail('请以 multipart/form-data 上传头像（字段 file）')
      const file = files.find((f) => f.field === 'file')
      if (!file || file.data.length === 0) throw fail('请选择要上传的头像图片')
      const type = imageType(file.data)
      if (!type) throw fail('请上传图片文件')
      if (file.data.length > AVATAR_MAX_BYTES) throw fail(AVATAR_TOO_LARGE)
      state.nextAvatar = (state.nextAvatar || 0) + 1
      const key = `${user.id}/${state.nextAvatar}.${type.ext}`
      state.avatars.set(key, { contentType: type.contentType, data: file.data })
      user.avatar = `/__demo/avatar/${key}`
      return []
    }
  )

  api.get('/__demo/avatar/:user/:file', ({ params, state }) => {
    const avatar = state.avatars.get(`${params.user}/${params.file}`)
    if (!avatar) return html(htmlPage('未找到', '<p>图片不存在</p>'), 404)
    return new Reply({
      headers: {
        'Content-Type': avatar.contentType,
        'Content-Length': String(avatar.data.length),
        'Cache-Control': 'max-age=3600', // a new upload gets a new address
      },
      body: avatar.data,
    })
  })

  // As MeEdu's (meedu-api.md §4): only `required` is validated; then once only, then unique; the column is
  // varchar(24) in strict SQL mode, so a longer nickname fails in SQL and answers the generic code 1 错误
  // (sample 23). 24 characters (code points, emoji included) fit.
  api.post('/api/v2/member/detail/nickname', { auth: true }, ({ input, state, user }) => {
    const nickName = text(input, 'nick_name')
    if (!nickName) throw fail('请输入昵称')
    if (user.is_set_nickname === 1) throw fail('当前用户已配置昵称')
    if (state.users.some((other) => other.id !== user.id && other.nick_name === nickName)) {
      throw fail('昵称已经存在')
    }
    if ([...nickName].length > NICKNAME_COLUMN_LENGTH) throw fail('错误')
    user.nick_name = nickName
    user.is_set_nickname = 1
    return []
  })

  // Upstream order: fields, then the SMS code (scene password_reset, for the number sent), then "own number".
  api.post('/api/v2/member/detail/password', { auth: true }, ({ input, state, user }) => {
    const { mobile, mobile_code: mobileCode } = required(input, {
      mobile: '请输入手机号',
      mobile_code: '请输入短信验证码',
      password: '请输入密码',
    })
    const password = String(input.password) // as typed: /api/v2/login/password compares it as sent
    const length = [...password].length
    if (length < PASSWORD_LENGTH[0] || length > PASSWORD_LENGTH[1]) {
      throw fail(`密码长度为${PASSWORD_LENGTH[0]}-${PASSWORD_LENGTH[1]}个字符`)
    }
    if (!state.checkSms(mobile, 'password_reset', mobileCode)) throw fail('短信验证码错误')
    if (mobile !== user.mobile) throw fail('手机号与当前账号不一致')
    user.password = password
    user.is_password_set = 1
    return []
  })

  // Step 1 of a number change: prove the current number (scene mobile_bind) → a sign (single use, 10 minutes).
  api.post('/api/v2/member/verify', { auth: true }, ({ input, state, user }) => {
    const { mobile, mobile_code: mobileCode } = required(input, {
      mobile: '请输入手机号',
      mobile_code: '请输入短信验证码',
    })
    if (!state.checkSms(mobile, 'mobile_bind', mobileCode)) throw fail('短信验证码错误')
    if (mobile !== user.mobile) throw fail('手机号与当前账号不一致')
    const sign = randomString(40)
    state.mobileSigns.set(sign, { userId: user.id, expiresAt: state.now() + MOBILE_SIGN_TTL_MS })
    return { sign }
  })

  // Step 2: the new number with its own code (scene mobile_bind) and the sign of step 1.
  api.put('/api/v2/member/mobile', { auth: true }, ({ input, state, user }) => {
    const {
      mobile,
      mobile_code: mobileCode,
      sign,
    } = required(input, {
      mobile: '请输入手机号',
      mobile_code: '请输入短信验证码',
      sign: '请重新验证原手机号',
    })
    requireMobile(mobile)
    const proof = state.mobileSigns.get(sign)
    if (proof && proof.expiresAt <= state.now()) state.mobileSigns.delete(sign)
    if (!proof || proof.userId !== user.id || proof.expiresAt <= state.now()) throw fail('请重新验证原手机号')
    if (!state.checkSms(mobile, 'mobile_bind', mobileCode)) throw fail('短信验证码错误')
    if (state.findUserByMobile(mobile)) throw fail('手机号已存在')
    state.mobileSigns.delete(sign)
    user.mobile = mobile
    return []
  })

  // Deleted after 7 days (the demo never deletes); any real login before then cancels (routes/auth.js).
  api.post('/api/v3/member/destroy', { auth: true }, ({ state, user }) => {
    if (user.destroy_at !== null && user.destroy_at !== undefined) throw fail('用户已申请注销')
    user.destroy_at = state.now() + DESTROY_AFTER_MS
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

  // ---- control ---------------------------------------------------------------------------------------------

  // POST {user (id or mobile), role_id, role_expired_at}: makes a learner a VIP of plan `role_id` (GET
  // /api/v2/roles) until `role_expired_at`, given as MeEdu stores it (zone-less China time `Y-m-d H:i:s`) or
  // in ms since the epoch; `role_id` 0 takes the VIP away. Answers the member detail.
  api.post('/__demo/member', (ctx) => {
    const { input, state } = ctx
    const { user: who } = required(input, { user: '缺少参数 user' })
    const user = state.findUser(who) || state.findUserByMobile(who)
    if (!user) throw fail('用户不存在')
    const roleId = Number(input.role_id)
    if (roleId === 0) {
      Object.assign(user, { role_id: 0, role: null, role_expired_at: null })
      return memberDetail(user, ctx)
    }
    const plan = state.roles.find((r) => r.id === roleId)
    if (!plan) throw fail('role_id 不是一个会员计划')
    const given = input.role_expired_at
    const expiresAt = typeof given === 'number' ? given : parseChinaDateTime(given ?? '')
    if (!Number.isFinite(expiresAt)) throw fail('role_expired_at 应为 Y-m-d H:i:s（中国时间）或毫秒时间戳')
    Object.assign(user, {
      role_id: plan.id,
      role: { id: plan.id, name: plan.name },
      role_expired_at: expiresAt,
    })
    return memberDetail(user, ctx)
  })
}
