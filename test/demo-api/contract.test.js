'use strict'

// The recorded answers are the contract. Every file under meedu-samples/ (a real MeEdu 4.9.10 or v4.9.30 answer,
// one call each; see its README) is replayed against the demo API playing the same release, and the demo's
// answer must have the recorded shape (lib/shape.js): the same envelope code (and message, for a refusal), the
// same keys, the same JSON types, lists where PHP makes lists, the same forms of time strings.
//
// The demo's seed is not the recording servers' data, so each sample has one entry in contract/<area>.js that
// says which demo call is "the same call": the learner, the ids of a demo course or video in the same situation
// (a course without chapters, a bought paid course, …), switches, and what must happen first. `why` says the
// mapping in words. Every sample has exactly one entry; an entry naming no sample fails.
//
// CONTRACT_AREA=commerce (or catalogue, system) runs one area and skips the coverage check.

const { describe, test, before, after } = require('node:test')
const assert = require('node:assert/strict')

const { createDemoApi } = require('./server')
const {
  AREAS,
  RELEASES,
  loadSamples,
  loadEntries,
  compareAnswer,
  contextFor,
  runEntry,
} = require('./lib/contract')

const onlyArea = process.env.CONTRACT_AREA
const samples = loadSamples()
const entries = loadEntries(onlyArea ? [onlyArea] : AREAS)

describe('the demo API answers every recorded call in the recorded shape', () => {
  let api
  let ctx
  before(async () => {
    api = createDemoApi({ port: 0, log: false })
    const { url } = await api.listen()
    ctx = contextFor(url)
  })
  after(() => api.close())

  if (!onlyArea) {
    test('every recorded sample has exactly one entry, and every entry a sample', () => {
      const named = entries.map((entry) => entry.sample)
      const twice = named.filter((name, index) => named.indexOf(name) !== index)
      assert.deepEqual(twice, [], 'samples with two entries')
      assert.deepEqual(
        named.filter((name) => !samples.has(name)),
        [],
        'entries naming no sample'
      )
      assert.deepEqual(
        [...samples.keys()].filter((name) => !named.includes(name)),
        [],
        'samples without an entry in contract/*.js'
      )
    })
  }

  for (const entry of entries) {
    const sample = samples.get(entry.sample)
    if (!sample) continue
    const release = RELEASES[entry.sample.split('/')[0]]
    test(`${entry.sample} (${sample.request}) — ${entry.why}`, async () => {
      const answer = await runEntry(ctx, entry, release)
      const differences = compareAnswer(sample, answer, entry)
      assert.deepEqual(differences, [], `${entry.sample}: the demo's answer differs from the recording`)
    })
  }
})
