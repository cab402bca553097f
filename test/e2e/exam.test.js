'use strict'
// 考试 against the demo API's Paper add-on (test/demo-api/papers.js): learner 1 (13800138000). Paper 1 has every
// question type (10 min, 3 tries, 1 used); paper 2 is timed at 1 minute; paper 3 is untimed; paper 5 is paid
// (￥19.9); paper 6 has no questions. /__demo/paper/deadline moves an attempt's deadline,
// /__demo/paper/records shows what the server holds.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')
const { paperRecords: records, moveDeadline } = require('./paper-demo')

const e2e = setupE2E()
const BASE = '/addons/Paper/api/v1'

const text = (page, selector) => e2e.visible(page, selector).first().innerText()

/** Open a paper, tap 开始考试, and wait for the answering screen; returns the record id from the address. */
async function startPaper(page, paperId) {
  await e2e.gotoApp(page, `/vod/examDetail?id=${paperId}`)
  await e2e.visible(page, '#exam-start').waitFor()
  await e2e.tap(page, '#exam-start')
  const route = await e2e.waitForRoute(page, new RegExp(`^/vod/examDetail\\?id=${paperId}&record=\\d+$`))
  await e2e.visible(page, '#exam-question').waitFor()
  return Number(/record=(\d+)/.exec(route)[1])
}

/**
 * Nothing is wider than the 375 px screen: neither the document nor the page scrolls sideways, and the countdown
 * row starts at its padding (a too-wide fill-in box slid the whole page left and cut the countdown).
 */
async function assertNoSideways(page, what) {
  // Not while Taro slides a page in (two pages side by side for a moment).
  await e2e.waitForSettledPage(page, '/vod/examDetail')
  const sizes = await page.evaluate(() => {
    const root = document.scrollingElement
    const shown = [...document.querySelectorAll('.taro_page')].find((node) => node.offsetParent !== null)
    const top = document.querySelector('.exam-answer__top')
    return {
      root: [root.scrollWidth, root.clientWidth, root.scrollLeft],
      page: shown ? [shown.scrollWidth, shown.clientWidth, shown.scrollLeft] : null,
      topLeft: top ? top.getBoundingClientRect().left : 0,
    }
  })
  assert.ok(sizes.root[0] <= sizes.root[1] && sizes.root[2] === 0, `${what}: document ${sizes.root}`)
  assert.ok(
    sizes.page && sizes.page[0] <= sizes.page[1] && sizes.page[2] === 0,
    `${what}: page ${sizes.page}`
  )
  assert.equal(sizes.topLeft, 0, `${what}: the countdown row starts at the screen's edge`)
}

/** The question on screen: its id and type. */
async function currentQuestion(page) {
  const node = e2e.visible(page, '#exam-question')
  await node.waitFor()
  return { id: Number(await node.getAttribute('data-question')), type: await node.getAttribute('data-type') }
}

/** Answer the question on screen by its type; returns what the server should hold as answer_content. */
async function answerCurrent(page) {
  const { id, type } = await currentQuestion(page)
  switch (type) {
    case 'single':
      await e2e.tap(page, '#exam-option-option2')
      await e2e.visible(page, '#exam-option-option2[data-chosen="true"]').waitFor()
      return { id, content: 'option2' }
    case 'multiple':
      await e2e.tap(page, '#exam-option-option3')
      await e2e.tap(page, '#exam-option-option1')
      await e2e.visible(page, '#exam-option-option1[data-chosen="true"]').waitFor()
      return { id, content: 'option1,option3' }
    case 'judge':
      await e2e.tap(page, '#exam-judge-0')
      await e2e.visible(page, '#exam-judge-0[data-chosen="true"]').waitFor()
      return { id, content: '0' }
    case 'fill': {
      const blanks = await e2e.input(page, '[id^="exam-blank-"]').count()
      const values = []
      for (let i = 0; i < blanks; i++) {
        values.push(`空${i + 1}`)
        await e2e.input(page, `#exam-blank-${i}`).fill(`空${i + 1}`)
      }
      return { id, content: values.join(',') }
    }
    default: {
      const answer = '团队协作就是目标一致、分工明确、及时沟通。'
      await e2e.visible(page, 'textarea#exam-text, #exam-text textarea').fill(answer)
      return { id, content: answer }
    }
  }
}

