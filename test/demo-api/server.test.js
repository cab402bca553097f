'use strict'

// Tests for the demo API: real HTTP against a server on an ephemeral port.
// Run: node --test test/demo-api/

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')
const path = require('node:path')
const { spawn } = require('node:child_process')

const { assertOffRelativeTimeChanges, request, useServer } = require('./testing')
const { appendQueryToUrl } = require('./lib/http')
const { paginateLaravel, paginateTotal, paginateCurrent, pageParams } = require('./lib/pagination')

const LEARNER = '13800138000'
const OTHER_LEARNER = '13900139000'
const LONG_LIST_LEARNER = '13300133000'

describe('conventions', () => {
  const s = useServer()

  it('wraps answers in the {code, message, data} envelope with CORS', async () => {
    const res = await s.request('GET', '/api/v2/other/config')
    assert.equal(res.status, 200)
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.match(res.headers['content-type'], /application\/json/)
    assert.deepEqual(Object.keys(res.json), ['code', 'message', 'data'])
    assert.equal(res.json.code, 0)
  })

  it('exposes Date to browsers (the H5 app reads the server time from it)', async () => {
    const res = await s.request('GET', '/api/v2/other/config')
    assert.equal(res.headers['access-control-expose-headers'], 'Date')
    assert.ok(Math.abs(Date.parse(res.headers.date) - Date.now()) < 5000)
  })

  it('answers CORS preflights with 204 and echoes the requested headers', async () => {
    const res = await s.request('OPTIONS', '/api/v2/member/detail', {
      headers: {
        Origin: 'http://localhost:10086',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,accept',
      },
    })
    assert.equal(res.status, 204)
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.equal(res.headers['access-control-allow-methods'], 'GET,POST,PUT,DELETE,OPTIONS')
    assert.equal(res.headers['access-control-allow-headers'], 'authorization,accept')
    assert.equal(res.headers['access-control-max-age'], '600')

    const plain = await s.request('OPTIONS', '/api/v2/login/mobile')
    assert.equal(plain.status, 204)
    assert.equal(
      plain.headers['access-control-allow-headers'],
      'Authorization, Content-Type, Accept, meedu-platform'
    )
  })

  it('answers unknown routes with HTTP 200 + code 404 路由不存在', async () => {
    const body = await s.get('/api/v2/nope')
    assert.deepEqual(body, { code: 404, message: '路由不存在', data: [] })
    const wrongMethod = await s.post('/api/v2/other/config', {})
    assert.equal(wrongMethod.code, 404)
  })

  it('answers protected routes without a valid token with code 401 请登录', async () => {
    assert.deepEqual(await s.get('/api/v2/member/detail'), { code: 401, message: '请登录', data: [] })
    const bad = await s.get('/api/v2/member/detail', { token: 'not-a-token' })
    assert.equal(bad.code, 401)
  })

  it('accepts the token as Bearer header, query field or body field', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).id, 1)
    assert.equal((await s.ok(s.get(`/api/v2/member/detail?token=${token}`))).id, 1)
    const count = await s.ok(s.call('GET', '/api/v2/member/unreadNotificationCount', { form: { token } }))
    assert.equal(count, 5)
  })

  it('rejects a malformed JSON body with code 1 and keeps running', async () => {
    const body = await s.post('/api/v2/login/password', '{"mobile": ')
    assert.equal(body.code, 1)
    assert.match(body.message, /JSON/)
    assert.equal((await s.get('/api/v2/other/config')).code, 0)
  })

  it('accepts application/x-www-form-urlencoded bodies', async () => {
    const data = await s.ok(
      s.call('POST', '/api/v2/login/password', { form: { mobile: LEARNER, password: 'meedu123' } })
    )
    assert.equal(typeof data.token, 'string')
  })

  it('joins validation messages with a comma', async () => {
    const body = await s.post('/api/v2/login/mobile', {})
    assert.deepEqual(body, { code: 1, message: '请输入手机号,请输入短信验证码', data: [] })
  })

  it('serves timestamps as ISO-8601 UTC ending in Z', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.match(member.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/)
    assert.ok(!Number.isNaN(Date.parse(member.created_at)))
  })
})

describe('config', () => {
  const s = useServer()
  const SHARED_KEYS = [
    'name',
    'logo',
    'url',
    'pc_url',
    'h5_url',
    'icp',
    'icp_link',
    'icp2',
    'icp2_link',
    'user_protocol',
    'user_private_protocol',
    'vip_protocol',
    'aboutus',
    'player',
    'member',
    'socialites',
    'credit1_reward',
    'enabled_addons',
    'navs',
    'links',
  ]

  it('4.9.10: webname, sliders and socialites.wechat_scan, none of the newer keys', async () => {
    const config = await s.ok(s.get('/api/v2/other/config'))
    assert.deepEqual(Object.keys(config).sort(), [...SHARED_KEYS, 'webname', 'sliders'].sort())
    assert.equal(config.name, '演示学堂')
    assert.equal(config.webname, '演示学堂')
    assert.equal(config.url, s.url)
    assert.equal(config.url, s.api.url)
    assert.ok(!config.url.endsWith('/'))
    assert.deepEqual(config.enabled_addons, ['Paper'])
    assert.deepEqual(config.member, { enabled_mobile_bind_alert: 0, enabled_face_verify: false })
    assert.deepEqual(config.socialites, { qq: 1, wechat_scan: 0, wechat_oauth: 1 })
    assert.equal(config.pc_url, '')
    assert.ok(config.sliders.length > 0 && config.sliders.every((slider) => slider.platform === 'PC'))
  })

  it('v4.9.30: paid_content_purchase_protocol and course_purchase_notice instead of webname and sliders', async () => {
    await s.ok(s.post('/__demo/switches', { meedu: 'v4.9.30' }))
    const config = await s.ok(s.get('/api/v2/other/config'))
    assert.deepEqual(
      Object.keys(config).sort(),
      [...SHARED_KEYS, 'paid_content_purchase_protocol', 'course_purchase_notice'].sort()
    )
    assert.deepEqual(config.socialites, { qq: 1, wechat_oauth: 1 })
    assert.equal(config.paid_content_purchase_protocol, `${s.url}/user/paid_content_purchase_protocol`)
    assert.match(config.course_purchase_notice, /^<p><strong>购买须知<\/strong><\/p><ol>/)
    assert.ok(config.course_purchase_notice.includes(config.paid_content_purchase_protocol))
    const page = await s.request('GET', config.paid_content_purchase_protocol)
    assert.equal(page.status, 200)
    assert.ok(page.text.includes('付费内容购买协议'))
    assert.ok(page.text.includes('版本 1.0'), 'the page names the active version')
  })

  it('sends the types MeEdu sends: the player and reward settings as strings, white_logo {}', async () => {
    for (const meedu of ['4.9.10', '4.9.30']) {
      await s.ok(s.post('/__demo/switches', { meedu }))
      const config = await s.ok(s.get('/api/v2/other/config'))
      assert.equal(config.player.enabled_bullet_secret, '1', meedu)
      assert.deepEqual(config.player.bullet_secret, {
        size: '14',
        color: 'red',
        opacity: '0.8',
        text: '${user.mobile}',
      })
      assert.deepEqual(config.credit1_reward, {
        register: 100,
        watched_vod_course: 10,
        watched_video: 5,
        paid_order: '0.1',
      })
      assert.deepEqual(config.logo, { logo: `${s.url}/__demo/assets/logo.svg`, white_logo: {} })
    }
  })

  it('serves the agreement pages and placeholder images it links to', async () => {
    const config = await s.ok(s.get('/api/v2/other/config'))
    for (const [key, title] of [
      ['user_protocol', '用户协议'],
      ['user_private_protocol', '隐私政策'],
      ['vip_protocol', '会员服务协议'],
      ['aboutus', '关于我们'],
    ]) {
      assert.ok(config[key].startsWith(`${s.url}/`), `${key} is absolute`)
      const page = await s.request('GET', config[key])
      assert.equal(page.status, 200)
      assert.match(page.headers['content-type'], /text\/html/)
      assert.ok(page.text.includes(title), `${key} page contains ${title}`)
      assert.ok(!page.text.includes('版本'), 'no versions on 4.9.10')
    }
    const logo = await s.request('GET', config.logo.logo)
    assert.equal(logo.status, 200)
    assert.match(logo.headers['content-type'], /image\/svg\+xml/)
  })
})

