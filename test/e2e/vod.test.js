'use strict'
// 新入职 (/vod) against the demo catalogue (40 courses; categories 1 新员工入职 → 4 公司制度, 5 办公技能; 2 专业技能 →
// 6 前端开发, 7 产品设计; 3 管理与领导力): page 1 of 10, scrolling for the next pages, the category menu and the
// 全部/免费 chips starting again from page 1 and kept in the address (a reload keeps them), a card opening its
// detail.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')

const e2e = setupE2E()

const COURSES_API = '/api/v2/courses'
const CARD = '.course-card'

/**
 * Every course the API lists for a query, in order (the app must show the same). Ask before the app does: these
 * calls land in the demo API's log too, so the app's calls are counted from after them.
 */
async function apiCourses(query = {}) {
  const all = []
  for (let page = 1; ; page++) {
    const search = new URLSearchParams({ ...query, page: String(page), page_size: '10' })
    const body = await (await fetch(`${API_URL}${COURSES_API}?${search}`)).json()
    assert.equal(body.code, 0)
    all.push(...body.data.data)
    if (body.data.data.length < 10) return all
  }
}

/** The cards on screen: [{id, title, price, subscribers}]. */
function shownCards(page) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({
        id: Number(el.getAttribute('data-course-id')),
        title: el.querySelector('.course-card__title')?.textContent ?? '',
        price: el.querySelector('.course-card__price')?.textContent ?? '',
        subscribers: el.querySelector('.course-card__subscribers')?.textContent ?? '',
      }))
  }, CARD)
}

/** The app's course-list queries after the first `since` entries of the API log. */
const courseQueries = async (since = 0) =>
  (await e2e.apiLog())
    .slice(since)
    .filter((entry) => entry.path === COURSES_API)
    .map((entry) => entry.query)

/** Scrolls down like a finger, a screen at a time. */
async function scrollDown(page, steps = 8) {
  await e2e.wheel(page, { steps })
}

async function openVod(page, route = '/vod') {
  await e2e.gotoApp(page, route)
  await e2e.visible(page, CARD).first().waitFor()
  await e2e.settled(page) // page 1 drawn, and the list has measured itself: no further page asked
}

const expectedPrice = (course) => (course.is_free === 1 || course.charge <= 0 ? '免费' : `￥${course.charge}`)

test('page 1 shows 10 courses as the API lists them; scrolling loads page 2, 3, 4 to 已经到底了', async () => {
  const all = await apiCourses()
  assert.equal(all.length, 40)
  const since = (await e2e.apiLog()).length
  const page = await e2e.newPage()
  await openVod(page)

  const first = await shownCards(page)
  assert.deepEqual(
    first,
    all.slice(0, 10).map((course) => ({
      id: course.id,
      title: course.title,
      price: expectedPrice(course),
      subscribers: `${course.user_count}人已订阅`,
    }))
  )
  assert.deepEqual(await courseQueries(since), [{ page: '1', page_size: '10' }])
  // The hostile title (course 5) shows literally.
  assert.ok(first.some((card) => card.title === '"引号" <i>斜体</i> 😀 & 测试'))
  await e2e.screenshot(page, 'vod-page-1')

  for (let round = 0; round < 6 && (await shownCards(page)).length < 40; round++) await scrollDown(page)
  await e2e.waitForText(page, '已经到底了')
  assert.deepEqual(
    (await shownCards(page)).map((card) => card.id),
    all.map((course) => course.id)
  )
  assert.deepEqual(
    (await courseQueries(since)).map((query) => query.page),
    ['1', '2', '3', '4']
  )
})

