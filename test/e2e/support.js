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

const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { before, beforeEach, afterEach, after } = require('node:test')

const ROOT = path.resolve(__dirname, '..', '..')
// E2E_API_PORT / E2E_BUILD_DIR let two runs work side by side (each its own demo API and build).
const E2E_API_PORT = Number(process.env.E2E_API_PORT) || 3590
const API_URL = `http://127.0.0.1:${E2E_API_PORT}`
const BUILD_DIR = process.env.E2E_BUILD_DIR
  ? path.resolve(ROOT, process.env.E2E_BUILD_DIR)
  : path.join(ROOT, 'dist', 'h5-e2e')
const BUILD_MARKER = path.join(BUILD_DIR, '.e2e-build.json')
const BUILD_LOCK = `${BUILD_DIR}.lock`
const ARTIFACTS_DIR = path.join(ROOT, 'test', '.artifacts')
const { CHROMIUM_ARGS, chromiumPath } = require('../support/chromium')
const TOKEN_KEY = 'meedu-h5-token'

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

// ---------------------------------------------------------------------------------------------------------
// Chromium and the build

function readMarker() {
  try {
    return JSON.parse(fs.readFileSync(BUILD_MARKER, 'utf8'))
  } catch {
    return null
  }
}

/** Newest modification time under the inputs of the H5 build (so an edited src/ is rebuilt, not tested stale). */
function newestSourceMtime() {
  let newest = 0
  const visit = (file) => {
    let stat
    try {
      stat = fs.statSync(file)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file)) visit(path.join(file, name))
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs
  }
  for (const entry of ['src', 'config', 'package.json', 'babel.config.js', 'tsconfig.json'])
    visit(path.join(ROOT, entry))
  return newest
}

/**
 * One `node --test` run: every test file is a child of the same runner process. E2E_REBUILD=1 builds once
 * per run, not once per file. Outside the runner, every process is a run of its own.
 */
function runId() {
  return process.env.NODE_TEST_CONTEXT ? `node-test:${process.ppid}` : `process:${process.pid}`
}

/** Why the build must be (re)made, or null when dist/h5-e2e is usable. */
function buildReason() {
  const marker = readMarker()
  const hasIndex = fs.existsSync(path.join(BUILD_DIR, 'index.html'))
  const forThisUrl = Boolean(marker) && marker.apiUrl === API_URL
  // A run keeps the build it started with: files later in the run do not rebuild for edits made meanwhile.
  if (hasIndex && forThisUrl && marker.runId === runId() && Date.now() - marker.checkedAt < 30 * 60 * 1000)
    return null
  if (process.env.E2E_REBUILD === '1') return 'E2E_REBUILD=1'
  if (!hasIndex) return 'dist/h5-e2e/index.html is missing'
  if (!forThisUrl) return `the build is for another API URL (${marker ? marker.apiUrl : 'unknown'})`
  // E2E_REBUILD=0: use the build as it is even if sources changed (quick reruns while editing tests).
  if (process.env.E2E_REBUILD !== '0' && newestSourceMtime() > marker.builtAt)
    return 'src/ or config/ changed since the last build'
  return null
}

function writeMarker(marker) {
  fs.writeFileSync(BUILD_MARKER, `${JSON.stringify(marker, null, 2)}\n`)
}

