'use strict'
// `npm test`: every suite, in order, with one summary line at the end.
//   unit + component (Jest, H5 platform files) → the same again with TARO_ENV=weapp → demo API → test tooling →
//   weapp build + headless mini-program checks → H5 build + browser end-to-end (Chromium).
// Set TEST_ONLY=jest,weapp,… to run some of them.
//
// Counts come from each runner's final summary (Jest's --json report, the last `# pass N` … lines of the TAP
// output), see test/support/test-summary.js. A suite that crashed (no summary), ran no test, or exited non-zero
// with no failing test counts as a failure, with a line saying why.
const { spawnSync } = require('child_process')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { tapSummary, jestSummary, verdict } = require('./support/test-summary')

const ROOT = path.resolve(__dirname, '..')
const BIN = path.join(ROOT, 'node_modules', '.bin')
const only = process.env.TEST_ONLY ? process.env.TEST_ONLY.split(',') : null

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  process.stdout.write(result.stdout || '')
  process.stderr.write(result.stderr || '')
  if (result.error) console.error(`could not run ${command}: ${result.error.message}`)
  return result
}

function jest(name, env, files = []) {
  const report = path.join(os.tmpdir(), `jest-${name}-${process.pid}.json`)
  fs.rmSync(report, { force: true })
  const result = run(path.join(BIN, 'jest'), ['--ci', '--json', `--outputFile=${report}`, ...files], env)
  let summary = null
  if (fs.existsSync(report)) {
    try {
      summary = jestSummary(JSON.parse(fs.readFileSync(report, 'utf8')))
    } catch (error) {
      console.error(`unreadable Jest report ${report}: ${error.message}`)
    }
    fs.rmSync(report, { force: true })
  }
  return verdict(summary, result.status)
}

// A test file that has not ended after 10 minutes fails (Node kills it) instead of holding the run until CI's
// limit; the longest file takes about a minute on a busy 2-core machine.
const FILE_TIMEOUT_MS = 10 * 60 * 1000

function nodeTest(files, env) {
  const result = run(
    process.execPath,
    ['--test', '--test-concurrency=1', `--test-timeout=${FILE_TIMEOUT_MS}`, '--test-reporter=tap', ...files],
    env
  )
  return verdict(tapSummary(result.stdout), result.status)
}

function build(type, env) {
  const started = Date.now()
  const result = run(path.join(BIN, 'taro'), ['build', '--type', type], { NODE_ENV: 'production', ...env })
  console.log(
    `build ${type}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`
  )
  return result.status === 0
}

const buildFailed = (type) => ({
  passed: 0,
  failed: 1,
  skipped: 0,
  todo: 0,
  problems: [`taro build --type ${type} failed`],
})

const suites = [
  { name: 'jest', title: 'unit + component (h5)', run: () => jest('h5', { TARO_ENV: 'h5' }) },
  { name: 'jest-weapp', title: 'unit + component (weapp)', run: () => jest('weapp', { TARO_ENV: 'weapp' }) },
  {
    // Jest runs at UTC+8 (jest.config.js); the server-date reader must give the same answers at UTC.
    name: 'jest-utc',
    title: 'server dates at TZ=UTC',
    run: () => jest('utc', { TARO_ENV: 'h5', JEST_TZ: 'UTC' }, ['test/unit/server-time.test.ts']),
  },
  { name: 'demo-api', title: 'demo MeEdu API', run: () => nodeTest(['test/demo-api/']) },
  {
    name: 'support',
    title: 'test tooling (summaries, tab close, settled, static server, bundle report)',
    run: () => nodeTest(['test/support/', 'test/bench/bundle-report.test.js']),
  },
  {
    name: 'weapp',
    title: 'mini-program build, headless',
    run: () => (build('weapp', { TARO_ENV: 'weapp' }) ? nodeTest(['test/weapp/']) : buildFailed('weapp')),
  },
  {
    name: 'e2e',
    title: 'browser end-to-end (Chromium)',
    run: () => nodeTest(['test/e2e/'], { E2E_REBUILD: '1' }),
  },
]

const results = []
for (const suite of suites) {
  if (only && !only.includes(suite.name)) continue
  console.log(`\n=== ${suite.title} ===`)
  results.push({ ...suite, ...suite.run() })
}

console.log('\n=== summary ===')
for (const result of results) {
  const extra = [result.skipped && `${result.skipped} skipped`, result.todo && `${result.todo} todo`]
  const counts = [`${result.passed} passed`, `${result.failed} failed`, ...extra.filter(Boolean)].join(', ')
  console.log(`${result.title.padEnd(34)} ${counts}`)
  for (const problem of result.problems) console.log(`${''.padEnd(34)} FAILED: ${result.name}: ${problem}`)
}
if (only && results.length === 0)
  console.log(`TEST_ONLY=${process.env.TEST_ONLY} names no suite (${suites.map((s) => s.name).join(', ')})`)
const passed = results.reduce((sum, result) => sum + result.passed, 0)
const failed = results.reduce((sum, result) => sum + result.failed, 0)
console.log(`total: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
