'use strict'
// The early start of src/index.html: before the app's JavaScript has loaded, its inline script asks for the first
// screen's data (the config, the member detail with a token, the route's main answer) and preloads the route's
// chunk files from the build's manifest (config/plugins/early-start.js). The app takes the answers over
// (src/services/early-answers.h5.ts through services/http.ts): every GET reaches the demo API once, every file is
// fetched once.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL, say, sleep } = require('./support')

const e2e = setupE2E()

const ENTRY = /\/js\/app\.[0-9a-f]+\.js$/
const isCode = (url) => /\/(js|css)\/[^/]+\.(js|css)$/.test(new URL(url).pathname)

/** Every request the page sends, in order: its address, and whether it went to the demo API. */
function recordRequests(page) {
  const sent = []
  page.on('request', (request) => sent.push({ url: request.url(), method: request.method() }))
  return sent
}

/** The demo API's GETs, each as `path {query}`: the same address asked twice shows twice. */
async function apiGets() {
  return (await e2e.apiLog())
    .filter((entry) => entry.method === 'GET')
    .map((entry) => `${entry.path} ${JSON.stringify(entry.query || {})}`)
}

/** Addresses that occur more than once. */
function repeated(list) {
  const seen = new Set()
  return list.filter((item) => (seen.has(item) ? true : (seen.add(item), false)))
}

/** The route's chunk files as the page preloads them (the manifest's, for the address). */
/** The code the page preloads (the route's chunk files from the manifest). */
const preloaded = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel=preload]')]
      .filter((link) => link.as === 'script' || link.as === 'style')
      .map((link) => ({ href: link.href, as: link.as }))
  )

/**
 * Holds the entry script's answer until `ready()` says what must come first has been asked for (or 10 s have
 * passed): anything asked for meanwhile was asked before the app's JavaScript could run.
 */
async function holdEntryUntil(page, ready) {
  const held = { released: false, waitedMs: 0 }
  await page.route(ENTRY, async (route) => {
    const start = Date.now()
    while (!(await ready()) && Date.now() - start < 10000) await sleep(25)
    held.waitedMs = Date.now() - start
    held.released = await ready()
    await route.continue()
  })
  return held
}

