'use strict'

// Account changes in the demo API (contract §4): avatar upload (multipart), nickname, password, mobile change,
// account deletion, social bind and unbind. Real HTTP against a server on an ephemeral port.
// Run: node --test test/demo-api/

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { useServer } = require('./testing')
const { buildMultipart, parseMultipart, boundaryOf } = require('./lib/multipart')

const LEARNER = '13800138000'
const OTHER_LEARNER = '13900139000'
const SOCIAL_LEARNER = '13200132000'

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0b8e40000000049454e44ae426082',
    'hex'
  ),
])
const jpeg = (size) => {
  const data = Buffer.alloc(size, 0x00)
  data.set([0xff, 0xd8, 0xff, 0xe0])
  // bytes that would end a badly parsed part early: CR LF and dashes inside the image
  data.set(Buffer.from('\r\n--\r\n\r\n'), 10)
  return data
}
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(14),
])

describe('multipart parser', () => {
  it('reads fields and binary files, boundary quoted or not', () => {
    const { body, contentType } = buildMultipart([
      { name: 'token', value: 'abc' },
      { name: 'file', filename: '头像 "1".png', contentType: 'image/png', data: PNG },
    ])
    const form = parseMultipart(body, contentType)
    assert.deepEqual(form.fields, { token: 'abc' })
    assert.equal(form.files.length, 1)
    assert.equal(form.files[0].field, 'file')
    assert.ok(form.files[0].data.equals(PNG))
    assert.equal(boundaryOf('multipart/form-data; boundary="a b"'), 'a b')
    assert.equal(boundaryOf('multipart/form-data; charset=utf-8; boundary=xyz'), 'xyz')
    assert.throws(() => parseMultipart(body, 'multipart/form-data'), /boundary/)
    assert.throws(() => parseMultipart(body.subarray(0, body.length - 20), contentType), /不完整/)
  })
})

