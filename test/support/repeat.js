'use strict'
// `--repeat=N` of the browser tests (test/e2e/run.js) and the mini-program harness (test/weapp/run.js): the chosen
// files run N times, one run after another, each with its counts, then how many of the runs passed. A fix for a
// flaky test is shown steady with 10 runs that all pass.

/**
 * The command line of a runner: `--repeat=N` (1), `--<name>=value` for the names in `known`, and the files.
 * Throws on a switch it does not know or a repeat that is not a count.
 */
function parseArgs(argv, known = []) {
  const files = []
  const options = {}
  let repeat = 1
  for (const arg of argv) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg)
    if (!match) {
      files.push(arg)
      continue
    }
    const [, name, value] = match
    if (name === 'repeat') {
      repeat = Number(value)
      if (!Number.isInteger(repeat) || repeat < 1)
        throw new Error(`--repeat=${value}: give a count, e.g. --repeat=10`)
    } else if (known.includes(name)) {
      options[name] = value
    } else {
      throw new Error(`unknown switch ${arg} (known: --repeat=N${known.map((k) => `, --${k}=…`).join('')})`)
    }
  }
  return { files, repeat, options }
}

const counts = (result) => {
  const extra = [result.skipped && `${result.skipped} skipped`, result.todo && `${result.todo} todo`]
  return [`${result.passed} passed`, `${result.failed} failed`, ...extra.filter(Boolean)].join(', ')
}

/**
 * Runs `once(title)` (a suite's verdict: { passed, failed, skipped, todo, problems }) `repeat` times. Prints each
 * run's counts and, for more than one run, which runs failed. Resolves true when every run passed.
 */
async function repeatRuns({ repeat, what, once, title, write = (text) => console.log(text) }) {
  const outcomes = []
  for (let n = 1; n <= repeat; n++) {
    const runTitle = repeat > 1 ? `${title}, run ${n} of ${repeat}` : title
    write(`\n=== ${runTitle}: ${what} ===`)
    const started = Date.now()
    const result = await once(runTitle)
    const ok = result.failed === 0 && result.passed > 0
    outcomes.push(ok)
    const seconds = Math.round((Date.now() - started) / 1000)
    write(
      `--- ${repeat > 1 ? `run ${n} of ${repeat}` : 'run'}: ${ok ? 'ok' : 'FAILED'}, ${counts(result)} in ${seconds} s`
    )
    for (const problem of result.problems) write(`    FAILED: ${problem}`)
  }
  const passedRuns = outcomes.filter(Boolean).length
  if (repeat > 1) {
    const failedRuns = outcomes.map((ok, i) => (ok ? null : i + 1)).filter(Boolean)
    write(
      `\n${passedRuns} of ${repeat} runs passed` +
        (failedRuns.length ? ` (failed: run ${failedRuns.join(', ')})` : ': steady')
    )
  }
  return passedRuns === repeat
}

module.exports = { parseArgs, repeatRuns }
