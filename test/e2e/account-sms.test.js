'use strict'
// The account pages that work with SMS codes, against the demo API, reached as a learner reaches them (个人中心 →
// 个人资料 → the row): 重置密码 (then log out and log in with the new password), 验证原手机号 → 换绑手机号 with the
// captcha inline (the profile shows the new number), 绑定手机号 for learner 3 (no number). Validation, refusals
// that keep the input, and buttons that send once per tap on a slow network.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, sleep } = require('./support')
const { loginHelpers, captchaAnswer, smsCode, MOBILE, PASSWORD } = require('./login-support')

const e2e = setupE2E()
const login = loginHelpers(e2e)

const NEW_PASSWORD = 'newpass456'
const NEW_MOBILE = '13700137001'

/** The path of each request the demo API received since `from` entries, for `path`. */
const requestsTo = async (path) => (await e2e.apiLog()).filter((entry) => entry.path === path)

/** 个人中心 → 个人资料 → a row of the profile. */
async function fromProfile(page, rowId, route) {
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '#member-user').waitFor()
  await e2e.visible(page, '.member__nick').filter({ hasNotText: '请登录' }).waitFor()
  await e2e.tap(page, '#member-user')
  await e2e.waitForRoute(page, '/member/profile')
  await e2e.visible(page, `#${rowId}`).waitFor()
  await e2e.tap(page, `#${rowId}`)
  await e2e.waitForRoute(page, route)
}

/** The key of the inline captcha image on screen (another than `not`). */
async function inlineCaptchaKey(page, { not } = {}) {
  const deadline = Date.now() + 5000
  for (;;) {
    const image = e2e.visible(page, '#inline-captcha [data-key]')
    const key = (await image.count()) ? await image.first().getAttribute('data-key') : null
    if (key && key !== not) return key
    if (Date.now() > deadline) throw new Error(`no new inline captcha image (still ${key})`)
    await sleep(50)
  }
}

test('重置密码: validation, a refusal that keeps everything, 成功; the new password logs in, the old one not', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await fromProfile(page, 'row-password', '/member/password')
  await e2e.visible(page, '#new-password').waitFor()
  assert.equal((await e2e.visible(page, '#own-mobile').innerText()).trim(), '138****8000')
  assert.equal(await login.placeholder(page, 'new-password'), '请输入新密码')
  assert.equal(
    await e2e.input(page, '#new-password').getAttribute('type'),
    'password',
    'the new password is hidden'
  )
  await e2e.shot(page, 'account-password-form', { noToast: true })

  // No password yet.
  await e2e.tap(page, '#get-sms-code')
  await e2e.waitForToast(page, '请输入密码')
  assert.equal(await e2e.visible(page, '#captcha-dialog').count(), 0)

  // Too short: the server refuses it after the code; nothing is lost.
  await login.fill(page, 'new-password', 'abc')
  await e2e.tap(page, '#get-sms-code')
  await e2e.visible(page, '#captcha-dialog').waitFor()
  await login.answerCaptcha(page)
  await e2e.visible(page, '#sms-panel').waitFor()
  const sent = await requestsTo('/api/v2/captcha/sms')
  assert.deepEqual(
    sent.map((entry) => [entry.body.mobile, entry.body.scene]),
    [[MOBILE, 'password_reset']]
  )
  assert.equal((await e2e.visible(page, '#sms-submit').innerText()).trim(), '确定')
  assert.match(await e2e.visible(page, '#sms-panel').innerText(), /验证码已发送至 138\*\*\*\*8000/)
  assert.match((await e2e.visible(page, '#sms-countdown').innerText()).trim(), /^1\d\ds$/)
  const code = await smsCode(MOBILE, 'password_reset')
  await login.fill(page, 'sms-code', code)
  await e2e.shot(page, 'account-password-panel', { noToast: true })
  await e2e.tap(page, '#sms-submit')
  await e2e.waitForToast(page, '密码长度为6-16个字符')
  assert.equal(await login.inputValue(page, 'new-password'), 'abc')
  assert.equal(await login.inputValue(page, 'sms-code'), code)
  assert.equal(e2e.route(page), '/member/password')

  // A wrong code: said, kept.
  await login.fill(page, 'new-password', NEW_PASSWORD)
  await login.fill(page, 'sms-code', '000000')
  await e2e.tap(page, '#sms-submit')
  await e2e.waitForToast(page, '短信验证码错误')
  assert.equal(await login.inputValue(page, 'sms-code'), '000000')
  assert.equal(await login.inputValue(page, 'new-password'), NEW_PASSWORD)

  // The right code on a slow network: two taps, one request; 成功, back to the profile.
  await login.fill(page, 'sms-code', code)
  await e2e.queueNext({ path: '/api/v2/member/detail/password', delayMs: 1200 })
  await e2e.visible(page, '#sms-submit').dblclick()
  await e2e.tap(page, '#sms-submit')
  await e2e.waitForToast(page, '成功', { timeout: 4000 })
  await e2e.waitForRoute(page, '/member/profile')
  const changes = await requestsTo('/api/v2/member/detail/password')
  assert.equal(changes.length, 3, 'short, wrong code, then one for the three taps')
  assert.deepEqual(changes.at(-1).body, { mobile: MOBILE, mobile_code: code, password: NEW_PASSWORD })

  // Log out, then log in with the password: the old one is refused, the new one works.
  await e2e.visible(page, '#profile-logout').waitFor()
  await e2e.tap(page, '#profile-logout')
  await e2e.visible(page, '#confirm-dialog').waitFor()
  await e2e.tap(page, '#confirm-ok')
  await e2e.waitForRoute(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '请登录' }).waitFor()
  await e2e.tap(page, '#member-user')
  await e2e.waitForLoginPage(page)
  await e2e.tap(page, '#to-password-login')
  await e2e.waitForRoute(page, /^\/login-password/)
  await login.passwordLogin(page, MOBILE, PASSWORD)
  await e2e.waitForToast(page, '手机号或密码错误')
  assert.equal(await e2e.storedToken(page), null)
  await login.fill(page, 'password-password', NEW_PASSWORD)
  await e2e.tap(page, '#password-submit')
  await login.waitForToken(page)
  await e2e.waitForRoute(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '学员小王' }).waitFor()
})

