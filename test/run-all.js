'use strict'
// `npm test`: every suite, in order, with one summary line at the end.
//   unit + component (Jest, H5 platform files) → the same again with TARO_ENV=weapp → demo API →
//   weapp build + headless mini-program checks → H5 build + browser end-to-end (Chromium).
// Set TEST_ONLY=jest,weapp,… to run some of them.
const { spawnSync } = require('child_process')
const fs = require('fs')
const os = require('os')
const path = require('path')

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
  return result
}

function jest(name, env) {
  const report = path.join(os.tmpdir(), `jest-${name}-${process.pid}.json`)
  const result = run(path.join(BIN, 'jest'), ['--ci', '--json', `--outputFile=${report}`], env)
  let passed = 0
  let failed = result.status === 0 ? 0 : 1
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'))
    passed = json.numPassedTests
    failed = json.numFailedTests + (json.numRuntimeErrorTestSuites || 0)
    fs.rmSync(report)
  }
  return { passed, failed: result.status === 0 ? failed : Math.max(failed, 1) }
}

function nodeTest(files, env) {
  const result = run(
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-reporter=tap', ...files],
    env
  )
  const count = (label) =>
    Number(((result.stdout || '').match(new RegExp(`^# ${label} (\\d+)`, 'm')) || [])[1] || 0)
  const failed = count('fail') + count('cancelled')
  return { passed: count('pass'), failed: result.status === 0 ? failed : Math.max(failed, 1) }
}

function build(type, env) {
  const started = Date.now()
  const result = run(path.join(BIN, 'taro'), ['build', '--type', type], { NODE_ENV: 'production', ...env })
  console.log(
    `build ${type}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`
  )
  return result.status === 0
}

const suites = [
  { name: 'jest', title: 'unit + component (h5)', run: () => jest('h5', { TARO_ENV: 'h5' }) },
  { name: 'jest-weapp', title: 'unit + component (weapp)', run: () => jest('weapp', { TARO_ENV: 'weapp' }) },
  { name: 'demo-api', title: 'demo MeEdu API', run: () => nodeTest(['test/demo-api/']) },
  {
    name: 'weapp',
    title: 'mini-program build, headless',
    run: () => (build('weapp', { TARO_ENV: 'weapp' }) ? nodeTest(['test/weapp/']) : { passed: 0, failed: 1 }),
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
for (const result of results)
  console.log(`${result.title.padEnd(34)} ${result.passed} passed, ${result.failed} failed`)
const passed = results.reduce((sum, result) => sum + result.passed, 0)
const failed = results.reduce((sum, result) => sum + result.failed, 0)
console.log(`total: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
