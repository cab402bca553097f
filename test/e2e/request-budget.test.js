'use strict'
// The request budget in the browser (issue 29, Must 3): MeEdu allows 120 API requests a minute per IP address,
// shared by every learner behind an office's one address, so no screen may send more than 10 when it opens. Every
// H5 route of the route table (support/route-visits.js), logged in as learner 1, on both releases the demo API
// plays (switch `meedu`): one page load each, its requests counted from the demo API's log once the page is drawn
// and settled, minus the boot's (what opening /error sends: the config and the member). The counts are printed
// (`request budget <release>: …`) so a change shows in the test output.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')
const { routeVisits } = require('./support/route-visits')

const e2e = setupE2E()

const RELEASES = ['4.9.10', '4.9.30']
const BUDGET = 10
/**
 * Where a release draws a route otherwise than route-visits.js says (that list is 4.9.10's): v4.9.30 has no hand
 * pay, so /order/pay says the cashier offers 线下支付 and sends the learner back.
 */
const RELEASE_TEXT = { '4.9.30': { '/order/pay': '请返回重新购买' } }

let loads = 0
/** The API requests (paths) a fresh document of `hash` sends until it shows `text` and settles. */
async function requestsOpening(page, hash, text) {
  const before = (await e2e.apiLog()).length
  await page.goto(`${e2e.appUrl}/?load=${++loads}#${hash}`)
  await e2e.waitForText(page, text, { timeout: 10000 }).catch(async (error) => {
    const shown = (await e2e.bodyText(page)).slice(0, 300)
    throw new Error(`${hash} never showed ${text} (${error.message}); it shows: ${shown}`)
  })
  await e2e.settled(page)
  return (await e2e.apiLog()).slice(before).map((entry) => `${entry.method} ${entry.path}`)
}

/** `asked` without one of each of `boot` (a multiset difference). */
function beyond(asked, boot) {
  const left = [...asked]
  for (const request of boot) {
    const at = left.indexOf(request)
    if (at >= 0) left.splice(at, 1)
  }
  return left
}

for (const release of RELEASES) {
  test(`${release}: every route, logged in, opens with at most ${BUDGET} API requests beyond the boot's`, async () => {
    // A stock MeEdu has no watchCourses (a fork's endpoint): 学习成长 takes its fallback, the one that used to burst.
    await e2e.setSwitches({ meedu: release, watchCourses: false })
    const page = await e2e.newPage()
    await e2e.login(page)
    const boot = await requestsOpening(page, '/error', '返回首页')
    assert.ok(boot.length > 0 && boot.length <= 3, `the boot: ${boot.join(', ')}`)

    const rows = []
    for (const visit of routeVisits({ states: ['in'] })) {
      const shows = RELEASE_TEXT[release]?.[visit.path] ?? visit.text
      const own = beyond(await requestsOpening(page, visit.hash, shows), boot)
      rows.push({ path: visit.path, count: own.length, own })
    }
    console.log(
      `request budget ${release}: boot ${boot.length} (${boot.join(', ')}); beyond it: ${rows
        .map((row) => `${row.path} ${row.count}`)
        .join(', ')}`
    )
    const over = rows.filter((row) => row.count > BUDGET)
    assert.deepEqual(
      over.map((row) => `${row.path}: ${row.count} (${row.own.join(', ')})`),
      [],
      `routes over ${BUDGET} requests on opening`
    )
  })
}
