'use strict'
// `npm start`: the demo MeEdu API and the H5 app built against it, both on 127.0.0.1.
//   npm start                 build the H5 app, then serve it with the demo API
//   npm start -- --no-build   serve the existing dist/h5 (built for the same API URL)
const path = require('path')
const fs = require('fs')
const { spawnSync } = require('child_process')
const { createDemoApi } = require('./server')
const { switchesFromEnv } = require('./switches')
const { serveStatic } = require('../support/static-server')

const ROOT = path.resolve(__dirname, '..', '..')
const API_PORT = Number(process.env.DEMO_API_PORT || 3500)
const APP_PORT = Number(process.env.APP_PORT || 3501)
const API_URL = `http://127.0.0.1:${API_PORT}`

async function main() {
  const skipBuild = process.argv.includes('--no-build')
  if (!skipBuild || !fs.existsSync(path.join(ROOT, 'dist/h5/index.html'))) {
    console.log(`Building the H5 app against ${API_URL} (about 40 s)…`)
    const taro = path.join(ROOT, 'node_modules', '.bin', 'taro')
    const build = spawnSync(taro, ['build', '--type', 'h5'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', TARO_APP_API_URL: API_URL },
    })
    if (build.status !== 0) {
      console.error('The H5 build failed (see above).')
      process.exit(1)
    }
  }
  const api = createDemoApi({ port: API_PORT, switches: switchesFromEnv(process.env) })
  await api.listen()
  const app = await serveStatic(path.join(ROOT, 'dist/h5'), { port: APP_PORT })
  console.log(`
  MeEdu learner app   ${app.url}/#/
  Demo MeEdu API      ${API_URL}

  Log in at ${app.url}/#/login
    SMS code:  any mobile number; the code is printed here as "[demo-api] SMS code for …"
    Password:  13800138000 / meedu123  (学员小王, with messages)
               13300133000 / meedu123  (学员小赵, 500 messages: a long list)
               13200132000 / meedu123  (学员小陈, QQ and WeChat bound)
  The image captcha's answer is shown by ${API_URL}/__demo/captcha?key=<key> if you cannot read it.
  Learning: 40 courses (course 1 is free, 2 and 4 are bought by 13800138000, 3 has a 5 s trial).
  Buying: 6 (￥12.5) and 9 (￥99) are not bought by 13800138000; promo codes DEMO10, HALF, BIG999 (EXPIRED is not
  usable); 支付宝 opens a demo cashier page (确认支付 / 取消支付); VIP plans 1–3. Gateways: DEMO_PAYMENTS=all|handPay|online|none.
  To see progress kept and resent, make every record call fail (HTTP 503) and watch ${API_URL}/__demo/records?user=1:
    curl -X POST ${API_URL}/__demo/switches -H 'Content-Type: application/json' -d '{"recordFail": 1}'
  (or start with DEMO_RECORD_FAIL=1; send {"recordFail": 0} to let them through again).
  Training: 通知公告 (25 notices), 课件中心 (courses 1–4 have attachments: 1 is free, 2 and 4 are bought, 3 is not),
  考试: paper 1 is timed (10 min, every question type), 2 is timed 1 min, 5 costs ￥19.9; DEMO_PAPER=0 turns the exam
  add-on off. 学习成长 shows the minutes of what you watch (DEMO_WATCH_COURSES=0: the stock-MeEdu fallback).
  Ctrl+C stops both.
`)
  const stop = async () => {
    await Promise.allSettled([app.close(), api.close()])
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