describe('avatar upload', () => {
  const s = useServer()
  const upload = (token, parts) => {
    const { body, contentType } = buildMultipart(parts)
    return s.request('POST', '/api/v2/member/detail/avatar', { raw: { body, contentType }, token })
  }
  const file = (data, filename = 'avatar.png', contentType = 'image/png') => ({
    name: 'file',
    filename,
    contentType,
    data,
  })

  it('stores an image and serves it at the member avatar URL', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const res = await upload(token, [file(PNG)])
    assert.equal(res.status, 200)
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.deepEqual(res.json, { code: 0, message: '', data: [] })
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.match(member.avatar, new RegExp(`^${s.url}/__demo/avatar/1/\\d+\\.png$`))
    const image = await s.request('GET', member.avatar)
    assert.equal(image.status, 200)
    assert.equal(image.headers['content-type'], 'image/png')
    assert.equal(image.headers['access-control-allow-origin'], '*')
    assert.match(image.headers['cache-control'], /max-age/)
    assert.ok(image.body.equals(PNG))

    // A JPEG of exactly 1 MB with CRLF and dashes inside, named .png by the client: typed by its bytes.
    const big = jpeg(1024 * 1024)
    assert.equal((await upload(token, [file(big, 'x.png', 'image/png')])).json.code, 0)
    const after = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.notEqual(after.avatar, member.avatar)
    const second = await s.request('GET', after.avatar)
    assert.equal(second.headers['content-type'], 'image/jpeg')
    assert.ok(second.body.equals(big))
    // GIF and WebP too; the old address keeps working (cached copies stay valid).
    assert.equal((await upload(token, [file(GIF, 'a.gif', 'image/gif')])).json.code, 0)
    assert.equal((await upload(token, [file(WEBP, 'a.webp', 'image/webp')])).json.code, 0)
    assert.match((await s.ok(s.get('/api/v2/member/detail', { token }))).avatar, /\.webp$/)
    assert.equal((await s.request('GET', member.avatar)).status, 200)
    assert.equal((await s.request('GET', '/__demo/avatar/1/999.png')).status, 404)
  })

  it('takes the token from a multipart field too', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    const res = await upload(undefined, [{ name: 'token', value: token }, file(PNG)])
    assert.equal(res.json.code, 0)
    assert.match((await s.ok(s.get('/api/v2/member/detail', { token }))).avatar, /\/__demo\/avatar\/2\//)
  })

  it('refuses what is not an image, too large, not multipart, without a file or a token', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const message = async (res) => {
      assert.equal(res.status, 200)
      assert.equal(res.headers['access-control-allow-origin'], '*')
      assert.equal(res.json.code, 1)
      return res.json.message
    }
    assert.equal(
      await message(await upload(token, [file(Buffer.from('<svg></svg>'), 'a.svg', 'image/svg+xml')])),
      '请上传图片文件'
    )
    assert.equal(
      await message(await upload(token, [file(Buffer.from('%PDF-1.4'), 'a.png')])),
      '请上传图片文件'
    )
    assert.equal(
      await message(await upload(token, [file(jpeg(1024 * 1024 + 1), 'a.jpg', 'image/jpeg')])),
      '头像不能超过1MB'
    )
    assert.equal(
      await message(await upload(token, [file(jpeg(3 * 1024 * 1024), 'a.jpg', 'image/jpeg')])),
      '头像不能超过1MB'
    )
    assert.equal(
      await message(await upload(token, [{ name: 'avatar', filename: 'a.png', data: PNG }])),
      '请选择要上传的头像图片'
    )
    assert.equal(
      await message(await upload(token, [{ name: 'file', value: 'not a file' }])),
      '请选择要上传的头像图片'
    )
    assert.equal(await message(await upload(token, [file(Buffer.alloc(0))])), '请选择要上传的头像图片')
    assert.match(
      await message(await s.request('POST', '/api/v2/member/detail/avatar', { json: {}, token })),
      /multipart/
    )
    const broken = await s.request('POST', '/api/v2/member/detail/avatar', {
      raw: { body: Buffer.from('--x\r\nnope'), contentType: 'multipart/form-data; boundary=x' },
      token,
    })
    assert.match(await message(broken), /multipart/)
    assert.equal((await upload(undefined, [file(PNG)])).json.code, 401)
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.match(member.avatar, /\/__demo\/assets\/avatar\.svg$/, 'unchanged')
  })

  it('answers a 20 MB upload with a readable envelope and keeps running', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const res = await upload(token, [file(jpeg(20 * 1024 * 1024), 'huge.jpg', 'image/jpeg')])
    assert.equal(res.status, 200)
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.deepEqual(res.json, { code: 1, message: '头像不能超过1MB', data: [] })
    // A large JSON body elsewhere still gets the generic message.
    const big = await s.request('POST', '/api/v2/login/password', {
      json: { mobile: 'x'.repeat(2 * 1024 * 1024) },
    })
    assert.equal(big.json.code, 1)
    assert.match(big.json.message, /请求体过大/)
    assert.equal((await s.get('/api/v2/other/config')).code, 0)
  })

  it('answers the upload preflight', async () => {
    const res = await s.request('OPTIONS', '/api/v2/member/detail/avatar', {
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    })
    assert.equal(res.status, 204)
    assert.equal(res.headers['access-control-allow-origin'], '*')
  })
})

describe('nickname', () => {
  const s = useServer()
  const setNickname = (token, nick) =>
    s.post('/api/v2/member/detail/nickname', { nick_name: nick }, { token })

  it('sets it once, as MeEdu: required, then once only, then unique, then the 24-character column', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).is_set_nickname, 0)
    assert.deepEqual(await setNickname(token, '  '), { code: 1, message: '请输入昵称', data: [] })
    assert.deepEqual(await setNickname(token, '学员小李'), { code: 1, message: '昵称已经存在', data: [] })
    // 25 characters fail in SQL (varchar(24)): the generic 错误 (sample 23), nothing changes.
    assert.deepEqual(await setNickname(token, '一二三四五六七八九十'.repeat(2) + '一二三四五'), {
      code: 1,
      message: '错误',
      data: [],
    })
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).is_set_nickname, 0)
    // 24 characters fit, an emoji counting as one.
    const nick = '新昵称😀' + '一二三四五六七八九十'.repeat(2)
    assert.equal([...nick].length, 24)
    assert.deepEqual(await setNickname(token, nick), { code: 0, message: '', data: [] })
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(member.nick_name, nick)
    assert.equal(member.is_set_nickname, 1)
    assert.deepEqual(await setNickname(token, '再改一次'), {
      code: 1,
      message: '当前用户已配置昵称',
      data: [],
    })
    assert.equal(
      (await setNickname(token, 'x'.repeat(30))).message,
      '当前用户已配置昵称',
      'once only comes first'
    )

    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.equal((await setNickname(other, nick)).message, '昵称已经存在')
    assert.equal((await setNickname(other, '学员小李')).code, 0, 'their own current nickname is fine')
    const social = await s.tokenFor({ mobile: SOCIAL_LEARNER })
    assert.equal((await setNickname(social, '小陈')).message, '当前用户已配置昵称', 'learner 5 has set it')
    assert.equal((await s.post('/api/v2/member/detail/nickname', { nick_name: 'x' })).code, 401)
  })
})