test('exams off: 考试功能未开启 on both pages, and not one add-on request', async () => {
  await e2e.setSwitches({ paper: false })
  const page = await e2e.newPage()
  await e2e.login(page)
  await e2e.gotoApp(page, '/vodExam')
  await e2e.visible(page, '[data-testid="exam-disabled"]').waitFor()
  assert.match(await text(page, '[data-testid="exam-disabled"]'), /考试功能未开启/)
  await e2e.gotoApp(page, '/vod/examDetail?id=1')
  await page.reload()
  await e2e.visible(page, '[data-testid="exam-disabled"]').waitFor()
  const log = await e2e.apiLog()
  assert.ok(log.some((entry) => entry.path === '/api/v2/other/config'))
  assert.deepEqual(
    log.filter((entry) => entry.path.startsWith('/addons/')).map((entry) => entry.path),
    []
  )
})

test('exams on: the papers with count, time limit, price, whether one can join, attempts; tap → the paper', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  // Reached from 个人中心's icon row.
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '#entry-exam').waitFor()
  await e2e.tap(page, '#entry-exam')
  await e2e.waitForRoute(page, '/vodExam')
  await e2e.visible(page, '#paper-1').waitFor()
  await e2e.screenshot(page, 'exam-list')
  const first = await text(page, '#paper-1')
  for (const part of ['新员工入职考试', '8题', '限时10分钟', '免费', '可参加', '已考1次', '最高72分'])
    assert.ok(first.includes(part), `paper 1 shows ${part}: ${first}`)
  assert.match(await text(page, '#paper-3'), /不限时/)
  const paid = await text(page, '#paper-5')
  assert.ok(paid.includes('￥19.9') && paid.includes('需购买'), paid)
  // A paper without questions: 暂无试题, no 0题 / time limit / 总分0 · 及格0.
  const empty = await text(page, '#paper-6')
  assert.ok(empty.includes('暂无试题') && !/暂不可参加|限时|总分|及格|0题/.test(empty), empty)
  // The page padding of 通知公告 and 课件中心: 16 px on each side of a card.
  await e2e.waitForSettledPage(page, '/vodExam')
  const box = await e2e.visible(page, '#paper-1').boundingBox()
  assert.deepEqual([box.x, 375 - (box.x + box.width)], [16, 16])
  const pages = (await e2e.apiLog()).filter((entry) => entry.path === `${BASE}/papers`)
  assert.deepEqual(pages[0].query, { page: '1', page_size: '10' })

  await e2e.tap(page, '#paper-1')
  await e2e.waitForRoute(page, '/vod/examDetail?id=1')
  await e2e.visible(page, '#exam-title').waitFor()
  assert.equal(await text(page, '#exam-score'), '100')
  assert.equal(await text(page, '#exam-pass-score'), '60')
  assert.equal(await text(page, '#exam-time-limit'), '10分钟')
  assert.equal(await text(page, '#exam-question-count'), '8题')
  assert.equal(await text(page, '#exam-attempts-left'), '2次')
  assert.match(await text(page, '#exam-attempts'), /72分/)
  assert.match(await text(page, '#exam-required'), /\S/)
  await e2e.screenshot(page, 'exam-detail')
})

