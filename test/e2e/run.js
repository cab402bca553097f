'use strict'
// `npm run test:e2e`: makes sure the H5 build for the e2e API exists (dist/h5-e2e, ≈40 s when it must be
// built), then runs every test/e2e/*.test.js one file at a time with Node's test runner.
//
//   node test/e2e/run.js                       # all files
//   node test/e2e/run.js test/e2e/errors.test.js
//   E2E_REBUILD=1 node test/e2e/run.js         # force a fresh build (E2E_REBUILD=0: never rebuild for edits)
//   CHROMIUM_PATH=/path/to/chromium node test/e2e/run.js

const path = require('node:path')
const { spawn } = require('node:child_process')
const { ensureBuild, chromiumPath } = require('./support')

async function main() {
  chromiumPath() // the install hint, before a 40 s build
  await ensureBuild()
  const files = process.argv.slice(2)
  const args = [
    '--test',
    '--test-concurrency=1',
    '--test-timeout=600000', // a file still running after 10 minutes fails rather than holding the run
    ...(files.length ? files : [path.relative(process.cwd(), __dirname) || '.']),
  ]
  // The build is fresh now: the test processes must not decide to rebuild for a file saved meanwhile.
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, E2E_REBUILD: '0' } })
  child.on('close', (code, signal) => process.exit(signal ? 1 : code))
}

main().catch((error) => {
  console.error(error.message)
  process.exit(1)
})
