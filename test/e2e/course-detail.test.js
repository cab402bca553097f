'use strict'
// /vod/detail?id= against the demo API (test/demo-api/README.md, "Fixed ids"): learner 1 (13800138000) has
// course 1 free with progress, bought 2, not bought 3 (trial videos, liked), course 5 is hostile HTML.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL, IPHONE_UA } = require('./support')

const e2e = setupE2E()

const WECHAT_UA = `${IPHONE_UA} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN`

/** The API's own answer for a course, to compare with what the page shows. */
async function courseFromApi(id, token) {
  const response = await fetch(`${API_URL}/api/v2/course/${id}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  })
  return (await response.json()).data
}

const mmss = (seconds) => {
  const pad = (n) => String(n).padStart(2, '0')
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}

async function openCourse(page, id, query = '') {
  await e2e.gotoApp(page, `/vod/detail?id=${id}${query}`)
  await e2e.visible(page, '#course-title').waitFor()
}

const openTab = (page, text) => e2e.visible(page, '.nut-tabs-titles-item').filter({ hasText: text }).click()

// Every row is on screen (not clipped by a folded panel): the top element at its centre is the row's own.
const onScreen = (page, id) =>
  page.evaluate((selector) => {
    const row = [...document.querySelectorAll(selector)].find((el) => el.offsetParent !== null)
    if (!row) return false
    row.scrollIntoView({ block: 'center' })
    const box = row.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return box.height > 30 && row.contains(hit)
  }, `#${id}`)
const requestsTo = (log, method, path) =>
  log.filter((entry) => entry.method === method && entry.path === path)

test('a course not bought: title, ￥199, subscribers; 目录 with 试看, durations; the buy buttons lead to /role and /order', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page)
  const api = await courseFromApi(3, token)
  await openCourse(page, 3)

  assert.equal(await e2e.visible(page, '#course-title').innerText(), api.course.title)
  assert.equal(await e2e.visible(page, '#course-price').innerText(), '￥199')
  await e2e.waitForText(page, `${api.course.user_count}人已订阅`)
  assert.equal(await page.title(), api.course.title)
  assert.deepEqual(await e2e.visible(page, '.nut-tabs-titles-item').allInnerTexts(), [
    '介绍',
    '目录',
    '评论',
    '课件',
  ])
  await e2e.screenshot(page, 'course-detail-3-intro')

  await openTab(page, '目录')
  const videos = Object.values(api.videos).flat()
  assert.ok(videos.length >= 3)
  for (const video of videos) {
    const row = e2e.visible(page, `#video-${video.id}`)
    const text = await row.innerText()
    assert.match(text, new RegExp(video.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    assert.match(text, /试看/, `video ${video.id} has free seconds`)
    assert.ok(text.includes(mmss(video.duration)), `${text} shows ${mmss(video.duration)}`)
    assert.ok(await onScreen(page, `video-${video.id}`), `video ${video.id} is on screen`)
  }
  await e2e.screenshot(page, 'course-detail-3-catalogue')

  await e2e.tap(page, '#course-vip')
  await e2e.waitForRoute(page, '/role')
  await e2e.back(page, /^\/vod\/detail\?/)
  await e2e.visible(page, '#course-buy').waitFor()
  await e2e.tap(page, '#course-buy')
  const route = await e2e.waitForRoute(page, /^\/order\?/)
  const query = Object.fromEntries(new URLSearchParams(route.split('?')[1]))
  assert.deepEqual(query, {
    goods_id: '3',
    goods_name: api.course.title,
    goods_label: '点播课程',
    goods_charge: '199',
    goods_type: 'vod',
    goods_thumb: api.course.thumb,
  })
})

test('a free course: chapters, 无章节内容, the watched mark, no 试看; a chapter folds; 开始学习 opens the first video', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await openCourse(page, 1, '&tab=catalogue')
  assert.equal(await e2e.visible(page, '#course-price').innerText(), '免费')

  const chapters = await e2e.visible(page, '.course-catalogue__chapter').allInnerTexts()
  assert.deepEqual(chapters, ['第一章 认识公司', '第二章 入职流程', '无章节内容'])
  assert.match(await e2e.visible(page, '#video-1').innerText(), /学习到 00:12/)
  assert.match(await e2e.visible(page, '#chapter-none').innerText(), /00:|:/)
  assert.equal(await page.locator('.course-catalogue').getByText('试看').count(), 0)

  for (const id of ['video-1', 'video-2', 'video-3', 'video-4'])
    assert.ok(await onScreen(page, id), `${id} is on screen`)

  // Fold the first chapter: its videos go; open it again.
  await e2e.tap(page, '#chapter-1-header')
  await page.waitForFunction(() => document.querySelector('#chapter-1')?.dataset.open === 'false')
  assert.equal(await page.locator('#video-1').count(), 0)
  assert.ok(await onScreen(page, 'video-3'))
  await e2e.screenshot(page, 'course-detail-1-folded')
  await e2e.tap(page, '#chapter-1-header')
  await page.waitForFunction(() => document.querySelector('#chapter-1')?.dataset.open === 'true')
  assert.ok(await onScreen(page, 'video-1'))

  await e2e.tap(page, '#course-start')
  await e2e.waitForRoute(page, '/vod/video?id=1')
})

test('a bought course: 已学完 on a finished video, 开始学习 with no chapters opens the first loose video', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page)
  const api = await courseFromApi(2, token)
  await openCourse(page, 2, '&tab=catalogue')
  assert.match(await e2e.visible(page, '#video-5').innerText(), /已学完/)
  assert.match(await e2e.visible(page, '#video-6').innerText(), /学习到 00:08/)
  assert.equal(await e2e.visible(page, '#course-vip').count(), 0)
  await e2e.tap(page, '#course-start')
  await e2e.waitForRoute(page, `/vod/video?id=${api.videos[0][0].id}`)
})

