'use strict'

// Demo MeEdu-compatible API server for the learner app (contract: src/services/api/README.md), playing MeEdu
// 4.9.10 or v4.9.30 (switch `meedu`).
// Dependency-free: Node 20 built-ins only. Usage: see README.md in this folder.
//
//   const { createDemoApi } = require('./test/demo-api/server');
//   const api = createDemoApi({ port: 0, log: () => {} });
//   const { url } = await api.listen();
//   …
//   await api.close();

const http = require('node:http')
const { STATUS_CODES } = require('node:http')

const { createRouter } = require('./lib/router')
const {
  ApiError,
  Reply,
  fail,
  envelope,
  routeNotFound,
  unauthenticated,
  readBody,
  parseBody,
  preflightHeaders,
} = require('./lib/http')
const { isMultipart, parseMultipart } = require('./lib/multipart')
const { createState } = require('./state')
const { countApiRequest } = require('./records')
const { clientIp } = require('./lib/platform')
const { switchesFromEnv, isNewMeedu } = require('./switches')
const { DEMO_PASSWORD } = require('./data')
const routeModules = require('./routes')

const DEFAULT_PORT = 3500
const CONTROL_PREFIX = '/__demo/'
/** Multipart bodies (uploads) are kept up to 4 MB, so the avatar handler can refuse > 1 MB images itself. */
const MAX_MULTIPART_BYTES = 4 * 1024 * 1024

/** Token from `Authorization: Bearer …`, else a `token` query or body field (as jwt-auth). */
function requestToken(req, query, body) {
  const header = req.headers.authorization || ''
  const match = /^Bearer\s+(.+)$/i.exec(header.trim())
  if (match) return match[1].trim()
  if (typeof query.token === 'string' && query.token) return query.token
  if (typeof body.token === 'string' && body.token) return body.token
  return ''
}

/**
 * Create (but do not start) a demo API server.
 * @param {object} [options]
 * @param {string} [options.host='127.0.0.1']
 * @param {number} [options.port=0] 0 = an ephemeral port
 * @param {object} [options.switches] initial switches (see switches.js); reset restores them
 * @param {Function|false} [options.log=console.log] request lines, SMS codes, errors; false-y = silent
 * @param {Function} [options.now=Date.now] clock in ms (tests may inject one to check expiry)
 * @param {string} [options.publicUrl] base URL to advertise in config.url instead of http://host:port
 */
