'use strict'

// Envelope, errors, special replies (HTML, redirects, raw JSON), body parsing, CORS and
// URL helpers. Handlers return plain data (wrapped into `{code: 0, message: '', data}`),
// throw ApiError for business errors, or return a Reply for anything that is not an envelope.

const querystring = require('node:querystring')

const MAX_BODY_BYTES = 1024 * 1024
/** Bodies are read (not kept) up to this size so an oversized upload still gets its answer. */
const MAX_DRAIN_BYTES = 100 * 1024 * 1024

/** A business error: answered with HTTP 200 and `{code, message, data: []}` (src/services/api/README.md). */
class ApiError extends Error {
  constructor(message, code = 1) {
    super(message)
    this.code = code
  }
}

const fail = (message) => new ApiError(message, 1)
const unauthenticated = () => new ApiError('请登录', 401)
const resourceNotFound = () => new ApiError('资源不存在', 404)
const routeNotFound = () => new ApiError('路由不存在', 404)
const tooManyRequests = () => new ApiError('请稍后再试', 429)

function envelope(code, message, data) {
  return { code, message, data }
}

/** A response that is not a success envelope: HTML page, redirect, malformed JSON, image, … */
class Reply {
  constructor({ status = 200, headers = {}, body = '' }) {
    this.status = status
    this.headers = headers
    this.body = body
  }
}

const html = (markup, status = 200) =>
  new Reply({ status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: markup })

/** A redirect; characters a header cannot carry (a Chinese course name in a return address) are %-encoded. */
const redirect = (location, status = 302) =>
  new Reply({
    status,
    headers: { Location: location.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char)) },
    body: '',
  })

/** JSON sent as is (used for upstream's malformed envelopes). */
const rawJson = (value, status = 200) =>
  new Reply({
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(value),
  })

const svgImage = (markup) =>
  new Reply({
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'max-age=3600' },
    body: markup,
  })

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Minimal mobile-friendly HTML page (Chinese demo pages). `bodyHtml` is trusted markup. */
function htmlPage(title, bodyHtml) {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; padding: 16px; font: 15px/1.7 -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; color: #333; background: #f7f8fa; }
  h1 { font-size: 20px; margin: 8px 0 16px; }
  .card { background: #fff; border-radius: 8px; padding: 16px; }
  .btn { display: block; margin: 16px 0 0; padding: 12px; border-radius: 24px; text-align: center; text-decoration: none; background: #3ca7fa; color: #fff; font-size: 16px; }
  .btn.secondary { background: #fff; color: #666; border: 1px solid #ddd; }
  .muted { color: #999; font-size: 13px; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</body>
</html>`
}

/**
 * Append query parameters to a URL. The learner app uses hash routing, so when the URL has a
 * `#`, the parameters go into the query inside the hash part:
 *   http://h/#/member      → http://h/#/member?a=1
 *   http://h/#/vod?x=1     → http://h/#/vod?x=1&a=1
 *   http://h/login?x=1     → http://h/login?x=1&a=1
 */
function appendQueryToUrl(url, params) {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  const hashAt = url.indexOf('#')
  if (hashAt === -1) return joinQuery(url, query)
  return url.slice(0, hashAt + 1) + joinQuery(url.slice(hashAt + 1), query)
}

function joinQuery(part, query) {
  if (!part.includes('?')) return `${part}?${query}`
  if (part.endsWith('?') || part.endsWith('&')) return part + query
  return `${part}&${query}`
}

/**
 * Read the request body. Resolves to a Buffer of at most `limit` bytes (1 MB by default). A longer body is read
 * to its end without being kept, then rejected with a code-1 ApiError marked `tooLarge`, so the client still
 * gets an answer it can read (a browser shows a connection reset when the server stops reading an upload).
 * Past `MAX_DRAIN_BYTES` the connection is dropped.
 */
function readBody(req, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    req.on('data', (chunk) => {
      size += chunk.length
      if (size > MAX_DRAIN_BYTES) {
        req.destroy()
        return
      }
      if (size <= limit) chunks.push(chunk)
    })
    req.on('end', () => {
      if (size > limit) {
        const error = fail(`请求体过大（演示服务器上限 ${Math.round(limit / 1024 / 1024)} MB）`)
        error.tooLarge = true
        reject(error)
      } else {
        resolve(Buffer.concat(chunks))
      }
    })
    req.on('error', reject)
    req.on('close', () => reject(fail('请求已中断')))
  })
}

/**
 * Decode a body as JSON or application/x-www-form-urlencoded. Multipart bodies are read by lib/multipart.js
 * (server.js), so this gives `{}` for them.
 */
function parseBody(buffer, contentType = '') {
  const text = buffer.toString('utf8')
  if (text.trim() === '') return {}
  const type = contentType.split(';')[0].trim().toLowerCase()
  const looksJson = /^\s*[[{]/.test(text)
  if (type === 'application/json' || type.endsWith('+json') || (type === '' && looksJson)) {
    let value
    try {
      value = JSON.parse(text)
    } catch (error) {
      throw fail(`请求体不是合法的 JSON：${error.message}`)
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw fail('请求体必须是 JSON 对象')
    }
    return value
  }
  if (type === 'application/x-www-form-urlencoded' || type === '' || type === 'text/plain') {
    return { ...querystring.parse(text) }
  }
  return {}
}

const CORS_ALLOW_METHODS = 'GET,POST,PUT,DELETE,OPTIONS'
const CORS_ALLOW_HEADERS = 'Authorization, Content-Type, Accept, meedu-platform'

/** Headers for an OPTIONS preflight answer (204). */
function preflightHeaders(req) {
  return {
    'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || CORS_ALLOW_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Access-Control-Request-Headers',
  }
}

module.exports = {
  ApiError,
  Reply,
  fail,
  unauthenticated,
  resourceNotFound,
  routeNotFound,
  tooManyRequests,
  envelope,
  html,
  htmlPage,
  escapeHtml,
  redirect,
  rawJson,
  svgImage,
  appendQueryToUrl,
  readBody,
  parseBody,
  MAX_BODY_BYTES,
  preflightHeaders,
}
