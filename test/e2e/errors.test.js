'use strict'
// Envelope code 401 or HTTP 401 → toast 请重新登录, token cleared, /login (once per episode);
// HTTP 404 on a page's primary resource → /error; a network failure is told by a toast and the page stays usable.

const fs = require('node:fs')
const path = require('node:path')
const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, BUILD_DIR } = require('./support')

const e2e = setupE2E()

const MESSAGES_API = '/api/v2/member/messages'
const ENVELOPE_401 = { code: 401, message: '请登录', data: [] }
const FAILED_RESOURCE = /Failed to load resource/
const BOOT_FAILED = /系统初始化失败/
const RELOGIN = '请重新登录'

async function reloginToasts(page) {
  return (await e2e.toasts(page)).map((toast) => toast.text).filter((text) => text === RELOGIN)
}

/** Logged out and on the login page, with `redirect` to come back to; the login page alone on screen. */
async function expectLoggedOutOnLogin(page, redirect) {
  const route = await e2e.waitForRoute(page, (current) => current.startsWith('/login'))
  assert.equal(route, `/login?redirect=${encodeURIComponent(redirect)}`)
  assert.equal(await e2e.storedToken(page), null, 'the login token is cleared')
  await e2e.waitForLoginPage(page)
  await e2e.settled(page) // the page that was left has finished whatever it still did
  assert.deepEqual(await e2e.shownPages(page), ['/login'], 'only the login page is on screen')
  assert.equal(await e2e.visible(page, '.tab-bar').count(), 0)
  assert.equal(await e2e.visible(page, '[data-testid=watermark]').count(), 0, 'no watermark once logged out')
}

test('envelope code 401 on /messages: 请重新登录, token cleared, /login?redirect=%2Fmessages', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await e2e.queueNext({ path: MESSAGES_API, status: 200, body: ENVELOPE_401 })
  await e2e.gotoApp(page, '/messages')

  await expectLoggedOutOnLogin(page, '/messages')
  assert.deepEqual(await reloginToasts(page), [RELOGIN])
})

test('HTTP 401 on /messages is handled the same way', async () => {
  const page = await e2e.newPage({ allow: [FAILED_RESOURCE] })
  await e2e.login(page)
  await e2e.queueNext({ path: MESSAGES_API, status: 401 })
  await e2e.gotoApp(page, '/messages')

  await expectLoggedOutOnLogin(page, '/messages')
  assert.deepEqual(await reloginToasts(page), [RELOGIN])
})

test('two requests failing with 401 together give one toast and one redirect', async () => {
  // The boot asks for the config and the member detail in parallel; both answers arrive together, after the
  // page has mounted (as on a real network).
  const page = await e2e.newPage({ allow: [FAILED_RESOURCE, BOOT_FAILED] })
  await e2e.login(page)
  await e2e.queueNext({ path: '/api/v2/other/config', status: 401, delayMs: 300 })
  await e2e.queueNext({ path: '/api/v2/member/detail', body: ENVELOPE_401, delayMs: 300 })
  await e2e.gotoApp(page, '/member')
  const lengthAtStart = await page.evaluate(() => history.length)

  await expectLoggedOutOnLogin(page, '/member') // settled: both answers and all they set off have run
  assert.deepEqual(await reloginToasts(page), [RELOGIN], 'one 请重新登录 toast')
  const toLogin = (await e2e.historyCalls(page)).filter((call) => call.url && call.url.includes('/login'))
  assert.equal(toLogin.length, 1, `one navigation to /login: ${JSON.stringify(toLogin)}`)
  assert.ok(
    (await page.evaluate(() => history.length)) <= lengthAtStart + 1,
    'history grows by one entry at most'
  )
})

test('an expired token on /messages: one toast, one redirect, and no list request without a token', async () => {
  // The member detail of the boot says 401 after the messages page has mounted (waiting for the boot).
  const page = await e2e.newPage({ allow: [FAILED_RESOURCE, BOOT_FAILED] })
  await e2e.login(page)
  await e2e.queueNext({ path: '/api/v2/member/detail', body: ENVELOPE_401, delayMs: 400 })
  await e2e.gotoApp(page, '/messages')

  await e2e.waitForRoute(page, (current) => current.startsWith('/login'))
  await e2e.waitForLoginPage(page)
  await e2e.settled(page)
  const log = await e2e.apiLog()
  const calls = await e2e.historyCalls(page)
  assert.deepEqual(
    {
      route: e2e.route(page),
      token: await e2e.storedToken(page),
      pagesOnScreen: await e2e.shownPages(page),
      listRequests: log
        .filter((entry) => entry.path === MESSAGES_API)
        .map((entry) => `GET auth=${entry.auth}`),
      reloginToasts: (await reloginToasts(page)).length,
      navigationsToLogin: calls.filter((call) => call.url && call.url.includes('/login')).length,
    },
    {
      route: '/login?redirect=%2Fmessages',
      token: null,
      pagesOnScreen: ['/login'],
      listRequests: [],
      reloginToasts: 1,
      navigationsToLogin: 1,
    },
    'once logged out the messages page asks for nothing more, and the learner is told once'
  )
})

