'use strict'
// axe-core on every H5 route of the route table (test/e2e/support/route-visits.js reads src/routes.ts), logged
// out, and on the states only a tap opens for a visitor: the captcha dialog on /login and the course page's other
// tabs. Any violation at level "serious" or "critical" fails, naming the route, the state, the rule, its impact,
// the elements and axe's summary. A protected route is checked too: it shows the login page. Logged in:
// a11y-logged-in.test.js (two files, so each stays well inside the runner's 10 minutes per file).

const { test } = require('node:test')
const { setupE2E } = require('./support')
const { expectNoSeriousViolations } = require('./support/axe')
const { LOGIN_MARKER, routeVisits } = require('./support/route-visits')
const { checkCourseTabs } = require('./support/a11y-states')

const e2e = setupE2E()

for (const visit of routeVisits({ states: ['out'] })) {
  test(`axe: ${visit.hash}, ${visit.label}`, async () => {
    const page = await e2e.newPage()
    await e2e.gotoApp(page, visit.hash)
    if (visit.toLogin) await e2e.waitForRoute(page, (route) => route.startsWith('/login?redirect='))
    await e2e.waitForText(page, visit.text, { timeout: 10000 })
    await expectNoSeriousViolations(e2e, page, `${visit.hash}, ${visit.label}`)
  })
}

test('axe: the captcha dialog on /login, logged out', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/login')
  await e2e.waitForText(page, LOGIN_MARKER)
  await e2e.input(page, '#login-mobile').first().fill('13800138000')
  await e2e.visible(page, '#agreement').locator('.agreement__box').click()
  await e2e.tap(page, '#get-sms-code')
  await e2e.visible(page, '#captcha-dialog').waitFor()
  await e2e.visible(page, '#captcha-image [data-key]').first().waitFor()
  await expectNoSeriousViolations(e2e, page, '/login, logged out, the captcha dialog open')
})

test("axe: the course page's other tabs (目录, 评论, 课件), logged out", async () => {
  await checkCourseTabs(e2e, await e2e.newPage(), 'logged out')
})
