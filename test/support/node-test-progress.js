'use strict'
// A `node --test` reporter for test/run-all.js: one `@@progress {json}` line per event the runner shows while a
// suite runs (see test/support/run-progress.js, which reads them). run-all.js passes it beside the TAP reporter:
//
//   node --test --test-reporter=tap --test-reporter-destination=<file>
//               --test-reporter=./test/support/node-test-progress.js --test-reporter-destination=stdout …
//
// The TAP file still gives the suite's counts (test/support/test-summary.js); these lines only show progress:
//   {type:'start', file}                        a test file starts
//   {type:'test', file, status}                 a test ended: passed | failed | skipped | todo
//   {type:'output', file, text}                 what a test printed (stdout, stderr, t.diagnostic)
//   {type:'file', file, passed, failed, skipped, todo, details}
//                                               a test file ended; details: the TAP diagnostics of its failures
// Each file runs in its own process (node --test's default), so a file starts with a `test:dequeue` and ends with
// a `test:complete` event whose name is the file's path. Tests are counted as node's summary counts them: suites
// (describe) not at all, a file as one test when it reported none of its own or failed outside them.
const { tap } = require('node:test/reporters')

const PREFIX = '@@progress '
const line = (event) => `${PREFIX}${JSON.stringify(event)}\n`

const isFileEvent = (data) => data.nesting === 0 && data.file && data.name === data.file

/** The TAP block node's own reporter writes for one failed test, without the header, at the left margin. */
async function tapBlock(event) {
  let text = ''
  for await (const chunk of tap([event])) text += chunk
  const lines = text
    .replace(/^TAP version \d+\n/, '')
    .replace(/\n$/, '')
    .split('\n')
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length))
  return lines.map((l) => l.slice(indent)).join('\n')
}

function statusOf(type, data) {
  if (data.todo !== undefined && data.todo !== false) return 'todo'
  if (type === 'test:fail') return 'failed'
  if (data.skip !== undefined && data.skip !== false) return 'skipped'
  return 'passed'
}

// The runner's own closing diagnostics (`# tests 4`, `# pass 3` …): the TAP file has them, they are no progress.
const SUMMARY = /^(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) [\d.]+$/

module.exports = async function* progress(source) {
  const files = new Map()
  const fileState = (file) => {
    if (!files.has(file)) files.set(file, { passed: 0, failed: 0, skipped: 0, todo: 0, details: [] })
    return files.get(file)
  }
  // A file's test:complete comes before its own test:pass or test:fail, which node sends (and counts) when the
  // file reported no test of its own or failed outside them (it crashed, exited non-zero, timed out). So a file
  // is shown when the next one starts or the run ends.
  let ended = null
  const flush = () => {
    if (!ended) return []
    const { details, ...counts } = fileState(ended)
    files.delete(ended)
    const event = { type: 'file', file: ended, ...counts, details: details.join('\n') }
    ended = null
    return [line(event)]
  }
  for await (const event of source) {
    const { type } = event
    const data = event.data || {}
    if (type === 'test:dequeue' && isFileEvent(data)) {
      yield* flush()
      fileState(data.file)
      yield line({ type: 'start', file: data.file })
    } else if (type === 'test:plan' && data.nesting === 0 && !data.file) {
      yield* flush()
    } else if (type === 'test:pass' || type === 'test:fail') {
      if (data.details && data.details.type === 'suite') continue
      const status = statusOf(type, data)
      const state = fileState(data.file)
      state[status] += 1
      if (status === 'failed') {
        const error = data.details && data.details.error
        // A test whose subtests failed adds nothing to their diagnostics.
        if (!error || error.failureType !== 'subtestsFailed') state.details.push(await tapBlock(event))
      }
      yield line({ type: 'test', file: data.file, status })
    } else if (type === 'test:complete' && isFileEvent(data)) {
      yield* flush()
      ended = data.file
    } else if ((type === 'test:stdout' || type === 'test:stderr') && typeof data.message === 'string') {
      yield line({ type: 'output', file: data.file, text: data.message })
    } else if (type === 'test:diagnostic' && typeof data.message === 'string') {
      // t.diagnostic(…), and node's own notes such as "… generated asynchronous activity after the test ended".
      if (!data.file && SUMMARY.test(data.message)) continue
      yield line({ type: 'output', file: data.file, text: `# ${data.message}\n` })
    }
  }
  yield* flush()
}
