'use strict'
// The browser tests' records of toasts and history calls fail when their instrumentation is missing: an empty
// list must mean "nothing was shown", never "nothing was counted".
const { test } = require('node:test')
const assert = require('node:assert/strict')
const { readToasts, readHistoryCalls } = require('../e2e/support')

/** A stand-in for a Playwright page whose evaluate() answers what the page's script would return. */
const fakePage = (answer) => ({ url: () => 'http://127.0.0.1/#/', evaluate: async () => answer })

test('toasts(): the recorded toasts when the instrumentation ran', async () => {
  const toasts = [{ text: '请重新登录', at: 1 }]
  assert.deepEqual(await readToasts(fakePage({ toasts, onScreen: '请重新登录' })), toasts)
  assert.deepEqual(await readToasts(fakePage({ toasts: [], onScreen: null })), [])
})

test('toasts(): fails when window.__e2e is missing in the document', async () => {
  await assert.rejects(readToasts(fakePage({ toasts: null, onScreen: null })), /window\.__e2e is missing/)
})

test('toasts(): fails when a toast is on screen that the record missed', async () => {
  await assert.rejects(
    readToasts(fakePage({ toasts: [], onScreen: '网络连接失败' })),
    /toast on screen \("网络连接失败"\) is not in the record/
  )
})

test('historyCalls(): fails when window.__e2e is missing in the document', async () => {
  assert.deepEqual(await readHistoryCalls(fakePage([])), [])
  await assert.rejects(readHistoryCalls(fakePage(null)), /window\.__e2e is missing/)
})
