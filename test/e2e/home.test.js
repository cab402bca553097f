'use strict'
// 首页 against the demo API's view blocks (test/demo-api/routes/home.js): every sign in sort order, the unknown
// sign and the broken blocks skipped, slider and grid links (grid's in-app links need login), image groups,
// the 公众号 QR modal, course groups (查看全部, a card → its detail), the search box, pull-to-refresh.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')
const { HOSTILE_TITLE } = require('../demo-api/catalogue')

const e2e = setupE2E()

const BLOCKS_API = '/api/v2/viewBlock/page/blocks'
const EXTERNAL = 'https://www.meedu.vip/'

/** The blocks on the shown home page, top to bottom, by their data-block sign. */
function shownBlocks(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-block]')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => el.getAttribute('data-block'))
  )
}

/** Opens home and waits for its blocks. */
async function openHome(page) {
  await e2e.gotoApp(page, '/')
  await e2e.visible(page, '[data-block="h5-vod-v1"]').first().waitFor()
}

/**
 * Back to home from the page at `path`, once that page shows (a back while its package is still loading is not
 * what a learner does, and is not what this file tests).
 */
async function backHome(page, path) {
  await e2e.waitForSettledPage(page, path)
  await page.goBack()
  await e2e.waitForRoute(page, '/')
  await e2e.visible(page, '[data-block="h5-vod-v1"]').first().waitFor()
}

/** Answers the external site locally (the test machine has no internet) and records that it was opened. */
async function stubExternal(page) {
  const opened = []
  await page.route('https://www.meedu.vip/**', (route) => {
    opened.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>MeEdu</title>外部页面' })
  })
  return opened
}

test('the blocks render in sort order; the unknown sign and the broken blocks are skipped', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/')
  // Skeletons come first, then the blocks (the demo API answers fast, so only check the end state's order).
  await e2e.visible(page, '[data-block="h5-vod-v1"]').nth(1).waitFor()
  assert.deepEqual(await shownBlocks(page), [
    'slider',
    'grid-nav',
    'blank',
    'image-group',
    'image-group',
    'image-group',
    'image-group',
    'image-group',
    'blank',
    'h5-gzh-v1',
    'h5-vod-v1',
    'h5-vod-v1',
  ])
  const layouts = await page.evaluate(() =>
    [...document.querySelectorAll('[data-block="image-group"]')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => el.getAttribute('data-layout'))
  )
  assert.deepEqual(layouts, ['v-1', 'v-2', 'v-3', 'v-4', 'v-1-2'])

  const log = await e2e.apiLog()
  const calls = log.filter((entry) => entry.path === BLOCKS_API)
  assert.equal(calls.length, 1)
  assert.deepEqual(calls[0].query, { platform: 'h5', page_name: 'h5-page-index' })

  const text = await e2e.bodyText(page)
  assert.ok(text.includes('推荐课程') && text.includes('新员工必学'))
  assert.ok(!text.includes('直播课程'), 'the unknown sign is not drawn')
  assert.ok(!text.includes('坏数据'), 'the broken course group is not drawn')
  // The hostile course title (course 5 in 新员工必学) shows literally, as text.
  assert.ok(text.includes(HOSTILE_TITLE))
  assert.equal(await page.locator('.course-card i').count(), 0)

  // 8 icons, 4 a row: two rows of the same height, four across.
  const icons = await e2e.visible(page, '.home-grid__icon').evaluateAll((els) =>
    els.map((el) => {
      const rect = el.getBoundingClientRect()
      return { top: Math.round(rect.top), left: Math.round(rect.left) }
    })
  )
  assert.equal(icons.length, 8)
  assert.equal(new Set(icons.map((icon) => icon.top)).size, 2)
  assert.equal(new Set(icons.map((icon) => icon.left)).size, 4)

  // The slider: 115 px high, rounded.
  const slider = await e2e
    .visible(page, '.home-slider')
    .first()
    .evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      radius: getComputedStyle(el).borderTopLeftRadius,
    }))
  assert.deepEqual(slider, { height: 115, radius: '8px' })

  // The tab bar stays, and the title is the site's name (or 首页).
  assert.equal(await e2e.visible(page, '#tab-home').count(), 1)
  await e2e.screenshot(page, 'home-top')
  await page
    .locator('.taro_page')
    .first()
    .evaluate((el) => el.scrollBy(0, 900))
  await e2e.shot(page, 'home-middle')
  await page
    .locator('.taro_page')
    .first()
    .evaluate((el) => el.scrollBy(0, 900))
  await e2e.shot(page, 'home-bottom')
})

