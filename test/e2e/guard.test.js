'use strict'
// Login-protected routes redirect to /login with a redirect query holding the original path plus its
// query; open routes are not redirected; any unknown path shows the error page.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')

const e2e = setupE2E()

/** '/login?redirect=%2Fmessages%3Ffrom%3Dpush' → '/messages?from=push' */
function redirectOf(route) {
  const [path, search = ''] = route.split('?')
  assert.equal(path, '/login', `expected the login page, got ${route}`)
  return new URLSearchParams(search).get('redirect')
}

for (const target of ['/messages?from=push', '/vod/video?id=3', '/study']) {
  test(`without a token ${target} lands on /login with the redirect ${target}`, async () => {
    const page = await e2e.newPage()
    await e2e.gotoApp(page, target)
    const route = await e2e.waitForRoute(page, (current) => current.startsWith('/login'))
    assert.equal(redirectOf(route), target)
    assert.equal(route, `/login?redirect=${encodeURIComponent(target)}`)
    await e2e.waitForLoginPage(page)
    // Everything the visit set off has run (boot answered, login page loaded): only then is "never" proven.
    await e2e.settled(page)
    assert.deepEqual(await e2e.shownPages(page), ['/login'])

    // The protected page never asked for its data.
    const log = await e2e.apiLog()
    assert.deepEqual(
      log.filter((entry) => entry.path.startsWith('/api/v2/member/')).map((entry) => entry.path),
      []
    )
  })
}

test('an open route (/vod/detail?id=3) is not redirected without a token', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/vod/detail?id=3')
  await e2e.visible(page, '#course-title').waitFor()
  await e2e.settled(page) // the boot and the course answered, whatever they set off has run
  assert.equal(e2e.route(page), '/vod/detail?id=3')
  const moves = (await e2e.historyCalls(page)).filter((call) => call.url !== null)
  assert.deepEqual(moves, [], 'no redirect, not even one undone')
  assert.match(await e2e.bodyText(page), /课程详情/)
})

test('with a token a protected route opens', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await e2e.gotoApp(page, '/messages?from=push')
  await e2e.visible(page, '[id^="message-"]').first().waitFor()
  assert.equal(e2e.route(page), '/messages?from=push')
})

test('an unknown path shows the error page, and 返回首页 goes home', async () => {
  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/no/such/page')
  await e2e.visible(page, '#error-home').waitFor()
  // The unknown address is replaced by /error (not pushed): back does not return to the broken link.
  assert.equal(e2e.route(page), '/error')
  assert.ok(
    (await e2e.historyCalls(page)).every((call) => call.method === 'replaceState'),
    'the error page replaces the unknown address'
  )
  const text = await e2e.bodyText(page)
  assert.match(text, /404/)
  assert.match(text, /返回首页/)

  await e2e.tap(page, '#error-home')
  await e2e.waitForRoute(page, '/')
  await e2e.visible(page, '#tab-home').waitFor()
  assert.match(await e2e.bodyText(page), /首页/)
  assert.equal(await e2e.visible(page, '#error-home').count(), 0)
})
