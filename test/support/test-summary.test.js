'use strict'
// How test/run-all.js counts a suite (node --test; run by `npm test` as the "support" suite).
const { test } = require('node:test')
const assert = require('node:assert/strict')
const { tapSummary, jestSummary, verdict, withProblems } = require('./test-summary')

const summaryLines = ({ tests, pass, fail, cancelled = 0, skipped = 0, todo = 0 }) =>
  [
    `1..${tests}`,
    `# tests ${tests}`,
    '# suites 0',
    `# pass ${pass}`,
    `# fail ${fail}`,
    `# cancelled ${cancelled}`,
    `# skipped ${skipped}`,
    `# todo ${todo}`,
    '# duration_ms 12.5',
    '',
  ].join('\n')

test('tapSummary takes the runner summary at the end, not earlier lines that look like it', () => {
  const output = [
    'TAP version 13',
    '# pass 3', // a test's diagnostic (t.diagnostic('pass 3')) looks exactly like a summary line
    '# fail 0',
    '# Subtest: a',
    'not ok 1 - a',
    summaryLines({ tests: 2, pass: 1, fail: 1 }),
  ].join('\n')
  assert.deepEqual(tapSummary(output), { tests: 2, passed: 1, failed: 1, skipped: 0, todo: 0 })
})

test('tapSummary counts cancelled as failed and keeps skipped and todo apart', () => {
  const output = summaryLines({ tests: 7, pass: 2, fail: 1, cancelled: 1, skipped: 2, todo: 1 })
  assert.deepEqual(tapSummary(output), { tests: 7, passed: 2, failed: 2, skipped: 2, todo: 1 })
})

test('tapSummary is null when the runner left no summary', () => {
  assert.equal(tapSummary(''), null)
  assert.equal(tapSummary(undefined), null)
  assert.equal(tapSummary('TAP version 13\n# Subtest: a\nok 1 - a\n'), null)
})

test('jestSummary reads the totals of the --json report; a file that cannot load is a failure', () => {
  const report = {
    numTotalTests: 10,
    numPassedTests: 7,
    numFailedTests: 1,
    numPendingTests: 1,
    numTodoTests: 1,
    numRuntimeErrorTestSuites: 1,
  }
  assert.deepEqual(jestSummary(report), { tests: 10, passed: 7, failed: 2, skipped: 1, todo: 1 })
  assert.equal(jestSummary(null), null)
  assert.equal(jestSummary({}), null)
})

test('verdict: a clean run adds its counts and no problem', () => {
  const summary = { tests: 3, passed: 3, failed: 0, skipped: 0, todo: 0 }
  assert.deepEqual(verdict(summary, 0), { passed: 3, failed: 0, skipped: 0, todo: 0, problems: [] })
})

test('verdict: a suite that ran zero tests, or only skipped ones, is one failure', () => {
  const none = verdict({ tests: 0, passed: 0, failed: 0, skipped: 0, todo: 0 }, 0)
  assert.equal(none.failed, 1)
  assert.match(none.problems[0], /zero tests/)
  const skippedOnly = verdict({ tests: 2, passed: 0, failed: 0, skipped: 1, todo: 1 }, 0)
  assert.equal(skippedOnly.failed, 1)
  assert.equal(skippedOnly.skipped, 1)
  assert.match(skippedOnly.problems[0], /no test/)
})

test('verdict: a crash (no summary) or a non-zero exit without failing tests is one failure', () => {
  const crashed = verdict(null, 1)
  assert.deepEqual([crashed.passed, crashed.failed], [0, 1])
  assert.match(crashed.problems[0], /no summary \(exit code 1\)/)
  assert.match(verdict(null, null).problems[0], /killed/)
  const odd = verdict({ tests: 2, passed: 2, failed: 0, skipped: 0, todo: 0 }, 1)
  assert.deepEqual([odd.passed, odd.failed], [2, 1])
  assert.match(odd.problems[0], /exit code 1/)
})

test('verdict: failing tests with a non-zero exit count as they are', () => {
  const summary = { tests: 3, passed: 1, failed: 2, skipped: 0, todo: 0 }
  assert.deepEqual(verdict(summary, 1), { passed: 1, failed: 2, skipped: 0, todo: 0, problems: [] })
})

test('withProblems: each further problem (a test folder that does not exist) is one more failure', () => {
  const result = { passed: 5, failed: 1, skipped: 0, todo: 0, problems: ['it ran zero tests'] }
  assert.deepEqual(withProblems(result, ['test/first-hour/ does not exist']), {
    passed: 5,
    failed: 2,
    skipped: 0,
    todo: 0,
    problems: ['it ran zero tests', 'test/first-hour/ does not exist'],
  })
  assert.deepEqual(withProblems(result, []), result)
})