describe('password', () => {
  const s = useServer()

  it('sets a new password with a password_reset code to the own number', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const post = (body) => s.post('/api/v2/member/detail/password', body, { token })
    assert.equal((await post({})).message, '请输入手机号,请输入短信验证码,请输入密码')
    const code = await s.sendSms(LEARNER, 'password_reset')
    assert.equal(
      (await post({ mobile: LEARNER, mobile_code: code, password: '12345' })).message,
      '密码长度为6-16个字符'
    )
    assert.equal(
      (await post({ mobile: LEARNER, mobile_code: code, password: 'x'.repeat(17) })).message,
      '密码长度为6-16个字符'
    )
    assert.equal(
      (await post({ mobile: LEARNER, mobile_code: '000000', password: 'newpass1' })).message,
      '短信验证码错误'
    )
    const loginCode = await s.sendSms(LEARNER, 'login')
    assert.equal(
      (await post({ mobile: LEARNER, mobile_code: loginCode, password: 'newpass1' })).message,
      '短信验证码错误',
      'scene'
    )
    const otherCode = await s.sendSms(OTHER_LEARNER, 'password_reset')
    assert.equal(
      (await post({ mobile: OTHER_LEARNER, mobile_code: otherCode, password: 'newpass1' })).message,
      '手机号与当前账号不一致'
    )

    assert.deepEqual(await post({ mobile: LEARNER, mobile_code: code, password: 'newpass1' }), {
      code: 0,
      message: '',
      data: [],
    })
    assert.equal(
      (await s.post('/api/v2/login/password', { mobile: LEARNER, password: 'meedu123' })).message,
      '手机号或密码错误'
    )
    assert.equal(
      (await s.ok(s.post('/api/v2/login/password', { mobile: LEARNER, password: 'newpass1' }))).token.length >
        0,
      true
    )
    assert.equal(
      (await post({ mobile: LEARNER, mobile_code: code, password: 'newpass2' })).message,
      '短信验证码错误',
      'code used'
    )
  })

  it('a learner without a password gets is_password_set 1', async () => {
    const mobile = '13100131000'
    const { token } = await s.ok(
      s.post('/api/v2/login/mobile', { mobile, mobile_code: await s.sendSms(mobile, 'login') })
    )
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).is_password_set, 0)
    const code = await s.sendSms(mobile, 'password_reset')
    await s.ok(
      s.post(
        '/api/v2/member/detail/password',
        { mobile, mobile_code: code, password: '测试密码abc' },
        { token }
      )
    )
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).is_password_set, 1)
    await s.ok(s.post('/api/v2/login/password', { mobile, password: '测试密码abc' }))
  })
})

