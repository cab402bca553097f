'use strict'
// 我的消息 for learner 13800138000 (45 messages, the 5 newest unread): 20 a page with relative times
// (shown at UTC offset 0), unread marks cleared by a tap, infinite scroll to 已经到底了, and the unread
// count on the personal centre.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')

const e2e = setupE2E()

const MESSAGES_API = '/api/v2/member/messages'
const ITEM = '[id^="message-"]'

const pad = (n) => String(n).padStart(2, '0')

/** The relative time (docs/decisions.md, Times), written out independently of the app, at UTC offset 0. */
function expectedTime(createdAt, now) {
  const time = Date.parse(createdAt)
  const seconds = Math.floor((now - time) / 1000)
  if (seconds < 60) return '刚刚'
  if (seconds < 3600) return `${Math.floor(seconds / 60)}分钟前`
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}小时前`
  if (seconds < 7 * 86400) return `${Math.floor(seconds / 86400)}天前`
  const d = new Date(time)
  const monthDay = `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  return seconds < 365 * 86400 ? monthDay : `${d.getUTCFullYear()}-${monthDay}`
}

/** The learner's 45 messages straight from the API (newest first). */
async function allMessages(token) {
  const response = await fetch(`${API_URL}${MESSAGES_API}?page=1&page_size=100`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  })
  const body = await response.json()
  assert.equal(body.code, 0)
  return body.data.data
}

/** What the list shows: [{id, unread, text, time}] in order. */
function shownItems(page) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({
        id: el.id.replace(/^message-/, ''),
        unread: el.getAttribute('data-unread'),
        dot: Boolean(el.querySelector('.messages__dot')),
        text: el.querySelector('.messages__text')?.innerText ?? '',
        time: el.querySelector('.messages__time')?.innerText ?? '',
      }))
  }, ITEM)
}

/** Scrolls down like a finger would, a screen at a time, until the list stops growing under it. */
async function scrollToBottom(page) {
  await e2e.wheel(page, { steps: 12, dy: 600 })
}

function messageRequests(log) {
  return log.filter((entry) => entry.path === MESSAGES_API)
}

test('the first page shows 20 messages, newest first, with relative times and the 5 unread marked', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page, { mobile: '13800138000' })
  await e2e.gotoApp(page, '/messages')
  await e2e.visible(page, ITEM).nth(19).waitFor()
  await e2e.settled(page)

  const items = await shownItems(page)
  assert.equal(items.length, 20)
  const log = await e2e.apiLog()
  assert.deepEqual(
    messageRequests(log).map((entry) => entry.query),
    [{ page: '1', page_size: '20' }]
  )
  assert.ok(messageRequests(log).every((entry) => entry.auth))

  const expected = (await allMessages(token)).slice(0, 20)
  const now = Date.now()
  assert.deepEqual(
    items.map((item) => item.id),
    expected.map((message) => message.id),
    'the newest 20, in order'
  )
  assert.deepEqual(
    items.map((item) => item.text),
    expected.map((message) => message.data.message)
  )
  assert.deepEqual(
    items.map((item) => item.time),
    expected.map((message) => expectedTime(message.created_at, now))
  )

  const times = items.map((item) => item.time)
  assert.equal(times[0], '刚刚')
  assert.match(times[1], /^\d+分钟前$/)
  assert.ok(
    times.some((time) => /^\d+小时前$/.test(time)),
    'hours'
  )
  assert.ok(
    times.some((time) => /^\d+天前$/.test(time)),
    'days'
  )
  assert.ok(
    times.some((time) => /^\d\d-\d\d \d\d:\d\d$/.test(time)),
    'MM-DD HH:mm'
  )

  assert.deepEqual(
    items.map((item) => item.unread),
    items.map((_, index) => (index < 5 ? 'true' : 'false')),
    'the 5 newest are unread'
  )
  assert.deepEqual(
    items.map((item) => item.dot),
    items.map((_, index) => index < 5)
  )
})

test('tapping an unread message marks it read on the server and clears its mark', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await e2e.gotoApp(page, '/messages')
  await e2e.visible(page, ITEM).nth(19).waitFor()
  const [first, , , , , firstRead] = await shownItems(page)
  assert.equal(first.unread, 'true')

  await e2e.tap(page, `[id="message-${first.id}"]`)
  await e2e.waitForApiRequest((entry) => entry.path === `/api/v2/member/notificationMarkAsRead/${first.id}`, {
    what: `GET notificationMarkAsRead/${first.id}`,
  })
  const item = e2e.visible(page, `[id="message-${first.id}"]`)
  await page.waitForFunction(
    (id) => document.getElementById(`message-${id}`)?.getAttribute('data-unread') === 'false',
    first.id
  )
  assert.equal(await item.locator('.messages__dot').count(), 0, 'the red dot is gone')
  const markRequests = (await e2e.apiLog()).filter((entry) =>
    entry.path.startsWith('/api/v2/member/notificationMarkAsRead/')
  )
  assert.deepEqual(
    markRequests.map((entry) => [entry.method, entry.auth]),
    [['GET', true]]
  )

  // A message already read is not marked again.
  await e2e.tap(page, `[id="message-${firstRead.id}"]`)
  await e2e.tap(page, `[id="message-${first.id}"]`)
  await e2e.settled(page) // a mark-as-read would have been sent and answered
  const after = (await e2e.apiLog()).filter((entry) =>
    entry.path.startsWith('/api/v2/member/notificationMarkAsRead/')
  )
  assert.equal(after.length, 1)
  assert.deepEqual(
    (await shownItems(page)).slice(0, 5).map((shown) => shown.unread),
    ['false', 'true', 'true', 'true', 'true']
  )
})

