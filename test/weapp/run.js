'use strict'
// `npm run test:weapp`: the headless mini-program checks on the weapp build (dist/weapp, or WEAPP_DIST=<dir>),
// with the progress lines and counts of `npm test`.
//
//   node test/weapp/run.js                                   # every test/weapp/*.test.js
//   node test/weapp/run.js test/weapp/login.test.js          # some files
//   node test/weapp/run.js --repeat=10 test/weapp/list.test.js
//                                                            # the files 10 times, each run's counts, then how
//                                                            # many of the runs passed (a flaky test shown steady)
// npm run test:weapp -- --repeat=10 <files> passes the switches through npm. Build first: npm run build:weapp.

const fs = require('node:fs')
const path = require('node:path')
const { repeatRuns, parseArgs } = require('../support/repeat')

async function main() {
  const { files, repeat } = parseArgs(process.argv.slice(2))
  // "Build first", before N runs that would each say it (harness.js's check; requiring the harness here would
  // register its node:test hooks outside a test run).
  const root = path.resolve(__dirname, '..', '..')
  const dist = path.resolve(root, process.env.WEAPP_DIST || 'dist/weapp')
  if (!['app.json', 'app.js'].every((file) => fs.existsSync(path.join(dist, file))))
    throw new Error(`${path.relative(process.cwd(), dist)} does not exist: run npm run build:weapp first`)
  const { nodeTest } = require('../run-all')
  const chosen = files.length ? files : [path.relative(process.cwd(), __dirname) || '.']
  const ok = await repeatRuns({
    repeat,
    what: chosen.join(' '),
    once: (title) => nodeTest(title, chosen),
    title: 'mini-program, headless',
  })
  process.exit(ok ? 0 : 1)
}

main().catch((error) => {
  console.error(error.message)
  process.exit(1)
})