describe('status and the WeChat JS-SDK signature', () => {
  const s = useServer()

  it('GET /api/v3/status answers [] on both releases', async () => {
    assert.deepEqual(await s.get('/api/v3/status'), { code: 0, message: '', data: [] })
    await s.ok(s.post('/__demo/switches', { meedu: '4.9.30' }))
    assert.deepEqual(await s.get('/api/v3/status'), { code: 0, message: '', data: [] })
  })

  it('the JS-SDK route: none on 4.9.10; {enabled: 0} on v4.9.30, 参数错误 without path', async () => {
    const path = `/api/v3/other/wechat-mp-jssdk?path=${encodeURIComponent('http://h/')}`
    assert.deepEqual(await s.get(path), { code: 404, message: '路由不存在', data: [] })
    await s.ok(s.post('/__demo/switches', { meedu: '4.9.30' }))
    assert.deepEqual(await s.get(path), { code: 0, message: '', data: { enabled: 0 } })
    assert.deepEqual(await s.get('/api/v3/other/wechat-mp-jssdk'), { code: 1, message: '参数错误', data: [] })
  })
})

describe('captcha and SMS', () => {
  const s = useServer()

  it('returns an SVG data URL captcha of 120×48 with a key', async () => {
    const data = await s.ok(s.get('/api/v2/captcha/image'))
    assert.equal(data.sensitive, false)
    assert.equal(typeof data.key, 'string')
    assert.ok(data.img.startsWith('data:image/svg+xml;base64,'))
    const svg = Buffer.from(data.img.split(',')[1], 'base64').toString('utf8')
    assert.match(svg, /<svg[^>]*width="120"[^>]*height="48"/)
    const { answer } = await s.ok(s.get(`/__demo/captcha?key=${data.key}`))
    assert.match(answer, /^[2-9A-HJ-NP-Za-km-np-z]{4}$/)
    assert.doesNotMatch(answer, /[01OlI]/)
  })

  it('sends an SMS code with a correct captcha (case-insensitive) and prints it', async () => {
    const { key, answer } = await s.captcha()
    const flipped = [...answer]
      .map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))
      .join('')
    const body = await s.post('/api/v2/captcha/sms', {
      mobile: LEARNER,
      image_key: key,
      image_captcha: flipped,
      scene: 'login',
    })
    assert.deepEqual(body, { code: 0, message: '', data: [] })
    const { code } = await s.ok(s.get(`/__demo/sms?mobile=${LEARNER}&scene=login`))
    assert.match(code, /^\d{6}$/)
    assert.ok(s.lines.includes(`[demo-api] SMS code for ${LEARNER} (login): ${code}`), s.lines.join('\n'))
  })

  it('uses a captcha key once, even when the answer was wrong', async () => {
    const { key, answer } = await s.captcha()
    const wrong = await s.post('/api/v2/captcha/sms', {
      mobile: LEARNER,
      image_key: key,
      image_captcha: 'zzzz',
      scene: 'login',
    })
    assert.deepEqual(wrong, { code: 1, message: '图形验证码错误', data: [] })
    const again = await s.post('/api/v2/captcha/sms', {
      mobile: LEARNER,
      image_key: key,
      image_captcha: answer,
      scene: 'login',
    })
    assert.equal(again.message, '图形验证码错误')
    assert.equal((await s.get(`/__demo/captcha?key=${key}`)).code, 1)

    const second = await s.captcha()
    assert.equal(
      (
        await s.post('/api/v2/captcha/sms', {
          mobile: LEARNER,
          image_key: second.key,
          image_captcha: second.answer,
          scene: 'login',
        })
      ).code,
      0
    )
    const reused = await s.post('/api/v2/captcha/sms', {
      mobile: LEARNER,
      image_key: second.key,
      image_captcha: second.answer,
      scene: 'login',
    })
    assert.equal(reused.message, '图形验证码错误')
  })

  it('rejects a bad mobile before touching the captcha', async () => {
    const { key, answer } = await s.captcha()
    const body = await s.post('/api/v2/captcha/sms', {
      mobile: '12345678901',
      image_key: key,
      image_captcha: answer,
      scene: 'login',
    })
    assert.deepEqual(body, { code: 1, message: '请输入正确的手机号', data: [] })
    assert.equal((await s.get(`/__demo/captcha?key=${key}`)).code, 0, 'captcha still valid')
  })
})

