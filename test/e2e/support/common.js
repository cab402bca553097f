'use strict'
// What every part of the e2e support shares: the repository root, waiting, and lines in the test output.

const path = require('node:path')

const ROOT = path.resolve(__dirname, '..', '..', '..')

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A line in the test output (a retry that fired, so a flaky one shows); the test runner shows stderr lines. */
function say(line) {
  process.stderr.write(`${line}\n`)
}

/** True when the promise settles (resolved or rejected) within `ms`, false when it is still pending then. */
function settlesWithin(promise, ms) {
  let timer
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  return Promise.race([
    promise.then(
      () => true,
      () => true
    ),
    late,
  ]).finally(() => clearTimeout(timer))
}

/**
 * Waits until `check()` (sync or async) returns something truthy and resolves it; fails after `timeout` ms with
 * `what` (a string or a function of the last value) in the message. For a condition only the test can read (the
 * demo API's records, a stored value); the page's own conditions go through page.waitForFunction.
 */
async function waitUntil(check, what, { timeout = 5000, every = 50 } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) {
      const why = typeof what === 'function' ? await what(value) : what
      throw new Error(`timed out after ${timeout} ms waiting for ${why}`)
    }
    await sleep(every)
  }
}

module.exports = { ROOT, sleep, say, settlesWithin, waitUntil }
