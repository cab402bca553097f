'use strict'

// Member and commerce in the demo API (contract §6): VIP plans, gateways, promo codes, orders, my orders, order
// status, hand pay and the fake cashier. Real HTTP against a server on an ephemeral port.
// Run: node --test test/demo-api/

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { assertOffRelativeTimeChanges, useServer } = require('./testing')
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

  it('creates an unpaid course order: the answer of sample 30b (no goods, no payment_method), goods in the list', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const before = Date.now()
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 9 }, { token }))
    assert.deepEqual(Object.keys(order), [
      'user_id',
      'charge',
      'order_id',
      'created_at',
      'id',
      'status_text',
      'payment_text',
      'continue_pay',
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

    const { data } = await s.ok(s.get('/api/v2/member/orders', { token }))
    const listed = data.find((o) => o.order_id === order.order_id)
    assert.equal(listed.payment_method, '')
    assert.equal(listed.goods.length, 1)
    const [goods] = listed.goods
    assert.deepEqual(Object.keys(goods), [
      'goods_id',
      'goods_type',
      'goods_name',
      'goods_thumb',
      'goods_charge',
      'goods_ori_charge',
      'num',
      'charge',
      'goods_text',
    ])
    assert.equal(goods.goods_id, 9)
    assert.equal(goods.goods_type, 'vod')
    assert.equal(goods.goods_text, '录播课程')
    assert.equal(goods.goods_name, '考勤与休假制度')
    assert.equal(goods.goods_thumb, `${s.url}/__demo/img/course-9.svg`)
    assert.equal(goods.goods_charge, 99)
    assert.equal(goods.charge, 99)
    assert.equal(goods.num, 1)
    assert.equal('refund_amount' in listed, false, 'v4.9.30 only')
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
    assert.equal('goods' in order, false, 'sample 30b')
    const [mine] = await s.ok(s.get('/__demo/orders?user=2'))
    assert.deepEqual(
      [
        mine.goods[0].goods_type,
        mine.goods[0].goods_name,
        mine.goods[0].goods_text,
        mine.goods[0].goods_thumb,
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
    // 我的订单 shows N小时前 / N天前: none of them changes its words during a test.
    assertOffRelativeTimeChanges(
      all.map((o) => o.created_at),
      'learner 1'
    )
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

  it('moves an unpaid order to 支付中 with payment handPay (samples 30e, 30f, 30h) and returns instructions with hostile bits', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 9 }, { token }))
    const { text } = await s.ok(s.post('/api/v3/order/pay/handPay', { order_id: order.order_id }, { token }))
    assert.ok(text.includes(order.order_id))
    assert.ok(text.includes('备注'))
    for (const part of ['<table', '<img src="http', '<script>', 'onclick=', 'javascript:']) {
      assert.ok(text.includes(part), part)
    }
    const [mine] = await s.ok(s.get('/__demo/orders?user=1'))
    assert.equal(mine.status_text, '支付中')
    assert.equal(mine.payment, 'handPay')
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${order.order_id}`, { token })), {
      status: 5,
    })
    // 我的订单 as sample 30h: 支付中, handPay, 手动打款, continue_pay.
    const [listed] = (await s.ok(s.get('/api/v2/member/orders', { token }))).data
    assert.equal(listed.order_id, order.order_id)
    assert.deepEqual(
      [listed.status_text, listed.payment_method, listed.payment_text, listed.continue_pay],
      ['支付中', 'handPay', '手动打款', true]
    )

    // Asked again (查看收款信息): the same instructions, the order as it was.
    const again = await s.ok(s.post('/api/v3/order/pay/handPay', { order_id: order.order_id }, { token }))
    assert.equal(again.text, text)
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${order.order_id}`, { token })), {
      status: 5,
    })

    const general = await s.ok(s.get('/api/v2/order/pay/handPay', { token }))
    assert.ok(general.text.includes('<table'))
  })

  it('an order that has a payment already is left as it is; one without that is not 未支付 is refused', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const post = (orderId) => s.post('/api/v3/order/pay/handPay', { order_id: orderId }, { token })
    const seeded = await s.ok(s.get('/__demo/orders?user=1'))
    // 支付中 at 支付宝 and 已支付 with 支付宝: upstream changes nothing and answers the instructions.
    for (const [status, payment] of [
      ['支付中', 'alipay'],
      ['已支付', 'alipay'],
    ]) {
      const order = seeded.find((o) => o.status_text === status && o.payment === payment)
      const answer = await post(order.order_id)
      assert.equal(answer.code, 0, `${status} ${payment}`)
      const [after] = (await s.ok(s.get('/__demo/orders?user=1'))).filter(
        (o) => o.order_id === order.order_id
      )
      assert.deepEqual([after.status_text, after.payment], [status, payment])
    }
    // Cancelled before any payment was chosen (the seeded course 3): upstream's English refusal.
    const cancelled = seeded.find((o) => o.status_text === '已取消' && o.payment === '')
    assert.deepEqual(await post(cancelled.order_id), { code: 1, message: 'order status error', data: [] })
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
    // Paid without a payment chosen (as a covering promo code pays): upstream's English refusal (the app says it
    // in Chinese itself).
    assert.deepEqual(await post({ order_id: order.order_id }, token), {
      code: 1,
      message: 'order status error',
      data: [],
    })
    const covered = await s.ok(
      s.post('/api/v2/order/course', { course_id: 10, promo_code: 'BIG999' }, { token })
    )
    assert.equal(covered.status_text, '已支付')
    assert.equal((await post({ order_id: covered.order_id }, token)).message, 'order status error')
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

    // A second tap still lands on s_url; a new hand-over is refused (upstream's envelope, shown by the browser).
    assert.equal((await s.request('GET', href(page, 'pay'))).headers.location, `${APP}/#/order/success`)
    const again = await s.request('GET', redirectUrl(payParams(token, order.order_id)))
    assert.equal(again.status, 200)
    assert.deepEqual(again.json, { code: 1, message: '订单状态错误', data: [] })
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
    // 支付中 now: the pay redirect takes only 未支付 orders (meedu-api.md §6.2), with any gateway.
    for (const payment of ['wechat-jsapi', 'alipay']) {
      const scene = payment === 'alipay' ? 'h5' : 'wechat'
      const again = await s.request('GET', redirectUrl({ ...params, payment, scene, payment_scene: scene }))
      assert.equal(again.status, 200)
      assert.deepEqual(again.json, { code: 1, message: '订单状态错误', data: [] }, payment)
    }
  })

  it('the pay redirect refuses an order hand pay moved to 支付中, and the seeded 支付中 and cancelled ones', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 9 }, { token }))
    await s.ok(s.post('/api/v3/order/pay/handPay', { order_id: order.order_id }, { token }))
    const seeded = await s.ok(s.get('/__demo/orders?user=1'))
    const refused = [
      order.order_id,
      ...seeded.filter((o) => ['支付中', '已取消'].includes(o.status_text)).map((o) => o.order_id),
    ]
    for (const orderId of refused) {
      const res = await s.request('GET', redirectUrl(payParams(token, orderId)))
      assert.deepEqual(res.json, { code: 1, message: '订单状态错误', data: [] }, orderId)
      assert.equal(res.headers.location, undefined)
    }
    const [mine] = (await s.ok(s.get('/__demo/orders?user=1'))).filter((o) => o.order_id === order.order_id)
    assert.deepEqual([mine.status_text, mine.payment], ['支付中', 'handPay'], 'unchanged')
    // The seeded 未支付 order (no payment yet) is handed over.
    const unpaid = seeded.find((o) => o.status_text === '未支付')
    assert.equal((await s.request('GET', redirectUrl(payParams(token, unpaid.order_id)))).status, 302)
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

  it('refuses bad hand-overs with an envelope (as upstream), never an open redirect', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    const order = await s.ok(s.post('/api/v2/order/course', { course_id: 9 }, { token }))
    const urls = '参数错误：s_url 和 f_url 必须是 http(s) 地址'
    const cases = [
      [{ token: '' }, 401, '请登录'],
      [{ token: 'bad' }, 401, '请登录'],
      [{ token: other }, 404, '资源不存在'],
      [{ order_id: 'nope' }, 404, '资源不存在'],
      [{ s_url: 'javascript:alert(1)' }, 1, urls],
      [{ f_url: 'javascript:alert(1)//http://x' }, 1, urls],
      [{ s_url: '/#/order/success' }, 1, urls],
      // A gateway the scene does not offer: 错误 (sample 30g), checked before the order.
      [{ payment: 'handPay' }, 1, '错误'],
      [{ payment: 'wechat-jsapi' }, 1, '错误'],
      [{ payment: 'wechat-jsapi', order_id: 'nope' }, 1, '错误'],
      [{ payment_scene: 'app', scene: 'app' }, 1, '错误'],
    ]
    for (const [extra, code, message] of cases) {
      const res = await s.request('GET', redirectUrl(payParams(token, order.order_id, extra)))
      assert.equal(res.status, 200, JSON.stringify(extra))
      assert.deepEqual(res.json, { code, message, data: [] }, JSON.stringify(extra))
      assert.equal(res.headers.location, undefined)
    }
    await s.ok(s.post('/__demo/switches', { payments: 'handPay' }))
    assert.equal((await s.request('GET', redirectUrl(payParams(token, order.order_id)))).json.message, '错误')

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

// ---- v4.9.30 (switch meedu '4.9.30') -------------------------------------------------------------------------

const NEW = { meedu: '4.9.30' }
/** A clock the tests move (the demo's `now`). */
function testClock() {
  const clock = { at: Date.parse('2026-12-03T09:09:26Z') }
  clock.now = () => clock.at
  return clock
}

describe('v4.9.30: the routes v4.9.30 removed and added', () => {
  const s = useServer({ switches: NEW })

  it('the v2 order, gateway, pay redirect and hand-pay routes answer 路由不存在, before the login check', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const removed = [
      ['POST', '/api/v2/order/course', { course_id: 2 }],
      ['POST', '/api/v2/order/role', { role_id: 1, agree: 1 }],
      ['GET', '/api/v2/order/payments?scene=h5'],
      ['GET', '/api/v2/order/pay/redirect?order_id=1&payment=alipay&payment_scene=h5&scene=h5'],
      ['GET', '/api/v2/order/pay/handPay'],
      ['POST', '/api/v3/order/pay/handPay', { order_id: '1' }],
      ['POST', '/api/v2/order/pay/wechatScan', { order_id: '1' }],
    ]
    for (const [method, path, json] of removed) {
      for (const t of [undefined, token]) {
        assert.deepEqual(
          await s.call(method, path, { json, token: t }),
          { code: 404, message: '路由不存在', data: [] },
          `${method} ${path} ${t ? 'with' : 'without'} a token`
        )
      }
    }
  })

  it('POST /api/v3/order needs a login; GET on it is 错误 (a route with another method)', async () => {
    assert.deepEqual(await s.post('/api/v3/order', {}), { code: 401, message: '请登录', data: [] })
    assert.deepEqual(await s.get('/api/v3/order'), { code: 1, message: '错误', data: [] })
  })

  it('on 4.9.10 the v3 order and the cashier do not exist', async () => {
    await s.ok(s.post('/__demo/switches', { meedu: '4.9.10' }))
    const token = await s.tokenFor({ mobile: LEARNER })
    const absent = { code: 404, message: '路由不存在', data: [] }
    assert.deepEqual(
      await s.post('/api/v3/order', { goods_type: 'ROLE', goods_id: 1, agree_protocol: 1 }, { token }),
      absent
    )
    assert.deepEqual(await s.post('/api/v3/order', {}), absent)
    assert.deepEqual(await s.get('/api/v3/order'), absent)
    assert.deepEqual((await s.request('GET', '/payment/index?sign=order-x')).json, absent)
  })
})