describe('expiry (injected clock)', () => {
  let clock = Date.parse('2024-06-20T08:00:00Z')
  const s = useServer({ now: () => clock })

  it('expires captcha keys after 300 s and SMS codes after 300 s', async () => {
    const first = await s.captcha()
    clock += 301 * 1000
    const expired = await s.post('/api/v2/captcha/sms', {
      mobile: LEARNER,
      image_key: first.key,
      image_captcha: first.answer,
      scene: 'login',
    })
    assert.equal(expired.message, '图形验证码错误')

    const code = await s.sendSms(LEARNER, 'login')
    clock += 299 * 1000
    const code2 = await s.sendSms(OTHER_LEARNER, 'login')
    clock += 2 * 1000
    assert.equal(
      (await s.post('/api/v2/login/mobile', { mobile: LEARNER, mobile_code: code })).message,
      '短信验证码错误'
    )
    assert.equal(
      (await s.post('/api/v2/login/mobile', { mobile: OTHER_LEARNER, mobile_code: code2 })).code,
      0
    )
  })

  it('seeds message times relative to the reset time', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const { data } = await s.ok(s.get('/api/v2/member/messages?page=1&page_size=1', { token }))
    assert.equal(Date.parse(data[0].created_at), clock - 20 * 1000)
  })
})

describe('login', () => {
  const s = useServer()

  it('logs in by SMS code; the code is single use and scene-bound', async () => {
    const code = await s.sendSms(LEARNER, 'login')
    const wrong = await s.post('/api/v2/login/mobile', {
      mobile: LEARNER,
      mobile_code: code === '000000' ? '111111' : '000000',
      msv: '',
    })
    assert.deepEqual(wrong, { code: 1, message: '短信验证码错误', data: [] })
    const { token } = await s.ok(
      s.post('/api/v2/login/mobile', { mobile: LEARNER, mobile_code: code, msv: '' })
    )
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(member.id, 1)
    assert.equal(
      (await s.post('/api/v2/login/mobile', { mobile: LEARNER, mobile_code: code })).message,
      '短信验证码错误'
    )

    const bindCode = await s.sendSms(LEARNER, 'mobile_bind')
    assert.equal(
      (await s.post('/api/v2/login/mobile', { mobile: LEARNER, mobile_code: bindCode })).message,
      '短信验证码错误'
    )
  })

  it('discards a code after more than 10 wrong checks', async () => {
    const code = await s.sendSms(LEARNER, 'login')
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 11; i += 1) {
      assert.equal(
        (await s.post('/api/v2/login/mobile', { mobile: LEARNER, mobile_code: wrongCode })).code,
        1
      )
    }
    assert.equal(
      (await s.post('/api/v2/login/mobile', { mobile: LEARNER, mobile_code: code })).message,
      '短信验证码错误'
    )
  })

  it('registers an unknown mobile automatically', async () => {
    const mobile = '13700137000'
    const code = await s.sendSms(mobile, 'login')
    const { token } = await s.ok(s.post('/api/v2/login/mobile', { mobile, mobile_code: code }))
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(member.mobile, mobile)
    assert.equal(member.is_bind_mobile, 1)
    assert.equal(member.is_password_set, 0)
    assert.match(member.nick_name, /^用户.{4}$/)
    assert.ok(member.id > 3)
  })

  it('logs in by password', async () => {
    const { token } = await s.ok(
      s.post('/api/v2/login/password', { mobile: OTHER_LEARNER, password: 'meedu123' })
    )
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).nick_name, '学员小李')
    const wrong = await s.post('/api/v2/login/password', { mobile: LEARNER, password: 'nope' })
    assert.deepEqual(wrong, { code: 1, message: '手机号或密码错误', data: [] })
  })

  const MEMBER_KEYS = [
    'avatar',
    'created_at',
    'credit1',
    'credit2',
    'credit3',
    'id',
    'invite_balance',
    'invite_people_count',
    'is_active',
    'is_bind_mobile',
    'is_bind_qq',
    'is_bind_wechat',
    'is_face_verify',
    'is_lock',
    'is_password_set',
    'is_set_nickname',
    'mobile',
    'nick_name',
    'profile_id_number',
    'profile_real_name',
    'role',
    'role_expired_at',
    'role_id',
  ]

  it('returns every member field with the right types; v4.9.30 adds agreement_status', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.deepEqual(Object.keys(member).sort(), MEMBER_KEYS)
    assert.equal(member.nick_name, '学员小王')
    assert.equal(member.mobile, LEARNER)
    assert.equal(member.is_bind_mobile, 1)
    assert.equal(member.is_face_verify, false)
    assert.equal(member.role, null)
    assert.equal(member.role_expired_at, null)
    assert.equal(member.is_password_set, 1)
    assert.equal(member.is_set_nickname, 0)
    assert.match(member.avatar, /^http/)

    await s.ok(s.post('/__demo/switches', { meedu: '4.9.30' }))
    const newer = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.deepEqual(Object.keys(newer).sort(), [...MEMBER_KEYS, 'agreement_status'].sort())
    assert.deepEqual(newer.agreement_status, { user_agreement_agreed: true, privacy_policy_agreed: true })
  })

  it('a VIP: role with its desc_rows, role_expired_at in zone-less China time (POST /__demo/member)', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    const set = await s.ok(
      s.post('/__demo/member', { user: OTHER_LEARNER, role_id: 3, role_expired_at: '2027-06-30 12:00:00' })
    )
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.deepEqual(set, member)
    assert.deepEqual(member.role, {
      id: 3,
      name: '年度会员',
      desc_rows: (await s.ok(s.get('/api/v2/roles'))).find((plan) => plan.id === 3).desc_rows,
    })
    assert.equal(member.role_id, 3)
    assert.equal(member.role_expired_at, '2027-06-30 12:00:00')
    assert.match(member.created_at, /Z$/)
    // Given in ms, shown in China time: 04:00 UTC is 12:00 in China.
    await s.ok(
      s.post('/__demo/member', { user: 2, role_id: 1, role_expired_at: Date.parse('2027-01-02T04:00:00Z') })
    )
    assert.equal(
      (await s.ok(s.get('/api/v2/member/detail', { token }))).role_expired_at,
      '2027-01-02 12:00:00'
    )
    // role_id 0 takes the VIP away.
    await s.ok(s.post('/__demo/member', { user: 2, role_id: 0 }))
    const none = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.deepEqual([none.role, none.role_id, none.role_expired_at], [null, 0, null])
    assert.equal((await s.post('/__demo/member', { user: 2, role_id: 9 })).code, 1)
    assert.equal((await s.post('/__demo/member', { user: 2, role_id: 1, role_expired_at: '明天' })).code, 1)
  })

  it('logout revokes a token sent in the Authorization header and closes its login record', async () => {
    const { token } = await s.ok(s.post('/api/v2/login/password', { mobile: LEARNER, password: 'meedu123' }))
    assert.deepEqual(await s.post('/api/v2/logout', {}, { token }), { code: 0, message: '', data: [] })
    assert.deepEqual(await s.get('/api/v2/member/detail', { token }), {
      code: 401,
      message: '请登录',
      data: [],
    })
    const [record] = await s.ok(s.get(`/__demo/login-records?user=${LEARNER}`))
    assert.match(record.logged_out_at, /Z$/)
  })

  it('logout with the token only in ?token= (or the body) answers 错误 and the token stays valid', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    assert.deepEqual(await s.post(`/api/v2/logout?token=${token}`, {}), {
      code: 1,
      message: '错误',
      data: [],
    })
    assert.deepEqual(await s.post('/api/v2/logout', { token }), { code: 1, message: '错误', data: [] })
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).id, 1)
    assert.deepEqual(await s.post('/api/v2/logout', {}), { code: 401, message: '请登录', data: [] })
  })

  it('records every login with the meedu-platform header as MeEdu stores it (missing or unknown: APP)', async () => {
    const login = (headers) =>
      s.ok(s.post('/api/v2/login/password', { mobile: LEARNER, password: 'meedu123' }, { headers }))
    await login({ 'meedu-platform': 'H5' })
    await login({ 'meedu-platform': 'mini' })
    await login({})
    await login({ 'meedu-platform': 'weapp' })
    const code = await s.sendSms(OTHER_LEARNER, 'login')
    await s.ok(
      s.post(
        '/api/v2/login/mobile',
        { mobile: OTHER_LEARNER, mobile_code: code },
        { headers: { 'meedu-platform': 'H5' } }
      )
    )
    await s.tokenFor({ mobile: LEARNER }) // the control is no login
    const records = await s.ok(s.get(`/__demo/login-records?user=${LEARNER}`))
    assert.deepEqual(
      records.map((r) => [r.user_id, r.via, r.platform, r.header]),
      [
        [1, 'password', 'H5', 'H5'],
        [1, 'password', 'MINI', 'mini'],
        [1, 'password', 'APP', null],
        [1, 'password', 'APP', 'weapp'],
      ]
    )
    assert.ok(records.every((r) => /Z$/.test(r.at) && r.logged_out_at === null))
    const last = (await s.ok(s.get('/__demo/login-records'))).at(-1)
    assert.deepEqual([last.user_id, last.via, last.platform], [2, 'mobile', 'H5'])
    assert.equal((await s.get('/__demo/login-records?user=13100131000')).code, 1)
  })
})