describe('mobile change', () => {
  const s = useServer()

  it('verify the current number for a sign, then change to a new number with its own code', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const verify = (body) => s.post('/api/v2/member/verify', body, { token })
    const change = (body) => s.call('PUT', '/api/v2/member/mobile', { json: body, token })

    assert.equal((await verify({ mobile: LEARNER, mobile_code: '000000' })).message, '短信验证码错误')
    const otherCode = await s.sendSms(OTHER_LEARNER, 'mobile_bind')
    assert.equal(
      (await verify({ mobile: OTHER_LEARNER, mobile_code: otherCode })).message,
      '手机号与当前账号不一致'
    )
    const { sign } = await s.ok(
      verify({ mobile: LEARNER, mobile_code: await s.sendSms(LEARNER, 'mobile_bind') })
    )
    assert.match(sign, /^[A-Za-z0-9]{40}$/)

    const fresh = '13100131001'
    assert.equal(
      (await change({ mobile: fresh, mobile_code: '1', sign: 'bad' })).message,
      '请重新验证原手机号'
    )
    assert.equal((await change({ mobile: fresh, mobile_code: '1' })).message, '请重新验证原手机号')
    assert.equal((await change({ mobile: '123', mobile_code: '1', sign })).message, '请输入正确的手机号')
    assert.equal((await change({ mobile: fresh, mobile_code: '000000', sign })).message, '短信验证码错误')
    const takenCode = await s.sendSms(OTHER_LEARNER, 'mobile_bind')
    assert.equal(
      (await change({ mobile: OTHER_LEARNER, mobile_code: takenCode, sign })).message,
      '手机号已存在'
    )
    // Another learner cannot use this sign.
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    const stolen = await s.call('PUT', '/api/v2/member/mobile', {
      json: { mobile: fresh, mobile_code: await s.sendSms(fresh, 'mobile_bind'), sign },
      token: other,
    })
    assert.equal(stolen.message, '请重新验证原手机号')

    const code = await s.sendSms(fresh, 'mobile_bind')
    assert.deepEqual(await change({ mobile: fresh, mobile_code: code, sign }), {
      code: 0,
      message: '',
      data: [],
    })
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).mobile, fresh)
    assert.equal((await s.post('/api/v2/login/password', { mobile: fresh, password: 'meedu123' })).code, 0)
    assert.equal((await s.post('/api/v2/login/password', { mobile: LEARNER, password: 'meedu123' })).code, 1)
    const again = await change({
      mobile: '13100131002',
      mobile_code: await s.sendSms('13100131002', 'mobile_bind'),
      sign,
    })
    assert.equal(again.message, '请重新验证原手机号', 'a sign is used once')
  })

  it('a sign expires after 10 minutes', async () => {
    let clock = Date.parse('2024-06-20T08:00:00Z')
    const { createDemoApi } = require('./server')
    const api = createDemoApi({ log: false, now: () => clock })
    const { url } = await api.listen()
    try {
      const { request } = require('./testing')
      const call = async (method, path, opts) => (await request(url, method, path, opts)).json
      const token = (await call('POST', '/__demo/login', { json: { mobile: LEARNER } })).data.token
      const captcha = async () => {
        const { key } = (await call('GET', '/api/v2/captcha/image')).data
        return {
          image_key: key,
          image_captcha: (await call('GET', `/__demo/captcha?key=${key}`)).data.answer,
        }
      }
      const sms = async (mobile) => {
        await call('POST', '/api/v2/captcha/sms', {
          json: { mobile, scene: 'mobile_bind', ...(await captcha()) },
        })
        return (await call('GET', `/__demo/sms?mobile=${mobile}&scene=mobile_bind`)).data.code
      }
      const { sign } = (
        await call('POST', '/api/v2/member/verify', {
          json: { mobile: LEARNER, mobile_code: await sms(LEARNER) },
          token,
        })
      ).data
      const fresh = '13100131003'
      const code = await sms(fresh)
      clock += 10 * 60 * 1000 + 1
      const res = await call('PUT', '/api/v2/member/mobile', {
        json: { mobile: fresh, mobile_code: code, sign },
        token,
      })
      assert.equal(res.message, '请重新验证原手机号')
    } finally {
      await api.close()
    }
  })
})

describe('account deletion', () => {
  const s = useServer()

  it('is pending for 7 days; a second request is refused; a login cancels it', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const before = Date.now()
    assert.deepEqual(await s.post('/api/v3/member/destroy', {}, { token }), {
      code: 0,
      message: '',
      data: [],
    })
    const pending = await s.ok(s.get('/__demo/member?user=1'))
    assert.ok(Math.abs(Date.parse(pending.destroy_at) - (before + 7 * 86400000)) < 60000)
    assert.deepEqual(await s.post('/api/v3/member/destroy', {}, { token }), {
      code: 1,
      message: '用户已申请注销',
      data: [],
    })
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).id, 1, 'the token still works')

    await s.ok(s.post('/api/v2/login/password', { mobile: LEARNER, password: 'meedu123' }))
    assert.equal((await s.ok(s.get(`/__demo/member?user=${LEARNER}`))).destroy_at, null)

    // SMS login cancels too; /__demo/login does not (it is no real login).
    await s.ok(s.post('/api/v3/member/destroy', {}, { token }))
    await s.tokenFor({ mobile: LEARNER })
    assert.notEqual((await s.ok(s.get('/__demo/member?user=1'))).destroy_at, null)
    await s.ok(
      s.post('/api/v2/login/mobile', { mobile: LEARNER, mobile_code: await s.sendSms(LEARNER, 'login') })
    )
    assert.equal((await s.ok(s.get('/__demo/member?user=1'))).destroy_at, null)
    assert.equal((await s.post('/api/v3/member/destroy', {})).code, 401)
    assert.equal((await s.get('/__demo/member?user=99')).code, 1)
  })
})

