'use strict'
// The e2e suite's bounded tab close: Chromium can acknowledge a close without closing (microsoft/playwright#42366),
// and a close that never settles must not hold the whole run.
const { test } = require('node:test')
const assert = require('node:assert/strict')
const { closeTab } = require('../e2e/support')

/** A stand-in for a Playwright page whose close() settles as `answers` says, one per call ('never' hangs). */
function fakePage(answers) {
  let closed = false
  const page = {
    calls: 0,
    isClosed: () => closed,
    close() {
      const answer = answers[page.calls++] ?? 'never'
      if (answer === 'never') return new Promise(() => {})
      closed = true
      return Promise.resolve()
    },
  }
  return page
}

test('a close that Chromium answers at once: one call, true', async () => {
  const page = fakePage(['closes'])
  assert.equal(await closeTab(page, { waitMs: 50 }), true)
  assert.equal(page.calls, 1)
})

test('a close that never settles is asked again, and the second one closes the tab', async () => {
  const page = fakePage(['never', 'closes'])
  assert.equal(await closeTab(page, { waitMs: 50 }), true)
  assert.equal(page.calls, 2)
})

test('a tab that never closes: three tries, then false (the caller starts a fresh browser)', async () => {
  const page = fakePage([])
  const started = Date.now()
  assert.equal(await closeTab(page, { waitMs: 50 }), false)
  assert.equal(page.calls, 3)
  assert.ok(Date.now() - started < 1000, 'gives up in bounded time')
})
