#!/usr/bin/env node
'use strict'
/**
 * The mini-program's long lists, headless: what `setData` sends while a learner scrolls, in the harness of
 * test/weapp (node:vm, miniprogram-simulate's wx) against the demo API.
 *
 * - 新入职 (/vod?category_id=1, 新员工入职, with 100 more courses from `POST /__demo/courses`) scrolled to 10 pages
 *   of 10;
 * - 我的消息 of 学员小赵 (13300133000, 500 messages, 25 pages of 20) scrolled to the end.
 *
 * For every appended page (reach-bottom → the page's items on screen and the app settled): the setData calls of
 * the list's page, their bytes (JSON, what WeChat serialises from the logic layer to the view), the largest call,
 * the bytes of the page's own items in the page data (what an append has to send at least), and how many items
 * already on screen the calls touched (a path that is, contains or lies inside an item of an earlier page: Taro's
 * `root.cn.[i]….cn` resends a whole child list). test/weapp/list-setdata.test.js asserts on the same figures.
 *
 *   node test/bench/weapp-lists.js [dir] [--json]                              (dir: default dist/weapp)
 */
const path = require('path')
const { inChild, answerParent } = require('./harness-child')

const ROOT = path.resolve(__dirname, '..', '..')
/** WeChat's limit on one setData (the data of one call, as JSON). */
const SETDATA_LIMIT = 256 * 1024
/**
 * An append sends the new page's items and a few small changes beside them (the line under the list: 加载中... and
 * back). Budget: at most 1.5× the new items' own bytes plus 4 KB for those changes. Anything resent from earlier
 * pages grows with the list and breaks this by page 3.
 */
const APPEND_FACTOR = 1.5
const APPEND_SLACK = 4 * 1024

const COURSES_API = '/api/v2/courses'
const MESSAGES_API = '/api/v2/member/messages'
const VOD_ROUTE = 'packages/learning/vod/index'
const MESSAGES_ROUTE = 'packages/account/messages/index'
/** 学员小赵: 500 messages (test/demo-api/README.md). */
const MESSAGES_LEARNER = { mobile: '13300133000', password: 'meedu123' }
const TOKEN_KEY = 'meedu-h5-token'
const VOD_PAGES = 10
const MESSAGES_PAGES = 25

/** `root.cn.[0].cn.[3]` / `root.cn[0]` → ['root', 'cn', 0, 'cn', 3]. */
function pathTokens(key) {
  const tokens = []
  const re = /\[(\d+)\]|([^.[\]]+)/g
  let match
  while ((match = re.exec(key)) !== null) tokens.push(match[1] !== undefined ? Number(match[1]) : match[2])
  return tokens
}

const startsWith = (tokens, prefix) =>
  prefix.length <= tokens.length && prefix.every((token, i) => tokens[i] === token)

/** The path (tokens) of every text node under data.root whose text is one of `texts` (first match each). */
function textPaths(page, texts) {
  const wanted = new Set(texts)
  const found = new Map()
  const walk = (node, at) => {
    if (!node || typeof node !== 'object') return
    if (typeof node.v === 'string' && wanted.has(node.v) && !found.has(node.v)) found.set(node.v, at)
    if (Array.isArray(node.cn)) node.cn.forEach((child, i) => walk(child, [...at, 'cn', i]))
  }
  walk(page.data.root, ['root'])
  const missing = texts.filter((text) => !found.has(text))
  if (missing.length) throw new Error(`not on screen: ${missing.slice(0, 3).join(' | ')}`)
  return texts.map((text) => found.get(text))
}

/**
 * The items' root nodes: the children of the nearest node holding every item's text (the list's box), one per
 * item (at least two items, so the box is the list's and not an item's).
 */
function itemRoots(page, texts) {
  const paths = textPaths(page, texts)
  let common = paths[0]
  for (const other of paths) {
    let n = 0
    while (n < common.length && n < other.length && common[n] === other[n]) n++
    common = common.slice(0, n)
  }
  // The box's child list: `…, 'cn'`, then the item's index.
  if (common[common.length - 1] !== 'cn') common = common.slice(0, common.lastIndexOf('cn') + 1)
  return paths.map((p) => p.slice(0, common.length + 1))
}

