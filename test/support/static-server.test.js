'use strict'
// The H5 app's static server (npm start, the browser tests, the bench): caching headers as a deployment should
// send them, gzip for text, and no file outside its folder.
const { describe, test, before, after } = require('node:test')
const assert = require('node:assert/strict')
const fs = require('fs')
const http = require('http')
const os = require('os')
const path = require('path')
const zlib = require('zlib')
const { serveStatic, isHashedName, acceptsGzip, normalizeBasePath } = require('./static-server')

const INDEX =
  '<!doctype html><html><body><div id="app"></div><script src="/js/app.1a2b3c4d.js"></script></body></html>'
const APP_JS = `console.log(${JSON.stringify('学习'.repeat(2000))})\n`
let dir
let server

/** A raw GET (no automatic decompression) of a path on a server's origin: status, headers and body bytes as sent. */
function get(pathname, headers = {}, from = server) {
  return new Promise((resolve, reject) => {
    const origin = new URL(from.url).origin
    const request = http.get(`${origin}${pathname}`, { headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) })
      )
    })
    request.on('error', reject)
  })
}

before(async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'))
  dir = path.join(parent, 'h5')
  fs.mkdirSync(path.join(dir, 'js'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'css'))
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX)
  fs.writeFileSync(path.join(dir, 'js', 'app.1a2b3c4d.js'), APP_JS)
  fs.writeFileSync(path.join(dir, 'js', 'app.1a2b3c4d.js.LICENSE.txt'), 'MIT')
  fs.writeFileSync(path.join(dir, 'css', 'app.0f0f0f0f.css'), 'body{margin:0}'.repeat(100))
  fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  fs.writeFileSync(path.join(dir, 'config.js'), 'window.CONFIG={}')
  // A sibling whose name starts like the served folder: reachable by `..` if the check compared prefixes only.
  fs.mkdirSync(path.join(parent, 'h5-secret'))
  fs.writeFileSync(path.join(parent, 'h5-secret', 'token.txt'), 'secret')
  fs.writeFileSync(path.join(parent, 'outside.txt'), 'secret')
  server = await serveStatic(dir)
})

after(async () => {
  await server.close()
  fs.rmSync(path.dirname(dir), { recursive: true, force: true })
})

test('hashed chunks are immutable for a year; index.html and unhashed files are revalidated', async () => {
  for (const file of ['/js/app.1a2b3c4d.js', '/css/app.0f0f0f0f.css']) {
    const response = await get(file)
    assert.equal(response.status, 200, file)
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', file)
  }
  for (const file of ['/', '/index.html', '/config.js', '/logo.png', '/js/app.1a2b3c4d.js.LICENSE.txt']) {
    const response = await get(file)
    assert.equal(response.status, 200, file)
    assert.equal(response.headers['cache-control'], 'no-cache', file)
  }
})

test('an address that names no file is sent to the app (not cached); a missing file is a 404', async () => {
  // index.html names its scripts relative to itself: served at /vod/detail it would look for /vod/js/….
  for (const pathname of ['/vod/detail', '/vod/detail/', '/js', '/js/', '/member?from=share']) {
    const response = await get(pathname)
    assert.equal(response.status, 302, pathname)
    assert.equal(response.headers.location, '/', pathname)
    assert.equal(response.headers['cache-control'], 'no-cache', pathname)
    assert.equal(response.body.length, 0, pathname)
  }
  for (const pathname of ['/js/app.00000000.js', '/favicon.ico', '/vod/js/app.1a2b3c4d.js']) {
    const response = await get(pathname)
    assert.equal(response.status, 404, pathname)
    assert.doesNotMatch(response.body.toString(), /<html/, pathname)
  }
})

test('text goes out gzip-compressed to a client that accepts it, and decodes to the file', async () => {
  const response = await get('/js/app.1a2b3c4d.js', { 'Accept-Encoding': 'gzip, deflate, br' })
  assert.equal(response.headers['content-encoding'], 'gzip')
  assert.equal(response.headers.vary, 'Accept-Encoding')
  assert.equal(Number(response.headers['content-length']), response.body.length)
  assert.ok(response.body.length < Buffer.byteLength(APP_JS) / 4, `sent ${response.body.length} bytes`)
  assert.equal(zlib.gunzipSync(response.body).toString(), APP_JS)

  const again = await get('/js/app.1a2b3c4d.js', { 'Accept-Encoding': 'gzip' })
  assert.deepEqual(again.body, response.body)
  const html = await get('/', { 'Accept-Encoding': 'gzip' })
  assert.equal(zlib.gunzipSync(html.body).toString(), INDEX)
})

test('a client that does not accept gzip gets the file as it is; images are never compressed', async () => {
  for (const headers of [{}, { 'Accept-Encoding': 'br' }, { 'Accept-Encoding': 'gzip;q=0, br' }]) {
    const response = await get('/js/app.1a2b3c4d.js', headers)
    assert.equal(response.headers['content-encoding'], undefined, JSON.stringify(headers))
    assert.equal(response.body.toString(), APP_JS)
  }
  const png = await get('/logo.png', { 'Accept-Encoding': 'gzip' })
  assert.equal(png.headers['content-encoding'], undefined)
  assert.equal(png.headers.vary, undefined)
  assert.deepEqual([...png.body], [0x89, 0x50, 0x4e, 0x47])
})

test('index.html revalidates: the same ETag answers 304 without a body', async () => {
  const first = await get('/')
  assert.ok(first.headers.etag)
  const again = await get('/', { 'If-None-Match': first.headers.etag })
  assert.equal(again.status, 304)
  assert.equal(again.body.length, 0)
  const changed = await get('/', { 'If-None-Match': '"something-else"' })
  assert.equal(changed.status, 200)
})

