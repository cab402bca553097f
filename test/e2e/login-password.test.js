'use strict'
// /login-password: mobile + password, then the same after-login path as the SMS login.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')
const { loginHelpers, MOBILE, PASSWORD } = require('./login-support')

const e2e = setupE2E()
const login = loginHelpers(e2e)

test('password login on /login-password?redirect=%2Fmessages ends on /messages', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/login-password?redirect=%2Fmessages')
  await e2e.visible(page, '#password-mobile').waitFor()
  assert.equal(await e2e.visible(page, '#password-submit').getAttribute('data-active'), 'false')

  await login.passwordLogin(page, MOBILE, PASSWORD)
  const token = await login.waitForToken(page)
  await e2e.waitForRoute(page, '/messages')
  await e2e.visible(page, '[id^="message-"]').first().waitFor()
  assert.deepEqual(await e2e.shownPages(page), ['/messages'])

  const log = await e2e.apiLog()
  const call = log.find((entry) => entry.path === '/api/v2/login/password')
  assert.equal(call.method, 'POST')
  assert.deepEqual(
    { mobile: call.body.mobile, password: call.body.password },
    { mobile: MOBILE, password: PASSWORD }
  )
  assert.ok(token.length > 0)
})

test('a wrong password: 手机号或密码错误, the button is not stuck loading, no token; then it works', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/login-password?redirect=%2Fmessages')
  await e2e.queueNext({ path: '/api/v2/login/password', delayMs: 600 })

  await login.passwordLogin(page, MOBILE, 'wrong-password')
  assert.deepEqual(
    await login.buttonState(page, 'password-submit'),
    { loading: true, disabled: true },
    'loading while the call runs'
  )
  await e2e.waitForToast(page, '手机号或密码错误')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#password-submit')].some(
      (el) => el.getClientRects().length && el.getAttribute('data-loading') === 'false'
    )
  )
  assert.deepEqual(await login.buttonState(page, 'password-submit'), { loading: false, disabled: false })
  assert.equal(await e2e.storedToken(page), null)
  assert.equal(e2e.route(page), '/login-password?redirect=%2Fmessages')
  assert.equal(await login.inputValue(page, 'password-mobile'), MOBILE, 'the fields stay for another try')

  await login.fill(page, 'password-password', PASSWORD)
  await e2e.tap(page, '#password-submit')
  await login.waitForToken(page)
  await e2e.waitForRoute(page, '/messages')
})

test('a 401 while the login loads the member detail: token cleared, on to the redirect target', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/login-password?redirect=%2Fvod%2Fdetail%3Fid%3D2')
  await e2e.queueNext({
    path: '/api/v2/member/detail',
    body: { code: 401, message: '请登录', data: [] },
  })
  await login.passwordLogin(page, MOBILE, PASSWORD)

  await e2e.waitForRoute(page, '/vod/detail?id=2')
  await e2e.settled(page)
  assert.equal(e2e.route(page), '/vod/detail?id=2')
  assert.equal(await e2e.storedToken(page), null, 'the token is cleared')
  assert.equal(await e2e.visible(page, '[data-testid=watermark]').count(), 0, 'not logged in')
  assert.equal(await e2e.visible(page, '#after-login-dialog').count(), 0)
})
