'use strict'

// Helpers shared by the demo API's own tests (server.test.js, catalogue.test.js): plain HTTP requests and a
// server per describe block, reset before each test.

const { before, after, beforeEach } = require('node:test')
const assert = require('node:assert/strict')
const http = require('node:http')

const { createDemoApi } = require('./server')

/** Plain HTTP request (`json`, `form` or `raw` body); resolves to {status, headers, text, json, body (Buffer)}. */
function request(baseUrl, method, urlPath, { json, form, raw, headers = {}, token } = {}) {
  return new Promise((resolve, reject) => {
    const requestHeaders = { Accept: 'application/json', ...headers }
    if (token) requestHeaders.Authorization = `Bearer ${token}`
    let payload
    if (json !== undefined) {
      payload = typeof json === 'string' ? json : JSON.stringify(json)
      requestHeaders['Content-Type'] = 'application/json'
    } else if (form !== undefined) {
      payload = new URLSearchParams(form).toString()
      requestHeaders['Content-Type'] = 'application/x-www-form-urlencoded'
    } else if (raw !== undefined) {
      // {body: Buffer, contentType}: e.g. a multipart upload (lib/multipart.js buildMultipart)
      payload = raw.body
      if (raw.contentType) requestHeaders['Content-Type'] = raw.contentType
    }
    if (payload !== undefined) requestHeaders['Content-Length'] = Buffer.byteLength(payload)
    const req = http.request(new URL(urlPath, baseUrl), { method, headers: requestHeaders }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => {
        const buffer = Buffer.concat(chunks)
        const text = buffer.toString('utf8')
        let parsed
        try {
          parsed = JSON.parse(text)
        } catch {
          parsed = undefined
        }
        resolve({ status: res.statusCode, headers: res.headers, text, json: parsed, body: buffer })
      })
    })
    req.on('error', reject)
    if (payload !== undefined) req.write(payload)
    req.end()
  })
}

/** Start a demo server for a describe block; returns helpers bound to it. */
function useServer(options = {}) {
  const ctx = { lines: [] }
  before(async () => {
    ctx.api = createDemoApi({ log: (line) => ctx.lines.push(line), ...options })
    ;({ url: ctx.url } = await ctx.api.listen())
  })
  after(() => ctx.api.close())
  beforeEach(async () => {
    await ctx.post('/__demo/reset')
    ctx.lines.length = 0
  })

  ctx.request = (method, urlPath, opts) => request(ctx.url, method, urlPath, opts)
  /** JSON call; asserts HTTP 200 and returns the envelope. */
  ctx.call = async (method, urlPath, opts) => {
    const res = await ctx.request(method, urlPath, opts)
    assert.equal(res.status, 200, `${method} ${urlPath}: HTTP ${res.status} ${res.text}`)
    assert.ok(res.json, `${method} ${urlPath}: not JSON: ${res.text}`)
    return res.json
  }
  ctx.get = (urlPath, opts) => ctx.call('GET', urlPath, opts)
  ctx.post = (urlPath, json, opts = {}) => ctx.call('POST', urlPath, { json, ...opts })
  /** Data of a successful call (asserts code 0). */
  ctx.ok = async (promise) => {
    const body = await promise
    assert.equal(body.code, 0, `expected code 0, got ${JSON.stringify(body)}`)
    return body.data
  }
  ctx.tokenFor = async (who) => (await ctx.ok(ctx.post('/__demo/login', who))).token
  ctx.captcha = async () => {
    const { key } = await ctx.ok(ctx.get('/api/v2/captcha/image'))
    const { answer } = await ctx.ok(ctx.get(`/__demo/captcha?key=${key}`))
    return { key, answer }
  }
  ctx.sendSms = async (mobile, scene) => {
    const { key, answer } = await ctx.captcha()
    await ctx.ok(ctx.post('/api/v2/captcha/sms', { mobile, image_key: key, image_captcha: answer, scene }))
    return (await ctx.ok(ctx.get(`/__demo/sms?mobile=${mobile}&scene=${scene}`))).code
  }
  return ctx
}

/**
 * Where an age (seconds) sits in the app's relative time (utils/time.ts: 刚刚 under a minute, then N分钟前,
 * N小时前, N天前 up to 7 days; older is a date, which does not move): seconds since its words last changed and
 * until they change next. Null for a date.
 */
function relativeTimeMargins(ageSeconds) {
  const unit = ageSeconds < 3600 ? 60 : ageSeconds < 86400 ? 3600 : ageSeconds < 7 * 86400 ? 86400 : 0
  if (!unit) return null
  const since = ageSeconds % unit
  return { since, until: unit - since }
}

/**
 * Fails when a seeded time would change its words during a test: at least 10 s past a change (the app's clock
 * follows the server's to the second, so it may read the seed a second early) and 20 s before the next one
 * in the minutes (20 min in the hours and days).
 */
function assertOffRelativeTimeChanges(createdAts, label) {
  const now = Date.now()
  for (const createdAt of createdAts) {
    const age = (now - Date.parse(createdAt)) / 1000
    const margins = relativeTimeMargins(age)
    if (!margins) continue
    const ahead = age < 3600 ? 20 : 20 * 60
    assert.ok(
      margins.since >= 10 && margins.until >= ahead,
      `${label}: ${createdAt} (${Math.round(age)} s old) is ${Math.round(margins.since)} s past a change of its relative time and ${Math.round(margins.until)} s before the next`
    )
  }
}

module.exports = { request, useServer, relativeTimeMargins, assertOffRelativeTimeChanges }