test('the slider plays by itself and its slides lead in-app or out', async () => {
  const page = await e2e.newPage()
  const opened = await stubExternal(page)
  await openHome(page)

  const track = e2e.visible(page, '.home-slider__track').first()
  const activeDot = () =>
    e2e
      .visible(page, '.home-slider .nut-indicator-dot-active, .home-slider .nut-indicator-dot--active')
      .count()
  assert.equal(await track.evaluate((el) => el.scrollLeft), 0)
  await page.waitForFunction(
    () => {
      const el = [...document.querySelectorAll('.home-slider__track')].find((t) => t.offsetParent !== null)
      return el && el.scrollLeft > el.clientWidth / 2
    },
    null,
    { timeout: 6000 }
  )
  assert.ok((await activeDot()) <= 1)

  // Slide 2 → /vod/detail?id=1, slide 3 → /vod (dispatched, so the autoplay cannot move them from under the
  // pointer). Back only once the pushed page shows.
  await e2e.visible(page, '[data-slide-index="1"]').first().dispatchEvent('click')
  await e2e.waitForRoute(page, '/vod/detail?id=1')
  await backHome(page, '/vod/detail')
  await e2e.visible(page, '[data-slide-index="2"]').first().dispatchEvent('click')
  await e2e.waitForRoute(page, '/vod')
  await backHome(page, '/vod')

  // Slide 1 → the external site, in the same tab.
  await e2e.visible(page, '[data-slide-index="0"]').first().dispatchEvent('click')
  await page.waitForURL(EXTERNAL)
  assert.deepEqual(opened, [EXTERNAL])
})

test('grid-nav: a visitor goes to login for in-app links and comes back there; web links open directly', async () => {
  const page = await e2e.newPage()
  const opened = await stubExternal(page)
  await openHome(page)

  await e2e.visible(page, '.home-grid__item').filter({ hasText: '新入职' }).click()
  await e2e.waitForRoute(page, '/login?redirect=%2Fvod')
  await e2e.waitForLoginPage(page)
  await backHome(page, '/login')

  await e2e.visible(page, '.home-grid__item').filter({ hasText: '官网' }).click()
  await page.waitForURL(EXTERNAL)
  assert.deepEqual(opened, [EXTERNAL])
})

test('grid-nav: a logged-in learner goes straight to the page', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await openHome(page)
  await e2e.visible(page, '.home-grid__item').filter({ hasText: '通知公告' }).click()
  await e2e.waitForRoute(page, '/vodNotice')
  await backHome(page, '/vodNotice')
  await e2e.visible(page, '.home-grid__item').filter({ hasText: '新入职' }).click()
  await e2e.waitForRoute(page, '/vod')
})

test('image groups lead where their url says; an image without a url stays', async () => {
  const page = await e2e.newPage()
  await openHome(page)
  await e2e.visible(page, '[data-layout="v-2"] [data-image-index="0"]').click()
  await e2e.waitForRoute(page, '/vod?category_id=6')
  await backHome(page, '/vod')
  await e2e.visible(page, '[data-layout="v-3"] [data-image-index="1"]').click()
  await e2e.settled(page) // a page change the tap started would have happened
  assert.equal(e2e.route(page), '/')
  await e2e.visible(page, '[data-layout="v-1-2"] [data-image-index="2"]').click()
  await e2e.waitForRoute(page, '/vod/detail?id=3')
})