describe('forgotten password (POST /api/v2/password/reset)', () => {
  const s = useServer()
  const reset = (body) => s.post('/api/v2/password/reset', body)

  it('needs the three fields, the password_reset code, and a known mobile; then the password logs in', async () => {
    assert.deepEqual(await reset({}), {
      code: 1,
      message: '请输入手机号,请输入短信验证码,请输入密码',
      data: [],
    })
    assert.deepEqual(await reset({ mobile: LEARNER, mobile_code: '000000', password: 'x' }), {
      code: 1,
      message: '短信验证码错误',
      data: [],
    })
    const loginCode = await s.sendSms(LEARNER, 'login')
    assert.equal(
      (await reset({ mobile: LEARNER, mobile_code: loginCode, password: 'x' })).message,
      '短信验证码错误',
      'another scene'
    )
    const unknown = await s.sendSms('13100131000', 'password_reset')
    assert.deepEqual(await reset({ mobile: '13100131000', mobile_code: unknown, password: 'new-pass-1' }), {
      code: 1,
      message: '手机号不存在',
      data: [],
    })

    const code = await s.sendSms(LEARNER, 'password_reset')
    // No login needed, no length rule: one character will do.
    assert.deepEqual(await reset({ mobile: LEARNER, mobile_code: code, password: '1' }), {
      code: 0,
      message: '',
      data: [],
    })
    const old = await s.post('/api/v2/login/password', { mobile: LEARNER, password: 'meedu123' })
    assert.equal(old.message, '手机号或密码错误')
    const { token } = await s.ok(s.post('/api/v2/login/password', { mobile: LEARNER, password: '1' }))
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).id, 1)
    assert.equal(
      (await reset({ mobile: LEARNER, mobile_code: code, password: '2' })).message,
      '短信验证码错误'
    )
  })

  it('gives a learner without a password one', async () => {
    const mobile = '13700137000'
    const login = await s.sendSms(mobile, 'login')
    const { token } = await s.ok(s.post('/api/v2/login/mobile', { mobile, mobile_code: login }))
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).is_password_set, 0)
    const code = await s.sendSms(mobile, 'password_reset')
    await s.ok(reset({ mobile, mobile_code: code, password: 'abc123' }))
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).is_password_set, 1)
    await s.ok(s.post('/api/v2/login/password', { mobile, password: 'abc123' }))
  })
})