function runBuild() {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'taro'), ['build', '--type', 'h5'], {
      cwd: ROOT,
      env: {
        ...process.env,
        TARO_ENV: 'h5',
        NODE_ENV: 'production',
        TARO_APP_API_URL: API_URL,
        TARO_OUTPUT_ROOT: path.relative(ROOT, BUILD_DIR),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-20000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0 && fs.existsSync(path.join(BUILD_DIR, 'index.html'))) resolve(Date.now() - started)
      else
        reject(
          new Error(
            `taro build --type h5 (dist/h5-e2e) failed with exit code ${code}:\n${output.slice(-4000)}`
          )
        )
    })
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Takes the build lock (a directory: mkdir is atomic), waiting for another process that holds it. */
async function withBuildLock(work) {
  fs.mkdirSync(path.dirname(BUILD_LOCK), { recursive: true })
  const deadline = Date.now() + 5 * 60 * 1000
  for (;;) {
    try {
      fs.mkdirSync(BUILD_LOCK)
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      const age = Date.now() - fs.statSync(BUILD_LOCK).mtimeMs
      if (age > 5 * 60 * 1000)
        fs.rmSync(BUILD_LOCK, { recursive: true, force: true }) // left by a killed run
      else if (Date.now() > deadline) throw new Error(`timed out waiting for the build lock ${BUILD_LOCK}`)
      else await sleep(500)
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(BUILD_LOCK, { recursive: true, force: true })
  }
}

/** Makes sure dist/h5-e2e holds a build for the e2e API URL; builds it (≈40 s) when needed. */
async function ensureBuild({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  await withBuildLock(async () => {
    const reason = buildReason()
    if (reason) {
      log(`[e2e] building dist/h5-e2e for ${API_URL}: ${reason}`)
      const builtAt = Date.now()
      fs.rmSync(BUILD_MARKER, { force: true })
      const ms = await runBuild()
      writeMarker({ apiUrl: API_URL, builtAt, runId: runId(), checkedAt: Date.now() })
      log(`[e2e] build done in ${(ms / 1000).toFixed(1)} s`)
    } else {
      // Claim the build for this run (see buildReason).
      writeMarker({ ...readMarker(), runId: runId(), checkedAt: Date.now() })
    }
  })
  return BUILD_DIR
}

// ---------------------------------------------------------------------------------------------------------
// Demo API control (test-control endpoints are not logged by the server)

async function apiCall(method, pathname, body) {
  const response = await fetch(`${API_URL}${pathname}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await response.json()
  if (json.code !== 0) throw new Error(`${method} ${pathname} → code ${json.code} ${json.message}`)
  return json.data
}

const resetApi = () => apiCall('POST', '/__demo/reset', {})
/** [{method, path, query, body, auth}] of every app request since the last reset. */
const apiLog = () => apiCall('GET', '/__demo/log')
/** Queue a one-shot answer for the next request to `path` ({path, status?, body?, raw?, delayMs?}). */
const queueNext = (override) => apiCall('POST', '/__demo/next', override)
const setSwitches = (switches) => apiCall('POST', '/__demo/switches', switches)
const demoToken = async (who) => (await apiCall('POST', '/__demo/login', who)).token

// ---------------------------------------------------------------------------------------------------------
// Browser

/** Runs in every document before the app: records toasts and history changes for the assertions. */
function instrumentPage() {
  if (window.__e2e) return
  const e2e = { toasts: [], history: [] }
  window.__e2e = e2e
  for (const method of ['pushState', 'replaceState']) {
    const original = History.prototype[method]
    History.prototype[method] = function patched(state, title, url) {
      e2e.history.push({ method, url: url == null ? null : String(url) })
      return original.apply(this, arguments)
    }
  }
  // Taro's H5 toast is one `.taro__toast` element: showToast() sets the title <p> and fades it in
  // (inline opacity 1), hiding fades it out (opacity 0) then sets display none. A toast counts as shown each
  // time it comes on screen, or its text changes while on screen, as a learner would count them (showing the
  // same text again while it is still up does not make a second toast).
  let wasOn = false
  let lastText = null
  const check = () => {
    const el = document.querySelector('.taro__toast')
    const on = Boolean(el) && el.style.display !== 'none' && el.style.opacity !== '0'
    const title = el ? el.querySelectorAll('p')[1] : null
    const text = title ? title.textContent : null
    if (on && (!wasOn || text !== lastText)) e2e.toasts.push({ text, at: Date.now() })
    wasOn = on
    lastText = on ? text : null
  }
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['style'],
  })

  // What the app still has under way, for `settled(page)`: requests (fetch, XHR) until their body has
  // arrived, script and stylesheet loads (the lazily loaded pages), and timers not yet fired.
  const activity = { requests: new Map(), loads: new Map(), timers: new Map(), nextId: 1, leaving: false }
  e2e.activity = activity
  // Leaving the document (an address outside the app, a reload): the next document is what settles.
  window.addEventListener('beforeunload', () => {
    activity.leaving = true
  })
  const nativeFetch = window.fetch
  window.fetch = function trackedFetch(input, init) {
    const id = activity.nextId++
    activity.requests.set(id, `fetch ${input && input.url ? input.url : String(input)}`)
    const done = () => activity.requests.delete(id)
    const answer = nativeFetch.call(window, input, init)
    // A copy of the body is read to its end: the app's own read of it ends in the same turn.
    answer.then((response) => response.clone().arrayBuffer().then(done, done), done)
    return answer
  }
  const nativeOpen = XMLHttpRequest.prototype.open
  const nativeSend = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.open = function trackedOpen(method, url) {
    this.__e2eWhat = `xhr ${method} ${url}`
    return nativeOpen.apply(this, arguments)
  }
  XMLHttpRequest.prototype.send = function trackedSend() {
    const id = activity.nextId++
    activity.requests.set(id, this.__e2eWhat || 'xhr')
    this.addEventListener('loadend', () => activity.requests.delete(id), { once: true })
    try {
      return nativeSend.apply(this, arguments)
    } catch (error) {
      activity.requests.delete(id)
      throw error
    }
  }
  const watchLoad = (el) => {
    const id = activity.nextId++
    activity.loads.set(id, `${el.tagName.toLowerCase()} ${el.src || el.href}`)
    const done = () => activity.loads.delete(id)
    el.addEventListener('load', done, { once: true })
    el.addEventListener('error', done, { once: true })
  }
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.tagName === 'SCRIPT' && node.src) watchLoad(node)
        else if (node.tagName === 'LINK' && node.rel === 'stylesheet' && node.href) watchLoad(node)
      }
  }).observe(document, { childList: true, subtree: true })
  const nativeSetTimeout = window.setTimeout
  const nativeClearTimeout = window.clearTimeout
  window.setTimeout = function trackedSetTimeout(handler, delay, ...rest) {
    if (typeof handler !== 'function') return nativeSetTimeout(handler, delay, ...rest)
    const timer = { ms: Number(delay) || 0, handler }
    const id = nativeSetTimeout(
      function fire() {
        activity.timers.delete(id)
        return handler.apply(this, arguments)
      },
      delay,
      ...rest
    )
    activity.timers.set(id, timer)
    return id
  }
  window.clearTimeout = function trackedClearTimeout(id) {
    activity.timers.delete(id)
    return nativeClearTimeout(id)
  }

  /**
   * Resolves once the app has nothing under way: no request, no script or stylesheet loading, no timer of at
   * most `timersUpTo` ms pending, twice in a row when the main thread is idle (so whatever an answer or a timer
   * set off, a render, an effect, a page change, has run and started what it starts). A newer call stops it.
   */
  e2e.settleCalls = 0
  e2e.whenSettled = (timersUpTo) =>
    new Promise((resolve) => {
      const call = ++e2e.settleCalls
      let quiet = 0
      const round = () => {
        if (e2e.settleCalls !== call) return resolve(false)
        const busy =
          activity.leaving ||
          activity.requests.size > 0 ||
          activity.loads.size > 0 ||
          [...activity.timers.values()].some((timer) => timer.ms <= timersUpTo)
        quiet = busy ? 0 : quiet + 1
        if (quiet >= 2) resolve(true)
        else requestIdleCallback(round, { timeout: 200 })
      }
      requestIdleCallback(round, { timeout: 200 })
    })
  e2e.pendingActivity = (timersUpTo) => [
    ...(activity.leaving ? ['leaving this document for another'] : []),
    ...activity.requests.values(),
    ...activity.loads.values(),
    ...[...activity.timers.values()]
      .filter((timer) => timer.ms <= timersUpTo)
      .map((timer) => `timer ${timer.ms} ms: ${String(timer.handler).replace(/\s+/g, ' ').slice(0, 100)}`),
  ]
}

async function launchContext({ userAgent = IPHONE_UA, viewport = { width: 375, height: 740 } } = {}) {
  const { chromium } = require('playwright-core')
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-e2e-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: false,
    userAgent,
    locale: 'zh-CN',
    // Not UTC on purpose: the app shows times at UTC offset 0, whatever the device's zone.
    timezoneId: 'Asia/Shanghai',
  })
  await context.addInitScript(instrumentPage)
  // The app answers in well under a second; fail in seconds rather than after Playwright's 30 s default. 10 s
  // leaves room for a first visit to a learning page (its chunks, the video element) on a busy 2-core machine.
  context.setDefaultTimeout(10000)
  const close = async () => {
    await context.close().catch(() => undefined)
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
  return { context, close }
}

/** A line in the test output (a retry that fired, so a flaky one shows); the test runner shows stderr lines. */
function say(line) {
  process.stderr.write(`${line}\n`)
}

/** True when the promise settles (resolved or rejected) within `ms`, false when it is still pending then. */
function settlesWithin(promise, ms) {
  let timer
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  return Promise.race([
    promise.then(
      () => true,
      () => true
    ),
    late,
  ]).finally(() => clearTimeout(timer))
}

/**
 * Closes a tab; false when Chromium never does. Chromium can acknowledge a close that races a navigation (the
 * app reloads itself after a login-code exchange) without closing the tab, and Playwright then waits for ever
 * (microsoft/playwright#42366): ask again, a few times, instead of hanging the whole run.
 */
async function closeTab(page, { waitMs = 3000, log = say } = {}) {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (page.isClosed()) return true
    if (attempt > 0)
      log(`e2e: closeTab retried (try ${attempt + 1} of 3): the last close was not done in ${waitMs} ms`)
    if (await settlesWithin(page.close(), waitMs)) return true
  }
  if (page.isClosed()) return true
  log(`e2e: closeTab gave up after 3 tries of ${waitMs} ms: the tab is still open`)
  return false
}

/**
 * Toasts shown since the document loaded: [{text, at}] (`at`: the page's Date.now()). Fails when the record
 * cannot be trusted: no `window.__e2e` (instrumentPage did not run in this document), or a toast on screen that
 * the record missed (Taro's toast markup changed): an empty list must mean "no toast", never "not counted".
 */
async function readToasts(page) {
  const { toasts, onScreen } = await page.evaluate(() => {
    const el = document.querySelector('.taro__toast')
    const shown = el && getComputedStyle(el).display !== 'none' && el.style.opacity !== '0'
    const title = shown ? el.querySelectorAll('p')[1] : null
    return {
      toasts: window.__e2e ? window.__e2e.toasts : null,
      onScreen: shown ? (title ? title.textContent : el.textContent) || '' : null,
    }
  })
  if (toasts === null)
    throw new Error(
      `toasts(): window.__e2e is missing in ${page.url()}: the e2e instrumentation (instrumentPage, added by launchContext) did not run in this document, so its toasts were not counted`
    )
  if (onScreen !== null && !toasts.some((toast) => toast.text === onScreen))
    throw new Error(
      `toasts(): the toast on screen (${JSON.stringify(onScreen)}) is not in the record ${JSON.stringify(toasts)}: the toast instrumentation no longer matches Taro's .taro__toast markup`
    )
  return toasts
}

/** pushState/replaceState calls since the document loaded: [{method, url}]; fails without the instrumentation. */
async function readHistoryCalls(page) {
  const calls = await page.evaluate(() => (window.__e2e ? window.__e2e.history : null))
  if (calls === null)
    throw new Error(
      `historyCalls(): window.__e2e is missing in ${page.url()}: the e2e instrumentation did not run in this document`
    )
  return calls
}

/**
 * Waits until the app has nothing under way (see `whenSettled` in instrumentPage): every request answered and
 * read, every page's script loaded, no timer of at most `timersUpTo` ms pending, the main thread idle. The
 * positive signal that whatever an answer, a tap or a page change sets off has happened, before a test checks
 * that nothing else did. A new document meanwhile (a reload) is waited for in turn, and said in the output.
 */
async function settled(page, { timersUpTo = 1000, timeout = 10000, log = say } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const late = Symbol('late')
    let timer
    let outcome
    try {
      outcome = await Promise.race([
        page.evaluate((ms) => (window.__e2e ? window.__e2e.whenSettled(ms) : 'missing'), timersUpTo),
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(late), Math.max(0, deadline - Date.now()))
        }),
      ])
    } catch (error) {
      if (Date.now() > deadline || !/Execution context was destroyed|navigat/i.test(String(error)))
        throw error
      log(`e2e: settled() waits again: the tab loaded another document (${page.url()})`)
      await page.waitForLoadState('domcontentloaded').catch(() => undefined)
      continue
    } finally {
      clearTimeout(timer)
    }
    if (outcome === true) return
    if (outcome === 'missing')
      throw new Error(
        `settled(): window.__e2e is missing in ${page.url()}: the e2e instrumentation did not run`
      )
    const pending = await page
      .evaluate((ms) => {
        window.__e2e.settleCalls += 1 // stops the waiting loop in the page
        return window.__e2e.pendingActivity(ms)
      }, timersUpTo)
      .catch((error) => [`(the page did not answer: ${error.message})`])
    throw new Error(
      `the page did not settle within ${timeout} ms; still under way: ${pending.join('; ') || '(nothing: the main thread never went idle)'}`
    )
  }
}

