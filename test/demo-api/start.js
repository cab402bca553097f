'use strict'
// `npm start`: the demo MeEdu API and the H5 app built against it, both on 127.0.0.1.
// `npm run start:weapp` (= `npm start -- --weapp`): the demo API and the mini-program built against it in watch
// mode, with what to do in WeChat DevTools.
//   npm start                        build the H5 app, then serve it with the demo API
//   npm start -- --no-build          serve the existing dist/h5 (built for the same API URL)
//   npm run start:weapp              build dist/weapp (watching src/) against the demo API; DevTools settings
//   npm run start:weapp -- --lan     the same on this machine's LAN address, for a phone (--host=<ip> to choose)
//   npm start -- --meedu=4.9.30      the demo API plays MeEdu v4.9.30 instead of 4.9.10 (also with --weapp;
//                                    DEMO_MEEDU=4.9.30 does the same); the app needs no flag: it reads the release
//                                    from the config
// DEMO_API_PORT (3500) and APP_PORT (3501) choose the ports, TARO_OUTPUT_ROOT the output directory, TARO_APP_ID
// the mini-program's AppID (written to the git-ignored project.private.config.json only).
const path = require('path')
const fs = require('fs')
const { createDemoApi } = require('./server')
const { switchesFromEnv, mergeSwitches, DEFAULT_SWITCHES, isNewMeedu } = require('./switches')
const { serveStatic } = require('../support/static-server')
const { runTaroBuild } = require('./taro-build')
const { lanAddress, writePrivateConfigs, devtoolsGuide, TOURIST_APPID } = require('./devtools')

const ROOT = path.resolve(__dirname, '..', '..')
const API_PORT = Number(process.env.DEMO_API_PORT || 3500)
const APP_PORT = Number(process.env.APP_PORT || 3501)

function options(argv) {
  const host = argv.find((arg) => arg.startsWith('--host='))?.slice('--host='.length)
  const meedu = argv.find((arg) => arg.startsWith('--meedu='))?.slice('--meedu='.length)
  return {
    weapp: argv.includes('--weapp'),
    lan: argv.includes('--lan') || Boolean(host),
    host,
    skipBuild: argv.includes('--no-build'),
    meedu,
  }
}

/**
 * The demo API's switches: the DEMO_* environment (switches.js), and `--meedu=` over DEMO_MEEDU. Throws a
 * message naming the flag or variable when a value is not one the demo knows.
 */
function demoSwitches({ meedu }, env = process.env) {
  let fromEnv
  try {
    fromEnv = mergeSwitches(DEFAULT_SWITCHES, switchesFromEnv(env))
  } catch (error) {
    throw new Error(`The DEMO_* environment: ${error.message}`)
  }
  if (meedu === undefined) return fromEnv
  try {
    return mergeSwitches(fromEnv, { meedu })
  } catch {
    throw new Error(
      `--meedu=${meedu}: the demo plays MeEdu 4.9.10 (the default) or 4.9.30 (v4.9.30 works too)`
    )
  }
}

/** Which MeEdu the demo API plays, for the start-up text. */
function releaseLine(switches) {
  return isNewMeedu(switches)
    ? '  The demo API plays MeEdu v4.9.30 (decoration-page home, v3 orders and comments, versioned agreements);\n' +
        '  the app tells from the config. npm start without --meedu plays 4.9.10.'
    : '  The demo API plays MeEdu 4.9.10; npm start -- --meedu=4.9.30 plays v4.9.30 (the current release).'
}

/** Where the demo API (and the H5 app) listen: 127.0.0.1, or with --lan the LAN address (--host= overrides). */
function listenHost({ lan, host }) {
  if (host) return host
  if (!lan) return '127.0.0.1'
  const address = lanAddress()
  if (!address) {
    throw new Error('--lan: this machine has no LAN (non-loopback IPv4) address; name one with --host=<ip>')
  }
  return address
}

