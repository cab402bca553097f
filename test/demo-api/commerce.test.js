'use strict'

// Member and commerce in the demo API (contract §6): VIP plans, gateways, promo codes, orders, my orders, order
// status, hand pay and the fake cashier. Real HTTP against a server on an ephemeral port.
// Run: node --test test/demo-api/

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { useServer } = require('./testing')
const { parseChinaDateTime } = require('./lib/china-time')

const LEARNER = '13800138000'
const OTHER_LEARNER = '13900139000'
const APP = 'http://127.0.0.1:10086'

describe('VIP plans and gateways', () => {
  const s = useServer()

  it('lists 3 plans with desc_rows, and one by id', async () => {
    const roles = await s.ok(s.get('/api/v2/roles'))
    assert.deepEqual(
      roles.map((r) => [r.id, r.name, r.charge, r.expire_days]),
      [
        [1, '月度会员', 30, 30],
        [2, '季度会员', 80, 90],
        [3, '年度会员', 298, 365],
      ]
    )
    for (const role of roles) {
      assert.deepEqual(Object.keys(role).sort(), ['charge', 'desc_rows', 'expire_days', 'id', 'name'])
      assert.ok(role.desc_rows.length >= 2 && role.desc_rows.length <= 4)
      assert.ok(role.desc_rows.every((row) => typeof row === 'string' && row))
    }
    assert.deepEqual(await s.ok(s.get('/api/v2/role/2')), roles[1])
    assert.deepEqual(await s.get('/api/v2/role/99'), { code: 404, message: '资源不存在', data: [] })
    assert.equal((await s.get('/api/v2/role/abc')).code, 404)
  })

  it('offers gateways by scene, with icons the server serves', async () => {
    const signs = async (scene) =>
      (await s.ok(s.get(`/api/v2/order/payments?scene=${scene}`))).map((p) => p.sign)
    assert.deepEqual(await signs('h5'), ['alipay', 'handPay'])
    assert.deepEqual(await signs('wechat'), ['wechat-jsapi', 'handPay'])
    assert.deepEqual(await signs('pc'), ['alipay', 'wechat', 'handPay'])
    assert.deepEqual(await signs('app'), [])
    assert.deepEqual(await s.ok(s.get('/api/v2/order/payments')), [])

    const h5 = await s.ok(s.get('/api/v2/order/payments?scene=h5'))
    assert.deepEqual(h5[0], { sign: 'alipay', name: '支付宝', icon: `${s.url}/__demo/img/pay-alipay.svg` })
    assert.equal(h5[1].name, '手动打款')
    const wechat = await s.ok(s.get('/api/v2/order/payments?scene=wechat'))
    assert.equal(wechat[0].name, '微信支付')
    for (const payment of [...h5, ...wechat]) {
      const icon = await s.request('GET', payment.icon)
      assert.equal(icon.status, 200)
      assert.match(icon.headers['content-type'], /image\/svg\+xml/)
      assert.equal(icon.headers['access-control-allow-origin'], '*')
    }
  })

  it('the payments switch: handPay only, online only, none (also from DEMO_PAYMENTS)', async () => {
    const signs = async (scene) =>
      (await s.ok(s.get(`/api/v2/order/payments?scene=${scene}`))).map((p) => p.sign)
    await s.ok(s.post('/__demo/switches', { payments: 'handPay' }))
    assert.deepEqual(await signs('h5'), ['handPay'])
    assert.deepEqual(await signs('wechat'), ['handPay'])
    await s.ok(s.post('/__demo/switches', { payments: 'online' }))
    assert.deepEqual(await signs('h5'), ['alipay'])
    assert.deepEqual(await signs('pc'), ['alipay', 'wechat'])
    await s.ok(s.post('/__demo/switches', { payments: 'none' }))
    assert.deepEqual(await signs('h5'), [])
    assert.equal((await s.post('/__demo/switches', { payments: 'some' })).code, 1)
    await s.ok(s.post('/__demo/reset'))
    assert.deepEqual(await signs('h5'), ['alipay', 'handPay'])

    const { switchesFromEnv, mergeSwitches, DEFAULT_SWITCHES } = require('./switches')
    assert.deepEqual(switchesFromEnv({ DEMO_PAYMENTS: 'handpay' }), { payments: 'handpay' })
    assert.equal(mergeSwitches(DEFAULT_SWITCHES, { payments: 'handpay' }).payments, 'handPay')
    assert.equal(DEFAULT_SWITCHES.payments, 'all')
  })
})

