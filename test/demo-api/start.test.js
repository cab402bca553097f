'use strict'
// The pieces of `npm start` / `npm run start:weapp` that need no build: Taro's output as it is shown, the
// DevTools settings written for this machine, and the LAN address chosen for a phone.
const { test } = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { Writable } = require('node:stream')
const { taroOutputFilter, buildEvent, runTaroBuild } = require('./taro-build')
const { privateProjectConfig, writePrivateConfigs, lanAddress, devtoolsGuide } = require('./devtools')
const { options, demoSwitches, releaseLine, demoLogins } = require('./start')
const { createDemoApi } = require('./server')
const { request } = require('./testing')
const net = require('node:net')
const { spawn } = require('node:child_process')

// Taro's webpackbar output as a pipe receives it: each frame erases the last one with cursor codes.
const ERASE = '\x1b[2K\x1b[1A\x1b[2K\x1b[1A\x1b[2K\x1b[1A\x1b[2K\x1b[G'
const frame = (text) => `${ERASE}\n${text}\n\n`
const TARO_OUTPUT = [
  '👽 Taro v4.2.1\n\nTips:\n1. 建议开启持久化缓存功能\n\n\n',
  '\n● Webpack ████████  (0%)  \n \n\n',
  frame(
    '● Webpack ████████ building (10%) 0/66 entries 66/66 dependen\ncies 0/66 modules 1 active \n babel-loader › src/app.config.ts'
  ),
  frame('● Webpack ████████ sealing (92%) asset processing \n TaroMiniPlugin'),
  `${ERASE}\n✔ Webpack\n  Compiled successfully in 34.64s\n\n`,
  '→ Watching... [11/27/2026, 9:28:10 PM]\n\n',
].join('')

function filtered(chunks) {
  const filter = taroOutputFilter()
  const entries = chunks.flatMap((chunk) => filter.push(chunk))
  return [...entries, ...filter.flush()]
}

test("Taro's output: the bar's frames become progress, every other line is shown once, in order", () => {
  const entries = filtered([TARO_OUTPUT])
  assert.deepEqual(entries, [
    { line: '👽 Taro v4.2.1' },
    { line: 'Tips:' },
    { line: '1. 建议开启持久化缓存功能' },
    { percent: 0, phase: '' },
    { percent: 10, phase: 'building' },
    { percent: 92, phase: 'sealing' },
    { line: '✔ Webpack' },
    { line: '  Compiled successfully in 34.64s' },
    { line: '→ Watching... [11/27/2026, 9:28:10 PM]' },
  ])
})

test("Taro's output cut anywhere (one byte at a time, odd chunks) reads the same", () => {
  const whole = filtered([TARO_OUTPUT])
  assert.deepEqual(filtered([...TARO_OUTPUT]), whole)
  const chunks = []
  for (let at = 0; at < TARO_OUTPUT.length; at += 7) chunks.push(TARO_OUTPUT.slice(at, at + 7))
  assert.deepEqual(filtered(chunks), whole)
})

test("an error after the bar is shown; the H5 spinner's repeated line is shown once", () => {
  const output =
    '- 即将开始启动编译，请稍等~\n- 即将开始启动编译，请稍等~\n- 即将开始启动编译，请稍等~\n' +
    frame('● Webpack ████ building (40%) 1/2 entries\n src/app.tsx') +
    `${ERASE}\n✖ Webpack\n  Compiled with some errors in 3.1s\n\n✖ Errors: \n\n` +
    "Module not found: Error: Can't resolve './missing' in '/repo/src'\n"
  const lines = filtered([output])
    .filter((entry) => 'line' in entry)
    .map((entry) => entry.line)
  assert.deepEqual(lines, [
    '- 即将开始启动编译，请稍等~',
    '✖ Webpack',
    '  Compiled with some errors in 3.1s',
    '✖ Errors:',
    "Module not found: Error: Can't resolve './missing' in '/repo/src'",
  ])
  assert.equal(buildEvent('  Compiled with some errors in 3.1s'), 'failed')
  assert.equal(buildEvent('✖ Errors:'), 'failed')
  assert.equal(buildEvent('  Compiled successfully in 34.64s'), 'built')
  assert.equal(buildEvent('✅ 编译成功 2026/11/27 21:00:00'), 'built')
  assert.equal(buildEvent('→ Watching... [11/27/2026]'), null)
})