/** How to log in to the demo API, for both targets (v4.9.30: who has agreed to the agreements). */
function demoLogins(apiUrl, where, switches = DEFAULT_SWITCHES) {
  const agreements = isNewMeedu(switches)
    ? `
               13900139000 / meedu123  (学员小李, has not agreed to 用户协议 and 隐私政策: the app asks once)
  The others have agreed. A new version: curl -X POST ${apiUrl}/__demo/agreements -H 'Content-Type: application/json' -d '{"publish": "user_agreement"}'`
    : ''
  return `  Log in ${where}
    SMS code:  any mobile number; the code is printed here as "[demo-api] SMS code for …"
    Password:  13800138000 / meedu123  (学员小王, with messages)
               13300133000 / meedu123  (学员小赵, 500 messages: a long list)
               13200132000 / meedu123  (学员小陈, QQ and WeChat bound)${agreements}
  The image captcha's answer is shown by ${apiUrl}/__demo/captcha?key=<key> if you cannot read it.`
}

const LAN_WARNING = (apiUrl) =>
  `  WARNING: the demo API listens on ${apiUrl}: anyone on this network can reach it (its accounts and passwords are public).`

// Everything started so far, stopped in reverse order on Ctrl+C (SIGINT) or SIGTERM.
const cleanups = []
let stopping = false
async function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const cleanup of cleanups.reverse()) await Promise.allSettled([cleanup()])
  process.exit(code)
}

async function startApi(host, switches) {
  const api = createDemoApi({ host, port: API_PORT, switches })
  await api.listen()
  cleanups.push(() => api.close())
  return api
}

