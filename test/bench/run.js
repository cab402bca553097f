#!/usr/bin/env node
'use strict'
/**
 * Benchmark: build times, the weapp main-package size and the first load of the H5 login page.
 *
 *   node test/bench/run.js              # builds weapp, then h5 (sequentially), then measures
 *   node test/bench/run.js --no-build   # measures the existing dist/weapp and dist/h5
 *   node test/bench/run.js --runs=5     # page loads for the timing median (default 3)
 *
 * Prints figures and a summary against the targets; never fails on a target. Exits 1 only when something
 * could not be measured (a build failed, a dist folder is missing, Chromium is missing or the page did not load).
 */
const fs = require('fs')
const os = require('os')
const path = require('path')
const zlib = require('zlib')
const http = require('http')
const { spawn } = require('child_process')

const ROOT = path.resolve(__dirname, '..', '..')
const DIST_WEAPP = path.join(ROOT, 'dist', 'weapp')
const DIST_H5 = path.join(ROOT, 'dist', 'h5')
const { CHROMIUM_ARGS, CHROMIUM_PATH: CHROMIUM } = require('../support/chromium')
const { walk } = require('../support/files')
const LOGIN_HASH = '/#/login'
const LOGIN_TEXT = '登录'

const KB = 1024
const TARGETS = {
  loginGzip: 200 * KB,
  weappMain: 1024 * KB,
  weappHardLimit: 2048 * KB,
}

const args = process.argv.slice(2)
const NO_BUILD = args.includes('--no-build')
const RUNS = Math.max(1, Number((args.find((a) => a.startsWith('--runs=')) || '--runs=3').split('=')[1]) || 3)
if (args.includes('--help') || args.includes('-h')) {
  console.log('usage: node test/bench/run.js [--no-build] [--runs=N]')
  process.exit(0)
}

const problems = [] // things that could not be measured → exit 1
const results = {}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
/** Columns as a terminal shows them: CJK characters take two cells. */
const cells = (text) =>
  [...String(text)].reduce(
    (n, ch) =>
      n +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        ch
      )
        ? 2
        : 1),
    0
  )
const pad = (text, width) => String(text) + ' '.repeat(Math.max(0, width - cells(text)))
const padStart = (text, width) => String(text).padStart(width)
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const ANSI_ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g')
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length

function heading(text) {
  console.log(`\n== ${text} ${'='.repeat(Math.max(0, 72 - text.length))}`)
}

// ---------------------------------------------------------------------------------------------------------
// 1. Builds

function runBuild(type) {
  const taro = path.join(ROOT, 'node_modules', '.bin', 'taro')
  const env = { ...process.env, NODE_ENV: 'production' }
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    const child = spawn(taro, ['build', '--type', type], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk) => {
      output += chunk
      if (output.length > 200000) output = output.slice(-100000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', (error) => resolve({ ok: false, ms: 0, output: String(error) }))
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      resolve({ ok: code === 0, code, ms, output })
    })
  })
}

async function measureBuilds() {
  heading('Builds (production, sequential)')
  results.builds = {}
  for (const type of ['weapp', 'h5']) {
    process.stdout.write(`taro build --type ${type} … `)
    const build = await runBuild(type)
    if (!build.ok) {
      console.log(`FAILED (exit ${build.code})`)
      const tail = build.output
        .replace(ANSI_ESCAPES, '')
        .split('\n')
        .filter((l) => l.trim())
        .slice(-25)
      console.log(tail.map((line) => `    ${line}`).join('\n'))
      problems.push(`taro build --type ${type} failed`)
      results.builds[type] = null
      continue
    }
    results.builds[type] = build.ms
    console.log(seconds(build.ms))
  }
}

// ---------------------------------------------------------------------------------------------------------
// 2. weapp main package

function measureWeapp() {
  heading('weapp main package (dist/weapp)')
  if (!fs.existsSync(path.join(DIST_WEAPP, 'app.json'))) {
    console.log('dist/weapp is missing: run npm run build:weapp (or drop --no-build)')
    problems.push('dist/weapp missing')
    return
  }
  const files = walk(DIST_WEAPP)
    .map((file) => ({ file: path.relative(DIST_WEAPP, file), bytes: fs.statSync(file).size, full: file }))
    .filter((f) => f.file !== 'project.config.json' && !f.file.endsWith('.map'))
    .sort((a, b) => b.bytes - a.bytes)
  const total = files.reduce((sum, f) => sum + f.bytes, 0)
  const js = files.filter((f) => f.file.endsWith('.js'))
  const jsGzip = js.reduce((sum, f) => sum + gzipSize(fs.readFileSync(f.full)), 0)
  results.weapp = { total, files: files.length, jsGzip }
  console.log(
    `total: ${kb(total)} (${total} bytes) in ${files.length} files (excluding project.config.json and source maps)`
  )
  console.log(
    `JS: ${js.length} files, gzip -9 ${kb(jsGzip)} (WeChat counts raw bytes; gzip is for comparison only)`
  )
  console.log('largest files:')
  for (const f of files.slice(0, 5)) console.log(`  ${padStart(kb(f.bytes), 10)}  ${f.file}`)
}