describe('messages', () => {
  const s = useServer()

  it('pages newest first with page_size (default 5) in shape B', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const first = await s.ok(s.get('/api/v2/member/messages?page=1', { token }))
    assert.deepEqual(Object.keys(first).sort(), ['data', 'total'])
    assert.equal(first.total, 45)
    assert.equal(first.data.length, 5)
    const item = first.data[0]
    assert.deepEqual(Object.keys(item).sort(), ['created_at', 'data', 'id', 'notifiable_id', 'read_at'])
    assert.match(item.id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    assert.equal(item.notifiable_id, 1)
    assert.equal(typeof item.data.message, 'string')
    assert.ok(
      first.data.every((m) => m.read_at === null),
      'newest 5 unread'
    )

    const all = await s.ok(s.get('/api/v2/member/messages?page=1&page_size=100', { token }))
    assert.equal(all.data.length, 45)
    const times = all.data.map((m) => Date.parse(m.created_at))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      'newest first'
    )
    assert.equal(all.data.filter((m) => m.read_at === null).length, 5)

    // Every relative-time band of the app is represented.
    const ages = times.map((t) => (Date.now() - t) / 1000)
    const bands = [
      [0, 60],
      [60, 3600],
      [3600, 86400],
      [86400, 7 * 86400],
      [7 * 86400, 365 * 86400],
      [365 * 86400, Infinity],
    ]
    for (const [min, max] of bands)
      assert.ok(
        ages.some((a) => a >= min && a < max),
        `a message aged ${min}-${max}s`
      )
    assert.ok(
      ages.some((a) => a >= 15 && a < 30),
      'one about 20 s old'
    )
    assertOffRelativeTimeChanges(
      all.data.map((m) => m.created_at),
      'learner 1'
    )
    // Learner 4's newest (2 min 30 s old); the older ones move by 3 h 7 min, which lands some minutes before an hour.
    const long = await s.tokenFor({ mobile: '13300133000' })
    const newest = await s.ok(s.get('/api/v2/member/messages?page=1&page_size=1', { token: long }))
    assertOffRelativeTimeChanges(
      newest.data.map((m) => m.created_at),
      'learner 4'
    )

    const page9 = await s.ok(s.get('/api/v2/member/messages?page=9&page_size=5', { token }))
    assert.equal(page9.data.length, 5)
    const page10 = await s.ok(s.get('/api/v2/member/messages?page=10&page_size=5', { token }))
    assert.deepEqual(page10, { data: [], total: 45 })

    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.deepEqual(await s.ok(s.get('/api/v2/member/messages', { token: other })), { data: [], total: 0 })
  })

  it('marks messages read one by one or all at once', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    assert.equal(await s.ok(s.get('/api/v2/member/unreadNotificationCount', { token })), 5)
    const { data } = await s.ok(s.get('/api/v2/member/messages', { token }))
    assert.deepEqual(await s.ok(s.get(`/api/v2/member/notificationMarkAsRead/${data[0].id}`, { token })), [])
    assert.equal(await s.ok(s.get('/api/v2/member/unreadNotificationCount', { token })), 4)
    const after = await s.ok(s.get('/api/v2/member/messages', { token }))
    assert.match(after.data[0].read_at, /Z$/)

    const missing = await s.get(
      '/api/v2/member/notificationMarkAsRead/00000000-0000-0000-0000-000000000000',
      { token }
    )
    assert.deepEqual(missing, { code: 404, message: '资源不存在', data: [] })
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.equal(
      (await s.get(`/api/v2/member/notificationMarkAsRead/${data[1].id}`, { token: other })).code,
      404,
      "not someone else's"
    )

    assert.deepEqual(await s.ok(s.get('/api/v2/member/notificationMarkAllAsRead', { token })), [])
    assert.equal(await s.ok(s.get('/api/v2/member/unreadNotificationCount', { token })), 0)
  })

  it('learner 13300133000 (学员小赵) has 500 numbered messages, newest first, the newest 10 unread', async () => {
    const { token } = await s.ok(
      s.post('/api/v2/login/password', { mobile: LONG_LIST_LEARNER, password: 'meedu123' })
    )
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).nick_name, '学员小赵')
    assert.equal(await s.ok(s.get('/api/v2/member/unreadNotificationCount', { token })), 10)

    // 25 pages of 20, as the app asks for them; the 26th is empty.
    const all = []
    for (let page = 1; page <= 26; page++) {
      const answer = await s.ok(s.get(`/api/v2/member/messages?page=${page}&page_size=20`, { token }))
      assert.equal(answer.total, 500)
      assert.equal(answer.data.length, page <= 25 ? 20 : 0, `page ${page}`)
      all.push(...answer.data)
    }
    assert.equal(new Set(all.map((m) => m.id)).size, 500, 'no message twice')
    assert.deepEqual(
      all.map((m) => Number(/^第 (\d+) 条消息（共 500 条）/.exec(m.data.message)?.[1])),
      Array.from({ length: 500 }, (_, i) => i + 1),
      'numbered 1…500 from the newest'
    )
    const times = all.map((m) => Date.parse(m.created_at))
    assert.ok(
      times.every((time, i) => i === 0 || time < times[i - 1]),
      'strictly newest first'
    )
    assert.deepEqual(
      all.map((m) => m.read_at === null),
      all.map((_, i) => i < 10)
    )
    assert.ok(all.every((m) => m.notifiable_id === 4))

    // The other learners' lists are unchanged.
    const first = await s.tokenFor({ mobile: LEARNER })
    assert.equal((await s.ok(s.get('/api/v2/member/messages', { token: first }))).total, 45)
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.equal((await s.ok(s.get('/api/v2/member/messages', { token: other }))).total, 0)
  })
})

describe('switches', () => {
  const s = useServer({ switches: { pcUrl: 'https://pc.example.com' } })

  it('applies createDemoApi switches, runtime switches, and reset', async () => {
    let config = await s.ok(s.get('/api/v2/other/config'))
    assert.equal(config.pc_url, 'https://pc.example.com')

    const current = await s.ok(
      s.post('/__demo/switches', { bindMobileAlert: 1, faceVerify: 'true', qq: 0, wechatOauth: false })
    )
    assert.equal(current.bindMobileAlert, true)
    assert.equal(current.qq, false)
    config = await s.ok(s.get('/api/v2/other/config'))
    assert.deepEqual(config.member, { enabled_mobile_bind_alert: 1, enabled_face_verify: true })
    assert.deepEqual(config.socialites, { qq: 0, wechat_scan: 0, wechat_oauth: 0 })

    const unknown = await s.post('/__demo/switches', { qqq: 1 })
    assert.equal(unknown.code, 1)
    assert.match(unknown.message, /qqq/)

    await s.ok(s.post('/__demo/reset'))
    config = await s.ok(s.get('/api/v2/other/config'))
    assert.equal(config.socialites.qq, 1)
    assert.equal(config.member.enabled_mobile_bind_alert, 0)
    assert.equal(config.pc_url, 'https://pc.example.com')
  })

  it('reset restores the seed data and drops tokens', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    await s.ok(s.get('/api/v2/member/notificationMarkAllAsRead', { token }))
    await s.ok(s.post('/__demo/reset'))
    assert.equal((await s.get('/api/v2/member/detail', { token })).code, 401)
    const fresh = await s.tokenFor({ mobile: LEARNER })
    assert.equal(await s.ok(s.get('/api/v2/member/unreadNotificationCount', { token: fresh })), 5)
  })
})

