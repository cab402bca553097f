'use strict'
// 搜索 against the demo API's v3 search (test/demo-api/routes/search.js: titles containing the keywords,
// case-insensitive; 入门 finds 42 hits, VUE3 course 3 and video 8): the query kept in the address, type chips,
// paging to 已经到底了, keyword highlighting, hits opened by resource_id, the empty states.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')

const e2e = setupE2E()

const SEARCH_API = '/api/v3/search'
const HIT = '.search-hit'

const searchRoute = (query) => `/search?${new URLSearchParams(query).toString().replace(/\+/g, '%20')}`
const searchRequests = async () => (await e2e.apiLog()).filter((entry) => entry.path === SEARCH_API)

/** The hits on screen: [{type, title, marks, desc, resourceId, resourceType}]. */
function shownHits(page) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({
          type: el.querySelector('.search-hit__type')?.textContent ?? '',
          title: el.querySelector('.search-hit__title')?.textContent ?? '',
          marks: [...el.querySelectorAll('.search-hit__mark')].map((mark) => mark.textContent),
          desc: el.querySelector('.search-hit__desc')?.textContent ?? '',
          resourceId: el.getAttribute('data-resource-id'),
          resourceType: el.getAttribute('data-resource-type'),
        })),
    HIT
  )
}

const input = (page) => e2e.visible(page, '.search__bar input')

/** Scrolls the page down like a finger, a screen at a time. */
async function scrollDown(page, steps = 6) {
  await e2e.wheel(page, { steps, y: 500 })
}

test('without keywords: a hint and no request; typing and Enter put the query in the address', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/search')
  await e2e.visible(page, '[data-testid="search-hint"]').waitFor()
  assert.equal(await input(page).getAttribute('placeholder'), '搜索关键词')
  assert.equal((await searchRequests()).length, 0)
  await e2e.screenshot(page, 'search-hint')

  await input(page).fill('入门')
  await input(page).press('Enter')
  await e2e.waitForRoute(page, searchRoute({ keywords: '入门' }))
  await e2e.visible(page, HIT).nth(9).waitFor()
  assert.equal(await input(page).inputValue(), '入门')
  const [request] = await searchRequests()
  assert.deepEqual(request.query, { keywords: '入门', type: '0', page: '1', size: '10' })
  // In place: the address is replaced (no new history entry), and the page is the same one.
  const history = await e2e.historyCalls(page)
  assert.ok(history.some((call) => call.method === 'replaceState' && /keywords=/.test(call.url)))
  assert.ok(!history.some((call) => call.method === 'pushState' && /keywords=/.test(call.url)))
  assert.deepEqual(await e2e.shownPages(page), ['/search'])
})

test('an empty input is a toast, nothing is asked', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/search?keywords=vue3')
  await e2e.visible(page, HIT).first().waitFor()
  await input(page).fill('   ')
  await e2e.tap(page, '#search-submit')
  await e2e.waitForToast(page, '请输入关键字后再搜索')
  assert.equal(e2e.route(page), '/search?keywords=vue3')
  assert.equal((await searchRequests()).length, 1)
})

test('results page on to 已经到底了: 42 hits for 入门, pages 1…5 once each', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, searchRoute({ keywords: '入门' }))
  await e2e.visible(page, HIT).nth(9).waitFor()
  await e2e.screenshot(page, 'search-results')
  for (let round = 0; round < 10; round++) {
    if ((await e2e.visible(page, '[data-testid="list-end"]').count()) > 0) break
    await scrollDown(page)
  }
  await e2e.visible(page, '[data-testid="list-end"]').waitFor()
  const hits = await shownHits(page)
  assert.equal(hits.length, 42)
  assert.equal(new Set(hits.map((hit) => `${hit.resourceType}-${hit.resourceId}`)).size, 42)
  assert.deepEqual(
    (await searchRequests()).map((entry) => entry.query.page),
    ['1', '2', '3', '4', '5']
  )
  // Every title holds the keyword, marked.
  for (const hit of hits) assert.ok(hit.marks.includes('入门'), `${hit.title} has 入门 marked`)
  await e2e.screenshot(page, 'search-end')
})