describe('v4.9.30: POST /api/v3/order', () => {
  const clock = testClock()
  const s = useServer({ switches: NEW, now: clock.now })
  const order = async (token, body) =>
    s.post('/api/v3/order', { promo_code: '', agree_protocol: 1, ...body }, { token })

  it('refuses in upstream order: login, 参数错误, 无法创建订单, 404, the purchase agreement', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    const refused = (code, message) => ({ code, message, data: [] })
    assert.deepEqual(
      await s.post('/api/v3/order', { goods_type: 'ROLE', goods_id: 1 }),
      refused(401, '请登录')
    )
    for (const body of [{}, { goods_type: 'ROLE' }, { goods_id: 1 }, { goods_type: 'ROLE', goods_id: 0 }]) {
      assert.deepEqual(
        await s.post('/api/v3/order', body, { token }),
        refused(1, '参数错误'),
        JSON.stringify(body)
      )
    }
    assert.deepEqual(await order(token, { goods_type: 'ROLE', goods_id: 'abc' }), refused(1, '参数错误'))
    for (const type of ['VOD', 'role', 'course', 'vod', 'PAPER']) {
      assert.deepEqual(
        await order(token, { goods_type: type, goods_id: 2 }),
        refused(1, '无法创建订单'),
        type
      )
    }
    assert.deepEqual(await order(token, { goods_type: 'COURSE', goods_id: 999 }), refused(404, '资源不存在'))
    assert.deepEqual(await order(token, { goods_type: 'ROLE', goods_id: 9 }), refused(404, '资源不存在'))
    // The goods first, then the agreement (a missing course is 404 even without agree_protocol).
    assert.deepEqual(
      await s.post('/api/v3/order', { goods_type: 'COURSE', goods_id: 999 }, { token }),
      refused(404, '资源不存在')
    )
    for (const agree of [undefined, 0, '0', 2, '']) {
      assert.deepEqual(
        await order(token, { goods_type: 'COURSE', goods_id: 2, agree_protocol: agree }),
        refused(1, '请同意付费内容购买协议')
      )
      assert.deepEqual(
        await order(token, { goods_type: 'ROLE', goods_id: 1, agree_protocol: agree }),
        refused(1, '请同意会员服务协议')
      )
    }
    assert.deepEqual(await s.ok(s.get('/__demo/orders?user=2')), [], 'no order was made')
  })

  it('a VIP order: 支付中 at once, order_no YmdHis (China) + 4 digits, pay_url with a 24-character sign', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    const data = await s.ok(order(token, { goods_type: 'ROLE', goods_id: 1, agree_protocol: '1' }))
    assert.deepEqual(Object.keys(data), ['order_no', 'total', 'discount', 'is_paid', 'pay_url', 'sign'])
    // 2026-12-03T09:09:26Z is 17:09:26 in China.
    assert.match(data.order_no, /^20261203170926\d{4}$/)
    assert.equal(data.total, 30)
    assert.equal(data.discount, 0)
    assert.equal(data.is_paid, false)
    assert.match(data.sign, /^order-[A-Za-z0-9]{24}$/)
    assert.equal(data.pay_url, `${s.url}/payment/index?sign=${data.sign}`)
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${data.order_no}`, { token })), {
      status: 5,
    })
    const [mine] = await s.ok(s.get('/__demo/orders?user=2'))
    assert.equal(mine.order_id, data.order_no)
    assert.equal(mine.status, 5)
    assert.equal(mine.pay_sign, data.sign)
    assert.equal(mine.payment_method, '')
    assert.deepEqual(
      [
        mine.goods[0].goods_name,
        mine.goods[0].charge,
        mine.goods[0].goods_charge,
        mine.goods[0].goods_ori_charge,
      ],
      ['月度会员', 30, 0, 0],
      'goods_charge 0: upstream bug (sample 42h)'
    )
    // Not paid: not in 我的订单, and the learner is no VIP.
    assert.equal((await s.ok(s.get('/api/v2/member/orders', { token }))).total, 0)
    assert.equal((await s.ok(s.get('/api/v2/member/detail', { token }))).role, null)

    // Another learner's number: 404 (sample 42m).
    const owner = await s.tokenFor({ mobile: LEARNER })
    assert.equal((await s.get(`/api/v2/order/status?order_id=${data.order_no}`, { token: owner })).code, 404)
  })

  it('promo codes lower total; one that covers it (or a free course) pays at once; unknown ones are ignored', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const partial = await s.ok(order(token, { goods_type: 'COURSE', goods_id: 6, promo_code: 'DEMO10' }))
    assert.deepEqual([partial.total, partial.discount, partial.is_paid], [2.5, 10, false])
    for (const code of ['NOSUCHCODE', 'EXPIRED']) {
      const ignored = await s.ok(order(token, { goods_type: 'COURSE', goods_id: 9, promo_code: code }))
      assert.deepEqual([ignored.total, ignored.discount, ignored.is_paid], [99, 0, false], code)
    }
    const covered = await s.ok(order(token, { goods_type: 'COURSE', goods_id: 3, promo_code: 'big999' }))
    assert.deepEqual(covered, {
      order_no: covered.order_no,
      total: 0,
      discount: 999,
      is_paid: true,
    })
    assert.equal((await s.ok(s.get('/api/v2/course/3', { token }))).isBuy, true)
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${covered.order_no}`, { token })), {
      status: 9,
    })
  })

  it('no duplicate check (an owned course gets a payable order); a free course is a ¥0 paid order, listed', async () => {
    const owner = await s.tokenFor({ mobile: LEARNER })
    const again = await s.ok(order(owner, { goods_type: 'COURSE', goods_id: 2 }))
    assert.deepEqual([again.total, again.is_paid], [99, false])
    assert.ok(again.pay_url)

    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    await s.ok(order(token, { goods_type: 'ROLE', goods_id: 1 }))
    const free = await s.ok(order(token, { goods_type: 'COURSE', goods_id: 1 }))
    assert.deepEqual(free, { order_no: free.order_no, total: 0, discount: 0, is_paid: true })
    const list = await s.ok(s.get('/api/v2/member/orders?page=1&page_size=10', { token }))
    assert.equal(list.total, 1, 'only the paid order (sample 42h)')
    const [paid] = list.data
    assert.equal(paid.order_id, free.order_no)
    assert.deepEqual(
      [
        paid.charge,
        paid.status_text,
        paid.payment_method,
        paid.payment_text,
        paid.continue_pay,
        paid.refund_amount,
      ],
      [0, '已支付', '', '', false, 0]
    )
    assert.deepEqual([paid.goods[0].goods_charge, paid.goods[0].goods_ori_charge], [0, 0])
  })
})