describe('social login', () => {
  const s = useServer()
  const socialUrl = (app, params) =>
    `${app === 'qq' ? '/api/v3/auth/login/socialite/qq' : '/api/v3/auth/login/wechat/oauth'}?${new URLSearchParams(params)}`
  const loginCodeFrom = (location) => /[?&]login_code=([A-Za-z0-9]{32})(&|$)/.exec(location)[1]

  it('redirects to s_url with login_code and action inside the hash query', async () => {
    const res = await s.request(
      'GET',
      socialUrl('qq', { s_url: 'http://h/#/member', f_url: 'http://h/#/login-error', action: 'login' })
    )
    assert.equal(res.status, 302)
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.match(res.headers.location, /^http:\/\/h\/#\/member\?login_code=[A-Za-z0-9]{32}&action=login$/)

    const withQuery = await s.request(
      'GET',
      socialUrl('qq', { s_url: 'http://h/#/vod?x=1', f_url: 'http://h/#/login-error', action: 'login' })
    )
    assert.match(
      withQuery.headers.location,
      /^http:\/\/h\/#\/vod\?x=1&login_code=[A-Za-z0-9]{32}&action=login$/
    )
  })

  it('exchanges a login code once for the seeded learner', async () => {
    const res = await s.request(
      'GET',
      socialUrl('qq', { s_url: 'http://h/#/member', f_url: 'http://h/#/login-error', action: 'login' })
    )
    const code = loginCodeFrom(res.headers.location)
    const data = await s.ok(s.post('/api/v3/auth/login/code', { code }))
    assert.equal(data.success, 1)
    const member = await s.ok(s.get('/api/v2/member/detail', { token: data.token }))
    assert.equal(member.id, 1)
    assert.equal(member.is_bind_qq, 1)
    assert.deepEqual(await s.post('/api/v3/auth/login/code', { code }), {
      code: 1,
      message: '已过期',
      data: [],
    })
    assert.equal((await s.post('/api/v3/auth/login/code', { code: 'x'.repeat(32) })).message, '已过期')
  })

  it('sends failures to f_url with login_err_msg', async () => {
    await s.ok(s.post('/__demo/switches', { socialFail: true }))
    const res = await s.request(
      'GET',
      socialUrl('qq', { s_url: 'http://h/#/member', f_url: 'http://h/#/login-error', action: 'login' })
    )
    assert.equal(res.status, 302)
    assert.equal(
      res.headers.location,
      `http://h/#/login-error?login_err_msg=${encodeURIComponent('QQ授权失败，请重试')}&action=login`
    )
  })

  it('asks to bind a mobile when socialNeedsBind is on, then registers with the code', async () => {
    await s.ok(s.post('/__demo/switches', { socialNeedsBind: 1 }))
    const res = await s.request(
      'GET',
      socialUrl('wechat', { s_url: 'http://h/#/member', f_url: 'http://h/#/login-error', action: 'login' })
    )
    const code = loginCodeFrom(res.headers.location)
    assert.deepEqual(await s.ok(s.post('/api/v3/auth/login/code', { code })), {
      success: 0,
      action: 'bind_mobile',
      code,
    })
    assert.equal((await s.post('/api/v3/auth/login/code', { code })).message, '已过期', 'exchanged once')

    const mobile = '13600136000'
    const smsCode = await s.sendSms(mobile, 'mobile_bind')
    const { token } = await s.ok(
      s.post('/api/v3/auth/register/withSocialite', { code, mobile, mobile_code: smsCode })
    )
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(member.mobile, mobile)
    assert.equal(member.is_bind_wechat, 1)
    assert.equal(
      (await s.post('/api/v3/auth/register/withSocialite', { code, mobile, mobile_code: smsCode })).message,
      '已过期'
    )
  })

  it('binds a social account to the logged-in user with action=bind', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    const res = await s.request(
      'GET',
      socialUrl('qq', { s_url: 'http://h/#/member/profile', f_url: 'http://h/#/login-error', action: 'bind' })
    )
    assert.match(res.headers.location, /&action=bind$/)
    const code = loginCodeFrom(res.headers.location)
    assert.equal((await s.post('/api/v3/member/socialite/bindWithCode', { code })).code, 401)
    assert.deepEqual(await s.ok(s.post('/api/v3/member/socialite/bindWithCode', { code }, { token })), [])
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).is_bind_qq, 1)
  })

  it('refuses a disabled or unknown app with 登录应用不存在; WeChat OAuth is not checked (as MeEdu)', async () => {
    const params = { s_url: 'http://h/#/member', f_url: 'http://h/#/login-error', action: 'login' }
    const absent = { code: 1, message: '登录应用不存在', data: [] }
    assert.deepEqual(await s.get(`/api/v3/auth/login/socialite/weibo?${new URLSearchParams(params)}`), absent)
    await s.ok(s.post('/__demo/switches', { qq: 0, wechatOauth: 0 }))
    assert.deepEqual(await s.get(socialUrl('qq', params)), absent)
    assert.equal((await s.request('GET', socialUrl('wechat', params))).status, 302)
  })

  it('s_url and f_url: at most 255 characters after decoding, checked first, in English; 参数错误 when missing', async () => {
    await s.ok(s.post('/__demo/switches', { qq: 0 }))
    const fits = `http://h/#/order?goods_name=${'课'.repeat(255 - 'http://h/#/order?goods_name='.length)}`
    assert.equal([...fits].length, 255)
    const tooLong = `${fits}x`
    const ask = (app, extra) =>
      s.get(
        socialUrl(app, {
          s_url: 'http://h/#/member',
          f_url: 'http://h/#/login-error',
          action: 'login',
          ...extra,
        })
      )
    assert.deepEqual(await ask('qq', { s_url: tooLong }), {
      code: 1,
      message: 'The s url may not be greater than 255 characters.',
      data: [],
    })
    assert.equal(
      (await ask('wechat', { f_url: tooLong })).message,
      'The f url may not be greater than 255 characters.'
    )
    assert.equal(
      (await ask('qq', { s_url: tooLong, f_url: tooLong })).message,
      'The s url may not be greater than 255 characters.,The f url may not be greater than 255 characters.'
    )
    // 255 characters pass the request (QQ is off here: the app check comes next).
    assert.equal((await ask('qq', { s_url: fits })).message, '登录应用不存在')
    await s.ok(s.post('/__demo/switches', { qq: 1 }))
    assert.equal(
      (await s.request('GET', socialUrl('qq', { s_url: fits, f_url: 'http://h/', action: 'login' }))).status,
      302
    )
    assert.equal((await s.get('/api/v3/auth/login/socialite/qq?action=login')).message, '参数错误,参数错误')
    assert.equal((await ask('qq', { action: 'other' })).message, '参数错误')
  })

  it('the v2 social login signs learner 1 in with token=, until the deprecated API is closed', async () => {
    const url = `/api/v2/login/socialite/qq?${new URLSearchParams({
      success_redirect: 'http://h/#/member',
      failed_redirect: 'http://h/#/login-error',
    })}`
    const res = await s.request('GET', url, { headers: { 'meedu-platform': 'H5' } })
    assert.equal(res.status, 302)
    const token = /^http:\/\/h\/#\/member\?token=(\w+)$/.exec(res.headers.location)[1]
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.deepEqual([member.id, member.is_bind_qq], [1, 1])
    const [record] = await s.ok(s.get('/__demo/login-records?user=1'))
    assert.deepEqual([record.via, record.platform], ['socialite-v2', 'H5'])
    assert.deepEqual(await s.get('/api/v2/login/socialite/qq?success_redirect=x'), {
      code: 1,
      message: '参数错误',
      data: [],
    })
    await s.ok(s.post('/__demo/switches', { socialFail: 1 }))
    assert.match((await s.request('GET', url)).headers.location, /^http:\/\/h\/#\/login-error\?msg=/)
    for (const meedu of ['4.9.10', '4.9.30']) {
      await s.ok(s.post('/__demo/switches', { meedu, deprecatedApiClosed: 1 }))
      assert.deepEqual(await s.get(url), { code: 404, message: '路由不存在', data: [] })
    }
  })

  it('records social logins and their registrations with the platform header', async () => {
    const headers = { 'meedu-platform': 'H5' }
    const res = await s.request(
      'GET',
      socialUrl('qq', { s_url: 'http://h/#/member', f_url: 'http://h/#/login-error', action: 'login' })
    )
    await s.ok(s.post('/api/v3/auth/login/code', { code: loginCodeFrom(res.headers.location) }, { headers }))
    await s.ok(s.post('/__demo/switches', { socialNeedsBind: 1, meedu: '4.9.30' }))
    const fresh = await s.request(
      'GET',
      socialUrl('wechat', { s_url: 'http://h/#/member', f_url: 'http://h/#/login-error', action: 'login' })
    )
    const code = loginCodeFrom(fresh.headers.location)
    await s.ok(s.post('/api/v3/auth/login/code', { code }))
    const mobile = '13600136000'
    const smsCode = await s.sendSms(mobile, 'mobile_bind')
    const { token } = await s.ok(
      s.post(
        '/api/v3/auth/register/withSocialite',
        { code, mobile, mobile_code: smsCode },
        { headers: { 'meedu-platform': 'MINI' } }
      )
    )
    const records = await s.ok(s.get('/__demo/login-records'))
    assert.deepEqual(
      records.map((r) => [r.via, r.platform]),
      [
        ['code', 'H5'],
        ['withSocialite', 'MINI'],
      ]
    )
    // Registered on v4.9.30: consent recorded for the active agreements, with the platform.
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.deepEqual(member.agreement_status, { user_agreement_agreed: true, privacy_policy_agreed: true })
    const { consents } = await s.ok(s.get(`/__demo/agreements?user=${mobile}`))
    assert.deepEqual(
      consents.map((c) => [c.type, c.platform]),
      [
        ['user_agreement', 'MINI'],
        ['privacy_policy', 'MINI'],
      ]
    )
  })
})

