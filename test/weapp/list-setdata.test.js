'use strict'
/**
 * What the mini-program's long lists send to the view, headless, against the demo API (the figures themselves:
 * test/bench/weapp-lists.js, npm run bench): appending a page sends that page and nothing already on screen, in
 * bytes proportional to the page, and no setData is ever over WeChat's 256 KB, on 新入职 scrolled to 10 pages (100
 * more courses in 新员工入职 from POST /__demo/courses) and on 学员小赵's 500 messages; a page of very long titles
 * is drawn in several calls, each under the limit. Run after `npm run build:weapp`.
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, waitFor } = require('./harness')
const { useDemoBackend } = require('./demo-backend')
const {
  measureList,
  appendBudget,
  SETDATA_LIMIT,
  VOD_PAGES,
  MESSAGES_PAGES,
} = require('../bench/weapp-lists')

const TOKEN_KEY = 'meedu-h5-token'
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Every append of `list` sent only its page: no item of an earlier page touched, bytes within the budget. */
function assertAppendsSendOnlyTheirPage(list) {
  for (const append of list.appends) {
    assert.equal(
      append.resent,
      0,
      `page ${append.page} resent ${append.resent} of the ${append.itemsBefore} items already shown (paths: ${append.paths.slice(0, 4).join(', ')}…)`
    )
    assert.ok(
      append.bytes <= appendBudget(append),
      `page ${append.page} sent ${kb(append.bytes)} for ${kb(append.pageBytes)} of new items (budget ${kb(appendBudget(append))})`
    )
  }
}

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, startApp } = useDemoBackend()

  test(`新入职 scrolled to ${VOD_PAGES} pages: each append sends only its page, no setData over 256 KB`, async () => {
    await control('POST', '/__demo/courses', { count: 100 })
    const app = startApp()
    const page = await app.openPage('packages/learning/vod/index', { category_id: '1' })
    const list = await measureList(app, page, {
      api: '/api/v2/courses',
      pages: VOD_PAGES,
      textOf: (course) => course.title,
      waitFor,
    })
    assert.equal(list.items, VOD_PAGES * 10)
    assertAppendsSendOnlyTheirPage(list)
    assert.ok(list.maxBytes <= SETDATA_LIMIT, `a setData of ${kb(list.maxBytes)}`)
  })

  test(`学员小赵's 500 messages: each of the ${MESSAGES_PAGES - 1} appends sends only its page, no setData over 256 KB`, async () => {
    const { token } = await control('POST', '/api/v2/login/password', {
      mobile: '13300133000',
      password: 'meedu123',
    })
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage('packages/account/messages/index')
    const list = await measureList(app, page, {
      api: '/api/v2/member/messages',
      pages: MESSAGES_PAGES,
      textOf: (message) => message.data.message,
      waitFor,
    })
    assert.equal(list.items, 500)
    assertAppendsSendOnlyTheirPage(list)
    assert.ok(list.maxBytes <= SETDATA_LIMIT, `a setData of ${kb(list.maxBytes)}`)
  })

  test('a page of 10 courses with 20,000-character titles (600 KB): drawn in parts, each setData under 256 KB', async () => {
    // 管理与领导力 (category 3) has 7 courses: page 1 ends with 3 long ones, page 2 is 10 long ones.
    await control('POST', '/__demo/courses', { count: 13, category_id: 3, title_length: 20000 })
    const app = startApp()
    const page = await app.openPage('packages/learning/vod/index', { category_id: '3' })
    const list = await measureList(app, page, {
      api: '/api/v2/courses',
      pages: 2,
      textOf: (course) => course.title,
      waitFor,
    })
    assert.equal(list.items, 20)
    const [append] = list.appends
    assert.ok(append.pageBytes > 2 * SETDATA_LIMIT, `the long page is ${kb(append.pageBytes)} drawn`)
    assert.ok(list.maxBytes <= SETDATA_LIMIT, `a setData of ${kb(list.maxBytes)}`)
    assert.ok(append.calls >= 3, `${append.calls} calls for ${kb(append.pageBytes)}`)
    assertAppendsSendOnlyTheirPage(list)
  })
}
