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

module.exports = { ROOT, sleep, say, settlesWithin }
