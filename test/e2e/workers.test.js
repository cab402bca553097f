'use strict'
// test/e2e/workers.js: one H5 build, a copy per worker that talks to that worker's demo API (run by `npm test`'s
// tooling suite: no build, no browser).
const { test } = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { copyForWorker, workerCount, workerPort } = require('./workers')

function fakeBuild(apiUrl) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-workers-'))
  fs.mkdirSync(path.join(dir, 'js'))
  fs.writeFileSync(path.join(dir, 'index.html'), '<script src="js/app.js"></script>')
  fs.writeFileSync(
    path.join(dir, 'js', 'app.js'),
    `var a=(null!==(se="${apiUrl}")?se:"");var b="${apiUrl}/x"`
  )
  fs.writeFileSync(path.join(dir, 'js', 'other.js'), 'var c="http://127.0.0.1:35000"')
  fs.writeFileSync(path.join(dir, '.e2e-build.json'), JSON.stringify({ apiUrl }))
  return dir
}

test("a worker's copy calls the worker's demo API, and says which build it copies", (t) => {
  const base = fakeBuild('http://127.0.0.1:3500')
  const copy = `${base}-w1`
  t.after(() => [base, copy].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
  assert.equal(copyForWorker(base, 'http://127.0.0.1:3500', copy, 'http://127.0.0.1:3611'), 2)
  const app = fs.readFileSync(path.join(copy, 'js', 'app.js'), 'utf8')
  assert.equal(app, 'var a=(null!==(se="http://127.0.0.1:3611")?se:"");var b="http://127.0.0.1:3611/x"')
  assert.equal(fs.readFileSync(path.join(copy, 'js', 'other.js'), 'utf8'), 'var c="http://127.0.0.1:35000"')
  const marker = JSON.parse(fs.readFileSync(path.join(copy, '.e2e-build.json'), 'utf8'))
  assert.equal(marker.apiUrl, 'http://127.0.0.1:3611')
  assert.deepEqual(marker.copiedFrom, { dir: base, apiUrl: 'http://127.0.0.1:3500' })
  // The base build is left as it was.
  assert.match(fs.readFileSync(path.join(base, 'js', 'app.js'), 'utf8'), /3500/)
})

test('a build made for another address is refused, not copied with the wrong one', (t) => {
  const base = fakeBuild('http://127.0.0.1:3590')
  const copy = `${base}-w0`
  t.after(() => [base, copy].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
  assert.throws(
    () => copyForWorker(base, 'http://127.0.0.1:3500', copy, 'http://127.0.0.1:3610'),
    /does not contain http:\/\/127\.0\.0\.1:3500: it was built for another API address/
  )
  assert.throws(
    () => copyForWorker(path.join(base, 'nothing'), 'http://127.0.0.1:3590', copy, 'http://127.0.0.1:3610'),
    /index\.html is missing/
  )
})

test('workers: 2 unless told, each on the port after the last', () => {
  assert.equal(workerCount(undefined, {}), 2)
  assert.equal(workerCount(undefined, { E2E_WORKERS: '3' }), 3)
  assert.equal(workerCount('1', { E2E_WORKERS: '3' }), 1)
  assert.throws(() => workerCount('0', {}), /is not a count/)
  assert.equal(workerPort(0, {}), 3590)
  assert.equal(workerPort(1, { E2E_API_PORT: '3610' }), 3611)
})
