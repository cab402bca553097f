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

/** closeTab with its output lines collected instead of written to the test output. */
async function close(page) {
  const lines = []
  const closed = await closeTab(page, { waitMs: 50, log: (line) => lines.push(line) })
  return { closed, lines }
}

test('a close that Chromium answers at once: one call, true, nothing said', async () => {
  const page = fakePage(['closes'])
  assert.deepEqual(await close(page), { closed: true, lines: [] })
  assert.equal(page.calls, 1)
})

test('a close that never settles is asked again, the second one closes the tab, and the retry is said', async () => {
  const page = fakePage(['never', 'closes'])
  assert.deepEqual(await close(page), {
    closed: true,
    lines: ['e2e: closeTab retried (try 2 of 3): the last close was not done in 50 ms'],
  })
  assert.equal(page.calls, 2)
})

test('a tab that never closes: three tries, each retry said, then false (the caller starts a fresh browser)', async () => {
  const page = fakePage([])
  const started = Date.now()
  assert.deepEqual(await close(page), {
    closed: false,
    lines: [
      'e2e: closeTab retried (try 2 of 3): the last close was not done in 50 ms',
      'e2e: closeTab retried (try 3 of 3): the last close was not done in 50 ms',
      'e2e: closeTab gave up after 3 tries of 50 ms: the tab is still open',
    ],
  })
  assert.equal(page.calls, 3)
  assert.ok(Date.now() - started < 1000, 'gives up in bounded time')
})

test('by default the retry is said in the test output (stderr)', async () => {
  const written = []
  const write = process.stderr.write
  process.stderr.write = (chunk) => {
    written.push(String(chunk))
    return true
  }
  try {
    assert.equal(await closeTab(fakePage(['never', 'closes']), { waitMs: 50 }), true)
  } finally {
    process.stderr.write = write
  }
  assert.deepEqual(written, ['e2e: closeTab retried (try 2 of 3): the last close was not done in 50 ms\n'])
})
