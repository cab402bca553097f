'use strict'
// While logged in a watermark (nickname-id, mobile; font 20, −35°) covers every page; it is
// absent when logged out and never takes a tap. H5 draws it as a picture (an SVG tile repeated over the layer), so
// it is no text for a contrast checker; e2e.watermarkText reads the picture's lines.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')

const e2e = setupE2E()

const WATERMARK = '[data-testid=watermark]'

/** The watermark of the page on top (the page under it keeps its own until its slide-out has finished). */
const topWatermark = (page) => e2e.visible(page, WATERMARK).last()

test('no watermark when logged out', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '请登录' }).waitFor()
  assert.equal(await page.locator(WATERMARK).count(), 0)
  assert.doesNotMatch(await e2e.bodyText(page), /学员小王-1|13800138000/)
})

test('logged in, the watermark shows 学员小王-1 and 13800138000 over the page and lets taps through', async () => {
  const page = await e2e.newPage()
  await e2e.login(page, { mobile: '13800138000' })
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '学员小王' }).waitFor()
  const text = await e2e.watermarkText(page)
  assert.match(text, /学员小王-1/)
  assert.match(text, /13800138000/)
  assert.equal(await topWatermark(page).innerText(), '', 'a picture: no text for a contrast checker')

  const look = await page.evaluate((selector) => {
    const layer = [...document.querySelectorAll(selector)].find((el) => el.getBoundingClientRect().width > 0)
    const layerStyle = getComputedStyle(layer)
    const rect = layer.getBoundingClientRect()
    const url = /url\("data:image\/svg\+xml,([^"]*)"\)/.exec(layerStyle.backgroundImage)
    const svg = new DOMParser().parseFromString(decodeURIComponent(url[1]), 'image/svg+xml')
    const text = svg.querySelector('text')
    return {
      pointerEvents: layerStyle.pointerEvents,
      position: layerStyle.position,
      rect: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      tile: layerStyle.backgroundSize.split(' ').map(parseFloat),
      repeat: layerStyle.backgroundRepeat,
      fontSize: text.getAttribute('font-size'),
      colour: text.getAttribute('fill'),
      angle: Number(/^rotate\((-?\d+)/.exec(text.getAttribute('transform'))[1]),
    }
  }, WATERMARK)
  assert.equal(look.pointerEvents, 'none')
  assert.equal(look.position, 'fixed')
  assert.deepEqual(look.rect, { x: 0, y: 0, width: 375, height: 740 }, 'covers the whole screen')
  assert.equal(look.fontSize, '20')
  assert.equal(look.angle, -35)
  const alpha = Number((/rgba\([^)]*,\s*([\d.]+)\)/.exec(look.colour) || [])[1])
  assert.ok(alpha > 0 && alpha <= 0.3, `a faint colour (${look.colour})`)
  assert.equal(look.repeat, 'repeat')
  assert.ok(look.tile[0] < look.rect.width && look.tile[1] < look.rect.height, 'tiled')

  // The entries sit under the watermark, yet a tap reaches them.
  const entry = e2e.visible(page, '#entry-setting')
  const box = await entry.boundingBox()
  const underTap = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('#entry-setting') !== null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  )
  assert.ok(underTap, 'the element under the finger is the entry, not the watermark')
  const file = await e2e.screenshot(page, 'watermark-member')
  assert.ok(file)

  await e2e.tap(page, '#entry-setting')
  await e2e.waitForRoute(page, '/member/setting')
  await e2e.visible(page, '.nav-header').filter({ hasText: '关于平台' }).waitFor()
  assert.match(await e2e.watermarkText(page), /学员小王-1/, 'on every page')
})

test('the watermark is over the messages list, and tapping a message under it still works', async () => {
  const page = await e2e.newPage()
  await e2e.login(page, { mobile: '13800138000' })
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '#entry-messages').waitFor()
  await e2e.tap(page, '#entry-messages')
  await e2e.waitForRoute(page, '/messages')
  const first = e2e.visible(page, '[id^="message-"]').first()
  await first.waitFor()
  assert.match(await e2e.watermarkText(page), /13800138000/)
  await e2e.shot(page, 'watermark-messages')

  const id = (await first.getAttribute('id')).replace(/^message-/, '')
  await first.click()
  await e2e.waitForApiRequest((entry) => entry.path === `/api/v2/member/notificationMarkAsRead/${id}`)
})