// ---------------------------------------------------------------------------------------------------------
// 3. H5 first load of /#/login

/** The API base URL baked into the H5 bundle (TARO_APP_API_URL at build time), if it is a local one. */
function bakedLocalApiPort() {
  const jsDir = path.join(DIST_H5, 'js')
  if (!fs.existsSync(jsDir)) return null
  for (const name of fs.readdirSync(jsDir)) {
    if (!name.endsWith('.js')) continue
    const match = /["'`]https?:\/\/(?:127\.0\.0\.1|localhost):(\d+)\/?["'`]/.exec(
      fs.readFileSync(path.join(jsDir, name), 'utf8')
    )
    if (match) return Number(match[1])
  }
  return null
}

function probe(port) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/v2/other/config', timeout: 2000 }, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.on('error', () => resolve(false))
    req.on('timeout', () => {
      req.destroy()
      resolve(false)
    })
  })
}

/** Starts the demo API where the bundle expects the backend, so the login page boots as it would for real. */
async function startDemoApi() {
  const port = bakedLocalApiPort()
  if (!port)
    return {
      note: 'API: the bundle does not point at a local port; the config request goes where it points',
      close: async () => {},
    }
  try {
    const { createDemoApi } = require(path.join(ROOT, 'test', 'demo-api', 'server.js'))
    const api = createDemoApi({ port, log: false })
    await api.listen()
    return {
      note: `API: demo API started on 127.0.0.1:${port} (the URL baked into the bundle)`,
      close: () => api.close(),
    }
  } catch (error) {
    if (error && error.code === 'EADDRINUSE') {
      const answers = await probe(port)
      return {
        note: `API: port ${port} already in use; ${answers ? 'it answers /api/v2/other/config, used as is' : 'it does not answer the config request (boot will fail)'}`,
        close: async () => {},
      }
    }
    return {
      note: `API: demo API could not start (${error.message}); the config request fails`,
      close: async () => {},
    }
  }
}

async function loadLoginOnce(chromium, baseUrl, recordBodies) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
  })
  try {
    const page = context.pages()[0] || (await context.newPage())
    const assets = []
    const pending = []
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    if (recordBodies) {
      page.on('response', (response) => {
        const type = response.request().resourceType()
        const url = new URL(response.url())
        const isAsset = type === 'script' || type === 'stylesheet' || /\.(m?js|css)$/.test(url.pathname)
        if (!isAsset) return
        pending.push(
          response.body().then(
            (body) =>
              assets.push({
                path: url.pathname,
                type: url.pathname.endsWith('.css') ? 'css' : 'js',
                raw: body.length,
                gzip: gzipSize(body),
              }),
            (error) => assets.push({ path: url.pathname, error: error.message })
          )
        )
      })
    }
    await page.goto(`${baseUrl}${LOGIN_HASH}`, { waitUntil: 'commit', timeout: 30000 })
    const textAt = await page
      .waitForFunction(
        (text) => (document.body && document.body.innerText.includes(text) ? performance.now() : false),
        LOGIN_TEXT,
        {
          polling: 'raf',
          timeout: 30000,
        }
      )
      .then((handle) => handle.jsonValue())
    await page.waitForLoadState('networkidle', { timeout: 30000 })
    await Promise.all(pending)
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0]
      return { dcl: nav ? nav.domContentLoadedEventEnd : null, load: nav ? nav.loadEventEnd : null }
    })
    const visibleText = await page.evaluate(() =>
      document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 80)
    )
    return { assets, textAt, dcl: timing.dcl, load: timing.load, pageErrors, visibleText }
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}

