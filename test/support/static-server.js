'use strict'
// A small static file server for the built H5 app, at the site root or under a sub-path (`basePath: '/h5'`, as a
// deployment at `https://example.com/h5/` would have it). Hash routing needs no SPA fallback: the app lives at its
// folder (`/h5/`), and index.html names its scripts relative to itself, so it must not be served from any other
// folder. An unknown address is sent to the app's folder (the browser keeps its `#/route`), `/h5` to `/h5/`; a
// missing file is a 404, never index.html in its place.
//
// It serves the way a deployment should (README deploy notes): hashed file names (`js/app.1a2b3c4d.js`) are
// immutable for a year, everything else (index.html above all) is `no-cache` and revalidated by ETag; text
// types go out gzip-compressed to clients that accept it, compressed once per file and kept in memory.
const http = require('http')
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')
const crypto = require('crypto')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.txt', '.svg'])

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
/** `name.0123abcd.ext`: webpack's [contenthash:8] (or longer) right before the extension. */
const isHashedName = (file) => /\.[0-9a-f]{8,32}\.[a-z0-9]+$/i.test(path.basename(file))

/** Whether an Accept-Encoding header lets us send gzip (`gzip;q=0` refuses it). */
function acceptsGzip(header) {
  return String(header || '')
    .split(',')
    .map((part) => part.trim().split(/\s*;\s*/))
    .some(([coding, ...params]) => {
      if (coding !== 'gzip' && coding !== '*') return false
      const q = params.find((p) => p.startsWith('q='))
      return !q || Number(q.slice(2)) > 0
    })
}

/** `'/h5/'`, `'h5'` → `'/h5'`; `''`, `'/'` → `''` (the site root). */
function normalizeBasePath(basePath = '') {
  const trimmed = String(basePath).replace(/^\/+|\/+$/g, '')
  if (!trimmed) return ''
  if (
    trimmed
      .split('/')
      .some((segment) => !segment || segment === '.' || segment === '..' || /[?#%\\]/.test(segment))
  )
    throw new Error(`basePath ${JSON.stringify(basePath)}: plain folder names only, like '/h5'`)
  return `/${trimmed}`
}

/**
 * Serves `root` on host:port (0 = any free port), at the site root or under `basePath` ('/h5': the app at
 * `/h5/`, nothing outside it). Resolves { url (with the base path, no trailing slash), port, basePath, close }.
 */
function serveStatic(root, { host = '127.0.0.1', port = 0, basePath = '' } = {}) {
  const base = path.resolve(root)
  const prefix = normalizeBasePath(basePath)
  const cache = new Map() // file → { mtimeMs, size, body, gzip, etag }

  function load(file, stat) {
    const known = cache.get(file)
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known
    const body = fs.readFileSync(file)
    const entry = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      body,
      gzip: COMPRESSIBLE.has(path.extname(file)) ? zlib.gzipSync(body, { level: 9 }) : null,
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    }
    cache.set(file, entry)
    return entry
  }

  /** A redirect that browsers follow keeping the address's #fragment (the app's route). */
  const redirect = (res, status, location) =>
    res.writeHead(status, { Location: location, 'Cache-Control': REVALIDATE, 'Content-Length': 0 }).end()

  const server = http.createServer((req, res) => {
    let pathname
    let search
    try {
      const url = new URL(req.url, 'http://x')
      pathname = decodeURIComponent(url.pathname)
      search = url.search
    } catch {
      res.writeHead(400).end()
      return
    }
    if (prefix) {
      // `/h5` → `/h5/`: from `/h5` the page's relative `js/…` would be looked up in `/`.
      if (pathname === prefix) {
        redirect(res, 301, `${prefix}/${search}`)
        return
      }
      if (!pathname.startsWith(`${prefix}/`)) {
        res.writeHead(404).end()
        return
      }
      pathname = pathname.slice(prefix.length)
    }
    let file = path.normalize(path.join(base, pathname))
    if (file !== base && !file.startsWith(base.endsWith(path.sep) ? base : base + path.sep)) {
      res.writeHead(403).end()
      return
    }
    let stat = fs.existsSync(file) ? fs.statSync(file) : null
    if (stat && stat.isDirectory()) {
      file = path.join(file, 'index.html')
      stat = fs.existsSync(file) ? fs.statSync(file) : null
    }
    if (!stat) {
      // A missing file (a chunk of an old release, a typo) is not found. An address that names no file (a path
      // typed instead of a #/route) opens the app; the browser keeps the #/route across the redirect.
      if (path.extname(pathname)) res.writeHead(404).end()
      else redirect(res, 302, `${prefix}/`)
      return
    }
    let entry
    try {
      entry = load(file, stat)
    } catch (error) {
      res.writeHead(500).end(String(error))
      return
    }
    const headers = {
      'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
      'Cache-Control': isHashedName(file) ? IMMUTABLE : REVALIDATE,
      ETag: entry.etag,
    }
    if (entry.gzip) headers.Vary = 'Accept-Encoding'
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end()
      return
    }
    const gzip = entry.gzip && acceptsGzip(req.headers['accept-encoding'])
    if (gzip) headers['Content-Encoding'] = 'gzip'
    const body = gzip ? entry.gzip : entry.body
    headers['Content-Length'] = body.length
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      resolve({
        url: `http://${host}:${address.port}${prefix}`,
        port: address.port,
        basePath: prefix,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

module.exports = { serveStatic, isHashedName, acceptsGzip, normalizeBasePath }
