'use strict'
/**
 * A headless runtime for the built mini-program (dist/weapp).
 *
 * WeChat DevTools has no Linux build, so the compiled app runs here in a `node:vm` context: `wx` is
 * miniprogram-simulate's API mock with storage, `wx.request` and the navigation APIs replaced by working
 * versions; `App()`, `Page()`, `Component()`, `getApp()` and `getCurrentPages()` are small stand-ins that keep a
 * page stack the way WeChat does (lifecycle order, query strings, `route`). Text is read from each page's
 * `data.root` (what Taro sends through `setData`), and taps go through the page's `eh` event handler.
 *
 *   const app = loadApp({ storage: { 'meedu-h5-token': 't' }, requestHandler: (req) => ({ data: {...} }) })
 *   const page = await app.openPage('pages/home/index')
 *   await waitForText(page, '首页')
 *   tap(page, 'tab-member')
 *   const member = await app.waitForPage('pages/member/index')
 *   app.navigations // [{ api: 'redirectTo', url: '/pages/member/index', … }]
 *
 * Every call of loadApp() runs the bundle in a new context, so tests do not share Taro or MobX state.
 *
 * An app that throws fails its test: after each test (node:test's afterEach, registered here for every file that
 * requires the harness) the apps the test loaded are closed and checked for uncaught errors (in lifecycles, timers,
 * wx callbacks), unhandled rejections of the app's own promises and console.error output; what an app throws
 * after its test ended fails the file at its end. A test that expects an error says so:
 * loadApp({ allowErrors: [/pattern/] }) or app.allowErrors(/pattern/).
 */
const fs = require('fs')
const path = require('path')
const vm = require('vm')

const ROOT = path.resolve(__dirname, '..', '..')
// WEAPP_DIST: a build made elsewhere (TARO_OUTPUT_ROOT), so two sessions can test side by side.
const DIST = process.env.WEAPP_DIST
  ? path.resolve(ROOT, process.env.WEAPP_DIST)
  : path.join(ROOT, 'dist', 'weapp')
const MISSING_BUILD = `${path.relative(process.cwd(), DIST) || DIST} does not exist: run npm run build:weapp first`

const DEFAULT_TIMEOUT_MS = 3000
const POLL_MS = 10
/** WeChat keeps at most 10 pages on the stack; navigateTo beyond that fails. */
const MAX_STACK = 10

function distExists() {
  return fs.existsSync(path.join(DIST, 'app.json')) && fs.existsSync(path.join(DIST, 'app.js'))
}

/** Throws the "build first" message when dist/weapp is missing. */
function assertBuilt() {
  if (!distExists()) throw new Error(MISSING_BUILD)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------------------------------------
// Uncaught errors fail the test whose app threw them

/** Every app loaded in this test file, with the test that loaded it (null: a before hook). */
const loadedApps = []
/** The test running now (null between tests: in before/after hooks); one token per test run. */
let runningTest = null

/** The app's problems not reported yet and not allowed, as text; marks them reported. */
function takeUnexpected(app) {
  const found = app.unexpectedErrors().slice(app.reportedErrors)
  app.reportedErrors += found.length
  return found
}

function failWith(lines) {
  if (!lines.length) return
  throw new Error(
    `${lines.join('\n')}\n(an expected one: loadApp({ allowErrors: [/…/] }) or app.allowErrors(/…/))`
  )
}

const describeErrors = (whose, found) => [
  `${whose} had ${found.length} unexpected error(s):`,
  ...found.map((text) => `  ${text}`),
]

/** After a test: its apps are closed and checked, and so are the apps of before hooks (shared by the tests). */
function checkAfterTest(test) {
  const lines = []
  for (const entry of loadedApps) {
    if (entry.test !== test && entry.test !== null) continue
    if (entry.test === test) entry.app.close()
    const found = takeUnexpected(entry.app)
    if (found.length)
      lines.push(...describeErrors(entry.test ? 'the app' : 'the app of a before hook', found))
  }
  failWith(lines)
}

/** At the end of the file: what any app threw after its test had ended (a late timer, answer or rejection). */
function checkAtEnd() {
  const lines = []
  for (const entry of loadedApps) {
    const found = takeUnexpected(entry.app)
    const whose = entry.test ? `after "${entry.test.name}" ended, its app` : 'the app of a before hook'
    if (found.length) lines.push(...describeErrors(whose, found))
  }
  failWith(lines)
}

function installErrorChecks() {
  const nodeTest = require('node:test')
  nodeTest.beforeEach((t) => {
    runningTest = { name: t.name }
  })
  nodeTest.afterEach(() => {
    const test = runningTest
    runningTest = null
    if (test) checkAfterTest(test)
  })
  nodeTest.after(checkAtEnd)

  // A rejection of one of an app's own promises is the app's (WeChat hands it to wx.onUnhandledRejection and
  // App.onUnhandledRejection); any other goes on to node:test as before.
  const others = process.listeners('unhandledRejection')
  process.removeAllListeners('unhandledRejection')
  process.on('unhandledRejection', (reason, promise) => {
    const entry = loadedApps.find(({ app }) => app.ownsPromise(promise))
    if (entry) return entry.app.reportRejection(reason, promise)
    if (!others.length) throw reason
    for (const listener of others) listener.call(process, reason, promise)
    return undefined
  })
}
installErrorChecks()

// ---------------------------------------------------------------------------------------------------------
// URLs and setData paths

/** `a=1&b=x%20y` → { a: '1', b: 'x%20y' }. WeChat hands page query values to onLoad without decoding them. */
function parseQueryRaw(search) {
  const query = {}
  for (const part of (search || '').split('&')) {
    if (!part) continue
    const at = part.indexOf('=')
    const key = at < 0 ? part : part.slice(0, at)
    query[key] = at < 0 ? '' : part.slice(at + 1)
  }
  return query
}

/** Resolves a navigation url (absolute `/pages/a/index?x=1` or relative `../b/index`) to a route and query. */
function resolvePageUrl(url, fromRoute) {
  const [pathPart, search = ''] = String(url).split('?')
  let route
  if (pathPart.startsWith('/')) route = path.posix.normalize(pathPart).replace(/^\/+/, '')
  else route = path.posix.normalize(path.posix.join(path.posix.dirname(fromRoute || ''), pathPart))
  return { route: route.replace(/\.(js|wxml)$/, ''), query: parseQueryRaw(search) }
}

/** Taro's setData keys: `root.cn.[0].cn.[1].v`, `root.cn[0]`, `root.cn.[2].st` … → ['root','cn',0,'cn',1,'v']. */
function parseDataPath(key) {
  const tokens = []
  const re = /\[(\d+)\]|([^.[\]]+)/g
  let match
  while ((match = re.exec(key)) !== null) tokens.push(match[1] !== undefined ? Number(match[1]) : match[2])
  return tokens
}

function applySetData(data, key, value) {
  const tokens = parseDataPath(key)
  let target = data
  for (let i = 0; i < tokens.length - 1; i++) {
    const token = tokens[i]
    if (target[token] === null || typeof target[token] !== 'object') {
      target[token] = typeof tokens[i + 1] === 'number' ? [] : {}
    }
    target = target[token]
  }
  target[tokens[tokens.length - 1]] = value
}

// ---------------------------------------------------------------------------------------------------------
// Reading and acting on a page

function rootOf(page) {
  if (!page || !page.data)
    throw new Error('not a page instance (use the value openPage()/waitForPage() returned)')
  return page.data.root
}

/** The text of a page as WeChat would show it: every text node (`v`) under data.root, in order (like textContent). */
function textOf(page) {
  const parts = []
  const walk = (node) => {
    if (!node || typeof node !== 'object') return
    if (typeof node.v === 'string' || typeof node.v === 'number') parts.push(String(node.v))
    if (Array.isArray(node.cn)) node.cn.forEach(walk)
  }
  walk(rootOf(page))
  return parts.join('')
}

/** The rendered node (from data.root) whose id (`uid`) or `sid` is `id`, or null. */
function findNode(page, id) {
  let found = null
  const walk = (node) => {
    if (found || !node || typeof node !== 'object') return
    if (node.uid === id || node.sid === id || node.id === id) {
      found = node
      return
    }
    if (Array.isArray(node.cn)) node.cn.forEach(walk)
  }
  walk(rootOf(page))
  return found
}

/** Ids (`uid`) of the rendered nodes that were given one in the source (Taro's own start with `_`). */
function idsOf(page) {
  const ids = []
  const walk = (node) => {
    if (!node || typeof node !== 'object') return
    // Taro's own ids start with `_`; the page root's is its path with `$taroTimestamp`.
    if (typeof node.uid === 'string' && !node.uid.startsWith('_') && !node.uid.includes('$taroTimestamp'))
      ids.push(node.uid)
    if (Array.isArray(node.cn)) node.cn.forEach(walk)
  }
  walk(rootOf(page))
  return ids
}

// ---------------------------------------------------------------------------------------------------------
// Attributes as WeChat renders them

/** Template name → { tag, bindings: [[attribute, data key]] }, read from the build's base.wxml once per build. */
const templateCache = new Map()

/**
 * The opening tag's attributes of a WXML element, as [name, data key] pairs: `aria-label="{{i.p3}}"` → the node's
 * key `p3` (`i.` prefix, or `prefix` for a page's own node), `hover-class="{{i.p1||'none'}}"` → `p1`. Literal and
 * event attributes (`bindtap="eh"`) have no key and are left out.
 */
function attributeBindings(openingTag, prefix = 'i.') {
  const bindings = []
  const keyPattern = new RegExp(`${prefix.replace('.', '\\.')}(\\w+)`)
  for (const match of openingTag.matchAll(/([\w:-]+)="\{\{([^"]*)\}\}"/g)) {
    const key = match[2].match(keyPattern)
    if (key) bindings.push([match[1], key[1]])
  }
  return bindings
}

