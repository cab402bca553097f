'use strict'
// A browser that refuses every write to Web Storage (private mode, a full quota): every setItem throws a
// QuotaExceededError. The visit goes on in memory: the SMS login holds, the learner is told once that the login
// will not be remembered, watching reports progress and an exam is answered and handed in. Moving around stays
// inside the app (a reload would start a new visit, with nothing kept).

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')
const { loginHelpers, MOBILE } = require('./login-support')

const e2e = setupE2E()
const login = loginHelpers(e2e)

const NOTICE = '浏览器禁止保存数据，本次登录不会被记住'
/** How long the notice stays up (app-setup.ts); Taro shows it again on a page change within that time. */
const NOTICE_MS = 3000
const PAPER_BASE = '/addons/Paper/api/v1'

/** Every Web Storage write of the page throws, as in a private window or with a full quota. */
async function refuseStorageWrites(page) {
  await page.addInitScript(() => {
    window.__e2eRefusedWrites = 0
    Storage.prototype.setItem = function refusedSetItem() {
      window.__e2eRefusedWrites++
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
}

/** A page whose storage refuses writes. */
async function refusingPage() {
  const page = await e2e.newPage()
  await refuseStorageWrites(page)
  return page
}

/** The notice was shown (the toasts since the page loaded), and never again after its own time on screen. */
async function assertToldOnce(page) {
  const notices = (await e2e.toasts(page)).filter((toast) => toast.text === NOTICE)
  assert.ok(notices.length >= 1, 'the learner is told that the login will not be remembered')
  const later = notices.filter((toast) => toast.at > notices[0].at + NOTICE_MS)
  assert.deepEqual(later, [], 'the notice does not come back later in the visit')
}

/** Nothing reached Web Storage, and the app did try to write (the refusal was real). */
async function assertNothingStored(page) {
  const { local, session, refused } = await page.evaluate(() => ({
    local: localStorage.length,
    session: sessionStorage.length,
    refused: window.__e2eRefusedWrites,
  }))
  assert.deepEqual({ local, session }, { local: 0, session: 0 })
  assert.ok(refused > 0, 'the app tried to store something')
}

async function watchRecords() {
  const response = await fetch(`${API_URL}/__demo/records?user=1`)
  return (await response.json()).data
}

async function paperRecords(paper) {
  const response = await fetch(`${API_URL}/__demo/paper/records?user=1&paper=${paper}`)
  return (await response.json()).data
}

/** The question on screen: its id and type. */
async function currentQuestion(page) {
  const node = e2e.visible(page, '#exam-question')
  await node.waitFor()
  return { id: Number(await node.getAttribute('data-question')), type: await node.getAttribute('data-type') }
}

/** Answer a choice question on screen (single, multiple, true/false); its answer_content and chosen option. */
async function answerChoice(page) {
  const { id, type } = await currentQuestion(page)
  const option = { single: 'exam-option-option2', multiple: 'exam-option-option1', judge: 'exam-judge-0' }[
    type
  ]
  assert.ok(option, `question ${id} is a choice (type ${type})`)
  await e2e.tap(page, `#${option}`)
  await e2e.visible(page, `#${option}[data-chosen="true"]`).waitFor()
  return { id, option, content: { single: 'option2', multiple: 'option1', judge: '0' }[type] }
}

test('SMS login from 个人中心 holds for the visit, told once; an exam is answered across questions and handed in', async () => {
  const page = await refusingPage()
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '请登录' }).waitFor()
  await e2e.tap(page, '#member-user')
  await e2e.waitForRoute(page, '/login?redirect=%2Fmember')
  await e2e.waitForLoginPage(page)
  await login.smsLogin(page, MOBILE)

  // Back on 个人中心, logged in: the learner's name, and the watermark.
  await e2e.waitForRoute(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '学员小王' }).waitFor()
  // The login page went back: the app's check 1.5 s after a history move (its lost-back repair) runs while
  // 个人中心 is on screen. Moving on sooner, the check could find the next page still loading and reload the
  // tab, which here, with nothing stored, would log the learner out.
  await e2e.settled(page, { timersUpTo: 2000 })
  assert.match(await e2e.watermarkText(page), /学员小王-1/)

  // 考试 → paper 3 (untimed) → 开始考试.
  await e2e.tap(page, '#entry-exam')
  await e2e.waitForRoute(page, '/vodExam')
  await e2e.tap(page, '#paper-3')
  await e2e.waitForRoute(page, '/vod/examDetail?id=3')
  await e2e.visible(page, '#exam-start').waitFor()
  await e2e.tap(page, '#exam-start')
  const route = await e2e.waitForRoute(page, /^\/vod\/examDetail\?id=3&record=\d+$/)
  const recordId = Number(/record=(\d+)/.exec(route)[1])

  // An answer survives 下一题 and 上一题.
  const first = await answerChoice(page)
  await e2e.tap(page, '#exam-next')
  await page.waitForFunction(
    (id) =>
      document.querySelector('.taro_page:not([style*="display: none"]) #exam-question')?.dataset.question !==
      id,
    String(first.id)
  )
  const second = await answerChoice(page)
  await e2e.tap(page, '#exam-prev')
  // The first question is back (read too early, the question on screen would still be the second).
  await page.waitForFunction(
    (id) =>
      document.querySelector('.taro_page:not([style*="display: none"]) #exam-question')?.dataset.question ===
      id,
    String(first.id)
  )
  assert.equal((await currentQuestion(page)).id, first.id)
  assert.equal(await e2e.visible(page, `#${first.option}`).getAttribute('data-chosen'), 'true')

  await e2e.tap(page, '#exam-submit')
  await e2e.visible(page, '#exam-confirm').waitFor()
  await e2e.tap(page, '#exam-confirm-ok')
  await e2e.visible(page, '#exam-result-score').waitFor()
  await e2e.waitForToast(page, '交卷成功')

  const [attempt] = (await paperRecords(3)).filter((item) => item.id === recordId)
  assert.notEqual(attempt.status, 1, 'handed in')
  for (const { id, content } of [first, second]) {
    const row = attempt.rows.find((item) => item.question_id === id)
    assert.equal(row.answer_content, content, `question ${id}`)
  }
  const submits = (await e2e.apiLog()).filter(
    (entry) => entry.method === 'POST' && entry.path === `${PAPER_BASE}/paper/3/submit/all`
  )
  assert.equal(submits.length, 1)

  await assertToldOnce(page)
  await assertNothingStored(page)
})

