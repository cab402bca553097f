'use strict'
/**
 * The mini-program benches measure in a fresh Node process: the harness registers node:test hooks (a child keeps
 * them out of the bench), and a start is cold only in a process that has compiled nothing yet. `inChild(file,
 * dir, what)` runs `node file --child dir` and resolves what the child's `answerParent(measure)` sent.
 */
const path = require('path')
const { fork } = require('child_process')

const ROOT = path.resolve(__dirname, '..', '..')

/** Runs `file --child dir` and resolves its result; `what` names the measurement in an error. */
function inChild(file, dir, what) {
  return new Promise((resolve, reject) => {
    // stdout ignored: the harness hooks into node:test, which reports on its own at exit.
    const child = fork(file, ['--child', dir], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] })
    let stderr = ''
    let answer = null
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000)
    })
    child.on('message', (message) => {
      answer = message
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (answer && answer.result) resolve(answer.result)
      else reject(new Error((answer && answer.error) || `${what} exited with ${code}: ${stderr.trim()}`))
    })
  })
}

/** The child's side: sends what `measure` resolves (or its error) to the parent, then exits. */
function answerParent(measure) {
  measure.then(
    (result) => process.send({ result }, () => process.exit(0)),
    (error) => process.send({ error: error.stack || String(error) }, () => process.exit(1))
  )
}

module.exports = { inChild, answerParent }