test('the tab is kept in the address; a reload opens the same tab', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await openCourse(page, 1)
  await openTab(page, '评论')
  await e2e.waitForRoute(page, '/vod/detail?id=1&tab=comments')
  const calls = await e2e.historyCalls(page)
  assert.equal(calls.filter((call) => call.method === 'pushState' && /tab=/.test(call.url ?? '')).length, 0)
  await page.reload()
  await e2e.visible(page, '#comment-input').waitFor()
  assert.equal(
    await e2e.visible(page, '.nut-tabs-titles-item.nut-tabs-titles-item-active').innerText(),
    '评论'
  )
  // Comments, attachments: no bottom bar.
  assert.equal(await e2e.visible(page, '#course-like').count(), 0)
})

test('comments: too short is refused, a double tap posts once, the new comment shows', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await openCourse(page, 1, '&tab=comments')
  const input = e2e.input(page, '#comment-input')
  await input.fill('  太短了  ')
  await e2e.tap(page, '#comment-publish')
  await e2e.waitForToast(page, '评论内容不能少于6个字')
  assert.equal(requestsTo(await e2e.apiLog(), 'POST', '/api/v2/course/1/comment').length, 0)

  const text = `端到端评论 ${Date.now()}`
  await input.fill(text)
  await e2e.queueNext({ path: '/api/v2/course/1/comment', delayMs: 400 })
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('#comment-publish')].find((el) => el.offsetParent !== null)
    button.click()
    button.click()
  })
  await e2e.tap(page, '#comment-publish')
  await e2e.waitForToast(page, '成功')
  await e2e.waitForText(page, text)
  assert.equal(await input.inputValue(), '')
  const posts = requestsTo(await e2e.apiLog(), 'POST', '/api/v2/course/1/comment')
  assert.equal(posts.length, 1)
  assert.equal(posts[0].body.content, text)
  await e2e.screenshot(page, 'course-detail-1-comments')
})

test('comments on a course not bought: the learner is told, nothing to post; hostile comment HTML is inert', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await openCourse(page, 3, '&tab=comments')
  await e2e.waitForText(page, '购买课程后才能评论')
  assert.equal(await e2e.visible(page, '#comment-input').count(), 0)

  await openCourse(page, 5, '&tab=comments')
  await e2e.visible(page, '.course-comments__item').first().waitFor()
  assert.equal(
    await page
      .locator('.course-comments script, .course-comments [onerror], .course-comments [onclick]')
      .count(),
    0
  )
  assert.equal(await page.evaluate(() => window.__xss), undefined)
})