describe('mobile binding and face verification', () => {
  const s = useServer()

  it('binds a mobile for a user without one (token in the body)', async () => {
    const token = await s.tokenFor({ id: 3 })
    const before = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(before.is_bind_mobile, 0)

    const taken = await s.sendSms(LEARNER, 'mobile_bind')
    assert.equal(
      (await s.post('/api/v2/member/detail/mobile', { mobile: LEARNER, mobile_code: taken, token })).message,
      '手机号已存在'
    )

    const mobile = '13500135000'
    const code = await s.sendSms(mobile, 'mobile_bind')
    assert.deepEqual(await s.post('/api/v2/member/detail/mobile', { mobile, mobile_code: code, token }), {
      code: 0,
      message: '',
      data: [],
    })
    const after = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(after.mobile, mobile)
    assert.equal(after.is_bind_mobile, 1)

    const again = await s.post('/api/v2/member/detail/mobile', {
      mobile: '13500135001',
      mobile_code: '123456',
      token,
    })
    assert.deepEqual(again, { code: 1, message: '已绑定', data: [] })
  })

  it('runs the simulated face verification round trip', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const sUrl = 'http://h/#/auth/faceSuccess'
    const start = await s.ok(s.post('/api/v3/member/tencent/faceVerify', { s_url: sUrl }, { token }))
    assert.deepEqual(Object.keys(start).sort(), ['biz_token', 'request_id', 'rule_id', 'url'])
    assert.ok(start.url.startsWith(`${s.url}/__demo/face?biz_token=`))

    const pending = await s.get(
      `/api/v3/member/tencent/faceVerify?biz_token=${start.biz_token}&rule_id=${start.rule_id}`,
      { token }
    )
    assert.deepEqual(pending, { code: { status: 5 }, message: '', data: [] })

    const page = await s.request('GET', start.url)
    assert.equal(page.status, 200)
    assert.ok(page.text.includes('人脸核身（演示）'))
    assert.ok(page.text.includes('完成认证'))
    assert.ok(page.text.includes('width=device-width'))
    const completeHref = /href="([^"]*\/__demo\/face\/complete[^"]*)"/
      .exec(page.text)[1]
      .replace(/&amp;/g, '&')
    const complete = await s.request('GET', completeHref)
    assert.equal(complete.status, 302)
    assert.equal(complete.headers.location, sUrl)

    const done = await s.ok(
      s.get(`/api/v3/member/tencent/faceVerify?biz_token=${start.biz_token}&rule_id=${start.rule_id}`, {
        token,
      })
    )
    assert.deepEqual(done, { status: 9 })
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(member.is_face_verify, true)
    assert.equal(member.profile_real_name, '王*')
    assert.equal(member.profile_id_number, '1101**********1234')

    const again = await s.post('/api/v3/member/tencent/faceVerify', { s_url: sUrl }, { token })
    assert.deepEqual(again, { code: 1, message: '当前学员已完成实人认证', data: [] })
  })
})

