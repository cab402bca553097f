'use strict'

// The contract test's comparator (lib/shape.js) on the recorded answers themselves: a sample agrees with itself,
// and one changed type, key, list or time form anywhere is found and named.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { shapeDifferences, stringForm } = require('./lib/shape')
const { loadSamples, compareAnswer } = require('./lib/contract')

const samples = loadSamples()
const data = (name) => structuredClone(samples.get(name).response.data)

test('every recorded answer has the shape of itself', () => {
  for (const [name, sample] of samples) {
    if (sample.response)
      assert.deepEqual(shapeDifferences(sample.response.data, sample.response.data), [], name)
  }
})

test('one field of another JSON type is found', () => {
  const course = data('v4.9.30/05-course-1-chapters')
  const changed = structuredClone(course)
  changed.course.charge = String(changed.course.charge)
  assert.deepEqual(shapeDifferences(course, changed), [
    'data.course.charge: string where the recorded answer has number',
  ])
  const flag = structuredClone(course)
  flag.isBuy = 0
  assert.deepEqual(shapeDifferences(course, flag), [
    'data.isBuy: number where the recorded answer has boolean',
  ])
})

test('PHP lists stay lists, maps stay maps', () => {
  const noChapters = data('4.9.10/05d-course-3-no-chapters')
  assert.ok(Array.isArray(noChapters.videos))
  const asMap = { ...noChapters, videos: { 0: noChapters.videos[0] } }
  assert.deepEqual(shapeDifferences(noChapters, asMap), [
    'data.videos: object where the recorded answer has array',
  ])
  const chapters = data('4.9.10/05-course-1-chapters')
  const asList = { ...chapters, videos: Object.values(chapters.videos) }
  assert.deepEqual(shapeDifferences(chapters, asList), [
    'data.videos: array where the recorded answer has object',
  ])
  // An empty PHP array is a list, not an object.
  assert.deepEqual(shapeDifferences({ p: [] }, { p: {} }), [
    'data.p: object where the recorded answer has array',
  ])
})

test('a missing key, an extra key, an item of another shape', () => {
  const list = data('4.9.10/04-courses')
  const missing = structuredClone(list)
  delete missing.data[0].slug
  assert.deepEqual(shapeDifferences(list, missing), ['data.data[0].slug: missing'])
  const extra = structuredClone(list)
  extra.data[0].invented = 1
  assert.deepEqual(shapeDifferences(list, extra), ['data.data[0].invented: not in the recorded answer'])
  assert.deepEqual(shapeDifferences(list, { ...list, data: [] }), [
    'data.data: an empty list where the recorded answer has items',
  ])
})

test('the three time forms are told apart', () => {
  assert.equal(stringForm('2026-12-03T08:50:36.000000Z'), 'time …Z (UTC)')
  assert.equal(stringForm('2027-06-30 12:00:00'), 'time Y-m-d H:i:s (no zone)')
  assert.equal(stringForm('2026-12-03T17:06:56'), 'time Y-m-d\\TH:i:s (no zone)')
  const member = data('4.9.10/18-member-detail-vip-learner')
  const utc = { ...member, role_expired_at: '2027-06-30T04:00:00.000000Z' }
  assert.deepEqual(shapeDifferences(member, utc), [
    'data.role_expired_at: time …Z (UTC) ("2027-06-30T04:00:00.000000Z") where the recorded answer has time Y-m-d H:i:s (no zone)',
  ])
})

test('the envelope: another code, or another refusal text, is a difference', () => {
  const sample = samples.get('v4.9.30/43-removed-order-course-v2')
  const answer = (json) => ({ status: 200, json, text: JSON.stringify(json) })
  assert.deepEqual(compareAnswer(sample, answer(sample.response), {}), [])
  assert.deepEqual(compareAnswer(sample, answer({ code: 1, message: '路由不存在', data: [] }), {}), [
    'code 1 where the recorded answer has 404',
  ])
  assert.deepEqual(compareAnswer(sample, answer({ code: 404, message: '资源不存在', data: [] }), {}), [
    'message "资源不存在" where the recorded answer has "路由不存在"',
  ])
})