test('scrolling to the bottom loads page 2, then page 3 and 已经到底了', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page)
  await e2e.gotoApp(page, '/messages')
  await e2e.visible(page, ITEM).nth(19).waitFor()
  assert.equal(await e2e.visible(page, '[data-testid=list-end]').count(), 0)

  await scrollToBottom(page)
  await e2e.waitForApiRequest((entry) => entry.path === MESSAGES_API && entry.query.page === '2', {
    what: 'page 2',
  })
  await e2e.visible(page, ITEM).nth(39).waitFor()

  await scrollToBottom(page)
  await e2e.waitForApiRequest((entry) => entry.path === MESSAGES_API && entry.query.page === '3', {
    what: 'page 3',
  })
  await e2e.visible(page, ITEM).nth(44).waitFor()
  await e2e.visible(page, '[data-testid=list-end]').waitFor()
  await e2e.visible(page, '[data-testid=list-end]').scrollIntoViewIfNeeded()
  assert.equal((await e2e.visible(page, '[data-testid=list-end]').innerText()).trim(), '已经到底了')

  // Nothing more is asked for at the end.
  await scrollToBottom(page)
  await e2e.settled(page)
  const log = await e2e.apiLog()
  assert.deepEqual(
    messageRequests(log).map((entry) => entry.query),
    [
      { page: '1', page_size: '20' },
      { page: '2', page_size: '20' },
      { page: '3', page_size: '20' },
    ]
  )

  const items = await shownItems(page)
  assert.equal(items.length, 45)
  const expected = await allMessages(token)
  assert.deepEqual(
    items.map((item) => item.id),
    expected.map((message) => message.id),
    'all 45, in order, none twice'
  )
  const now = Date.now()
  assert.deepEqual(
    items.slice(20).map((item) => item.time),
    expected.slice(20).map((message) => expectedTime(message.created_at, now))
  )
  const older = items.slice(20).map((item) => item.time)
  assert.ok(
    older.some((time) => /^\d\d-\d\d \d\d:\d\d$/.test(time)),
    'MM-DD HH:mm under a year'
  )
  assert.match(items[43].time, /^\d{4}-\d\d-\d\d \d\d:\d\d$/, 'YYYY-MM-DD HH:mm over a year')
  assert.match(items[44].time, /^\d{4}-\d\d-\d\d \d\d:\d\d$/)
})

test('the personal centre shows the unread count on 我的消息: 5, then 4 after reading one', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await e2e.gotoApp(page, '/member')
  const badge = () => e2e.visible(page, '#entry-messages [data-testid=unread-count]')
  await badge().waitFor()
  assert.equal((await badge().innerText()).trim(), '5')
  assert.equal(await e2e.visible(page, '#tab-member .tab-bar__dot').count(), 1, 'red dot on 个人中心')
  assert.ok(
    (await e2e.apiLog()).some(
      (entry) => entry.path === '/api/v2/member/unreadNotificationCount' && entry.auth
    ),
    'the count comes from GET /api/v2/member/unreadNotificationCount'
  )

  await e2e.tap(page, '#entry-messages')
  await e2e.waitForRoute(page, '/messages')
  await e2e.visible(page, ITEM).first().waitFor()
  const [first] = await shownItems(page)
  await e2e.tap(page, `[id="message-${first.id}"]`)
  await page.waitForFunction(
    (id) => document.getElementById(`message-${id}`)?.getAttribute('data-unread') === 'false',
    first.id
  )

  await e2e.tap(page, '#nav-back')
  await e2e.waitForRoute(page, '/member')
  await page.waitForFunction(() => {
    const el = [...document.querySelectorAll('#entry-messages [data-testid=unread-count]')].find(
      (node) => node.offsetParent !== null
    )
    return el && el.textContent.trim() === '4'
  })
  assert.equal((await badge().innerText()).trim(), '4')
})

test('a learner without messages sees 暂无消息 and no unread count', async () => {
  const page = await e2e.newPage()
  await e2e.login(page, { mobile: '13900139000' })
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '学员小李' }).waitFor()
  await e2e.waitForApiRequest((entry) => entry.path === '/api/v2/member/unreadNotificationCount')
  await e2e.settled(page) // the count (0) has been read and drawn
  assert.equal(await e2e.visible(page, '[data-testid=unread-count]').count(), 0)

  await e2e.tap(page, '#entry-messages')
  await e2e.visible(page, '[data-testid=list-empty]').waitFor()
  assert.match(await e2e.visible(page, '[data-testid=list-empty]').innerText(), /暂无消息/)
  assert.equal(await e2e.visible(page, ITEM).count(), 0)
})