test('course groups: 查看全部 opens the course list, a card its detail', async () => {
  const page = await e2e.newPage()
  await openHome(page)
  const group = e2e.visible(page, '[data-block="h5-vod-v1"]').first()
  assert.deepEqual(
    await group
      .locator('.course-card')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-course-id'))),
    ['1', '2', '3', '4']
  )
  await group.getByText('查看全部').click()
  await e2e.waitForRoute(page, '/vod')
  await backHome(page, '/vod')
  await e2e.visible(page, '[data-block="h5-vod-v1"] .course-card[data-course-id="2"]').click()
  await e2e.waitForRoute(page, '/vod/detail?id=2')
})

test('公众号: 关注 shows the QR code with its hint; 关闭 closes it', async () => {
  const page = await e2e.newPage()
  await openHome(page)
  await e2e.visible(page, '[data-block="h5-gzh-v1"]').getByText('演示学堂').waitFor()
  await e2e.tap(page, '#gzh-follow')
  const modal = e2e.visible(page, '#gzh-modal')
  await modal.waitFor()
  assert.ok((await modal.innerText()).includes('关注公众号'))
  assert.ok((await modal.innerText()).includes('长按二维码识别或截图保存'))
  const qr = modal.locator('img').first()
  assert.match(await qr.getAttribute('src'), /\/__demo\/img\/gzh-qr\.svg$/)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#gzh-modal img')].some((img) => img.complete && img.naturalWidth > 0)
  )
  await e2e.screenshot(page, 'home-gzh-modal')
  await e2e.tap(page, '#gzh-close')
  await modal.waitFor({ state: 'detached' })
})

test('the search box leads to the search page', async () => {
  const page = await e2e.newPage()
  await openHome(page)
  assert.ok((await e2e.visible(page, '#home-search').innerText()).includes('搜索关键词'))
  await e2e.tap(page, '#home-search')
  await e2e.waitForRoute(page, '/search')
})

test('a failed load leaves 重新加载, which brings the blocks', async () => {
  const page = await e2e.newPage({ allow: [/500/] })
  await e2e.queueNext({ path: BLOCKS_API, status: 500 })
  await e2e.gotoApp(page, '/')
  await e2e.visible(page, '#resource-retry').waitFor()
  await e2e.tap(page, '#resource-retry')
  await e2e.visible(page, '[data-block="h5-vod-v1"]').first().waitFor()
})

test('pull-to-refresh: at the top a pull reloads the blocks; scrolled down, a downward swipe scrolls, not pulls', async () => {
  const page = await e2e.newPage()
  await openHome(page)
  const blockLoads = async () => (await e2e.apiLog()).filter((entry) => entry.path === BLOCKS_API).length
  const loaded = await blockLoads()

  assert.equal(await e2e.drag(page, { from: 100, to: 500 }), true, 'the refresher takes a pull at the top')
  await e2e.waitUntil(async () => (await blockLoads()) > loaded, 'the blocks to be asked for again')
  await e2e.settled(page)
  assert.equal(await blockLoads(), loaded + 1, 'the blocks are asked for again, once')
  await e2e.visible(page, '[data-block="h5-vod-v1"]').first().waitFor()

  // Scrolled down, the learner swipes down to scroll back up: the page must scroll, not pull.
  const scrolled = await page.evaluate(() => {
    const shown = document.querySelector('.taro_page_show')
    shown.scrollTop = 300
    return shown.scrollTop
  })
  assert.ok(scrolled > 0, 'home is long enough to scroll')
  assert.equal(await e2e.drag(page, { from: 100, to: 400 }), false, 'every move is left to native scrolling')
  const pulled = await page.evaluate(
    () => document.querySelector('.taro_page_show .rmc-pull-to-refresh-content').style.transform
  )
  assert.ok(!/translate3d\(0px, ?[1-9]/.test(pulled), `the content is not pulled down (${pulled})`)
  await page.evaluate(() => {
    document.querySelector('.taro_page_show').scrollTop = 0
  })
})
