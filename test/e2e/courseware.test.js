'use strict'
// 课件中心 against the demo API (test/demo-api/README.md): 40 courses, attachments on 1 (free), 2 and 4 (bought by
// learner 1) and 3 (not bought); course 4 has one of each kind (Office files, a 3 GB archive, a name without an
// extension, a PNG).

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL, IPHONE_UA } = require('./support')

const e2e = setupE2E()

const WECHAT_UA = `${IPHONE_UA} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN`

async function openCourseware(page) {
  await e2e.gotoApp(page, '/vodKJ')
  await e2e.visible(page, '#courseware-1').waitFor()
}

const cardIds = (page) => e2e.visible(page, '.courseware-card').evaluateAll((els) => els.map((el) => el.id))

const DETAIL = /^\/api\/v2\/course\/\d+$/
const detailPaths = async () =>
  (await e2e.apiLog()).filter((entry) => DETAIL.test(entry.path)).map((entry) => entry.path)
const coursePages = async () =>
  (await e2e.apiLog()).filter((entry) => entry.path === '/api/v2/courses').map((entry) => entry.query.page)
const firstDetails = (count) => Array.from({ length: count }, (_, i) => `/api/v2/course/${i + 1}`)
/** In course order (a batch's 4 details are asked together, so they may arrive in any order). */
const byCourse = (paths) => [...paths].sort((a, b) => Number(a.split('/').pop()) - Number(b.split('/').pop()))

