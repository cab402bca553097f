'use strict'
/**
 * The infinite list in the built mini-program, headless, against the demo API: /messages for the learner with 500
 * messages loads page after page on reach-bottom, in order, each page once, to 已经到底了. The harness lays nothing
 * out (every node measures far below the screen), so pages load on reach-bottom only, and no error escapes. Run after `npm run build:weapp`.
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const MESSAGES_API = '/api/v2/member/messages'

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, startApp } = useDemoBackend()

  test('/messages with 500 messages: reach-bottom loads the next page, in order, each once, to 已经到底了', async () => {
    const { token } = await control('POST', '/api/v2/login/password', {
      mobile: '13300133000',
      password: 'meedu123',
    })
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage('packages/account/messages/index')
    await waitForText(page, '第 20 条消息')
    assert.ok(!textOf(page).includes('第 21 条消息'), 'only the first page before the learner scrolls')

    for (let expected = 2; expected <= 25; expected++) {
      page.onReachBottom()
      await waitForText(page, `第 ${expected * 20} 条消息`, { timeout: 3000 })
    }
    page.onReachBottom()
    await waitForText(page, '已经到底了')

    const pages = app.requests.filter((r) => r.path === MESSAGES_API).map((r) => Number(r.query.page))
    assert.deepEqual(
      pages,
      Array.from({ length: 25 }, (_, i) => i + 1),
      'pages 1…25, each once'
    )
    const text = textOf(page)
    const numbers = [...text.matchAll(/第 (\d+) 条消息/g)].map((m) => Number(m[1]))
    assert.deepEqual(
      numbers,
      Array.from({ length: 500 }, (_, i) => i + 1),
      'all 500, newest first, none twice'
    )
    await waitFor(() => app.errors.length === 0, { describe: () => app.errors.map(String).join('\n') })
  })
}