function templatesOf() {
  const file = path.join(DIST, 'base.wxml')
  if (templateCache.has(file)) return templateCache.get(file)
  const templates = new Map()
  const wxml = fs.readFileSync(file, 'utf8')
  for (const match of wxml.matchAll(/<template name="([\w-]+)">\s*<([\w-]+)([^>]*)>/g)) {
    templates.set(match[1], { tag: match[2], bindings: attributeBindings(match[3]) })
  }
  templateCache.set(file, templates)
  return templates
}

/**
 * The element WeChat draws for a rendered node (found by id, as tap() finds it): its tag and the attributes its
 * template binds that the node has a value for, under their WXML names (`{ tag: 'view', attributes:
 * { 'aria-role': 'radio', 'aria-checked': 'true' } }`). Taro sends attributes under short keys (`p3`) that only
 * base.wxml names; this reads them the way the view layer does. Null when no element has the id.
 */
function elementOf(page, id) {
  const node = findNode(page, id)
  if (!node) return null
  const template = templatesOf().get(`tmpl_0_${node.nn}`)
  if (!template) throw new Error(`elementOf: base.wxml has no template for node type ${node.nn} (id "${id}")`)
  const attributes = {}
  for (const [name, key] of template.bindings) {
    if (node[key] !== undefined && node[key] !== null && node[key] !== '')
      attributes[name] = String(node[key])
  }
  return { tag: template.tag, attributes }
}

/**
 * The page's `<page-meta>` as WeChat draws it: its attributes, written in the page's WXML (`root-font-size="system"`)
 * or bound to the page's `pageMeta` data (Taro's PageMeta), with their values; null when the page has none.
 */