test('a full exam with every type, a reload in the middle (nothing lost), the card, 交卷 and the review', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  const recordId = await startPaper(page, 1)
  assert.match(await text(page, '#exam-countdown'), /^00:(09|10):\d\d$/)

  const given = new Map()
  const types = new Set()
  // The first half, then a fill-in typed and the page reloaded at once (before its send).
  for (let i = 0; i < 4; i++) {
    const { type } = await currentQuestion(page)
    types.add(type)
    await assertNoSideways(page, `question ${i + 1} (type ${type})`)
    const answer = await answerCurrent(page)
    given.set(answer.id, answer.content)
    await e2e.tap(page, '#exam-next')
  }
  await e2e.tap(page, '#exam-card-open')
  await e2e.visible(page, '#exam-card').waitFor()
  assert.equal(await e2e.visible(page, '[id^="exam-card-"][data-answered="true"]').count(), 4)
  await e2e.screenshot(page, 'exam-card')
  // Jump to the fill-in (7th) by the card.
  await e2e.tap(page, '#exam-card-7')
  const fill = await currentQuestion(page)
  assert.equal(fill.type, 'fill')
  await assertNoSideways(page, 'the fill-in')
  // Tapping a blank does not slide the page either.
  await e2e.input(page, '#exam-blank-1').first().click()
  const blankBox = await e2e.visible(page, '#exam-blank-1').boundingBox()
  assert.ok(
    blankBox.x + blankBox.width <= 375 - 16,
    `the blank ends inside the padding: ${JSON.stringify(blankBox)}`
  )
  const fillAnswer = await answerCurrent(page)
  given.set(fillAnswer.id, fillAnswer.content)
  await assertNoSideways(page, 'the fill-in, typed')
  await page.reload()
  await e2e.visible(page, '#exam-question').waitFor()
  await e2e.waitForText(page, '已答 5/8')

  // After the reload: back on the fill-in (not question 1) with its blanks, the first answer kept too.
  assert.equal((await currentQuestion(page)).id, fill.id)
  assert.match(await text(page, '#exam-question'), /^\S+\s*7\/8/)
  assert.equal(await e2e.input(page, '#exam-blank-0').inputValue(), '空1')
  await e2e.tap(page, '#exam-card-open')
  await e2e.tap(page, '#exam-card-1')
  assert.equal(await e2e.visible(page, '#exam-option-option2').getAttribute('data-chosen'), 'true')

  // The rest, through 下一题.
  for (let i = 1; i < 8; i++) {
    await e2e.tap(page, '#exam-next')
    const { id, type } = await currentQuestion(page)
    types.add(type)
    await assertNoSideways(page, `question ${i + 1} (type ${type})`)
    if (given.has(id)) continue
    const answer = await answerCurrent(page)
    given.set(id, answer.content)
  }
  assert.deepEqual([...types].sort(), ['fill', 'judge', 'multiple', 'short-answer', 'single'])
  // The bottom bar's three buttons stand on one line (no stacking gap between adjacent buttons).
  const barTops = []
  for (const id of ['exam-prev', 'exam-card-open', 'exam-next'])
    barTops.push(Math.round((await e2e.visible(page, `#${id}`).boundingBox()).y))
  assert.deepEqual(barTops, [barTops[0], barTops[0], barTops[0]], `the bar's buttons at ${barTops}`)
  await e2e.screenshot(page, 'exam-answering')
  await e2e.tap(page, '#exam-submit')
  await e2e.visible(page, '#exam-confirm').waitFor()
  assert.equal(await text(page, '#exam-confirm-text'), '确认交卷吗？交卷后不能修改答案。')
  // The Modal's own buttons: two of one width, side by side with a gap, filling the dialog's row.
  const cancelBox = await e2e.visible(page, '#exam-confirm-cancel').boundingBox()
  const okBox = await e2e.visible(page, '#exam-confirm-ok').boundingBox()
  const bodyBox = await e2e.visible(page, '#exam-confirm .modal__body').boundingBox()
  assert.equal(Math.round(cancelBox.width), Math.round(okBox.width))
  assert.equal(cancelBox.y, okBox.y)
  assert.ok(okBox.x - (cancelBox.x + cancelBox.width) >= 8, 'a gap between the buttons')
  assert.ok(bodyBox.x + bodyBox.width - (okBox.x + okBox.width) <= 24, 'the row fills the dialog')
  await e2e.tap(page, '#exam-confirm-ok')
  await e2e.visible(page, '#exam-result-score').waitFor()
  await e2e.waitForToast(page, '交卷成功')
  // The short answer waits for a teacher: 阅卷中, and the objective part is shown.
  assert.equal(await text(page, '#exam-result-verdict'), '阅卷中')
  await e2e.visible(page, '#exam-marking-hint').waitFor()
  await e2e.screenshot(page, 'exam-result')

  const [attempt] = (await records(1)).filter((item) => item.id === recordId)
  assert.equal(attempt.status, 3)
  for (const [questionId, content] of given) {
    const row = attempt.rows.find((item) => item.question_id === questionId)
    assert.equal(row.answer_content, content, `question ${questionId}`)
  }
  assert.equal(await text(page, '#exam-result-score'), String(attempt.score))
  assert.equal(await e2e.visible(page, '[id^="review-"]').count(), 8)
  // The short answer's reference is the paper's HTML, shown as such under 参考答案 (never raw tags).
  const reference = e2e.visible(page, '[id^="reference-"]')
  assert.equal(await reference.count(), 1)
  assert.match(await reference.first().innerText(), /^参考答案：\s*\S/)
  assert.doesNotMatch(await text(page, '.exam-result'), /<\/?[a-z][^>]*>/i)
  const submits = (await e2e.apiLog()).filter(
    (entry) => entry.method === 'POST' && entry.path === `${BASE}/paper/1/submit/all`
  )
  assert.equal(submits.length, 1)
  assert.deepEqual(submits[0].body, { pid: recordId })
})

