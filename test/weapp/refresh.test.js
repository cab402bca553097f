'use strict'
/**
 * Pull-down refresh on every list of the built mini-program, headless, against the demo API: 新入职, 持续学习,
 * 我的订单, 我的消息, 通知公告, 课件中心, 考试, 学习成长's 积分明细 and the search results. Each page's json turns the
 * pull on; scrolled to page 2, a pull asks for page 1 again, the list stays on screen until the answer is in, the
 * spinner stops then (wx.stopPullDownRefresh), and the paging starts over. A failed pull keeps the list, says why
 * and stops the spinner too. Run after `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const fs = require('fs')
const path = require('path')
const test = require('node:test')
const assert = require('node:assert/strict')
const { DIST, MISSING_BUILD, distExists, findNode, tap, textOf, waitFor } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
/** Learner 1: orders, messages, credits. Learner 4: 30 learned courses (3 pages of 持续学习). */
const LEARNER_1 = '13800138000'
const LEARNER_4 = '13300133000'
/** How long the demo API holds the pull's page 1, so the test can look at the screen meanwhile. */
const HOLD_MS = 400

/**
 * The lists: the page, the request of its pages (`page` in the query), who is logged in, the tab to open first,
 * and what of the screen must not change while the pull's page 1 is on its way (`steady`, default all of it).
 * 课件中心's "pages" are batches of course details: its next load reads course page 2, its refresh course page 1.
 */