test('验证原手机号 → 换绑手机号: the old number proven, the new one bound with the captcha inline; the profile shows it', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await fromProfile(page, 'row-mobile', '/member/mobileVerify')
  await e2e.visible(page, '#old-mobile').waitFor()
  assert.equal((await e2e.visible(page, '#old-mobile').innerText()).trim(), '138****8000')
  await e2e.shot(page, 'account-verify-form', { noToast: true })

  // Step 1: a code to the current number, 绑定.
  await e2e.tap(page, '#get-sms-code')
  await e2e.visible(page, '#captcha-dialog').waitFor()
  await login.answerCaptcha(page)
  await e2e.visible(page, '#sms-panel').waitFor()
  assert.equal((await e2e.visible(page, '#sms-submit').innerText()).trim(), '绑定')
  await login.fill(page, 'sms-code', await smsCode(MOBILE, 'mobile_bind'))
  await e2e.shot(page, 'account-verify-panel', { noToast: true })
  await e2e.tap(page, '#sms-submit')
  await e2e.waitForToast(page, '成功')

  // Step 2: 换绑手机号.
  await e2e.visible(page, '#new-mobile-form').waitFor()
  assert.equal((await e2e.visible(page, '.nav-header__title').innerText()).trim(), '换绑手机号')
  await page.waitForFunction(() => document.title === '换绑手机号')
  const firstKey = await inlineCaptchaKey(page)
  const image = await e2e.visible(page, '#inline-captcha').boundingBox()
  assert.deepEqual([Math.round(image.width), Math.round(image.height)], [100, 36])
  assert.equal((await e2e.visible(page, '#change-mobile-submit').innerText()).trim(), '立即绑定码')
  await e2e.shot(page, 'account-new-mobile-form', { noToast: true })

  // Validation, in the form's order.
  await e2e.tap(page, '#inline-get-code')
  await e2e.waitForToast(page, '请输入新手机号')
  await login.fill(page, 'new-mobile', '1370013')
  await e2e.tap(page, '#inline-get-code')
  await e2e.waitForToast(page, '请输入正确的手机号')
  await login.fill(page, 'new-mobile', NEW_MOBILE)
  await e2e.tap(page, '#inline-get-code')
  await e2e.waitForToast(page, '请输入图形验证码')
  await e2e.tap(page, '#change-mobile-submit')
  await e2e.waitForToast(page, '请输入短信验证码')

  // A wrong captcha: refused, a new image, the number kept.
  await login.fill(page, 'inline-captcha-input', 'zzzz')
  await e2e.tap(page, '#inline-get-code')
  await e2e.waitForToast(page, '图形验证码错误')
  const secondKey = await inlineCaptchaKey(page, { not: firstKey })
  assert.equal(await login.inputValue(page, 'new-mobile'), NEW_MOBILE)
  assert.equal(await login.inputValue(page, 'inline-captcha-input'), '')

  // Tapping the image renews it too.
  await e2e.tap(page, '#inline-captcha')
  const key = await inlineCaptchaKey(page, { not: secondKey })

  // The right answer: the code goes to the new number (mobile_bind) and 获取验证码 counts down.
  const answer = await captchaAnswer(key)
  await login.fill(page, 'inline-captcha-input', answer)
  await e2e.tap(page, '#inline-get-code')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#inline-get-code')].some((el) => /^1\d\ds$/.test(el.textContent.trim()))
  )
  const sends = await requestsTo('/api/v2/captcha/sms')
  assert.deepEqual(sends.at(-1).body, {
    mobile: NEW_MOBILE,
    image_key: key,
    image_captcha: answer,
    scene: 'mobile_bind',
  })
  // No second send during the countdown: the button says it is disabled, and a tap on it anyway (a phone's touch
  // does not ask; Playwright would refuse an aria-disabled element) sends nothing.
  const counting = e2e.visible(page, '#inline-get-code').first()
  assert.equal(await counting.getAttribute('aria-disabled'), 'true')
  await counting.click({ force: true })
  await e2e.settled(page)
  assert.equal((await requestsTo('/api/v2/captcha/sms')).length, sends.length)
  await login.fill(page, 'inline-sms-code', await smsCode(NEW_MOBILE, 'mobile_bind'))
  await e2e.shot(page, 'account-new-mobile-countdown', { noToast: true })

  // 立即绑定码 on a slow network, tapped twice: one change; 成功, back to the profile with the new number.
  await e2e.queueNext({ path: '/api/v2/member/mobile', delayMs: 1200 })
  await e2e.visible(page, '#change-mobile-submit').dblclick()
  await e2e.waitForToast(page, '成功', { timeout: 4000 })
  await e2e.waitForRoute(page, '/member/profile')
  const changes = await requestsTo('/api/v2/member/mobile')
  assert.equal(changes.length, 1)
  assert.equal(changes[0].method, 'PUT')
  assert.equal(changes[0].body.mobile, NEW_MOBILE)
  assert.equal(changes[0].body.sign.length, 40)
  const row = e2e.visible(page, '#row-mobile')
  await row.filter({ hasText: '137****7001' }).waitFor()
  // The watermark follows the member.
  await e2e.waitForWatermark(page, NEW_MOBILE)
})