test('unanswered questions are counted before 交卷; the countdown submits by itself at zero', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  const recordId = await startPaper(page, 2)
  await answerCurrent(page)
  await e2e.tap(page, '#exam-submit')
  assert.equal(await text(page, '#exam-confirm-text'), '还有3道题未作答，确认交卷吗？')
  await e2e.tap(page, '#exam-confirm-cancel')

  await moveDeadline(recordId, 5)
  await page.reload()
  // The last seconds tick (unless this machine took them all to reload), then the paper goes in by itself. The
  // server's time comes from its Date header, in whole seconds: the countdown may show one second more.
  await page.waitForSelector('#exam-countdown, #exam-result-score', { timeout: 8000 })
  const clock = e2e.visible(page, '#exam-countdown')
  if ((await clock.count()) > 0) assert.match(await clock.first().innerText(), /^00:00:0[0-6]$/)
  await e2e.visible(page, '#exam-result-score').waitFor({ timeout: 10000 })
  await e2e.waitForToast(page, '考试时间已到，已自动交卷', { timeout: 5000 })
  const [attempt] = (await records(2)).filter((item) => item.id === recordId)
  assert.equal(attempt.status, 2)
  const submits = (await e2e.apiLog()).filter(
    (entry) => entry.method === 'POST' && entry.path === `${BASE}/paper/2/submit/all`
  )
  assert.equal(submits.length, 1)
})

test('an untimed paper has no countdown; a failing 交卷 keeps the answers and can be retried', async () => {
  const page = await e2e.newPage({ allow: [/status of 500/] })
  await e2e.login(page)
  const recordId = await startPaper(page, 3)
  assert.equal(await e2e.visible(page, '#exam-countdown').count(), 0)
  await e2e.waitForText(page, '不限时')
  const answer = await answerCurrent(page)

  await e2e.queueNext({ path: `${BASE}/paper/3/submit/all`, status: 500, raw: '<html>oops</html>' })
  await e2e.tap(page, '#exam-submit')
  await e2e.tap(page, '#exam-confirm-ok')
  await e2e.visible(page, '#exam-submit-failed').waitFor()
  assert.equal(await e2e.visible(page, '#exam-result-score').count(), 0)
  const stored = await page.evaluate((key) => localStorage.getItem(key), `meedu-learner-exam-1-3-${recordId}`)
  assert.ok(stored && stored.includes(answer.content), stored)

  await e2e.tap(page, '#exam-submit')
  await e2e.tap(page, '#exam-confirm-ok')
  await e2e.visible(page, '#exam-result-score').waitFor()
  const [attempt] = (await records(3)).filter((item) => item.id === recordId)
  assert.notEqual(attempt.status, 1)
  assert.equal(
    await page.evaluate((key) => localStorage.getItem(key), `meedu-learner-exam-1-3-${recordId}`),
    null
  )
  // Back from the result is the paper's page (refreshed: the new attempt is listed), not a loop.
  await e2e.tap(page, '#exam-result-back')
  await e2e.waitForRoute(page, '/vod/examDetail?id=3')
  await e2e.waitForSettledPage(page, '/vod/examDetail')
  await e2e.visible(page, `#attempt-${recordId}`).waitFor()
})