const LISTS = [
  { name: '新入职', route: 'packages/learning/vod/index', api: '/api/v2/courses' },
  {
    name: '持续学习',
    route: 'pages/study/index',
    api: '/api/v3/member/courses/learned',
    mobile: LEARNER_4,
  },
  {
    name: '我的订单',
    route: 'packages/order/member/order/index',
    api: '/api/v2/member/orders',
    mobile: LEARNER_1,
  },
  {
    name: '我的消息',
    route: 'packages/account/messages/index',
    api: '/api/v2/member/messages',
    mobile: LEARNER_1,
  },
  { name: '通知公告', route: 'packages/training/vodNotice/index', api: '/api/v2/announcements' },
  {
    name: '课件中心',
    route: 'packages/training/vodKJ/index',
    api: '/api/v2/courses',
    // Under the courses, 继续查找课件 (the search paused) goes while the search starts again from the top.
    steady: (text) => text.replace(/继续查找课件$/, ''),
  },
  { name: '考试', route: 'packages/exam/vodExam/index', api: '/addons/Paper/api/v1/papers' },
  {
    name: '学习成长 积分明细',
    route: 'packages/training/growUp/index',
    api: '/api/v2/member/credit1Records',
    mobile: LEARNER_1,
    tab: 'growth-tab-credits',
  },
  {
    name: '搜索结果',
    route: 'packages/learning/search/index',
    query: { keywords: encodeURIComponent('入门') },
    api: '/api/v3/search',
  },
]

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, login, startApp } = useDemoBackend()

  /** Every request the app sent has had its answer from the demo API. */
  const allAnswered = (app) =>
    [...app.answers.values()].reduce((sum, answers) => sum + answers.length, 0) === app.requests.length

  /**
   * Waits until nothing is on its way (课件中心's load is a chain of requests, with the app's work between them:
   * app.settled() waits through the chain), so the screen is drawn from every answer.
   */
  async function idle(app) {
    await app.settled({ timeout: 15000 })
    assert.ok(allAnswered(app), 'every request has its answer')
  }

  /** Opens the list (logged in when it needs it) with its pages 1 and 2 in; counts wx.stopPullDownRefresh. */
  async function openOnPage2(list) {
    const storage = list.mobile ? { [TOKEN_KEY]: await login(list.mobile) } : {}
    const app = startApp({ storage })
    const stops = []
    const stop = app.wx.stopPullDownRefresh
    app.wx.stopPullDownRefresh = (options) => {
      stops.push(Date.now())
      return stop.call(app.wx, options)
    }
    const page = await app.openPage(list.route, list.query)
    if (list.tab) {
      await waitFor(() => findNode(page, list.tab))
      tap(page, list.tab)
    }
    const pages = (from = 0) =>
      app.requests
        .slice(from)
        .filter((request) => request.path === list.api)
        .map((request) => request.query.page)
    await waitFor(() => pages().includes('1'), {
      timeout: 8000,
      describe: () => `${list.name}: page 1 never asked`,
    })
    await idle(app)
    // The harness lays nothing out, so only reach-bottom loads the next page: a finger's scroll to the end, as
    // WeChat reports it (the page's scroll, then reach-bottom).
    page.onPageScroll({ scrollTop: 1000 })
    page.onReachBottom()
    await waitFor(() => pages().includes('2'), {
      timeout: 10000,
      describe: () => `${list.name}: reach-bottom asked no page 2 (${pages()})`,
    })
    await idle(app)
    return { app, page, pages, stops }
  }

  for (const list of LISTS) {
    test(`${list.name}: scrolled to page 2, a pull asks for page 1 again, keeps the list until it is in, then stops the spinner`, async () => {
      const json = JSON.parse(fs.readFileSync(path.join(DIST, `${list.route}.json`), 'utf8'))
      assert.equal(json.enablePullDownRefresh, true, `${list.route}.json turns the pull on`)

      const { app, page, pages, stops } = await openOnPage2(list)
      assert.equal(typeof page.onPullDownRefresh, 'function', 'the page takes pull-to-refresh')
      const steady = list.steady ?? ((text) => text)
      const shown = steady(textOf(page))
      const before = app.requests.length

      await control('POST', '/__demo/next', { path: list.api, delayMs: HOLD_MS })
      page.onPullDownRefresh()
      await waitFor(() => pages(before).includes('1'), {
        timeout: 8000,
        describe: () => `${list.name}: the pull asked for ${JSON.stringify(pages(before))}, not page 1`,
      })
      assert.deepEqual(pages(before), ['1'], 'page 1, once')
      // Everything but the held request has run and been drawn; page 1's answer is still on its way.
      await app.settled({ requests: false })
      assert.equal(allAnswered(app), false, 'page 1 is still on its way')
      assert.equal(steady(textOf(page)), shown, 'the list stays as it was while page 1 is on its way')
      assert.equal(stops.length, 0, 'the spinner turns until the answer is in')

      await waitFor(() => stops.length === 1, {
        timeout: 10000,
        describe: () => `${list.name}: wx.stopPullDownRefresh was called ${stops.length} times`,
      })
      await idle(app)
      assert.equal(stops.length, 1)

      // The paging starts over: the next reach-bottom asks for page 2 again.
      const afterPull = app.requests.length
      page.onPageScroll({ scrollTop: 1000 })
      page.onReachBottom()
      await waitFor(() => pages(afterPull).includes('2'), {
        timeout: 10000,
        describe: () =>
          `${list.name}: after the pull, reach-bottom asked ${JSON.stringify(pages(afterPull))}`,
      })
      await idle(app)
    })
  }

  test('我的消息: a failed pull keeps the 40 messages, says why and stops the spinner; the list goes on with page 3', async () => {
    const list = LISTS.find((item) => item.name === '我的消息')
    const { app, page, pages, stops } = await openOnPage2(list)
    const shown = textOf(page)
    const before = app.requests.length
    await control('POST', '/__demo/next', { path: list.api, status: 502 })
    page.onPullDownRefresh()
    await waitFor(() => stops.length === 1, { timeout: 10000, describe: () => 'the spinner never stopped' })
    await idle(app)
    assert.deepEqual(pages(before), ['1'])
    assert.ok(app.toasts.length > 0, 'the failure is told')
    assert.equal(textOf(page), shown, 'the list stays as it was')
    assert.ok(!textOf(page).includes('加载失败，点击重试'), 'no 重试 row: the pages shown are fine')

    const afterPull = app.requests.length
    page.onReachBottom()
    await waitFor(() => pages(afterPull).includes('3'), {
      timeout: 8000,
      describe: () => `reach-bottom after the failed pull asked ${JSON.stringify(pages(afterPull))}`,
    })
    await idle(app)
  })
}
