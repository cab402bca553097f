'use strict'
// What `npm test` shows while a suite runs (test/support/run-progress.js and the two reporters that feed it);
// run by `npm test` as part of the "support" suite.
const { test } = require('node:test')
const assert = require('node:assert/strict')
const { spawn, spawnSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { parseProgressLine, createProgress, PREFIX } = require('./run-progress')
const { tapSummary } = require('./test-summary')
const JestProgressReporter = require('./jest-progress-reporter')

const ROOT = path.resolve(__dirname, '..', '..')
const ev = (event) => `${PREFIX}${JSON.stringify(event)}`
// A node --test started from inside a test file must not think it reports to this one (NODE_TEST_CONTEXT).
const withoutTestContext = () => {
  const env = { ...process.env }
  delete env.NODE_TEST_CONTEXT
  return env
}

/** A progress with a clock the test moves, collecting what it prints. */
function harness(options = {}) {
  let clock = 1000
  const lines = []
  const progress = createProgress({
    title: 'unit + component (h5)',
    root: '/repo',
    write: (text) => lines.push(text),
    now: () => clock,
    ...options,
  })
  return { progress, lines, advance: (ms) => (clock += ms) }
}

test('parseProgressLine reads only the reporters’ lines', () => {
  assert.deepEqual(parseProgressLine(ev({ type: 'start', file: '/a' })), { type: 'start', file: '/a' })
  assert.equal(parseProgressLine('PASS test/unit/a.test.ts'), null)
  assert.equal(parseProgressLine(`${PREFIX}{not json`), null)
  assert.equal(parseProgressLine(`${PREFIX}{"file":"/a"}`), null)
  assert.equal(parseProgressLine(undefined), null)
})

test('a line per file as it ends: its counts and the running count; failures’ details under it', () => {
  const { progress, lines } = harness()
  progress.line(
    ev({ type: 'file', file: '/repo/test/unit/a.test.ts', passed: 12, failed: 0, skipped: 0, todo: 0 })
  )
  assert.deepEqual(lines, ['  ok   test/unit/a.test.ts: 12 passed, 0 failed · 12 passed, 0 failed so far'])
  const details = '● login › keeps the token\n\n  expect(received).toBe(expected)'
  progress.line(
    ev({ type: 'file', file: '/repo/test/unit/b.test.ts', passed: 3, failed: 1, skipped: 2, details })
  )
  assert.equal(
    lines[1],
    '  FAIL test/unit/b.test.ts: 3 passed, 1 failed, 2 skipped · 15 passed, 1 failed so far'
  )
  assert.equal(lines[2], '       ● login › keeps the token\n\n         expect(received).toBe(expected)')
  assert.deepEqual(progress.counts(), { passed: 15, failed: 1, skipped: 2, todo: 0, files: 2 })
})

test('other lines and what the tests print pass through as they come', () => {
  const { progress, lines } = harness()
  progress.line('a line the runner printed itself')
  progress.line(
    ev({ type: 'output', file: '/repo/test/e2e/a.test.js', text: '[e2e] build done in 41.0 s\n' })
  )
  assert.deepEqual(lines, ['a line the runner printed itself', '    [e2e] build done in 41.0 s'])
})

test('a heartbeat after 10 s without a line, with the time, the count so far and the running file', () => {
  const { progress, lines, advance } = harness()
  progress.line(ev({ type: 'start', file: '/repo/test/e2e/player.test.js' }))
  advance(9999)
  progress.tick()
  assert.deepEqual(lines, [], 'nothing before 10 s')
  advance(1)
  progress.tick()
  assert.deepEqual(lines, ['  … unit + component (h5): 10 s; running test/e2e/player.test.js'])
  // Tests of the running file count as they end, before the file does.
  for (const status of ['passed', 'passed', 'failed', 'skipped'])
    progress.line(ev({ type: 'test', file: '/repo/test/e2e/player.test.js', status }))
  advance(5000)
  progress.tick()
  assert.equal(lines.length, 1, 'the last line was 5 s ago')
  advance(5000)
  progress.tick()
  assert.equal(
    lines[1],
    '  … unit + component (h5): 20 s, 2 passed, 1 failed so far; running test/e2e/player.test.js'
  )
  // A printed line (here from stderr, printed by the caller) starts the 10 s again.
  advance(9000)
  progress.printed()
  advance(9000)
  progress.tick()
  assert.equal(lines.length, 2)
  advance(1000)
  progress.tick()
  assert.match(lines[2], /^ {2}… unit \+ component \(h5\): 39 s, 2 passed, 1 failed so far/)
  // When the file ends its own counts replace its tests' (no double count).
  progress.line(ev({ type: 'file', file: '/repo/test/e2e/player.test.js', passed: 2, failed: 1, skipped: 1 }))
  assert.deepEqual(progress.counts(), { passed: 2, failed: 1, skipped: 1, todo: 0, files: 1 })
  advance(10000)
  progress.tick()
  assert.equal(lines[lines.length - 1], '  … unit + component (h5): 49 s, 2 passed, 1 failed so far')
})

test('the Jest reporter writes one line per file with Jest’s counts and failure output', () => {
  const written = []
  const write = process.stdout.write
  process.stdout.write = (chunk) => written.push(String(chunk))
  try {
    const reporter = new JestProgressReporter({}, {}, {})
    reporter.onTestStart({ path: '/repo/test/unit/a.test.ts' })
    reporter.onTestResult(
      { path: '/repo/test/unit/a.test.ts' },
      {
        testFilePath: '/repo/test/unit/a.test.ts',
        numPassingTests: 4,
        numFailingTests: 1,
        numPendingTests: 2,
        numTodoTests: 1,
        failureMessage: '● a › fails',
      }
    )
    // A file that cannot load: Jest gives no test, only the error; it is one failure.
    reporter.onTestResult(
      { path: '/repo/test/unit/b.test.ts' },
      {
        testFilePath: '/repo/test/unit/b.test.ts',
        numPassingTests: 0,
        numFailingTests: 0,
        numPendingTests: 0,
        numTodoTests: 0,
        testExecError: { message: 'Cannot find module' },
        failureMessage: '● Test suite failed to run',
      }
    )
  } finally {
    process.stdout.write = write
  }
  const events = written.join('').trim().split('\n').map(parseProgressLine)
  assert.deepEqual(events, [
    { type: 'start', file: '/repo/test/unit/a.test.ts' },
    {
      type: 'file',
      file: '/repo/test/unit/a.test.ts',
      passed: 4,
      failed: 1,
      skipped: 2,
      todo: 1,
      details: '● a › fails',
    },
    {
      type: 'file',
      file: '/repo/test/unit/b.test.ts',
      passed: 0,
      failed: 1,
      skipped: 0,
      todo: 0,
      details: '● Test suite failed to run',
    },
  ])
})

/** Test files in a temporary folder: one passes, one has a failing test in a describe, one crashes on load. */
function fixtures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-progress-'))
  const head = "const { test, describe } = require('node:test')\nconst assert = require('node:assert')\n"
  fs.writeFileSync(
    path.join(dir, 'a-pass.test.js'),
    `${head}test('one', () => {})\ntest('two', async (t) => { await t.test('inner', () => {}) })\n` +
      "test('skipped', { skip: true }, () => {})\ntest('todo', { todo: true }, () => {})\n" +
      "test('says', () => { console.error('said on stderr') })\n"
  )
  fs.writeFileSync(
    path.join(dir, 'b-fail.test.js'),
    `${head}describe('group', () => {\n  test('fine', () => {})\n  test('wrong', () => assert.equal(1, 2))\n})\n` +
      // Slow enough that the file before has been shown well before this one ends.
      "test('slow', () => new Promise((resolve) => setTimeout(resolve, 2000)))\n"
  )
  fs.writeFileSync(path.join(dir, 'c-crash.test.js'), "throw new Error('boom at load')\n")
  return dir
}

