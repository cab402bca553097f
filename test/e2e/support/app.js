'use strict'
// The app under test: the H5 build in dist/h5-e2e (built once, with the demo API URL baked in, rebuilt when
// sources change), the static server for it, and the helpers that speak in app terms: routes and addresses,
// the Taro page stack, the stored login.

const fs = require('node:fs')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { ROOT, sleep, say } = require('./common')
const { API_URL, demoToken } = require('./api')
const { settled } = require('./instrument')

const BUILD_DIR = process.env.E2E_BUILD_DIR
  ? path.resolve(ROOT, process.env.E2E_BUILD_DIR)
  : path.join(ROOT, 'dist', 'h5-e2e')
const BUILD_MARKER = path.join(BUILD_DIR, '.e2e-build.json')
const BUILD_LOCK = `${BUILD_DIR}.lock`
const TOKEN_KEY = 'meedu-h5-token'

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
        // A loopback API address on purpose (config/api-url-guard.js).
        ALLOW_LOOPBACK_API: '1',
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

/** A static server for the build; `basePath` ('/h5') serves it under that sub-path. */
function serveApp(dir, { basePath = '' } = {}) {
  const { serveStatic } = require('../../support/static-server')
  return serveStatic(dir, { port: 0, basePath })
}

/** The app helpers of `setupE2E()`'s environment (they read `env.appUrl`). */
function addAppHelpers(env) {
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
    try {
      await stationed(page, path, timeout)
    } catch (error) {
      // The app's lost-back repair (platform/index.h5.ts) may reload the tab 1.5 s after a back when the page
      // change was slower than that: the reloaded document is what settles. Said in the output.
      if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error
      say(`e2e: waitForSettledPage waits again: the tab loaded another document (${page.url()})`)
      await page.waitForLoadState('domcontentloaded')
      await stationed(page, path, timeout)
    }
  }

  async function stationed(page, path, timeout) {
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

  /**
   * The browser's back, then the route it leads to, shown and settled (see waitForSettledPage), and the app's
   * check 1.5 s after a history move (its lost-back repair, platform/index.h5.ts) run while that page is on
   * screen: a test that moves on sooner can have the check find the next page still loading and reload the tab.
   */
  env.back = async (page, expectedRoute) => {
    await page.goBack()
    const route = await env.waitForRoute(page, expectedRoute)
    await env.waitForSettledPage(page, route.split('?')[0])
    await settled(page, { timersUpTo: 2000 })
    return route
  }

  /** Waits for the login screen (page title 快捷登录/注册, screen title 登录/注册). */
  env.waitForLoginPage = async (page) => {
    await page.waitForFunction(() => document.title === '快捷登录/注册')
    await env.waitForText(page, '登录/注册')
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
}

module.exports = { BUILD_DIR, TOKEN_KEY, buildReason, ensureBuild, serveApp, addAppHelpers }
