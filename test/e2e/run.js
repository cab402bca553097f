'use strict'
// `npm run test:e2e`: makes sure the H5 build for the e2e API exists (dist/h5-e2e, ≈40 s when it must be
// built), then runs the test/e2e/*.test.js files on it, 2 at a time, each worker with its own demo API on its own
// port (E2E_API_PORT, 3590, and the ports after it) and its own copy of the build (test/e2e/workers.js).
//
//   node test/e2e/run.js                                  # all files
//   node test/e2e/run.js test/e2e/errors.test.js          # some files
//   node test/e2e/run.js --repeat=10 test/e2e/refresh.test.js
//                                                         # the files 10 times, each run's counts, then how many
//                                                         # of the runs passed (a flaky test shown steady)
//   node test/e2e/run.js --workers=1                      # one file at a time (E2E_WORKERS=1 does the same)
//   E2E_REBUILD=1 node test/e2e/run.js                    # force a fresh build (E2E_REBUILD=0: never rebuild)
//   CHROMIUM_PATH=/path/to/chromium node test/e2e/run.js
// npm run test:e2e -- --repeat=10 <files> passes the switches through npm.

const path = require('node:path')
const { repeatRuns, parseArgs } = require('../support/repeat')

async function main() {
  const { files, repeat, options } = parseArgs(process.argv.slice(2), ['workers'])
  const { ensureBuild, chromiumPath, API_URL } = require('./support')
  const { runE2E, workerCount } = require('./workers')
  const { progressFor } = require('../run-all')
  chromiumPath() // the install hint, before a 40 s build
  const workers = workerCount(options.workers)
  const baseDir = await ensureBuild()
  const ok = await repeatRuns({
    repeat,
    what: files.length ? files.map((file) => path.relative(process.cwd(), file)).join(' ') : 'test/e2e',
    once: (title) => runE2E({ title, baseDir, baseApiUrl: API_URL, files, workers, progressFor }),
    title: `browser end-to-end (${workers} worker${workers > 1 ? 's' : ''})`,
  })
  process.exit(ok ? 0 : 1)
}

main().catch((error) => {
  console.error(error.message)
  process.exit(1)
})
