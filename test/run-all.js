'use strict'
// Two runs, each suite in order, with one summary line at the end:
//   `npm test` (node test/run-all.js): the everyday run, everything that needs no production build and no
//     browser: unit + component (Jest, H5 platform files) → the same again with TARO_ENV=weapp → the server-date
//     tests at TZ=UTC → demo API → test tooling.
//   `npm run test:all` (node test/run-all.js --all): everything, what CI runs: the everyday suites, then the first
//     hour (`npm start` and `npm run start:weapp` from this checkout; npm start's build is the run's one H5 build)
//     → the weapp production build and the headless mini-program checks on it → the browser end-to-end tests
//     (Chromium) on npm start's H5 build, E2E_WORKERS (2) files at a time, each worker with its own demo API
//     (test/e2e/workers.js). When npm start did not build, the e2e suite builds once itself.
// Set TEST_ONLY=jest,weapp,… to run some of them (any suite of either run; the first hour's builds are then made
// by the suite that needs them).
// Ports of --all: DEMO_API_PORT (3500) and APP_PORT (3501) for the first hour (the builds' API address),
// E2E_API_PORT (3590) and the ones after it for the e2e workers.
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
// The demo API's address, which the builds of the tests point at (.env.production names none): the one `npm start`
// and `npm run start:weapp` build for, so the first hour's builds are the ones the other suites test.
const DEMO_API_PORT = Number(process.env.DEMO_API_PORT) || require('./demo-api/server.js').DEFAULT_PORT
const APP_PORT = Number(process.env.APP_PORT) || DEMO_API_PORT + 1
const DEMO_API_URL = `http://127.0.0.1:${DEMO_API_PORT}`

const ROOT = path.resolve(__dirname, '..')
const BIN = path.join(ROOT, 'node_modules', '.bin')
const only = process.env.TEST_ONLY ? process.env.TEST_ONLY.split(',') : null
const ALL = process.argv.includes('--all')
// Where the run's builds go: dist/h5 and dist/weapp, as a newcomer's `npm start` and `npm run start:weapp` make
// them (TEST_OUTPUT=<dir>: <dir>/h5 and <dir>/weapp instead, e.g. beside a dist/ a developer serves).
const OUTPUT = process.env.TEST_OUTPUT ? path.resolve(ROOT, process.env.TEST_OUTPUT) : path.join(ROOT, 'dist')
const H5_DIR = path.join(OUTPUT, 'h5')
const WEAPP_DIR = path.join(OUTPUT, 'weapp')

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
  // Jest's default on 2 cores is one worker, in band: JEST_WORKERS (default: the cores, at least 2) side by side.
  const workers = `--maxWorkers=${process.env.JEST_WORKERS || Math.max(2, os.cpus().length)}`
  const args = [...files, '--ci', workers, '--json', `--outputFile=${report}`, `--reporters=${reporter}`]
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

/** One `node --test` process over `files`: its verdict from the TAP summary; progress lines go to `progress`. */
async function runNodeTest(files, env, progress) {
  const tap = path.join(
    os.tmpdir(),
    `tap-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.tap`
  )
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
      ...files,
    ],
    env,
    progress
  )
  const output = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : ''
  fs.rmSync(tap, { force: true })
  return verdict(tapSummary(output), result.status)
}

/** The folders and files among `files` that do not exist, as problems, and the ones that do. */
function present(files) {
  const missing = files.filter((file) => !fs.existsSync(path.resolve(ROOT, file)))
  return {
    files: files.filter((file) => !missing.includes(file)),
    problems: missing.map((file) => `${file} does not exist`),
  }
}

const NOTHING = { passed: 0, failed: 0, skipped: 0, todo: 0, problems: [] }

/** `node --test` on files and folders: TAP to a file for the counts, progress lines on stdout. */
async function nodeTest(title, files, env = {}, progress = progressFor(title)) {
  // A folder that is not there would make node --test fail with no summary; name it instead.
  const found = present(files)
  if (!found.files.length) return withProblems(NOTHING, found.problems)
  return withProblems(await runNodeTest(found.files, env, progress), found.problems)
}

/** The sum of several verdicts (one a file of a pool). */
function addUp(results) {
  const sum = { passed: 0, failed: 0, skipped: 0, todo: 0, problems: [] }
  for (const result of results) {
    for (const key of ['passed', 'failed', 'skipped', 'todo']) sum[key] += result[key]
    sum.problems.push(...result.problems)
  }
  return sum
}

/**
 * `node --test` on `files` (test files, not folders) with `workers.length` runners side by side: each worker takes
 * the next file when its last one has ended, so a long file does not hold the others up (give the longest first).
 * `workers[k]` is worker k's environment (its own ports and build). One process a file: a file's problems (a crash,
 * no test run) are named with the file. Resolves with the sum of the files' verdicts and each file's time in ms.
 */