/** A stand-in for Taro: a Node script printing `steps` ([delay ms, text]) then exiting with `code`. */
function fakeTaro(steps, code) {
  const script = `const steps = ${JSON.stringify(steps)};
    (async () => {
      for (const [ms, text] of steps) { await new Promise((r) => setTimeout(r, ms)); process.stdout.write(text) }
      process.exit(${code})
    })()`
  return [process.execPath, '-e', script]
}

function collector() {
  const lines = []
  let text = ''
  const out = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString()
      const parts = text.split('\n')
      text = parts.pop()
      lines.push(...parts)
      done()
    },
  })
  return { out, lines }
}

test('a slow build prints where it is every tick; the result and Taro lines pass', async () => {
  const { out, lines } = collector()
  const events = []
  const build = runTaroBuild({
    type: 'weapp',
    label: 'building the mini-program',
    out,
    tty: false,
    tickMs: 100,
    onEvent: (event) => events.push(event),
    command: fakeTaro(
      [
        [0, '👽 Taro v4.2.1\n'],
        [50, frame('● Webpack ████ building (10%) 0/66 entries\n babel-loader › src/app.config.ts')],
        [600, frame('● Webpack ████ sealing (92%) asset processing\n TaroMiniPlugin')],
        [300, `${ERASE}\n✔ Webpack\n  Compiled successfully in 1.00s\n\n`],
      ],
      0
    ),
  })
  const { code } = await build.exited
  assert.equal(code, 0)
  assert.deepEqual(events, ['built'])
  assert.equal(
    lines.find((line) => !line.startsWith('  …')),
    '👽 Taro v4.2.1'
  )
  const ticks = lines.filter((line) => line.startsWith('  … building the mini-program: '))
  assert.ok(ticks.length >= 3, `a progress line every tick while building: ${JSON.stringify(lines)}`)
  assert.ok(ticks.some((line) => / 10% building, \d+ s$/.test(line)))
  assert.ok(ticks.some((line) => / 92% sealing, \d+ s$/.test(line)))
  assert.deepEqual(lines.slice(-2), ['✔ Webpack', '  Compiled successfully in 1.00s'])
  assert.ok(
    !lines.some((line) => line.includes('●') || line.includes('\x1b')),
    'no bar frame, no cursor code'
  )
})

test('a failed build: its error is printed and the exit code comes back', async () => {
  const { out, lines } = collector()
  const events = []
  const build = runTaroBuild({
    type: 'h5',
    out,
    tty: false,
    tickMs: 1000,
    onEvent: (event) => events.push(event),
    command: fakeTaro(
      [
        [0, frame('● Webpack ████ building (40%) 1/2 entries\n src/app.tsx')],
        [20, `${ERASE}\n✖ Webpack\n  Compiled with some errors in 3.1s\n\n✖ Errors: \n\n`],
        [0, "Module not found: Error: Can't resolve './missing' in '/repo/src'\n"],
      ],
      1
    ),
  })
  const { code } = await build.exited
  assert.equal(code, 1)
  assert.deepEqual(events, ['failed'])
  assert.ok(
    lines.includes("Module not found: Error: Can't resolve './missing' in '/repo/src'"),
    lines.join('\n')
  )
})

test('stop() ends a build that runs on (watch mode) and resolves when it has exited', async () => {
  const build = runTaroBuild({
    type: 'weapp',
    out: collector().out,
    tty: false,
    command: [process.execPath, '-e', 'setInterval(() => {}, 1000)'],
  })
  const { signal } = await build.stop()
  assert.equal(signal, 'SIGTERM')
  assert.equal(build.child.exitCode === null ? build.child.signalCode : 'exited', 'SIGTERM')
})

