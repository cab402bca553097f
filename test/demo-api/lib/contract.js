'use strict'

// What test/demo-api/contract.test.js needs: the recorded samples, the comparison of one answer with its
// recording, and running one contract entry against a demo API.

const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')

const { request } = require('../testing')
const { shapeDifferences } = require('./shape')

const SAMPLES = path.join(__dirname, '..', 'meedu-samples')
const RELEASES = { '4.9.10': '4.9.10', 'v4.9.30': '4.9.30' }
const AREAS = ['commerce', 'catalogue', 'system']

/** Every recorded sample: `4.9.10/05d-course-3-no-chapters` → its file's content. */
function loadSamples() {
  const samples = new Map()
  for (const folder of Object.keys(RELEASES)) {
    for (const file of fs.readdirSync(path.join(SAMPLES, folder)).sort()) {
      if (!file.endsWith('.json')) continue
      samples.set(
        `${folder}/${file.slice(0, -5)}`,
        JSON.parse(fs.readFileSync(path.join(SAMPLES, folder, file)))
      )
    }
  }
  return samples
}

function loadEntries(areas) {
  return areas.flatMap((area) => require(`../contract/${area}`).map((entry) => ({ ...entry, area })))
}

/** The visible texts of an HTML page, in order (for the cashier pages recorded as texts). */
function visibleTexts(html) {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.replace(/&nbsp;/g, ' ').trim())
    .filter(Boolean)
}

/**
 * The demo's answer compared with the recorded one; returns the differences (empty: the same shape).
 * `entry.compare` may be 'texts' (an HTML page recorded as `note`d visible texts: every recorded text shows).
 */
function compareAnswer(sample, answer, entry) {
  const differences = []
  if (answer.status !== sample.http_status) {
    differences.push(`HTTP ${answer.status} where the recorded answer has ${sample.http_status}`)
  }
  if (entry.compare === 'texts') {
    const shown = visibleTexts(answer.text).join('\n')
    for (const text of entry.texts ?? []) {
      if (!shown.includes(text)) differences.push(`the page does not show ${JSON.stringify(text)}`)
    }
    return differences
  }
  const recorded = sample.response
  const actual = answer.json
  if (!actual || typeof actual !== 'object') return [...differences, `not JSON: ${answer.text.slice(0, 200)}`]
  for (const key of ['code', 'message', 'data']) {
    if (!(key in actual)) differences.push(`envelope.${key}: missing`)
  }
  if (actual.code !== recorded.code)
    differences.push(`code ${actual.code} where the recorded answer has ${recorded.code}`)
  if (recorded.code !== 0 && actual.message !== recorded.message && !entry.messageDiffers) {
    differences.push(
      `message ${JSON.stringify(actual.message)} where the recorded answer has ${JSON.stringify(recorded.message)}`
    )
  }
  if (actual.code === recorded.code) differences.push(...shapeDifferences(recorded.data, actual.data))
  return differences
}

/**
 * What an entry's functions get: the demo's address, plain requests, a token for a demo learner (by mobile or
 * id), and `ok(method, path, json, token)` for a call that must succeed.
 */
function contextFor(baseUrl) {
  const ctx = {
    url: baseUrl,
    request: (method, urlPath, options) => request(baseUrl, method, urlPath, options),
    async ok(method, urlPath, json, token) {
      const answer = await request(baseUrl, method, urlPath, { json, token })
      assert.equal(answer.json?.code, 0, `${method} ${urlPath}: ${answer.text.slice(0, 300)}`)
      return answer.json.data
    },
    async token(who) {
      const body = typeof who === 'number' && who < 1000 ? { id: who } : { mobile: String(who) }
      return (await ctx.ok('POST', '/__demo/login', body)).token
    },
  }
  return ctx
}

/**
 * Runs one entry against a fresh demo: reset, the release and the entry's switches, `setup(ctx)` (its result is
 * `ctx.state`), then the call. `call` is `{method, path, json?, as?}` (`as`: a learner for the token) or a
 * function of ctx returning the answer.
 */
async function runEntry(ctx, entry, release) {
  await ctx.ok('POST', '/__demo/reset')
  await ctx.ok('POST', '/__demo/switches', { meedu: release, ...(entry.switches ?? {}) })
  ctx.state = entry.setup ? await entry.setup(ctx) : undefined
  if (typeof entry.call === 'function') return entry.call(ctx)
  const { method, path: urlPath, json, as, headers } = entry.call
  const token = as === undefined || as === null ? undefined : await ctx.token(as)
  return ctx.request(method, urlPath, { json, token, headers })
}

module.exports = {
  AREAS,
  RELEASES,
  loadSamples,
  loadEntries,
  visibleTexts,
  compareAnswer,
  contextFor,
  runEntry,
}
