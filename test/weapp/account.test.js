'use strict'
/**
 * 个人中心 and the account pages in the built mini-program, headless, against the demo API: the entries of /member
 * (login first where needed, the tab page switched, pull-to-refresh), 关于平台 opening its pages in the web-view,
 * and /member/password (its validation, a refusal that keeps the input, 成功 and back). Run after
 * `npm run build:weapp` (or with WEAPP_DIST pointing at another build).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, findNode, input, tap, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const MOBILE = '13800138000'

/** The text inside one rendered node. */
function textIn(node) {
  if (!node) return ''
  if (typeof node.v === 'string' || typeof node.v === 'number') return String(node.v)
  return (node.cn || []).map(textIn).join('')
}

/** Whether the rendered input with this id holds `value` (Taro keeps it under a short attribute alias). */
const holds = (page, id, value) => Object.values(findNode(page, id) || {}).includes(value)

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, startApp } = useDemoBackend()

  const loginToken = async (who = { mobile: MOBILE }) => (await control('POST', '/__demo/login', who)).token
  const requestsTo = (app, path) => app.requests.filter((r) => r.path === path)
  const toastTitles = (app) => app.toasts.map((t) => t.title)
  const waitForToast = (app, title) =>
    waitFor(() => app.toasts.some((t) => t.title === title), {
      describe: () => `no toast ${JSON.stringify(title)}; toasts: ${JSON.stringify(toastTitles(app))}`,
    })
  const navigationsOf = (app, api) => app.navigations.filter((n) => n.api === api).map((n) => n.url)

  /** The key of the captcha the dialog shows (the newest image answer whose picture is drawn). */
  async function captchaKey(app, page) {
    return waitFor(() => {
      const image = findNode(page, 'captcha-image')
      if (!findNode(page, 'captcha-dialog') || !image) return null
      const drawn = JSON.stringify(image)
      const answers = app.answers.get('/api/v2/captcha/image') || []
      const shown = answers.filter((a) => a && a.code === 0 && drawn.includes(a.data.img)).at(-1)
      return shown ? shown.data.key : null
    })
  }

  test('个人中心, a visitor: the entries, and login first for the pages that need it', async () => {
    const app = startApp()
    const page = await app.openPage('pages/member/index')
    await waitForText(page, '请登录')
    const text = textOf(page)
    for (const label of [
      '海量课程免费学！',
      '会员中心',
      '持续学习',
      '学习成长',
      '考试',
      '通知公告',
      '课件中心',
      '关于平台',
    ])
      assert.ok(text.includes(label), `${label} on /member`)
    for (const id of [
      'entry-role',
      'entry-study',
      'entry-grow-up',
      'entry-orders',
      'entry-exam',
      'entry-setting',
    ]) {
      tap(page, id)
      await app.settled()
    }
    assert.deepEqual(navigationsOf(app, 'navigateTo'), [
      '/pages/login/index?redirect=%2Frole',
      '/pages/login/index?redirect=%2Fstudy',
      '/pages/login/index?redirect=%2FgrowUp',
      '/pages/login/index?redirect=%2Fmember%2Forder',
      '/packages/exam/vodExam/index',
      '/packages/account/member/setting/index',
    ])
    assert.equal(requestsTo(app, '/api/v2/member/unreadNotificationCount').length, 0)
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('个人中心, logged in: 免费会员, the unread count; 持续学习 switches tab; pull-to-refresh reloads', async () => {
    const app = startApp({ storage: { [TOKEN_KEY]: await loginToken() } })
    const page = await app.openPage('pages/member/index')
    await waitForText(page, '学员小王')
    await waitFor(() => findNode(page, 'member-role'))
    assert.equal(textIn(findNode(page, 'member-role')), '免费会员')
    await waitFor(() => textIn(findNode(page, 'entry-messages')).includes('5'), {
      describe: () => `no unread 5 on 我的消息: ${textIn(findNode(page, 'entry-messages'))}`,
    })

    // Pull-to-refresh: the member and the count again (the spinner's end is checked by the component tests).
    const before = app.requests.length
    await control('POST', '/__demo/next', {
      path: '/api/v2/member/unreadNotificationCount',
      body: { code: 0, message: '', data: 2 },
    })
    assert.equal(typeof page.onPullDownRefresh, 'function', 'the page takes pull-to-refresh')
    page.onPullDownRefresh()
    await waitFor(() => /我的消息\s*2/.test(textIn(findNode(page, 'entry-messages'))), {
      describe: () => `the count is not 2: ${textIn(findNode(page, 'entry-messages'))}`,
    })
    const paths = app.requests.slice(before).map((r) => r.path)
    assert.ok(paths.includes('/api/v2/member/detail'), `the member is reloaded: ${paths}`)
    assert.ok(paths.includes('/api/v2/member/unreadNotificationCount'))

    tap(page, 'entry-notice')
    tap(page, 'entry-courseware')
    tap(page, 'entry-role')
    await app.settled()
    assert.deepEqual(navigationsOf(app, 'navigateTo'), [
      '/packages/training/vodNotice/index',
      '/packages/training/vodKJ/index',
      '/packages/order/role/index',
    ])

    tap(page, 'entry-study')
    const tab = await app.waitForNavigation('redirectTo')
    assert.equal(tab.url, '/pages/study/index')
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('关于平台: a row opens its page in the web-view', async () => {
    const app = startApp()
    const page = await app.openPage('packages/account/member/setting/index')
    await waitForText(page, '会员服务协议')
    assert.ok(textOf(page).includes('演示学堂 版权所有'))
    const config = (app.answers.get('/api/v2/other/config') || []).at(-1).data
    tap(page, 'setting-vip-protocol')
    const nav = await app.waitForNavigation('navigateTo', '/pages/webview/index')
    assert.equal(nav.url, `/pages/webview/index?url=${encodeURIComponent(config.vip_protocol)}`)
    const webview = await app.waitForPage('pages/webview/index')
    await waitFor(() => JSON.stringify(webview.data.root).includes(config.vip_protocol), {
      describe: () => `the web-view does not show ${config.vip_protocol}: ${textOf(webview)}`,
    })
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('重置密码: empty password, a refusal that keeps the input, then 成功 and back', async () => {
    const app = startApp({ storage: { [TOKEN_KEY]: await loginToken() } })
    await app.openPage('pages/member/index')
    await app.settled()
    app.wx.navigateTo({ url: '/packages/account/member/password/index' })
    const page = await app.waitForPage('packages/account/member/password/index')
    await waitForText(page, '138****8000')
    assert.ok(textOf(page).includes('新密码'))

    tap(page, 'get-sms-code')
    await waitForToast(app, '请输入密码')
    assert.equal(findNode(page, 'captcha-dialog'), null)

    input(page, 'new-password', 'abc')
    await app.settled()
    tap(page, 'get-sms-code')
    const key = await captchaKey(app, page)
    const { answer } = await control('GET', `/__demo/captcha?key=${encodeURIComponent(key)}`)
    input(page, 'captcha-input', answer)
    await app.settled()
    tap(page, 'captcha-confirm')
    await waitForText(page, '验证码已发送至 138****8000')
    assert.deepEqual(
      requestsTo(app, '/api/v2/captcha/sms').map((r) => [r.data.mobile, r.data.scene]),
      [[MOBILE, 'password_reset']]
    )
    const { code } = await control('GET', `/__demo/sms?mobile=${MOBILE}&scene=password_reset`)
    input(page, 'sms-code', code)
    await app.settled()
    tap(page, 'sms-submit')
    await waitForToast(app, '密码长度为6-16个字符')
    await app.settled()
    assert.ok(holds(page, 'new-password', 'abc'), 'the password is kept')
    assert.ok(holds(page, 'sms-code', code), 'the code is kept')
    assert.ok(findNode(page, 'sms-panel'), 'the code panel stays')

    input(page, 'new-password', 'newpass456')
    await app.settled()
    tap(page, 'sms-submit')
    tap(page, 'sms-submit')
    await waitForToast(app, '成功')
    const back = await app.waitForNavigation('navigateBack')
    assert.ok(back)
    const changes = requestsTo(app, '/api/v2/member/detail/password')
    assert.equal(changes.length, 2, 'the refused one, then one for the double tap')
    assert.equal(changes[1].data.password, 'newpass456')
    const token = await control('POST', '/api/v2/login/password', { mobile: MOBILE, password: 'newpass456' })
    assert.ok(token.token, 'the new password logs in')
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })
}
