'use strict'
// A newcomer's first hour, from this checkout, as the README tells it: `npm start` prints an address that answers
// and shows 登录/注册, the demo account it prints logs in; then `npm run start:weapp` leaves a dist/weapp and the
// project settings WeChat DevTools opens against the demo API with nothing to tick. Each command runs for real
// (npm, Taro, the demo API), is stopped as Ctrl+C stops it, and must leave no process behind.
//
// CI runs it with the defaults a newcomer gets: ports 3500/3501, dist/h5 and dist/weapp (both rebuilt). In
// `npm run test:all` it runs before the browser tests, which then test the H5 build npm start made here (the run's
// one H5 build, test/run-all.js); the weapp checks make their own `taro build --type weapp` (a watch build is not it).
// Elsewhere: DEMO_API_PORT / APP_PORT choose the ports and FIRST_HOUR_OUTPUT=<dir> builds into <dir>/h5 and
// <dir>/weapp instead of dist/ (TARO_OUTPUT_ROOT of each command).
const { test } = require('node:test')
const assert = require('node:assert/strict')
const { spawn } = require('node:child_process')
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const { chromium } = require('playwright-core')
const { CHROMIUM_ARGS, chromiumPath } = require('../support/chromium')

const ROOT = path.resolve(__dirname, '..', '..')
const API_PORT = Number(process.env.DEMO_API_PORT || 3500)
const APP_PORT = Number(process.env.APP_PORT || 3501)
const OUTPUT = process.env.FIRST_HOUR_OUTPUT ? path.resolve(ROOT, process.env.FIRST_HOUR_OUTPUT) : null
const BUILD_TIMEOUT_MS = 8 * 60 * 1000
// Every process a command starts inherits this mark: after Ctrl+C none may be left (see leftovers()).
const MARK = `first-hour-${process.pid}-${crypto.randomBytes(4).toString('hex')}`