test('SMS login from a lesson’s link plays it and reports the progress, told once', async () => {
  const page = await refusingPage()
  await e2e.gotoApp(page, '/vod/video?id=1')
  await e2e.waitForRoute(page, '/login?redirect=%2Fvod%2Fvideo%3Fid%3D1')
  await e2e.waitForLoginPage(page)
  await login.smsLogin(page, MOBILE)

  await e2e.waitForRoute(page, '/vod/video?id=1')
  assert.match(await e2e.watermarkText(page), /学员小王-1/)
  await e2e.waitForText(page, '从上次观看的 00:12 继续播放')

  // Play from 00:12 to past 00:16, pause: the pause reports the position.
  await page.waitForFunction(() => document.querySelector('video')?.readyState >= 1, null, { timeout: 10000 })
  await page.evaluate(async () => {
    const video = document.querySelector('video')
    video.muted = true
    video.playbackRate = 4
    await video.play()
  })
  await page.waitForFunction(() => document.querySelector('video').currentTime >= 16, null, {
    timeout: 15000,
  })
  await page.evaluate(() => document.querySelector('video').pause())

  let reported = []
  await e2e.waitUntil(
    async () => {
      const { calls } = await watchRecords()
      reported = calls.filter((call) => call.video_id === 1).map((call) => call.duration)
      return reported.some((duration) => duration >= 16)
    },
    () => `video 1's progress (≥ 16 s) to reach the server; it has ${JSON.stringify(reported)}`
  )

  await assertToldOnce(page)
  await assertNothingStored(page)
})
