#!/usr/bin/env node
'use strict'
/**
 * The mini-program's start, headless: from running app.js until home's first screen is in the page data (the
 * search box's 搜索关键词 and the title of the first course the demo API puts on home), in the harness of
 * test/weapp (node:vm, miniprogram-simulate's wx) with code injected as WeChat injects it (lazyCodeLoading if
 * app.json asks for it) and the demo API answering over HTTP.
 *
 * Figures (medians over fresh processes, one start each):
 * - msToHome: ms from app.js to the setData that completes home's first screen (a ratio between builds means
 *   something; the absolute time is this machine's); msInject: of that, running the code injected before
 *   App.onLaunch (app.js, and the main package's pages unless lazyCodeLoading);
 * - setDataCalls, setDataBytes, maxSetDataBytes: the setData calls until then and their JSON payloads, what
 *   WeChat sends from the logic layer to the view (its start-up cost follows these);
 * - jsFiles, jsBytes: the bundle's files that ran until then, and their size;
 * - requests: the API requests sent until then.
 *
 *   node test/bench/weapp-start.js [dir] [--runs=N] [--compare=DIR] [--json]     (dir: default dist/weapp)
 *
 * --compare=DIR: another build's starts interleaved with ours (A B B A …), both medians and ours/theirs.
 */
const path = require('path')
const { inChild, answerParent } = require('./harness-child')

const ROOT = path.resolve(__dirname, '..', '..')
const HOME_ROUTE = 'pages/home/index'
const SEARCH_TEXT = '搜索关键词'
const BLOCKS_PATH = '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index'
const DEFAULT_RUNS = 5
const START_TIMEOUT_MS = 15000
const FIGURES = [
  'msToHome',
  'msInject',
  'setDataCalls',
  'setDataBytes',
  'maxSetDataBytes',
  'jsFiles',
  'jsBytes',
  'requests',
]

/** The title of the first course on home: the first course group (h5-vod-v1) with courses, in the server's order. */
function firstCourseTitle(blocks) {
  const group = blocks.find(
    (b) =>
      b.sign === 'h5-vod-v1' &&
      b.config_render &&
      Array.isArray(b.config_render.items) &&
      b.config_render.items.length
  )
  if (!group) throw new Error('the demo API puts no course group on home')
  return group.config_render.items[0].title
}

/**
 * Starts the app on home and resolves the figures at the setData that puts SEARCH_TEXT and `courseTitle` on
 * screen. `start(options)` is the harness's loadApp (or the demo backend's startApp) with its request handler.
 */
function runHomeStart(start, { courseTitle, textOf, timeoutMs = START_TIMEOUT_MS }) {
  return new Promise((resolve, reject) => {
    let app = null
    let done = false
    const timer = setTimeout(() => {
      done = true
      const shown = app && app.currentPage() ? JSON.stringify(textOf(app.currentPage())) : '(no page)'
      reject(
        new Error(
          `home did not show ${SEARCH_TEXT} and "${courseTitle}" in ${timeoutMs} ms; it shows ${shown}`
        )
      )
    }, timeoutMs)
    const began = performance.now()
    let injected = began
    const onSetData = (page, bytes) => {
      if (done || !app || page.route !== HOME_ROUTE) return
      const text = textOf(page)
      if (!text.includes(SEARCH_TEXT) || !text.includes(courseTitle)) return
      done = true
      clearTimeout(timer)
      const { calls, bytes: total, maxBytes } = app.setDataStats
      resolve({
        app,
        figures: {
          msToHome: performance.now() - began,
          msInject: injected - began,
          setDataCalls: calls,
          setDataBytes: total,
          maxSetDataBytes: Math.max(maxBytes, bytes),
          jsFiles: app.loadedFiles.length,
          jsBytes: app.loadedFiles.reduce((sum, file) => sum + file.bytes, 0),
          requests: app.requests.length,
        },
      })
    }
    try {
      app = start({ codeLoading: 'wechat', onSetData })
      injected = performance.now()
      app.openPage(HOME_ROUTE).catch((error) => {
        done = true
        clearTimeout(timer)
        reject(error)
      })
    } catch (error) {
      done = true
      clearTimeout(timer)
      reject(error)
    }
  })
}

/** One start in this process (a child of measureWeappStart): the demo API in-process, the build in `dir`. */
async function startInThisProcess(dir) {
  process.env.WEAPP_DIST = dir
  // Loaded before the clock starts: the harness and its wx mock are the phone, not the app.
  require('miniprogram-simulate/src/api')
  const { loadApp, textOf } = require('../weapp/harness')
  const { demoRequestHandler } = require('../weapp/demo-backend')
  const { createDemoApi } = require('../demo-api/server')
  const demo = createDemoApi({ port: 0, log: false })
  const { url } = await demo.listen()
  try {
    const envelope = await (await fetch(new URL(BLOCKS_PATH, url))).json()
    const courseTitle = firstCourseTitle(envelope.data)
    const handler = demoRequestHandler(url, new Map())
    const { app, figures } = await runHomeStart(
      (options) => loadApp({ requestHandler: handler, ...options }),
      { courseTitle, textOf }
    )
    const problems = app.unexpectedErrors()
    app.close()
    if (problems.length) throw new Error(`the app failed while starting:\n${problems.join('\n')}`)
    return figures
  } finally {
    await demo.close()
  }
}