test('a changed file is served anew, not from the in-memory copy', async () => {
  const file = path.join(dir, 'config.js')
  const before = await get('/config.js', { 'Accept-Encoding': 'gzip' })
  fs.writeFileSync(file, 'window.CONFIG={changed:true}')
  fs.utimesSync(file, new Date(), new Date(Date.now() + 5000))
  const after = await get('/config.js', { 'Accept-Encoding': 'gzip' })
  assert.equal(zlib.gunzipSync(after.body).toString(), 'window.CONFIG={changed:true}')
  assert.notEqual(after.headers.etag, before.headers.etag)
})

test('paths out of the folder are refused with 403 and never reveal a file there', async () => {
  // Plain and dotted `..` are resolved by URL parsing (to the app's own index.html); an encoded slash survives it.
  for (const pathname of ['/../outside.txt', '/%2e%2e/outside.txt']) {
    const response = await get(pathname)
    assert.doesNotMatch(response.body.toString(), /secret/, pathname)
  }
  for (const pathname of ['/..%2foutside.txt', '/..%2fh5-secret/token.txt', '/js/..%2f..%2foutside.txt']) {
    const response = await get(pathname)
    assert.equal(response.status, 403, pathname)
    assert.doesNotMatch(response.body.toString(), /secret/, pathname)
  }
})

test('hashed names and Accept-Encoding are read as browsers and webpack write them', () => {
  assert.ok(isHashedName('js/4929.f3939b49.js'))
  assert.ok(isHashedName('css/app.987f53d1.css'))
  assert.ok(isHashedName('static/images/logo.0123456789abcdef.png'))
  assert.ok(!isHashedName('index.html'))
  assert.ok(!isHashedName('js/app.js'))
  assert.ok(!isHashedName('js/4929.f3939b49.js.LICENSE.txt'))
  assert.ok(!isHashedName('js/app.notahash.js'))
  assert.ok(acceptsGzip('gzip, deflate, br'))
  assert.ok(acceptsGzip('br;q=1.0, gzip;q=0.8'))
  assert.ok(acceptsGzip('*'))
  assert.ok(!acceptsGzip('gzip;q=0'))
  assert.ok(!acceptsGzip(''))
  assert.ok(!acceptsGzip(undefined))
})

describe('under a sub-path (basePath /h5, as at https://example.com/h5/)', () => {
  let sub
  before(async () => {
    sub = await serveStatic(dir, { basePath: '/h5/' })
  })
  after(() => sub.close())
  const getSub = (pathname, headers) => get(pathname, headers, sub)

  test('the app and its files are served under /h5/, with the same caching and compression', async () => {
    assert.equal(sub.basePath, '/h5')
    assert.equal(sub.url, `http://127.0.0.1:${sub.port}/h5`)
    for (const pathname of ['/h5/', '/h5/index.html', '/h5/?from=share']) {
      const response = await getSub(pathname)
      assert.equal(response.status, 200, pathname)
      assert.equal(response.body.toString(), INDEX, pathname)
      assert.equal(response.headers['cache-control'], 'no-cache', pathname)
    }
    const js = await getSub('/h5/js/app.1a2b3c4d.js', { 'Accept-Encoding': 'gzip' })
    assert.equal(js.status, 200)
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(zlib.gunzipSync(js.body).toString(), APP_JS)
    assert.equal((await getSub('/h5/css/app.0f0f0f0f.css')).status, 200)
  })

  test('/h5 goes on to /h5/ with its query (from /h5 the relative js/… would be looked up in /)', async () => {
    for (const [pathname, location] of [
      ['/h5', '/h5/'],
      ['/h5?from=share&id=3', '/h5/?from=share&id=3'],
    ]) {
      const response = await getSub(pathname)
      assert.equal(response.status, 301, pathname)
      assert.equal(response.headers.location, location, pathname)
    }
  })

  test('nothing is served outside /h5/: the site root, /js/, /css/ and look-alike folders are 404', async () => {
    for (const pathname of [
      '/',
      '/index.html',
      '/js/app.1a2b3c4d.js',
      '/css/app.0f0f0f0f.css',
      '/h55/',
      '/h5x',
    ]) {
      const response = await getSub(pathname)
      assert.equal(response.status, 404, pathname)
      assert.equal(response.body.length, 0, pathname)
    }
  })

  test('an unknown address under /h5/ opens the app at /h5/; a missing file is a 404', async () => {
    const response = await getSub('/h5/vod/detail')
    assert.equal(response.status, 302)
    assert.equal(response.headers.location, '/h5/')
    assert.equal((await getSub('/h5/js/app.00000000.js')).status, 404)
  })

  test('paths out of the folder are still refused', async () => {
    for (const pathname of [
      '/h5/..%2foutside.txt',
      '/h5/..%2fh5-secret/token.txt',
      '/h5/js/..%2f..%2foutside.txt',
    ]) {
      const response = await getSub(pathname)
      assert.equal(response.status, 403, pathname)
      assert.doesNotMatch(response.body.toString(), /secret/, pathname)
    }
  })

  test('a base path is a plain folder name', () => {
    assert.equal(normalizeBasePath(''), '')
    assert.equal(normalizeBasePath('/'), '')
    assert.equal(normalizeBasePath('h5'), '/h5')
    assert.equal(normalizeBasePath('/apps/h5/'), '/apps/h5')
    for (const bad of ['/../h5', '/h5/./x', '/a//b', '/h5?x', '/h5#x', '/h5%2f..'])
      assert.throws(() => normalizeBasePath(bad), /plain folder names/, bad)
  })
})
