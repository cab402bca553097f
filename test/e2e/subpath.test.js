'use strict'
// The H5 build deployed under a sub-path (https://example.com/h5/): the same build as at the site root, served by
// test/support/static-server.js with basePath /h5. Every file the app loads, the first screen's and the lazily
// loaded pages', comes from /h5/; a password login and a QQ login come back to /h5/#/…; the page has its title in
// index.html, before any script.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')
const { setupE2E, BUILD_DIR, API_URL } = require('./support')
const { loginHelpers, MOBILE, PASSWORD } = require('./login-support')

const BASE = '/h5'
const e2e = setupE2E({ basePath: BASE })
const login = loginHelpers(e2e)

/** The title index.html gives the page until the app sets the page's own (src/index.html). */
const DEFAULT_TITLE = '在线学习'

/**
 * Every request of the tab, with its answer: [{ url, type, status }] (status null while none came, 'failed: <why>'
 * when none will). Each hop of a redirect is an entry of its own (3xx), so a 404 behind one is still seen.
 */
function recordRequests(page) {
  const requests = []
  const entries = new Map()
  page.on('request', (request) => {
    const entry = { url: request.url(), type: request.resourceType(), status: null }
    entries.set(request, entry)
    requests.push(entry)
  })
  page.on('response', (response) => {
    const entry = entries.get(response.request())
    if (entry) entry.status = response.status()
  })
  page.on('requestfailed', (request) => {
    const entry = entries.get(request)
    if (entry) entry.status = `failed: ${request.failure()?.errorText}`
  })
  return requests
}

/** The requests to the app's host (not the API), as paths: '/h5/js/app.1a2b3c4d.js'. */
function appRequests(requests) {
  const origin = new URL(e2e.appUrl).origin
  return requests
    .filter((entry) => entry.url.startsWith(`${origin}/`))
    .map((entry) => new URL(entry.url).pathname)
}

/** Nothing asked of the site root, and every answer found (no 4xx/5xx, no failed request), app and API alike. */
function assertAllUnderBase(requests) {
  const outside = appRequests(requests).filter((pathname) => !pathname.startsWith(`${BASE}/`))
  assert.deepEqual(outside, [], 'every file comes from /h5/, none from the site root')
  // A request the tab dropped as it moved on to another document (the reload after a QQ login) is no failure.
  const broken = requests.filter((entry) =>
    typeof entry.status === 'number' ? entry.status >= 400 : entry.status !== 'failed: net::ERR_ABORTED'
  )
  assert.deepEqual(
    broken.map((entry) => `${entry.status} ${entry.url}`),
    [],
    'no request is refused or fails'
  )
}

/** The app's own address up to the route: 'http://127.0.0.1:<port>/h5/#'. */
const appBase = () => `${e2e.appUrl}/#`

