'use strict'
// Helpers of the login e2e files (login*.test.js), on top of support.js: fill the Taro inputs, tick the
// agreement, get through the image captcha and the SMS code with the demo API's answers.
//
//   const { setupE2E } = require('./support')
//   const { loginHelpers } = require('./login-support')
//   const e2e = setupE2E()
//   const login = loginHelpers(e2e)
//   await login.requestSmsCode(page, { mobile: '13800138000' })   // phone → agreement → captcha → code panel
//   await login.submitSmsCode(page, '13800138000')

const assert = require('node:assert/strict')
const { API_URL, TOKEN_KEY, closeTab, sleep } = require('./support')

const MOBILE = '13800138000'
const PASSWORD = 'meedu123'
const TMP_TOKEN_KEY = 'meedu-h5-tmp-token'
const FACE_KEYS = ['meedu-user-face-bizToken', 'meedu-user-face-ruleId']

/** GET a test-control endpoint of the demo API; its `data`. */
async function demoGet(pathname) {
  const response = await fetch(`${API_URL}${pathname}`)
  const json = await response.json()
  if (json.code !== 0) throw new Error(`GET ${pathname} → code ${json.code} ${json.message}`)
  return json.data
}

/** The answer of a captcha (not consumed). */
const captchaAnswer = async (key) => (await demoGet(`/__demo/captcha?key=${encodeURIComponent(key)}`)).answer

/** The last SMS code sent to `mobile` (for `scene`). */
const smsCode = async (mobile, scene) =>
  (await demoGet(`/__demo/sms?mobile=${mobile}${scene ? `&scene=${scene}` : ''}`)).code

