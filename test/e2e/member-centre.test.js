'use strict'
// 个人中心 (/member) and 关于平台 (/member/setting) against the demo API: who is shown (logged in and out), the VIP
// banner, the learning entries and the rows and where each leads (login first when it needs one), the unread badge,
// pull-to-refresh, and the agreement pages opened from 关于平台.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')
const { apiGetWithToken } = require('./login-support')

const e2e = setupE2E()

const ENTRIES = [
  ['#entry-study', '持续学习'],
  ['#entry-grow-up', '学习成长'],
  ['#entry-exam', '考试'],
  ['#entry-notice', '通知公告'],
  ['#entry-courseware', '课件中心'],
]

/** /member on screen, showing `nick` (学员小王 or 请登录). */
async function openMember(page, nick) {
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: nick }).waitFor()
}

/** Back to /member from the page on top (the browser's back), the member page shown again. */
async function backToMember(page) {
  await e2e.back(page, '/member')
  await e2e.visible(page, '#entry-orders').waitFor()
}

/**
 * A pull on the page on screen, as a finger would do it: Taro's H5 pull-to-refresh listens to touch events on
 * the page element (the browser here has no touch screen, so the events are made by hand).
 */
/** A finger pulls the page down from near the top of the screen. */
const pullDown = (page) => e2e.drag(page, { from: 100, to: 500 })

test('a visitor: 请登录, the banner, the entries; what needs a login asks for it and comes back', async () => {
  const page = await e2e.newPage()
  await openMember(page, '请登录')
  const text = await e2e.visible(page, '.member').innerText()
  for (const expected of ['海量课程免费学！', '会员中心', '我的订单', '我的消息', '关于平台'])
    assert.ok(text.includes(expected), `${expected} on /member`)
  for (const [id, label] of ENTRIES) assert.equal((await e2e.visible(page, id).innerText()).trim(), label)
  assert.equal(await e2e.visible(page, '#member-role').count(), 0, 'no role for a visitor')
  assert.equal(await e2e.visible(page, '[data-testid=unread-count]').count(), 0)
  await e2e.screenshot(page, 'member-logged-out')

  for (const [id, redirect] of [
    ['#member-user', '%2Fmember'],
    ['#entry-role', '%2Frole'],
    ['#entry-study', '%2Fstudy'],
    ['#entry-grow-up', '%2FgrowUp'],
    ['#entry-orders', '%2Fmember%2Forder'],
    ['#entry-messages', '%2Fmessages'],
  ]) {
    await e2e.tap(page, id)
    await e2e.waitForRoute(page, `/login?redirect=${redirect}`)
    await e2e.waitForLoginPage(page)
    await backToMember(page)
  }

  // Open to visitors.
  for (const [id, route] of [
    ['#entry-exam', '/vodExam'],
    ['#entry-notice', '/vodNotice'],
    ['#entry-courseware', '/vodKJ'],
    ['#entry-setting', '/member/setting'],
  ]) {
    await e2e.tap(page, id)
    await e2e.waitForRoute(page, route)
    await backToMember(page)
  }
})

test('logged in: the learner, 免费会员, the unread badge; every entry opens its page', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await openMember(page, '学员小王')
  assert.equal((await e2e.visible(page, '#member-role').innerText()).trim(), '免费会员')
  const badge = e2e.visible(page, '[data-testid=unread-count]')
  await badge.waitFor()
  assert.equal((await badge.innerText()).trim(), '5')
  assert.equal(await e2e.visible(page, '#tab-member .tab-bar__dot').count(), 1, 'a dot on the 个人中心 tab')
  // The avatar: 64 px.
  const box = await e2e.visible(page, '.member__avatar').boundingBox()
  assert.equal(Math.round(box.width), 64)
  assert.equal(Math.round(box.height), 64)
  await e2e.screenshot(page, 'member-logged-in')

  for (const [id, route, marker] of [
    ['#member-user', '/member/profile', '#row-nickname'],
    ['#entry-role', '/role', null],
    ['#entry-grow-up', '/growUp', null],
    ['#entry-exam', '/vodExam', null],
    ['#entry-notice', '/vodNotice', null],
    ['#entry-courseware', '/vodKJ', null],
    ['#entry-orders', '/member/order', null],
    ['#entry-messages', '/messages', null],
    ['#entry-setting', '/member/setting', '#setting-user-protocol'],
  ]) {
    await e2e.tap(page, id)
    await e2e.waitForRoute(page, route)
    if (marker) await e2e.visible(page, marker).waitFor()
    await backToMember(page)
  }

  // 持续学习 is a tab: it replaces /member, as the tab bar does.
  await e2e.tap(page, '#entry-study')
  await e2e.waitForRoute(page, '/study')
  const history = await e2e.historyCalls(page)
  assert.equal(history.at(-1).method, 'replaceState', 'the tab page replaces the entry')
})

