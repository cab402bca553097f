'use strict'
// Social icons, the login code in the URL, 请先同意协议 and the social login redirect: the
// browser's trip to the (simulated) provider and back with login_code, its one-time exchange, the address
// cleaned up afterwards, the bind-mobile way for an account without a user, and the failure page.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL, IPHONE_UA } = require('./support')
const { loginHelpers, socialCode, TOKEN_KEY } = require('./login-support')

const e2e = setupE2E()
const login = loginHelpers(e2e)

const WECHAT_UA = `${IPHONE_UA} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN`
const CODE_API = '/api/v3/auth/login/code'

/**
 * The documents the tab loads (hash changes are not loads; request URLs carry no fragment) and the
 * addresses redirects send it to (these keep the fragment).
 */
function recordDocuments(page) {
  const documents = []
  const redirects = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url())
  })
  page.on('response', (response) => {
    if (response.status() === 302) redirects.push(response.headers().location)
  })
  return { documents, redirects }
}

/** Catch the browser's trip to a social provider on the API host instead of following it. */
async function interceptSocial(page) {
  const trips = []
  await page.route(`${API_URL}/api/v3/auth/login/**`, (route) => {
    trips.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<html><body>provider</body></html>' })
  })
  return trips
}

async function waitForTrip(trips) {
  const deadline = Date.now() + 5000
  while (!trips.length) {
    if (Date.now() > deadline) throw new Error('the browser did not go to the social provider')
    await new Promise((resolve) => setTimeout(resolve, 30))
  }
  return new URL(trips[0])
}

const codeExchanges = async () =>
  (await e2e.apiLog()).filter((entry) => entry.method === 'POST' && entry.path === CODE_API)

test('QQ login round trip: login_code exchanged once, token stored, reloaded on a clean /#/member', async () => {
  const page = await e2e.newPage()
  const { documents, redirects } = recordDocuments(page)
  await e2e.gotoApp(page, '/login?redirect=%2Fmember')
  await e2e.waitForLoginPage(page)
  await login.agree(page)
  await e2e.tap(page, '#social-qq')

  await login.waitForToken(page, { timeout: 8000 })
  await e2e.visible(page, '.member__nick').filter({ hasText: '学员小王' }).waitFor()
  assert.equal(e2e.route(page), '/member', 'no login_code, action or token left in the address')
  assert.doesNotMatch(page.url(), /login_code|action=|token=/)

  const exchanges = await codeExchanges()
  assert.equal(exchanges.length, 1, 'the code is exchanged once')
  const code = exchanges[0].body.code
  assert.match(code, /^\w{32}$/)
  const landing = `${login.appBase()}#/member?login_code=${code}&action=login`
  assert.deepEqual(redirects, [landing], 'the provider sent the tab back with the code')
  const provider = documents.findIndex((url) => url.startsWith(`${API_URL}/api/v3/auth/login/socialite/qq?`))
  assert.ok(provider > 0, `the tab went to the provider (${JSON.stringify(documents)})`)
  assert.deepEqual(
    documents.slice(provider + 1),
    [login.appBase(), login.appBase()],
    'back on the app, then one reload after the exchange'
  )
  assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), `login_code:${code}`), '1')

  // The same address again in this tab: the code is not exchanged a second time, the address is cleaned.
  await page.goto('about:blank')
  await page.goto(landing)
  await e2e.visible(page, '.member__nick').filter({ hasText: '学员小王' }).waitFor()
  await e2e.waitForRoute(page, '/member')
  await e2e.settled(page) // the address was read and cleaned, and the member loaded
  assert.equal((await codeExchanges()).length, 1, 'still one exchange')
  assert.equal(e2e.route(page), '/member')
  assert.ok(await e2e.storedToken(page))
})

test('opening /#/member?login_code=…&action=login with a fresh code logs in; a spent code is 已过期', async () => {
  const { code } = await socialCode({
    sUrl: `${login.appBase()}#/member`,
    fUrl: `${login.appBase()}#/login-error`,
  })
  const page = await e2e.newPage()
  await e2e.gotoApp(page, `/member?login_code=${code}&action=login`)
  await login.waitForToken(page)
  await e2e.visible(page, '.member__nick').filter({ hasText: '学员小王' }).waitFor()
  assert.equal(e2e.route(page), '/member')
  assert.deepEqual(
    (await codeExchanges()).map((entry) => entry.body),
    [{ code }]
  )

  // Another tab (fresh session storage, logged out) with the spent code: the server's 已过期, no login.
  const other = await e2e.newPage()
  await other.addInitScript((key) => localStorage.removeItem(key), TOKEN_KEY)
  await e2e.gotoApp(other, `/member?login_code=${code}&action=login`)
  await e2e.waitForToast(other, '已过期')
  await e2e.waitForRoute(other, '/member')
  await e2e.visible(other, '.member__nick').filter({ hasText: '请登录' }).waitFor()
  assert.equal((await codeExchanges()).length, 2)
})

test('a token in a shared address is removed from it; the other parameters stay', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/vod/detail?id=2&token=shared-token-123')
  await e2e.waitForRoute(page, '/vod/detail?id=2')
  await e2e.settled(page)
  assert.equal(e2e.route(page), '/vod/detail?id=2')
  assert.doesNotMatch(page.url(), /shared-token-123/)
})

