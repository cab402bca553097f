'use strict'
// 通知公告 against the demo API (test/demo-api/README.md, "Announcements"): 25 notices, id 25 the newest; 24 is
// hostile HTML, 23 a 100 KB body, 25/20/12/5 carry a 750 px picture. The home banner shows the latest.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')

const e2e = setupE2E()

async function apiAnnouncements(page = 1) {
  const response = await fetch(`${API_URL}/api/v2/announcements?page=${page}&size=10`)
  return (await response.json()).data
}

/** Straight to the bottom of the visible page (Taro's H5 pages scroll inside `.taro_page`). */
const jumpToEnd = (page) =>
  page.evaluate(() => {
    const scroller = [...document.querySelectorAll('.taro_page')].find((el) => el.offsetParent !== null)
    scroller.scrollTo(0, scroller.scrollHeight)
  })

/** Every dialog (alert, confirm) the page opens: none may open. */
function watchDialogs(page) {
  const dialogs = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return dialogs
}

test('the list: newest first, title, preview and UTC time; scrolling loads pages 2 and 3 to 已经到底了', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/vodNotice')
  await e2e.visible(page, '#notice-25').waitFor()
  assert.equal(await e2e.visible(page, '.notice-card').count(), 10)
  for (let round = 0; round < 10; round++) {
    if ((await e2e.visible(page, '[data-testid=list-end]').count()) > 0) break
    await jumpToEnd(page)
    await e2e.settled(page) // the next page's answer is on screen, then measure again
  }
  await e2e.visible(page, '[data-testid=list-end]').waitFor()
  const ids = await e2e
    .visible(page, '.notice-card')
    .evaluateAll((els) => els.map((el) => Number(el.id.replace('notice-', ''))))
  assert.deepEqual(
    ids,
    Array.from({ length: 25 }, (_, i) => 25 - i)
  )
  const pages = (await e2e.apiLog())
    .filter((entry) => entry.path === '/api/v2/announcements')
    .map((entry) => entry.query.page)
  assert.deepEqual(pages, ['1', '2', '3'])
  await e2e.screenshot(page, 'notices-end')
  // No space left after full-width punctuation where the notice's blocks were joined (各位同事：学习积分…).
  const previews = await e2e.visible(page, '.notice-card__preview').allInnerTexts()
  assert.ok(
    previews.some((text) => text.startsWith('各位同事：') && !/：\s/.test(text)),
    previews.join('\n')
  )
  assert.ok(
    previews.every((text) => !/[：，。]\s|\s\s/.test(text)),
    previews.join('\n')
  )

  // The cards against the API's own answer (asked only now: the demo API logs this request too).
  const first = await apiAnnouncements(1)
  const card = await e2e.visible(page, '#notice-25').innerText()
  assert.ok(card.includes(first.data[0].title), card)
  // UTC wall clock (the browser runs at Asia/Shanghai): YYYY-MM-DD HH:mm of the API's time.
  assert.ok(card.includes(first.data[0].created_at.slice(0, 16).replace('T', ' ')), card)
  assert.ok(card.includes('请各位同事查看下图并按要求执行'), card)
  // The hostile notice's title shows literally.
  assert.ok((await e2e.visible(page, '#notice-24').innerText()).includes('<b>不加粗</b>'))
})

test('a notice on its own screen: title, time, 阅读 N, pictures fit; back returns to the list', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/vodNotice')
  await e2e.tap(page, '#notice-25')
  await e2e.waitForRoute(page, '/vodNotice?id=25')
  await e2e.waitForSettledPage(page, '/vodNotice')
  await e2e.visible(page, '#notice-detail').waitFor()
  const text = await e2e.visible(page, '#notice-detail').innerText()
  assert.match(text, /阅读 \d+/)
  const img = e2e.visible(page, '#notice-content img').first()
  await img.waitFor()
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#notice-content img')].some((el) => el.complete && el.naturalWidth > 0)
  )
  const { imageWidth, contentWidth, overflow } = await page.evaluate(() => {
    const box = [...document.querySelectorAll('#notice-content')].find((el) => el.offsetParent !== null)
    return {
      imageWidth: box.querySelector('img').getBoundingClientRect().width,
      contentWidth: box.getBoundingClientRect().width,
      overflow: box.scrollWidth - box.clientWidth,
    }
  })
  // The picture is 750 px wide: it is scaled to the content's width, nothing scrolls sideways.
  assert.ok(imageWidth > 100 && imageWidth <= contentWidth + 0.5, `${imageWidth} > ${contentWidth}`)
  assert.equal(overflow, 0)
  await e2e.screenshot(page, 'notice-25')
  await e2e.back(page, '/vodNotice')
  await e2e.visible(page, '#notice-25').waitFor()
})

