'use strict'
/**
 * The built mini-program running headless: dist/weapp in a node:vm context with
 * miniprogram-simulate's wx mock, a page stack and a scripted API. Run after `npm run build:weapp`:
 *
 *   node --test test/weapp/
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { spawnSync } = require('child_process')
const vm = require('vm')
const fs = require('fs')
const os = require('os')
const path = require('path')
const {
  DIST,
  MISSING_BUILD,
  distExists,
  loadApp,
  loadRoutes,
  tap,
  waitForText,
  waitFor,
} = require('./harness')

const TOKEN_KEY = 'meedu-h5-token'
const TOKEN = 'weapp-test-token'

const MEMBER = {
  id: 1,
  avatar: '',
  nick_name: '学员小王',
  mobile: '13800138000',
  is_bind_mobile: 1,
  is_bind_qq: 0,
  is_bind_wechat: 0,
  is_face_verify: false,
  profile_real_name: '',
  profile_id_number: '',
  is_password_set: 1,
  is_set_nickname: 1,
  role_id: 0,
  role: null,
  role_expired_at: null,
  credit1: 120,
  created_at: '2023-03-15 10:30:00',
}

const MESSAGES = [
  {
    id: 'm-2',
    notifiable_id: 1,
    data: { message: '您的课程《入职第一课》已上线' },
    read_at: null,
    created_at: '2024-05-02 09:00:00',
  },
  {
    id: 'm-1',
    notifiable_id: 1,
    data: { message: '欢迎加入学习平台' },
    read_at: '2024-05-01 08:00:00',
    created_at: '2024-05-01 08:00:00',
  },
]

const CONFIG = {
  name: '学习平台',
  url: 'http://127.0.0.1:3500',
  pc_url: '',
  socialites: { qq: 0, wechat_oauth: 0, wechat_scan: 0 },
}

const ok = (data) => ({ statusCode: 200, data: { code: 0, message: '', data } })

/** A small MeEdu API: the config is public; member routes want `Authorization: Bearer <TOKEN>` (else 401). */
function meeduApi(req) {
  if (req.path === '/api/v2/other/config') return ok(CONFIG)
  if (req.path.startsWith('/api/v2/member/')) {
    if (req.header.Authorization !== `Bearer ${TOKEN}`)
      return { statusCode: 401, data: { code: 401, message: '请登录' } }
    if (req.path === '/api/v2/member/detail') return ok(MEMBER)
    if (req.path === '/api/v2/member/messages') return ok({ data: MESSAGES, total: MESSAGES.length })
    if (req.path === '/api/v2/member/unreadNotificationCount') return ok(1)
  }
  return undefined // unanswered: shows up in app.unhandledRequests
}

