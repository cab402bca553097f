'use strict'
// The demo API the e2e files run against (test/demo-api): its address, starting it, and its test-control
// endpoints (reset, request log, one-shot answers, switches, seeded logins), which the server does not log.

const { sleep } = require('./common')

// E2E_API_PORT / E2E_BUILD_DIR let two runs work side by side (each its own demo API and build).
const E2E_API_PORT = Number(process.env.E2E_API_PORT) || 3590
const API_URL = `http://127.0.0.1:${E2E_API_PORT}`

async function apiCall(method, pathname, body) {
  const response = await fetch(`${API_URL}${pathname}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await response.json()
  if (json.code !== 0) throw new Error(`${method} ${pathname} → code ${json.code} ${json.message}`)
  return json.data
}

const resetApi = () => apiCall('POST', '/__demo/reset', {})
/** [{method, path, query, body, auth}] of every app request since the last reset. */
const apiLog = () => apiCall('GET', '/__demo/log')
/** Queue a one-shot answer for the next request to `path` ({path, status?, body?, raw?, delayMs?}). */
const queueNext = (override) => apiCall('POST', '/__demo/next', override)
const setSwitches = (switches) => apiCall('POST', '/__demo/switches', switches)
const demoToken = async (who) => (await apiCall('POST', '/__demo/login', who)).token

/** The demo API on E2E_API_PORT, listening; fails with a readable message when the port is taken. */
async function startDemoApi() {
  const { createDemoApi } = require('../../demo-api/server')
  const api = createDemoApi({ port: E2E_API_PORT, log: false })
  try {
    await api.listen()
  } catch (error) {
    throw new Error(
      `cannot start the demo API on ${API_URL} (${error.code || error.message}); is another run using it?`
    )
  }
  return api
}

/** Waits until a request matching `predicate(entry)` is in the demo API's log; returns the log. */
async function waitForApiRequest(predicate, { timeout = 5000, what = 'request' } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const log = await apiLog()
    if (log.some(predicate)) return log
    if (Date.now() > deadline) {
      throw new Error(
        `no ${what} in the demo API log: ${JSON.stringify(log.map((e) => `${e.method} ${e.path}`))}`
      )
    }
    await sleep(50)
  }
}

module.exports = {
  E2E_API_PORT,
  API_URL,
  resetApi,
  apiLog,
  queueNext,
  setSwitches,
  demoToken,
  startDemoApi,
  waitForApiRequest,
}
