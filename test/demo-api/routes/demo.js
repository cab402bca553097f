'use strict'

// Test-control endpoints (/__demo/*) for browser and integration tests. They answer with the
// normal envelope, are never overridden by /__demo/next, and are not recorded in /__demo/log.

const { fail } = require('../lib/http')
const { mergeSwitches } = require('../switches')
const { applyTitles } = require('../titles')
const { required, text } = require('../lib/validate')
const { isoTime } = require('../lib/util')
const { memberDetail } = require('../presenters')
const { addCourses, CATEGORIES } = require('../catalogue')

module.exports = (api) => {
  api.post('/__demo/reset', ({ state }) => {
    state.reset()
    return { switches: state.switches }
  })

  api.get('/__demo/switches', ({ state }) => state.switches)

  api.post('/__demo/switches', ({ body, state }) => {
    state.switches = mergeSwitches(state.switches, body)
    applyTitles(state)
    return state.switches
  })

  api.get('/__demo/sms', ({ input, state }) => {
    const { mobile } = required(input, { mobile: '缺少参数 mobile' })
    const code = state.lastSmsCode(mobile, text(input, 'scene'))
    if (!code) throw fail(`没有发给 ${mobile} 的短信验证码`)
    return { code }
  })

  api.get('/__demo/captcha', ({ input, state }) => {
    const { key } = required(input, { key: '缺少参数 key' })
    const answer = state.peekCaptcha(key)
    if (!answer) throw fail('图形验证码不存在、已使用或已过期')
    return { answer }
  })

  // {mobile} or {id}: a token for that user without SMS or password.
  api.post('/__demo/login', ({ input, state }) => {
    const mobile = text(input, 'mobile')
    const id = text(input, 'id')
    if (!mobile && !id) throw fail('缺少参数 mobile 或 id')
    const user = mobile ? state.findUserByMobile(mobile) : state.findUser(id)
    if (!user) throw fail('用户不存在')
    return { token: state.issueToken(user.id) }
  })

  // Queue a one-shot answer for the next request to `path` (see README).
  api.post('/__demo/next', ({ body, state }) => {
    const path = text(body, 'path')
    if (!path.startsWith('/') || path.startsWith('/__demo/'))
      throw fail('path 必须以 / 开头且不能是 /__demo/ 路径')
    const override = { delayMs: 0 }
    if (body.status !== undefined) {
      const status = Number(body.status)
      if (!Number.isInteger(status) || status < 200 || status > 599)
        throw fail('status 必须是 200–599 的整数')
      override.status = status
    }
    if (body.delayMs !== undefined) {
      const delayMs = Number(body.delayMs)
      if (!Number.isFinite(delayMs) || delayMs < 0) throw fail('delayMs 必须是非负数')
      override.delayMs = delayMs
    }
    if (body.raw !== undefined) override.raw = String(body.raw)
    if (body.body !== undefined) override.body = body.body
    state.queueOverride(path, override)
    return { path, pending: state.overrides.get(path).length }
  })

  // A long course list until the next reset: {count, category_id = 1, title_length}; see catalogue.js addCourses.
  api.post('/__demo/courses', ({ body = {}, state }) => {
    const count = Number(body.count)
    if (!Number.isInteger(count) || count < 1 || count > 1000) throw fail('count 必须是 1–1000 的整数')
    const categoryId = body.category_id === undefined ? 1 : Number(body.category_id)
    if (!CATEGORIES.some((c) => c.id === categoryId)) throw fail(`分类不存在：${body.category_id}`)
    const titleLength = body.title_length === undefined ? 0 : Number(body.title_length)
    if (!Number.isInteger(titleLength) || titleLength < 0 || titleLength > 100000)
      throw fail('title_length 必须是 0–100000 的整数')
    return { ids: addCourses(state, { count, categoryId, titleLength }) }
  })

  api.get('/__demo/log', ({ state }) => state.requestLog)

  // A learner (id or mobile) as GET /api/v2/member/detail shows them, plus what it does not: `destroy_at` (a
  // pending deletion, ISO or null) and the social accounts bound.
  api.get('/__demo/member', (ctx) => {
    const { user: who } = required(ctx.input, { user: '缺少参数 user' })
    const user = ctx.state.findUser(who) || ctx.state.findUserByMobile(who)
    if (!user) throw fail('用户不存在')
    return {
      ...memberDetail(user, ctx),
      destroy_at: isoTime(user.destroy_at),
      socialites: ctx.state.socialites
        .filter((s) => s.user_id === user.id)
        .map((s) => ({ app: s.app, app_user_id: s.app_user_id })),
    }
  })

  // Every progress record call received since reset (oldest first) and the stored watch_seconds per video.
  // `user` = a user id or mobile; without it, every user's calls and an empty watch_seconds map.
  api.get('/__demo/records', ({ input, state }) => {
    const who = text(input, 'user')
    let userId = null
    if (who) {
      const user = state.findUser(who) || state.findUserByMobile(who)
      if (!user) throw fail('用户不存在')
      userId = user.id
    }
    const mine = (item) => userId === null || item.user_id === userId
    const records = userId === null ? [] : state.videoRecords.filter(mine)
    return {
      user_id: userId,
      calls: state.recordCalls.filter(mine).map((call) => ({ ...call, at: isoTime(call.at) })),
      watch_seconds: Object.fromEntries(records.map((r) => [String(r.video_id), r.watch_seconds])),
      watched: records.filter((r) => r.watched_at !== null).map((r) => r.video_id),
    }
  })
}