test('the node --test reporter counts each file as node’s summary does and gives the TAP failure diagnostics', () => {
  const dir = fixtures()
  try {
    const tap = path.join(dir, 'out.tap')
    const reporter = path.join(__dirname, 'node-test-progress.js')
    const result = spawnSync(
      process.execPath,
      [
        '--test',
        '--test-concurrency=1',
        '--test-reporter=tap',
        `--test-reporter-destination=${tap}`,
        `--test-reporter=${reporter}`,
        '--test-reporter-destination=stdout',
        dir,
      ],
      { encoding: 'utf8', env: withoutTestContext() }
    )
    const events = result.stdout.split('\n').map(parseProgressLine).filter(Boolean)
    const files = events.filter((e) => e.type === 'file')
    assert.deepEqual(
      files.map(({ file, passed, failed, skipped, todo }) => [
        path.basename(file),
        passed,
        failed,
        skipped,
        todo,
      ]),
      [
        ['a-pass.test.js', 4, 0, 1, 1],
        ['b-fail.test.js', 2, 1, 0, 0],
        ['c-crash.test.js', 0, 1, 0, 0],
      ]
    )
    const summary = tapSummary(fs.readFileSync(tap, 'utf8'))
    const sum = (key) => files.reduce((total, file) => total + file[key], 0)
    assert.deepEqual(
      { passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped'), todo: sum('todo') },
      { passed: summary.passed, failed: summary.failed, skipped: summary.skipped, todo: summary.todo }
    )
    assert.match(files[1].details, /^not ok \d+ - wrong\n {2}---\n/)
    assert.match(files[1].details, /error: '1 == 2'/)
    assert.doesNotMatch(files[1].details, /- group/, 'the describe that holds it adds nothing')
    assert.match(files[2].details, /not ok \d+ - .*c-crash\.test\.js/)
    assert.equal(files[0].details, '')
    const output = events.filter((e) => e.type === 'output').map((e) => e.text)
    assert.ok(output.includes('said on stderr\n'), 'what a test prints is passed on')
    assert.ok(
      output.some((text) => text.includes('Error: boom at load')),
      'a crashing file’s stderr is passed on'
    )
    assert.ok(!output.some((text) => /^# (tests|pass|fail) \d/.test(text)), 'not the closing summary')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('npm test’s node suites show a file as soon as it ends, not when the suite ends', async () => {
  const dir = fixtures()
  try {
    const script = `require(${JSON.stringify(path.join(ROOT, 'test', 'run-all.js'))})
      .nodeTest('fixtures', [${JSON.stringify(dir)}])
      .then((result) => console.log('RESULT ' + JSON.stringify(result)))`
    const child = spawn(process.execPath, ['-e', script], {
      cwd: ROOT,
      env: withoutTestContext(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const seen = []
    let buffer = ''
    child.stdout.on('data', (chunk) => {
      buffer += chunk
      const lines = buffer.split('\n')
      buffer = lines.pop()
      for (const line of lines) seen.push({ line, at: Date.now() })
    })
    child.stderr.resume()
    await new Promise((resolve) => child.on('close', resolve))
    const at = (pattern) => {
      const found = seen.find(({ line }) => pattern.test(line))
      assert.ok(found, `a line ${pattern} in:\n${seen.map((s) => s.line).join('\n')}`)
      return found
    }
    const first = at(
      /^ {2}ok {3}\S*a-pass\.test\.js: 4 passed, 0 failed, 1 skipped, 1 todo · 4 passed, 0 failed so far$/
    )
    const second = at(/^ {2}FAIL \S*b-fail\.test\.js: 2 passed, 1 failed · 6 passed, 1 failed so far$/)
    at(/^ {7}not ok \d+ - wrong$/)
    at(/^ {4}said on stderr$/)
    assert.ok(second.at - first.at >= 1000, 'the first file was shown while the slow one still ran')
    const result = JSON.parse(at(/^RESULT /).line.slice('RESULT '.length))
    assert.deepEqual(result, { passed: 6, failed: 2, skipped: 1, todo: 1, problems: [] })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('npm test’s node suites fail, naming it, when a test folder does not exist', async () => {
  const { nodeTest } = require('../run-all')
  const result = await nodeTest('missing', ['test/no-such-folder/'])
  assert.deepEqual(result, {
    passed: 0,
    failed: 1,
    skipped: 0,
    todo: 0,
    problems: ['test/no-such-folder/ does not exist'],
  })
})

test('npm test runs what needs no build and no browser; test:all adds the first hour, then what uses its builds', () => {
  const { everyday, withBuilds } = require('../run-all')
  assert.deepEqual(
    everyday.map((suite) => suite.name),
    ['jest', 'jest-weapp', 'jest-utc', 'demo-api', 'support']
  )
  // npm start (the newcomer's command) makes the run's H5 build; a first hour that fails still lets the
  // suites after it run: the e2e suite builds when npm start did not (ensureH5Build).
  assert.deepEqual(
    withBuilds.map((suite) => [suite.name, suite.title]),
    [
      ['first-hour', 'first hour: npm start and start:weapp from this checkout'],
      ['weapp', 'mini-program build, headless'],
      ['e2e', 'browser end-to-end (Chromium)'],
    ]
  )
})