const uncaught = (app) => app.errors.map((e) => (e && e.stack) || String(e))

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  test('every page in app.json registers a Page() when the bundle loads', () => {
    const app = loadApp({ requestHandler: meeduApi })
    assert.deepEqual([...app.pageDefs.keys()], app.pages)
    for (const [route, def] of app.pageDefs) {
      for (const hook of ['onLoad', 'onShow', 'onReady', 'onUnload', 'eh']) {
        assert.equal(typeof def[hook], 'function', `${route}: Page() options lack ${hook}`)
      }
    }
    assert.deepEqual(uncaught(app), [])
  })

  test('home renders with the four tabs', async () => {
    const app = loadApp({ requestHandler: meeduApi })
    const home = await app.openPage('pages/home/index')
    for (const label of ['首页', '新入职', '持续学习', '个人中心']) await waitForText(home, label)
    assert.deepEqual(uncaught(app), [])
    app.close()
  })

  test('the 个人中心 tab replaces the page (redirectTo) and the member page asks to log in', async () => {
    const app = loadApp({ requestHandler: meeduApi })
    const home = await app.openPage('pages/home/index')
    await waitForText(home, '个人中心')

    tap(home, 'tab-member')
    const nav = await app.waitForNavigation('redirectTo')
    assert.equal(nav.url, '/pages/member/index')
    assert.deepEqual(
      app.navigations.filter((n) => n.api === 'navigateTo'),
      [],
      'a tab switch must replace the page, not push one'
    )

    const member = await app.waitForPage('pages/member/index')
    await waitForText(member, '请登录')
    assert.equal(app.getCurrentPages().length, 1, 'the home page should have been replaced')
    assert.deepEqual(uncaught(app), [])
    app.close()
  })

  test('a protected page without a token redirects to the login page with the way back', async () => {
    const app = loadApp({ requestHandler: meeduApi })
    await app.openPage('packages/account/messages/index')

    const nav = await app.waitForNavigation('redirectTo')
    assert.equal(nav.url, '/pages/login/index?redirect=%2Fmessages')
    const login = await app.waitForPage('pages/login/index')
    assert.deepEqual(
      { ...login.options },
      { redirect: '%2Fmessages' },
      'the login page receives the (encoded) redirect'
    )
    assert.ok(
      !app.requests.some((r) => r.path === '/api/v2/member/messages'),
      'the messages list must not be requested without a token'
    )
    assert.deepEqual(uncaught(app), [])
    app.close()
  })

  test('with a token the messages page lists the messages under the learner’s watermark', async () => {
    const app = loadApp({ storage: { [TOKEN_KEY]: TOKEN }, requestHandler: meeduApi })
    const page = await app.openPage('packages/account/messages/index')

    for (const message of MESSAGES) await waitForText(page, message.data.message)
    await waitForText(page, '学员小王-1')
    await waitForText(page, '13800138000')
    assert.equal(app.currentPage().route, 'packages/account/messages/index')
    assert.deepEqual(app.navigations, [], 'a logged-in learner stays on the page')

    const paths = app.requests.map((r) => r.path)
    for (const expected of ['/api/v2/other/config', '/api/v2/member/detail', '/api/v2/member/messages']) {
      assert.ok(paths.includes(expected), `${expected} was not requested (requests: ${paths.join(', ')})`)
    }
    for (const req of app.requests) {
      assert.equal(req.header.Accept, 'application/json', `${req.method} ${req.url}: Accept`)
      assert.equal(req.header.Authorization, `Bearer ${TOKEN}`, `${req.method} ${req.url}: Authorization`)
    }
    const list = app.requests.find((r) => r.path === '/api/v2/member/messages')
    assert.equal(list.method, 'GET')
    assert.equal(list.query.page, '1')
    assert.deepEqual(app.unhandledRequests, [])
    assert.deepEqual(uncaught(app), [])
    app.close()
  })

  test('every page opens without an uncaught error (logged out)', async () => {
    const routes = loadRoutes()
    const app = loadApp({ requestHandler: meeduApi })
    const failures = []
    for (const route of routes.routesFor('weapp')) {
      const pagePath = routes.pageOf(route)
      const before = app.errors.length
      // The web-view page shows nothing without an address to open.
      const query =
        route.path === '/webview' ? { url: encodeURIComponent('https://example.com/agreement') } : {}
      const page = await app.openPage(pagePath, query)
      try {
        // Something is drawn (the page shell at least) or the guard has moved on to the login page.
        await waitFor(() => app.currentPage() !== page || page.data.root.cn.length > 0, {
          describe: () => `${pagePath} rendered nothing`,
        })
      } catch (error) {
        failures.push(error.message)
      }
      await app.settled()
      if (app.errors.length > before) failures.push(`${pagePath}: ${uncaught(app).slice(before).join('\n')}`)
      if (route.login) {
        const expected = `/pages/login/index?redirect=${encodeURIComponent(route.path)}`
        if (!app.navigations.some((n) => n.api === 'redirectTo' && n.url === expected)) {
          failures.push(`${pagePath}: protected, but no redirectTo ${expected}`)
        }
      }
    }
    app.close()
    assert.deepEqual(failures, [])
  })

  test('app.settled() waits for the app: a request until its callback ran, a short timer, setData; not a long timer', async () => {
    let release
    const held = new Promise((resolve) => {
      release = resolve
    })
    const app = loadApp({
      requestHandler: async (req) => {
        if (req.path === '/held') {
          await held
          return ok({})
        }
        return meeduApi(req)
      },
    })
    await app.openPage('pages/home/index')
    await app.settled()
    const seen = []
    const inApp = (code) => vm.runInContext(code, app.context)
    app.context.__seen = seen
    inApp(`wx.request({ url: 'http://127.0.0.1/held', complete: () => __seen.push('answered') })`)
    inApp(`setTimeout(() => __seen.push('300 ms'), 300)`)
    inApp(`setTimeout(() => __seen.push('5 s'), 5000)`)

    // A request still on its way: settled() fails after its timeout, naming it.
    await assert.rejects(
      app.settled({ timeout: 100 }),
      /still under way: request GET http:\/\/127\.0\.0\.1\/held/
    )
    // Without the requests it waits for the 300 ms timer, not for the 5 s one.
    await app.settled({ requests: false })
    assert.deepEqual(seen, ['300 ms'])
    release()
    await app.settled()
    assert.deepEqual(seen, ['300 ms', 'answered'])
    assert.equal(app.requests.filter((r) => r.path === '/held').length, 1)
  })

  test('an uncaught error of the app fails the test that loaded it, unless the test allows it', () => {
    // A test file of its own, run by node:test in a child process: each of its tests makes the app fail once.
    const fixture = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-harness-')), 'errors.test.js')
    const inApp = (code) => `vm.runInContext(${JSON.stringify(code)}, app.context)`
    fs.writeFileSync(
      fixture,
      `'use strict'
const test = require('node:test')
const vm = require('vm')
const { loadApp: loadBuiltApp } = require(${JSON.stringify(path.join(__dirname, 'harness.js'))})
// The app boots: its config is answered, so that nothing else fails.
const config = () => ({ data: { code: 0, message: '', data: { name: '学习平台' } } })
const loadApp = (options = {}) => loadBuiltApp({ requestHandler: config, ...options })
test('timer', async () => {
  const app = loadApp()
  ${inApp("setTimeout(() => { throw new Error('boom in a timer') }, 0)")}
  await app.settled()
})
test('rejection', async () => {
  const app = loadApp()
  ${inApp("Promise.reject(new Error('boom in a promise'))")}
  await app.settled()
})
test('console', async () => {
  const app = loadApp()
  ${inApp("console.error('boom on the console')")}
})
test('allowed when loaded', async () => {
  const app = loadApp({ allowErrors: [/expected boom/] })
  ${inApp("setTimeout(() => { throw new Error('expected boom') }, 0)")}
  await app.settled()
})
test('allowed later', async () => {
  const app = loadApp()
  app.allowErrors(/expected rejection/)
  ${inApp("Promise.reject(new Error('expected rejection'))")}
  await app.settled()
})
test('handler', async () => {
  const app = loadApp()
  app.pageDefs.get('pages/home/index').eh = () => {
    throw new Error('boom in a tap')
  }
  const page = await app.openPage('pages/home/index')
  page.eh({ type: 'tap', target: {}, currentTarget: {}, detail: {} })
})
let lateApp
test('late', () => {
  const app = loadApp()
  lateApp = app
  ${inApp("setTimeout(() => { throw new Error('boom after the test') }, 50)")}
})
test('clean', async () => {
  loadApp()
  await lateApp.settled() // the late timer has fired
})
`
    )
    const env = { ...process.env, WEAPP_DIST: DIST }
    delete env.NODE_TEST_CONTEXT // a run of its own, reporting TAP here
    const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', fixture], {
      env,
      encoding: 'utf8',
      timeout: 60000,
    })
    fs.rmSync(path.dirname(fixture), { recursive: true, force: true })
    const out = run.stdout
    const verdict = (name) => new RegExp(`^(not ok|ok) \\d+ - ${name}$`, 'm').exec(out)?.[1]
    assert.deepEqual(
      [
        'timer',
        'rejection',
        'console',
        'allowed when loaded',
        'allowed later',
        'handler',
        'late',
        'clean',
      ].map(verdict),
      ['not ok', 'not ok', 'not ok', 'ok', 'ok', 'not ok', 'ok', 'ok'],
      out + run.stderr
    )
    assert.notEqual(run.status, 0)
    for (const said of [
      'uncaught: Error: boom in a timer',
      'unhandled rejection: Error: boom in a promise',
      'console.error: boom on the console',
      'uncaught: Error: boom in a tap',
      // an error after the test ended fails the file at its end, naming the test
      'after "late" ended, its app had 1 unexpected error(s):',
      'uncaught: Error: boom after the test',
    ])
      assert.ok(out.includes(said), `the failure names the error: ${said}`)
  })
}
