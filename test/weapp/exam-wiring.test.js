'use strict'
/**
 * The attempt page of the built mini-program sends what waits when the app goes to the background (wx.onAppHide)
 * and when the network comes back (wx.onNetworkStatusChange, connected only), against the demo API's Paper
 * add-on. Learner 1 (13800138000). Run after `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, findNode, input, tap, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const DETAIL = 'packages/exam/vod/examDetail/index'
const SINGLE = '/addons/Paper/api/v1/paper/1/submit/single'
/** How long a typed answer waits for a pause in typing before it is sent (answer-sheet.ts). */
const TYPING_PAUSE_MS = 800

if (!distExists()) {
  test('the mini-program has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, startApp, url } = useDemoBackend()

  /** Learner 1 joins paper 1 (8 questions, every type) and opens the attempt. */
  async function openAttempt() {
    const { token } = await control('POST', '/api/v2/login/password', {
      mobile: '13800138000',
      password: 'meedu123',
    })
    const joined = await fetch(new URL('/addons/Paper/api/v1/paper/1/join', url()), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    }).then((res) => res.json())
    const recordId = joined.data.record_id
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage(DETAIL, { id: '1', record: String(recordId) })
    await waitForText(page, '已答 0/8')
    return { app, page, recordId }
  }

  /** Opens the question of this type (its tag on screen: 问答题, 单选题…) through the 答题卡. */
  async function goTo(page, tag) {
    for (let number = 1; number <= 8; number++) {
      tap(page, 'exam-card-open')
      await waitFor(() => findNode(page, `exam-card-${number}`))
      tap(page, `exam-card-${number}`)
      await waitFor(() => !findNode(page, 'exam-card'))
      if (textOf(page).includes(tag)) return
    }
    throw new Error(`no ${tag} in the paper`)
  }

  const savedRows = async (recordId) => {
    const [attempt] = (await control('GET', '/__demo/paper/records?user=1&paper=1')).filter(
      (a) => a.id === recordId
    )
    return attempt.rows
  }
  /** The page's text without the learner's watermark (repeated across the screen). */
  const screenText = (page) => textOf(page).split('学员小王')[0]
  const sends = (app) => app.requests.filter((r) => r.method === 'POST' && r.path === SINGLE)

  test('the app going to the background sends a short answer at once, not after the pause in typing', async () => {
    const { app, page, recordId } = await openAttempt()
    await goTo(page, '问答题')
    const typedAt = Date.now()
    input(page, 'exam-text', '切到后台前写下的回答')
    // The answer is in the sheet (kept in storage the moment it is given) and waits for the pause in typing.
    await waitFor(() => [...app.storage.values()].some((v) => String(v).includes('切到后台前写下的回答')))
    assert.deepEqual(sends(app), [], 'nothing sent while the learner types')

    app.hide()
    const [sent] = await waitFor(() => sends(app).length && sends(app))
    assert.ok(
      sent.at - typedAt < TYPING_PAUSE_MS,
      `sent ${sent.at - typedAt} ms after typing: by the pause in typing, not by the app going to the background`
    )
    assert.equal(sent.data.answer, '切到后台前写下的回答')
    await waitFor(async () =>
      (await savedRows(recordId)).some((row) => row.answer_content.includes('切到后台前写下的回答'))
    )
    assert.equal(sends(app).length, 1, 'sent once')
  })

  test('the network back sends an answer that failed offline; a change that is still offline sends nothing', async () => {
    const { app, page, recordId } = await openAttempt()
    await goTo(page, '单选题')
    app.setNetwork({ isConnected: false })
    tap(page, 'exam-option-option2')
    await waitFor(() => findNode(page, 'exam-unsynced'), {
      describe: () => `no 未同步 notice: ${screenText(page)}`,
    })
    assert.equal(sends(app).length, 1)
    assert.ok(sends(app)[0].offline)

    app.setNetwork({ isConnected: false, networkType: 'none' }) // still offline: no try
    app.setNetwork({ isConnected: true, networkType: '4g' })
    await waitFor(() => !findNode(page, 'exam-unsynced'), {
      describe: () => `the 未同步 notice stays after the network came back: ${screenText(page)}`,
    })
    const [offline, online] = sends(app)
    assert.equal(sends(app).length, 2, 'one try offline, one when the network came back')
    assert.ok(offline.offline && !online.offline)
    assert.equal(online.data.answer, 'option2')
    const rows = await savedRows(recordId)
    assert.ok(rows.some((row) => row.answer_content === 'option2'))
  })
}