/** GET an API path with a token as the app would send it; the envelope's data. */
async function apiGetWithToken(pathname, token) {
  const response = await fetch(`${API_URL}${pathname}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  })
  const json = await response.json()
  if (json.code !== 0) throw new Error(`GET ${pathname} → code ${json.code} ${json.message}`)
  return json.data
}

/**
 * A social login round trip done outside the browser: the provider's 302 back to `sUrl` carries a fresh
 * login_code. Returns { location, code }.
 */
async function socialCode({ provider = 'qq', sUrl, fUrl }) {
  const path = provider === 'qq' ? '/api/v3/auth/login/socialite/qq' : '/api/v3/auth/login/wechat/oauth'
  const query = new URLSearchParams({ s_url: sUrl, f_url: fUrl, action: 'login' })
  const response = await fetch(`${API_URL}${path}?${query}`, { redirect: 'manual' })
  assert.equal(response.status, 302, 'the simulated provider answers with a redirect')
  const location = response.headers.get('location')
  const code = /login_code=([^&]+)/.exec(location)?.[1]
  assert.ok(code, `a login_code in ${location}`)
  return { location, code }
}

function loginHelpers(e2e) {
  const h = {}

  /** Type into the <input> of a Taro Input whose host has this id (the one on the page on screen). */
  h.fill = async (page, id, value) => {
    const input = e2e.input(page, `#${id}`).first()
    await input.fill(value)
  }

  /** The value the <input> shows. */
  h.inputValue = (page, id) => e2e.input(page, `#${id}`).first().inputValue()

  h.placeholder = (page, id) => e2e.input(page, `#${id}`).first().getAttribute('placeholder')

  /** Tick the agreement box (the box itself: the titles in the row open the agreement pages). */
  h.agree = async (page) => {
    const agreement = e2e.visible(page, '#agreement')
    await agreement.locator('.agreement__box').click()
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('#agreement')].some(
          (el) => el.getAttribute('data-checked') === 'true' && el.getClientRects().length > 0
        ),
      null
    )
  }

  /** The captcha key of the image on screen (waits for an image, optionally for another key than `not`). */
  h.captchaKey = async (page, { not } = {}) => {
    const deadline = Date.now() + 5000
    for (;;) {
      const image = e2e.visible(page, '#captcha-image [data-key]')
      const key = (await image.count()) ? await image.first().getAttribute('data-key') : null
      if (key && key !== not) return key
      if (Date.now() > deadline) throw new Error(`no new captcha image (still ${key})`)
      await sleep(50)
    }
  }

  /** Phone (and agreement) → 获取短信验证码 → the captcha dialog is open with an image. Returns its key. */
  h.openCaptcha = async (page, { mobile = MOBILE, fieldId = 'login-mobile', agree = true } = {}) => {
    await e2e.visible(page, `#${fieldId}`).waitFor()
    await h.fill(page, fieldId, mobile)
    if (agree) await h.agree(page)
    await e2e.tap(page, '#get-sms-code')
    await e2e.visible(page, '#captcha-dialog').waitFor()
    return h.captchaKey(page)
  }

  /** Answer the captcha on screen (right unless `answer` is given) and tap 确认. */
  h.answerCaptcha = async (page, answer) => {
    const key = await h.captchaKey(page)
    await h.fill(page, 'captcha-input', answer ?? (await captchaAnswer(key)))
    await e2e.tap(page, '#captcha-confirm')
    return key
  }

  /** Phone → agreement → captcha (right answer) → the code panel is on screen. */
  h.requestSmsCode = async (page, options = {}) => {
    await h.openCaptcha(page, options)
    await h.answerCaptcha(page)
    await e2e.visible(page, '#sms-panel').waitFor()
  }

  /** Type the code that was sent (or `code`) and tap the panel's button. */
  h.submitSmsCode = async (page, mobile = MOBILE, { scene = 'login', code } = {}) => {
    await h.fill(page, 'sms-code', code ?? (await smsCode(mobile, scene)))
    await e2e.tap(page, '#sms-submit')
  }

  /** The whole SMS login on a /login page that is on screen. */
  h.smsLogin = async (page, mobile = MOBILE) => {
    await h.requestSmsCode(page, { mobile })
    await h.submitSmsCode(page, mobile)
  }

  /** Password login on a /login-password page that is on screen. */
  h.passwordLogin = async (page, mobile = MOBILE, password = PASSWORD) => {
    await e2e.visible(page, '#password-mobile').waitFor()
    await h.fill(page, 'password-mobile', mobile)
    await h.fill(page, 'password-password', password)
    await e2e.tap(page, '#password-submit')
  }

  /**
   * { loading, disabled } of a PrimaryButton on screen: NutUI's Button on Taro's H5 Button (a <button>). NutUI draws
   * its own spinner and marks loading with its `nut-button-loading` class (it never sets Taro's `loading`);
   * `disabled` is the element's attribute (absent, or "false" on a web-component host, when false).
   */
  h.buttonState = (page, id) =>
    e2e
      .visible(page, `#${id}`)
      .first()
      .evaluate((el) => {
        const on = (name) => el.hasAttribute(name) && el.getAttribute(name) !== 'false'
        return { loading: el.classList.contains('nut-button-loading'), disabled: on('disabled') }
      })

  /** Waits for the stored token to be set (not null); returns it. */
  h.waitForToken = async (page, { timeout = 5000 } = {}) => {
    let token = null
    await e2e.waitUntil(
      async () => {
        token = await e2e.storedToken(page)
        return token !== null
      },
      `${TOKEN_KEY} to be stored`,
      { timeout }
    )
    return token
  }

  /** localStorage of the app origin, read from a blank page of the same browser (the tab may be elsewhere). */
  h.appStorage = async (keys, context = e2e.context) => {
    const blank = await context.newPage()
    try {
      await blank.route('**/__e2e_blank', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<html></html>' })
      )
      await blank.goto(`${e2e.appUrl}/__e2e_blank`)
      return await blank.evaluate(
        (wanted) => Object.fromEntries(wanted.map((key) => [key, localStorage.getItem(key)])),
        keys
      )
    } finally {
      await closeTab(blank)
    }
  }

  h.storage = (page, keys) =>
    page.evaluate((wanted) => Object.fromEntries(wanted.map((key) => [key, localStorage.getItem(key)])), keys)

  /** The texts of the toasts shown since the document loaded. */
  h.toastTexts = async (page) => (await e2e.toasts(page)).map((toast) => toast.text)

  /** The after-login dialog on screen: { title, text, actions }. */
  h.dialogCopy = async (page) => {
    const dialog = e2e.visible(page, '#after-login-dialog')
    await dialog.waitFor()
    return {
      title: (await dialog.locator('.modal__title').innerText()).trim(),
      text: (await dialog.locator('.modal__text').innerText()).trim(),
      actions: [
        (await dialog.locator('#dialog-logout').innerText()).trim(),
        (await dialog.locator('#dialog-confirm').innerText()).trim(),
      ],
    }
  }

  /** The app's origin as the app builds its own addresses (`http://127.0.0.1:1234/`). */
  h.appBase = () => `${new URL(e2e.appUrl).origin}/`

  return h
}

module.exports = {
  loginHelpers,
  captchaAnswer,
  smsCode,
  apiGetWithToken,
  socialCode,
  demoGet,
  MOBILE,
  PASSWORD,
  TOKEN_KEY,
  TMP_TOKEN_KEY,
  FACE_KEYS,
}