describe('promo codes', () => {
  const s = useServer()
  const check = async (token, code) =>
    s.ok(s.get(`/api/v2/promoCode/${encodeURIComponent(code)}/check`, { token }))

  it('checks the seeded codes', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const demo = await check(token, 'DEMO10')
    assert.equal(demo.can_use, 1)
    assert.deepEqual(Object.keys(demo.promo_code).sort(), [
      'code',
      'expired_at',
      'id',
      'invite_user_reward',
      'invited_user_reward',
    ])
    assert.equal(demo.promo_code.invited_user_reward, 10)
    assert.match(demo.promo_code.expired_at, /Z$/)
    assert.equal((await check(token, 'HALF')).promo_code.invited_user_reward, 15)
    assert.equal((await check(token, 'BIG999')).promo_code.invited_user_reward, 999)
    assert.equal((await check(token, 'demo10')).can_use, 1, 'case-insensitive')
    const expired = await check(token, 'EXPIRED')
    assert.equal(expired.can_use, 0)
    assert.equal(expired.promo_code.code, 'EXPIRED')
  })

  it('answers unknown codes (spaces, emoji, slashes) with can_use 0 and promo_code []', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    for (const code of ['NOPE', 'DEMO 10', '优惠 😀', 'a/b', '<script>', '%']) {
      assert.deepEqual(await check(token, code), { can_use: 0, promo_code: [] }, code)
    }
    assert.equal((await s.get('/api/v2/promoCode/DEMO10/check')).code, 401)
  })

  it('a code is used up for a learner once an order with it is paid', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 6, promo_code: 'HALF' }, { token }))
    assert.equal(order.status_text, '已支付')
    assert.equal((await check(token, 'HALF')).can_use, 0)
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.equal((await check(other, 'HALF')).can_use, 1)
  })
})

