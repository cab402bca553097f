'use strict'
// /login, the captcha modal, the SMS login flow, validation and errors: the SMS login from phone to
// token, its validation, a wrong captcha and a wrong code, and where the app goes afterwards (also when the
// redirect points off the app).

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')
const { loginHelpers, captchaAnswer, smsCode, MOBILE, TOKEN_KEY } = require('./login-support')

const e2e = setupE2E()
const login = loginHelpers(e2e)

test('SMS login from a protected deep link ends back on it, logged in', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/vod/video?id=3')
  await e2e.waitForRoute(page, '/login?redirect=%2Fvod%2Fvideo%3Fid%3D3')
  await e2e.waitForLoginPage(page)
  await e2e.visible(page, '#login-mobile').waitFor()
  await e2e.screenshot(page, 'login-page')

  await login.fill(page, 'login-mobile', MOBILE)
  await login.agree(page)
  await e2e.tap(page, '#get-sms-code')

  // The captcha modal: image, 请输入图中字符, 确认.
  const dialog = e2e.visible(page, '#captcha-dialog')
  await dialog.waitFor()
  const key = await login.captchaKey(page)
  assert.equal(await login.placeholder(page, 'captcha-input'), '请输入图中字符')
  assert.equal((await e2e.visible(page, '#captcha-confirm').innerText()).trim(), '确认')
  assert.equal((await e2e.visible(page, '#captcha-cancel').innerText()).trim(), '取消')
  await login.fill(page, 'captcha-input', await captchaAnswer(key))
  await e2e.screenshot(page, 'login-captcha')
  await e2e.tap(page, '#captcha-confirm')

  // The code panel replaces the form.
  const panel = e2e.visible(page, '#sms-panel')
  await panel.waitFor()
  assert.equal(await dialog.count(), 0, 'the captcha modal is closed')
  assert.equal(await e2e.visible(page, '#login-mobile').count(), 0, 'the phone form is replaced')
  const panelText = await panel.innerText()
  assert.match(panelText, /输入短信验证码/)
  assert.match(panelText, /验证码已发送至 13800138000/)
  assert.match((await e2e.visible(page, '#sms-countdown').innerText()).trim(), /^1\d\ds$/)
  assert.equal(await e2e.visible(page, '#sms-resend').count(), 0, 'no resend during the countdown')
  assert.equal(
    await e2e.visible(page, '#sms-submit').getAttribute('data-active'),
    'false',
    'the confirm button is not highlighted while the code is empty'
  )
  const smsRequests = (await e2e.apiLog()).filter((entry) => entry.path === '/api/v2/captcha/sms')
  assert.deepEqual(
    smsRequests.map((entry) => ({ ...entry.body, image_captcha: typeof entry.body.image_captcha })),
    [{ mobile: MOBILE, image_key: key, image_captcha: 'string', scene: 'login' }]
  )

  await login.fill(page, 'sms-code', await smsCode(MOBILE, 'login'))
  assert.equal(await e2e.visible(page, '#sms-submit').getAttribute('data-active'), 'true')
  await e2e.screenshot(page, 'login-sms-panel')
  await e2e.tap(page, '#sms-submit')

  const token = await login.waitForToken(page)
  assert.match(token, /^\S+$/, 'the token is stored as a plain string (no JSON quotes)')
  assert.ok(!token.startsWith('"'))
  // The login page was the only page (deep link): the app goes on to the redirect target.
  await e2e.waitForRoute(page, '/vod/video?id=3')
  assert.match(await e2e.watermarkText(page), /学员小王-1/)
  assert.deepEqual(await e2e.shownPages(page), ['/vod/video'])

  const log = await e2e.apiLog()
  const loginCall = log.find((entry) => entry.path === '/api/v2/login/mobile')
  assert.equal(loginCall.method, 'POST')
  assert.equal(loginCall.body.mobile, MOBILE)
  const afterLogin = log.slice(log.indexOf(loginCall) + 1)
  assert.ok(
    afterLogin.some((entry) => entry.path === '/api/v2/member/detail' && entry.auth),
    'the member detail is loaded with the new token'
  )
  assert.ok(
    afterLogin.some((entry) => entry.path === '/api/v2/other/config'),
    'the config is loaded again'
  )
})

/** In the page: when the token was stored and when the address changed (page times, not the test's). */
function recordTokenAndMoves(page) {
  return page.addInitScript((key) => {
    const marks = { tokenAt: null, movedAt: [] }
    window.__loginMarks = marks
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function recordedSetItem(name) {
      if (name === key && marks.tokenAt === null) marks.tokenAt = performance.now()
      return setItem.apply(this, arguments)
    }
    window.addEventListener('hashchange', () => marks.movedAt.push(performance.now()))
  }, TOKEN_KEY)
}