test('type chips keep the keywords, put the type in the address and filter', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, searchRoute({ keywords: '入门' }))
  await e2e.visible(page, HIT).first().waitFor()

  await e2e.tap(page, '#search-type-video')
  await e2e.waitForRoute(page, searchRoute({ keywords: '入门', type: 'video' }))
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#search-type-video')].some(
      (el) => el.offsetParent !== null && el.getAttribute('data-active') === 'true'
    )
  )
  await e2e.visible(page, HIT).first().waitFor()
  let hits = await shownHits(page)
  assert.ok(hits.length > 0)
  assert.ok(hits.every((hit) => hit.type === '录播视频' && hit.resourceType === 'video'))

  await e2e.tap(page, '#search-type-vod')
  await e2e.waitForRoute(page, searchRoute({ keywords: '入门', type: 'vod' }))
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.search-hit')].some(
      (el) => el.offsetParent !== null && el.getAttribute('data-resource-type') === 'vod'
    )
  )
  hits = await shownHits(page)
  assert.ok(hits.every((hit) => hit.type === '录播课' && hit.resourceType === 'vod'))

  await e2e.tap(page, '#search-type-all')
  await e2e.waitForRoute(page, searchRoute({ keywords: '入门' }))
  const types = (await searchRequests()).map((entry) => entry.query.type)
  assert.deepEqual(types, ['0', 'video', 'vod', '0'])
})

test('highlight: case-insensitive, the title’s own case kept; a reload keeps the query', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, searchRoute({ keywords: 'VUE3' }))
  await e2e.visible(page, HIT).nth(1).waitFor()
  let hits = await shownHits(page)
  assert.deepEqual(
    hits.map((hit) => [hit.resourceType, hit.resourceId]),
    [
      ['vod', '3'],
      ['video', '8'],
    ]
  )
  assert.equal(hits[0].title, 'Vue3 实战入门')
  assert.deepEqual(hits[0].marks, ['Vue3'])
  assert.equal(hits[0].type, '录播课')
  assert.equal(hits[1].type, '录播视频')
  assert.ok(hits[0].desc.length > 0 && !hits[0].desc.includes('<'), 'short_desc is a plain-text preview')
  await e2e.screenshot(page, 'search-highlight')

  await page.reload()
  await e2e.visible(page, HIT).nth(1).waitFor()
  assert.equal(await input(page).inputValue(), 'VUE3')
  hits = await shownHits(page)
  assert.equal(hits.length, 2)
})

test('hits open by resource_id: a course its detail; a video the player, through login', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, searchRoute({ keywords: 'VUE3' }))
  await e2e.visible(page, HIT).nth(1).waitFor()
  await e2e.visible(page, `${HIT}[data-resource-type="vod"]`).click()
  await e2e.waitForRoute(page, '/vod/detail?id=3')
  // Back once the course page shows (not while its package is still loading).
  await e2e.waitForSettledPage(page, '/vod/detail')
  await page.goBack()
  await e2e.waitForRoute(page, searchRoute({ keywords: 'VUE3' }))
  await e2e.visible(page, `${HIT}[data-resource-type="video"]`).click()
  await e2e.waitForRoute(page, `/login?redirect=${encodeURIComponent('/vod/video?id=8')}`)
})

test('a logged-in learner opens a video hit in the player', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await e2e.gotoApp(page, searchRoute({ keywords: 'VUE3', type: 'video' }))
  await e2e.visible(page, `${HIT}[data-resource-type="video"]`).click()
  await e2e.waitForRoute(page, '/vod/video?id=8')
})

test('no results: the empty state', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, searchRoute({ keywords: '不存在的课程' }))
  await e2e.visible(page, '[data-testid="list-empty"]').waitFor()
  assert.ok((await e2e.visible(page, '[data-testid="list-empty"]').innerText()).includes('没有找到相关内容'))
  assert.equal(await e2e.visible(page, HIT).count(), 0)
  await e2e.screenshot(page, 'search-empty')
})

test('from the home page: the search box, then a search', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/')
  await e2e.tap(page, '#home-search')
  await e2e.waitForRoute(page, '/search')
  await input(page).fill('vue3')
  await e2e.tap(page, '#search-submit')
  await e2e.waitForRoute(page, '/search?keywords=vue3')
  await e2e.visible(page, HIT).nth(1).waitFor()
})
