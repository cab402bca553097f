'use strict'
// Nothing on screen jumps while a page's data and pictures arrive, whatever order they arrive in: each answer is
// held until the page has drawn what came before it, so every step that could move something is drawn on its
// own. The sum of the layout shifts (Chromium's layout-shift entries, not after input) stays under 0.02.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')

const e2e = setupE2E()

const BLOCKS_API = '/api/v2/viewBlock/page/blocks'
const NOTICE_API = '/api/v2/announcement/latest'
const MEMBER_API = '/api/v2/member/detail'
const LEARNED_API = '/api/v3/member/courses/learned'
const IMAGES = '/__demo/img/'

/** Runs before the app: records the layout shifts not caused by input. */
function recordShifts() {
  window.__shifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      const moved = (entry.sources || []).map((source) => {
        const node = source.node
        const name = node && node.nodeType === 1 ? `${node.tagName}.${node.className}` : String(node)
        return `${name} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`
      })
      window.__shifts.push({ value: entry.value, moved })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/**
 * Holds the answers to requests whose address contains `part` until `release()`; `asked` resolves on the first
 * such request.
 */
async function hold(page, part) {
  let release
  const released = new Promise((resolve) => {
    release = resolve
  })
  let asked
  const wasAsked = new Promise((resolve) => {
    asked = resolve
  })
  await page.route(
    (url) => url.pathname.startsWith(part),
    async (route) => {
      asked()
      await released
      await route.continue().catch(() => undefined)
    }
  )
  return { release, asked: wasAsked }
}

/** Resolves when the browser has the whole answer to a request for `path`. */
function finished(page, path) {
  return new Promise((resolve) => {
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === path) resolve()
    })
  })
}

/** Two frames, so what the page holds now has been laid out and painted. */
const drawn = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/** Until every picture that has an address has loaded (or failed), then two frames. */
async function picturesIn(page) {
  await page.waitForFunction(() =>
    [...document.images].every((img) => !img.getAttribute('src') || img.complete)
  )
  await drawn(page)
}

async function totalShift(page) {
  const shifts = await page.evaluate(() => window.__shifts)
  const sum = shifts.reduce((total, shift) => total + shift.value, 0)
  return { sum, shifts }
}

async function assertNoShift(page) {
  const { sum, shifts } = await totalShift(page)
  assert.ok(sum < 0.02, `layout shift ${sum.toFixed(4)}: ${JSON.stringify(shifts)}`)
}

async function newWatchedPage() {
  const page = await e2e.newPage()
  await page.addInitScript(recordShifts)
  return page
}

test('首页: the notice landing after the blocks, then the pictures, moves nothing', async () => {
  const page = await newWatchedPage()
  const notice = await hold(page, NOTICE_API)
  const pictures = await hold(page, IMAGES)
  const blocksIn = finished(page, BLOCKS_API)
  await e2e.gotoApp(page, '/')
  await e2e.visible(page, '#home-search').waitFor()
  await notice.asked
  await blocksIn
  await drawn(page)
  notice.release()
  await e2e.visible(page, '#home-notice').waitFor()
  await e2e.visible(page, '[data-block="image-group"]').first().waitFor()
  await drawn(page)
  pictures.release()
  await picturesIn(page)
  await e2e.settled(page)
  await assertNoShift(page)
})

test('首页: the notice landing before the blocks moves nothing', async () => {
  const page = await newWatchedPage()
  const blocks = await hold(page, BLOCKS_API)
  const noticeIn = finished(page, NOTICE_API)
  await e2e.gotoApp(page, '/')
  await blocks.asked
  await noticeIn
  await drawn(page)
  blocks.release()
  await e2e.visible(page, '#home-notice').waitFor()
  await e2e.visible(page, '[data-block="slider"]').waitFor()
  await picturesIn(page)
  await e2e.settled(page)
  await assertNoShift(page)
})

test('首页: a picture of the usual shape that loads late moves nothing; one of another shape takes its own', async () => {
  const page = await newWatchedPage()
  const pictures = await hold(page, IMAGES)
  await e2e.gotoApp(page, '/')
  const first = page.locator('.taro_page_show [data-block="image-group"][data-layout="v-1"] img')
  await first.waitFor({ state: 'attached' })
  await drawn(page)
  const reserved = await first.boundingBox()
  pictures.release()
  await picturesIn(page)
  await e2e.settled(page)
  await assertNoShift(page)
  // 750×360 pictures: the reserved box was already the picture's.
  assert.deepEqual(await first.boundingBox(), reserved)
  assert.ok(Math.abs(reserved.height - (reserved.width * 360) / 750) < 1, JSON.stringify(reserved))

  // A square picture is shown whole, square (the reserved shape is only a stand-in).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const img = document.querySelector('.taro_page_show [data-layout="v-1"] img')
        img.addEventListener('load', resolve, { once: true })
        img.src = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="90" height="90"/>')}`
      })
  )
  const square = await first.boundingBox()
  assert.ok(Math.abs(square.height - square.width) < 1, JSON.stringify(square))
})

test('个人中心 (logged in): the page drawn after the boot waited for the learner moves nothing', async () => {
  const page = await newWatchedPage()
  await e2e.login(page)
  const member = await hold(page, MEMBER_API)
  await e2e.gotoApp(page, '/member')
  await member.asked
  await page.locator('.taro_page_show .page-shell__loading').waitFor()
  await drawn(page)
  member.release()
  await e2e.visible(page, '#member-user').waitFor()
  await e2e.settled(page)
  await assertNoShift(page)
})

test('持续学习 (logged in): the first page of courses replacing 加载中... moves nothing', async () => {
  const page = await newWatchedPage()
  await e2e.login(page)
  const learned = await hold(page, LEARNED_API)
  await e2e.gotoApp(page, '/study')
  await learned.asked
  await e2e.visible(page, '[data-testid=list-loading]').waitFor()
  await drawn(page)
  learned.release()
  await e2e.visible(page, '.study-card').first().waitFor()
  await picturesIn(page)
  await e2e.settled(page)
  await assertNoShift(page)
})
