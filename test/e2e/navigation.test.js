'use strict'
// The four-tab bar is on /, /member and /study only, and switches tabs by replacing the history
// entry; the back header goes back one page, or to / when the history has 2 or fewer entries.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')

const e2e = setupE2E()

const TAB_TEXTS = ['首页', '新入职', '持续学习', '个人中心']

for (const { route, active, login } of [
  { route: '/', active: '#tab-home', login: false },
  { route: '/member', active: '#tab-member', login: false },
  { route: '/study', active: '#tab-study', login: true },
]) {
  test(`the tab bar is on ${route}${login ? ' (logged in)' : ''} with 首页 新入职 持续学习 个人中心`, async () => {
    const page = await e2e.newPage()
    if (login) await e2e.login(page)
    await e2e.gotoApp(page, route)
    await e2e.visible(page, '.home, .member, .study').first().waitFor()
    assert.equal(e2e.route(page), route)

    // A navigation of links, the current page marked (not a tablist: each entry opens another page).
    assert.equal(await e2e.visible(page, '.tab-bar').getAttribute('role'), 'navigation')
    const tabs = e2e.visible(page, '.tab-bar [role=link]')
    assert.equal(await tabs.count(), 4)
    assert.deepEqual(
      (await tabs.allInnerTexts()).map((text) => text.trim()),
      TAB_TEXTS
    )
    assert.equal(await e2e.visible(page, active).getAttribute('aria-current'), 'page')
    // The bar sits at the bottom of the screen.
    const box = await e2e.visible(page, '.tab-bar').boundingBox()
    assert.ok(box && Math.round(box.y + box.height) === 740, `tab bar at the bottom (${JSON.stringify(box)})`)
  })
}

for (const { route, title, login } of [
  { route: '/messages', title: '我的消息', login: true },
  { route: '/vod', title: '新入职', login: false },
  { route: '/member/setting', title: '关于平台', login: false },
]) {
  test(`no tab bar on ${route}, which has the back header ${title}`, async () => {
    const page = await e2e.newPage()
    if (login) await e2e.login(page)
    await e2e.gotoApp(page, route)
    await e2e.visible(page, '.nav-header').filter({ hasText: title }).waitFor()
    // Wait for the page's own content, so a late-drawn bar would be caught too.
    await e2e
      .visible(page, login ? '[id^="message-"]' : '#copyright, .course-card')
      .first()
      .waitFor()
    assert.equal(e2e.route(page), route)
    assert.equal(await e2e.visible(page, '.tab-bar').count(), 0)
    // No app navigation (the tab bar), and no tablist but a page's own chips (新入职's 全部 / 免费, ChipTabs).
    assert.equal(await e2e.visible(page, '[role=navigation]').count(), 0)
    assert.equal(await e2e.visible(page, '[role=tablist]:not(.chip-tabs)').count(), 0)
    assert.ok(await e2e.visible(page, '#nav-back').isVisible())
  })
}

test('switching tabs replaces the history entry: back from 个人中心 returns to the page before 首页', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/vod/detail?id=1')
  await e2e.visible(page, '#course-title').waitFor()
  await e2e.gotoApp(page, '/')
  await e2e.visible(page, '#tab-member').waitFor()
  const lengthOnHome = await page.evaluate(() => history.length)

  await e2e.tap(page, '#tab-member')
  await e2e.waitForRoute(page, '/member')
  await e2e.visible(page, '.member').waitFor()
  assert.equal(await e2e.visible(page, '#tab-member').getAttribute('aria-current'), 'page')
  assert.equal(
    await page.evaluate(() => history.length),
    lengthOnHome,
    'the tab switch adds no history entry'
  )

  await page.goBack()
  await e2e.waitForRoute(page, '/vod/detail?id=1')
  await e2e.visible(page, '#course-title').waitFor()
  assert.equal(await e2e.visible(page, '.tab-bar').count(), 0)
})

test('the 新入职 tab opens /vod, and 持续学习 without a login goes to /login', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/')
  await e2e.tap(page, '#tab-vod')
  await e2e.waitForRoute(page, '/vod')
  await e2e.visible(page, '.nav-header').filter({ hasText: '新入职' }).waitFor()

  await e2e.gotoApp(page, '/')
  await e2e.tap(page, '#tab-study')
  const route = await e2e.waitForRoute(page, (current) => current.startsWith('/login'))
  assert.equal(route, '/login?redirect=%2Fstudy')
})

test('the back header goes back one page when there is history', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/')
  await e2e.visible(page, '#tab-member').waitFor()
  await e2e.tap(page, '#tab-member')
  await e2e.visible(page, '#entry-setting').waitFor()
  await e2e.tap(page, '#entry-setting')
  await e2e.waitForRoute(page, '/member/setting')
  await e2e.visible(page, '.nav-header').filter({ hasText: '关于平台' }).waitFor()
  assert.ok((await page.evaluate(() => history.length)) > 2)

  await e2e.tap(page, '#nav-back')
  await e2e.waitForRoute(page, '/member')
  await e2e.visible(page, '#entry-setting').waitFor()
})

test('the back header goes home when the history has 2 or fewer entries', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/member/setting') // a fresh tab: about:blank + this page
  await e2e.visible(page, '#copyright').waitFor()
  assert.ok((await page.evaluate(() => history.length)) <= 2)

  await e2e.tap(page, '#nav-back')
  await e2e.waitForRoute(page, '/')
  await e2e.visible(page, '#tab-home').waitFor()
  assert.equal(await e2e.visible(page, '#tab-home').getAttribute('aria-current'), 'page')
})
