'use strict'
// Shared setup of the H5 browser tests (node:test + playwright-core + Debian chromium).
//
//   const { test } = require('node:test')
//   const { setupE2E } = require('./support')
//   const e2e = setupE2E()            // registers before/beforeEach/afterEach/after hooks for this file
//   test('…', async () => { const page = await e2e.newPage(); await e2e.gotoApp(page, '/messages') })
//
// Every file gets: the H5 build in dist/h5-e2e (built once, with the demo API URL baked in), the demo API on
// 127.0.0.1:3590, a static server for the build, and a Chromium persistent context (iPhone UA, 375×740 @2x,
// Asia/Shanghai time zone so a local-time bug shows). Before each test: the API is reset, pages from the last
// test are closed and the app origin's storage is cleared. After each test: unexpected page errors fail it.
//
// One file per concern, all exported from here: browser.js (Chromium, tabs, page errors, page helpers),
// app.js (the H5 build, its static server, routes and the page stack, the stored login), api.js (the demo API and
// its test-control endpoints), toasts.js (recording, reading and waiting for toasts), instrument.js (history
// calls and `settled`), common.js (the root folder, sleep, say).

const { before, beforeEach, afterEach, after } = require('node:test')
const { say, sleep, settlesWithin, waitUntil } = require('./common')
const demoApi = require('./api')
const app = require('./app')
const chromium = require('./browser')
const { readHistoryCalls, settled } = require('./instrument')
const { readToasts, addToastHelpers } = require('./toasts')

/**
 * One test file's environment. Registers the hooks of node:test and returns the helpers. `basePath` ('/h5') serves
 * the build under that sub-path: `appUrl` is then `http://127.0.0.1:<port>/h5`.
 */
function setupE2E({ basePath = '' } = {}) {
  const env = {
    appUrl: '',
    staticPort: 0,
    apiUrl: demoApi.API_URL,
    context: null,
    pages: [],
    extraContexts: [],
  }
  let api = null
  let staticServer = null
  let browser = null

  before(async () => {
    chromium.chromiumPath() // fail fast, before a 40 s build
    const dir = await app.ensureBuild()
    api = await demoApi.startDemoApi()
    staticServer = await app.serveApp(dir, { basePath })
    env.appUrl = staticServer.url
    env.staticPort = staticServer.port
    browser = await chromium.launchContext()
    env.context = browser.context
  })

  beforeEach(async () => {
    await closePages()
    // Fresh storage for the app origin, from a page that does not boot the app.
    const page = await env.context.newPage()
    await page.route('**/__e2e_blank', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<html></html>' })
    )
    await page.goto(`${env.appUrl}/__e2e_blank`)
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    if (!(await chromium.closeTab(page))) await relaunch()
    await env.context.clearCookies()
    await demoApi.resetApi()
  })

  afterEach(async () => {
    const problems = []
    for (const page of env.pages) {
      for (const error of chromium.unexpectedErrors(page)) problems.push(error)
    }
    await closePages()
    if (problems.length) throw new Error(`unexpected errors in the page:\n  ${problems.join('\n  ')}`)
  })

  after(async () => {
    await closePages()
    if (browser) await settlesWithin(browser.close(), 10000)
    if (staticServer) await staticServer.close()
    if (api) await api.close()
  })

  async function closePages() {
    const pages = env.pages.splice(0)
    let stuck = false
    for (const page of pages) if (!(await chromium.closeTab(page))) stuck = true
    for (const extra of env.extraContexts.splice(0)) await settlesWithin(extra.close(), 10000)
    if (stuck) await relaunch()
  }

  /** A new browser for the tests still to come, when the old one could not close a tab (see closeTab). */
  async function relaunch() {
    say('e2e: Chromium did not close a tab; a fresh browser for the next tests')
    const old = browser
    browser = await chromium.launchContext()
    env.context = browser.context
    void settlesWithin(old.close(), 10000) // Playwright kills whatever is left when the process ends
  }

  /** Tracks the page's errors (failing the test after it) and closes it after the test. */
  function watch(page, allow = []) {
    env.pages.push(chromium.trackErrors(page, allow))
    return page
  }

  /** A new tab in the file's browser. `allow`: regexps of console/page errors this test expects. */
  env.newPage = async ({ allow = [] } = {}) => watch(await env.context.newPage(), allow)

  /** Expect more errors on a page (e.g. after queueing a failure). */
  env.allowErrors = (page, ...patterns) => page.__e2eErrors.allowed.push(...patterns)

  /** A page in a separate browser (own profile), e.g. with a desktop user agent. Closed after the test. */
  env.newPageInOwnBrowser = async ({ userAgent, allow = [] } = {}) => {
    const extra = await chromium.launchContext({ userAgent })
    env.extraContexts.push(extra)
    return watch(await extra.context.newPage(), allow)
  }

  chromium.addPageHelpers(env)
  app.addAppHelpers(env)
  addToastHelpers(env)

  env.waitUntil = waitUntil
  env.waitForApiRequest = demoApi.waitForApiRequest
  env.resetApi = demoApi.resetApi
  env.apiLog = demoApi.apiLog
  env.queueNext = demoApi.queueNext
  env.setSwitches = demoApi.setSwitches
  env.demoToken = demoApi.demoToken
  return env
}

module.exports = {
  closeTab: chromium.closeTab,
  readToasts,
  readHistoryCalls,
  settled,
  say,
  setupE2E,
  ensureBuild: app.ensureBuild,
  buildReason: app.buildReason,
  chromiumPath: chromium.chromiumPath,
  launchContext: chromium.launchContext,
  resetApi: demoApi.resetApi,
  apiLog: demoApi.apiLog,
  queueNext: demoApi.queueNext,
  setSwitches: demoApi.setSwitches,
  demoToken: demoApi.demoToken,
  sleep,
  waitUntil,
  E2E_API_PORT: demoApi.E2E_API_PORT,
  API_URL: demoApi.API_URL,
  BUILD_DIR: app.BUILD_DIR,
  ARTIFACTS_DIR: chromium.ARTIFACTS_DIR,
  TOKEN_KEY: app.TOKEN_KEY,
  IPHONE_UA: chromium.IPHONE_UA,
  DESKTOP_UA: chromium.DESKTOP_UA,
}
