'use strict'
// What `npm test` (test/run-all.js) prints while a suite runs: a line per test file as it ends, with that file's
// counts and the suite's running count, the failures' details under it, what the tests print, and a line at least
// every 10 s while nothing else is printed. The runners' reporters (test/support/jest-progress-reporter.js,
// test/support/node-test-progress.js) write `@@progress {json}` lines; everything else passes through as it is.
// These counts are only for watching: the suite's result still comes from its runner's final summary
// (test/support/test-summary.js).
const path = require('path')

const PREFIX = '@@progress '
const HEARTBEAT_MS = 10 * 1000

/** The event of a `@@progress {json}` line, or null for any other line. */
function parseProgressLine(text) {
  if (typeof text !== 'string' || !text.startsWith(PREFIX)) return null
  try {
    const event = JSON.parse(text.slice(PREFIX.length))
    return event && typeof event.type === 'string' ? event : null
  } catch {
    return null
  }
}

const plural = (n, word) => `${n} ${word}`

/** "12 passed, 1 failed, 2 skipped": passed and failed always, the others when there are any. */
function countsText({ passed = 0, failed = 0, skipped = 0, todo = 0 }) {
  const parts = [plural(passed, 'passed'), plural(failed, 'failed')]
  if (skipped) parts.push(plural(skipped, 'skipped'))
  if (todo) parts.push(plural(todo, 'todo'))
  return parts.join(', ')
}

const indent = (text, by) =>
  String(text)
    .replace(/\s+$/, '')
    .split('\n')
    .map((l) => (l ? by + l : l))
    .join('\n')

/**
 * Progress of one suite. `write(text)` prints a line (without its newline) and `now()` gives the time in ms.
 * `line(text)` takes a line of the runner's stdout, `tick()` is called every second or so for the heartbeat.
 */
function createProgress({ title, root = process.cwd(), write, now = Date.now, heartbeatMs = HEARTBEAT_MS }) {
  const started = now()
  let lastPrinted = started
  const done = { passed: 0, failed: 0, skipped: 0, todo: 0, files: 0 }
  const current = new Map() // file → the counts of its tests so far, while it runs
  const running = []

  const print = (text) => {
    write(text)
    lastPrinted = now()
  }
  const relative = (file) => (file ? path.relative(root, file) || file : '?')
  const total = (status) => [...current.values()].reduce((sum, counts) => sum + counts[status], done[status])
  const soFar = () =>
    `${total('passed')} passed${total('failed') ? `, ${total('failed')} failed` : ''} so far`

  function onEvent(event) {
    if (event.type === 'start') {
      if (event.file && !running.includes(event.file)) running.push(event.file)
    } else if (event.type === 'test') {
      if (!current.has(event.file)) current.set(event.file, { passed: 0, failed: 0, skipped: 0, todo: 0 })
      const counts = current.get(event.file)
      if (event.status in counts) counts[event.status] += 1
    } else if (event.type === 'output') {
      const text = String(event.text || '').replace(/\n$/, '')
      if (text) print(indent(text, '    '))
    } else if (event.type === 'file') {
      const counts = {}
      for (const status of ['passed', 'failed', 'skipped', 'todo']) {
        counts[status] = Number(event[status]) || 0
        done[status] += counts[status]
      }
      done.files += 1
      current.delete(event.file)
      const at = running.indexOf(event.file)
      if (at >= 0) running.splice(at, 1)
      const mark = counts.failed ? 'FAIL' : 'ok  '
      const sum = `${done.passed} passed, ${done.failed} failed so far`
      print(`  ${mark} ${relative(event.file)}: ${countsText(counts)} · ${sum}`)
      if (event.details) print(indent(event.details, '       '))
    }
  }

  return {
    /** A line of the runner's stdout: a progress event, or anything else, which is printed as it is. */
    line(text) {
      const event = parseProgressLine(text)
      if (event) onEvent(event)
      else print(text)
    },
    /** A line the runner wrote elsewhere (stderr) that the caller printed itself: it counts as output. */
    printed() {
      lastPrinted = now()
    },
    /** The heartbeat: a line when nothing was printed for `heartbeatMs`. */
    tick() {
      const at = now()
      if (at - lastPrinted < heartbeatMs) return
      const seconds = Math.round((at - started) / 1000)
      const file = running.length
        ? `; running ${relative(running[0])}${running.length > 1 ? ` +${running.length - 1}` : ''}`
        : ''
      const counted = done.files || total('passed') || total('failed') ? `, ${soFar()}` : ''
      print(`  … ${title}: ${seconds} s${counted}${file}`)
    },
    /** Counts seen so far (for the tests). */
    counts: () => ({
      passed: total('passed'),
      failed: total('failed'),
      skipped: total('skipped'),
      todo: total('todo'),
      files: done.files,
    }),
  }
}

module.exports = { parseProgressLine, createProgress, countsText, PREFIX, HEARTBEAT_MS }