test('绑定手机号: learner 3 binds a number (the normal token); a learner with one is sent to change it', async () => {
  const page = await e2e.newPage()
  await e2e.login(page, { id: 3 })
  await fromProfile(page, 'row-mobile', '/member/mobile')
  await e2e.visible(page, '#bind-own-mobile').waitFor()
  assert.equal(await login.placeholder(page, 'bind-own-mobile'), '请输入手机号')
  await e2e.shot(page, 'account-bind-form', { noToast: true })

  await login.fill(page, 'bind-own-mobile', '1370013')
  await e2e.tap(page, '#get-sms-code')
  await e2e.waitForToast(page, '请输入正确的手机号')
  await login.fill(page, 'bind-own-mobile', NEW_MOBILE)
  await e2e.tap(page, '#get-sms-code')
  await e2e.visible(page, '#captcha-dialog').waitFor()
  await login.answerCaptcha(page)
  await e2e.visible(page, '#sms-panel').waitFor()
  assert.equal((await e2e.visible(page, '#sms-submit').innerText()).trim(), '绑定')
  await login.fill(page, 'sms-code', await smsCode(NEW_MOBILE, 'mobile_bind'))
  await e2e.shot(page, 'account-bind-panel', { noToast: true })
  await e2e.tap(page, '#sms-submit')
  await e2e.waitForToast(page, '成功')
  await e2e.waitForRoute(page, '/member/profile')
  await e2e.visible(page, '#row-mobile').filter({ hasText: '137****7001' }).waitFor()
  const [bind] = await requestsTo('/api/v2/member/detail/mobile')
  assert.equal(bind.body.mobile, NEW_MOBILE)
  assert.ok(bind.auth, 'sent with the learner’s token')

  // Now bound: /member/mobile opened again leads to the change of number.
  await e2e.gotoApp(page, '/member/mobile')
  await e2e.waitForRoute(page, '/member/mobileVerify')
  await e2e.visible(page, '#old-mobile').filter({ hasText: '137****7001' }).waitFor()
})

test('重置密码 without a bound number: 请绑定手机号 and the way to bind one', async () => {
  const page = await e2e.newPage()
  await e2e.login(page, { id: 3 })
  await e2e.gotoApp(page, '/member/password')
  await e2e.visible(page, '#needs-mobile').waitFor()
  assert.equal((await e2e.visible(page, '#needs-mobile').innerText()).trim(), '请绑定手机号')
  await e2e.shot(page, 'account-password-needs-mobile', { noToast: true })
  await e2e.tap(page, '#to-bind-mobile')
  await e2e.waitForRoute(page, '/member/mobile')
  await e2e.visible(page, '#bind-own-mobile').waitFor()
})