function pageMetaOf(page) {
  const wxml = fs.readFileSync(path.join(DIST, `${page.route}.wxml`), 'utf8')
  const tag = wxml.match(/<page-meta([^>]*)>/)
  if (!tag) return null
  const data = page.data.pageMeta || {}
  const attributes = {}
  for (const [, name, value] of tag[1].matchAll(/([\w:-]+)="([^"{]*)"/g)) attributes[name] = value
  for (const [name, key] of attributeBindings(tag[1], 'pageMeta.')) {
    if (data[key] !== undefined && data[key] !== null && data[key] !== '')
      attributes[name] = String(data[key])
  }
  return attributes
}

/**
 * A tap on the rendered element with this id, delivered as WeChat delivers it: through the page's `eh`
 * handler with the element's id and data-sid. Fails when the element is not on screen.
 */
function tap(page, id) {
  const node = findNode(page, id)
  if (!node) {
    throw new Error(
      `tap: no element with id "${id}" is rendered on ${page.route}; ids on the page: ${idsOf(page).join(', ') || '(none)'}`
    )
  }
  if (typeof page.eh !== 'function') throw new Error(`tap: ${page.route} has no Taro event handler (eh)`)
  const target = { id: node.uid, dataset: { sid: node.sid } }
  return page.eh({
    type: 'tap',
    timeStamp: Date.now(),
    target,
    currentTarget: target,
    detail: { x: 10, y: 10 },
    touches: [],
    changedTouches: [],
    mark: {},
  })
}

/**
 * Typing into the rendered input with this id: an `input` event with `detail.value`, delivered through the
 * page's `eh` handler the way WeChat delivers it (Taro's onInput sees `event.detail.value`).
 */
function input(page, id, value) {
  const node = findNode(page, id)
  if (!node) {
    throw new Error(
      `input: no element with id "${id}" is rendered on ${page.route}; ids on the page: ${idsOf(page).join(', ') || '(none)'}`
    )
  }
  if (typeof page.eh !== 'function') throw new Error(`input: ${page.route} has no Taro event handler (eh)`)
  const target = { id: node.uid, dataset: { sid: node.sid } }
  const text = String(value)
  return page.eh({
    type: 'input',
    timeStamp: Date.now(),
    target,
    currentTarget: target,
    detail: { value: text, cursor: text.length, keyCode: 0 },
    mark: {},
  })
}

/**
 * Any other event of the rendered element with this id (a video's `timeupdate`, `pause`, `ended`…), with its
 * `detail`, delivered through the page's `eh` handler as WeChat delivers it.
 */
function fire(page, id, type, detail = {}) {
  const node = findNode(page, id)
  if (!node) {
    throw new Error(
      `fire: no element with id "${id}" is rendered on ${page.route}; ids on the page: ${idsOf(page).join(', ') || '(none)'}`
    )
  }
  if (typeof page.eh !== 'function') throw new Error(`fire: ${page.route} has no Taro event handler (eh)`)
  const target = { id: node.uid, dataset: { sid: node.sid } }
  return page.eh({ type, timeStamp: Date.now(), target, currentTarget: target, detail, mark: {} })
}

/**
 * Polls `check` (10 ms steps) until it returns, or resolves to, something truthy; throws `describe()` after the
 * timeout. An async check is awaited: its promise is not the answer.
 */
async function waitFor(check, { timeout = DEFAULT_TIMEOUT_MS, describe } = {}) {
  const deadline = Date.now() + timeout
  let lastError
  for (;;) {
    try {
      const result = await check()
      if (result) return result
    } catch (error) {
      lastError = error
    }
    if (Date.now() >= deadline) {
      const why = describe ? describe() : 'condition not met'
      throw new Error(
        `waitFor timed out after ${timeout} ms: ${why}${lastError ? ` (last error: ${lastError.message})` : ''}`
      )
    }
    await sleep(POLL_MS)
  }
}

/** Waits until the page's text contains `text` (a string or a RegExp). Resolves the whole text. */
function waitForText(page, text, { timeout = DEFAULT_TIMEOUT_MS } = {}) {
  const matches = (value) => (text instanceof RegExp ? text.test(value) : value.includes(text))
  return waitFor(() => (matches(textOf(page)) ? textOf(page) : null), {
    timeout,
    describe: () =>
      `${page.route} does not show ${JSON.stringify(String(text))}; it shows ${JSON.stringify(textOf(page))}`,
  })
}

// ---------------------------------------------------------------------------------------------------------
// The app

/**
 * Loads dist/weapp into a fresh vm context.
 * @param {object} [options]
 * @param {Record<string, unknown>} [options.storage] initial wx storage, e.g. { 'meedu-h5-token': 'abc' }
 * @param {(req: object) => object|Promise<object>|undefined} [options.requestHandler] answers wx.request:
 *   receives { url, method, path, query, data, header, dataType, timeout } and returns { statusCode = 200,
 *   data, header }, or { fail: 'errMsg' } for a network failure. Returning undefined is a failure too
 *   ("request:fail harness: no answer"); those requests are listed in app.unhandledRequests. Each request
 *   is kept in app.requests with the time it was sent (`at`); while app.setNetwork({ isConnected: false })
 *   holds, every request fails without reaching the handler (`offline: true`).
 * @param {boolean} [options.followNavigation=true] perform navigateTo/redirectTo/reLaunch/navigateBack on the
 *   page stack (they are always recorded in app.navigations).
 * @param {number} [options.clockSkewMs] the phone's clock this far off the real time (its `Date`; the app has no
 *   `performance` here, as on phones whose engine lacks it)
 * @param {boolean} [options.verbose] also print the app's console output (it is always kept in app.logs).
 * @param {RegExp[]} [options.allowErrors] uncaught errors, rejections or console.error lines this test expects
 *   (matched against their text); any other fails the test (see checkAfterTest).
 * @param {'all'|'wechat'} [options.codeLoading='all'] `all`: every page's code (subpackages too) runs when the app
 *   loads, so app.pageDefs holds every page. `wechat`: as WeChat injects code: app.js, then the main package's pages
 *   and their components, unless app.json has `lazyCodeLoading: "requiredComponents"`; a page not injected yet runs
 *   when it is first opened (subpackage pages always so). app.loadedFiles lists what ran, in order.
 * @param {(page: object, bytes: number) => void} [options.onSetData] called after each setData has been applied,
 *   with the page and the payload's JSON size in bytes (the start-up measurement stops the clock here).
 */
/** The vm's `Date` runs `skewMs` off the real time (a phone whose clock is set wrong). */
function skewClock(context, skewMs) {
  vm.runInContext(
    `(() => {
      const RealDate = Date
      const skew = ${skewMs}
      class PhoneDate extends RealDate {
        constructor(...args) {
          if (args.length === 0) super(RealDate.now() + skew)
          else super(...args)
        }
        static now() {
          return RealDate.now() + skew
        }
      }
      globalThis.Date = PhoneDate
    })()`,
    context
  )
}

function loadApp(options = {}) {
  assertBuilt()
  const appJson = JSON.parse(fs.readFileSync(path.join(DIST, 'app.json'), 'utf8'))
  const pages = allPages(appJson)
  const followNavigation = options.followNavigation !== false
  const verbose = Boolean(options.verbose || process.env.WEAPP_HARNESS_VERBOSE)

  const state = {
    appOptions: null,
    launched: false,
    pageDefs: new Map(), // route → options passed to Page()
    components: new Map(), // path → options passed to Component()
    stack: [], // page instances, bottom first
    registering: null,
    webviewId: 1,
  }
  const storage = new Map()
  const requests = []
  const unhandledRequests = []
  const navigations = []
  const logs = []
  const errors = []
  /** Everything that fails the test unless allowed: `uncaught: …`, `unhandled rejection: …`, `console.error: …`. */
  const problems = []
  const allowedErrors = [...(options.allowErrors || [])]
  const toasts = []
  // `bytes`: all payloads together, as JSON (what WeChat serialises to the view layer).
  const setDataStats = { calls: 0, maxBytes: 0, bytes: 0 }
  /**
   * Every setData call, in order: { route, bytes (the payload as JSON), paths (its keys, e.g.
   * `root.cn.[0].cn.[3].cn.[20]`), at (performance.now()) }. What WeChat sends from the logic layer to the view,
   * call by call (readSetDataLog in test/weapp/setdata.js reads it: which items an append resent, the largest call).
   */
  const setDataLog = []
  const codeLoading = options.codeLoading || 'all'
  if (!['all', 'wechat'].includes(codeLoading)) throw new Error(`codeLoading: ${codeLoading}?`)
  const lazyCode = codeLoading === 'wechat' && appJson.lazyCodeLoading === 'requiredComponents'
  /** The bundle's files in the order they ran: { file (relative to the build), bytes }. */
  const loadedFiles = []

  // ---- the context -------------------------------------------------------------------------------------
  const textOfArgs = (args) =>
    args
      .map((a) => (a && typeof a.stack === 'string' ? a.stack : typeof a === 'string' ? a : safeJson(a)))
      .join(' ')
  const record =
    (level) =>
    (...args) => {
      const text = textOfArgs(args)
      logs.push({ level, text })
      if (level === 'error') problems.push(`console.error: ${text}`)
      if (verbose) console[level](`[weapp ${level}]`, ...args)
    }
  const appConsole = {
    log: record('log'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    debug: record('debug'),
  }

  /** Listeners the app gave wx.on…(): onError, onUnhandledRejection, onAppShow/Hide, onNetworkStatusChange. */
  const listeners = {
    error: new Set(),
    unhandledRejection: new Set(),
    appShow: new Set(),
    appHide: new Set(),
    networkStatusChange: new Set(),
  }
  /** Calls each listener (and the App() option, if given) without letting a throwing one stop the rest. */
  const notify = (kind, appOption, arg) => {
    const all = [...listeners[kind]]
    if (state.appOptions && typeof state.appOptions[appOption] === 'function')
      all.push(state.appOptions[appOption].bind(state.appOptions))
    for (const listener of all) {
      try {
        listener(arg)
      } catch (error) {
        if (kind === 'error' || kind === 'unhandledRejection') {
          errors.push(error) // a failing error handler: recorded, not handed to itself again
          problems.push(`uncaught: ${textOfArgs([error])}`)
        } else reportError(error)
      }
    }
  }

  const reportError = (error) => {
    errors.push(error)
    const text = textOfArgs([error])
    problems.push(`uncaught: ${text}`)
    logs.push({ level: 'error', text: `[uncaught] ${text}` })
    if (verbose) console.error('[weapp uncaught]', error)
    notify('error', 'onError', String(error && error.stack ? error.stack : error))
  }
  /** Timer callbacks run guarded: in WeChat an exception there goes to App.onError, it does not kill the app. */
  const guard = (fn) =>
    typeof fn !== 'function'
      ? fn
      : function guarded(...args) {
          try {
            return fn.apply(this, args)
          } catch (error) {
            reportError(error)
            return undefined
          }
        }

  // What the app has under way, for app.settled(): its timers not yet fired (setTimeout; intervals repeat and
  // never count), the harness's own callbacks not yet delivered (wx answers, setData callbacks, onReady), and
  // requests from wx.request until their callbacks ran.
  const activity = { timers: new Map(), callbacks: 0, requests: new Set() }
  const sandbox = {
    console: appConsole,
    setTimeout: (fn, ms, ...args) => {
      const run = guard(fn)
      const timer = setTimeout(
        (...params) => {
          activity.timers.delete(timer)
          if (typeof run === 'function') run(...params)
        },
        ms,
        ...args
      )
      activity.timers.set(timer, { ms: Number(ms) || 0, fn })
      return timer
    },
    clearTimeout: (timer) => {
      activity.timers.delete(timer)
      clearTimeout(timer)
    },
    setInterval: (fn, ms, ...args) => setInterval(guard(fn), ms, ...args),
    clearInterval,
  }
  const context = vm.createContext(sandbox)
  if (options.clockSkewMs) skewClock(context, Number(options.clockSkewMs))
  const AppPromise = vm.runInContext('Promise', context)
  /** JSON clone made with the context's own JSON, so the app only ever sees its own realm's objects. */
  const appJSON = vm.runInContext('JSON', context)
  const toApp = (value) => (value === undefined ? undefined : appJSON.parse(JSON.stringify(value)))

  // ---- wx ----------------------------------------------------------------------------------------------
  const wx = Object.assign({}, require('miniprogram-simulate/src/api'))

  const later = (fn) => {
    activity.callbacks++
    const run = guard(fn)
    setTimeout(() => {
      activity.callbacks--
      run()
    }, 0)
  }
  /** Callback and promise styles of a WeChat async API, like the real base library. */
  const asyncApi =
    (name, run) =>
    (opts = {}) => {
      const answer = (resolve, reject) => {
        Promise.resolve()
          .then(() => run(opts))
          .then(
            (res) => {
              const out = Object.assign({ errMsg: `${name}:ok` }, res)
              later(() => {
                if (typeof opts.success === 'function') opts.success(out)
                if (typeof opts.complete === 'function') opts.complete(out)
                resolve(out)
              })
            },
            (error) => {
              const out = { errMsg: `${name}:fail ${error && error.message ? error.message : error}` }
              later(() => {
                if (typeof opts.fail === 'function') opts.fail(out)
                if (typeof opts.complete === 'function') opts.complete(out)
                reject(out)
              })
            }
          )
      }
      if (opts.success || opts.fail || opts.complete) {
        answer(
          () => undefined,
          () => undefined
        )
        return undefined
      }
      return new Promise(answer)
    }

  // Storage: WeChat keeps any JSON value; a missing key reads as ''.
  for (const [key, value] of Object.entries(options.storage || {})) storage.set(key, value)
  const storageInfo = () => ({
    keys: [...storage.keys()],
    currentSize: Math.ceil(safeJson([...storage]).length / 1024),
    limitSize: 10240,
  })
  Object.assign(wx, {
    setStorageSync: (key, value) => void storage.set(key, toApp(value)),
    getStorageSync: (key) => (storage.has(key) ? toApp(storage.get(key)) : ''),
    removeStorageSync: (key) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => toApp(storageInfo()),
    setStorage: asyncApi('setStorage', ({ key, data }) => void storage.set(key, toApp(data))),
    getStorage: asyncApi('getStorage', ({ key }) => {
      if (!storage.has(key)) throw new Error('data not found')
      return { data: toApp(storage.get(key)) }
    }),
    removeStorage: asyncApi('removeStorage', ({ key }) => void storage.delete(key)),
    clearStorage: asyncApi('clearStorage', () => storage.clear()),
    getStorageInfo: asyncApi('getStorageInfo', () => toApp(storageInfo())),
  })

  // App-wide events: the listeners are kept, and app.hide() / app.show() / app.setNetwork() fire them.
  let network = { isConnected: true, networkType: 'wifi' }
  for (const kind of Object.keys(listeners)) {
    const name = kind[0].toUpperCase() + kind.slice(1)
    wx[`on${name}`] = (listener) => {
      if (typeof listener === 'function') listeners[kind].add(listener)
    }
    wx[`off${name}`] = (listener) => {
      if (listener === undefined) listeners[kind].clear()
      else listeners[kind].delete(listener)
    }
  }
  wx.getNetworkType = asyncApi('getNetworkType', () => toApp({ networkType: network.networkType }))

  // Selector queries chain like WeChat's (select() returns a node query, exec() answers once per field).
  // miniprogram-simulate's own query does not chain. The harness lays nothing out: every node answers an empty
  // rect far below the screen (nothing is "in view"), every selectAll an empty list, the viewport 375×667.
  const OFFSCREEN = 100000
  const emptyRect = {
    id: '',
    dataset: {},
    left: 0,
    right: 0,
    width: 0,
    height: 0,
    top: OFFSCREEN,
    bottom: OFFSCREEN,
  }
  const viewport = {
    width: 375,
    height: 667,
    scrollTop: 0,
    scrollLeft: 0,
    scrollWidth: 375,
    scrollHeight: 667,
  }
  wx.createSelectorQuery = () => {
    const answers = []
    const query = {
      in: () => query,
      select: () => nodeQuery(emptyRect),
      selectAll: () => nodeQuery([]),
      selectViewport: () => nodeQuery(viewport),
      exec(callback) {
        const all = toApp(answers)
        later(() => typeof callback === 'function' && callback(all))
        return query
      },
    }
    const nodeQuery = (answer) => {
      const field = (callback) => {
        answers.push(answer)
        if (typeof callback === 'function') later(() => callback(toApp(answer)))
        return query
      }
      return {
        boundingClientRect: field,
        scrollOffset: field,
        fields: (_, callback) => field(callback),
        node: field,
        context: field,
      }
    }
    return query
  }

  // Toasts are worth seeing in assertions.
  wx.showToast = asyncApi('showToast', (opts) => void toasts.push({ title: opts.title, icon: opts.icon }))

  // wx.request: success for every HTTP answer (any status), fail only for transport errors, like WeChat.
  wx.request = (opts = {}) => {
    const method = String(opts.method || 'GET').toUpperCase()
    const [base, search = ''] = String(opts.url || '').split('?')
    const query = {}
    for (const [key, value] of new URLSearchParams(search)) query[key] = value
    if (method === 'GET' && opts.data && typeof opts.data === 'object') {
      for (const [key, value] of Object.entries(opts.data))
        if (value !== undefined) query[key] = String(value)
    }
    let pathname = base
    try {
      pathname = new URL(base).pathname
    } catch {
      // a relative url: keep it
    }
    const req = {
      url: String(opts.url || ''),
      method,
      path: pathname,
      query,
      data: opts.data === undefined ? undefined : JSON.parse(JSON.stringify(opts.data)),
      header: Object.assign({}, opts.header || {}),
      dataType: opts.dataType,
      timeout: opts.timeout,
      at: Date.now(),
    }
    requests.push(req)
    activity.requests.add(req)
    let aborted = false
    const deliver = (kind, res) => {
      if (aborted) return
      later(() => {
        activity.requests.delete(req)
        if (kind === 'success' && typeof opts.success === 'function') opts.success(res)
        if (kind === 'fail' && typeof opts.fail === 'function') opts.fail(res)
        if (typeof opts.complete === 'function') opts.complete(res)
      })
    }
    if (!network.isConnected) {
      // Offline (app.setNetwork): the request fails as on a phone without a network; the API never hears it.
      req.offline = true
      deliver('fail', toApp({ errMsg: 'request:fail -106:net::ERR_INTERNET_DISCONNECTED', errno: 600001 }))
      return {
        abort() {},
        onHeadersReceived() {},
        offHeadersReceived() {},
        onChunkReceived() {},
        offChunkReceived() {},
      }
    }
    Promise.resolve()
      .then(() => (options.requestHandler ? options.requestHandler(req) : undefined))
      .then(
        (answer) => {
          if (answer === undefined || answer === null) {
            unhandledRequests.push(req)
            deliver(
              'fail',
              toApp({ errMsg: `request:fail harness: no answer for ${method} ${req.url}`, errno: 600001 })
            )
            return
          }
          if (answer.fail) {
            deliver('fail', toApp({ errMsg: `request:fail ${answer.fail}`, errno: 600001 }))
            return
          }
          let data = answer.data
          if (
            typeof data === 'string' &&
            opts.dataType !== 'text' &&
            (opts.dataType === undefined || opts.dataType === 'json')
          ) {
            try {
              data = JSON.parse(data)
            } catch {
              // WeChat hands over the string when it is not JSON
            }
          }
          deliver(
            'success',
            toApp({
              errMsg: 'request:ok',
              statusCode: answer.statusCode === undefined ? 200 : answer.statusCode,
              data: data === undefined ? '' : data,
              header: answer.header || { 'Content-Type': 'application/json' },
              cookies: [],
            })
          )
        },
        (error) =>
          deliver('fail', toApp({ errMsg: `request:fail ${error && error.message ? error.message : error}` }))
      )
    return {
      abort() {
        if (aborted) return
        aborted = true
        later(() => {
          activity.requests.delete(req)
          const res = toApp({ errMsg: 'request:fail abort' })
          if (typeof opts.fail === 'function') opts.fail(res)
          if (typeof opts.complete === 'function') opts.complete(res)
        })
      },
      onHeadersReceived() {},
      offHeadersReceived() {},
      onChunkReceived() {},
      offChunkReceived() {},
    }
  }

  // Navigation: recorded, validated against app.json, and (unless followNavigation is false) performed.
  const navigate =
    (api, perform) =>
    (opts = {}) => {
      const entry = { api, url: opts.url, delta: opts.delta, at: Date.now() }
      if (opts.url !== undefined) Object.assign(entry, resolvePageUrl(opts.url, currentRoute()))
      navigations.push(entry)
      const run = asyncApi(api, () => {
        if (entry.route !== undefined && !pages.includes(entry.route))
          throw new Error(`page "${entry.route}" is not found`)
        if (
          api === 'switchTab' &&
          !(appJson.tabBar && (appJson.tabBar.list || []).some((item) => item.pagePath === entry.route))
        ) {
          throw new Error('can not switch to no-tabBar page')
        }
        if (api === 'navigateTo' && state.stack.length >= MAX_STACK)
          throw new Error('webview count limit exceed')
        if (followNavigation) perform(entry)
        entry.done = true
      })
      return run(opts)
    }
  Object.assign(wx, {
    navigateTo: navigate('navigateTo', (entry) => {
      const top = currentPage()
      if (top) callLife(top, 'onHide')
      pushPage(entry.route, entry.query)
    }),
    redirectTo: navigate('redirectTo', (entry) => {
      const top = state.stack.pop()
      if (top) callLife(top, 'onUnload')
      pushPage(entry.route, entry.query)
    }),
    reLaunch: navigate('reLaunch', (entry) => {
      unloadAll()
      pushPage(entry.route, entry.query)
    }),
    switchTab: navigate('switchTab', (entry) => {
      unloadAll()
      pushPage(entry.route, {})
    }),
    navigateBack: navigate('navigateBack', (entry) => {
      const delta = Math.max(1, Number(entry.delta) || 1)
      for (let i = 0; i < delta && state.stack.length > 1; i++) callLife(state.stack.pop(), 'onUnload')
      const top = currentPage()
      if (top) callLife(top, 'onShow')
    }),
  })

  // ---- pages -------------------------------------------------------------------------------------------
  function currentPage() {
    return state.stack[state.stack.length - 1] || null
  }
  function currentRoute() {
    const page = currentPage()
    return page ? page.route : ''
  }
  function callLife(target, name, ...args) {
    if (target && typeof target[name] === 'function') {
      try {
        return target[name](...args)
      } catch (error) {
        reportError(error)
      }
    }
    return undefined
  }
  function unloadAll() {
    while (state.stack.length) callLife(state.stack.pop(), 'onUnload')
  }

  function createPage(route, query) {
    if (!state.pageDefs.has(route) && pages.includes(route)) injectPage(route)
    const def = state.pageDefs.get(route)
    if (!def)
      throw new Error(
        `no Page() was registered for ${route} (is it in app.json and does its JS call Page()?)`
      )
    const page = {}
    for (const key of Object.keys(def)) if (key !== 'data') page[key] = def[key]
    // WeChat catches what an event handler throws and hands it to App.onError; the page goes on.
    if (typeof def.eh === 'function') {
      page.eh = function eh(...args) {
        try {
          return def.eh.apply(this, args)
        } catch (error) {
          reportError(error)
          return undefined
        }
      }
    }
    Object.assign(page, {
      data: toApp(def.data || {}),
      route,
      __route__: route,
      is: route,
      options: toApp(query),
      __wxWebviewId__: state.webviewId++,
      setData(update, callback) {
        const json = JSON.stringify(update)
        const bytes = Buffer.byteLength(json || '')
        setDataStats.calls++
        setDataStats.maxBytes = Math.max(setDataStats.maxBytes, bytes)
        setDataStats.bytes += bytes
        setDataLog.push({ route: this.route, bytes, paths: Object.keys(update || {}), at: performance.now() })
        const clean = appJSON.parse(json || '{}')
        for (const key of Object.keys(clean)) applySetData(this.data, key, clean[key])
        if (typeof options.onSetData === 'function') options.onSetData(this, bytes)
        if (typeof callback === 'function') later(() => callback.call(this))
      },
      selectComponent: () => null,
      selectAllComponents: () => [],
      createSelectorQuery: () => wx.createSelectorQuery(),
      createIntersectionObserver: () => wx.createIntersectionObserver(),
      getOpenerEventChannel: () => ({ emit() {}, on() {}, once() {}, off() {} }),
      getPageId: () => `pageId:${page.__wxWebviewId__}`,
    })
    return page
  }

  function pushPage(route, query = {}) {
    const page = createPage(route, query)
    state.stack.push(page)
    callLife(page, 'onLoad', toApp(query))
    callLife(page, 'onShow')
    later(() => {
      if (state.stack.includes(page)) callLife(page, 'onReady')
    })
    return page
  }

  // ---- globals -----------------------------------------------------------------------------------------
  Object.assign(sandbox, {
    wx,
    __wxConfig: toApp({
      pages,
      subPackages: appJson.subPackages || appJson.subpackages || [],
      entryPagePath: `${appJson.pages[0]}.html`,
      global: { window: appJson.window || {} },
      tabBar: appJson.tabBar,
      envVersion: 'develop',
      platform: 'devtools',
      accountInfo: { miniProgram: { appId: 'touristappid', envVersion: 'develop', version: '' } },
    }),
    App: (appOptions) => {
      if (state.appOptions) throw new Error('App() called twice')
      state.appOptions = appOptions
    },
    getApp: () => state.appOptions || undefined,
    Page: (pageOptions) => {
      if (!state.registering) throw new Error('Page() called outside a page file')
      state.pageDefs.set(state.registering, pageOptions)
    },
    Component: (componentOptions) => {
      state.components.set(state.registering || '(unknown)', componentOptions)
    },
    Behavior: (behavior) => behavior,
    getCurrentPages: () => state.stack.slice(),
    requirePlugin: (name) => {
      throw new Error(`requirePlugin("${name}"): plugins are not available in the harness`)
    },
  })

  // ---- CommonJS loader ---------------------------------------------------------------------------------
  const modules = new Map()
  function loadModule(file) {
    if (modules.has(file)) return modules.get(file).exports
    const module = { exports: {} }
    modules.set(file, module)
    const code = fs.readFileSync(file, 'utf8')
    loadedFiles.push({ file: path.relative(DIST, file), bytes: Buffer.byteLength(code) })
    const fn = vm.runInContext(`(function (module, exports, require) {${code}\n})`, context, {
      filename: file,
    })
    fn.call(module.exports, module, module.exports, (request) => loadModule(resolveRequire(file, request)))
    return module.exports
  }
  function resolveRequire(from, request) {
    if (!request.startsWith('.') && !request.startsWith('/')) {
      throw new Error(
        `require("${request}") in ${path.relative(DIST, from)}: only relative paths resolve in a mini-program bundle`
      )
    }
    const base = request.startsWith('/')
      ? path.join(DIST, request)
      : path.resolve(path.dirname(from), request)
    for (const candidate of [base, `${base}.js`, path.join(base, 'index.js')]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
    }
    throw new Error(`require("${request}") in ${path.relative(DIST, from)} does not resolve`)
  }
  const runFile = (relative, registering) => {
    state.registering = registering
    try {
      loadModule(path.join(DIST, relative))
    } finally {
      state.registering = null
    }
  }

  /** A page's code and, first, the components its json declares that have not run yet. */
  function injectPage(route) {
    for (const name of usedComponents(appJson, [route]).keys())
      if (!state.components.has(name)) runFile(`${name}.js`, name)
    runFile(`${route}.js`, route)
  }

  // WeChat runs app.js, then (without lazyCodeLoading) every page and component of the main package, then
  // App.onLaunch. codeLoading 'all' runs the subpackages' pages too, so that every Page() is registered at once.
  runFile('app.js', null)
  if (!state.appOptions) throw new Error('app.js did not call App()')
  if (codeLoading === 'all') {
    for (const name of usedComponents(appJson).keys()) runFile(`${name}.js`, name)
    for (const route of pages) runFile(`${route}.js`, route)
  } else if (!lazyCode) {
    for (const route of appJson.pages) injectPage(route)
  }

  const app = {
    context,
    wx,
    get instance() {
      return state.appOptions
    },
    storage,
    requests,
    unhandledRequests,
    navigations,
    logs,
    errors,
    toasts,
    setDataStats,
    setDataLog,
    loadedFiles,
    /** Every page: the main package's, then each subpackage's (`packages/learning/vod/index`). */
    pages,
    /** The registered Page() options per route. */
    pageDefs: state.pageDefs,
    getCurrentPages: () => state.stack.slice(),
    currentPage,

    /**
     * Opens `route` (e.g. 'pages/home/index') as WeChat does when the mini-program starts there: App.onLaunch and
     * App.onShow the first time, then the page's onLoad(query) / onShow / onReady. A later call starts over from
     * that page (like reLaunch). Query values are passed on as given (WeChat does not decode them).
     */
    async openPage(route, query = {}) {
      const clean = String(route).replace(/^\/+/, '').split('?')[0]
      if (!pages.includes(clean)) throw new Error(`openPage: ${clean} is not a page of app.json`)
      const launchOptions = { path: clean, query: Object.assign({}, query), scene: 1001, referrerInfo: {} }
      if (!state.launched) {
        state.launched = true
        callLife(state.appOptions, 'onLaunch', toApp(launchOptions))
        callLife(state.appOptions, 'onShow', toApp(launchOptions))
      }
      unloadAll()
      const stringQuery = {}
      for (const [key, value] of Object.entries(query)) stringQuery[key] = String(value)
      const page = pushPage(clean, stringQuery)
      await sleep(0)
      return page
    },

    /** Waits until the top of the stack is `route` (after a navigation) and returns that page. */
    waitForPage(route, { timeout = DEFAULT_TIMEOUT_MS } = {}) {
      const clean = String(route).replace(/^\/+/, '')
      return waitFor(() => (currentRoute() === clean ? currentPage() : null), {
        timeout,
        describe: () =>
          `the current page is ${currentRoute() || '(none)'}, not ${clean}; navigations: ${safeJson(navigations.map((n) => `${n.api} ${n.url || n.delta || ''}`))}`,
      })
    },
    /** Waits until a navigation API matching `api` (and `url` prefix, if given) has been called. */
    waitForNavigation(api, url, { timeout = DEFAULT_TIMEOUT_MS } = {}) {
      return waitFor(
        () => navigations.find((n) => n.api === api && (url === undefined || String(n.url).startsWith(url))),
        {
          timeout,
          describe: () =>
            `no ${api}${url ? ` to ${url}` : ''}; navigations: ${safeJson(navigations.map((n) => `${n.api} ${n.url || n.delta || ''}`))}`,
        }
      )
    },
    textOf,
    tap,
    waitForText,
    waitFor,
    /**
     * Resolves once the app has nothing under way: every request answered and its callbacks run (`requests:
     * false` leaves requests out, e.g. one the demo API holds on purpose), every wx callback and setData callback
     * delivered, no timer of at most `timersUpTo` ms pending, and no setData for two turns in a row (so whatever
     * an answer, a tap or a timer set off has been drawn). The signal a test waits for before it checks that
     * something did NOT happen; a fixed sleep proves nothing on a slow machine. Fails after `timeout` ms,
     * naming what is still under way.
     */
    async settled({ timersUpTo = 1000, requests: countRequests = true, timeout = 5000 } = {}) {
      const deadline = Date.now() + timeout
      const pending = () => [
        ...(countRequests ? [...activity.requests].map((req) => `request ${req.method} ${req.url}`) : []),
        ...(activity.callbacks ? [`${activity.callbacks} wx callback(s)`] : []),
        ...[...activity.timers.values()]
          .filter((timer) => timer.ms <= timersUpTo)
          .map((timer) => `timer ${timer.ms} ms: ${String(timer.fn).replace(/\s+/g, ' ').slice(0, 100)}`),
      ]
      let quiet = 0
      let calls = setDataStats.calls
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve))
        const drawn = setDataStats.calls !== calls
        calls = setDataStats.calls
        quiet = drawn || pending().length ? 0 : quiet + 1
        if (quiet >= 2) return
        if (Date.now() >= deadline) {
          throw new Error(
            `app.settled(): not settled within ${timeout} ms; still under way: ${
              pending().join('; ') || '(setData kept being called)'
            }`
          )
        }
        // A turn of the timer phase too, so timers due now (setTimeout 0) fire before the next look.
        await sleep(quiet ? 1 : POLL_MS)
      }
    },
    /**
     * The mini-program goes to the background (home button, another app): the page's onHide, then App.onHide
     * and the wx.onAppHide listeners, as WeChat does.
     */
    hide() {
      callLife(currentPage(), 'onHide')
      notify('appHide', 'onHide', toApp({}))
    },
    /** Back from the background: App.onShow and the wx.onAppShow listeners, then the page's onShow. */
    show() {
      const shown = toApp({ path: currentRoute(), query: {}, scene: 1001, referrerInfo: {} })
      notify('appShow', 'onShow', shown)
      callLife(currentPage(), 'onShow')
    },
    /**
     * The network changes: the wx.onNetworkStatusChange listeners hear `{ isConnected, networkType }`; while
     * not connected, wx.request fails.
     */
    setNetwork({ isConnected, networkType = isConnected ? 'wifi' : 'none' }) {
      network = { isConnected: Boolean(isConnected), networkType }
      notify('networkStatusChange', null, toApp(network))
    },
    /** Unloads every page, so nothing of this app keeps running. */
    close() {
      unloadAll()
    },

    /** Errors, rejections and console.error lines that this test does not expect (see allowErrors). */
    unexpectedErrors: () => problems.filter((text) => !allowedErrors.some((pattern) => pattern.test(text))),
    /** Expect these too (regexps matched against `uncaught: …`, `unhandled rejection: …`, `console.error: …`). */
    allowErrors(...patterns) {
      allowedErrors.push(...patterns)
    },
    /** How many of unexpectedErrors() checkApps has reported already. */
    reportedErrors: 0,
    /** Whether `promise` was made by this app's code (its realm's Promise). */
    ownsPromise: (promise) => promise instanceof AppPromise,
    /** An unhandled rejection of the app's: recorded, and told to the app as WeChat tells it. */
    reportRejection(reason, promise) {
      errors.push(reason)
      problems.push(`unhandled rejection: ${textOfArgs([reason])}`)
      logs.push({ level: 'error', text: `[unhandled rejection] ${textOfArgs([reason])}` })
      if (verbose) console.error('[weapp unhandled rejection]', reason)
      notify('unhandledRejection', 'onUnhandledRejection', { reason, promise })
    },
  }
  loadedApps.push({ app, test: runningTest })
  return app
}