describe('orders', () => {
  const s = useServer()
  const isBuy = async (token, id) => (await s.ok(s.get(`/api/v2/course/${id}`, { token }))).isBuy

  it('creates an unpaid course order in the §6.1 shape', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const before = Date.now()
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 9 }, { token }))
    assert.deepEqual(Object.keys(order).sort(), [
      'charge',
      'continue_pay',
      'created_at',
      'goods',
      'id',
      'order_id',
      'payment_method',
      'payment_text',
      'status_text',
      'user_id',
    ])
    assert.equal(order.user_id, 1)
    assert.equal(order.charge, 99)
    assert.equal(order.status_text, '未支付')
    assert.equal(order.payment_text, '')
    assert.equal(order.continue_pay, true)
    assert.match(order.order_id, /^1\d{6}[1-9]\d$/)
    const beijing = new Date(before + 8 * 3600 * 1000)
    const hh = String(beijing.getUTCHours()).padStart(2, '0')
    assert.ok(order.order_id.startsWith(`1${hh}`), 'user id + HHMMSS (Asia/Shanghai)')
    assert.match(order.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    assert.equal(order.goods.length, 1)
    const [goods] = order.goods
    assert.equal(goods.goods_id, 9)
    assert.equal(goods.goods_type, 'vod')
    assert.equal(goods.goods_text, '录播课程')
    assert.equal(goods.goods_name, '考勤与休假制度')
    assert.equal(goods.goods_thumb, `${s.url}/__demo/img/course-9.svg`)
    assert.equal(goods.goods_charge, 99)
    assert.equal(goods.charge, 99)
    assert.equal(goods.num, 1)
    assert.equal(await isBuy(token, 9), false)
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${order.order_id}`, { token })), {
      status: 1,
    })
  })

  it('refuses free, bought and unknown courses', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const post = (body) => s.post('/api/v2/order/course', body, { token })
    assert.deepEqual(await post({ course_id: 1 }), { code: 1, message: '当前课程无法购买', data: [] })
    assert.deepEqual(await post({ course_id: 2 }), { code: 1, message: '请勿重复购买', data: [] })
    assert.deepEqual(await post({ course_id: 999 }), { code: 404, message: '资源不存在', data: [] })
    assert.equal((await post({})).code, 404)
    assert.equal((await s.post('/api/v2/order/course', { course_id: 9 })).code, 401)
  })

  it('a promo code lowers what is due; one that covers the price pays at once and opens the course', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const partial = await s.ok(
      s.post('/api/v2/order/course', { course_id: 6, promo_code: 'DEMO10' }, { token })
    )
    assert.equal(partial.status_text, '未支付')
    assert.equal(partial.charge, 12.5, 'charge is the full price, as upstream')
    const [mine] = await s.ok(s.get('/__demo/orders?user=1'))
    assert.equal(mine.order_id, partial.order_id)
    assert.equal(mine.amount_due, 2.5)
    assert.equal(mine.promo_code, 'DEMO10')

    const expired = await s.ok(
      s.post('/api/v2/order/course', { course_id: 10, promo_code: 'EXPIRED' }, { token })
    )
    assert.equal(expired.status_text, '未支付')
    assert.equal((await s.ok(s.get('/__demo/orders?user=1')))[0].amount_due, 199)

    assert.equal(await isBuy(token, 3), false)
    const covered = await s.ok(
      s.post('/api/v2/order/course', { course_id: 3, promo_code: 'BIG999' }, { token })
    )
    assert.equal(covered.status_text, '已支付')
    assert.equal(covered.continue_pay, false)
    assert.equal(await isBuy(token, 3), true)
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${covered.order_id}`, { token })), {
      status: 9,
    })
    const subscribed = await s.ok(s.get('/api/v3/member/courses?page=1&size=10', { token }))
    assert.ok(subscribed.data.some((item) => item.course_id === 3))
    assert.deepEqual(await s.post('/api/v2/order/course', { course_id: 3 }, { token }), {
      code: 1,
      message: '请勿重复购买',
      data: [],
    })
  })

  it('VIP orders need agree=1; a paid plan makes the learner a VIP, the same plan extends it', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.deepEqual(await s.post('/api/v2/order/role', { role_id: 1 }, { token }), {
      code: 1,
      message: '请同意协议',
      data: [],
    })
    assert.equal(
      (await s.post('/api/v2/order/role', { role_id: 1, agree: 0 }, { token })).message,
      '请同意协议'
    )
    assert.equal((await s.post('/api/v2/order/role', { role_id: 9, agree: 1 }, { token })).code, 404)

    const order = await s.ok(s.post('/api/v2/order/role', { role_id: 1, agree: 1 }, { token }))
    assert.equal(order.status_text, '未支付')
    assert.equal(order.charge, 30)
    assert.deepEqual(
      [
        order.goods[0].goods_type,
        order.goods[0].goods_name,
        order.goods[0].goods_text,
        order.goods[0].goods_thumb,
      ],
      ['role', '月度会员', 'VIP会员', '']
    )
    assert.equal(await isBuy(token, 3), false)
    await s.ok(s.post('/__demo/pay', { order_id: order.order_id }))
    const vip = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.deepEqual(vip.role, {
      id: 1,
      name: '月度会员',
      desc_rows: ['全部付费课程免费学', '会员专属标识', '有效期 30 天'],
    })
    assert.equal(vip.role_id, 1)
    const expiry = parseChinaDateTime(vip.role_expired_at) // zone-less China time, as MeEdu's
    assert.ok(Math.abs(expiry - (Date.now() + 30 * 86400000)) < 60000)
    assert.equal(await isBuy(token, 3), true, 'a VIP sees every course')

    // 购买后将会有效期顺延: the same plan again, covered by a promo code, adds 30 days to the expiry.
    const again = await s.ok(
      s.post('/api/v2/order/role', { role_id: 1, agree: '1', promo_code: 'BIG999' }, { token })
    )
    assert.equal(again.status_text, '已支付')
    const extended = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(parseChinaDateTime(extended.role_expired_at), expiry + 30 * 86400000)

    // Another plan starts from now.
    const year = await s.ok(s.post('/api/v2/order/role', { role_id: 3, agree: 1 }, { token }))
    await s.ok(s.post('/__demo/pay', { order_id: year.order_id }))
    const yearly = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.deepEqual([yearly.role.id, yearly.role.name], [3, '年度会员'])
    assert.ok(Math.abs(parseChinaDateTime(yearly.role_expired_at) - (Date.now() + 365 * 86400000)) < 60000)
  })

  it('order status: 参数错误 without order_id, 404 for an unknown or foreign order', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.deepEqual(await s.get('/api/v2/order/status', { token }), {
      code: 1,
      message: '参数错误',
      data: [],
    })
    assert.equal((await s.get('/api/v2/order/status?order_id=nope', { token })).code, 404)
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 9 }, { token }))
    assert.equal((await s.get(`/api/v2/order/status?order_id=${order.order_id}`, { token: other })).code, 404)
  })
})