test('the paid paper: 购买试卷 ￥19.9 → the checkout of the paper → POST paper/buy', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await e2e.gotoApp(page, '/vod/examDetail?id=5')
  await e2e.visible(page, '#exam-buy').waitFor()
  assert.equal(await text(page, '#exam-buy'), '购买试卷 ￥19.9')
  await e2e.tap(page, '#exam-buy')
  await e2e.waitForRoute(page, /^\/order\?.*goods_type=paper/)
  await e2e.visible(page, '#checkout-name').waitFor()
  assert.equal(await text(page, '#checkout-name'), '产品经理认证考试')
  assert.equal(await text(page, '#checkout-goods-price'), '￥19.9')
  await page.waitForFunction(
    () => !document.querySelector('.taro_page:not([style*="none"]) #checkout-submit.nut-button-disabled')
  )
  // Hand pay keeps the learner in the app (an online gateway would leave for the demo cashier).
  await e2e.tap(page, '#payment-handPay')
  await e2e.tap(page, '#checkout-submit')
  await e2e.waitForRoute(page, /^\/order\/pay\?/)
  const isBuy = (entry) => entry.method === 'POST' && entry.path === `${BASE}/paper/buy`
  const log = await e2e.waitForApiRequest(isBuy, { what: 'paper/buy' })
  assert.deepEqual(log.find(isBuy).body, { paper_id: 5 })
  assert.equal(log.filter((entry) => entry.path === '/api/v2/order/course').length, 0)

  // Paid (as the gateway would), the paper opens: 开始考试.
  const orders = await (await fetch(`${API_URL}/__demo/orders?user=1`)).json()
  const order = orders.data.find((item) => item.goods.some((goods) => goods.goods_type === 'paper'))
  assert.ok(order, 'a paper order was made')
  await fetch(`${API_URL}/__demo/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: order.order_id }),
  })
  const paid = await e2e.newPage()
  await e2e.login(paid)
  await e2e.gotoApp(paid, '/vod/examDetail?id=5')
  await e2e.visible(paid, '#exam-start').waitFor()
  assert.equal(await text(paid, '#exam-start'), '开始考试')
})

test('no questions, invite-only and a visitor: said plainly; the visitor goes to the login and back', async () => {
  const page = await e2e.newPage()
  // No questions: nothing to log in for, and no 总分0 / 及格分0 / time limit.
  await e2e.gotoApp(page, '/vod/examDetail?id=6')
  await e2e.visible(page, '#exam-start').waitFor()
  assert.equal(await text(page, '#exam-start'), '该试卷暂无试题')
  assert.equal(await text(page, '#exam-question-count'), '暂无试题')
  assert.equal(await e2e.visible(page, '#exam-score, #exam-pass-score, #exam-time-limit').count(), 0)
  await e2e.gotoApp(page, '/vod/examDetail?id=1')
  await page.reload()
  await e2e.visible(page, '#exam-start').waitFor()
  assert.equal(await text(page, '#exam-start'), '开始考试')
  await e2e.tap(page, '#exam-start')
  await e2e.waitForRoute(page, `/login?redirect=${encodeURIComponent('/vod/examDetail?id=1')}`)

  const member = await e2e.newPage()
  await e2e.login(member)
  await e2e.gotoApp(member, '/vod/examDetail?id=6')
  await e2e.waitForText(member, '该试卷暂无试题')
  assert.equal(await e2e.visible(member, '#exam-score').count(), 0)
  await e2e.gotoApp(member, '/vod/examDetail?id=9')
  await member.reload()
  await e2e.waitForText(member, '当前试卷仅限邀请用户参与')
})
