'use strict'
// While logged in a watermark (nickname-id, mobile; font 20, −35°) covers every page; it is
// absent when logged out and never takes a tap.

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
  const mark = topWatermark(page)
  await mark.waitFor()

  const text = await mark.innerText()
  assert.match(text, /学员小王-1/)
  assert.match(text, /13800138000/)

  const look = await page.evaluate((selector) => {
    const layer = [...document.querySelectorAll(selector)].find((el) => el.getBoundingClientRect().width > 0)
    const cell = layer.querySelector('.watermark__cell')
    const layerStyle = getComputedStyle(layer)
    const cellStyle = getComputedStyle(cell)
    const rect = layer.getBoundingClientRect()
    // The angle of the cell's rotation from its transform matrix.
    const matrix = new DOMMatrix(cellStyle.transform)
    return {
      pointerEvents: layerStyle.pointerEvents,
      position: layerStyle.position,
      rect: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      fontSize: cellStyle.fontSize,
      color: cellStyle.color,
      angle: Math.round((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI),
      cells: layer.querySelectorAll('.watermark__cell').length,
    }
  }, WATERMARK)
  assert.equal(look.pointerEvents, 'none')
  assert.equal(look.position, 'fixed')
  assert.deepEqual(look.rect, { x: 0, y: 0, width: 375, height: 740 }, 'covers the whole screen')
  assert.equal(look.fontSize, '20px')
  assert.equal(look.angle, -35)
  const alpha = Number((/rgba\([^)]*,\s*([\d.]+)\)/.exec(look.color) || [])[1])
  assert.ok(alpha > 0 && alpha <= 0.3, `a faint colour (${look.color})`)
  assert.ok(look.cells > 1, 'tiled')

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
  assert.match(await topWatermark(page).innerText(), /学员小王-1/, 'on every page')
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
  await topWatermark(page).waitFor()
  assert.match(await topWatermark(page).innerText(), /13800138000/)
  await page.waitForTimeout(300) // fonts and images settled for the picture
  await e2e.screenshot(page, 'watermark-messages')

  const id = (await first.getAttribute('id')).replace(/^message-/, '')
  await first.click()
  await e2e.waitForApiRequest((entry) => entry.path === `/api/v2/member/notificationMarkAsRead/${id}`)
})
