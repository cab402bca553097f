'use strict'
// A Jest reporter for test/run-all.js: one `@@progress {json}` line on stdout as each test file starts and ends
// (see test/support/run-progress.js, which reads them). run-all.js uses it instead of Jest's default reporter and
// still takes the suite's counts from `--json --outputFile` (test/support/test-summary.js).
//   {type:'start', file}
//   {type:'file', file, passed, failed, skipped, todo, details}   details: Jest's failure output for that file
const PREFIX = '@@progress '

class ProgressReporter {
  constructor() {
    this.write = (event) => process.stdout.write(`${PREFIX}${JSON.stringify(event)}\n`)
  }

  onTestStart(test) {
    this.write({ type: 'start', file: test.path })
  }

  onTestResult(test, result) {
    this.write({
      type: 'file',
      file: result.testFilePath || test.path,
      passed: result.numPassingTests,
      // A file that cannot even load (syntax error, failing import) is one failure, as in test-summary.js.
      failed: result.numFailingTests + (result.testExecError ? 1 : 0),
      skipped: result.numPendingTests,
      todo: result.numTodoTests || 0,
      // The same text Jest's default reporter prints for the file's failures (● test name, diff, stack).
      details: result.failureMessage || '',
    })
  }

  getLastError() {
    return undefined
  }
}

module.exports = ProgressReporter