describe('v4.9.30: my orders and refunds', () => {
  const s = useServer({ switches: NEW })

  it('learner 1 sees the 4 paid orders of the seed; the 年度会员 one was refunded ￥100', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const list = await s.ok(s.get('/api/v2/member/orders', { token }))
    assert.equal(list.total, 4)
    assert.ok(list.data.every((o) => o.status_text === '已支付' && o.continue_pay === false))
    assert.deepEqual(
      list.data.map((o) => [o.goods[0].goods_name, o.refund_amount]),
      [
        ['信息安全意识（必修）', 0],
        ['员工手册解读', 0],
        ['月度会员', 0],
        ['年度会员', 100],
      ]
    )
    for (const o of list.data) assert.equal(typeof o.refund_amount, 'number')
  })

  it('POST /__demo/refund records a refund of a paid order (never more than was paid)', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const paid = (await s.ok(s.get('/api/v2/member/orders', { token }))).data[0]
    const refunded = await s.ok(s.post('/__demo/refund', { order_id: paid.order_id, amount: 10.5 }))
    assert.equal(refunded.refund_amount, 10.5)
    await s.ok(s.post('/__demo/refund', { order_id: paid.order_id, amount: '0.5' }))
    const listed = (await s.ok(s.get('/api/v2/member/orders', { token }))).data[0]
    assert.equal(listed.refund_amount, 11)
    assert.equal(listed.status_text, '已支付', 'a refunded order stays paid')
    assert.equal((await s.post('/__demo/refund', { order_id: paid.order_id, amount: 49 })).code, 1)
    assert.equal((await s.post('/__demo/refund', { order_id: paid.order_id, amount: 0 })).code, 1)
    assert.equal((await s.post('/__demo/refund', { order_id: 'nope', amount: 1 })).code, 1)
    const unpaid = (await s.ok(s.get('/__demo/orders?user=1'))).find((o) => o.status === 1)
    assert.equal((await s.post('/__demo/refund', { order_id: unpaid.order_id, amount: 1 })).code, 1)
    // On 4.9.10 the order object has no refund_amount; /__demo/orders always tells it.
    await s.ok(s.post('/__demo/switches', { meedu: '4.9.10' }))
    const old = (await s.ok(s.get('/api/v2/member/orders', { token }))).data
    assert.ok(old.every((o) => !('refund_amount' in o)))
    const demo = await s.ok(s.get('/__demo/orders?user=1'))
    assert.equal(demo.find((o) => o.order_id === paid.order_id).refund_amount, 11)
  })
})