async function measureLogin() {
  heading(`H5 first load of ${LOGIN_HASH} (Chromium, fresh profile, ${RUNS} run${RUNS > 1 ? 's' : ''})`)
  if (!fs.existsSync(CHROMIUM)) {
    console.log('Chromium not found: run apt-get install -y chromium fonts-noto-cjk')
    process.exit(1)
  }
  if (!fs.existsSync(path.join(DIST_H5, 'index.html'))) {
    console.log('dist/h5 is missing: run npm run build:h5 (or drop --no-build)')
    problems.push('dist/h5 missing')
    return
  }
  const { chromium } = require('playwright-core')
  const { serveStatic } = require(path.join(ROOT, 'test', 'support', 'static-server.js'))
  const server = await serveStatic(DIST_H5, { port: 0 })
  const api = await startDemoApi()
  console.log(`serving dist/h5 at ${server.url}; ${api.note}`)
  try {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await loadLoginOnce(chromium, server.url, i === 0))
    const first = runs[0]
    const assets = first.assets.filter((a) => !a.error).sort((a, b) => b.gzip - a.gzip)
    for (const failed of first.assets.filter((a) => a.error))
      problems.push(`could not read ${failed.path}: ${failed.error}`)
    const raw = assets.reduce((sum, a) => sum + a.raw, 0)
    const gzip = assets.reduce((sum, a) => sum + a.gzip, 0)
    const sum = (type, key) => assets.filter((a) => a.type === type).reduce((s, a) => s + a[key], 0)
    results.login = {
      files: assets.length,
      raw,
      gzip,
      jsRaw: sum('js', 'raw'),
      jsGzip: sum('js', 'gzip'),
      cssRaw: sum('css', 'raw'),
      cssGzip: sum('css', 'gzip'),
      dcl: median(runs.map((r) => r.dcl)),
      textAt: median(runs.map((r) => r.textAt)),
      runs: runs.map((r) => ({ dcl: r.dcl, textAt: r.textAt })),
    }
    console.log(`${padStart('raw', 10)}  ${padStart('gzip -9', 10)}  file`)
    for (const a of assets) console.log(`${padStart(kb(a.raw), 10)}  ${padStart(kb(a.gzip), 10)}  ${a.path}`)
    console.log(
      `${padStart(kb(raw), 10)}  ${padStart(kb(gzip), 10)}  total: ${assets.length} files (JS ${kb(results.login.jsGzip)} + CSS ${kb(results.login.cssGzip)} gzip)`
    )
    console.log(
      `target: ${kb(TARGETS.loginGzip)} gzip → ${gzip <= TARGETS.loginGzip ? 'within' : `over by ${kb(gzip - TARGETS.loginGzip)}`}`
    )
    console.log(
      `DOMContentLoaded ${Math.round(results.login.dcl)} ms, "${LOGIN_TEXT}" visible ${Math.round(results.login.textAt)} ms (median; runs: ${runs
        .map((r) => `${Math.round(r.dcl)}/${Math.round(r.textAt)}`)
        .join(', ')} ms)`
    )
    console.log(`page shows: ${first.visibleText}`)
    const errors = [...new Set(runs.flatMap((r) => r.pageErrors))]
    if (errors.length) console.log(`page errors: ${errors.join(' | ')}`)
  } catch (error) {
    console.log(`could not measure the login page: ${error.message}`)
    problems.push(`login page: ${error.message.split('\n')[0]}`)
  } finally {
    await api.close()
    await server.close()
  }
}

// ---------------------------------------------------------------------------------------------------------
// 4. Summary

function summary() {
  heading('Summary')
  const rows = []
  const status = (value, target) =>
    value === undefined || value === null ? 'not measured' : value <= target ? 'OK' : 'OVER'
  if (!NO_BUILD) {
    for (const type of ['weapp', 'h5']) {
      const ms = results.builds && results.builds[type]
      rows.push([
        `taro build --type ${type}`,
        ms ? seconds(ms) : 'failed',
        '—',
        ms ? 'measured' : 'not measured',
      ])
    }
  }
  const login = results.login
  rows.push([
    `${LOGIN_HASH} JS+CSS gzip`,
    login ? kb(login.gzip) : '—',
    `≤ ${kb(TARGETS.loginGzip)}`,
    status(login && login.gzip, TARGETS.loginGzip),
  ])
  rows.push([
    `${LOGIN_HASH} JS+CSS raw`,
    login ? kb(login.raw) : '—',
    '—',
    login ? 'measured' : 'not measured',
  ])
  rows.push([
    `${LOGIN_HASH} DOMContentLoaded`,
    login ? `${Math.round(login.dcl)} ms` : '—',
    '—',
    login ? 'measured' : 'not measured',
  ])
  rows.push([
    `${LOGIN_HASH} "${LOGIN_TEXT}" visible`,
    login ? `${Math.round(login.textAt)} ms` : '—',
    '—',
    login ? 'measured' : 'not measured',
  ])
  const weapp = results.weapp
  rows.push([
    'weapp main package',
    weapp ? kb(weapp.total) : '—',
    `≤ ${kb(TARGETS.weappMain)}`,
    status(weapp && weapp.total, TARGETS.weappMain),
  ])
  rows.push([
    'weapp main package (WeChat hard limit)',
    weapp ? kb(weapp.total) : '—',
    `≤ ${kb(TARGETS.weappHardLimit)}`,
    status(weapp && weapp.total, TARGETS.weappHardLimit),
  ])
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...rows.map((r) => cells(r[i])), ['measure', 'value', 'target', 'status'][i].length)
  )
  const line = (cells) => `| ${cells.map((c, i) => pad(c, widths[i])).join(' | ')} |`
  console.log(line(['measure', 'value', 'target', 'status']))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
  if (problems.length) {
    console.log(`\nnot measured: ${problems.join('; ')}`)
    process.exitCode = 1
  }
}

async function main() {
  console.log(
    `bench: ${NO_BUILD ? 'existing dist folders (--no-build)' : 'production builds'}; node ${process.version}; ${os.cpus().length} CPUs`
  )
  if (!NO_BUILD) await measureBuilds()
  measureWeapp()
  await measureLogin()
  summary()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