test('SMS login opened from inside the app goes back one page (to /member)', async () => {
  const page = await e2e.newPage()
  await recordTokenAndMoves(page)
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '请登录' }).waitFor()
  await e2e.tap(page, '#entry-messages')
  await e2e.waitForRoute(page, '/login?redirect=%2Fmessages')
  await e2e.waitForLoginPage(page)

  await page.evaluate(() => {
    window.__loginMarks.movedAt = []
  })
  await login.smsLogin(page)
  await login.waitForToken(page)
  await e2e.waitForRoute(page, '/member')
  // Measured in the page: a busy test process reads the token late, the page's own clock does not.
  const { tokenAt, movedAt } = await page.evaluate(() => window.__loginMarks)
  const waited = Math.round(movedAt[0] - tokenAt)
  assert.ok(waited >= 300, `the app leaves the login page after a pause (${waited} ms)`)
  await e2e.visible(page, '.member__nick').filter({ hasText: '学员小王' }).waitFor()
  await e2e.settled(page) // the page change has finished (Taro hides the page left with a timer)
  assert.deepEqual(await e2e.shownPages(page), ['/member'])
  assert.equal(e2e.route(page), '/member')
})

test('validation: empty phone does nothing, a bad phone and an unticked agreement are named', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/login')
  await e2e.waitForLoginPage(page)
  await e2e.visible(page, '#login-mobile').waitFor()

  // Empty phone: nothing happens (no dialog, no captcha request, no toast).
  assert.equal(await e2e.visible(page, '#get-sms-code').getAttribute('data-active'), 'false')
  await e2e.tap(page, '#get-sms-code')
  await e2e.settled(page)
  assert.equal(await e2e.visible(page, '#captcha-dialog').count(), 0)
  assert.deepEqual(await login.toastTexts(page), [])
  assert.equal(
    (await e2e.apiLog()).filter((entry) => entry.path === '/api/v2/captcha/image').length,
    0,
    'no captcha is asked for'
  )

  // A bad phone (second digit 2).
  await login.fill(page, 'login-mobile', '12800138000')
  assert.equal(await e2e.visible(page, '#get-sms-code').getAttribute('data-active'), 'true')
  await e2e.tap(page, '#get-sms-code')
  await e2e.waitForToast(page, '请输入正确的手机号')
  assert.equal(await e2e.visible(page, '#captcha-dialog').count(), 0)

  // A good phone but the agreement is not ticked.
  await login.fill(page, 'login-mobile', MOBILE)
  await e2e.tap(page, '#get-sms-code')
  await e2e.waitForToast(page, '请同意协议')
  assert.equal(await e2e.visible(page, '#captcha-dialog').count(), 0)
  assert.equal(
    (await e2e.apiLog()).filter((entry) => entry.path === '/api/v2/captcha/image').length,
    0,
    'still no captcha request'
  )

  // Ticked: now the captcha opens.
  await login.agree(page)
  await e2e.tap(page, '#get-sms-code')
  await e2e.visible(page, '#captcha-dialog').waitFor()
})

test('a wrong captcha: 图形验证码错误, the modal stays with a new image; the right answer then works', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/login')
  await e2e.waitForLoginPage(page)
  const shownKey = await login.openCaptcha(page)
  // Tapping the image brings another one.
  await e2e.tap(page, '#captcha-image')
  const firstKey = await login.captchaKey(page, { not: shownKey })
  const right = await captchaAnswer(firstKey)

  await login.fill(page, 'captcha-input', right === 'zzzz' ? 'yyyy' : 'zzzz')
  await e2e.tap(page, '#captcha-confirm')
  await e2e.waitForToast(page, '图形验证码错误')
  const secondKey = await login.captchaKey(page, { not: firstKey })
  assert.notEqual(secondKey, firstKey, 'a new captcha image')
  assert.ok(await e2e.visible(page, '#captcha-dialog').isVisible(), 'the modal stays')
  assert.equal(await login.inputValue(page, 'captcha-input'), '', 'the field is emptied for the new image')
  assert.equal(await e2e.visible(page, '#sms-panel').count(), 0)
  assert.equal((await e2e.visible(page, '#captcha-confirm').innerText()).trim(), '确认', 'not stuck sending')

  await login.answerCaptcha(page)
  await e2e.visible(page, '#sms-panel').waitFor()
  assert.equal(await e2e.visible(page, '#captcha-dialog').count(), 0)
  const sent = (await e2e.apiLog()).filter((entry) => entry.path === '/api/v2/captcha/sms')
  assert.deepEqual(
    sent.map((entry) => entry.body.image_key),
    [firstKey, secondKey]
  )
})