async function nodeTestPool(title, files, workers, progress = progressFor(title)) {
  const queue = [...files]
  const results = []
  const times = {}
  const worker = async (env) => {
    while (queue.length) {
      const file = queue.shift()
      const started = Date.now()
      const result = await runNodeTest([file], env, progress)
      times[file] = Date.now() - started
      results.push({ ...result, problems: result.problems.map((problem) => `${file}: ${problem}`) })
    }
  }
  await Promise.all(workers.map((env) => worker(env)))
  return { ...addUp(results), times }
}

/** `taro build --type <type>` into `outputDir` against the demo API's address; true when it succeeded. */
async function build(type, title, outputDir) {
  const started = Date.now()
  const result = await run(
    path.join(BIN, 'taro'),
    ['build', '--type', type],
    // The demo API's address: a local build on purpose (config/api-url-guard.js; .env.production names none).
    {
      NODE_ENV: 'production',
      TARO_ENV: type,
      TARO_APP_API_URL: DEMO_API_URL,
      ALLOW_LOOPBACK_API: '1',
      TARO_OUTPUT_ROOT: path.relative(ROOT, outputDir),
    },
    progressFor(`${title}: taro build --type ${type}`)
  )
  console.log(
    `build ${type}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`
  )
  return result.status === 0
}

const buildFailed = (type) => withProblems(NOTHING, [`taro build --type ${type} failed`])

// The H5 build of this run: `npm start` (the first hour) leaves it in H5_DIR, built against DEMO_API_URL, and the
// browser tests test it. Without the first hour (TEST_ONLY), or when it did not build, the e2e suite builds once
// itself. The weapp checks always build: `npm run start:weapp` makes a watch build, which is not the one that ships
// (source maps, other module ids: compared on 3 Dec 2026), so the harness tests `taro build --type weapp`'s.
let h5Built = false

/** Makes sure this run has its H5 build (the first hour's, or one made now). */
async function ensureH5Build(title) {
  if (h5Built && fs.existsSync(path.join(H5_DIR, 'index.html'))) {
    console.log(
      `(the H5 build of this run: ${path.relative(ROOT, H5_DIR)}, made by npm start in the first hour)`
    )
    return true
  }
  h5Built = await build('h5', title, H5_DIR)
  return h5Built
}

/** The files of a test folder, the longest first as far as `times` (file → ms of an earlier run) knows. */
function testFiles(dir, times = {}) {
  const files = fs
    .readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith('.test.js'))
    .map((name) => path.join(dir, name))
  // Unknown files first (they may be long), then by time; file size stands in for a time never measured.
  const size = (file) => fs.statSync(path.join(ROOT, file)).size
  return files.sort((a, b) => (times[b] ?? Infinity) - (times[a] ?? Infinity) || size(b) - size(a))
}

const everyday = [
  {
    name: 'jest',
    title: 'unit + component (h5)',
    run: (title) => jest('h5', title, { TARO_ENV: 'h5' }),
  },
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
        'test/e2e/workers.test.js',
      ]),
  },
]

const withBuilds = [
  {
    // First of these: a newcomer's commands, for real; their builds are the run's (see `builds`).
    name: 'first-hour',
    title: 'first hour: npm start and start:weapp from this checkout',
    run: async (title) => {
      const result = await nodeTest(title, ['test/first-hour/'], {
        DEMO_API_PORT: String(DEMO_API_PORT),
        APP_PORT: String(APP_PORT),
        ...(process.env.TEST_OUTPUT ? { FIRST_HOUR_OUTPUT: path.relative(ROOT, OUTPUT) } : {}),
      })
      // The build counts as this run's when npm start made it now (a build left from earlier does not).
      const index = path.join(H5_DIR, 'index.html')
      h5Built = fs.existsSync(index) && fs.statSync(index).mtimeMs > firstHourStarted
      return result
    },
  },
  {
    name: 'weapp',
    title: 'mini-program build, headless',
    run: async (title) =>
      (await build('weapp', title, WEAPP_DIR))
        ? nodeTest(title, ['test/weapp/'], { WEAPP_DIST: path.relative(ROOT, WEAPP_DIR) })
        : buildFailed('weapp'),
  },
  {
    name: 'e2e',
    title: 'browser end-to-end (Chromium)',
    run: async (title) => {
      if (!(await ensureH5Build(title))) return buildFailed('h5')
      const { runE2E } = require('./e2e/workers')
      return runE2E({ title, baseDir: H5_DIR, baseApiUrl: DEMO_API_URL, progressFor })
    },
  },
]

// TEST_ONLY names suites of either run.
const suites = ALL || only ? [...everyday, ...withBuilds] : everyday
let firstHourStarted = Date.now()

async function main() {
  const results = []
  const started = Date.now()
  for (const suite of suites) {
    if (only && !only.includes(suite.name)) continue
    console.log(`\n=== ${suite.title} ===`)
    const suiteStarted = Date.now()
    if (suite.name === 'first-hour') firstHourStarted = suiteStarted
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

module.exports = { jest, nodeTest, nodeTestPool, testFiles, progressFor, suites, everyday, withBuilds }