/**
 * Custom components listed in app.json / page json usingComponents (Taro's `comp`), as [path, usedBy]: of every
 * page, or of the pages given, and of the components they declare in turn.
 */
function usedComponents(appJson, routes = allPages(appJson)) {
  const found = new Map()
  const add = (jsonFile) => {
    if (!fs.existsSync(jsonFile)) return
    const json = JSON.parse(fs.readFileSync(jsonFile, 'utf8'))
    for (const target of Object.values(json.usingComponents || {})) {
      if (target.startsWith('plugin://')) continue
      const resolved = path.relative(DIST, path.resolve(path.dirname(jsonFile), target))
      if (!found.has(resolved)) found.set(resolved, path.relative(DIST, jsonFile))
    }
  }
  add(path.join(DIST, 'app.json'))
  for (const route of routes) add(path.join(DIST, `${route}.json`))
  for (const name of found.keys()) add(path.join(DIST, `${name}.json`))
  return found
}

/** The main package's pages, then every subpackage's pages under its root, as app.json lists them. */
function allPages(appJson) {
  const subPackages = appJson.subPackages || appJson.subpackages || []
  return [...appJson.pages, ...subPackages.flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`))]
}

/**
 * src/routes.ts (the route table), transpiled with TypeScript and loaded as CommonJS, so the tests compare the
 * build against the source of truth rather than a copy of it. The file has no runtime imports by design.
 */
function loadRoutes() {
  return loadTypeScript(path.join(ROOT, 'src', 'routes.ts'))
}

/** A TypeScript module of src/, transpiled and loaded as CommonJS along with the .ts files it imports. */
function loadTypeScript(file, cache = new Map()) {
  if (cache.has(file)) return cache.get(file).exports
  const ts = require('typescript')
  const Module = require('module')
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  })
  const mod = new Module(file)
  mod.filename = file
  mod.paths = Module._nodeModulePaths(path.dirname(file))
  cache.set(file, mod)
  const requireTs = (request) => {
    const candidate = path.resolve(path.dirname(file), `${request}.ts`)
    return request.startsWith('.') && fs.existsSync(candidate)
      ? loadTypeScript(candidate, cache)
      : require(request)
  }
  new Function('exports', 'require', 'module', '__filename', '__dirname', outputText)(
    mod.exports,
    requireTs,
    mod,
    file,
    path.dirname(file)
  )
  return mod.exports
}

function safeJson(value) {
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

module.exports = {
  allPages,
  ROOT,
  DIST,
  MISSING_BUILD,
  distExists,
  assertBuilt,
  loadApp,
  loadRoutes,
  loadTypeScript,
  textOf,
  tap,
  input,
  fire,
  waitFor,
  waitForText,
  findNode,
  elementOf,
  pageMetaOf,
  idsOf,
  parseDataPath,
  resolvePageUrl,
}
