'use strict'
// Pull-down refresh on the lists of the H5 build, by touch as on a phone (Taro's H5 refresher): 新入职, 我的消息,
// 通知公告 and the search results. Scrolled to page 2, a pull at the top asks for page 1 again, the list stays on
// screen while it comes, the refresher goes back, and the infinite list loads page 2 again on scrolling. A failed
// pull keeps the list usable and says why. Scrolled down, a downward swipe scrolls the list instead of pulling.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')

const e2e = setupE2E()

/** The lists; `size`: a page's items (10 unless said). */
const LISTS = [
  { name: '新入职', route: '/vod', api: '/api/v2/courses', item: '.course-card' },
  {
    name: '我的消息',
    route: '/messages',
    api: '/api/v2/member/messages',
    item: '.messages__item',
    login: true,
    size: 20,
  },
  { name: '通知公告', route: '/vodNotice', api: '/api/v2/announcements', item: '.notice-card' },
  {
    name: '搜索结果',
    route: `/search?keywords=${encodeURIComponent('入门')}`,
    api: '/api/v3/search',
    item: '.search-hit',
  },
]

/** The pages of `api` asked for since log entry `from`. */
async function pagesAsked(api, from = 0) {
  return (await e2e.apiLog())
    .slice(from)
    .filter((entry) => entry.path === api)
    .map((entry) => entry.query.page)
}

async function waitForPage(api, number, from = 0, { timeout = 8000 } = {}) {
  const deadline = Date.now() + timeout
  while (!(await pagesAsked(api, from)).includes(number)) {
    if (Date.now() > deadline)
      throw new Error(`${api}: page ${number} never asked (${JSON.stringify(await pagesAsked(api, from))})`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The page on screen scrolled to `top` (Taro's H5 pages scroll in their .taro_page); its scrollTop after. */
const scrollTo = (page, top) =>
  page.evaluate((value) => {
    const shown = document.querySelector('.taro_page_show')
    shown.scrollTop = value
    return shown.scrollTop
  }, top)

/** Wheel turns down, a screen at a time, as in the infinite-list tests. */
async function scrollDown(page, steps = 8) {
  await e2e.wheel(page, { steps, y: 500 })
}

const countItems = (page, selector) => e2e.visible(page, selector).count()

/** The refresher has gone back (its content is not pulled down). */
const refresherBack = (page) =>
  page.waitForFunction(
    () => {
      const content = document.querySelector('.taro_page_show .rmc-pull-to-refresh-content')
      return !!content && !/translate3d\(0px, ?[1-9]/.test(content.style.transform)
    },
    null,
    { timeout: 5000 }
  )

/** The list open with pages 1 and 2 shown, scrolled back to the top. */
async function openOnPage2(page, list) {
  if (list.login) await e2e.login(page)
  await e2e.gotoApp(page, list.route)
  await e2e
    .visible(page, list.item)
    .nth((list.size ?? 10) - 1)
    .waitFor()
  await e2e.settled(page)
  await scrollDown(page)
  await waitForPage(list.api, '2')
  await e2e.settled(page)
  const shown = await countItems(page, list.item)
  assert.ok(shown > (list.size ?? 10), `${list.name}: page 2 is shown (${shown} items)`)
  await scrollTo(page, 0)
  await e2e.settled(page)
  return shown
}

for (const list of LISTS) {
  test(`${list.name}: a pull at the top asks for page 1 again, keeping the list on screen; scrolling then loads page 2 again`, async () => {
    const page = await e2e.newPage()
    const shown = await openOnPage2(page, list)
    const before = (await e2e.apiLog()).length

    await e2e.queueNext({ path: list.api, delayMs: 600 })
    assert.equal(await e2e.drag(page, { from: 100, to: 500 }), true, 'the refresher takes a pull at the top')
    await waitForPage(list.api, '1', before)
    assert.deepEqual(await pagesAsked(list.api, before), ['1'], 'page 1, once')
    assert.equal(await countItems(page, list.item), shown, 'the list stays while page 1 is on its way')
    assert.equal(await e2e.visible(page, '[data-testid="list-loading"]').count(), 0, 'no 加载中 line')

    await refresherBack(page)
    await e2e.settled(page)
    assert.equal(await countItems(page, list.item), list.size ?? 10, 'page 1 replaces the pages shown')

    const afterPull = (await e2e.apiLog()).length
    await scrollDown(page)
    await waitForPage(list.api, '2', afterPull)
    await e2e.settled(page)
    await scrollTo(page, 0)
  })
}

test('通知公告: a failed pull keeps the list, says why, and a card still opens its notice', async () => {
  const list = LISTS.find((item) => item.name === '通知公告')
  const page = await e2e.newPage({ allow: [/502/] })
  const shown = await openOnPage2(page, list)
  const before = (await e2e.apiLog()).length
  await e2e.queueNext({ path: list.api, status: 502 })
  assert.equal(await e2e.drag(page, { from: 100, to: 500 }), true)
  await waitForPage(list.api, '1', before)
  await e2e.waitForToast(page, /502/)
  await refresherBack(page)
  await e2e.settled(page)
  assert.equal(await countItems(page, list.item), shown, 'the list stays as it was')
  assert.equal(await e2e.visible(page, '#list-retry').count(), 0, 'no 重试 row: the pages shown are fine')

  await e2e.tap(page, '#notice-25')
  await e2e.waitForRoute(page, '/vodNotice?id=25')
})

test('新入职: scrolled down, a downward swipe scrolls the list, not the refresher', async () => {
  const list = LISTS.find((item) => item.name === '新入职')
  const page = await e2e.newPage()
  await openOnPage2(page, list)
  const before = (await e2e.apiLog()).length
  assert.ok((await scrollTo(page, 600)) > 0, 'the list is long enough to scroll')
  assert.equal(await e2e.drag(page, { from: 100, to: 400 }), false, 'every move is left to native scrolling')
  const pulled = await page.evaluate(
    () => document.querySelector('.taro_page_show .rmc-pull-to-refresh-content').style.transform
  )
  assert.ok(!/translate3d\(0px, ?[1-9]/.test(pulled), `the content is not pulled down (${pulled})`)
  await e2e.settled(page)
  assert.deepEqual(await pagesAsked(list.api, before), [], 'nothing reloaded')
  await scrollTo(page, 0)
})