test('index.html: a title before any script, and every file it names relative to itself', () => {
  const html = fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8')
  const title = html.indexOf(`<title>${DEFAULT_TITLE}</title>`)
  assert.ok(title > 0, `index.html has <title>${DEFAULT_TITLE}</title>`)
  assert.ok(title < html.indexOf('<script'), 'the title comes before the first script')

  const addresses = [...html.matchAll(/\s(?:src|href)=["']?([^"'\s>]+)/g)].map((match) => match[1])
  assert.ok(
    addresses.some((address) => /^js\/app\.[0-9a-f]{8}\.js$/.test(address)),
    String(addresses)
  )
  assert.ok(
    addresses.some((address) => /^css\/app\.[0-9a-f]{8}\.css$/.test(address)),
    String(addresses)
  )
  // The icon is inline: a browser would otherwise ask the site root for /favicon.ico.
  assert.ok(addresses.includes('data:,'), 'an inline icon')
  for (const address of addresses.filter((item) => item !== 'data:,'))
    assert.match(address, /^(?:js|css)\/[\w.-]+$/, `${address}: relative to index.html, not to the site root`)

  // Stylesheets: an address in one (a font, a picture) is inline, or relative to the stylesheet and names a file of
  // the build (config/index.ts: `../static/…`), never one from the site root. (Today every one is inline.)
  for (const name of fs.readdirSync(path.join(BUILD_DIR, 'css'))) {
    const css = fs.readFileSync(path.join(BUILD_DIR, 'css', name), 'utf8')
    for (const [, address] of css.matchAll(/url\(\s*["']?([^"')]+)/g)) {
      if (address.startsWith('data:') || address.startsWith('#')) continue
      assert.doesNotMatch(address, /^(?:\/|[a-z]+:)/i, `${name}: url(${address})`)
      const file = path.join(BUILD_DIR, 'css', address.split(/[?#]/)[0])
      assert.ok(fs.existsSync(file), `${name}: url(${address}) names no file of the build`)
    }
  }
})

test('the title is there before the JavaScript: with the app scripts blocked, the shell and the title show', async () => {
  const page = await e2e.newPage({ allow: [/Failed to load resource/] })
  await page.route('**/js/*.js', (route) => route.abort())
  await e2e.gotoApp(page, '/login')
  await page.locator('#app-shell').waitFor()
  assert.equal(await page.title(), DEFAULT_TITLE)
  assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-shell')), 'login')
})

test('under /h5/: the login page, a password login, home, and a lazily loaded course page, all from /h5/', async () => {
  const page = await e2e.newPage()
  const requests = recordRequests(page)
  await page.goto(`${e2e.appUrl}/#/login`)
  await e2e.waitForLoginPage(page)
  assert.equal(new URL(page.url()).pathname, `${BASE}/`)

  await e2e.tap(page, '#to-password-login')
  await e2e.waitForRoute(page, /^\/login-password(\?|$)/)
  await login.passwordLogin(page, MOBILE, PASSWORD)
  await login.waitForToken(page)
  // No redirect asked for: the app lands on home.
  await e2e.waitForRoute(page, '/')
  await e2e.visible(page, '[data-block="h5-vod-v1"] .course-card[data-course-id="2"]').waitFor()
  await e2e.settled(page)
  const beforeCourse = appRequests(requests).filter((pathname) => pathname.startsWith(`${BASE}/js/`))

  // The course page is in the learning package: its chunks load now, from /h5/js/.
  await e2e.visible(page, '[data-block="h5-vod-v1"] .course-card[data-course-id="2"]').click()
  await e2e.waitForRoute(page, '/vod/detail?id=2')
  await e2e.visible(page, '#course-title').waitFor()
  await e2e.settled(page)
  const lazy = appRequests(requests)
    .filter((pathname) => pathname.startsWith(`${BASE}/js/`))
    .filter((pathname) => !beforeCourse.includes(pathname))
  assert.ok(lazy.length > 0, 'the course page loaded chunks of its own')
  assert.equal(new URL(page.url()).pathname, `${BASE}/`)
  const courseTitle = await e2e.visible(page, '#course-title').innerText()
  await page.waitForFunction((title) => document.title === title, courseTitle)

  assertAllUnderBase(requests)
  const files = appRequests(requests)
  assert.ok(
    files.some((pathname) => /^\/h5\/css\/app\.[0-9a-f]{8}\.css$/.test(pathname)),
    String(files)
  )
  // The member detail after the login went to the API with the token: the app talks to its API from /h5/ too.
  const log = await e2e.apiLog()
  assert.ok(log.some((entry) => entry.path === '/api/v2/member/detail' && entry.auth))
})

test('a QQ login from /h5/ comes back to /h5/#/…, not to the site root', async () => {
  const page = await e2e.newPage()
  const requests = recordRequests(page)
  const redirects = []
  page.on('response', (response) => {
    if (response.status() === 302 && response.url().startsWith(API_URL))
      redirects.push(response.headers().location)
  })
  await page.goto(`${e2e.appUrl}/#/login?redirect=%2Fmember`)
  await e2e.waitForLoginPage(page)
  await login.agree(page)
  await e2e.tap(page, '#social-qq')

  await login.waitForToken(page, { timeout: 8000 })
  await e2e.visible(page, '.member__nick').filter({ hasText: '学员小王' }).waitFor()
  assert.equal(e2e.route(page), '/member')
  assert.equal(new URL(page.url()).pathname, `${BASE}/`)

  // The provider (the demo API) sent the tab to the s_url the app built: under /h5/.
  assert.equal(redirects.length, 1, JSON.stringify(redirects))
  assert.ok(redirects[0].startsWith(`${appBase()}/member?`), redirects[0])
  assert.match(redirects[0].slice(appBase().length), /^\/member\?login_code=\w+&action=login$/)
  const trip = requests.find((entry) => entry.url.startsWith(`${API_URL}/api/v3/auth/login/socialite/qq?`))
  assert.ok(trip, 'the tab went to the provider')
  const query = new URL(trip.url).searchParams
  assert.equal(query.get('s_url'), `${appBase()}/member`)
  assert.equal(query.get('f_url'), `${appBase()}/login-error`)
  assertAllUnderBase(requests)
})

test('a host that serves the app at /h5 (no slash): the page moves itself to /h5/ and the app works', async () => {
  // The static server answers /h5 with a redirect (as a deployment should); a host that serves index.html there
  // as it is would have the relative js/… looked up in /. The scripts and stylesheet asked for from there before
  // the page moves on may fail: only the outcome counts here.
  const page = await e2e.newPage({ allow: [/Failed to load resource/] })
  const html = fs.readFileSync(path.join(BUILD_DIR, 'index.html'))
  await page.route(
    (url) => url.pathname === BASE,
    (route) => route.fulfill({ contentType: 'text/html', body: html })
  )
  await page.goto(`${e2e.appUrl}?from=share#/login-password?redirect=%2Fmessages`)
  await page.waitForURL(`${e2e.appUrl}/?from=share#/login-password?redirect=%2Fmessages`)
  await e2e.visible(page, '#password-mobile').waitFor()
  await login.passwordLogin(page, MOBILE, PASSWORD)
  await e2e.waitForRoute(page, '/messages')
  await e2e.visible(page, '[id^="message-"]').first().waitFor()
  assert.equal(new URL(page.url()).pathname, `${BASE}/`)
})

test('a path typed instead of a #/route opens the app at /h5/, with the route kept', async () => {
  const page = await e2e.newPage()
  const requests = recordRequests(page)
  await page.goto(`${e2e.appUrl}/vod/detail#/vod/detail?id=1`)
  await e2e.visible(page, '#course-title').waitFor()
  assert.equal(page.url(), `${e2e.appUrl}/#/vod/detail?id=1`)
  // The typed path itself was answered with a redirect, then everything from /h5/.
  assert.deepEqual(
    requests
      .filter((entry) => entry.type === 'document')
      .map((entry) => [new URL(entry.url).pathname, entry.status]),
    [
      [`${BASE}/vod/detail`, 302],
      [`${BASE}/`, 200],
    ]
  )
  assertAllUnderBase(requests.filter((entry) => entry.status !== 302))
})