/** Page errors and console errors that are not in `allowed` (regexps). */
function unexpectedErrors(page) {
  const state = page.__e2eErrors
  if (!state) return []
  return state.errors.filter((error) => !state.allowed.some((pattern) => pattern.test(error)))
}

/**
 * One test file's environment. Registers the hooks of node:test and returns the helpers. `basePath` ('/h5') serves
 * the build under that sub-path: `appUrl` is then `http://127.0.0.1:<port>/h5`.
 */
function setupE2E({ basePath = '' } = {}) {
  const env = {
    appUrl: '',
    staticPort: 0,
    apiUrl: API_URL,
    context: null,
    pages: [],
    extraContexts: [],
  }
  let api = null
  let staticServer = null
  let browser = null

  before(async () => {
    chromiumPath() // fail fast, before a 40 s build
    const dir = await ensureBuild()
    const { createDemoApi } = require('../demo-api/server')
    const { serveStatic } = require('../support/static-server')
    api = createDemoApi({ port: E2E_API_PORT, log: false })
    try {
      await api.listen()
    } catch (error) {
      api = null
      throw new Error(
        `cannot start the demo API on ${API_URL} (${error.code || error.message}); is another run using it?`
      )
    }
    staticServer = await serveStatic(dir, { port: 0, basePath })
    env.appUrl = staticServer.url
    env.staticPort = staticServer.port
    browser = await launchContext()
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
    if (!(await closeTab(page))) await relaunch()
    await env.context.clearCookies()
    await resetApi()
  })

  afterEach(async () => {
    const problems = []
    for (const page of env.pages) {
      for (const error of unexpectedErrors(page)) problems.push(error)
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
    for (const page of pages) if (!(await closeTab(page))) stuck = true
    for (const extra of env.extraContexts.splice(0)) await settlesWithin(extra.close(), 10000)
    if (stuck) await relaunch()
  }

  /** A new browser for the tests still to come, when the old one could not close a tab (see closeTab). */
  async function relaunch() {
    say('e2e: Chromium did not close a tab; a fresh browser for the next tests')
    const old = browser
    browser = await launchContext()
    env.context = browser.context
    void settlesWithin(old.close(), 10000) // Playwright kills whatever is left when the process ends
  }

  /**
   * Taro 4.2.1's H5 selector query (NutUI Tabs measures its titles with one) looks for the current page's element
   * one tick after it is asked; asked during a page change, it finds none and throws from that tick. The answer
   * is for a page that is going away and nothing on screen depends on it, so the error is not the app's: it is
   * reported in the test output and does not fail the test.
   */
  const TARO_QUERY_RACE = /^在已加载页面中没有找到对应的容器元素。$/

  /** Tracks page errors and console errors; `allow` lists the expected ones (regexps). */
  function watch(page, allow = []) {
    const state = { errors: [], allowed: [...allow] }
    page.__e2eErrors = state
    page.on('pageerror', (error) => {
      if (TARO_QUERY_RACE.test(error.message)) {
        say(`e2e: Taro's selector-query race ignored (${error.message})`)
        return
      }
      state.errors.push(`pageerror: ${error.message}`)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') state.errors.push(`console.error: ${message.text()}`)
    })
    env.pages.push(page)
    return page
  }

  /** A new tab in the file's browser. `allow`: regexps of console/page errors this test expects. */
  env.newPage = async ({ allow = [] } = {}) => watch(await env.context.newPage(), allow)

  /** Expect more errors on a page (e.g. after queueing a failure). */
  env.allowErrors = (page, ...patterns) => page.__e2eErrors.allowed.push(...patterns)

  /** A page in a separate browser (own profile), e.g. with a desktop user agent. Closed after the test. */
  env.newPageInOwnBrowser = async ({ userAgent, allow = [] } = {}) => {
    const extra = await launchContext({ userAgent })
    env.extraContexts.push(extra)
    return watch(await extra.context.newPage(), allow)
  }

  /**
   * Log the page in as a seeded learner: a token from POST /__demo/login, put into localStorage (plain string,
   * as MeEdu's H5 keeps it) before the app's scripts run. Only on the tab's first document, so a later
   * logout (401) is not undone by a reload. Returns the token.
   */
  env.login = async (page, who = { mobile: '13800138000' }) => {
    const token = await demoToken(who)
    await page.addInitScript(
      ({ key, value }) => {
        if (sessionStorage.getItem('__e2e_token_set')) return
        sessionStorage.setItem('__e2e_token_set', '1')
        localStorage.setItem(key, value)
      },
      { key: TOKEN_KEY, value: token }
    )
    return token
  }

  /** Open an app route: '/messages?from=push' → `${appUrl}/#/messages?from=push`. */
  env.gotoApp = async (page, route = '/') => {
    await page.goto(`${env.appUrl}/#${route}`)
  }

  /** The app route the address bar shows: '/login?redirect=%2Fmessages'. */
  env.route = (page) => {
    const hash = new URL(page.url()).hash.replace(/^#/, '')
    return hash || '/'
  }

  /** Waits until the address bar shows this route (string = exact, RegExp = test, function = predicate). */
  env.waitForRoute = async (page, expected, { timeout = 5000 } = {}) => {
    const matches = (route) =>
      typeof expected === 'string'
        ? route === expected
        : expected instanceof RegExp
          ? expected.test(route)
          : expected(route)
    const deadline = Date.now() + timeout
    for (;;) {
      const route = env.route(page)
      if (matches(route)) return route
      if (Date.now() > deadline)
        throw new Error(`expected the route ${expected}, still at ${route} (${page.url()})`)
      await sleep(50)
    }
  }

  /** Waits for the visible text of the page to contain `text`. */
  env.waitForText = async (page, text, { timeout = 5000 } = {}) => {
    await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), text, { timeout })
  }

  env.bodyText = (page) => page.locator('body').innerText()

  /** The route paths of the Taro pages on screen, bottom to top: ['/login'] when only the login page shows. */
  env.shownPages = (page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.taro_page')]
        .filter((el) => getComputedStyle(el).display !== 'none')
        .map((el) => el.id.split('?')[0])
    )

  /**
   * Waits until Taro's page change has finished: one page on screen, `path` (no query), for 400 ms in a row.
   * Taro H5 animates a page change with timers (the page below is hidden 350 ms after a push, the page on top is
   * removed 300 ms after a back), so right after a back the page below can show, hide and show again; a test that
   * reads the screen in between reads nothing (a slow CI machine stretches those timers).
   */
  env.waitForSettledPage = async (page, path, { timeout = 8000 } = {}) => {
    await page.evaluate(() => {
      window.__e2eSettledSince = undefined
    })
    await page.waitForFunction(
      (wanted) => {
        const shown = [...document.querySelectorAll('.taro_page')].filter(
          (el) => getComputedStyle(el).display !== 'none'
        )
        const settled =
          shown.length === 1 &&
          shown[0].id.split('?')[0] === wanted &&
          shown[0].classList.contains('taro_page_stationed')
        if (!settled) {
          window.__e2eSettledSince = undefined
          return false
        }
        window.__e2eSettledSince ??= Date.now()
        return Date.now() - window.__e2eSettledSince >= 400
      },
      path,
      { timeout, polling: 50 }
    )
  }

  /** The browser's back, then the route it leads to, shown and settled (see waitForSettledPage). */
  env.back = async (page, expectedRoute) => {
    await page.goBack()
    const route = await env.waitForRoute(page, expectedRoute)
    await env.waitForSettledPage(page, route.split('?')[0])
    return route
  }

  /** Waits for the login screen (page title 快捷登录/注册, screen title 登录/注册). */
  env.waitForLoginPage = async (page) => {
    await page.waitForFunction(() => document.title === '快捷登录/注册')
    await env.waitForText(page, '登录/注册')
  }

  /**
   * The visible matches of a selector. Taro H5 keeps the pages under the current one in the DOM (hidden), so
   * an id like #tab-member can exist once per page in the stack: only the shown page's copy is visible.
   */
  env.visible = (page, selector) => page.locator(selector).filter({ visible: true })

  /** Tap (click) the visible host element of a Taro component, e.g. '#tab-member'. */
  /**
   * The <input> of the field `selector` (an id or attribute selector) on screen: Taro's H5 Input is the <input>
   * itself (components-react); NutUI's fields put it inside an element that carries the id.
   */
  env.input = (page, selector) => env.visible(page, `input${selector}, ${selector} input`)
  /**
   * A finger drags from y = `from` to `to` in the middle of the screen, one move a frame as a finger's come: the
   * touches go to what is under it and bubble. Resolves whether the page took any move for itself (defaultPrevented,
   * e.g. the pull-to-refresh) instead of leaving it to native scrolling.
   */
  env.drag = (page, { from = 100, to = 500 } = {}) =>
    page.evaluate(
      async ({ from, to }) => {
        const target = document.elementFromPoint(window.innerWidth / 2, 200)
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
        let taken = false
        const fire = (type, y) => {
          const event = new Event(type, { bubbles: true, cancelable: true })
          const touch = [{ screenY: y, clientY: y, pageY: y }]
          Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : touch })
          Object.defineProperty(event, 'changedTouches', { value: touch })
          target.dispatchEvent(event)
          if (event.defaultPrevented) taken = true
        }
        fire('touchstart', from)
        for (let y = from + 10; y <= to; y += 10) {
          await frame()
          fire('touchmove', y)
        }
        await frame()
        fire('touchend', to)
        return taken
      },
      { from, to }
    )
  env.tap = (page, selector) => env.visible(page, selector).first().click()

  /**
   * Taps a 下载 that opens the attachment in a new tab (this page stays); resolves to the address the tab asked
   * for. The request can come before its tab's frame exists, so the tab is taken from the context's page event.
   */
  env.downloadInNewTab = async (page, selector) => {
    const fileRequest = page
      .context()
      .waitForEvent('request', (r) => r.url().includes('/api/v2/course/attach/'))
    const [tab] = await Promise.all([page.context().waitForEvent('page'), env.tap(page, selector)])
    if (tab === page) throw new Error('the download did not open a new tab')
    return new URL((await fileRequest).url())
  }

  /** The stored login token, or null (asked again when the page is reloading at that moment). */
  env.storedToken = async (page, { timeout = 15000 } = {}) => {
    // A social login moves the tab several times (provider, back with the code, the reload after the exchange);
    // on a busy machine each move can take a while, so keep asking until a deadline rather than a count.
    const deadline = Date.now() + timeout
    for (;;) {
      try {
        return await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)
      } catch (error) {
        if (Date.now() > deadline || !/Execution context was destroyed|navigat/i.test(String(error)))
          throw error
        say(`e2e: storedToken asked again: the tab was loading another document (${page.url()})`)
        await page.waitForLoadState('domcontentloaded').catch(() => undefined)
        await sleep(100)
      }
    }
  }

  env.toasts = readToasts

  /** The text of the toast on screen now (Taro's `.taro__toast`, displayed and not faded out), or null. */
  env.toastOnScreen = (page) =>
    page.evaluate(() => {
      const el = document.querySelector('.taro__toast')
      if (!el || getComputedStyle(el).display === 'none' || el.style.opacity === '0') return null
      const title = el.querySelectorAll('p')[1]
      return (title ? title.textContent : el.textContent) || null
    })

  /** Waits until a toast whose text matches `expected` (string: contains; RegExp) is on screen; returns it. */
  env.waitForToast = async (page, expected, { timeout = 3000 } = {}) => {
    const deadline = Date.now() + timeout
    for (;;) {
      const text = await env.toastOnScreen(page)
      if (text && (typeof expected === 'string' ? text.includes(expected) : expected.test(text))) return text
      if (Date.now() > deadline) {
        const shown = (await env.toasts(page)).map((toast) => toast.text)
        throw new Error(
          `no toast ${expected} on screen (now: ${JSON.stringify(text)}; shown so far: ${JSON.stringify(shown)})`
        )
      }
      await sleep(30)
    }
  }

  /** pushState/replaceState calls since the document loaded: [{method, url}]. */
  env.historyCalls = readHistoryCalls

  env.settled = settled

  /** Waits until a request matching `predicate(entry)` is in the demo API's log; returns the log. */
  env.waitForApiRequest = async (predicate, { timeout = 5000, what = 'request' } = {}) => {
    const deadline = Date.now() + timeout
    for (;;) {
      const log = await apiLog()
      if (log.some(predicate)) return log
      if (Date.now() > deadline) {
        throw new Error(
          `no ${what} in the demo API log: ${JSON.stringify(log.map((e) => `${e.method} ${e.path}`))}`
        )
      }
      await sleep(50)
    }
  }

  env.screenshot = async (page, name) => {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true })
    const file = path.join(ARTIFACTS_DIR, `${name}.png`)
    await page.screenshot({ path: file })
    return file
  }

  env.resetApi = resetApi
  env.apiLog = apiLog
  env.queueNext = queueNext
  env.setSwitches = setSwitches
  env.demoToken = demoToken
  return env
}

module.exports = {
  closeTab,
  readToasts,
  readHistoryCalls,
  settled,
  say,
  setupE2E,
  ensureBuild,
  buildReason,
  chromiumPath,
  launchContext,
  resetApi,
  apiLog,
  queueNext,
  setSwitches,
  demoToken,
  sleep,
  E2E_API_PORT,
  API_URL,
  BUILD_DIR,
  ARTIFACTS_DIR,
  TOKEN_KEY,
  IPHONE_UA,
  DESKTOP_UA,
}
