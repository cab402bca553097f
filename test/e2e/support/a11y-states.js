'use strict'
// States of a page that only a tap opens, shared by the two axe files (a11y.test.js, a11y-logged-in.test.js).

const { failOnReports, seriousViolationReport } = require('./axe')

/** Course 1, then each tab but the first (目录, 评论, 课件), tapped in turn and checked by axe; fails at the end. */
async function checkCourseTabs(e2e, page, label) {
  await e2e.gotoApp(page, '/vod/detail?id=1')
  await e2e.visible(page, '#course-title').waitFor()
  const reports = []
  for (const name of ['目录', '评论', '课件']) {
    const before = e2e.route(page)
    await e2e.visible(page, '.nut-tabs-titles-item').filter({ hasText: name }).first().click()
    await e2e.waitForRoute(page, (route) => route !== before && /^\/vod\/detail\?id=1&tab=\w+$/.test(route))
    reports.push(await seriousViolationReport(e2e, page, `/vod/detail?id=1, ${label}, the tab ${name}`))
  }
  failOnReports(reports)
}

module.exports = { checkCourseTabs }
