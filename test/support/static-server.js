'use strict'
// A small static file server for the built H5 app (hash routing needs no SPA fallback, but unknown files
// still get index.html so a mistyped deep link shows the app's own error page).
const http = require('http')
const fs = require('fs')
const path = require('path')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** Serves `root` on host:port (0 = any free port). Resolves { url, close }. */
function serveStatic(root, { host = '127.0.0.1', port = 0 } = {}) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    let file = path.normalize(path.join(root, pathname))
    if (!file.startsWith(path.normalize(root))) {
      res.writeHead(403).end()
      return
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html')
    fs.readFile(file, (error, body) => {
      if (error) {
        res.writeHead(500).end(String(error))
        return
      }
      const type = TYPES[path.extname(file)] || 'application/octet-stream'
      const cache = file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable'
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache })
      res.end(body)
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

module.exports = { serveStatic }
