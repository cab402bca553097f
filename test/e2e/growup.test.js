'use strict'
// 学习成长 (/growUp) against the demo API, learner 1 (13800138000: records in courses 1, 2 and 4, a month of
// watching, 26 credit records). The fork endpoint watchCourses and, with the demo's watchCourses switch off (a
// stock MeEdu), the fallback over the v3 learned endpoints: the same totals, no toast; watching more (progress
// records) shows in today's minutes when the page is shown again; 积分明细 pages to its end.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')

const e2e = setupE2E()

const WATCH = '/api/v2/member/watchCourses'
const LEARNED = '/api/v3/member/courses/learned'

/** The app's minutes: one decimal under 10, whole from 10 on (components/MinutesChart/scale.ts). */
function minutes(seconds) {
  if (seconds <= 0) return '0'
  const value = seconds / 60
  if (value < 10) return String(Math.round(value * 10) / 10 || 0.1)
  return String(Math.round(value))
}

async function api(method, pathname, token, body) {
  const response = await fetch(`${API_URL}${pathname}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return response.json()
}

/** What the page should show, from the fork endpoint itself. */
async function expected(token) {
  const { data } = await api('GET', WATCH, token)
  const today = new Date().toISOString().slice(0, 10)
  return {
    courses: String(data.courses.length),
    videos: String(data.courses.reduce((sum, c) => sum + c.watched_videos_count, 0)),
    minutes: minutes(data.courses.reduce((sum, c) => sum + c.watch_seconds, 0)),
    order: data.courses.map((c) => c.course_id),
    today: data.daily.find((d) => d.date === today)?.seconds ?? 0,
  }
}

/** The totals and the course rows on screen. */
function shown(page) {
  return page.evaluate(() => {
    const visible = (el) => el && el.offsetParent !== null
    const number = (name) =>
      [...document.querySelectorAll(`#growth-total-${name} .grow-up__total-number`)].find(visible)
        ?.textContent
    return {
      courses: number('courses'),
      videos: number('videos'),
      minutes: number('minutes'),
      order: [...document.querySelectorAll('.growth-course')]
        .filter(visible)
        .map((el) => Number(el.getAttribute('data-course-id'))),
      bars: [...document.querySelectorAll('[data-testid=chart-bar]')].filter(visible).length,
      today: [...document.querySelectorAll('#minutes-chart-today')].find(visible)?.textContent ?? '',
      note: [...document.querySelectorAll('#growth-fallback-note')].some(visible),
    }
  })
}

async function openGrowth(page) {
  await e2e.gotoApp(page, '/growUp')
  await e2e.visible(page, '#growth-total-courses').waitFor({ timeout: 15000 })
  await e2e.visible(page, '.growth-course').first().waitFor()
}

test('the fork endpoint and the fallback (switch off) show the same totals and history, without a toast', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page, { mobile: '13800138000' })
  const want = await expected(token)
  assert.deepEqual(want.order, [1, 2, 4])

  await openGrowth(page)
  const fork = await shown(page)
  assert.deepEqual(
    { courses: fork.courses, videos: fork.videos, minutes: fork.minutes, order: fork.order },
    { courses: want.courses, videos: want.videos, minutes: want.minutes, order: want.order }
  )
  assert.equal(fork.bars, 30)
  assert.equal(fork.today, `今日 ${minutes(want.today)} 分钟`)
  assert.equal(fork.note, false)
  const row = (await e2e.visible(page, '#growth-course-2').innerText()).replace(/\s+/g, ' ')
  assert.match(row, /员工手册解读/)
  assert.match(row, /已看完1\/共3个视频/)
  await e2e.tap(page, '#growth-toggle-2')
  await e2e.visible(page, '#growth-video-5').filter({ hasText: '已看完' }).waitFor()
  await e2e.visible(page, '#growth-video-6').filter({ hasText: '已看 00:08 / 00:20' }).waitFor()
  await e2e.screenshot(page, 'growup-fork')
  assert.equal((await e2e.toasts(page)).length, 0)

  // A stock MeEdu: watchCourses answers code 404 路由不存在.
  await e2e.setSwitches({ watchCourses: false })
  const since = (await e2e.apiLog()).length
  await page.reload()
  await e2e.visible(page, '#growth-fallback-note').waitFor({ timeout: 15000 })
  await e2e.visible(page, '.growth-course').first().waitFor()
  const fallback = await shown(page)
  assert.deepEqual(
    { courses: fallback.courses, videos: fallback.videos, minutes: fallback.minutes, order: fallback.order },
    { courses: want.courses, videos: want.videos, minutes: want.minutes, order: want.order }
  )
  assert.equal(fallback.bars, 30)
  const calls = (await e2e.apiLog()).slice(since).map((entry) => entry.path)
  assert.ok(calls.includes(WATCH))
  assert.ok(calls.includes(LEARNED))
  for (const id of [1, 2, 4]) assert.ok(calls.includes(`/api/v3/member/learned/course/${id}`), `course ${id}`)
  assert.equal(e2e.route(page), '/growUp', 'no error page')
  assert.equal((await e2e.toasts(page)).length, 0, 'no toast for the missing endpoint')
  await e2e.screenshot(page, 'growup-fallback')
})