describe('social bind and unbind', () => {
  const s = useServer()
  const bindRedirect = (app, sUrl) =>
    `${app === 'qq' ? '/api/v3/auth/login/socialite/qq' : '/api/v3/auth/login/wechat/oauth'}?${new URLSearchParams(
      {
        s_url: sUrl,
        f_url: sUrl,
        action: 'bind',
      }
    )}`
  const codeFrom = (location) => /[?&]login_code=([A-Za-z0-9]{32})&action=bind$/.exec(location)[1]

  it('learner 5 (13200132000) has QQ and WeChat bound and can unbind them', async () => {
    const token = await s.tokenFor({ mobile: SOCIAL_LEARNER })
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(member.id, 5)
    assert.equal(member.nick_name, '学员小陈')
    assert.equal(member.is_bind_qq, 1)
    assert.equal(member.is_bind_wechat, 1)
    assert.equal(member.is_set_nickname, 1)
    assert.deepEqual(await s.call('DELETE', '/api/v2/member/socialite/qq', { token }), {
      code: 0,
      message: '',
      data: [],
    })
    const after = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(after.is_bind_qq, 0)
    assert.equal(after.is_bind_wechat, 1)
    assert.deepEqual((await s.ok(s.get('/__demo/member?user=5'))).socialites, [
      { app: 'wechat', app_user_id: 'demo-wechat-openid-learner-5' },
    ])
    assert.equal((await s.call('DELETE', '/api/v2/member/socialite/weibo', { token })).message, '参数错误')
    assert.equal((await s.call('DELETE', '/api/v2/member/socialite/qq')).code, 401)
    await s.ok(s.post('/__demo/reset'))
    assert.equal(
      (await s.ok(s.get('/api/v2/member/detail', { token: await s.tokenFor({ id: 5 }) }))).is_bind_qq,
      1
    )
  })

  it('a bind redirect returns to s_url (hash route) with login_code and action=bind; the code binds once', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const res = await s.request('GET', bindRedirect('qq', 'http://127.0.0.1:10086/#/member/profile'))
    assert.equal(res.status, 302)
    assert.match(
      res.headers.location,
      /^http:\/\/127\.0\.0\.1:10086\/#\/member\/profile\?login_code=[A-Za-z0-9]{32}&action=bind$/
    )
    const code = codeFrom(res.headers.location)
    assert.deepEqual(await s.post('/api/v3/member/socialite/bindWithCode', { code }, { token }), {
      code: 0,
      message: '',
      data: [],
    })
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).is_bind_qq, 1)
    assert.equal(
      (await s.post('/api/v3/member/socialite/bindWithCode', { code }, { token })).message,
      '已过期'
    )
    assert.equal(
      (await s.post('/api/v3/member/socialite/bindWithCode', {}, { token })).message,
      '缺少参数 code'
    )
  })

  it('refuses a second account of the same app, and an account bound to someone else', async () => {
    const token = await s.tokenFor({ mobile: SOCIAL_LEARNER })
    const res = await s.request('GET', bindRedirect('wechat', 'http://h/#/member/profile'))
    assert.equal(
      (
        await s.post(
          '/api/v3/member/socialite/bindWithCode',
          { code: codeFrom(res.headers.location) },
          { token }
        )
      ).message,
      '您已经绑定了该渠道的账号'
    )
    // Learner 1's QQ login account, once bound to learner 1, cannot be bound by learner 2.
    const login = await s.request(
      'GET',
      `/api/v3/auth/login/socialite/qq?${new URLSearchParams({ s_url: 'http://h/#/', f_url: 'http://h/#/', action: 'login' })}`
    )
    const loginCode = /login_code=([A-Za-z0-9]{32})/.exec(login.headers.location)[1]
    await s.ok(s.post('/api/v3/auth/login/code', { code: loginCode }))
    const again = await s.request(
      'GET',
      `/api/v3/auth/login/socialite/qq?${new URLSearchParams({ s_url: 'http://h/#/', f_url: 'http://h/#/', action: 'login' })}`
    )
    const profileCode = /login_code=([A-Za-z0-9]{32})/.exec(again.headers.location)[1]
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.equal(
      (await s.post('/api/v3/member/socialite/bindWithCode', { code: profileCode }, { token: other }))
        .message,
      '该账号已绑定其它用户'
    )
  })

  it('the SMS scenes mobile_bind and password_reset are sent to any number', async () => {
    for (const scene of ['mobile_bind', 'password_reset']) {
      assert.match(await s.sendSms('13100131009', scene), /^\d{6}$/)
    }
  })
})
