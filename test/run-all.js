'use strict'
// `npm test`: every suite, in order, with one summary line at the end.
//   unit + component (Jest, H5 platform files) → the same again with TARO_ENV=weapp → demo API → test tooling →
//   weapp build + headless mini-program checks → H5 build + browser end-to-end (Chromium) → the first hour
//   (npm start and start:weapp from this checkout).
// Set TEST_ONLY=jest,weapp,… to run some of them.
//
// While a suite runs it shows each test file as it ends (its counts and the suite's running count), the failures'
// details (Jest's failure output, the TAP diagnostics of node --test), what the tests print, and a line at least
// every 10 s when nothing else was printed (test/support/run-progress.js).
//
// Counts come from each runner's final summary (Jest's --json report, the last `# pass N` … lines of the TAP
// output), see test/support/test-summary.js. A suite that crashed (no summary), ran no test, exited non-zero with
// no failing test, or names a test folder that does not exist counts as a failure, with a line saying why.
const { spawn } = require('child_process')
const fs = require('fs')
const os = require('os')
const path = require('path')
const readline = require('readline')
const { tapSummary, jestSummary, verdict, withProblems } = require('./support/test-summary')
const { createProgress } = require('./support/run-progress')
// The demo API's address, which the builds of the tests (and the bench) point at: .env.production names none.
const DEMO_API_URL = `http://127.0.0.1:${require('./demo-api/server.js').DEFAULT_PORT}`

const ROOT = path.resolve(__dirname, '..')
const BIN = path.join(ROOT, 'node_modules', '.bin')
const only = process.env.TEST_ONLY ? process.env.TEST_ONLY.split(',') : null

/**
 * Runs a command with its output streamed through `progress` (stdout line by line; stderr printed as it comes)
 * and a heartbeat every second. Resolves with { status } (null when it was killed or could not start).
 */