test('pull-to-refresh reloads the member and the unread count', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page)
  await openMember(page, '学员小王')
  const badge = e2e.visible(page, '[data-testid=unread-count]')
  await badge.waitFor()
  assert.equal((await badge.innerText()).trim(), '5')

  // Meanwhile one message is read elsewhere.
  const messages = await apiGetWithToken('/api/v2/member/messages?page=1&page_size=20', token)
  const unread = messages.data.find((message) => message.read_at === null)
  await apiGetWithToken(`/api/v2/member/notificationMarkAsRead/${unread.id}`, token)

  const before = (await e2e.apiLog()).length
  await pullDown(page)
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid=unread-count]')].some(
        (el) => el.getClientRects().length > 0 && el.textContent.trim() === '4'
      ),
    null,
    { timeout: 5000 }
  )
  const after = (await e2e.apiLog()).slice(before).map((entry) => entry.path)
  assert.ok(after.includes('/api/v2/member/detail'), `the member is reloaded (${after})`)
  assert.ok(after.includes('/api/v2/member/unreadNotificationCount'))
  // The spinner went away: the content is back in place.
  await page.waitForFunction(() => {
    const content = [...document.querySelectorAll('.rmc-pull-to-refresh-content')].find(
      (el) => el.getClientRects().length > 0
    )
    return !content || !/translate3d\(0px, [1-9]/.test(content.style.transform)
  })

  // A failed refresh leaves the page as it was.
  await e2e.queueNext({ path: '/api/v2/member/detail', status: 502 })
  await e2e.queueNext({ path: '/api/v2/member/unreadNotificationCount', status: 502 })
  e2e.allowErrors(page, /502/)
  await pullDown(page)
  await e2e.waitForToast(page, /502/)
  assert.equal((await badge.innerText()).trim(), '4')
  assert.equal((await e2e.visible(page, '.member__nick').innerText()).trim(), '学员小王')
})

test('关于平台: the four rows open their pages, the copyright names the site', async () => {
  const page = await e2e.newPage()
  await openMember(page, '请登录')
  await e2e.tap(page, '#entry-setting')
  await e2e.waitForRoute(page, '/member/setting')
  await e2e.visible(page, '#setting-user-protocol').waitFor()
  const year = new Date().getFullYear()
  const copyright = await e2e.visible(page, '#copyright').innerText()
  assert.match(copyright, new RegExp(`Copyright ${year}\\.`))
  assert.match(copyright, /演示学堂 版权所有/)
  await e2e.shot(page, 'member-setting')

  for (const [id, path, title] of [
    ['#setting-user-protocol', '/user/protocol', '用户协议'],
    ['#setting-private-protocol', '/user/private_protocol', '隐私政策'],
    ['#setting-vip-protocol', '/user/vip_protocol', '会员服务协议'],
    ['#setting-aboutus', '/aboutus', '关于我们'],
  ]) {
    await e2e.tap(page, id)
    await page.waitForURL(`${API_URL}${path}`)
    await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), title)
    await page.goBack()
    await e2e.waitForRoute(page, '/member/setting')
    await e2e.visible(page, id).waitFor()
  }
})
