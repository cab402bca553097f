'use strict'

// MeEdu's per-IP throttle (switch `throttle`; records.js) and the /__demo/requests control that counts the API
// requests each client address sent, for the app's request-budget tests.

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')
const http = require('node:http')

const { useServer } = require('./testing')

/** A GET from another loopback address (127.0.0.2): another client as the server sees it. */
function getFrom(localAddress, url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { localAddress }, (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, json: JSON.parse(text) }))
      })
      .on('error', reject)
  })
}

describe('throttle', () => {
  let clock = Date.parse('2026-03-01T02:00:00Z')
  const s = useServer({ now: () => clock })
  const THROTTLED = { code: 429, message: '请稍后再试', data: [] }

  it('is off by default: 150 requests a minute all answer', async () => {
    for (let i = 0; i < 150; i += 1) assert.equal((await s.get('/api/v3/status')).code, 0)
    const counted = await s.ok(s.get('/__demo/requests'))
    assert.equal(counted.total, 150)
    assert.equal(counted.throttled, 0)
    assert.deepEqual(counted.by_ip, { '127.0.0.1': 150 })
  })

  it('on: the 121st request of an address in a minute gets HTTP 200, code 429, no Retry-After', async () => {
    await s.ok(s.post('/__demo/switches', { throttle: true }))
    const token = await s.tokenFor({ mobile: '13800138000' })
    // Logged in or not, one bucket per address; /__demo/ controls do not count.
    for (let i = 0; i < 60; i += 1) {
      assert.equal((await s.get('/api/v2/member/unreadNotificationCount', { token })).code, 0)
      assert.equal((await s.get('/api/v3/status')).code, 0)
      await s.ok(s.get('/__demo/switches'))
    }
    const refused = await s.request('GET', '/api/v2/other/config')
    assert.equal(refused.status, 200)
    assert.deepEqual(refused.json, THROTTLED)
    assert.equal(refused.headers['retry-after'], undefined)
    assert.deepEqual(await s.get('/api/v2/member/detail', { token }), THROTTLED)

    // Another address still gets answers.
    const other = await getFrom('127.0.0.2', `${s.url}/api/v3/status`)
    assert.deepEqual(other.json, { code: 0, message: '', data: [] })

    const counted = await s.ok(s.get('/__demo/requests'))
    assert.deepEqual(counted.by_ip, { '127.0.0.1': 122, '127.0.0.2': 1 })
    assert.equal(counted.throttled, 2)
    assert.deepEqual(counted.requests.at(-2), {
      at: clock,
      ip: '127.0.0.1',
      method: 'GET',
      path: '/api/v2/member/detail',
      throttled: true,
    })

    // The window is a minute from the address's first request; refused requests do not extend it.
    clock += 59 * 1000
    assert.deepEqual(await s.get('/api/v3/status'), THROTTLED)
    clock += 1000
    assert.equal((await s.get('/api/v3/status')).code, 0)
  })

  it('/__demo/requests?since= counts what came after a moment (ms); reset forgets', async () => {
    await s.get('/api/v3/status')
    clock += 5000
    const since = clock
    await s.get('/api/v2/other/config')
    await s.get('/api/v2/announcement/latest')
    const after = await s.ok(s.get(`/__demo/requests?since=${since}`))
    assert.deepEqual(
      after.requests.map((r) => r.path),
      ['/api/v2/other/config', '/api/v2/announcement/latest']
    )
    assert.equal(after.since, since)
    assert.equal(after.now, clock)
    assert.equal((await s.ok(s.get(`/__demo/requests?since=0`))).total, 3)
    assert.equal((await s.get('/__demo/requests?since=soon')).code, 1)
    await s.ok(s.post('/__demo/reset'))
    assert.equal((await s.ok(s.get('/__demo/requests?since=0'))).total, 0)
  })
})
