'use strict'
// The browser tests side by side: E2E_WORKERS (2) workers, each running one test file at a time with its own demo
// API (its own port, so its own state), its own static server and its own Chromium. A worker takes the next file
// when its last one ends, the longest first (the times of the last run, in test/.artifacts/e2e-times.json).
//
// One H5 build serves every worker. The build has the demo API's address baked in (TARO_APP_API_URL), so each
// worker gets a copy of it beside it (dist/h5 → dist/h5-w<k>) in which that address, and nothing else, is the
// worker's own (`copyForWorker`): the app then talks to the worker's demo API as the build talks to its own. The
// copy's marker (.e2e-build.json) names the worker's address, and `copiedFrom`; test/e2e/support/app.js takes it
// as the build (E2E_REBUILD=0).
//
// Files that must have the machine to themselves (SERIAL) run alone, one after another, after the others.
//
//   runE2E({ title, baseDir, baseApiUrl, files, workers, progressFor })   (test/run-all.js, test/e2e/run.js)

const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..', '..')
const E2E_DIR = path.relative(ROOT, __dirname)
const TIMES_FILE = path.join(ROOT, 'test', '.artifacts', 'e2e-times.json')
const DEFAULT_WORKERS = 2

// Files that run alone after the others (none today: every file keeps its state in its own demo API, static
// server and browser profile). A file whose timing needs an idle machine would go here.
const SERIAL = []

/** Every `file` of `dir` whose text is the baked address: JavaScript, HTML and CSS. */
function textFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(js|html|css|json)$/.test(file))
    .map((file) => path.join(dir, file))
}

/**
 * Copies the build `baseDir` (made for `baseApiUrl`) to `dir` with every occurrence of `baseApiUrl` replaced by
 * `apiUrl`, and writes the e2e marker for `apiUrl`. Throws when the build does not contain `baseApiUrl`: it was
 * made for another address, and its copy would still call that one.
 */
function copyForWorker(baseDir, baseApiUrl, dir, apiUrl) {
  if (!fs.existsSync(path.join(baseDir, 'index.html')))
    throw new Error(`${path.relative(ROOT, baseDir)}/index.html is missing: no H5 build to test`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(baseDir, dir, { recursive: true })
  fs.rmSync(path.join(dir, '.e2e-build.json'), { force: true })
  // The address and nothing longer: http://127.0.0.1:3500 is not the start of http://127.0.0.1:35000.
  const address = new RegExp(`${baseApiUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w])`, 'g')
  let replaced = 0
  for (const file of textFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8')
    const found = text.match(address)
    if (!found) continue
    replaced += found.length
    if (apiUrl !== baseApiUrl) fs.writeFileSync(file, text.replace(address, apiUrl))
  }
  if (!replaced)
    throw new Error(
      `${path.relative(ROOT, baseDir)} does not contain ${baseApiUrl}: it was built for another API address`
    )
  const now = Date.now()
  const marker = {
    apiUrl,
    builtAt: now,
    runId: 'copy',
    checkedAt: now,
    copiedFrom: { dir: baseDir, apiUrl: baseApiUrl },
  }
  fs.writeFileSync(path.join(dir, '.e2e-build.json'), `${JSON.stringify(marker, null, 2)}\n`)
  return replaced
}

/** Worker k's port: E2E_API_PORT (3590) + k. */
const workerPort = (k, env = process.env) => (Number(env.E2E_API_PORT) || 3590) + k

/** The worker environments: a copy of the build each, for its own demo API port. */
function prepareWorkers({ baseDir, baseApiUrl, count }) {
  const workers = []
  for (let k = 0; k < count; k++) {
    const port = workerPort(k)
    const apiUrl = `http://127.0.0.1:${port}`
    // Beside the build (dist/h5 → dist/h5-w0): never the build itself, whichever build is given.
    const dir = `${path.resolve(baseDir)}-w${k}`
    copyForWorker(baseDir, baseApiUrl, dir, apiUrl)
    // E2E_REBUILD=0: the copy is the build, whatever was edited since.
    workers.push({ E2E_API_PORT: String(port), E2E_BUILD_DIR: path.relative(ROOT, dir), E2E_REBUILD: '0' })
  }
  return workers
}

function readTimes() {
  try {
    return JSON.parse(fs.readFileSync(TIMES_FILE, 'utf8'))
  } catch {
    return {}
  }
}

function saveTimes(times) {
  fs.mkdirSync(path.dirname(TIMES_FILE), { recursive: true })
  fs.writeFileSync(TIMES_FILE, `${JSON.stringify({ ...readTimes(), ...times }, null, 2)}\n`)
}

/** The number of workers: `workers`, else E2E_WORKERS, else 2. */
function workerCount(workers, env = process.env) {
  const count = Number(workers ?? env.E2E_WORKERS ?? DEFAULT_WORKERS)
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`E2E_WORKERS / --workers: ${count} is not a count`)
  return count
}

/**
 * Runs the e2e files (all of test/e2e when `files` is empty) on the build `baseDir` made for `baseApiUrl`,
 * `workers` at a time. Resolves with the suite's verdict (test/support/test-summary.js) and `times`.
 */
async function runE2E({ title, baseDir, baseApiUrl, files = [], workers, progressFor }) {
  const { nodeTestPool, testFiles } = require('../run-all')
  const times = readTimes()
  const chosen = files.length
    ? files
    : testFiles(E2E_DIR, times).filter((file) => !SERIAL.includes(path.basename(file)))
  const serial = files.length ? [] : SERIAL.map((name) => path.join(E2E_DIR, name))
  const envs = prepareWorkers({
    baseDir,
    baseApiUrl,
    count: Math.min(workerCount(workers), chosen.length || 1),
  })
  const progress = progressFor(title)
  const parallel = await nodeTestPool(title, chosen, envs, progress)
  const alone = serial.length ? await nodeTestPool(title, serial, envs.slice(0, 1), progress) : null
  const result = alone
    ? {
        ...parallel,
        ...['passed', 'failed', 'skipped', 'todo'].reduce(
          (sum, key) => ({ ...sum, [key]: parallel[key] + alone[key] }),
          {}
        ),
        problems: [...parallel.problems, ...alone.problems],
        times: { ...parallel.times, ...alone.times },
      }
    : parallel
  saveTimes(result.times)
  return result
}

module.exports = { copyForWorker, prepareWorkers, runE2E, workerCount, workerPort, SERIAL, DEFAULT_WORKERS }
