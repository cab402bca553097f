'use strict'
// Exams keep the server's time, not the phone's (utils/server-clock): Chromium's clock set 2 h ahead or behind
// (Playwright's page.clock, installed before the app loads; it keeps running in real time, so the network works),
// against the demo API's timed papers (paper 1: 10 min; /__demo/paper/deadline moves a deadline). The countdown
// shows the real time left, the paper goes in once at the server's deadline, and a reload resumes on the server
// time: from the Date header the demo API exposes, or, where a server does not expose it, from the offset kept
// with the answers.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')
const { paperRecords, moveDeadline } = require('./paper-demo')

const e2e = setupE2E()
const BASE = '/addons/Paper/api/v1'
const HOUR = 3_600_000

/** Paper 1's attempt `recordId` as the demo API keeps it. */
const attemptRecord = async (recordId) => (await paperRecords(1)).find((item) => item.id === recordId)

/** A tab in its own browser whose clock is `skewMs` off the real time from its first script on. */
async function skewedPage(skewMs) {
  const page = await e2e.newPageInOwnBrowser()
  await page.clock.install({ time: Date.now() + skewMs })
  await e2e.login(page)
  return page
}

/** 开始考试 on paper 1; returns the record id once the answering screen shows. */
async function startPaper(page) {
  await e2e.gotoApp(page, '/vod/examDetail?id=1')
  await e2e.visible(page, '#exam-start').waitFor()
  await e2e.tap(page, '#exam-start')
  const route = await e2e.waitForRoute(page, /^\/vod\/examDetail\?id=1&record=\d+$/)
  await e2e.visible(page, '#exam-question').waitFor()
  return Number(/record=(\d+)/.exec(route)[1])
}

/** The countdown in seconds. */
async function shownSeconds(page) {
  const text = await e2e.visible(page, '#exam-countdown').first().innerText()
  const [h, m, s] = text.split(':').map(Number)
  return h * 3600 + m * 60 + s
}

/** The real seconds left of an attempt, by the server's deadline. */
async function realSecondsLeft(recordId) {
  const { ended_at: endedAt } = await attemptRecord(recordId)
  return (Date.parse(endedAt) - Date.now()) / 1000
}

async function assertShowsRealTime(page, recordId, what) {
  await e2e.visible(page, '#exam-countdown').waitFor()
  const shown = await shownSeconds(page)
  const real = await realSecondsLeft(recordId)
  assert.ok(Math.abs(shown - real) <= 3, `${what}: shows ${shown} s, ${real.toFixed(1)} s are left`)
}

const submitsOf = async () =>
  (await e2e.apiLog()).filter(
    (entry) => entry.method === 'POST' && entry.path === `${BASE}/paper/1/submit/all`
  )

for (const [name, skew] of [
  ['2 h fast', 2 * HOUR],
  ['2 h slow', -2 * HOUR],
]) {
  test(`the phone ${name}: the real time left, a reload resumes it, one hand-in at the server's deadline`, async () => {
    const page = await skewedPage(skew)
    const recordId = await startPaper(page)
    await assertShowsRealTime(page, recordId, 'after 开始考试')
    assert.equal((await submitsOf()).length, 0, 'nothing handed in at the start')

    await page.reload()
    await e2e.visible(page, '#exam-question').waitFor()
    await assertShowsRealTime(page, recordId, 'after a reload')

    await moveDeadline(recordId, 6)
    await page.reload()
    await e2e.visible(page, '#exam-countdown').waitFor()
    // 6 s, or 7 (the Date header the server's time comes from counts whole seconds): not hours away.
    assert.ok((await shownSeconds(page)) <= 7, 'the moved deadline, not hours away')
    await e2e.visible(page, '#exam-result-score').waitFor({ timeout: 15000 })
    await e2e.waitForToast(page, '考试时间已到，已自动交卷', { timeout: 5000 })
    const attempt = await attemptRecord(recordId)
    const late = Date.parse(attempt.submitted_at) - Date.parse(attempt.ended_at)
    assert.ok(late >= 0 && late < 4000, `handed in ${late} ms after the deadline`)
    assert.equal((await submitsOf()).length, 1)
  })
}

test('the phone set right while the countdown runs: the countdown does not move', async () => {
  const page = await skewedPage(-2 * HOUR)
  const recordId = await startPaper(page)
  await assertShowsRealTime(page, recordId, 'before')
  await page.clock.setSystemTime(Date.now()) // the learner fixes the clock: 2 h forward at once
  // The next ticks still count the real time (and nothing is handed in).
  const before = await shownSeconds(page)
  await page.waitForFunction(
    (start) => {
      const node = [...document.querySelectorAll('#exam-countdown')].find((el) => el.offsetParent !== null)
      const [h, m, s] = node.textContent.split(':').map(Number)
      return h * 3600 + m * 60 + s <= start - 2
    },
    before,
    { timeout: 5000 }
  )
  await assertShowsRealTime(page, recordId, 'after the clock was set')
  assert.equal(await e2e.visible(page, '#exam-question').count(), 1)
  assert.equal((await submitsOf()).length, 0)
})

test('a server that hides Date from the browser: the join, then the offset kept with the answers', async () => {
  const page = await skewedPage(2 * HOUR)
  // As an API without Access-Control-Expose-Headers: Date (the browser then shows no Date to the app).
  await page.route(`${API_URL}/**`, async (route) => {
    const response = await route.fetch()
    const headers = { ...response.headers() }
    delete headers['access-control-expose-headers']
    await route.fulfill({ response, headers })
  })
  const recordId = await startPaper(page)
  await assertShowsRealTime(page, recordId, 'after 开始考试 (the attempt start)')
  const kept = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) || '{}').clockOffset,
    `meedu-learner-exam-1-1-${recordId}`
  )
  assert.ok(Math.abs(kept + 2 * HOUR) < 5000, `the offset kept with the answers: ${kept}`)
  await page.reload()
  await e2e.visible(page, '#exam-question').waitFor()
  await assertShowsRealTime(page, recordId, 'after a reload (the kept offset)')
  assert.equal((await submitsOf()).length, 0)
})
