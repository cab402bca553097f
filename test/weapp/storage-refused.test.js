'use strict'
/**
 * A mini-program whose storage is full: wx.setStorageSync throws (and wx.setStorage fails), as WeChat does past
 * its 10 MB. The visit goes on in memory: the password login holds from 个人中心 through the player, the
 * progress reaches the server, the learner is told once, and nothing throws. Run after `npm run build:weapp`.
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, tap, input, fire, findNode, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const MOBILE = '13800138000'
const PASSWORD = 'meedu123'
const NOTICE = '存储空间不足，本次登录不会被记住'
const FULL = 'exceed storage max size 10MB'

const uncaught = (app) => app.errors.map((e) => (e && e.stack) || String(e))

/** From now on every write to the app's wx storage fails, as a full storage does. */
function fillStorage(app) {
  const refused = { count: 0 }
  app.wx.setStorageSync = () => {
    refused.count++
    throw new Error(`setStorageSync:fail ${FULL}`)
  }
  app.wx.setStorage = (options = {}) => {
    refused.count++
    const result = { errMsg: `setStorage:fail ${FULL}` }
    setTimeout(() => {
      if (typeof options.fail === 'function') options.fail(result)
      if (typeof options.complete === 'function') options.complete(result)
    }, 0)
    if (options.success || options.fail || options.complete) return undefined
    return Promise.reject(result)
  }
  return refused
}

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, startApp } = useDemoBackend()
  const requestsTo = (app, path) => app.requests.filter((r) => r.path === path)

  test('full storage: the password login from 个人中心 holds for the visit, told once, progress is reported', async () => {
    const app = startApp()
    const refused = fillStorage(app)
    const member = await app.openPage('pages/member/index')
    await waitFor(() => findNode(member, 'member-user'), { describe: () => 'no member header' })
    await waitForText(member, '请登录')
    tap(member, 'member-user')
    const loginPage = await app.waitForPage('pages/login/index')
    await waitForText(loginPage, '获取短信验证码')
    tap(loginPage, 'to-password-login')
    const page = await app.waitForPage('pages/login-password/index')
    await waitFor(() => findNode(page, 'password-submit'), { describe: () => 'no password form' })
    input(page, 'password-mobile', MOBILE)
    input(page, 'password-password', PASSWORD)
    await waitFor(() =>
      String((findNode(page, 'password-submit') || {}).cl || '').includes('auth__button--active')
    )
    tap(page, 'password-submit')

    // Logged in: back on 个人中心 with the learner's name; the token was sent, never stored.
    const token = (await waitFor(() => app.answers.get('/api/v2/login/password')?.[0]?.data?.token)) || ''
    assert.ok(token, 'the login call answered a token')
    assert.equal(await app.waitForPage('pages/member/index'), member)
    await waitForText(member, '学员小王')
    assert.ok(
      app.toasts.some((t) => t.title === NOTICE),
      `the learner is told: ${JSON.stringify(app.toasts)}; uncaught: ${uncaught(app)}`
    )
    assert.ok(
      requestsTo(app, '/api/v2/member/detail').some((r) => r.header.Authorization === `Bearer ${token}`),
      'the member detail was asked with the new token'
    )

    // Later in the visit: the player, still logged in, and its report reaches the server.
    const player = await app.openPage('packages/learning/vod/video/index', { id: '1' })
    await waitFor(() => {
      try {
        return fire(player, 'player-video', 'timeupdate', { currentTime: 12, duration: 30 }) !== false
      } catch {
        return false
      }
    })
    fire(player, 'player-video', 'timeupdate', { currentTime: 23, duration: 30 })
    fire(player, 'player-video', 'pause', {})
    const records = async () => (await control('GET', '/__demo/records?user=1')).calls
    await waitFor(async () => (await records()).some((c) => c.accepted && Number(c.duration) === 23), {
      describe: () => 'the position was not reported',
    })

    assert.ok(refused.count > 0, 'the app did try to store')
    assert.equal(app.storage.has(TOKEN_KEY), false, 'nothing reached the full storage')
    assert.deepEqual(app.toasts.filter((t) => t.title === NOTICE).length, 1, 'the learner is told once')
    assert.deepEqual(uncaught(app), [])
  })
}