// The answer shapes a fork plausibly sends (the demo's watchCoursesShape switch): MeEdu's list shape and a bare list
// are read as they are (a bare list has no days: the chart is estimated and says so); an answer with no list the app
// knows takes the v3 fallback. Each shows the totals and history of the project's own shape, never zeros.
for (const shape of ['data', 'array', 'unreadable']) {
  test(`watchCourses answering in shape "${shape}": the same totals and history as the normal answer`, async () => {
    const page = await e2e.newPage()
    const token = await e2e.login(page, { mobile: '13800138000' })
    const want = await expected(token)
    await e2e.setSwitches({ watchCoursesShape: shape })
    const since = (await e2e.apiLog()).length

    await openGrowth(page)
    const estimated = shape !== 'data'
    if (estimated) await e2e.visible(page, '#growth-fallback-note').waitFor()
    const got = await shown(page)
    assert.deepEqual(
      { courses: got.courses, videos: got.videos, minutes: got.minutes, order: got.order },
      { courses: want.courses, videos: want.videos, minutes: want.minutes, order: want.order }
    )
    assert.notEqual(got.courses, '0')
    assert.equal(got.bars, 30)
    assert.equal(got.note, estimated)
    // The days the demo keeps are each record's seconds on its day, so the estimate matches them too.
    assert.equal(got.today, `今日 ${minutes(want.today)} 分钟`)
    const row = (await e2e.visible(page, '#growth-course-2').innerText()).replace(/\s+/g, ' ')
    assert.match(row, /员工手册解读/)
    assert.match(row, /已看完1\/共3个视频/)

    const calls = (await e2e.apiLog()).slice(since).map((entry) => entry.path)
    assert.equal(
      calls.includes(LEARNED),
      shape === 'unreadable',
      'the fallback only for the unreadable answer'
    )
    assert.equal(e2e.route(page), '/growUp', 'no error page')
    assert.equal((await e2e.toasts(page)).length, 0)
    await e2e.screenshot(page, `growup-shape-${shape}`)
  })
}

test('watching more shows in today’s minutes when 学习成长 is shown again; the course opens from its row', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page, { mobile: '13800138000' })
  const before = await expected(token)
  await openGrowth(page)
  assert.equal((await shown(page)).today, `今日 ${minutes(before.today)} 分钟`)

  // Open course 1 from its row, watch two of its videos there (the progress records the player sends), back.
  await e2e.tap(page, '#growth-course-1 .growth-course__main')
  await e2e.waitForRoute(page, '/vod/detail?id=1')
  for (const [video, seconds] of [
    [3, 20],
    [4, 30],
  ]) {
    const answer = await api('POST', `/api/v2/video/${video}/record`, token, { duration: seconds })
    assert.equal(answer.code, 0)
  }
  await e2e.back(page, '/growUp')
  const wanted = `今日 ${minutes(before.today + 50)} 分钟`
  await e2e.visible(page, '#minutes-chart-today').filter({ hasText: wanted }).waitFor({ timeout: 10000 })
  const after = await shown(page)
  const now = await expected(token)
  assert.equal(after.videos, String(Number(before.videos) + 2), 'videos 3 and 4 watched to their ends')
  assert.equal(now.videos, after.videos)
  assert.equal(after.minutes, now.minutes)
  assert.equal(now.today, before.today + 50)
  await e2e.screenshot(page, 'growup-after-watching')
})

test('积分明细: 10 a page to its end, signed sums', async () => {
  const page = await e2e.newPage()
  await e2e.login(page, { mobile: '13800138000' })
  await openGrowth(page)
  await e2e.tap(page, '#growth-tab-credits')
  await e2e.visible(page, '[data-testid=credit-row]').first().waitFor()
  const first = (await e2e.visible(page, '[data-testid=credit-row]').first().innerText()).replace(/\s+/g, ' ')
  assert.match(first, /订单抵扣 \d{4}-\d\d-\d\d \d\d:\d\d -60/)
  // The balance above the rows: learner 1's credit1 (the sum of the seeded records).
  assert.equal((await e2e.visible(page, '#growth-balance').innerText()).replace(/\s+/g, ''), '当前积分120')
  // Scroll to the end: 26 rows, then 已经到底了 (each scroll to the last row brings the next page).
  const rows = e2e.visible(page, '[data-testid=credit-row]')
  for (let round = 0; round < 5 && !(await e2e.visible(page, 'text=已经到底了').count()); round += 1) {
    const before = await rows.count()
    // Taro's H5 page scrolls inside its .taro_page element: to its bottom.
    await page.evaluate(() => {
      const shown = [...document.querySelectorAll('.taro_page')].find((el) => el.offsetParent !== null)
      shown.scrollTop = shown.scrollHeight
    })
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-testid=credit-row]').length > count ||
        document.body.innerText.includes('已经到底了'),
      before,
      { timeout: 5000 }
    )
  }
  await e2e.visible(page, 'text=已经到底了').waitFor()
  assert.equal(await e2e.visible(page, '[data-testid=credit-row]').count(), 26)
  const last = (await e2e.visible(page, '[data-testid=credit-row]').last().innerText()).replace(/\s+/g, ' ')
  assert.match(last, /注册奖励 .* \+100/)
  const pages = (await e2e.apiLog())
    .filter((entry) => entry.path === '/api/v2/member/credit1Records')
    .map((entry) => [entry.query.page, entry.query.page_size])
  assert.deepEqual(pages, [
    ['1', '10'],
    ['2', '10'],
    ['3', '10'],
  ])
  await e2e.screenshot(page, 'growup-credits')
})
