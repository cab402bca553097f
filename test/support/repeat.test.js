'use strict'
// test/support/repeat.js: `--repeat=N` of the e2e and mini-program runners.
const { test } = require('node:test')
const assert = require('node:assert/strict')
const { parseArgs, repeatRuns } = require('./repeat')

test('the command line: --repeat=N, known switches, files; anything else is refused', () => {
  assert.deepEqual(parseArgs(['--repeat=10', 'a.test.js', '--workers=1', 'b.test.js'], ['workers']), {
    files: ['a.test.js', 'b.test.js'],
    repeat: 10,
    options: { workers: '1' },
  })
  assert.deepEqual(parseArgs([]), { files: [], repeat: 1, options: {} })
  assert.throws(() => parseArgs(['--repeat=0']), /--repeat=0: give a count/)
  assert.throws(() => parseArgs(['--repeat=two']), /give a count/)
  assert.throws(() => parseArgs(['--repat=3']), /unknown switch --repat=3/)
})

const result = (passed, failed, problems = []) => ({ passed, failed, skipped: 0, todo: 0, problems })

test('N runs, each with its counts, then how many passed: one failing run fails the whole', async () => {
  const lines = []
  const answers = [result(3, 0), result(2, 1, ['x.test.js: 1 failed']), result(3, 0)]
  const titles = []
  const ok = await repeatRuns({
    repeat: 3,
    what: 'x.test.js',
    title: 'e2e',
    once: async (title) => {
      titles.push(title)
      return answers.shift()
    },
    write: (line) => lines.push(line),
  })
  assert.equal(ok, false)
  assert.deepEqual(titles, ['e2e, run 1 of 3', 'e2e, run 2 of 3', 'e2e, run 3 of 3'])
  const text = lines.join('\n')
  assert.match(text, /--- run 1 of 3: ok, 3 passed, 0 failed in \d+ s/)
  assert.match(text, /--- run 2 of 3: FAILED, 2 passed, 1 failed in \d+ s\n {4}FAILED: x\.test\.js: 1 failed/)
  assert.match(text, /2 of 3 runs passed \(failed: run 2\)$/)
})

test('a run that passed nothing is no pass; all runs passing is said so', async () => {
  const write = () => undefined
  assert.equal(
    await repeatRuns({ repeat: 1, what: 'x', title: 't', once: async () => result(0, 0), write }),
    false
  )
  const lines = []
  const ok = await repeatRuns({
    repeat: 2,
    what: 'x',
    title: 't',
    once: async () => result(1, 0),
    write: (line) => lines.push(line),
  })
  assert.equal(ok, true)
  assert.match(lines.join('\n'), /2 of 2 runs passed: steady$/)
})