const nodeAt = (page, tokens) => tokens.slice(1).reduce((node, token) => node && node[token], page.data.root)
const jsonBytes = (value) => Buffer.byteLength(JSON.stringify(value) || '')

/** Whether a setData path touches the item at `root`: it is the item, an ancestor of it, or inside it. */
const touches = (keyTokens, root) => startsWith(root, keyTokens) || startsWith(keyTokens, root)

/**
 * Scrolls `page` (its list's first page requested by opening it) to `pages` pages by reach-bottom and measures
 * each append. `api`: the list's request path; `textOf(item)`: the text an item shows exactly (its unique line).
 */
async function measureList(app, page, { api, pages, textOf, waitFor }) {
  const answered = () => (app.answers.get(api) || []).filter((a) => a && a.code === 0)
  const itemsOf = (k) => answered()[k - 1].data.data
  const shownPage = async (k) => {
    await waitFor(() => answered().length >= k, { describe: () => `page ${k} of ${api} never answered` })
    const texts = itemsOf(k).map(textOf)
    await waitFor(
      () => {
        try {
          textPaths(page, texts)
          return true
        } catch {
          return false
        }
      },
      { describe: () => `page ${k}'s items never all shown` }
    )
    await app.settled()
    return texts
  }
  const shown = [...(await shownPage(1))]
  const appends = []
  for (let k = 2; k <= pages; k++) {
    const oldRoots = itemRoots(page, shown)
    const mark = app.setDataLog.length
    page.onReachBottom()
    const texts = await shownPage(k)
    const calls = app.setDataLog.slice(mark).filter((call) => call.route === page.route)
    const newRoots = itemRoots(page, [...shown.slice(-1), ...texts]).slice(1)
    const pageBytes = newRoots.reduce((sum, root) => sum + jsonBytes(nodeAt(page, root)), 0)
    const keys = calls.flatMap((call) => call.paths)
    const resent = oldRoots.filter((root) => keys.some((key) => touches(pathTokens(key), root))).length
    appends.push({
      page: k,
      calls: calls.length,
      bytes: calls.reduce((sum, call) => sum + call.bytes, 0),
      maxBytes: Math.max(0, ...calls.map((call) => call.bytes)),
      pageBytes,
      itemsBefore: shown.length,
      resent,
      paths: keys,
    })
    shown.push(...texts)
  }
  const all = app.setDataLog.filter((call) => call.route === page.route)
  return {
    pages,
    items: shown.length,
    appends,
    maxBytes: Math.max(0, ...all.map((call) => call.bytes)),
    calls: all.length,
  }
}

/** Whether an append kept to its budget (see APPEND_FACTOR). */
const appendBudget = (append) => append.pageBytes * APPEND_FACTOR + APPEND_SLACK
const withinBudget = (append) => append.resent === 0 && append.bytes <= appendBudget(append)

/**
 * Both lists in one harness, against a demo API at `url` (`control(method, path, body)` answers its /__demo/
 * calls). `start(options)` is loadApp with the demo's request handler (demo-backend's startApp).
 */
async function measureLists({ start, control, waitFor }) {
  await control('POST', '/__demo/reset')
  await control('POST', '/__demo/courses', { count: 100 })
  const vodApp = start()
  const vodPage = await vodApp.openPage(VOD_ROUTE, { category_id: '1' })
  const vod = await measureList(vodApp, vodPage, {
    api: COURSES_API,
    pages: VOD_PAGES,
    textOf: (course) => course.title,
    waitFor,
  })
  vodApp.close()

  const { token } = await control('POST', '/api/v2/login/password', MESSAGES_LEARNER)
  const messagesApp = start({ storage: { [TOKEN_KEY]: token } })
  const messagesPage = await messagesApp.openPage(MESSAGES_ROUTE)
  const messages = await measureList(messagesApp, messagesPage, {
    api: MESSAGES_API,
    pages: MESSAGES_PAGES,
    textOf: (message) => message.data.message,
    waitFor,
  })
  messagesApp.close()
  return { vod, messages }
}

