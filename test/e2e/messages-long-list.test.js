'use strict'
// 我的消息 as a long list (learner 13300133000, 500 messages, 25 pages of 20): the page jumping straight to its end
// (End key, scrollTo) keeps loading to 已经到底了 with every message once and in order; a screen taller than the
// first page fills itself; and the states at the bottom of the list (loading more, end, empty, retry), with
// screenshots in test/.artifacts/.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')

const e2e = setupE2E()

const MESSAGES_API = '/api/v2/member/messages'
const ITEM = '[id^="message-"]'
const END_MARKER = '#messages-list-end'
const LONG_LIST_LEARNER = { mobile: '13300133000' }
const FAILED_RESOURCE = /Failed to load resource/

/** The learner's messages straight from the API, newest first (pages of 100). */
async function allMessages(token) {
  const messages = []
  for (let page = 1; ; page++) {
    const response = await fetch(`${API_URL}${MESSAGES_API}?page=${page}&page_size=100`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
    const body = await response.json()
    assert.equal(body.code, 0)
    messages.push(...body.data.data)
    if (messages.length >= body.data.total || body.data.data.length === 0) return messages
  }
}

/** The ids of the messages on screen, in order. */
const shownIds = (page) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((el) => el.offsetParent !== null)
        .map((el) => el.id.replace(/^message-/, '')),
    ITEM
  )

const shownCount = (page) =>
  page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].filter((el) => el.offsetParent !== null).length,
    ITEM
  )

/** The `page` query of every messages request since the reset, in order. */
async function pagesAsked() {
  return (await e2e.apiLog())
    .filter((entry) => entry.path === MESSAGES_API)
    .map((entry) => Number(entry.query.page))
}

const endShown = (page) => e2e.visible(page, '[data-testid=list-end]').count()

/**
 * Straight to the bottom of the page, no scrolling in between. Taro's H5 pages scroll inside their own element
 * (`.taro_page`, overflow scroll; the window itself never scrolls), so this is that element's scrollTo(bottom) or
 * the End key (Chromium sends it to the scroller last clicked in).
 */
async function jumpToEnd(page, how) {
  if (how === 'End') {
    await page.mouse.click(5, 400) // the list's left margin: no message there
    await page.keyboard.press('End')
  } else {
    await page.evaluate(() => {
      const scroller = [...document.querySelectorAll('.taro_page')].find((el) => el.offsetParent !== null)
      scroller.scrollTo(0, scroller.scrollHeight)
    })
  }
}

/** How far the page has been scrolled (its `.taro_page` element; the window stays at 0). */
const scrolledBy = (page) =>
  page.evaluate(
    () =>
      window.scrollY +
      [...document.querySelectorAll('.taro_page')].find((el) => el.offsetParent !== null).scrollTop
  )

async function openLongList(page) {
  const token = await e2e.login(page, LONG_LIST_LEARNER)
  await e2e.gotoApp(page, '/messages')
  await e2e.visible(page, ITEM).nth(19).waitFor()
  return token
}

test('500 messages: jumping straight to the end again and again loads every page once, in order, to 已经到底了', async () => {
  const page = await e2e.newPage()
  const token = await openLongList(page)
  await e2e.settled(page) // page 1 drawn and the list has measured its end
  assert.deepEqual(await pagesAsked(), [1], 'a 740 px screen is filled by the first page')

  const jumps = []
  for (let jump = 0; jump < 40 && (await endShown(page)) === 0; jump++) {
    const before = await shownCount(page)
    const how = jump % 2 === 0 ? 'End' : 'scrollTo'
    await jumpToEnd(page, how)
    jumps.push(how)
    // The next page arrives under the jump, or the list has ended: nothing else may scroll the page meanwhile.
    await page
      .waitForFunction(
        ({ selector, count }) =>
          [...document.querySelectorAll(selector)].filter((el) => el.offsetParent !== null).length > count ||
          [...document.querySelectorAll('[data-testid=list-end]')].some((el) => el.offsetParent !== null),
        { selector: ITEM, count: before },
        { timeout: 4000 }
      )
      .catch(async () => {
        throw new Error(
          `the list stopped after ${before} messages (jump ${jump + 1} by ${how}); pages asked: ${JSON.stringify(await pagesAsked())}`
        )
      })
  }

  await e2e.visible(page, '[data-testid=list-end]').waitFor()
  assert.equal((await e2e.visible(page, '[data-testid=list-end]').innerText()).trim(), '已经到底了')
  assert.ok(jumps.includes('End') && jumps.includes('scrollTo'), `jumped with both: ${jumps.join(', ')}`)

  await e2e.settled(page)
  const asked = (await e2e.apiLog())
    .filter((entry) => entry.path === MESSAGES_API)
    .map((entry) => entry.query)
  assert.deepEqual(
    asked,
    Array.from({ length: 25 }, (_, i) => ({ page: String(i + 1), page_size: '20' })),
    'pages 1…25 of 20, each once, in order, and nothing after the end'
  )

  const ids = await shownIds(page)
  assert.equal(ids.length, 500, 'all 500 on screen')
  assert.equal(new Set(ids).size, 500, 'none twice')
  const expected = await allMessages(token) // (after reading the log: these requests are logged too)
  assert.deepEqual(
    ids,
    expected.map((message) => message.id),
    'in the order the API lists them'
  )
  const texts = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll(`${selector} .messages__text`)]
        .filter((el) => el.offsetParent !== null)
        .map((el) => el.textContent),
    ITEM
  )
  assert.match(texts[0], /^第 1 条消息/)
  assert.match(texts[499], /^第 500 条消息/)
  await jumpToEnd(page, 'scrollTo')
  await e2e.shot(page, 'list-end')
})

