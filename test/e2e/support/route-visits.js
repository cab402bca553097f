'use strict'
// Every H5 route of the route table (src/routes.ts) as a page to open, logged out and logged in: the address with
// demo values for its parameters and the text that shows the page is drawn. The accessibility checks (the axe
// run of test/e2e/a11y.test.js, the bench's Lighthouse --a11y) walk this list, so a route added to the table is
// checked too: it fails here, naming itself, until it has a row in DEMO_VISITS.

const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..', '..', '..')

/** What a visitor sees when a protected route sends them to /login (its screen title). */
const LOGIN_MARKER = '登录/注册'

/**
 * Per route path: the query with demo values (the demo API's course 1, paper 1, the goods of an order) and the
 * text on screen once the page is drawn, or `{ out, in }` when it differs by state. Logged in, /member/mobile
 * first asks to verify the old number (it moves to /member/mobileVerify).
 */
const DEMO_VISITS = {
  '/': { text: '搜索关键词' },
  '/member': { text: '关于平台' },
  '/study': { text: '已学' },
  '/login': { text: LOGIN_MARKER },
  '/login-password': { text: '验证码登录' },
  '/login-password/forget': { text: '返回密码登录' },
  '/login-error': { query: 'msg=demo', text: '返回首页' },
  '/bind-mobile': { text: '获取短信验证码' },
  '/code-bind-mobile': { text: '获取短信验证码' },
  '/vod': { text: '新入职' },
  '/vodKJ': { text: '课件中心' },
  '/vodNotice': { text: '通知公告' },
  '/vodExam': { text: '考试' },
  '/vod/detail': { query: 'id=1', text: '新员工入职指南' },
  '/vod/examDetail': { query: 'id=1', text: '开始考试' },
  '/vod/video': { query: 'id=1', text: '目录' },
  '/role': { text: '购买会员' },
  '/order': { query: 'goods_id=9&goods_type=vod', text: '提交订单' },
  // The demo API's order numbers are made at start, so no fixed one exists: this shows the refused-order screen.
  '/order/pay': { query: 'orderId=bench', text: '订单信息有误' },
  '/order/success': { text: '查看订单' },
  '/member/order': { text: '已支付' },
  '/messages': { text: '我的消息' },
  '/growUp': { text: '学习成长' },
  '/member/setting': { text: '用户协议' },
  '/member/profile': { text: '账户信息' },
  '/member/mobileVerify': { text: '原手机号' },
  '/member/password': { text: '新密码' },
  '/member/mobile': { text: '原手机号' },
  '/search': { query: `keywords=${encodeURIComponent('入门')}`, text: '录播课' },
  '/auth/faceSuccess': { text: { out: '去登录', in: '实名认证' } },
  '/error': { text: '返回首页' },
}

/**
 * A TypeScript module of src/ (the route table and the import-free files it imports), transpiled and loaded as
 * CommonJS, so the list is the table itself rather than a copy of it.
 */
function loadSourceModule(file, cache = new Map()) {
  if (cache.has(file)) return cache.get(file).exports
  const ts = require('typescript')
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  })
  const mod = { exports: {} }
  cache.set(file, mod)
  const requireRelative = (request) => {
    if (!request.startsWith('.')) throw new Error(`${file}: unexpected import ${request}`)
    return loadSourceModule(path.resolve(path.dirname(file), `${request}.ts`), cache)
  }
  new Function('exports', 'require', 'module', outputText)(mod.exports, requireRelative, mod)
  return mod.exports
}

/** The rows of src/routes.ts that the H5 build contains. */
const h5Routes = () => loadSourceModule(path.join(ROOT, 'src', 'routes.ts')).routesFor('h5')

/**
 * The visits of `routes` (default: the route table's H5 routes) in `states` ('out', 'in'): `{ path, hash, state,
 * login, text, label }`. A protected route logged out is still visited: it shows the login page (`toLogin`), and
 * the label says so. Throws, naming them, for routes without demo values or with a required parameter missing.
 */
function routeVisits({ routes = h5Routes(), states = ['out', 'in'], demo = DEMO_VISITS } = {}) {
  const missing = routes.filter((route) => !demo[route.path]).map((route) => route.path)
  if (missing.length)
    throw new Error(
      `no demo visit for ${missing.join(', ')}: add the route to DEMO_VISITS in test/e2e/support/route-visits.js`
    )
  const stale = Object.keys(demo).filter((p) => !routes.some((route) => route.path === p))
  if (stale.length) throw new Error(`DEMO_VISITS names routes not in the table: ${stale.join(', ')}`)
  for (const route of routes) {
    const given = new URLSearchParams(demo[route.path].query || '')
    const lacking = (route.params || []).filter((name) => !name.endsWith('?') && !given.has(name))
    if (lacking.length)
      throw new Error(`the demo visit of ${route.path} lacks its parameter ${lacking.join(', ')}`)
  }
  return states.flatMap((state) =>
    routes.map((route) => {
      const { query, text } = demo[route.path]
      const toLogin = state === 'out' && Boolean(route.login)
      const shown = typeof text === 'string' ? text : text[state]
      return {
        path: route.path,
        hash: query ? `${route.path}?${query}` : route.path,
        state,
        login: Boolean(route.login),
        toLogin,
        text: toLogin ? LOGIN_MARKER : shown,
        label: `${state === 'in' ? 'logged in' : 'logged out'}${toLogin ? ' (login page)' : ''}`,
      }
    })
  )
}

module.exports = { DEMO_VISITS, LOGIN_MARKER, h5Routes, routeVisits }
