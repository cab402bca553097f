'use strict'
// axe-core on every H5 route of the route table, logged in as the demo learner, and on the states only a tap
// opens: the logout confirm on 个人资料, an exam attempt in progress with its 答题卡 and its hand-in confirm, and the
// course page's other tabs. Fails on any violation at level "serious" or "critical" (see a11y.test.js).

const { test } = require('node:test')
const { setupE2E } = require('./support')
const { expectNoSeriousViolations, failOnReports, seriousViolationReport } = require('./support/axe')
const { routeVisits } = require('./support/route-visits')
const { checkCourseTabs } = require('./support/a11y-states')

const e2e = setupE2E()

/** A tab with the demo learner's token. */
async function learnerPage() {
  const page = await e2e.newPage()
  await e2e.login(page)
  return page
}

for (const visit of routeVisits({ states: ['in'] })) {
  test(`axe: ${visit.hash}, ${visit.label}`, async () => {
    const page = await learnerPage()
    await e2e.gotoApp(page, visit.hash)
    await e2e.waitForText(page, visit.text, { timeout: 10000 })
    await expectNoSeriousViolations(e2e, page, `${visit.hash}, ${visit.label}`)
  })
}

test('axe: the logout confirm on 个人资料, logged in', async () => {
  const page = await learnerPage()
  await e2e.gotoApp(page, '/member/profile')
  await e2e.visible(page, '#profile-logout').waitFor()
  await e2e.tap(page, '#profile-logout')
  await e2e.visible(page, '#confirm-dialog').waitFor()
  await expectNoSeriousViolations(e2e, page, '/member/profile, logged in, the logout confirm open')
})

test('axe: an exam attempt in progress, its 答题卡 and the hand-in confirm, logged in', async () => {
  const page = await learnerPage()
  const where = (what) => `/vod/examDetail?id=1, logged in, ${what}`
  await e2e.gotoApp(page, '/vod/examDetail?id=1')
  await e2e.visible(page, '#exam-start').waitFor()
  await e2e.tap(page, '#exam-start')
  await e2e.waitForRoute(page, /^\/vod\/examDetail\?id=1&record=\d+$/)
  await e2e.visible(page, '#exam-question').waitFor()
  const reports = [await seriousViolationReport(e2e, page, where('an attempt in progress'))]

  await e2e.tap(page, '#exam-card-open')
  await e2e.visible(page, '#exam-card').waitFor()
  reports.push(await seriousViolationReport(e2e, page, where('the 答题卡 open')))
  await e2e.tap(page, '#exam-card-close')
  await page.locator('#exam-card').first().waitFor({ state: 'hidden' })

  await e2e.tap(page, '#exam-submit')
  await e2e.visible(page, '#exam-confirm').waitFor()
  reports.push(await seriousViolationReport(e2e, page, where('the hand-in confirm open')))
  failOnReports(reports)
})

test("axe: the course page's other tabs (目录, 评论, 课件), logged in", async () => {
  await checkCourseTabs(e2e, await learnerPage(), 'logged in')
})