describe('my orders', () => {
  const s = useServer()

  it('learner 1 has 14 orders over 2 pages (shape A), newest first, every status and payment', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const first = await s.ok(s.get('/api/v2/member/orders?page=1', { token }))
    for (const key of ['current_page', 'data', 'last_page', 'per_page', 'total', 'next_page_url', 'links']) {
      assert.ok(key in first, key)
    }
    assert.equal(first.total, 14)
    assert.equal(first.per_page, 10)
    assert.equal(first.last_page, 2)
    assert.equal(first.data.length, 10)
    const second = await s.ok(s.get('/api/v2/member/orders?page=2&page_size=10', { token }))
    assert.equal(second.data.length, 4)
    const all = [...first.data, ...second.data]
    const times = all.map((o) => Date.parse(o.created_at))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a)
    )
    assert.deepEqual(
      new Set(all.map((o) => o.status_text)),
      new Set(['未支付', '支付中', '已支付', '已取消'])
    )
    assert.deepEqual(new Set(all.map((o) => o.goods[0].goods_type)), new Set(['vod', 'role']))
    assert.deepEqual(new Set(all.map((o) => o.payment_text)), new Set(['', '支付宝', '微信支付', '手动打款']))
    assert.equal(new Set(all.map((o) => o.order_id)).size, 14)
    for (const order of all) {
      assert.match(order.order_id, /^1\d{6}[1-9]\d$/)
      assert.equal(order.user_id, 1)
    }
    const paidCourses = all.filter((o) => o.status_text === '已支付' && o.goods[0].goods_type === 'vod')
    assert.deepEqual(paidCourses.map((o) => o.goods[0].goods_id).sort(), [2, 4])

    const small = await s.ok(s.get('/api/v2/member/orders?page=3&page_size=5', { token }))
    assert.equal(small.data.length, 4)
    assert.equal(small.last_page, 3)
  })

  it('the seeded orders change nothing else: learner 1 is no VIP and has bought only 2 and 4', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(member.role, null)
    for (const [id, bought] of [
      [2, true],
      [3, false],
      [4, true],
      [6, false],
      [9, false],
      [10, false],
    ]) {
      assert.equal((await s.ok(s.get(`/api/v2/course/${id}`, { token }))).isBuy, bought, `course ${id}`)
    }
  })

  it('learner 2 has none; a new order comes first', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    const empty = await s.ok(s.get('/api/v2/member/orders', { token }))
    assert.equal(empty.total, 0)
    assert.deepEqual(empty.data, [])
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 3 }, { token }))
    const list = await s.ok(s.get('/api/v2/member/orders', { token }))
    assert.equal(list.total, 1)
    assert.equal(list.data[0].order_id, order.order_id)
    assert.equal((await s.get('/api/v2/member/orders')).code, 401)
  })
})

