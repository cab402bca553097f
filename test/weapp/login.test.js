'use strict'
/**
 * The login flows of the built mini-program (dist/weapp) against the demo MeEdu API (test/demo-api), headless
 * (see harness.js). Every wx.request of the app is sent over HTTP to an in-process demo API on an ephemeral
 * port; the tests read captcha answers and SMS codes through its /__demo/ endpoints, like a learner reading
 * the image and the SMS. Run after `npm run build:weapp`:
 *
 *   node --test test/weapp/
 *
 * Covers /login and its captcha modal, the SMS login flow, the after-login checks and the form validation.
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, tap, input, findNode, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const MOBILE = '13800138000'
const PASSWORD = 'meedu123'
/** The app leaves the login screen 500 ms after a successful login. */
const POST_LOGIN_DELAY_MS = 500

const uncaught = (app) => app.errors.map((e) => (e && e.stack) || String(e))

/** Every rendered node under data.root for which `match(node)` holds, in order. */
function nodesWhere(page, match) {
  const found = []
  const walk = (node) => {
    if (!node || typeof node !== 'object') return
    if (match(node)) found.push(node)
    if (Array.isArray(node.cn)) node.cn.forEach(walk)
  }
  walk(page.data.root)
  return found
}

/** The text inside one rendered node (its text nodes, in order). */
function textIn(node) {
  if (!node) return ''
  if (typeof node.v === 'string' || typeof node.v === 'number') return String(node.v)
  return (node.cn || []).map(textIn).join('')
}

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, startApp, url: demoUrl } = useDemoBackend()

  const requestsTo = (app, path) => app.requests.filter((r) => r.path === path)
  const toastTitles = (app) => app.toasts.map((t) => t.title)

  /** Waits for a toast with this title (toasts are recorded in order). */
  const waitForToast = (app, title) =>
    waitFor(() => app.toasts.some((t) => t.title === title), {
      describe: () => `no toast ${JSON.stringify(title)}; toasts: ${JSON.stringify(toastTitles(app))}`,
    })

  // data-* attributes never reach the mini-program's view tree (Taro keeps them on its own nodes for events),
  // so state is read from what WeChat draws: classes, text and the image source.
  const classOf = (page, id) => (findNode(page, id) || {}).cl || ''
  /** PrimaryButton: highlighted (auth__button--active) / spinning (auth__button--loading). */
  const isActive = (page, id) => classOf(page, id).split(' ').includes('auth__button--active')
  const isLoading = (page, id) => classOf(page, id).split(' ').includes('auth__button--loading')
  const isAgreed = (page) =>
    nodesWhere({ data: { root: findNode(page, 'agreement') } }, (node) =>
      String(node.cl || '').includes('agreement__box--checked')
    ).length === 1

  /**
   * The key of the captcha on screen: the captcha answers the app received, the newest one whose image the
   * dialog draws (optionally other than `not`).
   */
  async function captchaKeyOn(app, page, { not } = {}) {
    return waitFor(
      () => {
        const image = findNode(page, 'captcha-image')
        if (!findNode(page, 'captcha-dialog') || !image) return null
        const sources = nodesWhere({ data: { root: image } }, () => true).flatMap((node) =>
          Object.values(node).filter((value) => typeof value === 'string' && value.startsWith('data:image/'))
        )
        const answers = app.answers.get('/api/v2/captcha/image') || []
        const shown = answers.filter((a) => a && a.code === 0 && sources.includes(a.data.img)).at(-1)
        return shown && shown.data.key !== not ? shown.data.key : null
      },
      { describe: () => `no captcha image${not ? ` other than ${not}` : ''}; page: ${textOf(page)}` }
    )
  }

  /** The login form ready to use: config and boot done, the phone field drawn. */
  async function loginForm(page) {
    await waitForText(page, '获取短信验证码')
    assert.ok(findNode(page, 'login-mobile'), 'the phone field is drawn')
    return page
  }

  /** Phone, agreement, 获取短信验证码, captcha: up to the code panel. Returns the captcha key used. */
  async function throughCaptcha(app, page, mobile = MOBILE) {
    input(page, 'login-mobile', mobile)
    await waitFor(() => isActive(page, 'get-sms-code'), {
      describe: () => 'get-sms-code is not active after typing the phone',
    })
    tap(page, 'agreement')
    await waitFor(() => isAgreed(page), {
      describe: () => 'the agreement is not ticked',
    })
    tap(page, 'get-sms-code')

    await waitFor(() => findNode(page, 'captcha-dialog'), { describe: () => 'no captcha dialog' })
    const captchaInput = findNode(page, 'captcha-input')
    assert.ok(captchaInput, 'the captcha dialog has its field')
    assert.ok(
      Object.values(captchaInput).includes('请输入图中字符'),
      `the captcha field's placeholder is 请输入图中字符: ${JSON.stringify(captchaInput)}`
    )
    assert.equal(textIn(findNode(page, 'captcha-confirm')), '确认')
    assert.equal(textIn(findNode(page, 'captcha-cancel')), '取消')

    const key = await captchaKeyOn(app, page)
    const { answer } = await control('GET', `/__demo/captcha?key=${encodeURIComponent(key)}`)
    input(page, 'captcha-input', answer)
    await app.settled()
    tap(page, 'captcha-confirm')

    await waitForText(page, '输入短信验证码')
    await waitForText(page, `验证码已发送至 ${mobile}`)
    assert.equal(findNode(page, 'captcha-dialog'), null, 'the captcha dialog closes once the SMS is sent')
    const sent = requestsTo(app, '/api/v2/captcha/sms')
    assert.equal(sent.length, 1)
    assert.deepEqual(
      { ...sent[0].data },
      { mobile, image_key: key, image_captcha: answer, scene: 'login' },
      'the SMS request carries the phone, the captcha key and answer, and the login scene'
    )
    return key
  }

  /** The countdown next to 验证码已发送至, in seconds (null when 重新发送 shows instead). */
  function countdownOn(page) {
    const node = findNode(page, 'sms-countdown')
    if (!node) return null
    const match = /^(\d+)s$/.exec(textIn(node))
    assert.ok(match, `the countdown reads like "120s": ${JSON.stringify(textIn(node))}`)
    return Number(match[1])
  }

  /** Types the SMS code the demo sent and submits it; resolves the time of the tap. */
  async function submitSmsCode(page, mobile = MOBILE) {
    const { code } = await control('GET', `/__demo/sms?mobile=${mobile}&scene=login`)
    input(page, 'sms-code', code)
    await waitFor(() => isActive(page, 'sms-submit'), {
      describe: () => 'sms-submit is not active after typing the code',
    })
    const tappedAt = Date.now()
    tap(page, 'sms-submit')
    return tappedAt
  }

  /** The stored token, checked to be a plain string that the demo API accepts for learner `id`. */
  async function assertLoggedIn(app, id) {
    const token = await waitFor(() => app.storage.get(TOKEN_KEY), {
      describe: () => `no ${TOKEN_KEY} in wx storage: ${JSON.stringify([...app.storage.keys()])}`,
    })
    assert.equal(typeof token, 'string', `${TOKEN_KEY} is stored as a plain string`)
    assert.match(token, /^[^"{]\S+$/, 'the token is not JSON-wrapped')
    const detail = await waitFor(
      () =>
        requestsTo(app, '/api/v2/member/detail').find((r) => r.header.Authorization === `Bearer ${token}`),
      { describe: () => 'the member detail was not requested with the new token' }
    )
    assert.equal(detail.method, 'GET')
    const res = await fetch(new URL('/api/v2/member/detail', demoUrl()), {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
    const body = await res.json()
    assert.equal(body.code, 0, `the stored token is a valid demo token: ${JSON.stringify(body)}`)
    assert.equal(body.data.id, id)
    return token
  }

  // ---------------------------------------------------------------------------------------------------------
  // 1. SMS login end to end

  test('SMS login from the personal centre: captcha, code panel with countdown, token, back after 500 ms', async () => {
    const app = startApp()
    const member = await app.openPage('pages/member/index')
    await waitFor(() => findNode(member, 'entry-messages'), { describe: () => 'no 我的消息 entry' })
    tap(member, 'entry-messages')
    const nav = await app.waitForNavigation('navigateTo')
    assert.equal(nav.url, '/pages/login/index?redirect=%2Fmessages')
    const page = await loginForm(await app.waitForPage('pages/login/index'))
    assert.equal(app.getCurrentPages().length, 2, 'the login page sits on the personal centre')

    await throughCaptcha(app, page)
    const first = countdownOn(page)
    assert.ok(
      first !== null && first >= 119 && first <= 120,
      `the countdown starts at 120s (shows ${first}s)`
    )
    assert.equal(findNode(page, 'sms-resend'), null, '重新发送 is hidden during the countdown')

    // An empty code is refused with a toast, without a request.
    tap(page, 'sms-submit')
    await waitForToast(app, '请输入短信验证码')
    assert.equal(requestsTo(app, '/api/v2/login/mobile').length, 0)

    // A wrong code: the server's message, the panel stays, the button is usable again.
    const { code } = await control('GET', `/__demo/sms?mobile=${MOBILE}&scene=login`)
    const wrong = code === '000000' ? '111111' : '000000'
    input(page, 'sms-code', wrong)
    await waitFor(() => isActive(page, 'sms-submit'), {})
    tap(page, 'sms-submit')
    await waitForToast(app, '短信验证码错误')
    await waitFor(() => !isLoading(page, 'sms-submit'), {
      describe: () => 'sms-submit is left loading after a wrong code',
    })
    assert.equal(app.storage.has(TOKEN_KEY), false)
    assert.ok(textOf(page).includes('输入短信验证码'), 'the code panel stays after a wrong code')

    // The countdown runs (one tick within ~1 s).
    await waitFor(() => countdownOn(page) < first, {
      timeout: 2500,
      describe: () => `the countdown does not run: ${textIn(findNode(page, 'sms-countdown'))}`,
    })

    const tappedAt = await submitSmsCode(page)
    const login = await waitFor(() => requestsTo(app, '/api/v2/login/mobile')[1], {})
    assert.equal(login.method, 'POST')
    assert.equal(login.data.mobile, MOBILE)
    assert.equal(login.data.mobile_code, code)
    await assertLoggedIn(app, 1)

    const back = await app.waitForNavigation('navigateBack', undefined, { timeout: 3000 })
    assert.ok(
      back.at - tappedAt >= POST_LOGIN_DELAY_MS - 20,
      `the app leaves ${back.at - tappedAt} ms after the submit, not before ${POST_LOGIN_DELAY_MS} ms`
    )
    assert.equal(back.delta, 1, 'back over the one login page')
    assert.deepEqual(
      app.navigations.map((n) => n.api),
      ['navigateTo', 'navigateBack'],
      'no other navigation around the login'
    )
    const again = await app.waitForPage('pages/member/index')
    assert.equal(again, member, 'the personal centre underneath is shown again')
    await waitForText(member, '学员小王')
    assert.deepEqual(uncaught(app), [])
  })

  test('SMS login opened alone (?redirect=%2Fmessages): redirectTo the messages page after 500 ms', async () => {
    const app = startApp()
    const page = await loginForm(await app.openPage('pages/login/index', { redirect: '%2Fmessages' }))
    await throughCaptcha(app, page)
    const tappedAt = await submitSmsCode(page)
    await assertLoggedIn(app, 1)

    const nav = await app.waitForNavigation('redirectTo', undefined, { timeout: 3000 })
    assert.equal(nav.url, '/packages/account/messages/index')
    assert.ok(nav.at - tappedAt >= POST_LOGIN_DELAY_MS - 20, `left after ${nav.at - tappedAt} ms`)
    const messages = await app.waitForPage('packages/account/messages/index')
    await waitForText(messages, '学员小王-1')
    assert.equal(app.getCurrentPages().length, 1)
    assert.deepEqual(uncaught(app), [])
  })

  // ---------------------------------------------------------------------------------------------------------
  // 2. Validation and the captcha

  test('the login form validates the phone and the agreement before asking for a captcha', async () => {
    const app = startApp()
    const page = await loginForm(await app.openPage('pages/login/index', { redirect: '%2Fmessages' }))
    const captchaRequests = () => requestsTo(app, '/api/v2/captcha/image').length

    // An empty phone: the button does nothing at all.
    assert.equal(isActive(page, 'get-sms-code'), false, 'the button is not highlighted')
    tap(page, 'get-sms-code')
    await app.settled()
    assert.deepEqual(toastTitles(app), [])
    assert.equal(findNode(page, 'captcha-dialog'), null)
    assert.equal(captchaRequests(), 0)

    // A bad phone (agreement ticked or not, the phone comes first).
    for (const bad of ['1380013800', '12800138000', '23800138000']) {
      input(page, 'login-mobile', bad)
      await app.settled()
      const before = app.toasts.length
      tap(page, 'get-sms-code')
      await waitFor(() => app.toasts.length > before, { describe: () => `no toast for ${bad}` })
      assert.equal(app.toasts[before].title, '请输入正确的手机号', `the toast for ${bad}`)
    }

    // A good phone without the agreement.
    input(page, 'login-mobile', MOBILE)
    await app.settled()
    assert.equal(isAgreed(page), false)
    const before = app.toasts.length
    tap(page, 'get-sms-code')
    await waitFor(() => app.toasts.length > before, {})
    assert.equal(app.toasts[before].title, '请同意协议')
    await app.settled()
    assert.equal(findNode(page, 'captcha-dialog'), null, 'no captcha before the agreement')
    assert.equal(captchaRequests(), 0)

    // Ticking it opens the captcha; an empty captcha is refused.
    tap(page, 'agreement')
    await waitFor(() => isAgreed(page), {})
    tap(page, 'get-sms-code')
    await captchaKeyOn(app, page)
    tap(page, 'captcha-confirm')
    await waitForToast(app, '请输入图中字符')
    assert.equal(requestsTo(app, '/api/v2/captcha/sms').length, 0)
    assert.deepEqual(uncaught(app), [])
  })

  test('a wrong captcha shows the server message, keeps the dialog and brings a new captcha', async () => {
    const app = startApp()
    const page = await loginForm(await app.openPage('pages/login/index', { redirect: '%2Fmessages' }))
    input(page, 'login-mobile', MOBILE)
    tap(page, 'agreement')
    await waitFor(() => isAgreed(page), {})
    tap(page, 'get-sms-code')
    const firstKey = await captchaKeyOn(app, page)
    const { answer } = await control('GET', `/__demo/captcha?key=${firstKey}`)
    const wrong = answer.toLowerCase() === 'zzzz' ? 'yyyy' : 'zzzz'

    input(page, 'captcha-input', wrong)
    await app.settled()
    tap(page, 'captcha-confirm')
    await waitForToast(app, '图形验证码错误')

    const secondKey = await captchaKeyOn(app, page, { not: firstKey })
    assert.notEqual(secondKey, firstKey)
    assert.equal(requestsTo(app, '/api/v2/captcha/image').length, 2, 'a new captcha was requested')
    assert.ok(findNode(page, 'captcha-dialog'), 'the captcha dialog stays open')
    assert.ok(!textOf(page).includes('输入短信验证码'), 'the code panel does not open')
    assert.equal(textIn(findNode(page, 'captcha-confirm')), '确认', 'the confirm button is not left sending')

    // The new captcha works.
    const { answer: second } = await control('GET', `/__demo/captcha?key=${secondKey}`)
    input(page, 'captcha-input', second)
    await app.settled()
    tap(page, 'captcha-confirm')
    await waitForText(page, `验证码已发送至 ${MOBILE}`)
    const sent = requestsTo(app, '/api/v2/captcha/sms')
    assert.equal(sent.length, 2)
    assert.equal(sent[1].data.image_key, secondKey)
    assert.deepEqual(uncaught(app), [])
  })

  // ---------------------------------------------------------------------------------------------------------
  // 3. Social login is not offered in the mini-program

  test('no social login icons in the mini-program, even with socialites.qq = 1', async () => {
    const switches = await control('POST', '/__demo/switches', { qq: true, wechatOauth: true })
    assert.equal(switches.qq, true)
    const app = startApp()
    const page = await loginForm(await app.openPage('pages/login/index', { redirect: '%2Fmessages' }))
    await waitFor(() => app.answers.get('/api/v2/other/config'), { describe: () => 'no config answer' })
    const config = app.answers.get('/api/v2/other/config').at(-1)
    assert.equal(config.data.socialites.qq, 1, 'the API offers QQ login')
    assert.equal(config.data.socialites.wechat_oauth, 1, 'the API offers WeChat oauth')
    await app.settled()

    assert.equal(findNode(page, 'social-qq'), null, 'no #social-qq')
    assert.equal(findNode(page, 'social-wechat'), null, 'no #social-wechat')
    const text = textOf(page)
    assert.ok(!text.includes('QQ'), `no QQ icon: ${text}`)
    assert.ok(!text.includes('其他登录方式'), `no social section: ${text}`)
    assert.deepEqual(
      nodesWhere(page, (node) => typeof node.cl === 'string' && node.cl.includes('login-social')),
      []
    )
    assert.deepEqual(uncaught(app), [])
  })

  // ---------------------------------------------------------------------------------------------------------
  // 4. Password login

  test('password login: 13800138000 / meedu123 stores the token and leaves for the redirect', async () => {
    const app = startApp()
    const page = await app.openPage('pages/login-password/index', { redirect: '%2Fmessages' })
    await waitFor(() => findNode(page, 'password-submit'), { describe: () => 'no password form' })
    input(page, 'password-mobile', MOBILE)
    input(page, 'password-password', PASSWORD)
    await waitFor(() => isActive(page, 'password-submit'), {
      describe: () => 'password-submit is not active with both fields filled',
    })
    const tappedAt = Date.now()
    tap(page, 'password-submit')

    const login = await waitFor(() => requestsTo(app, '/api/v2/login/password')[0], {})
    assert.equal(login.method, 'POST')
    assert.deepEqual({ ...login.data }, { mobile: MOBILE, password: PASSWORD })
    await assertLoggedIn(app, 1)
    const nav = await app.waitForNavigation('redirectTo', undefined, { timeout: 3000 })
    assert.equal(nav.url, '/packages/account/messages/index')
    assert.ok(nav.at - tappedAt >= POST_LOGIN_DELAY_MS - 20, `left after ${nav.at - tappedAt} ms`)
    await app.waitForPage('packages/account/messages/index')
    assert.deepEqual(toastTitles(app), [])
    assert.deepEqual(uncaught(app), [])
  })

  test('password login: a wrong password shows 手机号或密码错误 and the button can be used again', async () => {
    const app = startApp()
    const page = await app.openPage('pages/login-password/index', { redirect: '%2Fmessages' })
    await waitFor(() => findNode(page, 'password-submit'), { describe: () => 'no password form' })
    input(page, 'password-mobile', MOBILE)
    input(page, 'password-password', 'wrong-password')
    await waitFor(() => isActive(page, 'password-submit'), {})
    tap(page, 'password-submit')

    await waitForToast(app, '手机号或密码错误')
    await waitFor(() => !isLoading(page, 'password-submit'), {
      describe: () => `password-submit is left loading: ${JSON.stringify(findNode(page, 'password-submit'))}`,
    })
    assert.equal(app.storage.has(TOKEN_KEY), false)
    assert.equal(app.currentPage(), page, 'the learner stays on the form')

    // Another try goes out, and the right password then logs in.
    input(page, 'password-password', PASSWORD)
    await app.settled()
    tap(page, 'password-submit')
    await waitFor(() => requestsTo(app, '/api/v2/login/password').length === 2, {
      describe: () => 'the second submit sent no request',
    })
    await assertLoggedIn(app, 1)
    await app.waitForNavigation('redirectTo', '/packages/account/messages/index', { timeout: 3000 })
    assert.deepEqual(uncaught(app), [])
  })

  // ---------------------------------------------------------------------------------------------------------
  // 5. After-login checks

  test('face verification required: the 实名认证 dialog blocks the way, 退出登录 logs out to /member', async () => {
    await control('POST', '/__demo/switches', { faceVerify: true })
    const app = startApp()
    const page = await app.openPage('pages/login-password/index', { redirect: '%2Fmessages' })
    await waitFor(() => findNode(page, 'password-submit'), { describe: () => 'no password form' })
    input(page, 'password-mobile', MOBILE)
    input(page, 'password-password', PASSWORD)
    await app.settled()
    tap(page, 'password-submit')

    await waitFor(() => findNode(page, 'after-login-dialog'), {
      describe: () => `no after-login dialog: ${textOf(page)}`,
    })
    const dialog = textIn(findNode(page, 'after-login-dialog'))
    for (const text of ['实名认证', '登录前请完成实名认证', '立即认证', '退出登录'])
      assert.ok(dialog.includes(text), `the dialog shows ${text}: ${dialog}`)
    assert.equal(textIn(findNode(page, 'dialog-confirm')), '立即认证')
    assert.equal(textIn(findNode(page, 'dialog-logout')), '退出登录')

    // The learner is not let through.
    await app.settled()
    assert.deepEqual(app.navigations, [], 'no navigation while the dialog is up')
    assert.ok(findNode(page, 'after-login-dialog'), 'the dialog stays')

    // 立即认证 opens the provider's page in the web-view.
    tap(page, 'dialog-confirm')
    const face = await app.waitForNavigation('navigateTo', '/pages/webview/index')
    const target = new URLSearchParams(face.url.split('?')[1]).get('url')
    assert.match(target, /\/__demo\/face\?biz_token=/, `the web-view opens the face provider: ${target}`)
    const verify = requestsTo(app, '/api/v3/member/tencent/faceVerify')
    assert.equal(verify.length, 1)
    assert.equal(verify[0].data.s_url, 'PC')

    // The web-view page draws the provider's address. (Wait for that before going back: Taro's React app
    // unmounts the wrong page when a page is unloaded before its first render — App.unmount's splice(-1, 1).)
    const webview = await app.waitForPage('pages/webview/index')
    await waitFor(() => nodesWhere(webview, (node) => Object.values(node).includes(target)).length > 0, {
      describe: () => `the web-view page does not draw ${target}: ${JSON.stringify(webview.data.root)}`,
    })

    // Back without verifying: the dialog is still there; 退出登录.
    app.wx.navigateBack()
    await app.waitForPage('pages/login-password/index')
    assert.ok(findNode(page, 'after-login-dialog'), 'the dialog is still up after coming back')
    const navigationsBefore = app.navigations.length
    tap(page, 'dialog-logout')
    const nav = await app.waitForNavigation('redirectTo', '/pages/member/index')
    assert.equal(nav.url, '/pages/member/index')
    assert.equal(app.navigations.length, navigationsBefore + 1)
    assert.equal(app.storage.has(TOKEN_KEY), false, 'the token is cleared')
    const member = await app.waitForPage('pages/member/index')
    await waitForText(member, '请登录')
    assert.ok(!textOf(member).includes('学员小王'), 'the personal centre shows no learner')
    assert.deepEqual(uncaught(app), [])
  })

  // ---------------------------------------------------------------------------------------------------------
  // 6. The login guard

  test('a protected page with a query sends the learner to /login with the whole way back', async () => {
    const app = startApp()
    await app.openPage('packages/learning/vod/video/index', { id: '3' })
    const nav = await app.waitForNavigation('redirectTo')
    assert.equal(nav.url, '/pages/login/index?redirect=%2Fvod%2Fvideo%3Fid%3D3')
    const login = await app.waitForPage('pages/login/index')
    await loginForm(login)
    assert.equal(app.getCurrentPages().length, 1, 'the protected page was replaced')
    assert.deepEqual(app.toasts, [])
    assert.ok(
      !app.requests.some((r) => r.path.startsWith('/api/v2/member/') || r.path.startsWith('/api/v3/member/')),
      'no member call without a token'
    )
    assert.deepEqual(uncaught(app), [])
  })
}