test('the private DevTools settings: urlCheck false, an AppID, and what DevTools wrote kept', () => {
  assert.deepEqual(
    {
      appid: privateProjectConfig(null).appid,
      setting: privateProjectConfig(null).setting,
    },
    { appid: 'touristappid', setting: { urlCheck: false } }
  )
  const written = {
    appid: 'wx0123456789abcdef',
    setting: { urlCheck: true, compileHotReLoad: true },
    condition: {
      miniprogram: { list: [{ name: 'course 3', pathName: 'packages/learning/vod/detail/index' }] },
    },
  }
  const kept = privateProjectConfig(written)
  assert.equal(kept.appid, 'wx0123456789abcdef', 'the AppID set in DevTools (详情) stays')
  assert.deepEqual(kept.setting, { urlCheck: false, compileHotReLoad: true })
  assert.deepEqual(kept.condition, written.condition)
  assert.equal(privateProjectConfig(written, { appid: 'wxfedcba9876543210' }).appid, 'wxfedcba9876543210')
  assert.deepEqual(privateProjectConfig(['junk']).setting, { urlCheck: false })
})

test('writePrivateConfigs writes project.private.config.json and never touches project.config.json', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devtools-'))
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  const committed = '{\n  "appid": "touristappid",\n  "setting": { "urlCheck": true }\n}\n'
  fs.writeFileSync(path.join(dir, 'project.config.json'), committed)
  fs.writeFileSync(path.join(dir, 'project.private.config.json'), '{"appid": "wx1111111111111111"}')
  const dist = path.join(dir, 'dist', 'weapp')

  const files = writePrivateConfigs([dir, dist], { appid: '' })
  assert.deepEqual(files, [
    path.join(dir, 'project.private.config.json'),
    path.join(dist, 'project.private.config.json'),
  ])
  const root = JSON.parse(fs.readFileSync(files[0], 'utf8'))
  assert.deepEqual([root.appid, root.setting.urlCheck], ['wx1111111111111111', false])
  const built = JSON.parse(fs.readFileSync(files[1], 'utf8'))
  assert.deepEqual([built.appid, built.setting.urlCheck], ['touristappid', false])
  assert.equal(fs.readFileSync(path.join(dir, 'project.config.json'), 'utf8'), committed)
})

test('the LAN address: a private IPv4 address of a real interface, never loopback, link-local or IPv6', () => {
  const v4 = (address, internal = false) => ({ address, family: 'IPv4', internal })
  assert.equal(
    lanAddress({
      lo: [v4('127.0.0.1', true)],
      docker0: [v4('169.254.3.4')],
      eth0: [{ address: 'fe80::1', family: 'IPv6', internal: false }, v4('203.0.113.9')],
      wlan0: [v4('192.168.1.23')],
    }),
    '192.168.1.23'
  )
  assert.equal(lanAddress({ eth0: [v4('203.0.113.9')] }), '203.0.113.9', 'a public one when that is all')
  assert.equal(lanAddress({ wlan0: [{ address: '10.0.0.7', family: 4, internal: false }] }), '10.0.0.7')
  assert.equal(lanAddress({ lo: [v4('127.0.0.1', true)] }), null)
})