/** One start in a fresh Node process (a cold start: nothing compiled or cached yet). */
const startInChild = (dir) => inChild(__filename, dir, 'the start')

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * The start of the build in `dir`, `runs` times, each in a fresh process: the median of every figure, plus the
 * runs themselves and the lazyCodeLoading setting of its app.json.
 */
async function measureWeappStart(dir = path.join(ROOT, 'dist', 'weapp'), { runs = DEFAULT_RUNS } = {}) {
  const absolute = path.resolve(ROOT, dir)
  const all = []
  for (let i = 0; i < runs; i++) all.push(await startInChild(absolute))
  return summarise(absolute, all)
}

/** Ours and another build's starts, interleaved (A B B A A B …) so that the machine's load falls on both alike. */
async function compareWeappStart(dir, otherDir, { runs = DEFAULT_RUNS } = {}) {
  const ours = path.resolve(ROOT, dir)
  const theirs = path.resolve(ROOT, otherDir)
  const runsOf = { [ours]: [], [theirs]: [] }
  for (let i = 0; i < runs; i++) {
    for (const which of i % 2 ? [theirs, ours] : [ours, theirs]) runsOf[which].push(await startInChild(which))
  }
  return { ours: summarise(ours, runsOf[ours]), theirs: summarise(theirs, runsOf[theirs]) }
}

function summarise(dir, runs) {
  const appJson = JSON.parse(require('fs').readFileSync(path.join(dir, 'app.json'), 'utf8'))
  const result = { dir, runs, lazyCodeLoading: appJson.lazyCodeLoading || null }
  for (const name of FIGURES) result[name] = median(runs.map((run) => run[name]))
  return result
}

/** The figures as lines, for the bench's output. */
function formatWeappStart(result) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  const times = result.runs.map((run) => Math.round(run.msToHome)).join(', ')
  return [
    `home's first screen (${SEARCH_TEXT} and the first course), median of ${result.runs.length} starts:`,
    `  ${Math.round(result.msToHome)} ms from app.js (runs: ${times}), ${Math.round(result.msInject)} ms of it injecting code; lazyCodeLoading: ${result.lazyCodeLoading || 'off'}`,
    `  setData: ${result.setDataCalls} calls, ${kb(result.setDataBytes)} in all, largest ${kb(result.maxSetDataBytes)}`,
    `  code run: ${result.jsFiles} files, ${kb(result.jsBytes)}; API requests: ${result.requests}`,
  ]
}

/** Two builds side by side: each figure's medians and ours/theirs. */
function formatWeappStartComparison({ ours, theirs }) {
  const shown = (dir) => path.relative(process.cwd(), dir) || dir
  const lines = [
    `home's first screen, ${shown(ours.dir)} (ours) against ${shown(theirs.dir)}, ${ours.runs.length} interleaved starts each:`,
    `  ${'figure'.padEnd(16)}${'ours'.padStart(10)}${'theirs'.padStart(10)}${'ratio'.padStart(8)}`,
  ]
  for (const name of FIGURES) {
    const ratio = theirs[name] ? (ours[name] / theirs[name]).toFixed(2) : '—'
    const value = (v) => String(Math.round(v)).padStart(10)
    lines.push(`  ${name.padEnd(16)}${value(ours[name])}${value(theirs[name])}${ratio.padStart(8)}`)
  }
  return lines
}

module.exports = {
  measureWeappStart,
  compareWeappStart,
  formatWeappStart,
  formatWeappStartComparison,
  runHomeStart,
  firstCourseTitle,
  BLOCKS_PATH,
  HOME_ROUTE,
  SEARCH_TEXT,
}

if (require.main === module) {
  const args = process.argv.slice(2)
  if (args[0] === '--child') {
    answerParent(startInThisProcess(args[1]))
  } else {
    const dir = args.find((arg) => !arg.startsWith('--'))
    const runsArg = args.find((arg) => arg.startsWith('--runs='))
    const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : DEFAULT_RUNS
    const compareArg = args.find((arg) => arg.startsWith('--compare='))
    const measured = compareArg
      ? compareWeappStart(dir || 'dist/weapp', compareArg.slice('--compare='.length), { runs })
      : measureWeappStart(dir, { runs })
    measured.then(
      (result) => {
        if (args.includes('--json')) console.log(JSON.stringify(result, null, 2))
        else if (compareArg) console.log(formatWeappStartComparison(result).join('\n'))
        else console.log(formatWeappStart(result).join('\n'))
      },
      (error) => {
        console.error(error.message)
        process.exitCode = 1
      }
    )
  }
}