test('a wrong SMS code: 短信验证码错误, the button works again, no token; the right code logs in', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/login?redirect=%2Fmessages')
  await e2e.waitForLoginPage(page)
  await login.requestSmsCode(page)
  const right = await smsCode(MOBILE, 'login')
  const wrong = right === '000000' ? '111111' : '000000'

  // An empty code is named and not sent.
  await e2e.tap(page, '#sms-submit')
  await e2e.waitForToast(page, '请输入短信验证码')
  assert.equal((await e2e.apiLog()).filter((entry) => entry.path === '/api/v2/login/mobile').length, 0)

  // The answer takes a moment: the button shows its loading state meanwhile.
  await e2e.queueNext({ path: '/api/v2/login/mobile', delayMs: 800 })
  await login.submitSmsCode(page, MOBILE, { code: wrong })
  const button = e2e.visible(page, '#sms-submit')
  assert.deepEqual(
    await login.buttonState(page, 'sms-submit'),
    { loading: true, disabled: true },
    'loading while sent'
  )
  await e2e.waitForToast(page, '短信验证码错误')
  await page.waitForFunction(() => {
    const el = [...document.querySelectorAll('#sms-submit')].find((node) => node.getClientRects().length)
    return el && el.getAttribute('data-loading') === 'false'
  })
  assert.deepEqual(
    await login.buttonState(page, 'sms-submit'),
    { loading: false, disabled: false },
    'usable again'
  )
  assert.equal(await button.getAttribute('data-active'), 'true', 'the code stays, the button highlighted')
  assert.equal(await login.inputValue(page, 'sms-code'), wrong, 'the code stays to be corrected')
  assert.equal(await e2e.storedToken(page), null)
  assert.match(e2e.route(page), /^\/login\?/)

  await login.submitSmsCode(page, MOBILE, { code: right })
  await login.waitForToken(page)
  await e2e.waitForRoute(page, '/messages')
  const logins = (await e2e.apiLog()).filter((entry) => entry.path === '/api/v2/login/mobile')
  assert.deepEqual(
    logins.map((entry) => entry.body.mobile_code),
    [wrong, right]
  )
})

test('the resend countdown runs 120 s, then 重新发送 goes through the captcha and restarts it', async () => {
  const page = await e2e.newPage()
  await page.clock.install()
  await e2e.gotoApp(page, '/login')
  await e2e.waitForLoginPage(page)
  await login.requestSmsCode(page)
  const countdown = e2e.visible(page, '#sms-countdown')
  assert.equal((await countdown.innerText()).trim(), '120s')

  await page.clock.runFor(60_000)
  assert.equal((await countdown.innerText()).trim(), '60s')
  assert.equal(await e2e.visible(page, '#sms-resend').count(), 0, 'no resend while it runs')

  await page.clock.runFor(60_000)
  const resend = e2e.visible(page, '#sms-resend')
  await resend.waitFor()
  assert.equal((await resend.innerText()).trim(), '重新发送')
  assert.equal(await countdown.count(), 0)

  await e2e.tap(page, '#sms-resend')
  await e2e.visible(page, '#captcha-dialog').waitFor()
  await login.answerCaptcha(page)
  await e2e.visible(page, '#sms-countdown').waitFor()
  assert.equal((await e2e.visible(page, '#sms-countdown').innerText()).trim(), '120s')
  const sent = (await e2e.apiLog()).filter((entry) => entry.path === '/api/v2/captcha/sms')
  assert.equal(sent.length, 2, 'a second SMS was sent')

  // The newest code logs in.
  await login.submitSmsCode(page)
  await login.waitForToken(page)
})

for (const [label, target] of [
  ['https://evil.example/', 'https://evil.example/'],
  ['//evil.example', '//evil.example'],
  ['/\\evil.example', '/\\evil.example'],
]) {
  test(`an off-site redirect (${label}) is not followed after login: the app ends on /`, async () => {
    const page = await e2e.newPage()
    const visited = []
    page.on('request', (request) => {
      if (/evil\.example/.test(request.url())) visited.push(request.url())
    })
    await e2e.gotoApp(page, `/login?redirect=${encodeURIComponent(target)}`)
    await e2e.waitForLoginPage(page)
    const appOrigin = new URL(e2e.appUrl).origin

    await login.smsLogin(page)
    await login.waitForToken(page)
    await e2e.waitForRoute(page, '/')
    await e2e.settled(page) // home has loaded; a trip off the app would be under way
    assert.equal(new URL(page.url()).origin, appOrigin, 'still on the app')
    assert.equal(e2e.route(page), '/')
    assert.deepEqual(visited, [], 'no request to evil.example')
    assert.deepEqual(await e2e.shownPages(page), ['/'])
  })
}