async function startH5({ host, lan, skipBuild, switches }) {
  const apiUrl = `http://${host}:${API_PORT}`
  const outputDir = path.resolve(ROOT, process.env.TARO_OUTPUT_ROOT || 'dist/h5')
  if (!skipBuild || !fs.existsSync(path.join(outputDir, 'index.html'))) {
    console.log(`Building the H5 app against ${apiUrl} (about 40 s)…`)
    const build = runTaroBuild({
      type: 'h5',
      label: 'building the H5 app',
      // A production build refuses a loopback API address unless told it is local on purpose (config/).
      env: { NODE_ENV: 'production', TARO_APP_API_URL: apiUrl, ALLOW_LOOPBACK_API: '1' },
    })
    cleanups.push(() => build.stop())
    const { code, signal } = await build.exited
    if (stopping) return
    if (code !== 0) {
      console.error(`The H5 build failed (${signal || `exit code ${code}`}): its output is above.`)
      await stopAll(1)
      return
    }
  }
  await startApi(host, switches)
  const app = await serveStatic(outputDir, { host, port: APP_PORT })
  cleanups.push(() => app.close())
  console.log(`
  MeEdu learner app   ${app.url}/#/
  Demo MeEdu API      ${apiUrl}
${releaseLine(switches)}
${lan ? `${LAN_WARNING(apiUrl)}\n` : ''}
${demoLogins(apiUrl, `at ${app.url}/#/login`, switches)}
  Learning: 40 courses (course 1 is free, 2 and 4 are bought by 13800138000, 3 has a 5 s trial).
  Buying: 6 (￥12.5) and 9 (￥99) are not bought by 13800138000; promo codes DEMO10, HALF, BIG999 (EXPIRED is not
  usable); 支付宝 opens a demo cashier page (确认支付 / 取消支付); VIP plans 1–3. Gateways: DEMO_PAYMENTS=all|handPay|online|none.
  To see progress kept and resent, make every record call fail (HTTP 503) and watch ${apiUrl}/__demo/records?user=1:
    curl -X POST ${apiUrl}/__demo/switches -H 'Content-Type: application/json' -d '{"recordFail": 1}'
  (or start with DEMO_RECORD_FAIL=1; send {"recordFail": 0} to let them through again).
  Training: 通知公告 (25 notices), 课件中心 (courses 1–4 have attachments: 1 is free, 2 and 4 are bought, 3 is not),
  考试: paper 1 is timed (10 min, every question type), 2 is timed 1 min, 5 costs ￥19.9; DEMO_PAPER=0 turns the exam
  add-on off. 学习成长 shows the minutes of what you watch (DEMO_WATCH_COURSES=0: the stock-MeEdu fallback).
  Ctrl+C stops both.
`)
}

async function startWeapp({ host, lan, switches }) {
  const apiUrl = `http://${host}:${API_PORT}`
  const outputRoot = process.env.TARO_OUTPUT_ROOT || 'dist/weapp'
  const outputDir = path.resolve(ROOT, outputRoot)
  // DevTools opens the repository root (project.config.json's miniprogramRoot is ./dist/weapp); a build elsewhere
  // is opened as its own project (Taro writes a project.config.json into it).
  const folder = path.relative(ROOT, outputDir) === 'dist/weapp' ? ROOT : outputDir
  const appid = process.env.TARO_APP_ID || ''
  const writeSettings = () =>
    writePrivateConfigs(
      [ROOT, outputDir].filter((dir, i, all) => all.indexOf(dir) === i),
      { appid }
    )

  await startApi(host, switches)
  writeSettings()
  console.log(`Demo MeEdu API on ${apiUrl}${lan ? ' (LAN)' : ''}.`)
  console.log(releaseLine(switches))
  if (lan) console.log(LAN_WARNING(apiUrl))
  console.log(
    `Building the mini-program into ${outputRoot} against ${apiUrl}, then watching src/ (about 45 s)…`
  )

  let builds = 0
  const build = runTaroBuild({
    type: 'weapp',
    watch: true,
    label: 'building the mini-program',
    // Production mode, as `npm run build:weapp`: minified, the main package under WeChat's 2 MB for 预览.
    env: { NODE_ENV: 'production', TARO_APP_API_URL: apiUrl, ALLOW_LOOPBACK_API: '1' },
    onEvent: (event) => {
      if (event === 'failed') {
        console.log('  The mini-program build failed (the error is above). Fix it and save: it rebuilds.')
        return
      }
      builds += 1
      // Taro empties the output directory when it starts: the private settings go in once a build is there.
      const files = writeSettings()
      if (builds > 1) {
        console.log(`  ${outputRoot} rebuilt at ${new Date().toLocaleTimeString()}: DevTools reloads it.`)
        return
      }
      const appidShown = appid || readAppid(files[0]) || TOURIST_APPID
      console.log(`
  The mini-program is ready.
${devtoolsGuide({
  folder,
  outputDir: outputRoot,
  apiUrl,
  appid: appidShown,
  lan,
  privateFiles: files.map((file) => path.relative(ROOT, file) || file),
  logins: demoLogins(
    apiUrl,
    'in the simulator (个人中心 → 请登录, or any page that needs a login)',
    switches
  ),
})}
`)
    },
  })
  cleanups.push(() => build.stop())
  const { code, signal } = await build.exited
  if (stopping) return
  console.error(`The mini-program build stopped (${signal || `exit code ${code}`}): its output is above.`)
  await stopAll(1)
}

function readAppid(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).appid
  } catch {
    return null
  }
}

async function main() {
  process.on('SIGINT', () => void stopAll(0))
  process.on('SIGTERM', () => void stopAll(0))
  const opts = options(process.argv.slice(2))
  const switches = demoSwitches(opts)
  const host = listenHost(opts)
  if (opts.weapp) await startWeapp({ ...opts, host, switches })
  else await startH5({ ...opts, host, switches })
}

if (require.main === module) {
  main().catch(async (error) => {
    console.error(error.message || error)
    await stopAll(1)
  })
}

module.exports = { options, demoSwitches, releaseLine, demoLogins }