test('收藏: the server state, toggled at once, kept after a reload; logged out → login and back', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await openCourse(page, 1)
  const like = () => e2e.visible(page, '#course-like').getAttribute('data-collected')
  assert.equal(await like(), 'true')
  await e2e.tap(page, '#course-like')
  await page.waitForFunction(() => document.querySelector('#course-like')?.dataset.collected === 'false')
  await e2e.screenshot(page, 'course-detail-1-unliked')
  await page.reload()
  await e2e.visible(page, '#course-like').waitFor()
  assert.equal(await like(), 'false')
  await e2e.tap(page, '#course-like')
  await page.waitForFunction(() => document.querySelector('#course-like')?.dataset.collected === 'true')
  await page.reload()
  await e2e.visible(page, '#course-like').waitFor()
  assert.equal(await like(), 'true')
  assert.equal(requestsTo(await e2e.apiLog(), 'GET', '/api/v2/course/1/like').length, 2)

  const guest = await e2e.newPageInOwnBrowser()
  await openCourse(guest, 1)
  await e2e.tap(guest, '#course-like')
  await e2e.waitForRoute(guest, '/login?redirect=%2Fvod%2Fdetail%3Fid%3D1')
})

test('attachments: 请购买课程 when not bought; a phone browser opens the download in a new tab', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page)
  await openCourse(page, 3, '&tab=attachments')
  await e2e.waitForText(page, 'Vue3 速查表.pdf')
  await e2e.tap(page, '#attachment-download-4')
  await e2e.waitForToast(page, '请购买课程')

  await openCourse(page, 1, '&tab=attachments')
  await e2e.waitForText(page, '员工手册.pdf')
  assert.match(await e2e.visible(page, '#attachment-1').innerText(), /PDF[\s\S]*\d+(\.\d+)?KB/)
  // A new tab asks for the file (the browser saves it, Content-Disposition attachment, and drops the tab).
  const url = await e2e.downloadInNewTab(page, '#attachment-download-1')
  assert.equal(`${url.origin}${url.pathname}`, `${API_URL}/api/v2/course/attach/1/download`)
  assert.equal(url.searchParams.get('token'), token)
  // The course page is still there.
  assert.equal(e2e.route(page), '/vod/detail?id=1&tab=attachments')
  const file = await fetch(url)
  assert.equal(file.status, 200)
  assert.match(file.headers.get('content-disposition') ?? '', /attachment/)
  assert.equal((await file.text()).slice(0, 5), '%PDF-')
})

test('attachments inside WeChat: the link is copied with a warning not to share it (it carries the token); logged out → login', async () => {
  const page = await e2e.newPageInOwnBrowser({ userAgent: WECHAT_UA })
  const token = await e2e.login(page)
  await openCourse(page, 1, '&tab=attachments')
  await e2e.waitForText(page, '员工手册.pdf')
  const pagesBefore = page.context().pages().length
  await e2e.tap(page, '#attachment-download-1')
  await e2e.waitForToast(page, '链接已复制，请在浏览器中打开下载（链接含登录信息，请勿分享）')
  const copied = await page.evaluate(() => localStorage.getItem('taro_clipboard'))
  assert.ok(copied && copied.includes(`/api/v2/course/attach/1/download?token=${token}`), copied)
  assert.equal(page.context().pages().length, pagesBefore)

  const guest = await e2e.newPage()
  await openCourse(guest, 1, '&tab=attachments')
  await e2e.tap(guest, '#attachment-download-1')
  await e2e.waitForRoute(guest, /^\/login\?redirect=/)
})

test('hostile title and description show literally and run nothing', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page)
  const api = await courseFromApi(5, token)
  await openCourse(page, 5)
  assert.equal(await e2e.visible(page, '#course-title').innerText(), api.course.title)
  assert.equal(await page.title(), api.course.title)
  await e2e.visible(page, '#course-intro').waitFor()
  assert.equal(
    await page.locator('#course-intro script, #course-intro [onerror], #course-intro [onclick]').count(),
    0
  )
  assert.equal(await page.locator('#course-intro a[href^="javascript"]').count(), 0)
  assert.equal(await page.evaluate(() => window.__xss), undefined)
  await e2e.screenshot(page, 'course-detail-5-hostile')
})

test('a course without videos says so; so does a chapter without videos', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await openCourse(page, 7, '&tab=catalogue')
  await e2e.waitForText(page, '暂无课程目录')
  await openCourse(page, 6, '&tab=catalogue')
  await e2e.waitForText(page, '本章节暂无视频')
})

test('a missing course and an invalid id lead to the error page', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/vod/detail?id=99999')
  await e2e.waitForRoute(page, '/error')
  await e2e.gotoApp(page, '/vod/detail?id=abc')
  await e2e.waitForRoute(page, '/error')
  const log = await e2e.apiLog()
  assert.deepEqual(
    log.filter((entry) => entry.path.startsWith('/api/v2/course/')).map((entry) => entry.path),
    ['/api/v2/course/99999']
  )
})