test('hostile HTML: nothing runs, no dialog, no javascript: link followed, no overlay', async () => {
  const page = await e2e.newPage()
  const dialogs = watchDialogs(page)
  await e2e.gotoApp(page, '/vodNotice?id=24')
  await e2e.visible(page, '#notice-content').waitFor()
  await e2e.waitForText(page, '本公告包含不安全的内容')
  const content = '#notice-content'
  assert.equal(
    await page
      .locator(`${content} script, ${content} iframe, ${content} svg, ${content} form, ${content} input`)
      .count(),
    0
  )
  assert.equal(
    await page.locator(`${content} [onerror], ${content} [onclick], ${content} [onload]`).count(),
    0
  )
  assert.equal(await page.locator(`${content} a[href^="javascript" i]`).count(), 0)
  const positions = await page.evaluate(() =>
    [...document.querySelectorAll('#notice-content *')].map((el) => getComputedStyle(el).position)
  )
  assert.ok(!positions.includes('fixed'), positions.join())
  // Tapping the defused links and the overlay text changes nothing.
  await e2e.visible(page, '#notice-content').getByText('危险链接', { exact: true }).click()
  await e2e.visible(page, '#notice-content').getByText('遮罩层', { exact: false }).click()
  await e2e.settled(page) // a followed link or a handler would have run by now
  assert.equal(e2e.route(page), '/vodNotice?id=24')
  assert.equal(await page.evaluate(() => window.__noticeHacked), undefined)
  assert.deepEqual(dialogs, [])
  await e2e.screenshot(page, 'notice-24-hostile')
})

test('the 100 KB notice renders whole without freezing the page', async () => {
  const page = await e2e.newPage()
  const started = Date.now()
  await e2e.gotoApp(page, '/vodNotice?id=23')
  await e2e.waitForText(page, '超长公告', { timeout: 10000 })
  const paragraphs = await e2e.visible(page, '#notice-content').locator('p').count()
  assert.ok(paragraphs > 1000, String(paragraphs))
  assert.ok(Date.now() - started < 8000)
  // The page still answers: a tap on the header's back goes to the list (or home, with no history).
  const lastParagraph = await page.evaluate(() => {
    const box = [...document.querySelectorAll('#notice-content')].find((el) => el.offsetParent !== null)
    return box.querySelectorAll('p')[box.querySelectorAll('p').length - 1].textContent
  })
  assert.match(lastParagraph, /^第\d+条/)
})

test('a missing notice shows the error page', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/vodNotice?id=999')
  await e2e.waitForRoute(page, /^\/error/)
})

test('home: the latest notice as a banner that opens it; no banner once there is none', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/')
  const banner = e2e.visible(page, '#home-notice')
  await banner.waitFor()
  const latest = (await apiAnnouncements(1)).data[0]
  assert.equal((await banner.innerText()).replace(/\s+/g, ''), `公告${latest.title}`.replace(/\s+/g, ''))
  await e2e.screenshot(page, 'home-notice')
  await banner.click()
  await e2e.waitForRoute(page, `/vodNotice?id=${latest.id}`)
  await e2e.visible(page, '#notice-detail').waitFor()

  const response = await fetch(`${API_URL}/__demo/announcements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ empty: true }),
  })
  assert.equal((await response.json()).data.count, 0)
  const fresh = await e2e.newPage()
  await e2e.gotoApp(fresh, '/')
  await e2e.visible(fresh, '.home-blocks, [data-block]').first().waitFor()
  await e2e.waitForApiRequest((entry) => entry.path === '/api/v2/announcement/latest', { what: 'latest' })
  await e2e.settled(fresh) // the answer ([]) has been read and drawn
  assert.equal(await e2e.visible(fresh, '#home-notice').count(), 0)
  assert.deepEqual(await e2e.toasts(fresh), [])
  await e2e.gotoApp(fresh, '/vodNotice')
  await e2e.visible(fresh, '[data-testid=list-empty]').waitFor()
  assert.ok((await e2e.visible(fresh, '[data-testid=list-empty]').innerText()).includes('暂无公告'))
})