test('the 请重新登录 toast is still on screen after the app has moved to /login', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await e2e.queueNext({ path: MESSAGES_API, body: ENVELOPE_401 })
  await e2e.gotoApp(page, '/messages')
  await e2e.waitForRoute(page, (current) => current.startsWith('/login'))
  await e2e.waitForLoginPage(page)

  // Shown for 2000 ms: half a second after it appeared it must still be readable.
  const [shown] = await e2e.toasts(page)
  assert.ok(shown, 'a toast was shown')
  await page.waitForFunction((at) => Date.now() >= at + 500, shown.at)
  assert.equal(await e2e.toastOnScreen(page), RELOGIN, 'the toast is on screen over the login page')
})

/** The build's lazily loaded chunk that holds the personal centre page. */
function memberPageChunk() {
  const dir = path.join(BUILD_DIR, 'js')
  const file = fs
    .readdirSync(dir)
    .filter((name) => /^\d+\.[0-9a-f]+\.js$/.test(name))
    .find((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes('entry-messages'))
  assert.ok(file, 'the chunk of the /member page (with #entry-messages) is in dist/h5-e2e/js')
  return file
}

test('a 401 while the first page is still loading (slow network) still ends on the login page', async () => {
  // The member page's code arrives 300 ms late; the boot's 401 comes back before it.
  const page = await e2e.newPage({ allow: [FAILED_RESOURCE, BOOT_FAILED] })
  await page.route(`**/js/${memberPageChunk()}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.continue()
  })
  await e2e.login(page)
  await e2e.queueNext({ path: '/api/v2/member/detail', status: 401 })
  await e2e.gotoApp(page, '/member')

  await e2e.waitForRoute(page, (current) => current.startsWith('/login'))
  await e2e.settled(page) // the late page's code has arrived and run
  assert.equal(e2e.route(page), '/login?redirect=%2Fmember')
  assert.deepEqual(await e2e.shownPages(page), ['/login'], 'the login page is what the learner sees')
  assert.equal(await e2e.visible(page, '.tab-bar').count(), 0)
})

test('HTTP 404 from the server leads to the error page', async () => {
  const page = await e2e.newPage({ allow: [FAILED_RESOURCE] })
  await e2e.login(page)
  await e2e.queueNext({ path: MESSAGES_API, status: 404 })
  await e2e.gotoApp(page, '/messages')

  await e2e.waitForRoute(page, '/error')
  await e2e.visible(page, '#error-home').waitFor()
  assert.match(await e2e.bodyText(page), /404/)
  assert.notEqual(await e2e.storedToken(page), null, 'a 404 does not log out')
})

test('a network failure shows a toast; the page keeps its header, can retry and go back', async () => {
  const page = await e2e.newPage({ allow: [FAILED_RESOURCE] })
  await e2e.login(page)
  const messagesApi = `${e2e.apiUrl}${MESSAGES_API}**`
  let aborted = 0
  await page.route(messagesApi, (route) => {
    aborted += 1
    return route.abort('internetdisconnected')
  })
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '#entry-messages').waitFor()
  await e2e.tap(page, '#entry-messages')
  await e2e.waitForRoute(page, '/messages')

  assert.match(await e2e.waitForToast(page, '网络'), /网络连接失败/)
  assert.ok(aborted >= 1)
  assert.ok(
    await e2e.visible(page, '.nav-header').filter({ hasText: '我的消息' }).isVisible(),
    'header still shown'
  )
  await e2e.visible(page, '#list-retry').waitFor()
  assert.match(await e2e.visible(page, '#list-retry').innerText(), /加载失败，点击重试/)
  assert.notEqual(await e2e.storedToken(page), null, 'a network failure does not log out')

  // The network is back: 加载失败，点击重试 loads the list.
  await page.unroute(messagesApi)
  await e2e.tap(page, '#list-retry')
  await e2e.visible(page, '[id^="message-"]').first().waitFor()
  assert.equal(await e2e.visible(page, '[id^="message-"]').count(), 20)

  await e2e.tap(page, '#nav-back')
  await e2e.waitForRoute(page, '/member')
  await e2e.visible(page, '#entry-messages').waitFor()
})
