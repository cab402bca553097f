'use strict'
/* global document, window, location -- in the functions that run in the page */
// settled(page), the browser tests' signal that the app has nothing under way, on small pages in Chromium: what
// it waits for (a timer, an answer and what it sets off, a page's code, the next document) and what it names
// when a page never settles.
const http = require('node:http')
const { test, before, after } = require('node:test')
const assert = require('node:assert/strict')
const { launchContext, settled } = require('../e2e/support')

let browser
let server
let origin = '' // the local server: it answers /slow-body itself, Playwright answers the rest

/** A tab on a page whose script is `script`; `/slow` answers `answer` after 700 ms, `/late.js` arrives as late. */
async function openPage(script) {
  const page = await browser.context.newPage()
  const late = (body, contentType) => async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.fulfill({ contentType, body }).catch(() => undefined)
  }
  await page.route(`${origin}/slow`, late('answer', 'text/plain'))
  await page.route(`${origin}/late.js`, late('window.lateRan = true', 'text/javascript'))
  await page.route(`${origin}/second`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>second</title><p>second</p>' })
  )
  await page.route(`${origin}/`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<title>first</title><script>${script}</script>` })
  )
  await page.goto(`${origin}/`)
  return page
}

const read = (page, expression) => page.evaluate(expression)

before(async () => {
  browser = await launchContext()
  // Headers and the first half at once, the second half 700 ms later.
  server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' })
    response.write('first half, ')
    setTimeout(() => response.end('second half'), 700)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${server.address().port}`
})

after(async () => {
  if (browser) await browser.close()
  if (server) server.close()
})

test('waits for a timer of up to 1 s and what it does', async () => {
  const page = await openPage(`setTimeout(() => { location.hash = 'moved' }, 900)`)
  await settled(page)
  assert.equal(await read(page, () => location.hash), '#moved')
})

test('does not wait for a timer longer than timersUpTo, nor for an interval', async () => {
  const page = await openPage(`setTimeout(() => { location.hash = 'late' }, 900); setInterval(() => {}, 50)`)
  await settled(page, { timersUpTo: 500 })
  assert.equal(await read(page, () => location.hash), '')
})

test('waits for an answer, its body, and the request the answer sets off', async () => {
  const page = await openPage(`
    fetch('/slow').then((r) => r.text()).then((first) =>
      fetch('/slow').then((r) => r.text()).then((second) => { document.body.dataset.answers = first + ',' + second }))`)
  await settled(page)
  assert.equal(await read(page, () => document.body.dataset.answers), 'answer,answer')
})

test('waits for an XHR', async () => {
  const page = await openPage(`
    const xhr = new XMLHttpRequest(); xhr.open('GET', '/slow')
    xhr.onload = () => { document.body.dataset.xhr = xhr.responseText }; xhr.send()`)
  await settled(page)
  assert.equal(await read(page, () => document.body.dataset.xhr), 'answer')
})

test('waits for a script the page adds (a lazily loaded page) to load and run', async () => {
  const page = await openPage(`
    addEventListener('load', () => setTimeout(() => {
      const script = document.createElement('script'); script.src = '/late.js'; document.head.appendChild(script)
    }))`)
  await settled(page)
  assert.equal(await read(page, () => window.lateRan), true)
})

test('waits for the end of a body that comes after its headers', async () => {
  const page = await openPage(`
    fetch('/slow-body').then((r) => r.text()).then((text) => { document.body.dataset.body = text })`)
  await settled(page)
  assert.equal(await read(page, () => document.body.dataset.body), 'first half, second half')
})

test('a page that leaves for another document: waits for the next one, and says so', async () => {
  const page = await openPage(`setTimeout(() => { location.href = '/second' }, 100)`)
  const lines = []
  await settled(page, { log: (line) => lines.push(line) })
  assert.equal(await page.title(), 'second')
  assert.ok(lines.length > 0, 'the wait in the next document is said')
  assert.ok(
    lines.every((line) => line.startsWith('e2e: settled() waits again: the tab loaded another document')),
    lines.join('\n')
  )
})

test('a page that never settles: fails in bounded time naming what is under way', async () => {
  const page = await openPage(`(function again() { setTimeout(again, 50) })()`)
  const started = Date.now()
  await assert.rejects(
    settled(page, { timeout: 1500 }),
    /did not settle within 1500 ms; still under way: timer 50 ms/
  )
  assert.ok(Date.now() - started < 5000)
})

test('fails when the instrumentation is missing', async () => {
  const page = await openPage(`delete window.__e2e`)
  await assert.rejects(settled(page), /window\.__e2e is missing/)
})