describe('hand pay', () => {
  const s = useServer()

  it('switches an unpaid order to hand pay and returns instructions with hostile bits', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 9 }, { token }))
    const { text } = await s.ok(s.post('/api/v3/order/pay/handPay', { order_id: order.order_id }, { token }))
    assert.ok(text.includes(order.order_id))
    assert.ok(text.includes('备注'))
    for (const part of ['<table', '<img src="http', '<script>', 'onclick=', 'javascript:']) {
      assert.ok(text.includes(part), part)
    }
    const [mine] = await s.ok(s.get('/__demo/orders?user=1'))
    assert.equal(mine.payment_text, '手动打款')
    assert.equal(mine.status_text, '未支付')
    assert.equal(mine.payment, 'handPay')
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${order.order_id}`, { token })), {
      status: 1,
    })

    const general = await s.ok(s.get('/api/v2/order/pay/handPay', { token }))
    assert.ok(general.text.includes('<table'))
  })

  it('refuses unknown, foreign, paid and missing orders', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 9 }, { token }))
    const post = (body, t) => s.post('/api/v3/order/pay/handPay', body, { token: t })
    assert.equal((await post({ order_id: 'nope' }, token)).code, 404)
    assert.equal((await post({ order_id: order.order_id }, other)).code, 404)
    assert.deepEqual(await post({}, token), { code: 1, message: '参数错误', data: [] })
    await s.ok(s.post('/__demo/pay', { order_id: order.order_id }))
    assert.deepEqual(await post({ order_id: order.order_id }, token), {
      code: 1,
      message: '订单已支付',
      data: [],
    })
    assert.equal((await s.post('/api/v3/order/pay/handPay', { order_id: order.order_id })).code, 401)
  })
})

describe('pay redirect and the fake cashier', () => {
  const s = useServer()
  const redirectUrl = (params) => `/api/v2/order/pay/redirect?${new URLSearchParams(params)}`
  const payParams = (token, orderId, extra = {}) => ({
    order_id: orderId,
    payment_scene: 'h5',
    scene: 'h5',
    payment: 'alipay',
    token,
    s_url: `${APP}/#/order/success`,
    f_url: `${APP}/`,
    ...extra,
  })
  const href = (page, id) => new RegExp(`id="${id}" href="([^"]+)"`).exec(page.text)[1].replace(/&amp;/g, '&')

  it('hands over to the cashier; 确认支付 pays, opens the course and returns to s_url verbatim', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 9 }, { token }))
    const res = await s.request('GET', redirectUrl(payParams(token, order.order_id)))
    assert.equal(res.status, 302)
    assert.match(res.headers.location, new RegExp(`^${s.url}/__demo/cashier\\?ticket=[A-Za-z0-9]{32}$`))
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${order.order_id}`, { token })), {
      status: 5,
    })

    const page = await s.request('GET', res.headers.location)
    assert.equal(page.status, 200)
    assert.match(page.headers['content-type'], /text\/html/)
    for (const part of [
      '考勤与休假制度',
      '￥99',
      '支付宝',
      order.order_id,
      '确认支付',
      '取消支付',
      'width=device-width',
    ]) {
      assert.ok(page.text.includes(part), part)
    }
    const paid = await s.request('GET', href(page, 'pay'))
    assert.equal(paid.status, 302)
    assert.equal(paid.headers.location, `${APP}/#/order/success`)
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${order.order_id}`, { token })), {
      status: 9,
    })
    assert.equal((await s.ok(s.get('/api/v2/course/9', { token }))).isBuy, true)
    const [mine] = await s.ok(s.get('/__demo/orders?user=1'))
    assert.equal(mine.status_text, '已支付')
    assert.equal(mine.payment_text, '支付宝')
    assert.equal(mine.payment_method, 'wap')

    // A second tap still lands on s_url; a new hand-over is refused.
    assert.equal((await s.request('GET', href(page, 'pay'))).headers.location, `${APP}/#/order/success`)
    const again = await s.request('GET', redirectUrl(payParams(token, order.order_id)))
    assert.equal(again.status, 400)
    assert.ok(again.text.includes('订单已支付'))
  })

  it('shows what is due after a promo code; 取消支付 returns to f_url and leaves the order 支付中', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const order = await s.ok(
      s.post('/api/v2/order/course', { course_id: 6, promo_code: 'DEMO10' }, { token })
    )
    const params = payParams(token, order.order_id, {
      scene: 'wechat',
      payment_scene: 'wechat',
      payment: 'wechat-jsapi',
      f_url: `${APP}/#/order?goods_id=6&goods_type=vod`,
    })
    const res = await s.request('GET', redirectUrl(params))
    const page = await s.request('GET', res.headers.location)
    assert.ok(page.text.includes('￥2.5'))
    assert.ok(page.text.includes('微信支付'))
    const cancelled = await s.request('GET', href(page, 'cancel'))
    assert.equal(cancelled.status, 302)
    assert.equal(cancelled.headers.location, `${APP}/#/order?goods_id=6&goods_type=vod`)
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${order.order_id}`, { token })), {
      status: 5,
    })
    assert.equal((await s.ok(s.get('/api/v2/course/6', { token }))).isBuy, false)
  })

  it('a VIP plan paid at the cashier makes the learner a VIP', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    const order = await s.ok(s.post('/api/v2/order/role', { role_id: 2, agree: 1 }, { token }))
    const res = await s.request('GET', redirectUrl(payParams(token, order.order_id)))
    const page = await s.request('GET', res.headers.location)
    assert.ok(page.text.includes('季度会员'))
    await s.request('GET', href(page, 'pay'))
    const { role } = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.deepEqual([role.id, role.name], [2, '季度会员'])
  })

  it('answers bad hand-overs with an HTML page, never an open redirect', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 9 }, { token }))
    const cases = [
      [{ token: '' }, 401, '重新登录'],
      [{ token: 'bad' }, 401, '重新登录'],
      [{ token: other }, 404, '订单不存在'],
      [{ order_id: 'nope' }, 404, '订单不存在'],
      [{ s_url: 'javascript:alert(1)' }, 400, 's_url'],
      [{ f_url: 'javascript:alert(1)//http://x' }, 400, 's_url'],
      [{ s_url: '/#/order/success' }, 400, 's_url'],
      [{ payment: 'handPay' }, 400, '支付方式不可用'],
      [{ payment: 'wechat-jsapi' }, 400, '支付方式不可用'],
      [{ payment_scene: 'app', scene: 'app' }, 400, '支付场景'],
    ]
    for (const [extra, status, text] of cases) {
      const res = await s.request('GET', redirectUrl(payParams(token, order.order_id, extra)))
      assert.equal(res.status, status, JSON.stringify(extra))
      assert.match(res.headers['content-type'], /text\/html/)
      assert.ok(res.text.includes(text), `${JSON.stringify(extra)}: ${res.text}`)
      assert.equal(res.headers.location, undefined)
    }
    await s.ok(s.post('/__demo/switches', { payments: 'handPay' }))
    assert.equal((await s.request('GET', redirectUrl(payParams(token, order.order_id)))).status, 400)

    const unknown = await s.request('GET', '/__demo/cashier?ticket=nope')
    assert.equal(unknown.status, 404)
    assert.equal((await s.request('GET', '/__demo/cashier/pay?ticket=nope')).status, 404)
    assert.equal((await s.request('GET', '/__demo/cashier/cancel')).status, 404)
  })

  it('/__demo/pay pays an order; unknown ids are code 1', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 10 }, { token }))
    const paid = await s.ok(s.post('/__demo/pay', { order_id: order.order_id }))
    assert.equal(paid.status_text, '已支付')
    assert.equal((await s.ok(s.get('/api/v2/course/10', { token }))).isBuy, true)
    assert.equal((await s.post('/__demo/pay', { order_id: 'nope' })).code, 1)
    assert.equal((await s.post('/__demo/pay', {})).code, 1)
  })
})