test('the DevTools guide names the folder, the AppID and its limits, and warns about --lan', () => {
  const guide = (options) =>
    devtoolsGuide({
      folder: '/home/me/meedu',
      outputDir: 'dist/weapp',
      apiUrl: 'http://127.0.0.1:3500',
      appid: 'touristappid',
      lan: false,
      privateFiles: ['project.private.config.json'],
      logins: '  Log in …',
      ...options,
    })
  const local = guide()
  assert.match(local, /导入项目, 目录: \/home\/me\/meedu/)
  assert.match(local, /AppID: touristappid/)
  assert.match(local, /cannot 预览 or 真机调试/)
  assert.match(local, /https:\/\/mp\.weixin\.qq\.com\/wxamp\/sandbox/)
  assert.match(local, /urlCheck false/)
  assert.match(local, /npm run start:weapp -- --lan/)
  assert.doesNotMatch(local, /ANYONE/)
  const own = guide({ appid: 'wx0123456789abcdef' })
  assert.match(own, /AppID: wx0123456789abcdef/)
  assert.doesNotMatch(own, /cannot 预览/)
  const lan = guide({ lan: true, apiUrl: 'http://192.168.1.23:3500' })
  assert.match(lan, /listens on http:\/\/192\.168\.1\.23:3500, reachable by ANYONE on this network/)
  assert.match(lan, /预览 \/ 真机调试 need an\s+AppID that allows them/)
})

test('--meedu= chooses the release the demo API plays (over DEMO_MEEDU); a wrong one names the flag', async () => {
  const played = (argv, env = {}) => demoSwitches(options(argv), env).meedu
  assert.equal(played([]), '4.9.10')
  assert.equal(played(['--meedu=4.9.30']), '4.9.30')
  assert.equal(played(['--weapp', '--meedu=v4.9.30']), '4.9.30', "MeEdu's tag names it too")
  assert.equal(played([], { DEMO_MEEDU: '4.9.30' }), '4.9.30')
  assert.equal(played(['--meedu=4.9.10'], { DEMO_MEEDU: '4.9.30' }), '4.9.10', 'the flag wins')
  assert.throws(() => played(['--meedu=4.9.20']), /^Error: --meedu=4\.9\.20: the demo plays MeEdu 4\.9\.10/)
  assert.throws(() => played([], { DEMO_MEEDU: '5' }), /DEMO_\*/)

  const switches = demoSwitches(options(['--meedu=4.9.30']), {})
  assert.match(releaseLine(switches), /plays MeEdu v4\.9\.30/)
  assert.match(
    releaseLine(demoSwitches(options([]), {})),
    /plays MeEdu 4\.9\.10; npm start -- --meedu=4\.9\.30/
  )
  assert.match(
    demoLogins('http://127.0.0.1:3500', 'here', switches),
    /13900139000 \/ meedu123 .*has not agreed/
  )
  assert.doesNotMatch(demoLogins('http://127.0.0.1:3500', 'here'), /13900139000/)

  // The API started with them answers as v4.9.30: the keys the app detects it by.
  const api = createDemoApi({ port: 0, log: false, switches })
  const { url } = await api.listen()
  try {
    const { data } = (await request(url, 'GET', '/api/v2/other/config')).json
    assert.ok('paid_content_purchase_protocol' in data && !('webname' in data))
  } finally {
    await api.close()
  }
})

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

test('npm start -- --no-build --meedu=4.9.30 serves the API as v4.9.30 and says so', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-meedu-'))
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>')
  const [apiPort, appPort] = [await freePort(), await freePort()]
  const child = spawn(process.execPath, [path.join(__dirname, 'start.js'), '--no-build', '--meedu=4.9.30'], {
    env: { ...process.env, DEMO_API_PORT: String(apiPort), APP_PORT: String(appPort), TARO_OUTPUT_ROOT: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  t.after(async () => {
    if (child.exitCode === null) child.kill('SIGINT')
    await exited
  })
  let output = ''
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner in 10 s: ${output}`)), 10000)
    const take = (chunk) => {
      output += chunk
      if (output.includes('Ctrl+C stops both')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    exited.then((code) => reject(new Error(`exited ${code}: ${output}`)))
  })
  assert.match(output, /plays MeEdu v4\.9\.30/)
  assert.match(output, /13800138000 \/ meedu123/)
  const { data } = (await request(`http://127.0.0.1:${apiPort}`, 'GET', '/api/v2/other/config')).json
  assert.equal(
    data.paid_content_purchase_protocol,
    `http://127.0.0.1:${apiPort}/user/paid_content_purchase_protocol`
  )
  child.kill('SIGINT')
  assert.equal(await exited, 0)
})