/** In this process: the demo API in-process, the build in `dir`. */
async function measureInThisProcess(dir) {
  process.env.WEAPP_DIST = dir
  const { loadApp, waitFor } = require('../weapp/harness')
  const { demoRequestHandler } = require('../weapp/demo-backend')
  const { createDemoApi } = require('../demo-api/server')
  const demo = createDemoApi({ port: 0, log: false })
  const { url } = await demo.listen()
  const apps = []
  try {
    const control = async (method, where, body) => {
      const res = await fetch(new URL(where, url), {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const envelope = await res.json()
      if (envelope.code !== 0) throw new Error(`${method} ${where}: ${envelope.message}`)
      return envelope.data
    }
    const start = (options = {}) => {
      const answers = new Map()
      const app = loadApp({ requestHandler: demoRequestHandler(url, answers), ...options })
      app.answers = answers
      apps.push(app)
      return app
    }
    const result = await measureLists({ start, control, waitFor })
    const problems = apps.flatMap((app) => app.unexpectedErrors())
    if (problems.length) throw new Error(`the app failed while scrolling:\n${problems.join('\n')}`)
    return result
  } finally {
    for (const app of apps) app.close()
    await demo.close()
  }
}

/** In a fresh Node process (the harness registers node:test hooks; a child keeps them out of the bench). */
const measureWeappLists = (dir = path.join(ROOT, 'dist', 'weapp')) =>
  inChild(__filename, path.resolve(ROOT, dir), 'the measurement')

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** A list's figures as lines: the largest call, the bytes an append sends, and what it resent. */
function formatList(name, list) {
  const { appends } = list
  const last = appends[appends.length - 1]
  const resending = appends.filter((a) => a.resent > 0).length
  const over = appends.filter((a) => !withinBudget(a)).length
  return [
    `${name}: ${list.items} items in ${list.pages} pages, ${list.calls} setData calls`,
    `  largest setData ${kb(list.maxBytes)} (limit ${kb(SETDATA_LIMIT)}: ${list.maxBytes <= SETDATA_LIMIT ? 'within' : 'OVER'})`,
    `  per appended page: median ${kb(median(appends.map((a) => a.bytes)))} sent for ${kb(median(appends.map((a) => a.pageBytes)))} of new items; the last (page ${last.page}) ${kb(last.bytes)} for ${kb(last.pageBytes)}, ${last.calls} calls`,
    `  items already on screen resent: ${resending ? `by ${resending} of ${appends.length} appends (page ${last.page}: ${last.resent} of ${last.itemsBefore})` : 'none'}`,
    `  budget per append (no item resent, ≤ ${APPEND_FACTOR}× the new items + ${kb(APPEND_SLACK)}): ${over ? `${over} of ${appends.length} appends over` : 'every append within'}`,
  ]
}

function formatWeappLists({ vod, messages }) {
  return [...formatList(`新入职 (/vod?category_id=1)`, vod), ...formatList('我的消息 (学员小赵)', messages)]
}

module.exports = {
  measureList,
  measureLists,
  measureWeappLists,
  formatWeappLists,
  withinBudget,
  appendBudget,
  itemRoots,
  SETDATA_LIMIT,
  APPEND_FACTOR,
  APPEND_SLACK,
  VOD_PAGES,
  MESSAGES_PAGES,
}

if (require.main === module) {
  const args = process.argv.slice(2)
  if (args[0] === '--child') {
    answerParent(measureInThisProcess(args[1]))
  } else {
    const dir = args.find((arg) => !arg.startsWith('--'))
    measureWeappLists(dir).then(
      (result) => {
        if (args.includes('--json')) console.log(JSON.stringify(result, null, 2))
        else console.log(formatWeappLists(result).join('\n'))
      },
      (error) => {
        console.error(error.message)
        process.exitCode = 1
      }
    )
  }
}
