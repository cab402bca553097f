'use strict'
/**
 * A phone whose clock is 2 hours fast, in the built mini-program (the vm's Date skewed; no `performance`, so the
 * app's steady clock is the wall clock held from stepping back): the exam keeps the server's time from the
 * answers' Date headers. A 10-minute paper opens with its real time left and is not handed in at once; moved to a
 * deadline a few seconds away it goes in once, at the server's deadline. Learner 1 (13800138000). Run after
 * `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, findNode, tap, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const DETAIL = 'packages/exam/vod/examDetail/index'
const HOUR = 3_600_000
const SUBMIT_ALL = '/addons/Paper/api/v1/paper/1/submit/all'

if (!distExists()) {
  test('the mini-program has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, login, startApp } = useDemoBackend()

  const shownSeconds = (page) => {
    const [h, m, s] = textOf(page)
      .match(/(\d\d):(\d\d):(\d\d)/)
      .slice(1)
      .map(Number)
    return h * 3600 + m * 60 + s
  }

  const attemptOf = async (recordId) =>
    (await control('GET', '/__demo/paper/records?user=1&paper=1')).find((a) => a.id === recordId)

  test('2 h fast: the real time left, nothing handed in early, one hand-in at the server deadline', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token }, clockSkewMs: 2 * HOUR })
    const detail = await app.openPage(DETAIL, { id: '1' })
    await waitForText(detail, '开始考试')
    tap(detail, 'exam-start')
    const nav = await waitFor(() =>
      app.navigations.find((n) => n.api === 'navigateTo' && String(n.url).includes('record='))
    )
    const recordId = Number(/record=(\d+)/.exec(nav.url)[1])
    const page = await app.waitForPage(DETAIL)
    await waitForText(page, '已答 0/8')
    assert.ok(findNode(page, 'exam-countdown'), 'a countdown on a timed paper')
    const real = (Date.parse((await attemptOf(recordId)).ended_at) - Date.now()) / 1000
    assert.ok(Math.abs(shownSeconds(page) - real) <= 3, `shows ${shownSeconds(page)} s, ${real} s are left`)
    // Ticking on, and not handed in (the phone's clock says the deadline passed 1 h 50 min ago).
    const before = shownSeconds(page)
    await waitFor(() => shownSeconds(page) < before, { timeout: 3000 })
    assert.equal(app.requests.filter((r) => r.path === SUBMIT_ALL).length, 0)
    assert.ok(textOf(page).includes('已答 0/8'))

    await control('POST', '/__demo/paper/deadline', { record_id: recordId, seconds: 4 })
    const reopened = await app.openPage(DETAIL, { id: '1', record: String(recordId) })
    await waitForText(reopened, /00:00:0[0-4]/)
    await waitForText(reopened, '本次得分', { timeout: 10000 })
    await waitFor(() => app.toasts.some((t) => String(t.title) === '考试时间已到，已自动交卷'))
    await app.settled()
    assert.equal(app.requests.filter((r) => r.path === SUBMIT_ALL).length, 1)
    const attempt = await attemptOf(recordId)
    const late = Date.parse(attempt.submitted_at) - Date.parse(attempt.ended_at)
    assert.ok(late >= 0 && late < 4000, `handed in ${late} ms after the deadline`)
  })
}