function run(command, args, env, progress) {
  return new Promise((resolve) => {
    // NODE_TEST_CONTEXT is set inside a node --test file (test/support/run-progress.test.js): a nested runner would
    // answer its parent in node's internal format instead of running its files as `npm test` does.
    const inherited = { ...process.env }
    delete inherited.NODE_TEST_CONTEXT
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const heartbeat = setInterval(() => progress.tick(), 1000)
    readline
      .createInterface({ input: child.stdout, crlfDelay: Infinity })
      .on('line', (line) => progress.line(line))
    readline.createInterface({ input: child.stderr, crlfDelay: Infinity }).on('line', (line) => {
      // Jest's note on its --json --outputFile report is not news.
      if (/^Test results written to: /.test(line)) return
      process.stderr.write(`${line}\n`)
      progress.printed()
    })
    let settled = false
    const finish = (status) => {
      if (settled) return
      settled = true
      clearInterval(heartbeat)
      resolve({ status })
    }
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`)
      finish(null)
    })
    // 'close' comes after both output streams ended, so every line has been handled.
    child.on('close', (code) => finish(code))
  })
}

const progressFor = (title) => createProgress({ title, root: ROOT, write: (text) => console.log(text) })

async function jest(name, title, env, files = []) {
  const report = path.join(os.tmpdir(), `jest-${name}-${process.pid}.json`)
  fs.rmSync(report, { force: true })
  const reporter = path.join(__dirname, 'support', 'jest-progress-reporter.js')
  // The files first: --reporters takes every word after it as one more reporter.
  const args = [...files, '--ci', '--json', `--outputFile=${report}`, `--reporters=${reporter}`]
  const result = await run(path.join(BIN, 'jest'), args, env, progressFor(title))
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

/** `node --test` on files and folders: TAP to a file for the counts, progress lines on stdout. */
async function nodeTest(title, files, env = {}) {
  // A folder that is not there would make node --test fail with no summary; name it instead.
  const missing = files.filter((file) => !fs.existsSync(path.resolve(ROOT, file)))
  const present = files.filter((file) => !missing.includes(file))
  const problems = missing.map((file) => `${file} does not exist`)
  if (!present.length)
    return withProblems({ passed: 0, failed: 0, skipped: 0, todo: 0, problems: [] }, problems)
  const tap = path.join(os.tmpdir(), `tap-${process.pid}-${Date.now()}.tap`)
  const reporter = path.join(__dirname, 'support', 'node-test-progress.js')
  const result = await run(
    process.execPath,
    [
      '--test',
      '--test-concurrency=1',
      `--test-timeout=${FILE_TIMEOUT_MS}`,
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      `--test-reporter=${reporter}`,
      '--test-reporter-destination=stdout',
      ...present,
    ],
    env,
    progressFor(title)
  )
  const output = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : ''
  fs.rmSync(tap, { force: true })
  return withProblems(verdict(tapSummary(output), result.status), problems)
}

async function build(type, title, env) {
  const started = Date.now()
  const result = await run(
    path.join(BIN, 'taro'),
    ['build', '--type', type],
    // The demo API's address: a local build on purpose (config/api-url-guard.js; .env.production names none).
    { NODE_ENV: 'production', TARO_APP_API_URL: DEMO_API_URL, ALLOW_LOOPBACK_API: '1', ...env },
    progressFor(`${title}: taro build --type ${type}`)
  )
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
  { name: 'jest', title: 'unit + component (h5)', run: (title) => jest('h5', title, { TARO_ENV: 'h5' }) },
  {
    name: 'jest-weapp',
    title: 'unit + component (weapp)',
    run: (title) => jest('weapp', title, { TARO_ENV: 'weapp' }),
  },
  {
    // Jest runs at UTC+8 (jest.config.js); the server-date reader must give the same answers at UTC.
    name: 'jest-utc',
    title: 'server dates at TZ=UTC',
    run: (title) =>
      jest('utc', title, { TARO_ENV: 'h5', JEST_TZ: 'UTC' }, [
        'test/unit/server-time.test.ts',
        'test/component/vip-expiry.test.tsx',
      ]),
  },
  { name: 'demo-api', title: 'demo MeEdu API', run: (title) => nodeTest(title, ['test/demo-api/']) },
  {
    name: 'support',
    title:
      'test tooling (summaries, progress, tab close, settled, static server, bundle report, a11y report)',
    run: (title) =>
      nodeTest(title, [
        'test/support/',
        'test/bench/bundle-report.test.js',
        'test/bench/a11y-report.test.js',
      ]),
  },
  {
    name: 'weapp',
    title: 'mini-program build, headless',
    run: async (title) =>
      (await build('weapp', title, { TARO_ENV: 'weapp' }))
        ? nodeTest(title, ['test/weapp/'])
        : buildFailed('weapp'),
  },
  {
    name: 'e2e',
    title: 'browser end-to-end (Chromium)',
    run: (title) => nodeTest(title, ['test/e2e/'], { E2E_REBUILD: '1' }),
  },
  {
    // Last: it starts the demo API and the builds a newcomer would (test/first-hour/).
    name: 'first-hour',
    title: 'first hour: npm start and start:weapp from this checkout',
    run: (title) => nodeTest(title, ['test/first-hour/']),
  },
]

async function main() {
  const results = []
  const started = Date.now()
  for (const suite of suites) {
    if (only && !only.includes(suite.name)) continue
    console.log(`\n=== ${suite.title} ===`)
    const suiteStarted = Date.now()
    const result = { ...suite, ...(await suite.run(suite.title)) }
    results.push(result)
    const passed = results.reduce((sum, r) => sum + r.passed, 0)
    const failed = results.reduce((sum, r) => sum + r.failed, 0)
    const seconds = (since) => Math.round((Date.now() - since) / 1000)
    console.log(
      `--- ${suite.name}: ${result.passed} passed, ${result.failed} failed in ${seconds(suiteStarted)} s` +
        ` (so far: ${passed} passed, ${failed} failed, ${seconds(started)} s)`
    )
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
}

if (require.main === module) main()

module.exports = { jest, nodeTest, suites }