/** Resource Timing of the page: the entry script, the API requests and the chunk files, in ms since navigation. */
const timings = (page) =>
  page.evaluate(
    ({ api }) => {
      const entries = performance.getEntriesByType('resource')
      const round = (n) => Math.round(n)
      return entries
        .filter((entry) => entry.name.startsWith(api) || /\/(js|css)\//.test(entry.name))
        .map((entry) => ({
          name: entry.name.replace(api, '').replace(/^.*\/(js|css)\//, '$1/'),
          start: round(entry.startTime),
          end: round(entry.responseEnd),
        }))
    },
    { api: API_URL }
  )

test('/vod/detail?id=1, cold: the config and the course are asked for before the entry script has arrived, once each', async () => {
  const page = await e2e.newPage()
  const sent = recordRequests(page)
  const asked = (path) => sent.some((request) => request.url === `${API_URL}${path}`)
  const held = await holdEntryUntil(page, () => asked('/api/v2/other/config') && asked('/api/v2/course/1'))
  await e2e.gotoApp(page, '/vod/detail?id=1')
  await e2e.visible(page, '#course-title').waitFor()
  await e2e.settled(page)

  assert.ok(held.released, 'the config and the course were asked for while the entry script was held')
  assert.ok(await e2e.visible(page, '#course-title').innerText(), 'the course is on screen')
  const gets = await apiGets()
  assert.deepEqual(repeated(gets), [], 'no GET twice')
  assert.equal(gets.filter((get) => get.startsWith('/api/v2/other/config ')).length, 1)
  assert.equal(gets.filter((get) => get.startsWith('/api/v2/course/1 ')).length, 1)
  assert.deepEqual(
    repeated(sent.filter((request) => request.method === 'GET').map((request) => request.url)),
    [],
    'the browser sent no address twice'
  )
})

test('/vod/detail?id=1: the route’s chunk files are preloaded beside the entry script, and fetched once', async () => {
  const page = await e2e.newPage()
  const sent = recordRequests(page)
  const files = () => sent.filter((request) => isCode(request.url) && !ENTRY.test(request.url))
  // What the page preloads is asked for before the entry script could run (held until they are).
  let wanted = null
  const held = await holdEntryUntil(page, async () => {
    wanted ??= await preloaded(page).catch(() => null)
    return Boolean(wanted && wanted.length) && wanted.every(({ href }) => sent.some((r) => r.url === href))
  })
  await e2e.gotoApp(page, '/vod/detail?id=1')
  await e2e.visible(page, '#course-title').waitFor()
  await e2e.settled(page)

  assert.ok(held.released, 'the chunk files were asked for while the entry script was held')
  const links = await preloaded(page)
  assert.ok(
    links.some((link) => link.as === 'script'),
    'scripts preloaded'
  )
  assert.ok(
    links.some((link) => link.as === 'style'),
    'stylesheets preloaded'
  )
  for (const link of links) assert.match(new URL(link.href).pathname, /^\/(js|css)\/[\w.]+\.(js|css)$/)
  // The page used every preloaded file: each script's chunk is registered with webpack (which removes the script
  // element once it ran), each stylesheet is applied.
  const loaded = await page.evaluate(() => ({
    chunks: (window.webpackJsonp || []).flatMap((entry) => entry[0]).map(String),
    styles: [...document.styleSheets].map((sheet) => sheet.href),
  }))
  for (const link of links) {
    const used =
      link.as === 'script'
        ? loaded.chunks.includes(new URL(link.href).pathname.split('/').pop().split('.')[0])
        : loaded.styles.includes(link.href)
    assert.ok(used, `${link.href} was used by the page`)
  }
  assert.deepEqual(repeated(files().map((request) => request.url)), [], 'no file fetched twice')

  // The cover, named by the early course answer, is preloaded at a high priority, and the page's <img> takes
  // that download over.
  const covers = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=preload][as=image]')].map((link) => ({
      href: link.href,
      priority: link.getAttribute('fetchpriority'),
    }))
  )
  const shown = await page.locator('.course-detail__cover img').getAttribute('src')
  assert.deepEqual(covers, [{ href: shown, priority: 'high' }])
  assert.equal(sent.filter((request) => request.url === shown).length, 1, 'the cover fetched once')
})

test('/login, cold: the config once, asked for before the entry script, the page’s files preloaded once', async () => {
  const page = await e2e.newPage()
  const sent = recordRequests(page)
  const held = await holdEntryUntil(page, () =>
    sent.some((request) => request.url === `${API_URL}/api/v2/other/config`)
  )
  await e2e.gotoApp(page, '/login')
  await e2e.visible(page, '#login-mobile').waitFor()
  await e2e.settled(page)

  assert.ok(held.released, 'the config was asked for while the entry script was held')
  const gets = await apiGets()
  assert.deepEqual(repeated(gets), [], 'no GET twice')
  assert.equal(gets.filter((get) => get.startsWith('/api/v2/other/config ')).length, 1)
  assert.ok((await preloaded(page)).length > 0, 'the login page’s files preloaded')
  assert.deepEqual(repeated(sent.filter((r) => isCode(r.url)).map((r) => r.url)), [], 'no file fetched twice')
})

test('logged in, /vod/video: the member detail and the lesson are asked for early with the token, once each', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page, { mobile: '13800138000' })
  const headers = new Map()
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) && request.method() === 'GET')
      headers.set(request.url(), request.headers().authorization)
  })
  const held = await holdEntryUntil(page, () =>
    ['/api/v2/other/config', '/api/v2/member/detail', '/api/v2/video/1'].every((path) =>
      headers.has(`${API_URL}${path}`)
    )
  )
  await e2e.gotoApp(page, '/vod/video?id=1')
  await e2e.waitForText(page, '从上次观看的 00:12 继续播放')
  await e2e.settled(page)

  assert.ok(held.released, 'config, member and lesson asked for while the entry script was held')
  for (const path of ['/api/v2/member/detail', '/api/v2/video/1'])
    assert.equal(headers.get(`${API_URL}${path}`), `Bearer ${token}`, `${path} carries the token`)
  const gets = await apiGets()
  assert.deepEqual(repeated(gets), [], 'no GET twice')
  for (const path of ['/api/v2/other/config', '/api/v2/member/detail', '/api/v2/video/1'])
    assert.equal(gets.filter((get) => get.startsWith(`${path} `)).length, 1, `${path} once`)
})