describe('v4.9.30: the cashier page (pay_url)', () => {
  const clock = testClock()
  const s = useServer({ switches: NEW, now: clock.now })
  const texts = (page) => require('./lib/contract').visibleTexts(page.text)
  const newOrder = async (who, body) => {
    const token = await s.tokenFor(who)
    const data = await s.ok(
      s.post('/api/v3/order', { promo_code: '', agree_protocol: 1, ...body }, { token })
    )
    return { token, ...data }
  }
  const form = (page) => {
    const field = (name) =>
      new RegExp(`name="${name}" value="([^"]*)"`).exec(page.text)[1].replace(/&amp;/g, '&')
    return { sign: field('sign'), s_url: field('s_url'), f_url: field('f_url') }
  }
  const submit = (fields) => s.request('POST', '/payment/pay', { form: fields })
  const successUrl = `${APP}/order/success`

  it('shows the order and the methods; 取消支付 only with s_url; stable ids for browser tests', async () => {
    const { pay_url: payUrl, order_no: orderNo } = await newOrder(
      { mobile: LEARNER },
      {
        goods_type: 'COURSE',
        goods_id: 6,
        promo_code: 'DEMO10',
      }
    )
    const url = `${payUrl}&s_url=${encodeURIComponent(successUrl)}&f_url=${encodeURIComponent(APP)}`
    const page = await s.request('GET', url)
    assert.equal(page.status, 200)
    assert.match(page.headers['content-type'], /text\/html/)
    const shown = texts(page)
    for (const part of [
      '收银台',
      '订单编号',
      orderNo,
      '商品名称',
      '办公软件技巧合集',
      '原价',
      '¥12.5',
      '支付金额',
      '¥2.5',
      '选择支付方式',
      '微信支付',
      '支付宝',
      '线下支付',
      '取消支付',
      '确认支付',
    ]) {
      assert.ok(shown.includes(part), part)
    }
    for (const id of [
      'order-no',
      'goods-name',
      'ori-charge',
      'total',
      'method-wechat',
      'method-alipay',
      'method-handpay',
      'pay',
      'cancel',
    ]) {
      assert.ok(page.text.includes(`id="${id}"`), id)
    }
    assert.match(page.text, /id="method-wechat"[^>]* checked/, 'the first method is chosen')
    assert.match(page.text, /id="cancel"[^>]*onclick="history.back\(\)"/)
    assert.ok(!page.text.includes('javascript:'))

    const bare = await s.request('GET', payUrl)
    assert.ok(!texts(bare).includes('取消支付'))

    await s.ok(s.post('/__demo/switches', { payments: 'online' }))
    const online = texts(await s.request('GET', payUrl))
    assert.ok(online.includes('支付宝') && !online.includes('线下支付'))
    await s.ok(s.post('/__demo/switches', { payments: 'none' }))
    const none = await s.request('GET', payUrl)
    assert.ok(!none.text.includes('name="payment"'))
    assert.ok(none.text.includes('请选择支付方式'), 'the alert when nothing is chosen')
    assert.equal((await submit({ ...form(none) })).text.includes('id="pay-notice"'), true)
  })

  it('确认支付 with 支付宝 pays and delivers, then 支付成功 leads to s_url (decoded once more)', async () => {
    const {
      pay_url: payUrl,
      order_no: orderNo,
      token,
    } = await newOrder(
      { mobile: LEARNER },
      {
        goods_type: 'COURSE',
        goods_id: 9,
      }
    )
    // The return address carries an escape of its own: the server decodes it once more (§5.2).
    const sUrl = `${APP}/#/order/success?from=a%26b`
    const page = await s.request('GET', `${payUrl}&s_url=${encodeURIComponent(sUrl)}`)
    const paid = await submit({ ...form(page), payment: 'alipay' })
    assert.equal(paid.status, 302)
    assert.equal(paid.headers.location, `${s.url}/payment/success?s_url=${encodeURIComponent(sUrl)}`)
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${orderNo}`, { token })), { status: 9 })
    assert.equal((await s.ok(s.get('/api/v2/course/9', { token }))).isBuy, true)
    const [listed] = (await s.ok(s.get('/api/v2/member/orders', { token }))).data
    assert.deepEqual(
      [listed.order_id, listed.payment_text, listed.payment_method],
      [orderNo, '支付宝', 'wap']
    )

    const success = await s.request('GET', paid.headers.location)
    assert.ok(texts(success).includes('支付成功'))
    const decoded = `${APP}/#/order/success?from=a&b`
    assert.ok(
      success.text.includes(`<meta http-equiv="refresh" content="1;url=${decoded.replace(/&/g, '&amp;')}">`)
    )
    assert.ok(success.text.includes(`id="success-continue" href="${decoded.replace(/&/g, '&amp;')}"`))

    // The pay_url again: 支付成功.
    assert.ok(texts(await s.request('GET', payUrl)).includes('支付成功'))
    assert.ok(texts(await submit({ ...form(page), payment: 'alipay' })).includes('支付成功'))
  })

  it('a VIP plan paid with 微信支付 makes the learner a VIP', async () => {
    const { pay_url: payUrl, token } = await newOrder(
      { mobile: OTHER_LEARNER },
      { goods_type: 'ROLE', goods_id: 2 }
    )
    const page = await s.request('GET', payUrl)
    const paid = await submit({ ...form(page), payment: 'wechat' })
    assert.equal(paid.headers.location, `${s.url}/payment/success`)
    const success = await s.request('GET', paid.headers.location)
    assert.ok(texts(success).includes('支付成功'))
    assert.ok(!success.text.includes('http-equiv="refresh"'), 'no s_url: nowhere to go')
    assert.deepEqual((await s.ok(s.get('/api/v2/member/detail', { token }))).role, {
      id: 2,
      name: '季度会员',
      // MeEdu's member detail carries the plan's rows (samples 18).
      desc_rows: ['全部付费课程免费学', '会员专属标识', '有效期 90 天，比月度会员省 10 元'],
    })
    const [listed] = (await s.ok(s.get('/api/v2/member/orders', { token }))).data
    assert.equal(listed.payment_text, '微信支付')
  })

  it('线下支付 shows the bank details and leaves the order 支付中', async () => {
    const {
      pay_url: payUrl,
      order_no: orderNo,
      token,
    } = await newOrder(
      { mobile: LEARNER },
      {
        goods_type: 'COURSE',
        goods_id: 10,
      }
    )
    const page = await s.request('GET', payUrl)
    assert.match(page.text, /id="hand-pay-dialog" hidden/)
    const shown = await submit({ ...form(page), payment: 'handpay' })
    assert.equal(shown.status, 200)
    assert.match(shown.text, /id="hand-pay-dialog">/)
    assert.ok(texts(shown).includes('收款账号信息'))
    assert.deepEqual(await s.ok(s.get(`/api/v2/order/status?order_id=${orderNo}`, { token })), { status: 5 })
  })

  it('an unknown, expired (1800 s) or cancelled order: 支付失败 pages; never a non-http(s) s_url', async () => {
    const bad = await s.request('GET', '/payment/index?sign=order-nosuchsign')
    assert.equal(bad.status, 200)
    assert.deepEqual(texts(bad).slice(-3), ['❌', '支付失败', '参数错误'])
    assert.ok(texts(await s.request('GET', '/payment/index')).includes('参数错误'))
    assert.ok(texts(await submit({ sign: 'order-nosuchsign', payment: 'alipay' })).includes('参数错误'))

    const { pay_url: payUrl, order_no: orderNo } = await newOrder(
      { mobile: LEARNER },
      {
        goods_type: 'COURSE',
        goods_id: 9,
      }
    )
    const page = await s.request('GET', payUrl)
    clock.at += 1799 * 1000
    assert.ok(texts(await s.request('GET', payUrl)).includes('收银台'))
    clock.at += 1000
    assert.ok(texts(await s.request('GET', payUrl)).includes('参数错误'), 'expired after 1800 s')
    assert.ok(texts(await submit({ ...form(page), payment: 'alipay' })).includes('参数错误'))
    const [mine] = await s.ok(s.get('/__demo/orders?user=1'))
    assert.deepEqual([mine.order_id, mine.status, mine.pay_sign], [orderNo, 5, ''])

    const fresh = await newOrder({ mobile: LEARNER }, { goods_type: 'COURSE', goods_id: 9 })
    s.api.state.orders.find((o) => o.order_id === fresh.order_no).status = 7
    assert.ok(texts(await s.request('GET', fresh.pay_url)).includes('订单已取消'))

    for (const target of ['javascript:alert(1)', '/#/order/success', 'data:text/html,x']) {
      const success = await s.request('GET', `/payment/success?s_url=${encodeURIComponent(target)}`)
      assert.ok(texts(success).includes('支付成功'))
      assert.ok(!success.text.includes('http-equiv="refresh"'), target)
      assert.ok(!success.text.includes('success-continue'), target)
    }
  })
})
