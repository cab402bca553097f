'use strict'
/**
 * The demo MeEdu API (test/demo-api) as the mini-program's backend in the headless harness: every wx.request of
 * the app is sent over HTTP to an in-process demo API on an ephemeral port. Used by the test files that need a
 * real backend (login, lists).
 */
const test = require('node:test')
const { createDemoApi } = require('../demo-api/server')
const { loadApp } = require('./harness')

/**
 * The app's wx.request answered over HTTP by the demo API. The build's base URL (TARO_APP_API_URL) is replaced
 * by `baseUrl`, the demo's address; method, path, query, JSON body and headers go through as sent.
 */
function demoRequestHandler(baseUrl, answers) {
  return async (req) => {
    const url = new URL(req.path, baseUrl)
    for (const [key, value] of Object.entries(req.query)) url.searchParams.set(key, value)
    const headers = {}
    for (const [key, value] of Object.entries(req.header)) headers[key.toLowerCase()] = String(value)
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    if (hasBody) headers['content-type'] = 'application/json'
    const res = await fetch(url, {
      method: req.method,
      headers,
      body: hasBody ? JSON.stringify(req.data === undefined ? {} : req.data) : undefined,
    })
    const text = await res.text()
    let parsed = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // keep the text
    }
    if (!answers.has(req.path)) answers.set(req.path, [])
    answers.get(req.path).push(parsed)
    return {
      statusCode: res.status,
      data: text,
      // WeChat hands over every header; the server clock reads Date.
      header: { 'Content-Type': res.headers.get('content-type'), Date: res.headers.get('date') },
    }
  }
}

/**
 * Starts the demo API for this test file (reset before each test) and returns:
 * - `control(method, path, body)`: a /__demo/ or API call from the test itself; resolves the envelope's data;
 * - `startApp(options)`: a fresh mini-program whose requests go to the demo API, closed after the test; its
 *   parsed answers are kept per path in `app.answers`;
 * - `url()`: the demo API's address, for requests of the test's own;
 * - `login(mobile)`: a token for a demo learner (password `meedu123`; learner 1, 13800138000, by default).
 */
function useDemoBackend() {
  const demo = createDemoApi({ port: 0, log: false })
  let demoUrl = ''
  const apps = []

  test.before(async () => {
    demoUrl = (await demo.listen()).url
  })
  test.after(async () => {
    for (const app of apps) app.close()
    await demo.close()
  })
  test.beforeEach(async () => {
    await control('POST', '/__demo/reset')
  })
  test.afterEach(() => {
    while (apps.length) apps.pop().close()
  })

  async function control(method, path, body) {
    const res = await fetch(new URL(path, demoUrl), {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = await res.json()
    if (envelope.code !== 0) throw new Error(`${method} ${path}: ${envelope.message}`)
    return envelope.data
  }

  function requestHandler(answers) {
    return demoRequestHandler(demoUrl, answers)
  }

  function startApp(options = {}) {
    const answers = new Map()
    const app = loadApp({ requestHandler: requestHandler(answers), ...options })
    app.answers = answers
    apps.push(app)
    return app
  }

  async function login(mobile = '13800138000') {
    return (await control('POST', '/api/v2/login/password', { mobile, password: 'meedu123' })).token
  }

  return { control, login, startApp, url: () => demoUrl }
}

module.exports = { demoRequestHandler, useDemoBackend }