test('/vod?category_id=4: the categories and the first page early, each once', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/vod?category_id=4')
  await e2e.visible(page, '.course-card').first().waitFor()
  await e2e.settled(page)

  const gets = await apiGets()
  assert.deepEqual(repeated(gets), [], 'no GET twice')
  const list = (await e2e.apiLog()).filter((entry) => entry.path === '/api/v2/courses')
  assert.deepEqual(
    list.map((entry) => entry.query),
    [{ page: '1', page_size: '10', category_id: '4' }]
  )
})

for (const release of ['4.9.10', '4.9.30']) {
  test(`${release}: home's blocks asked for early on the route the config names, once`, async () => {
    await e2e.setSwitches({ meedu: release })
    const page = await e2e.newPage()
    await e2e.gotoApp(page, '/')
    await e2e.waitForText(page, '新员工必学')
    await e2e.settled(page)

    const gets = await apiGets()
    assert.deepEqual(repeated(gets), [], 'no GET twice')
    const blocks = release === '4.9.10' ? '/api/v2/viewBlock/page/blocks' : '/api/v2/decorationPage/blocks'
    const other = release === '4.9.10' ? '/api/v2/decorationPage/blocks' : '/api/v2/viewBlock/page/blocks'
    assert.equal(gets.filter((get) => get.startsWith(`${blocks} `)).length, 1, `${blocks} once`)
    assert.equal(gets.filter((get) => get.startsWith(`${other} `)).length, 0, `never ${other}`)
  })
}

test('a hostile address starts nothing of its own: no request built from it, nothing added to the page', async () => {
  const page = await e2e.newPage()
  const sent = recordRequests(page)
  await e2e.gotoApp(page, '/vod/detail?id=1%2F..%2F..%2Fmember%2Fdetail')
  await e2e.settled(page)
  await e2e.gotoApp(page, '/vod/detail?id=<img src=x onerror=alert(1)>')
  await e2e.settled(page)
  const api = sent.filter((request) => request.url.startsWith(API_URL)).map((r) => new URL(r.url).pathname)
  assert.deepEqual(
    api.filter(
      (path) =>
        !['/api/v2/other/config', '/api/v2/member/detail'].includes(path) && /course|member/.test(path)
    ),
    [],
    'no course or member request'
  )
  assert.equal(await page.locator('img[src=x]').count(), 0)
})

test('timings under a slow network (printed): the data and the chunk files start before the entry script ends', async () => {
  const page = await e2e.newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  // Cold: nothing from earlier tests in the HTTP cache.
  await cdp.send('Network.clearBrowserCache')
  // Roughly a slow 4G: 150 ms each way, 1.6 Mbit/s down.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await e2e.gotoApp(page, '/vod/detail?id=1')
  await e2e.visible(page, '#course-title').waitFor({ timeout: 30000 })
  await e2e.settled(page)
  const all = await timings(page)
  const entry = all.find((item) => /^js\/app\./.test(item.name))
  const config = all.find((item) => item.name === '/api/v2/other/config')
  const course = all.find((item) => item.name === '/api/v2/course/1')
  const chunks = new Set((await preloaded(page)).map((link) => link.href.replace(/^.*\/(js|css)\//, '$1/')))
  say(
    `early start timings (ms): ${all
      .map((item) => `${item.name} ${item.start}→${item.end}${chunks.has(item.name) ? ' (preloaded)' : ''}`)
      .join(', ')}`
  )
  assert.ok(config.start < entry.end, `config starts at ${config.start}, the entry ends at ${entry.end}`)
  assert.ok(course.start < entry.end, `course starts at ${course.start}, the entry ends at ${entry.end}`)
  for (const item of all.filter((timing) => chunks.has(timing.name)))
    assert.ok(item.start < entry.end, `${item.name} starts at ${item.start}, the entry ends at ${entry.end}`)
})
