'use strict'
// 持续学习 (/study) against the demo API. Learner 1 (13800138000): 3 learned (1, 2, 4), 2 subscribed (4, 2), 2 liked
// (3, 1). Learner 4 (13300133000): 30 learned (3 pages of 10). Learner 2 (13900139000): nothing. Tabs in the
// address (a reload keeps the tab), each tab's items with 已订阅 and 已学N/M课时, a tap on 在学 resuming the last
// video and on the other tabs opening the course.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')

const e2e = setupE2E()

const ENDPOINTS = {
  study: '/api/v3/member/courses/learned',
  course: '/api/v3/member/courses',
  collect: '/api/v3/member/courses/like',
}
const CARD = '.study-card'

/** Every item of a tab's list straight from the API, in order (ask before the app does: it lands in the log). */
async function apiItems(token, tab) {
  const all = []
  for (let page = 1; ; page++) {
    const search = new URLSearchParams({ page: String(page), size: '10', type: 'vod' })
    const response = await fetch(`${API_URL}${ENDPOINTS[tab]}?${search}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
    const body = await response.json()
    assert.equal(body.code, 0)
    all.push(...body.data.data)
    if (body.data.data.length < 10) return all
  }
}

/** What a card should show for an API item on a tab. */
function expectedCard(item, tab) {
  return {
    id: item.course_id,
    title: item.course.title,
    progress: `已学${item.learned_count}/${item.course.videos_count}课时`,
    subscribed: tab === 'course' || item.is_subscribe === 1,
  }
}

/** The cards on screen. */
function shownCards(page) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({
        id: Number(el.getAttribute('data-course-id')),
        title: el.querySelector('.study-card__title')?.textContent ?? '',
        progress: el.querySelector('.study-card__progress')?.textContent ?? '',
        subscribed: Boolean(el.querySelector('.study-card__badge')),
      }))
  }, CARD)
}

const activeTab = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.chip-tabs__tab--active')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => el.textContent)
  )

async function waitForCards(page, ids) {
  await page.waitForFunction(
    ([selector, wanted]) =>
      JSON.stringify(
        [...document.querySelectorAll(selector)]
          .filter((el) => el.offsetParent !== null)
          .map((el) => Number(el.getAttribute('data-course-id')))
      ) === JSON.stringify(wanted),
    [CARD, ids],
    { timeout: 10000 }
  )
}

const listCalls = async (since) =>
  (await e2e.apiLog())
    .slice(since)
    .filter((entry) => Object.values(ENDPOINTS).includes(entry.path))
    .map((entry) => ({ path: entry.path, ...entry.query }))

test('在学 first: each learned course with 已学N/M课时 and 已订阅; 订阅 and 收藏 in the address; a reload keeps the tab', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page, { mobile: '13800138000' })
  const lists = {
    study: await apiItems(token, 'study'),
    course: await apiItems(token, 'course'),
    collect: await apiItems(token, 'collect'),
  }
  assert.deepEqual(lists.study.map((item) => item.course_id).sort(), [1, 2, 4])
  const since = (await e2e.apiLog()).length

  await e2e.gotoApp(page, '/study')
  await waitForCards(
    page,
    lists.study.map((item) => item.course_id)
  )
  assert.deepEqual(await activeTab(page), ['在学'])
  assert.deepEqual(
    await shownCards(page),
    lists.study.map((item) => expectedCard(item, 'study'))
  )
  // The bought courses carry 已订阅 on 在学 too.
  assert.ok((await shownCards(page)).some((card) => card.subscribed))
  assert.ok((await shownCards(page)).some((card) => !card.subscribed))
  await e2e.screenshot(page, 'study-learned')

  await e2e.tap(page, '#study-tab-course')
  await e2e.waitForRoute(page, '/study?tab=course')
  await waitForCards(
    page,
    lists.course.map((item) => item.course_id)
  )
  assert.deepEqual(await activeTab(page), ['订阅'])
  assert.deepEqual(
    await shownCards(page),
    lists.course.map((item) => expectedCard(item, 'course'))
  )
  assert.ok((await shownCards(page)).every((card) => card.subscribed))

  await e2e.tap(page, '#study-tab-collect')
  await e2e.waitForRoute(page, '/study?tab=collect')
  await waitForCards(
    page,
    lists.collect.map((item) => item.course_id)
  )
  assert.deepEqual(
    await shownCards(page),
    lists.collect.map((item) => expectedCard(item, 'collect'))
  )
  await e2e.screenshot(page, 'study-liked')

  assert.deepEqual(await listCalls(since), [
    { path: ENDPOINTS.study, page: '1', size: '10', type: 'vod' },
    { path: ENDPOINTS.course, page: '1', size: '10', type: 'vod' },
    { path: ENDPOINTS.collect, page: '1', size: '10', type: 'vod' },
  ])

  const beforeReload = (await e2e.apiLog()).length
  await page.reload()
  await waitForCards(
    page,
    lists.collect.map((item) => item.course_id)
  )
  assert.deepEqual(await activeTab(page), ['收藏'])
  assert.deepEqual(
    (await listCalls(beforeReload)).map((call) => call.path),
    [ENDPOINTS.collect]
  )
})

test('a tap on 在学 resumes the last video; on 订阅 and 收藏 it opens the course', async () => {
  const page = await e2e.newPage({ allow: [/.*/] }) // the player page is not what this test checks
  const token = await e2e.login(page, { mobile: '13800138000' })
  const learned = await apiItems(token, 'study')
  const withVideo = learned.find(
    (item) => !Array.isArray(item.last_view_video) && item.last_view_video.video_id
  )
  assert.ok(withVideo, 'learner 1 has a course with a last video')
  const subscribed = await apiItems(token, 'course')
  const liked = await apiItems(token, 'collect')

  await e2e.gotoApp(page, '/study')
  await waitForCards(
    page,
    learned.map((item) => item.course_id)
  )
  await e2e.tap(page, `${CARD}[data-course-id="${withVideo.course_id}"]`)
  await e2e.waitForRoute(page, `/vod/video?id=${withVideo.last_view_video.video_id}`, {
    timeout: 10000,
  })

  // The other tabs, in a fresh tab of the browser (this test is not about leaving the player).
  const list = await e2e.newPage()
  await e2e.gotoApp(list, '/study')
  await e2e.visible(list, CARD).first().waitFor() // (in an order the player may have changed)
  await e2e.tap(list, '#study-tab-course')
  await waitForCards(
    list,
    subscribed.map((item) => item.course_id)
  )
  await e2e.tap(list, `${CARD}[data-course-id="${subscribed[0].course_id}"]`)
  await e2e.waitForRoute(list, `/vod/detail?id=${subscribed[0].course_id}`)

  await e2e.back(list, '/study?tab=course')
  // Shown again, the list reloads page 1 (progress may have changed); wait for that before tapping on.
  await e2e.waitForApiRequest((entry) => entry.path === ENDPOINTS.course && entry.query.page === '1', {
    what: 'the refresh on show',
  })
  await waitForCards(
    list,
    subscribed.map((item) => item.course_id)
  )
  await e2e.settled(list) // the refresh has ended before the next tap
  await e2e.tap(list, '#study-tab-collect')
  await waitForCards(
    list,
    liked.map((item) => item.course_id)
  )
  await e2e.tap(list, `${CARD}[data-course-id="${liked[0].course_id}"]`)
  await e2e.waitForRoute(list, `/vod/detail?id=${liked[0].course_id}`)
})

test('30 learned courses: scrolling loads pages 2 and 3, then 已经到底了', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page, { mobile: '13300133000' })
  const learned = await apiItems(token, 'study')
  assert.equal(learned.length, 30)
  const since = (await e2e.apiLog()).length

  await e2e.gotoApp(page, '/study')
  await waitForCards(
    page,
    learned.slice(0, 10).map((item) => item.course_id)
  )
  await e2e.wheel(page, { steps: 20, until: async () => (await shownCards(page)).length >= 30 })
  await e2e.waitForText(page, '已经到底了')
  assert.deepEqual(
    (await shownCards(page)).map((card) => card.id),
    learned.map((item) => item.course_id)
  )
  assert.deepEqual(
    (await listCalls(since)).map((call) => call.page),
    ['1', '2', '3']
  )
})

test('nothing yet: each tab says so and 去看看 leads to 新入职', async () => {
  const page = await e2e.newPage()
  await e2e.login(page, { mobile: '13900139000' })
  await e2e.gotoApp(page, '/study')
  await e2e.waitForText(page, '暂无在学课程')
  await e2e.screenshot(page, 'study-empty')
  await e2e.tap(page, '#study-tab-course')
  await e2e.waitForText(page, '暂无订阅课程')
  await e2e.tap(page, '#study-tab-collect')
  await e2e.waitForText(page, '暂无收藏课程')
  await e2e.tap(page, '#study-browse')
  await e2e.waitForRoute(page, '/vod')
})
