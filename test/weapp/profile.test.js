'use strict'
/**
 * 个人资料 (/member/profile) in the built mini-program, headless, against the demo API: the account rows without
 * the social ones (no browser redirect in a mini-program), the one-time nickname, and logout. Learner 1
 * (13800138000) has no nickname set yet. Run after `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, input, tap, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const PROFILE = 'packages/account/member/profile/index'

if (!distExists()) {
  test('the mini-program has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, login, startApp, url } = useDemoBackend()

  async function openProfile() {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage(PROFILE)
    await waitForText(page, '账户信息')
    return { app, page, token }
  }

  test('the rows: nickname, mobile masked, real name, password, deletion, logout; no QQ or WeChat rows', async () => {
    const { app, page } = await openProfile()
    const text = textOf(page)
    for (const expected of [
      '学员小王',
      '昵称',
      '绑定手机号',
      '138****8000',
      '实名认证',
      '未认证',
      '修改密码',
      '已设置',
      '账号注销',
      '退出登录',
    ]) {
      assert.ok(text.includes(expected), `shows ${expected}: ${text}`)
    }
    assert.ok(!text.includes('绑定QQ'), 'no QQ row in the mini-program')
    assert.ok(!text.includes('绑定微信'), 'no WeChat row in the mini-program')
    assert.ok(
      app.requests.filter((r) => r.path === '/api/v2/member/detail').length >= 1,
      'the member detail is asked for'
    )
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('nickname: set once (修改成功, shown), the second tap says 您已经设置过昵称了哦', async () => {
    const { app, page } = await openProfile()
    tap(page, 'row-nickname')
    await waitForText(page, '修改昵称')
    input(page, 'nickname-input', '小程序名')
    await app.settled()
    tap(page, 'nickname-save')
    await waitFor(() => app.toasts.some((t) => t.title === '修改成功'), {
      describe: () => JSON.stringify(app.toasts),
    })
    await waitFor(() => !textOf(page).includes('修改昵称'))
    await waitForText(page, '小程序名')
    const sent = app.requests.filter((r) => r.path === '/api/v2/member/detail/nickname')
    assert.deepEqual(
      sent.map((r) => r.data.nick_name),
      ['小程序名']
    )
    const member = await control('GET', '/__demo/member?user=1')
    assert.equal(member.nick_name, '小程序名')
    assert.equal(member.is_set_nickname, 1)

    tap(page, 'row-nickname')
    await waitFor(() => app.toasts.some((t) => t.title === '您已经设置过昵称了哦'))
    assert.ok(!textOf(page).includes('修改昵称'))
  })

  /** A member detail asked with `token`: its envelope's code (0 while the server still takes the token). */
  const memberCodeWith = (token) =>
    fetch(new URL('/api/v2/member/detail', url()), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    })
      .then((res) => res.json())
      .then((body) => body.code)

  async function logOut(page, app) {
    tap(page, 'profile-logout')
    await waitForText(page, '确认安全退出登录？')
    tap(page, 'confirm-ok')
    await waitFor(() => app.toasts.some((t) => t.title === '已安全退出'))
    await app.waitForNavigation('redirectTo', '/pages/member/index')
    assert.ok(!app.storage.get(TOKEN_KEY), 'the token is gone from wx storage')
    const member = await app.waitForPage('pages/member/index')
    await waitForText(member, '请登录')
    return member
  }

  test('logout: 确认安全退出登录？ → 已安全退出, token gone, on to 个人中心; the server is told once and drops the token', async () => {
    const { app, page, token } = await openProfile()
    assert.equal(await memberCodeWith(token), 0)
    await logOut(page, app)
    const calls = () => app.requests.filter((r) => r.path === '/api/v2/logout')
    await waitFor(() => (app.answers.get('/api/v2/logout') || []).length === 1)
    assert.equal(calls().length, 1, 'one POST /api/v2/logout')
    assert.equal(calls()[0].method, 'POST')
    assert.equal(calls()[0].header.Authorization, `Bearer ${token}`, 'the token in the Authorization header')
    assert.equal(await memberCodeWith(token), 401, 'the server no longer takes the token')
    const [record] = await control('GET', '/__demo/login-records?user=1')
    assert.ok(record.logged_out_at, 'the login record is closed')
    await app.settled()
    assert.equal(calls().length, 1, 'sent once')
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('logout while the server fails: logged out at once, before the answer; the failure says nothing', async () => {
    const { app, page, token } = await openProfile()
    await control('POST', '/__demo/next', { path: '/api/v2/logout', status: 500, delayMs: 1500 })
    const member = await logOut(page, app)
    assert.equal(app.answers.get('/api/v2/logout'), undefined, 'logged out before the server answered')
    assert.equal(app.requests.filter((r) => r.path === '/api/v2/logout').length, 1)
    await waitFor(() => (app.answers.get('/api/v2/logout') || []).length === 1, { timeout: 4000 })
    await app.settled()
    assert.deepEqual(
      app.toasts.map((t) => t.title),
      ['已安全退出'],
      'no error shown for the failed call'
    )
    assert.ok(textOf(member).includes('请登录'), 'still logged out')
    assert.equal(app.currentPage().route, 'pages/member/index')
    assert.ok(!app.storage.get(TOKEN_KEY))
    assert.equal(await memberCodeWith(token), 0, 'the failed call left the token valid on the server')
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })
}