describe('test-control endpoints', () => {
  const s = useServer()

  it('/__demo/next answers the next request to a path with a canned response, in order', async () => {
    await s.ok(s.post('/__demo/next', { path: '/api/v2/other/config', status: 500 }))
    await s.ok(s.post('/__demo/next', { path: '/api/v2/other/config', raw: '<html>not json</html>' }))
    await s.ok(
      s.post('/__demo/next', {
        path: '/api/v2/other/config',
        body: { code: 401, message: '请登录', data: [] },
      })
    )

    // A preflight does not consume an override.
    assert.equal((await s.request('OPTIONS', '/api/v2/other/config')).status, 204)

    const first = await s.request('GET', '/api/v2/other/config')
    assert.equal(first.status, 500)
    assert.equal(first.headers['access-control-allow-origin'], '*')
    const second = await s.request('GET', '/api/v2/other/config')
    assert.equal(second.status, 200)
    assert.equal(second.text, '<html>not json</html>')
    assert.match(second.headers['content-type'], /text\/html/)
    const third = await s.request('GET', '/api/v2/other/config')
    assert.deepEqual(third.json, { code: 401, message: '请登录', data: [] })
    assert.equal((await s.get('/api/v2/other/config')).code, 0, 'back to normal')
  })

  it('/__demo/next with delayMs delays (and may still answer normally)', async () => {
    await s.ok(s.post('/__demo/next', { path: '/api/v2/other/config', delayMs: 150 }))
    const started = Date.now()
    const body = await s.get('/api/v2/other/config')
    assert.ok(Date.now() - started >= 140)
    assert.equal(body.code, 0)
    assert.equal((await s.post('/__demo/next', { path: 'relative' })).code, 1)
  })

  it('/__demo/log lists the requests received since reset', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    await s.get('/api/v2/other/config')
    await s.get('/api/v2/member/detail?x=1', { token })
    await s.post('/api/v2/login/password', { mobile: LEARNER, password: 'meedu123' })
    const log = await s.ok(s.get('/__demo/log'))
    assert.deepEqual(log, [
      { method: 'GET', path: '/api/v2/other/config', query: {}, body: {}, auth: false },
      { method: 'GET', path: '/api/v2/member/detail', query: { x: '1' }, body: {}, auth: true },
      {
        method: 'POST',
        path: '/api/v2/login/password',
        query: {},
        body: { mobile: LEARNER, password: 'meedu123' },
        auth: false,
      },
    ])
  })

  it('/__demo/sms and /__demo/captcha report missing entries with code 1', async () => {
    assert.equal((await s.get('/__demo/sms?mobile=13100131000')).code, 1)
    assert.equal((await s.get('/__demo/captcha?key=nope')).code, 1)
    assert.equal((await s.post('/__demo/login', { mobile: '13100131000' })).code, 1)
  })
})

describe('helpers', () => {
  it('appendQueryToUrl is hash-aware', () => {
    const p = { login_code: 'abc', action: 'login' }
    assert.equal(appendQueryToUrl('http://h/#/member', p), 'http://h/#/member?login_code=abc&action=login')
    assert.equal(appendQueryToUrl('http://h/#/vod?x=1', p), 'http://h/#/vod?x=1&login_code=abc&action=login')
    assert.equal(appendQueryToUrl('http://h/member', p), 'http://h/member?login_code=abc&action=login')
    assert.equal(
      appendQueryToUrl('http://h/member?x=1', p),
      'http://h/member?x=1&login_code=abc&action=login'
    )
    assert.equal(
      appendQueryToUrl('http://h/?a=1#/x', { m: '失败 ok' }),
      `http://h/?a=1#/x?m=${encodeURIComponent('失败 ok')}`
    )
  })

  it('paginates in the three shapes', () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1)
    const paging = pageParams({ page: '2', size: '5' }, { sizeKey: 'size', defaultSize: 10 })
    assert.deepEqual(paging, { page: 2, size: 5 })
    assert.deepEqual(pageParams({}, { sizeKey: 'page_size', defaultSize: 5 }), { page: 1, size: 5 })
    assert.deepEqual(paginateTotal(items, paging), { data: [6, 7, 8, 9, 10], total: 12 })
    assert.deepEqual(paginateCurrent(items, paging), { current_page: 2, total: 12, data: [6, 7, 8, 9, 10] })
    const laravel = paginateLaravel(items, { ...paging, path: 'http://x/api/v2/courses' })
    assert.equal(laravel.last_page, 3)
    assert.equal(laravel.from, 6)
    assert.equal(laravel.to, 10)
    assert.equal(laravel.next_page_url, 'http://x/api/v2/courses?page=3')
    assert.equal(laravel.prev_page_url, 'http://x/api/v2/courses?page=1')
    assert.equal(laravel.links.length, 5)
    assert.equal(laravel.per_page, 5)
  })
})

describe('running server.js directly', () => {
  it('listens on DEMO_API_PORT, prints the URL and login, and reads switches from env', async () => {
    const child = spawn(process.execPath, [path.join(__dirname, 'server.js')], {
      env: { ...process.env, DEMO_API_PORT: '0', DEMO_QQ: '0', DEMO_BIND_MOBILE_ALERT: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      let output = ''
      const url = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed: ${output}`)), 5000)
        const onData = (chunk) => {
          output += chunk
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
          if (match && output.includes('SMS codes')) {
            clearTimeout(timer)
            resolve(match[1])
          }
        }
        child.stdout.on('data', onData)
        child.stderr.on('data', onData)
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)))
      })
      assert.match(output, /13800138000/)
      assert.match(output, /meedu123/)
      const res = await request(url, 'GET', '/api/v2/other/config')
      assert.equal(res.json.data.url, url)
      assert.equal(res.json.data.socialites.qq, 0)
      assert.equal(res.json.data.member.enabled_mobile_bind_alert, 1)
    } finally {
      child.kill('SIGTERM')
    }
  })
})