test('a social account without a user: 绑定手机号 → /code-bind-mobile → binding a number logs in', async () => {
  await e2e.setSwitches({ socialNeedsBind: true })
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/login?redirect=%2Fmember')
  await e2e.waitForLoginPage(page)
  await login.agree(page)
  await e2e.tap(page, '#social-qq')

  assert.deepEqual(await login.dialogCopy(page), {
    title: '绑定手机号',
    text: '登录前请绑定手机号',
    actions: ['退出登录', '立即绑定'],
  })
  const [exchange] = await codeExchanges()
  assert.equal(e2e.route(page), '/member', 'the spent parameters are gone from the address')
  assert.equal(await e2e.storedToken(page), null)
  assert.equal(await page.evaluate(() => localStorage.getItem('login_code')), exchange.body.code)

  await e2e.tap(page, '#dialog-confirm')
  await e2e.waitForRoute(page, (route) => route.startsWith('/code-bind-mobile'))
  const mobile = '13700000002'
  await login.requestSmsCode(page, { mobile, fieldId: 'bind-mobile', agree: false })
  await login.submitSmsCode(page, mobile, { scene: 'mobile_bind' })

  await login.waitForToken(page)
  const route = await e2e.waitForRoute(page, (current) => !current.startsWith('/code-bind-mobile'))
  assert.ok(['/', '/member'].includes(route), `left /code-bind-mobile for ${route}`)
  assert.match(await e2e.watermarkText(page), new RegExp(mobile))
  assert.equal(await page.evaluate(() => localStorage.getItem('login_code')), null)
  const register = (await e2e.apiLog()).find((entry) => entry.path === '/api/v3/auth/register/withSocialite')
  assert.equal(register.body.code, exchange.body.code)
  assert.equal(register.body.mobile, mobile)
})

test('QQ icon: 请先同意协议 without the agreement; with it the browser goes to the provider with s_url/f_url', async () => {
  const page = await e2e.newPage()
  const trips = await interceptSocial(page)
  await e2e.gotoApp(page, '/login?redirect=%2Fvod%2Fdetail%3Fid%3D2')
  await e2e.waitForLoginPage(page)
  await e2e.visible(page, '#social-qq').waitFor()
  assert.equal(await e2e.visible(page, '#social-wechat').count(), 0, 'no WeChat icon outside WeChat')
  const before = page.url()

  await e2e.tap(page, '#social-qq')
  await e2e.waitForToast(page, '请先同意协议')
  await e2e.settled(page) // a trip to the provider would have begun (the tab leaving this document)
  assert.equal(page.url(), before, 'no navigation')
  assert.deepEqual(trips, [])

  await login.agree(page)
  await e2e.tap(page, '#social-qq')
  const url = await waitForTrip(trips)
  assert.equal(`${url.origin}${url.pathname}`, `${API_URL}/api/v3/auth/login/socialite/qq`)
  assert.deepEqual(Object.fromEntries(url.searchParams), {
    s_url: `${login.appBase()}#/vod/detail?id=2`,
    f_url: `${login.appBase()}#/login-error`,
    action: 'login',
  })
})

test('social login from /login?redirect=%2Flogin returns to /member', async () => {
  const page = await e2e.newPage()
  const trips = await interceptSocial(page)
  await e2e.gotoApp(page, '/login?redirect=%2Flogin')
  await e2e.waitForLoginPage(page)
  await login.agree(page)
  await e2e.tap(page, '#social-qq')
  const url = await waitForTrip(trips)
  assert.equal(url.searchParams.get('s_url'), `${login.appBase()}#/member`)
})

test('a social login never returns off-site: an https:// redirect gives s_url on the app home', async () => {
  const page = await e2e.newPage()
  const trips = await interceptSocial(page)
  await e2e.gotoApp(page, `/login?redirect=${encodeURIComponent('https://evil.example/')}`)
  await e2e.waitForLoginPage(page)
  await login.agree(page)
  await e2e.tap(page, '#social-qq')
  const url = await waitForTrip(trips)
  assert.equal(url.searchParams.get('s_url'), `${login.appBase()}#/`)
})

test('inside WeChat the WeChat icon shows (not QQ) and leads to /api/v3/auth/login/wechat/oauth', async () => {
  const page = await e2e.newPageInOwnBrowser({ userAgent: WECHAT_UA })
  const trips = await interceptSocial(page)
  await e2e.gotoApp(page, '/login?redirect=%2Fvod%2Fdetail%3Fid%3D2')
  await e2e.waitForLoginPage(page)
  await e2e.visible(page, '#social-wechat').waitFor()
  assert.equal(await e2e.visible(page, '#social-qq').count(), 0)
  await login.agree(page)
  await e2e.tap(page, '#social-wechat')
  const url = await waitForTrip(trips)
  assert.equal(`${url.origin}${url.pathname}`, `${API_URL}/api/v3/auth/login/wechat/oauth`)
  assert.deepEqual(Object.fromEntries(url.searchParams), {
    s_url: `${login.appBase()}#/vod/detail?id=2`,
    f_url: `${login.appBase()}#/login-error`,
    action: 'login',
  })
})

test('a failed social login lands on /login-error with the server message', async () => {
  await e2e.setSwitches({ socialFail: true })
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/login?redirect=%2Fmember')
  await e2e.waitForLoginPage(page)
  await login.agree(page)
  await e2e.tap(page, '#social-qq')
  await e2e.waitForRoute(page, (route) => route.startsWith('/login-error'))
  const message = e2e.visible(page, '#login-error-message')
  await message.waitFor()
  assert.equal((await message.innerText()).trim(), 'QQ授权失败，请重试')
  assert.equal(await e2e.storedToken(page), null)
  assert.equal((await codeExchanges()).length, 0)
})