test('a category from the menu, then 免费: each starts again from page 1, in the address; a reload keeps both', async () => {
  const inCategory = await apiCourses({ category_id: '1' })
  const freeInCategory = await apiCourses({ category_id: '1', scene: 'free' })
  assert.ok(freeInCategory.length > 0 && freeInCategory.length < inCategory.length)
  const page = await e2e.newPage()
  await openVod(page)
  const before = (await e2e.apiLog()).length

  // The menu lists 全部 and the tree, children marked |----.
  await e2e.tap(page, '.vod__menu .nut-menu-title')
  const options = await e2e.visible(page, '.nut-menu-container-item').allInnerTexts()
  assert.deepEqual(
    options.map((text) => text.trim()),
    [
      '全部',
      '新员工入职',
      '|----公司制度',
      '|----办公技能',
      '专业技能',
      '|----前端开发',
      '|----产品设计',
      '管理与领导力',
    ]
  )
  await e2e.screenshot(page, 'vod-menu-open')
  await e2e.visible(page, '.nut-menu-container-item').filter({ hasText: '新员工入职' }).first().click()

  await e2e.waitForRoute(page, '/vod?category_id=1')
  await page.waitForFunction(
    ([selector, first]) => document.querySelector(selector)?.getAttribute('data-course-id') === String(first),
    [CARD, inCategory[0].id]
  )
  await e2e.settled(page)
  assert.deepEqual(await courseQueries(before), [{ page: '1', page_size: '10', category_id: '1' }])
  assert.deepEqual(
    (await shownCards(page)).map((card) => card.id),
    inCategory.slice(0, 10).map((course) => course.id)
  )
  assert.match(await e2e.visible(page, '.vod__menu .nut-menu-title').first().innerText(), /新员工入职/)

  const beforeFree = (await e2e.apiLog()).length
  await e2e.tap(page, '#scene-free')
  await e2e.waitForRoute(page, '/vod?category_id=1&scene=free')
  await page.waitForFunction(
    ([selector, count]) => document.querySelectorAll(selector).length === count,
    [CARD, Math.min(10, freeInCategory.length)]
  )
  await e2e.settled(page)
  assert.deepEqual(await courseQueries(beforeFree), [
    { page: '1', page_size: '10', category_id: '1', scene: 'free' },
  ])
  const freeCards = await shownCards(page)
  assert.ok(freeCards.every((card) => card.price === '免费'))
  await e2e.screenshot(page, 'vod-filtered')

  // A reload keeps the filter: the same query, the chip and the menu title.
  const beforeReload = (await e2e.apiLog()).length
  await page.reload()
  await e2e.visible(page, CARD).first().waitFor()
  await e2e.settled(page)
  const afterReload = (await e2e.apiLog()).slice(beforeReload).filter((entry) => entry.path === COURSES_API)
  assert.deepEqual(
    afterReload.map((entry) => entry.query),
    [{ page: '1', page_size: '10', category_id: '1', scene: 'free' }]
  )
  assert.equal(await e2e.visible(page, '#scene-free').getAttribute('data-active'), 'true')
  assert.match(await e2e.visible(page, '.vod__menu .nut-menu-title').first().innerText(), /新员工入职/)
  assert.deepEqual(
    (await shownCards(page)).map((card) => card.id),
    freeCards.map((card) => card.id)
  )

  // 全部 again: plain /vod.
  await e2e.tap(page, '#scene-all')
  await e2e.tap(page, '.vod__menu .nut-menu-title')
  await e2e
    .visible(page, '.nut-menu-container-item')
    .filter({ hasText: /^\s*全部\s*$/ })
    .first()
    .click()
  await e2e.waitForRoute(page, '/vod')
})

test('a card opens its course detail, and back shows the list as it was', async () => {
  const page = await e2e.newPage()
  await openVod(page, '/vod?scene=free')
  const cards = await shownCards(page)
  const target = cards[1]
  await e2e.visible(page, `${CARD}[data-course-id="${target.id}"]`).click()
  await e2e.waitForRoute(page, `/vod/detail?id=${target.id}`)
  await e2e.waitForText(page, target.title)

  await e2e.back(page, '/vod?scene=free')
  assert.deepEqual(
    (await shownCards(page)).map((card) => card.id),
    cards.map((card) => card.id)
  )
})

test('back pressed while the course page is still loading: the list shows again, not an error or a blank page', async () => {
  const page = await e2e.newPage()
  await openVod(page, '/vod?scene=free')
  const [first] = await shownCards(page)
  await e2e.visible(page, `${CARD}[data-course-id="${first.id}"]`).click()
  await e2e.waitForRoute(page, `/vod/detail?id=${first.id}`)
  await page.goBack() // at once: the course page's chunk is still on its way
  await e2e.waitForRoute(page, '/vod?scene=free')
  await e2e.waitForSettledPage(page, '/vod')
  await e2e.visible(page, `${CARD}[data-course-id="${first.id}"]`).waitFor()
  // The app checks what is on screen 1.5 s after a history move (platform/index.h5.ts, repairLostBack): wait for
  // that check to have run, not for a guessed time.
  await e2e.settled(page, { timersUpTo: 2000 })
  assert.equal(e2e.route(page), '/vod?scene=free')
  assert.ok((await shownCards(page)).length > 0, 'the list is on screen')
})