/** Waits until the demo API has answered `count` course details. */
async function waitForDetails(count, { timeout = 8000 } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const paths = await detailPaths()
    if (paths.length >= count) return paths
    if (Date.now() > deadline)
      throw new Error(`${paths.length} course details asked for, waited for ${count}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A held list asks nothing more, even with its end in view and the page scrolled to the bottom. */
async function assertHeld(page, details) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  // The scroll was seen and every measure done: a load it set off would be in the log by now.
  await e2e.settled(page)
  assert.equal((await detailPaths()).length, details)
}

test('on open at most 8 details (4 at a time: 9 requests with the course page), then 继续查找课件 searches on to 已经到底了', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await openCourseware(page)
  // The first batch (1–4) found courses 1–4; their cards leave the list's end in view, so the list loaded on by
  // itself with the opening's second batch (5–8), found nothing: it stops and offers the button.
  await e2e.visible(page, '#courseware-more').waitFor({ timeout: 10000 })
  assert.deepEqual(await cardIds(page), ['courseware-1', 'courseware-2', 'courseware-3', 'courseware-4'])
  assert.deepEqual(byCourse(await detailPaths()), firstDetails(8))
  assert.deepEqual(await coursePages(), ['1'])
  await assertHeld(page, 8)
  assert.equal(await e2e.visible(page, '[data-testid=list-end]').count(), 0)
  await e2e.screenshot(page, 'courseware-held')

  // Each tap: 2 batches (8 details).
  for (const count of [16, 24, 32]) {
    await e2e.tap(page, '#courseware-more')
    await waitForDetails(count)
    await e2e.visible(page, '#courseware-more').waitFor()
    await assertHeld(page, count)
    assert.deepEqual(byCourse(await detailPaths()), firstDetails(count))
  }
  await e2e.tap(page, '#courseware-more')
  await e2e.visible(page, '[data-testid=list-end]').waitFor({ timeout: 10000 })
  assert.equal(await e2e.visible(page, '#courseware-more').count(), 0)
  const details = await detailPaths()
  assert.deepEqual(byCourse(details), firstDetails(40), 'every course of the catalogue once')
  assert.deepEqual(await coursePages(), ['1', '2', '3', '4'])
  // The learner's token goes with every detail, so isBuy is the learner's.
  assert.ok(
    (await e2e.apiLog()).filter((entry) => DETAIL.test(entry.path)).every((entry) => entry.auth === true)
  )
  const log = await e2e.apiLog()

  // Course 4 opened: type marks, 3GB, 文件 for the name without an extension.
  await e2e.tap(page, '#courseware-toggle-4')
  await e2e.visible(page, '#attachment-8').waitFor()
  assert.match(
    await e2e.visible(page, '#attachment-8').innerText(),
    /RAR[\s\S]*培训录像原始素材\.rar[\s\S]*3GB/
  )
  assert.match(await e2e.visible(page, '#attachment-9').innerText(), /文件[\s\S]*安全操作说明/)
  const kinds = await e2e
    .visible(page, '#courseware-4 .file-icon')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')))
  assert.deepEqual(kinds, ['word', 'excel', 'ppt', 'archive', 'other', 'image'])
  await e2e.screenshot(page, 'courseware-4-open')
  // Closing and opening again asks nothing more.
  await e2e.tap(page, '#courseware-toggle-4')
  await e2e.tap(page, '#courseware-toggle-4')
  await e2e.visible(page, '#attachment-8').waitFor()
  assert.equal((await e2e.apiLog()).length, log.length)
})

test('a visitor goes to the login page and comes back to 课件中心', async () => {
  const page = await e2e.newPage()
  await openCourseware(page)
  await e2e.tap(page, '#attachment-download-1')
  await e2e.waitForRoute(page, '/login?redirect=%2FvodKJ')
})

test('sparse attachments: the first screen asks 8 details, says so and waits for 继续查找课件', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  // Courses 1–4 answer without attachments this time: the catalogue has none.
  for (const id of [1, 2, 3, 4]) {
    await e2e.queueNext({
      path: `/api/v2/course/${id}`,
      body: {
        code: 0,
        message: '',
        data: { course: { id, title: `课程${id}` }, chapters: [], videos: [], isBuy: true, attach: [] },
      },
    })
  }
  await e2e.gotoApp(page, '/vodKJ')
  await e2e.visible(page, '#courseware-more').waitFor({ timeout: 10000 })
  assert.deepEqual(byCourse(await detailPaths()), firstDetails(8))
  assert.deepEqual(await coursePages(), ['1'])
  await e2e.visible(page, 'text=这一批课程没有课件').waitFor()
  assert.equal(await e2e.visible(page, '[data-testid=list-empty]').count(), 0)
  await assertHeld(page, 8)
  await e2e.screenshot(page, 'courseware-sparse')
  for (const count of [16, 24, 32]) {
    await e2e.tap(page, '#courseware-more')
    await waitForDetails(count)
    await e2e.visible(page, '#courseware-more').waitFor()
  }
  await e2e.tap(page, '#courseware-more')
  await e2e.visible(page, '[data-testid=list-empty]').waitFor({ timeout: 10000 })
  assert.match(await e2e.visible(page, '[data-testid=list-empty]').innerText(), /暂无课件/)
  assert.deepEqual(byCourse(await detailPaths()), firstDetails(40))
})

test('not bought: marked 需购买, 下载 offers 去购买 → the course page; bought: the download opens the PDF in a new tab', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page)
  await openCourseware(page)
  await e2e.visible(page, '#courseware-4').waitFor()
  const tags = await e2e.visible(page, '.courseware-card__tag').evaluateAll((els) => els.map((el) => el.id))
  assert.deepEqual(tags, ['courseware-need-buy-3'])
  await e2e.tap(page, '#courseware-toggle-3')
  await e2e.tap(page, '#attachment-download-4')
  await e2e.visible(page, '#courseware-buy').waitFor()
  assert.match(await e2e.visible(page, '#courseware-buy').innerText(), /请购买课程后下载[\s\S]*去购买/)
  await e2e.screenshot(page, 'courseware-buy')
  await e2e.tap(page, '#courseware-buy-cancel')
  await e2e.visible(page, '#courseware-buy').waitFor({ state: 'detached' })
  await e2e.tap(page, '#attachment-download-4')
  await e2e.tap(page, '#courseware-buy-go')
  await e2e.waitForRoute(page, '/vod/detail?id=3')
  await e2e.back(page, '/vodKJ')
  assert.equal(await e2e.visible(page, '#courseware-buy').count(), 0)

  // A new tab asks for the file (not this page: the list stays).
  const url = await e2e.downloadInNewTab(page, '#attachment-download-1')
  assert.equal(`${url.origin}${url.pathname}`, `${API_URL}/api/v2/course/attach/1/download`)
  assert.equal(url.searchParams.get('token'), token)
  assert.equal(e2e.route(page), '/vodKJ')
  const file = await fetch(url)
  assert.equal(file.status, 200)
  assert.equal(file.headers.get('content-type'), 'application/pdf')
  assert.equal((await file.text()).slice(0, 5), '%PDF-')
})

test("inside WeChat's browser the link is copied, with a warning that it carries the login", async () => {
  const page = await e2e.newPageInOwnBrowser({ userAgent: WECHAT_UA })
  const token = await e2e.login(page)
  await openCourseware(page)
  const pagesBefore = page.context().pages().length
  await e2e.tap(page, '#attachment-download-1')
  await e2e.waitForToast(page, '链接已复制，请在浏览器中打开下载（链接含登录信息，请勿分享）')
  const copied = await page.evaluate(() => localStorage.getItem('taro_clipboard'))
  assert.ok(copied && copied.includes(`/api/v2/course/attach/1/download?token=${token}`), copied)
  assert.equal(page.context().pages().length, pagesBefore)
})

test('a failing detail keeps the list and 加载失败，点击重试 asks again only for it', async () => {
  const page = await e2e.newPage({ allow: [/status of 502/] })
  await e2e.queueNext({ path: '/api/v2/course/6', status: 502, raw: '<html>bad gateway</html>' })
  await openCourseware(page)
  await e2e.visible(page, '#list-retry').waitFor()
  assert.deepEqual(await cardIds(page), ['courseware-1', 'courseware-2', 'courseware-3', 'courseware-4'])
  const before = (await e2e.apiLog()).filter((entry) => /^\/api\/v2\/course\/\d+$/.test(entry.path))
  // One batch's four requests run at once; the server may log them in any order.
  assert.deepEqual(byCourse(before.map((entry) => entry.path).slice(-4)), [
    '/api/v2/course/5',
    '/api/v2/course/6',
    '/api/v2/course/7',
    '/api/v2/course/8',
  ])
  await e2e.tap(page, '#list-retry')
  // The retry asks for course 6 only (the rest of 5–8 is in); that was the opening's second batch, so the list
  // waits for the button.
  await waitForDetails(9)
  await e2e.visible(page, '#courseware-more').waitFor({ timeout: 10000 })
  await assertHeld(page, 9)
  const details = await detailPaths()
  assert.equal(details.filter((path) => path === '/api/v2/course/6').length, 2)
  assert.equal(details[8], '/api/v2/course/6')
  await e2e.tap(page, '#courseware-more')
  await waitForDetails(17)
  assert.deepEqual(byCourse((await detailPaths()).slice(9)), firstDetails(16).slice(8))
})

test('/member links to 通知公告 and 课件中心', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, 'text=课件中心').first().click()
  await e2e.waitForRoute(page, '/vodKJ')
  await e2e.visible(page, '#courseware-1').waitFor()
  await e2e.back(page, '/member')
  await e2e.visible(page, 'text=通知公告').first().click()
  await e2e.waitForRoute(page, '/vodNotice')
  await e2e.visible(page, '#notice-25').waitFor()
})
