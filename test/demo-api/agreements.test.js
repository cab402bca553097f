'use strict'

// The versioned agreements of v4.9.30 (agreements.js, routes/agreements.js): agreement_status in the member detail,
// POST /api/v2/member/agreement/agree with the platform header, consents at registration, and the
// /__demo/agreements control (a new version, no agreement at all). 4.9.10 has none of it.

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { useServer } = require('./testing')

const LEARNER = '13800138000'
const OTHER_LEARNER = '13900139000'
const BOTH = { user_agreement_agreed: true, privacy_policy_agreed: true }
const NEITHER = { user_agreement_agreed: false, privacy_policy_agreed: false }

describe('agreements on v4.9.30', () => {
  const s = useServer({ switches: { meedu: '4.9.30' } })
  const status = async (token) => (await s.ok(s.get('/api/v2/member/detail', { token }))).agreement_status
  const agree = (token, headers = {}) => s.post('/api/v2/member/agreement/agree', {}, { token, headers })

  it('the seed: 用户协议 1.0 and 隐私政策 1.0 active; learner 1 agreed to both, learner 2 to neither', async () => {
    assert.deepEqual(await status(await s.tokenFor({ mobile: LEARNER })), BOTH)
    assert.deepEqual(await status(await s.tokenFor({ mobile: OTHER_LEARNER })), NEITHER)
    const { agreements } = await s.ok(s.get('/__demo/agreements'))
    assert.deepEqual(
      agreements.filter((a) => a.active).map((a) => [a.type, a.title, a.version]),
      [
        ['user_agreement', '用户协议', '1.0'],
        ['privacy_policy', '隐私政策', '1.0'],
        ['vip_service_agreement', '会员服务协议', '1.0'],
        ['paid_content_purchase_agreement', '付费内容购买协议', '1.0'],
      ]
    )
  })

  it('agreeing records consent to both active versions with the meedu-platform header', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.deepEqual(await agree(token, { 'meedu-platform': 'h5' }), { code: 0, message: '', data: [] })
    assert.deepEqual(await status(token), BOTH)
    const view = await s.ok(s.get(`/__demo/agreements?user=${OTHER_LEARNER}`))
    assert.deepEqual(view.status, BOTH)
    assert.deepEqual(
      view.consents.map((c) => [c.user_id, c.type, c.version, c.platform, c.header]),
      [
        [2, 'user_agreement', '1.0', 'H5', 'h5'],
        [2, 'privacy_policy', '1.0', 'H5', 'h5'],
      ]
    )
    // Again, from the mini-program: the same records, updated.
    await s.ok(agree(token, { 'meedu-platform': 'MINI' }))
    const again = await s.ok(s.get(`/__demo/agreements?user=${OTHER_LEARNER}`))
    assert.deepEqual(
      again.consents.map((c) => c.platform),
      ['MINI', 'MINI']
    )
    // No header: APP, as MeEdu.
    const learner1 = await s.tokenFor({ mobile: LEARNER })
    await s.ok(agree(learner1))
    const mine = await s.ok(s.get(`/__demo/agreements?user=${LEARNER}`))
    assert.deepEqual(
      mine.consents.map((c) => [c.platform, c.header]),
      [
        ['APP', null],
        ['APP', null],
      ]
    )
  })

  it('a new version turns that flag false until the learner agrees again', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const published = await s.ok(s.post('/__demo/agreements', { publish: 'user_agreement' }))
    const users = published.agreements.filter((a) => a.type === 'user_agreement')
    assert.deepEqual(
      users.map((a) => [a.version, a.active]),
      [
        ['1.0', false],
        ['2.0', true],
      ]
    )
    assert.deepEqual(await status(token), { user_agreement_agreed: false, privacy_policy_agreed: true })
    assert.deepEqual(await status(await s.tokenFor({ id: 4 })), {
      user_agreement_agreed: false,
      privacy_policy_agreed: true,
    })
    await s.ok(agree(token))
    assert.deepEqual(await status(token), BOTH)

    await s.ok(s.post('/__demo/agreements', { publish: 'privacy_policy', version: '2025-10' }))
    assert.deepEqual(await status(token), { user_agreement_agreed: true, privacy_policy_agreed: false })
    const page = await s.request('GET', '/user/private_protocol')
    assert.ok(page.text.includes('版本 2025-10'))
    assert.equal((await s.post('/__demo/agreements', { publish: 'terms' })).code, 1)
    assert.equal((await s.post('/__demo/agreements', {})).code, 1)
  })

  it('with no active agreement, agreeing records nothing and the flags stay false', async () => {
    await s.ok(s.post('/__demo/agreements', { none: true }))
    for (const mobile of [LEARNER, OTHER_LEARNER]) {
      const token = await s.tokenFor({ mobile })
      assert.deepEqual(await status(token), NEITHER)
      assert.deepEqual(await agree(token), { code: 0, message: '', data: [] })
      assert.deepEqual(await status(token), NEITHER)
    }
    const { consents } = await s.ok(s.get(`/__demo/agreements?user=${OTHER_LEARNER}`))
    assert.deepEqual(consents, [])
    // Reset brings the seed back.
    await s.ok(s.post('/__demo/reset'))
    assert.deepEqual(await status(await s.tokenFor({ mobile: LEARNER })), BOTH)
  })

  it('agreeing needs a token; a learner registered by SMS has agreed to what is active', async () => {
    assert.deepEqual(await agree(undefined), { code: 401, message: '请登录', data: [] })
    const mobile = '13700137000'
    const code = await s.sendSms(mobile, 'login')
    const { token } = await s.ok(
      s.post('/api/v2/login/mobile', { mobile, mobile_code: code }, { headers: { 'meedu-platform': 'H5' } })
    )
    assert.deepEqual(await status(token), BOTH)
    const { consents } = await s.ok(s.get(`/__demo/agreements?user=${mobile}`))
    assert.deepEqual(
      consents.map((c) => c.platform),
      ['H5', 'H5']
    )
    // Registered while none is active: nothing to agree to, then a published version is not agreed.
    await s.ok(s.post('/__demo/agreements', { none: true }))
    const other = '13700137001'
    const code2 = await s.sendSms(other, 'login')
    const second = await s.ok(s.post('/api/v2/login/mobile', { mobile: other, mobile_code: code2 }))
    await s.ok(s.post('/__demo/agreements', { publish: 'user_agreement' }))
    assert.deepEqual(await status(second.token), NEITHER)
  })
})

describe('agreements on 4.9.10', () => {
  const s = useServer()

  it('no agreement_status, and the consent route does not exist (before the login check)', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.ok(!('agreement_status' in member))
    const absent = { code: 404, message: '路由不存在', data: [] }
    assert.deepEqual(await s.post('/api/v2/member/agreement/agree', {}, { token }), absent)
    assert.deepEqual(await s.post('/api/v2/member/agreement/agree', {}), absent)
    // The pages show no versions; a learner registered here has no consent to carry to v4.9.30.
    assert.ok(!(await s.request('GET', '/user/protocol')).text.includes('版本'))
    const mobile = '13700137000'
    const code = await s.sendSms(mobile, 'login')
    const fresh = await s.ok(s.post('/api/v2/login/mobile', { mobile, mobile_code: code }))
    await s.ok(s.post('/__demo/switches', { meedu: '4.9.30' }))
    assert.deepEqual(
      (await s.ok(s.get('/api/v2/member/detail', { token: fresh.token }))).agreement_status,
      NEITHER
    )
  })
})
