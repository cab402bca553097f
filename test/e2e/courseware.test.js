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

test('the courses with attachments, details asked once each in batches, to 已经到底了', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await openCourseware(page)
  await e2e.visible(page, '[data-testid=list-end]').waitFor({ timeout: 10000 })
  assert.deepEqual(await cardIds(page), ['courseware-1', 'courseware-2', 'courseware-3', 'courseware-4'])

  const log = await e2e.apiLog()
  const details = log
    .filter((entry) => /^\/api\/v2\/course\/\d+$/.test(entry.path))
    .map((entry) => entry.path)
  assert.equal(details.length, 40, 'every course of the catalogue once')
  assert.equal(new Set(details).size, 40)
  // The learner's token goes with every detail, so isBuy is the learner's.
  assert.ok(
    log.filter((entry) => /^\/api\/v2\/course\/\d+$/.test(entry.path)).every((entry) => entry.auth === true)
  )
  const coursePages = log.filter((entry) => entry.path === '/api/v2/courses').map((entry) => entry.query.page)
  assert.deepEqual(coursePages, ['1', '2', '3', '4'])

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

test('not bought: 请购买课程; bought: the download opens the PDF in a new tab', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page)
  await openCourseware(page)
  await e2e.tap(page, '#courseware-toggle-3')
  await e2e.tap(page, '#attachment-download-4')
  await e2e.waitForToast(page, '请购买课程')

  // A new tab asks for the file (not this page: the list stays). The request can come before its tab's frame
  // exists, so the tab is taken from the context's page event, not from the request.
  const fileRequest = page
    .context()
    .waitForEvent('request', (r) => r.url().includes('/api/v2/course/attach/'))
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    e2e.tap(page, '#attachment-download-1'),
  ])
  assert.notEqual(tab, page)
  const request = await fileRequest
  const url = new URL(request.url())
  assert.equal(`${url.origin}${url.pathname}`, `${API_URL}/api/v2/course/attach/1/download`)
  assert.equal(url.searchParams.get('token'), token)
  assert.equal(e2e.route(page), '/vodKJ')
  const file = await fetch(url)
  assert.equal(file.status, 200)
  assert.equal(file.headers.get('content-type'), 'application/pdf')
  assert.equal((await file.text()).slice(0, 5), '%PDF-')
})

test("inside WeChat's browser the link is copied with 链接已复制，请使用浏览器下载", async () => {
  const page = await e2e.newPageInOwnBrowser({ userAgent: WECHAT_UA })
  const token = await e2e.login(page)
  await openCourseware(page)
  const pagesBefore = page.context().pages().length
  await e2e.tap(page, '#attachment-download-1')
  await e2e.waitForToast(page, '链接已复制，请使用浏览器下载')
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
  assert.deepEqual(before.map((entry) => entry.path).slice(-4), [
    '/api/v2/course/5',
    '/api/v2/course/6',
    '/api/v2/course/7',
    '/api/v2/course/8',
  ])
  await e2e.tap(page, '#list-retry')
  await e2e.visible(page, '[data-testid=list-end]').waitFor({ timeout: 10000 })
  const details = (await e2e.apiLog())
    .filter((entry) => /^\/api\/v2\/course\/\d+$/.test(entry.path))
    .map((entry) => entry.path)
  assert.equal(details.length, 41) // 40 once, course 6 twice
  assert.equal(details.filter((path) => path === '/api/v2/course/6').length, 2)
  assert.equal(details[8], '/api/v2/course/6')
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