test('a tall screen (375×3000) the first page does not fill: the list loads by itself until the screen is full', async () => {
  const page = await e2e.newPage()
  await page.setViewportSize({ width: 375, height: 3000 })
  await openLongList(page)
  // No scrolling at all: the end marker goes below the screen (+10 px) by loading alone.
  await page.waitForFunction(
    (selector) => {
      const end = [...document.querySelectorAll(selector)].find((el) => el.offsetParent !== null)
      return end && end.getBoundingClientRect().top > window.innerHeight + 10
    },
    END_MARKER,
    { timeout: 5000 }
  )
  await e2e.settled(page) // the last page drawn and measured: the list has stopped by itself
  const count = await shownCount(page)
  const pages = await pagesAsked()
  assert.ok(count > 20, `more than the first page: ${count}`)
  assert.deepEqual(
    pages,
    Array.from({ length: count / 20 }, (_, i) => i + 1),
    'one request per page shown, in order'
  )
  assert.equal(await scrolledBy(page), 0, 'the learner did not scroll')
  // The page before the last one did not fill the screen: loading stopped as soon as the screen was full.
  const endTop = await page.evaluate((selector) => {
    const end = [...document.querySelectorAll(selector)].find((el) => el.offsetParent !== null)
    return end.getBoundingClientRect().top
  }, END_MARKER)
  assert.ok(endTop > 3000 + 10, `the end is below the screen: ${endTop}`)
  assert.equal(await endShown(page), 0)
})

test('a screen taller than the whole list (45 messages on 375×5000): loads to 已经到底了 without a scroll', async () => {
  const page = await e2e.newPage()
  await page.setViewportSize({ width: 375, height: 5000 })
  await e2e.login(page)
  await e2e.gotoApp(page, '/messages')
  await e2e.visible(page, '[data-testid=list-end]').waitFor()
  assert.equal(await shownCount(page), 45)
  assert.deepEqual(await pagesAsked(), [1, 2, 3])
  assert.equal(await scrolledBy(page), 0)
})

test('at the bottom of the list: 加载中... while the next page loads, then the next messages', async () => {
  const page = await e2e.newPage()
  await openLongList(page)
  await e2e.queueNext({ path: MESSAGES_API, delayMs: 1500 }) // page 2 takes its time
  await jumpToEnd(page, 'scrollTo')
  const loading = e2e.visible(page, '[data-testid=list-loading]')
  await loading.waitFor()
  assert.match(await loading.innerText(), /加载中\.\.\./)
  await jumpToEnd(page, 'scrollTo') // the loading row itself into view
  await e2e.shot(page, 'list-loading-more', { settle: false }) // page 2 is held on purpose
  await e2e.visible(page, ITEM).nth(39).waitFor({ timeout: 5000 })
  assert.equal(await loading.count(), 0)
  assert.deepEqual(await pagesAsked(), [1, 2])
})

test('a failed page at the bottom: 加载失败，点击重试 keeps what is shown; a tap loads it, and the list goes on', async () => {
  const page = await e2e.newPage({ allow: [FAILED_RESOURCE] })
  await openLongList(page)
  await e2e.queueNext({ path: MESSAGES_API, status: 500 })
  await jumpToEnd(page, 'scrollTo')
  const retry = e2e.visible(page, '#list-retry')
  await retry.waitFor()
  assert.equal((await retry.innerText()).trim(), '加载失败，点击重试')
  assert.equal(await shownCount(page), 20)
  await e2e.waitForToast(page, '服务器繁忙')

  // Still at the end, still failed: nothing is asked for until the learner taps.
  await jumpToEnd(page, 'scrollTo')
  await e2e.settled(page) // the scroll was seen and the end measured
  assert.deepEqual(await pagesAsked(), [1, 2])
  await e2e.screenshot(page, 'list-retry')

  await e2e.tap(page, '#list-retry')
  await e2e.visible(page, ITEM).nth(39).waitFor()
  assert.equal(await retry.count(), 0)
  assert.deepEqual(await pagesAsked(), [1, 2, 2])
  await jumpToEnd(page, 'scrollTo')
  await e2e.visible(page, ITEM).nth(59).waitFor()
  assert.deepEqual(await pagesAsked(), [1, 2, 2, 3])
})

test('no messages: the empty state, one request', async () => {
  const page = await e2e.newPage()
  await e2e.login(page, { mobile: '13900139000' })
  await e2e.gotoApp(page, '/messages')
  const empty = e2e.visible(page, '[data-testid=list-empty]')
  await empty.waitFor()
  assert.match(await empty.innerText(), /暂无消息/)
  assert.equal(await endShown(page), 0)
  await e2e.settled(page)
  assert.deepEqual(await pagesAsked(), [1])
  await e2e.screenshot(page, 'list-empty')
})
