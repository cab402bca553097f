'use strict'
/**
 * Exams in the built mini-program, headless, against the demo API's Paper add-on: the papers list, the paper
 * page, joining, answering every question type (taps and typing as WeChat delivers them), the 答题卡 jump, a
 * restart of the mini-program in the middle (answers come back from wx storage), 交卷 and the score; the
 * countdown ticking and the auto-submit at zero (deadline moved by /__demo/paper/deadline). Learner 1
 * (13800138000). Run after `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, findNode, input, tap, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const LIST = 'packages/exam/vodExam/index'
const DETAIL = 'packages/exam/vod/examDetail/index'
const TYPES = { 单选题: '1', 多选题: '2', 填空题: '3', 问答题: '4', 判断题: '5' }

if (!distExists()) {
  test('the mini-program has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, login, startApp, url } = useDemoBackend()

  /** The question on screen: its type from the tag (单选题…) and its number (n/N). */
  function current(page) {
    const text = textOf(page)
    const type = Object.entries(TYPES).find(([name]) => text.includes(name))
    const number = /(\d+)\/(\d+)/.exec(text.replace(/已答 \d+\/\d+/, ''))
    return { type: type && type[1], index: number ? Number(number[1]) : 0 }
  }

  /** Answer the question on screen by its type. */
  async function answer(app, page) {
    const { type } = current(page)
    if (type === '1') tap(page, 'exam-option-option2')
    if (type === '2') {
      tap(page, 'exam-option-option1')
      await app.settled()
      tap(page, 'exam-option-option3')
    }
    if (type === '5') tap(page, 'exam-judge-1')
    if (type === '3') {
      input(page, 'exam-blank-0', '杭州')
      await app.settled()
      input(page, 'exam-blank-1', '2016')
    }
    if (type === '4') input(page, 'exam-text', '团队协作就是目标一致、分工明确、及时沟通。')
    await app.settled()
    return type
  }

  test('the papers and the paper page; 开始考试 opens the attempt on top', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const list = await app.openPage(LIST)
    await waitForText(list, '新员工入职考试')
    const text = textOf(list)
    for (const part of ['8题', '限时10分钟', '免费', '可参加', '已考1次', '￥19.9', '需购买', '暂无试题'])
      assert.ok(text.includes(part), part)
    tap(list, 'paper-1')
    await app.waitForNavigation('navigateTo', `/${DETAIL}`)
    const detail = await app.waitForPage(DETAIL)
    await waitForText(detail, '剩余次数')
    assert.ok(textOf(detail).includes('72分'))
    tap(detail, 'exam-start')
    const nav = await waitFor(() =>
      app.navigations.find((n) => n.api === 'navigateTo' && String(n.url).includes('record='))
    )
    assert.match(nav.url, /id=1&record=\d+/)
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('every question type, the card, a restart in the middle, 交卷 and the score', async () => {
    const token = await login()
    const { record_id: recordId } = await fetch(new URL('/addons/Paper/api/v1/paper/1/join', url()), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    })
      .then((res) => res.json())
      .then((body) => body.data)
    let app = startApp({ storage: { [TOKEN_KEY]: token } })
    let page = await app.openPage(DETAIL, { id: '1', record: String(recordId) })
    await waitForText(page, '已答 0/8')
    // The countdown ticks.
    const first = findNode(page, 'exam-countdown')
    assert.ok(first, 'a countdown on a timed paper')
    const before = textOf(page).match(/00:\d\d:\d\d/)[0]
    await waitFor(() => textOf(page).match(/00:\d\d:\d\d/)[0] !== before, { timeout: 3000 })

    const types = new Set()
    for (let i = 0; i < 4; i++) {
      types.add(await answer(app, page))
      tap(page, 'exam-next')
      await app.settled()
    }
    await waitForText(page, '已答 4/8')
    // Typing a fill-in by the card, then the mini-program is killed before the typed answer is sent.
    tap(page, 'exam-card-open')
    await waitFor(() => findNode(page, 'exam-card-7'))
    assert.equal(findNode(page, 'exam-card-1') !== null, true)
    tap(page, 'exam-card-7')
    // The 7th question (a fill-in) is on screen once the card has closed on it; under load that takes a while.
    await waitFor(() => current(page).index === 7 && current(page).type === '3', {
      describe: () => `question on screen: ${JSON.stringify(current(page))}`,
    })
    types.add(await answer(app, page))
    const storage = Object.fromEntries(app.storage)
    app.close()

    app = startApp({ storage })
    page = await app.openPage(DETAIL, { id: '1', record: String(recordId) })
    await waitForText(page, '已答 5/8')
    // Back on the fill-in that was on screen (kept in wx storage with the answers), not on question 1.
    assert.equal(current(page).index, 7)
    for (let i = 0; i < 8; i++) {
      tap(page, 'exam-card-open')
      await waitFor(() => findNode(page, `exam-card-${i + 1}`))
      tap(page, `exam-card-${i + 1}`)
      await waitFor(() => !findNode(page, 'exam-card') && current(page).index === i + 1)
      const { type } = current(page)
      types.add(type)
      if (i === 6 || i < 4) continue
      await answer(app, page)
    }
    assert.deepEqual([...types].sort(), ['1', '2', '3', '4', '5'])
    await waitForText(page, '已答 8/8')
    tap(page, 'exam-submit')
    await waitForText(page, '确认交卷吗？')
    tap(page, 'exam-confirm-ok')
    await waitForText(page, '本次得分', { timeout: 8000 })
    await waitForText(page, '阅卷中')
    const [attempt] = (await control('GET', '/__demo/paper/records?user=1&paper=1')).filter(
      (a) => a.id === recordId
    )
    assert.equal(attempt.status, 3)
    const fill = attempt.rows.find(
      (row) => row.answer_contents_rows.length === 2 && row.answer_content.includes('杭州')
    )
    assert.ok(fill, 'the fill-in typed before the restart reached the server')
    assert.ok(textOf(page).includes(String(attempt.score)))
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('the countdown reaching zero hands the paper in by itself, once', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const detail = await app.openPage(DETAIL, { id: '2' })
    await waitForText(detail, '开始考试')
    tap(detail, 'exam-start')
    const nav = await waitFor(() =>
      app.navigations.find((n) => n.api === 'navigateTo' && String(n.url).includes('record='))
    )
    const recordId = Number(/record=(\d+)/.exec(nav.url)[1])
    const attemptPage = await app.waitForPage(DETAIL)
    await waitForText(attemptPage, '已答 0/4')
    await answer(app, attemptPage)
    await control('POST', '/__demo/paper/deadline', { record_id: recordId, seconds: 4 })
    // Opened again (as after a restart), it reads the new deadline.
    const page = await app.openPage(DETAIL, { id: '2', record: String(recordId) })
    await waitForText(page, /00:00:0[0-4]/)
    await waitForText(page, '本次得分', { timeout: 8000 })
    await waitFor(() => app.toasts.some((t) => String(t.title) === '考试时间已到，已自动交卷'))
    await app.settled()
    const submits = app.requests.filter((r) => r.path === '/addons/Paper/api/v1/paper/2/submit/all')
    assert.equal(submits.length, 1)
    const [attempt] = (await control('GET', '/__demo/paper/records?user=1&paper=2')).filter(
      (a) => a.id === recordId
    )
    assert.equal(attempt.status, 2)
  })
}