function createDemoApi(options = {}) {
  const {
    host = '127.0.0.1',
    port = 0,
    switches = {},
    log = console.log,
    now = Date.now,
    publicUrl = '',
  } = options
  const print = typeof log === 'function' ? log : () => {}

  const state = createState({ switches, now })
  const router = createRouter()
  for (const register of routeModules) register(router)

  let baseUrl = publicUrl ? publicUrl.replace(/\/+$/, '') : ''
  const pendingTimers = new Set()

  /** setTimeout that close() can cancel (delayed overrides must not keep the process alive). */
  function sleep(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pendingTimers.delete(timer)
        resolve()
      }, ms)
      pendingTimers.add(timer)
    })
  }

  function send(res, status, headers, body) {
    if (res.writableEnded || res.destroyed) return
    res.writeHead(status, headers)
    res.end(body)
  }

  function sendJson(res, value, status = 200) {
    send(res, status, { 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify(value))
  }

  /** Answer with a queued /__demo/next override that has a status, body or raw text. */
  function sendOverride(res, override) {
    const status = override.status ?? 200
    if (override.raw !== undefined) {
      send(res, status, { 'Content-Type': 'text/html; charset=utf-8' }, override.raw)
    } else if (override.body !== undefined) {
      sendJson(res, override.body, status)
    } else if (status === 200) {
      sendJson(res, envelope(0, '', []))
    } else {
      const text = `${status} ${STATUS_CODES[status] || ''}`.trim()
      send(
        res,
        status,
        { 'Content-Type': 'text/html; charset=utf-8' },
        `<html><body><h1>${text}</h1></body></html>`
      )
    }
    return status
  }

  async function handleRequest(req, res) {
    const started = Date.now()
    const url = new URL(req.url, 'http://demo.invalid')
    const { pathname } = url
    const method = req.method === 'HEAD' ? 'GET' : req.method
    let outcome = ''
    const finish = (status, note) => {
      const search = url.search.length > 80 ? `${url.search.slice(0, 77)}...` : url.search
      print(
        `[demo-api] ${req.method} ${pathname}${search} → ${status}${note ? ` ${note}` : ''} (${Date.now() - started}ms)`
      )
    }

    // Every response carries the CORS origin header; preflights are answered here.
    res.setHeader('Access-Control-Allow-Origin', '*')
    // The H5 app reads the server's time from Date (utils/server-clock); a browser hides it unless exposed.
    res.setHeader('Access-Control-Expose-Headers', 'Date')
    if (req.method === 'OPTIONS') {
      send(res, 204, preflightHeaders(req), '')
      finish(204)
      return
    }

    const isControl = pathname.startsWith(CONTROL_PREFIX)
    const query = Object.fromEntries(url.searchParams)
    let body = {}
    let files = null // multipart requests: [{field, filename, contentType, data}]
    let rawBody = Buffer.alloc(0)
    let bodyError = null
    const contentType = req.headers['content-type']
    try {
      if (isMultipart(contentType)) {
        rawBody = await readBody(req, MAX_MULTIPART_BYTES)
        const form = parseMultipart(rawBody, contentType)
        body = form.fields
        files = form.files
      } else {
        rawBody = await readBody(req)
        body = parseBody(rawBody, contentType)
      }
    } catch (error) {
      bodyError = error
    }
    const token = requestToken(req, query, body)

    if (!isControl) {
      state.requestLog.push({ method: req.method, path: pathname, query, body, auth: Boolean(token) })
      // Every /api/* request counts for its address (/__demo/requests); the throttle switch refuses the 121st.
      const isApi = pathname.startsWith('/api/')
      if (isApi && countApiRequest(state, { ip: clientIp(req), method: req.method, path: pathname })) {
        sendJson(res, envelope(429, '请稍后再试', []))
        finish(200, 'code=429 请稍后再试 (throttle)')
        return
      }
      const override = state.takeOverride(pathname)
      if (override) {
        if (override.delayMs) await sleep(override.delayMs)
        if (override.status !== undefined || override.body !== undefined || override.raw !== undefined) {
          finish(sendOverride(res, override), '(override)')
          return
        }
        outcome = `(delayed ${override.delayMs}ms) ` // delay only: answer normally afterwards
      }
    }

    let result
    try {
      const found = router.match(method, pathname)
      // A route may name what an oversized body means to it (the avatar: 头像不能超过1MB).
      if (bodyError && bodyError.tooLarge && found && found.route.tooLarge) throw fail(found.route.tooLarge)
      if (bodyError) throw bodyError
      if (!found) throw routeNotFound()
      const user = state.userForToken(token)
      if (found.route.auth && !user) throw unauthenticated()
      const ctx = {
        req,
        method: req.method,
        path: pathname,
        params: found.params,
        query,
        body,
        rawBody,
        files,
        input: { ...query, ...body }, // like Laravel's $request->input()
        token,
        user,
        state,
        switches: state.switches,
        baseUrl,
        print,
      }
      result = await found.route.handler(ctx)
    } catch (error) {
      if (error instanceof ApiError) {
        sendJson(res, envelope(error.code, error.message, []))
        finish(200, `${outcome}code=${error.code} ${error.message}`)
      } else {
        // Upstream renders any other exception as code 1 "错误"; keep the details in the log.
        print(`[demo-api] error in ${req.method} ${pathname}: ${error && error.stack ? error.stack : error}`)
        sendJson(res, envelope(1, '错误', []))
        finish(200, `${outcome}code=1 错误`)
      }
      return
    }

    if (result instanceof Reply) {
      send(res, result.status, result.headers, result.body)
      finish(
        result.status,
        `${outcome}${result.headers.Location ? `→ ${result.headers.Location}` : ''}`.trim()
      )
    } else {
      sendJson(res, envelope(0, '', result === undefined ? [] : result))
      finish(200, `${outcome}code=0`)
    }
  }

  const server = http.createServer((req, res) => {
    handleRequest(req, res).catch((error) => {
      print(`[demo-api] unexpected failure: ${error && error.stack ? error.stack : error}`)
      sendJson(res, envelope(1, '错误', []))
    })
  })

  const api = {
    server,
    state,
    router,
    get url() {
      return baseUrl
    },

    /** Start listening. Resolves to `{url, port}`. */
    listen() {
      return new Promise((resolve, reject) => {
        const onError = (error) => reject(error)
        server.once('error', onError)
        server.listen(port, host, () => {
          server.off('error', onError)
          const actualPort = server.address().port
          if (!publicUrl) {
            const urlHost =
              host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
            baseUrl = `http://${urlHost}:${actualPort}`
          }
          resolve({ url: baseUrl, port: actualPort })
        })
      })
    },

    /** Stop: cancel delayed answers, drop open connections, close the server. */
    close() {
      for (const timer of pendingTimers) clearTimeout(timer)
      pendingTimers.clear()
      if (!server.listening) return Promise.resolve()
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
    },
  }
  return api
}

async function main() {
  const port = Number(process.env.DEMO_API_PORT || DEFAULT_PORT)
  let api
  try {
    api = createDemoApi({
      host: process.env.DEMO_API_HOST || '127.0.0.1',
      port,
      switches: switchesFromEnv(process.env),
      publicUrl: process.env.DEMO_API_PUBLIC_URL || '',
    })
  } catch (error) {
    console.error(`[demo-api] ${error.message}`)
    process.exit(1)
  }
  try {
    await api.listen()
  } catch (error) {
    console.error(
      error.code === 'EADDRINUSE'
        ? `[demo-api] port ${port} is already in use (set DEMO_API_PORT to use another one)`
        : `[demo-api] cannot start: ${error.message}`
    )
    process.exit(1)
  }
  console.log(`[demo-api] MeEdu demo API listening on ${api.url}`)
  console.log(
    `[demo-api] plays MeEdu ${isNewMeedu(api.state.switches) ? 'v4.9.30' : '4.9.10'} (DEMO_MEEDU=4.9.10 or 4.9.30)`
  )
  console.log(
    `[demo-api] seeded login: mobile 13800138000, password ${DEMO_PASSWORD} (also 13900139000 / ${DEMO_PASSWORD}, and 13300133000 / ${DEMO_PASSWORD} with 500 messages)`
  )
  console.log('[demo-api] SMS codes are printed to this console ("[demo-api] SMS code for …")')
  console.log(`[demo-api] switches: ${JSON.stringify(api.state.switches)}`)

  const stop = () => {
    api.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (require.main === module) main()

module.exports = { createDemoApi, DEFAULT_PORT }
