'use strict'
// Every route first loads the system config, and the member detail when a token exists.
// A desktop browser is sent to the config's pc_url; a phone is not.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL, DESKTOP_UA } = require('./support')

const e2e = setupE2E()

/** The app's calls to the demo API as the browser sent them (method, path, headers). */
function recordApiRequests(page) {
  const requests = []
  page.on('request', (request) => {
    if (!request.url().startsWith(API_URL)) return
    requests.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      headers: request.headers(),
    })
  })
  return requests
}

test('without a token the boot loads the system config and not the member detail', async () => {
  const page = await e2e.newPage()
  const sent = recordApiRequests(page)
  await e2e.gotoApp(page, '/')
  // The page content renders once the boot has finished.
  await e2e.visible(page, '.home').waitFor()

  const log = await e2e.apiLog()
  const config = log.filter((entry) => entry.path === '/api/v2/other/config')
  assert.equal(config.length, 1, 'GET /api/v2/other/config once')
  assert.equal(config[0].method, 'GET')
  assert.equal(config[0].auth, false, 'no token is sent without a login')
  assert.deepEqual(
    log.filter((entry) => entry.path === '/api/v2/member/detail'),
    [],
    'no member detail without a token'
  )

  const configRequest = sent.find(
    (request) => request.path === '/api/v2/other/config' && request.method === 'GET'
  )
  assert.ok(configRequest, 'the browser sent the config request')
  assert.equal(configRequest.headers.accept, 'application/json')
  assert.equal(configRequest.headers.authorization, undefined)
})

test('with a token the boot loads the config and the member detail, sending Bearer <token>', async () => {
  const page = await e2e.newPage()
  const sent = recordApiRequests(page)
  const token = await e2e.login(page, { mobile: '13800138000' })
  await e2e.gotoApp(page, '/member')
  // The member detail reached the screen: the personal centre shows the learner's nickname.
  await e2e.visible(page, '.member__nick').filter({ hasText: '学员小王' }).waitFor()

  const log = await e2e.apiLog()
  for (const path of ['/api/v2/other/config', '/api/v2/member/detail']) {
    const entries = log.filter((entry) => entry.path === path)
    assert.equal(entries.length, 1, `GET ${path} once`)
    assert.equal(entries[0].method, 'GET')
    assert.equal(entries[0].auth, true, `${path} carries the token`)

    const request = sent.find((item) => item.path === path && item.method === 'GET')
    assert.ok(request, `the browser sent ${path}`)
    assert.equal(request.headers.authorization, `Bearer ${token}`)
    assert.equal(request.headers.accept, 'application/json')
  }
})

const PC_SITE = 'http://pc.meedu.test/'

test('a desktop browser is sent to the pc_url of the config', async () => {
  await e2e.setSwitches({ pcUrl: PC_SITE })
  const page = await e2e.newPageInOwnBrowser({ userAgent: DESKTOP_UA })
  await page.route(`${PC_SITE}**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>MeEdu PC</h1>' })
  )
  await e2e.gotoApp(page, '/vod/detail?id=3')
  await page.waitForURL(`${PC_SITE}**`, { timeout: 5000 })
  assert.equal(await page.locator('h1').innerText(), 'MeEdu PC')
})

test('a phone stays in the app even when the config has a pc_url', async () => {
  await e2e.setSwitches({ pcUrl: PC_SITE })
  const page = await e2e.newPage()
  let pcHits = 0
  await page.route(`${PC_SITE}**`, (route) => {
    pcHits += 1
    return route.fulfill({ contentType: 'text/html', body: '<h1>MeEdu PC</h1>' })
  })
  await e2e.gotoApp(page, '/vod/detail?id=3')
  await e2e.visible(page, '#course-title').waitFor()
  await e2e.waitForApiRequest((entry) => entry.path === '/api/v2/other/config')
  await e2e.settled(page) // the config with its pc_url was read and acted on
  assert.equal(pcHits, 0)
  assert.equal(e2e.route(page), '/vod/detail?id=3')
  assert.match(await e2e.bodyText(page), /课程详情/)
})

test('/login draws its form while the config is still on its way; the social icons come with the config', async () => {
  const page = await e2e.newPage()
  let answerConfig
  const configHeld = new Promise((resolve) => {
    answerConfig = resolve
  })
  await page.route(`${API_URL}/api/v2/other/config`, async (route) => {
    await configHeld
    await route.continue()
  })
  await e2e.gotoApp(page, '/login')
  await e2e.visible(page, '#login-mobile').waitFor()
  await e2e.visible(page, '#agreement').waitFor()
  assert.equal(await page.locator('[id^="social-"]').count(), 0, 'no social icon before the config says so')
  answerConfig()
  // The demo config turns QQ on: its icon fills in once the config has arrived.
  await e2e.visible(page, '#social-qq').waitFor()
})
