'use strict'
// How test/run-all.js reads a suite's result: the runner's own final summary, never lines a test printed.
//
//   tapSummary(stdout)          → counts from the LAST `# pass N` … `# todo N` lines of `node --test` TAP output
//   jestSummary(report)         → counts from Jest's `--json` report
//   verdict(summary, exitCode)  → { passed, failed, skipped, todo, problems }: what the suite adds to the total
//   withProblems(result, list)  → the same with one more failure per problem (run-all.js: a missing test folder)
//
// A suite fails (one failure added, with a line in `problems`) when its runner left no summary (it crashed or
// was killed), when it ran no test at all (zero tests, or only skipped/todo ones), or when the process exited
// non-zero although the summary shows no failing test. Skipped and todo tests are neither passed nor failed.

const TAP_LABELS = ['tests', 'pass', 'fail', 'cancelled', 'skipped', 'todo']

/** The runner's summary of `node --test --test-reporter=tap` output, or null when it has none. */
function tapSummary(output) {
  const counts = {}
  for (const label of TAP_LABELS) {
    const matches = [...String(output || '').matchAll(new RegExp(`^# ${label} (\\d+)\\s*$`, 'gm'))]
    // The runner prints its summary last, so the last line of each kind is the runner's (a test's own
    // diagnostics or output can contain `# pass 3` earlier on).
    if (matches.length) counts[label] = Number(matches[matches.length - 1][1])
  }
  if (counts.tests === undefined || counts.pass === undefined || counts.fail === undefined) return null
  return {
    tests: counts.tests,
    passed: counts.pass,
    failed: counts.fail + (counts.cancelled || 0),
    skipped: counts.skipped || 0,
    todo: counts.todo || 0,
  }
}

/** The totals of a Jest `--json` report (an object), or null when there is none. */
function jestSummary(report) {
  if (!report || typeof report.numTotalTests !== 'number') return null
  return {
    tests: report.numTotalTests,
    passed: report.numPassedTests,
    // A test file that cannot even load (syntax error, failing import) counts as one failure.
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites || 0),
    skipped: report.numPendingTests || 0,
    todo: report.numTodoTests || 0,
  }
}

/** What a suite adds to the total, given its summary (or null) and the exit code of its process. */
function verdict(summary, exitCode) {
  const exit = exitCode === null || exitCode === undefined ? 'no exit code (killed)' : `exit code ${exitCode}`
  if (!summary) {
    return {
      passed: 0,
      failed: 1,
      skipped: 0,
      todo: 0,
      problems: [`the runner printed no summary (${exit}): it crashed or could not start`],
    }
  }
  const { passed, skipped, todo } = summary
  let failed = summary.failed
  const problems = []
  if (passed + failed === 0) {
    problems.push(
      summary.tests === 0
        ? 'it ran zero tests'
        : `it ran no test (${summary.tests} reported: ${skipped} skipped, ${todo} todo)`
    )
    failed += 1
  }
  if (exitCode !== 0 && failed === 0) {
    problems.push(`the process ended with ${exit} although no test failed`)
    failed += 1
  }
  return { passed, failed, skipped, todo, problems }
}

/** A suite's result with one more failure for each further problem (a test folder that does not exist). */
function withProblems(result, problems) {
  return { ...result, failed: result.failed + problems.length, problems: [...result.problems, ...problems] }
}

module.exports = { tapSummary, jestSummary, verdict, withProblems }
