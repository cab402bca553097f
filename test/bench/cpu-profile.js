'use strict'
/**
 * Where a cold load's main-thread time goes, at 4× CPU: `node test/bench/cpu-profile.js DIR HASH TEXT` loads
 * `/#HASH` of the H5 build in DIR (served here, the demo API on 3500, the bench's address) in Chromium with the CPU
 * slowed 4×, waits until TEXT is on screen and 1.5 s more, and prints the long tasks (start, duration) and the
 * sampled CPU time by source file and function, self and inclusive, mapped through the build's source maps (build
 * with BUNDLE_SOURCE_MAPS=1; without maps it names the chunks). One load, sampled: read it for proportions, and
 * run it a few times. E.g. `node test/bench/cpu-profile.js dist/h5 /login 获取短信验证码`.
 */
const path = require('path')
const fs = require('fs')
const { chromium } = require('playwright-core')
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../support/chromium')
const { serveStatic } = require('../support/static-server')
const { createDemoApi } = require('../demo-api/server.js')
const { SourceMapConsumer } = require('source-map-js')
async function main() {
  const [dir, hash, waitText] = process.argv.slice(2)
  const server = await serveStatic(path.resolve(dir), { port: 0 })
  const api = createDemoApi({ port: 3500, log: false })
  await api.listen().catch(() => {})
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await page.addInitScript(() => {
    window.__tasks = []
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__tasks.push([Math.round(e.startTime), Math.round(e.duration)])
    }).observe({ type: 'longtask', buffered: true })
  })
  await cdp.send('Profiler.start')
  await page.goto(`${server.url}/#${hash}`)
  await page.waitForFunction((t) => document.body.innerText.includes(t), waitText, { timeout: 60000 })
  await page.waitForTimeout(1500)
  const { profile } = await cdp.send('Profiler.stop')
  const info = await page.evaluate(() => ({
    tasks: window.__tasks,
    fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
    lcp: 0,
  }))
  console.log('FCP', Math.round(info.fcp), 'long tasks (start, dur):', JSON.stringify(info.tasks))
  // self time per node
  const dt = new Map()
  for (let i = 0; i < profile.samples.length; i++)
    dt.set(profile.samples[i], (dt.get(profile.samples[i]) || 0) + (profile.timeDeltas[i] || 0) / 1000)
  const maps = new Map()
  const consumer = (url) => {
    if (maps.has(url)) return maps.get(url)
    let c = null
    try {
      const p = new URL(url).pathname
      const f = path.join(dir, p + '.map')
      if (fs.existsSync(f)) c = new SourceMapConsumer(JSON.parse(fs.readFileSync(f, 'utf8')))
    } catch {
      c = null
    }
    maps.set(url, c)
    return c
  }
  /** A frame as the report names it: its source file and function through the maps, and where it ran. */
  const frameOf = (cf) => {
    const at = `${(cf.url || '').replace(/^https?:\/\/[^/]+/, '')}:${cf.lineNumber}:${cf.columnNumber}`
    let file = cf.url ? cf.url.replace(/^https?:\/\/[^/]+/, '') : `(${cf.functionName || 'native'})`
    let fn = cf.functionName
    const c = cf.url && consumer(cf.url)
    const pos = c && c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber })
    if (pos && pos.source) {
      file = pos.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, 'nm/')
      fn = pos.name || fn
    }
    return { file, fn: `${file} ${fn}`, at }
  }
  const frames = new Map(profile.nodes.map((node) => [node.id, frameOf(node.callFrame)]))
  const add = (map, key, t) => map.set(key, (map.get(key) || 0) + t)
  const byFile = new Map()
  const byFn = new Map()
  for (const node of profile.nodes) {
    const t = dt.get(node.id) || 0
    if (!t) continue
    const frame = frames.get(node.id)
    add(byFile, frame.file, t)
    add(byFn, `${frame.fn} @${frame.at}`, t)
  }
  // inclusive time: each node's self time counted once for every distinct file/fn on its stack
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id)
  const incFile = new Map(),
    incFn = new Map()
  for (const node of profile.nodes) {
    const t = dt.get(node.id) || 0
    if (!t) continue
    const files = new Set(),
      fns = new Set()
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      files.add(frames.get(id).file)
      fns.add(frames.get(id).fn)
    }
    for (const f of files) add(incFile, f, t)
    for (const g of fns) add(incFn, g, t)
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n')
  console.log('--- self time by file (4x CPU)\n' + top(byFile, 45))
  console.log('--- by function\n' + top(byFn, 35))
  console.log('--- inclusive by file\n' + top(new Map([...incFile].filter(([k]) => !k.startsWith('('))), 40))
  console.log(
    '--- inclusive by fn\n' +
      top(new Map([...incFn].filter(([k]) => !k.startsWith('(') && !/^nm\/(preact|mobx)/.test(k))), 60)
  )
  await browser.close()
  await api.close()
  await server.close()
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