/** Starts `npm <args>` in its own process group, as a terminal would; its output is kept with arrival times. */
function startNpm(args, env = {}) {
  const childEnv = { ...process.env, FIRST_HOUR_MARK: MARK, DEMO_API_PORT: String(API_PORT), ...env }
  delete childEnv.TARO_APP_ID // the tourist AppID, as on a fresh machine
  delete childEnv.TARO_APP_API_URL
  // A newcomer has none: npm start and start:weapp allow their loopback API address themselves (config/api-url-guard.js).
  delete childEnv.ALLOW_LOOPBACK_API
  const child = spawn('npm', args, {
    cwd: ROOT,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const run = { child, text: '', lines: [], exit: null }
  const take = (chunk) => {
    const text = chunk.toString('utf8')
    run.text += text
    for (const line of text.split('\n')) if (line.trim()) run.lines.push({ at: Date.now(), line })
    if (process.env.FIRST_HOUR_VERBOSE) process.stderr.write(text)
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  run.exited = new Promise((resolve) =>
    child.on('close', (code, signal) => resolve((run.exit = { code, signal })))
  )
  run.started = Date.now()
  return run
}

/** Resolves the first match of `pattern` in the output; fails with the output's end if the command ends first. */
async function waitForOutput(run, pattern, timeoutMs = BUILD_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const match = pattern.exec(run.text)
    if (match) return match
    if (run.exit || Date.now() > deadline) {
      const why = run.exit ? `it exited (${JSON.stringify(run.exit)})` : `${timeoutMs / 1000} s passed`
      assert.fail(`no ${pattern} in the output before ${why}:\n${run.text.slice(-4000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Processes (pid → command line) that carry this run's mark: what a stopped command left behind. */
function leftovers() {
  const found = new Map()
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8')
      if (environ.split('\0').includes(`FIRST_HOUR_MARK=${MARK}`)) {
        found.set(Number(pid), fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim())
      }
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found
}

/** Ctrl+C: SIGINT to the whole process group. The command must end by itself and leave nothing running. */
async function stopLikeCtrlC(run) {
  if (!run.exit) process.kill(-run.child.pid, 'SIGINT')
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 30000))
  const ended = await Promise.race([run.exited, timeout])
  let left = leftovers()
  for (let i = 0; i < 20 && left.size; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    left = leftovers()
  }
  if (ended === 'timeout' || left.size) {
    for (const pid of left.keys()) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    try {
      process.kill(-run.child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  assert.notEqual(ended, 'timeout', 'the command ends within 30 s of Ctrl+C')
  assert.deepEqual([...left.values()], [], 'no process of the command is left after Ctrl+C')
}

async function refused(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3000) })
    return false
  } catch {
    return true
  }
}

/** The longest silence (ms) between output lines from the start until `until` appeared. */
function longestSilence(run, until) {
  const end = run.lines.find(({ line }) => until.test(line))?.at ?? Date.now()
  let last = run.started
  let longest = 0
  for (const { at } of run.lines.filter(({ at }) => at <= end)) {
    longest = Math.max(longest, at - last)
    last = at
  }
  return Math.max(longest, end - last)
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))

test('npm start: the printed address answers, shows 登录/注册, and the printed demo account logs in', async (t) => {
  const browserPath = chromiumPath() // the install hint before a long build
  const run = startNpm(['start'], {
    APP_PORT: String(APP_PORT),
    ...(OUTPUT ? { TARO_OUTPUT_ROOT: path.join(OUTPUT, 'h5') } : {}),
  })
  t.after(() => stopLikeCtrlC(run).catch(() => undefined))

  const [, appUrl] = await waitForOutput(run, /MeEdu learner app\s+(http:\/\/\S+?)\/#\//)
  const [, apiUrl] = await waitForOutput(run, /Demo MeEdu API\s+(http:\/\/\S+)/, 1000)
  const [, mobile, password, nickname] = await waitForOutput(
    run,
    /Password:\s+(\d{11}) \/ (\S+)\s+\((\S+?),/,
    1000
  )
  assert.equal(appUrl, `http://127.0.0.1:${APP_PORT}`)
  assert.equal(apiUrl, `http://127.0.0.1:${API_PORT}`)

  // The build was never silent for long: Taro's result, and a progress line every few seconds.
  assert.match(run.text, /Compiled successfully/)
  assert.match(run.text, /… building the H5 app: /)
  const silence = longestSilence(run, /MeEdu learner app/)
  assert.ok(silence < 15000, `the longest silence while building was ${silence} ms`)

  const page = await fetch(`${appUrl}/`)
  assert.equal(page.status, 200)
  assert.match(await page.text(), /<script[^>]+src="[^"]*js\/app\.[0-9a-f]{8}\.js"/, 'the built app')

  const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS })
  t.after(() => browser.close())
  const tab = await browser.newPage({ viewport: { width: 375, height: 740 } })
  await tab.goto(`${appUrl}/#/login`)
  await tab.getByText('登录/注册').filter({ visible: true }).first().waitFor()
  await tab.locator('#to-password-login').filter({ visible: true }).click()
  // Taro's H5 Input is the <input> itself (or holds it).
  const input = (id) => tab.locator(`input#${id}, #${id} input`).filter({ visible: true })
  await input('password-mobile').fill(mobile)
  await input('password-password').fill(password)
  await tab.locator('#password-submit').filter({ visible: true }).click()
  await tab.waitForFunction(() => localStorage.getItem('meedu-h5-token'), null, { timeout: 15000 })
  await tab.goto(`${appUrl}/#/member`)
  await tab.getByText(nickname).filter({ visible: true }).first().waitFor({ timeout: 15000 })

  await stopLikeCtrlC(run)
  assert.ok(await refused(`${appUrl}/`), 'the app server is closed')
  assert.ok(await refused(`${apiUrl}/api/v2/other/config`), 'the demo API is closed')
})

test('npm run start:weapp: dist/weapp and the project settings DevTools opens against the demo API', async (t) => {
  const outputDir = OUTPUT ? path.join(OUTPUT, 'weapp') : path.join(ROOT, 'dist', 'weapp')
  const run = startNpm(['run', 'start:weapp'], OUTPUT ? { TARO_OUTPUT_ROOT: outputDir } : {})
  t.after(() => stopLikeCtrlC(run).catch(() => undefined))

  await waitForOutput(run, /The mini-program is ready\.[\s\S]*Ctrl\+C stops the build and the API\./)
  assert.ok(longestSilence(run, /The mini-program is ready/) < 15000, 'progress while building')
  const apiUrl = `http://127.0.0.1:${API_PORT}`
  assert.match(run.text, new RegExp(`Demo MeEdu API ${apiUrl.replace(/\./g, '\\.')}`))
  const [, folder] = await waitForOutput(run, /导入项目, 目录: (\S+)/, 1000)
  assert.equal(folder, OUTPUT ? outputDir : ROOT, 'the folder to import')
  assert.match(run.text, /AppID: touristappid/)
  assert.match(run.text, /https:\/\/mp\.weixin\.qq\.com\/wxamp\/sandbox/, 'where to get a 测试号')
  assert.match(run.text, /Password:\s+13800138000 \/ meedu123/)

  // What DevTools reads when it opens the printed folder.
  const project = readJson(path.join(folder, 'project.config.json'))
  const privateConfig = readJson(path.join(folder, 'project.private.config.json'))
  assert.equal(project.compileType, 'miniprogram')
  assert.equal(typeof project.appid, 'string')
  assert.ok(project.appid.length > 0)
  const miniprogramRoot = path.resolve(folder, project.miniprogramRoot || '.')
  assert.equal(miniprogramRoot, outputDir, 'miniprogramRoot is the build')
  if (!OUTPUT) {
    assert.equal(project.miniprogramRoot, './dist/weapp')
    assert.equal(project.setting.urlCheck, true, 'the committed file stays right for a real AppID')
  }
  assert.equal(privateConfig.setting.urlCheck, false, 'no domain check against the demo API, nothing to tick')
  assert.equal(privateConfig.appid, 'touristappid')
  // The build's own copy (DevTools opened on dist/weapp itself) says the same.
  assert.equal(readJson(path.join(outputDir, 'project.private.config.json')).setting.urlCheck, false)
  assert.equal(readJson(path.join(outputDir, 'project.config.json')).miniprogramRoot, './')

  const appJson = readJson(path.join(miniprogramRoot, 'app.json'))
  assert.ok(appJson.pages.includes('pages/home/index'))
  for (const file of ['app.js', 'app.wxss', 'pages/home/index.js', 'pages/home/index.wxml']) {
    assert.ok(fs.existsSync(path.join(miniprogramRoot, file)), `${file} is built`)
  }
  const scripts = fs
    .readdirSync(miniprogramRoot, { recursive: true })
    .filter((file) => String(file).endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(miniprogramRoot, String(file)), 'utf8'))
  assert.ok(
    scripts.some((text) => text.includes(apiUrl)),
    `the API URL ${apiUrl} is built into the mini-program`
  )

  const config = await (await fetch(`${apiUrl}/api/v2/other/config`)).json()
  assert.equal(config.code, 0, 'the demo API answers while DevTools runs the app')

  await stopLikeCtrlC(run)
  assert.ok(await refused(`${apiUrl}/api/v2/other/config`), 'the demo API is closed')
})
