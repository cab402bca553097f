'use strict'

// Member and commerce (contract §6): VIP plans, payment gateways, promo codes and orders, with the rules that
// create, pay and grant them. createCommerce(now, catalogue) builds the seed fresh for every /__demo/reset; the
// handlers are in routes/orders.js, the shapes in presenters.js. Fixed ids and codes are listed in README.md
// ("Member and commerce").

const crypto = require('node:crypto')
const { fail, resourceNotFound } = require('./lib/http')
const { randomString } = require('./lib/util')
const { SECOND, MINUTE, HOUR, DAY } = require('./data')

const STATUS = Object.freeze({ UNPAID: 1, PAYING: 5, PAID: 9, CANCELLED: 7 })
const STATUS_TEXT = Object.freeze({ 1: '未支付', 5: '支付中', 9: '已支付', 7: '已取消' })

/** v4.9.30: a `pay_url` sign lives 1800 s in the server's cache (then the cashier says 参数错误). */
const PAY_SIGN_TTL_MS = 1800 * SECOND

const ROLES = [
  {
    id: 1,
    name: '月度会员',
    charge: 30,
    expire_days: 30,
    desc_rows: ['全部付费课程免费学', '会员专属标识', '有效期 30 天'],
  },
  {
    id: 2,
    name: '季度会员',
    charge: 80,
    expire_days: 90,
    desc_rows: ['全部付费课程免费学', '会员专属标识', '有效期 90 天，比月度会员省 10 元'],
  },
  {
    id: 3,
    name: '年度会员',
    charge: 298,
    expire_days: 365,
    desc_rows: [
      '全部付费课程免费学',
      '会员专属标识',
      '课程资料优先下载',
      '有效期 365 天，平均每月不到 25 元',
    ],
  },
]

/**
 * Gateways (upstream config/meedu.php `payment`): which scenes each serves, the order's `payment_method` per
 * scene, and its icon (GET /__demo/img/<icon>.svg).
 */
const PAYMENTS = [
  { sign: 'alipay', name: '支付宝', icon: 'pay-alipay', online: true, methods: { h5: 'wap', pc: 'web' } },
  { sign: 'wechat-jsapi', name: '微信支付', icon: 'pay-wechat', online: true, methods: { wechat: 'jsapi' } },
  { sign: 'wechat', name: '微信支付', icon: 'pay-wechat', online: true, methods: { pc: 'scan' } },
  {
    sign: 'handPay',
    name: '手动打款',
    icon: 'pay-handpay',
    online: false,
    // Upstream's hand pay stores `handPay` as the method too (sample 30h).
    methods: { h5: 'handPay', wechat: 'handPay', pc: 'handPay' },
  },
]

/** The `payments` switch: which gateways are enabled. */
const PAYMENT_SETS = Object.freeze({
  all: () => true,
  handPay: (payment) => payment.sign === 'handPay',
  online: (payment) => payment.online,
  none: () => false,
})

function findPayment(sign) {
  return PAYMENTS.find((p) => p.sign === sign) || null
}

/** Enabled gateways for a scene, in the order above (the checkout puts wechat-jsapi first itself). */
function paymentsFor(switches, scene) {
  const enabled = PAYMENT_SETS[switches.payments] || PAYMENT_SETS.all
  return PAYMENTS.filter((p) => enabled(p) && p.methods[scene])
}

// ---- seed ---------------------------------------------------------------------------------------------

function seedPromoCodes(now) {
  const code = (id, value, reward, { expiredAt = now + 365 * DAY, useTimes = 0 } = {}) => ({
    id,
    code: value,
    expired_at: expiredAt,
    invited_user_reward: reward,
    invite_user_reward: 0,
    use_times: useTimes, // 0 = unlimited
    used_times: 0,
  })
  return [
    code(1, 'DEMO10', 10),
    code(2, 'HALF', 15),
    code(3, 'BIG999', 999),
    code(4, 'EXPIRED', 10, { expiredAt: now - 3 * DAY }),
  ]
}

/** Upstream genOrderNo: user id + HHMMSS (server time, Asia/Shanghai) + 2 random digits 10-99. */
function orderNumber(userId, at, taken) {
  const beijing = new Date(at + 8 * HOUR)
  const hms = [beijing.getUTCHours(), beijing.getUTCMinutes(), beijing.getUTCSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join('')
  for (;;) {
    const candidate = `${userId}${hms}${crypto.randomInt(10, 100)}`
    if (!taken(candidate)) return candidate
  }
}

/** The wall-clock parts of `at` in China (UTC+8, MeEdu's `PRC` time zone), zero-padded. */
function chinaTime(at) {
  const t = new Date(at + 8 * HOUR)
  const pad = (n, width = 2) => String(n).padStart(width, '0')
  return {
    date: `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`,
    time: `${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`,
  }
}

/** v4.9.30 order numbers (`order_no`): YmdHis in China time + 4 random digits, e.g. 202612031709265954. */
function orderNumberV3(at, taken) {
  const { date, time } = chinaTime(at)
  for (;;) {
    const candidate = `${date}${time}${String(crypto.randomInt(0, 10000)).padStart(4, '0')}`
    if (!taken(candidate)) return candidate
  }
}

function courseGoods(course) {
  return {
    goods_id: course.id,
    goods_type: 'vod',
    goods_text: '录播课程',
    goods_name: course.title,
    goods_thumb: course.thumb,
    goods_charge: course.charge,
    goods_ori_charge: course.charge,
    charge: course.charge,
    num: 1,
  }
}

function roleGoods(role) {
  return {
    goods_id: role.id,
    goods_type: 'role',
    goods_text: 'VIP会员',
    goods_name: role.name,
    goods_thumb: '', // upstream stores no thumb for a VIP plan
    goods_charge: role.charge,
    goods_ori_charge: role.charge,
    charge: role.charge,
    num: 1,
  }
}

/**
 * Learner 1's 14 orders (2 pages of 10), every status, both goods types and every payment text. The paid
 * course orders are the seeded purchases of courses 2 and 4; the paid VIP orders expired long ago (learner 1 is
 * no VIP); every other course here is one learner 1 has not bought.
 */
function seedOrders(now, courses) {
  const course = (id) => courseGoods(courses.find((c) => c.id === id))
  const role = (id) => roleGoods(ROLES.find((r) => r.id === id))
  // Ages sit mid-band for 我的订单's relative time (N小时前, N天前), at least 20 minutes from the next change, so a
  // screen read twice during a test shows the same words (the app's clock follows the server's to the second).
  const specs = [
    // [age, goods, status, payment], newest first
    [1 * HOUR + 30 * MINUTE, course(3), STATUS.UNPAID, ''],
    [5 * HOUR + 30 * MINUTE, role(1), STATUS.PAYING, 'alipay'],
    [1 * DAY + 3 * HOUR, course(9), STATUS.CANCELLED, 'wechat-jsapi'],
    // Hand pay (POST /api/v3/order/pay/handPay) moved it to 支付中: the school has still to confirm the transfer.
    [2 * DAY + 6 * HOUR, course(6), STATUS.PAYING, 'handPay'],
    [4 * DAY + 5 * HOUR, role(2), STATUS.CANCELLED, 'handPay'],
    [6 * DAY + 2 * HOUR, course(10), STATUS.PAYING, 'wechat-jsapi'],
    [9 * DAY, course(12), STATUS.CANCELLED, 'alipay'],
    [15 * DAY, course(4), STATUS.PAID, 'alipay'],
    [20 * DAY, course(2), STATUS.PAID, 'wechat-jsapi'],
    [30 * DAY + 5 * HOUR, course(3), STATUS.CANCELLED, ''],
    [45 * DAY, course(13), STATUS.CANCELLED, 'handPay'],
    [120 * DAY, role(1), STATUS.PAID, 'handPay'],
    [400 * DAY, role(3), STATUS.PAID, 'alipay'],
    [420 * DAY, course(11), STATUS.CANCELLED, 'alipay'],
  ]
  const orders = []
  const methodFor = (sign) => {
    const payment = findPayment(sign)
    return payment ? Object.values(payment.methods)[0] : ''
  }
  // Ids grow with time: the oldest order is 1.
  specs.reverse().forEach(([age, goods, status, payment], index) => {
    const at = now - age
    orders.push({
      id: index + 1,
      user_id: 1,
      order_id: orderNumber(1, at, (n) => orders.some((o) => o.order_id === n)),
      charge: goods.charge,
      discount: 0,
      promo_code_id: 0,
      status,
      payment,
      payment_method: methodFor(payment),
      created_at: at,
      updated_at: at,
      goods: [goods],
      refunds: [], // successful refunds in cents (v4.9.30 `refund_amount`; POST /__demo/refund)
    })
  })
  // The 年度会员 order (400 days ago, ￥298) was partly refunded: ￥100 (shown on v4.9.30 as refund_amount).
  orders.find((o) => o.goods[0].goods_type === 'role' && o.goods[0].goods_id === 3).refunds.push(10000)
  return orders
}

function createCommerce(now, { courses }) {
  return {
    roles: ROLES.map((r) => ({ ...r, desc_rows: [...r.desc_rows] })),
    promoCodes: seedPromoCodes(now),
    orders: seedOrders(now, courses),
    paySigns: new Map(), // v4.9.30 pay_url sign → {orderId (the order's row id), expiresAt}
  }
}

// ---- rules ----------------------------------------------------------------------------------------------

function findRole(state, rawId) {
  const id = Number(rawId)
  const role = Number.isInteger(id) && state.roles.find((r) => r.id === id)
  if (!role) throw resourceNotFound()
  return role
}

/** Case-insensitive, as MySQL's default collation compares upstream's `code` column. */
function findPromoCode(state, code) {
  const wanted = String(code || '')
    .trim()
    .toLowerCase()
  if (!wanted) return null
  return state.promoCodes.find((p) => p.code.toLowerCase() === wanted) || null
}

/** Upstream promoCodeCanUse: not expired, uses left, and not yet used by this learner on a paid order. */
function promoCodeCanUse(state, user, promo) {
  if (!promo) return false
  if (promo.expired_at <= state.now()) return false
  if (promo.use_times > 0 && promo.used_times >= promo.use_times) return false
  return !state.orders.some(
    (o) => o.user_id === user.id && o.promo_code_id === promo.id && o.status === STATUS.PAID
  )
}

function findUserOrder(state, user, orderId) {
  const wanted = String(orderId || '').trim()
  const order = wanted && state.orders.find((o) => o.order_id === wanted && o.user_id === user.id)
  if (!order) throw resourceNotFound()
  return order
}

/** Give the learner what a paid order sells: the course, or the VIP plan (extended when the same plan is on). */
function grantGoods(state, user, order) {
  const at = state.now()
  for (const goods of order.goods) {
    if (goods.goods_type === 'vod') {
      if (!state.userCourses.some((p) => p.user_id === user.id && p.course_id === goods.goods_id)) {
        state.userCourses.push({
          user_id: user.id,
          course_id: goods.goods_id,
          charge: goods.charge,
          created_at: at,
        })
      }
    } else if (goods.goods_type === 'role') {
      const role = state.roles.find((r) => r.id === goods.goods_id)
      if (!role) continue
      const sameAndActive =
        user.role_id === role.id && user.role_expired_at !== null && user.role_expired_at > at
      const from = sameAndActive ? user.role_expired_at : at
      user.role_id = role.id
      user.role = { id: role.id, name: role.name }
      user.role_expired_at = from + role.expire_days * DAY
    }
  }
}

/** Mark an order paid and grant its goods (once). */
function payOrder(state, order) {
  if (order.status === STATUS.PAID) return order
  if (order.status === STATUS.CANCELLED) throw fail('订单已取消')
  order.status = STATUS.PAID
  order.updated_at = state.now()
  if (order.promo_code_id) {
    const promo = state.promoCodes.find((p) => p.id === order.promo_code_id)
    if (promo) promo.used_times += 1
  }
  grantGoods(state, state.findUser(order.user_id), order)
  return order
}

/**
 * Upstream OrderService::createOrder: `charge` is the full price; a usable promo code's reward is recorded as a
 * discount (upstream: a paid record), and an order it fully covers (or a price of 0) is created already paid.
 * `v3`: an order of v4.9.30's `POST /api/v3/order`: a YmdHis number, 支付中 (5) at once, and goods whose
 * `goods_charge` / `goods_ori_charge` are 0 (upstream's bug, sample v4.9.30/42h).
 */
function createOrder(state, user, goods, promoCode, { v3 = false } = {}) {
  const promo = findPromoCode(state, promoCode)
  const usable = promoCodeCanUse(state, user, promo)
  const discount = usable ? promo.invited_user_reward : 0
  const at = state.now()
  const taken = (n) => state.orders.some((o) => o.order_id === n)
  const order = {
    id: state.orders.reduce((max, o) => Math.max(max, o.id), 0) + 1,
    user_id: user.id,
    order_id: v3 ? orderNumberV3(at, taken) : orderNumber(user.id, at, taken),
    charge: goods.charge,
    discount,
    promo_code_id: usable ? promo.id : 0,
    status: v3 ? STATUS.PAYING : STATUS.UNPAID,
    payment: '',
    payment_method: '',
    created_at: at,
    updated_at: at,
    goods: [v3 ? { ...goods, goods_charge: 0, goods_ori_charge: 0 } : goods],
    refunds: [],
  }
  state.orders.push(order)
  if (goods.charge - discount <= 0) payOrder(state, order)
  return order
}

/** v4.9.30: the cashier's sign of an order (`order-` + 24 characters), valid for 1800 s on the demo's clock. */
function issuePaySign(state, order) {
  let sign
  do sign = `order-${randomString(24)}`
  while (state.paySigns.has(sign))
  state.paySigns.set(sign, { orderId: order.id, expiresAt: state.now() + PAY_SIGN_TTL_MS })
  return sign
}

/** The order of a live sign, or null (unknown or expired: the cashier says 参数错误). */
function orderForSign(state, sign) {
  const entry = state.paySigns.get(String(sign || ''))
  if (!entry) return null
  if (entry.expiresAt <= state.now()) {
    state.paySigns.delete(String(sign))
    return null
  }
  return state.orders.find((o) => o.id === entry.orderId) || null
}

/** v4.9.30 `refund_amount`: the order's successful refunds in yuan (0 when none). */
function refundAmount(order) {
  return (order.refunds || []).reduce((sum, cents) => sum + cents, 0) / 100
}

/** Record a successful refund of `amount` yuan (at most what was paid and not yet refunded). */
function refundOrder(state, order, amount) {
  const cents = Math.round(Number(amount) * 100)
  if (order.status !== STATUS.PAID) throw fail('只能给已支付的订单退款')
  if (!Number.isFinite(cents) || cents <= 0) throw fail('退款金额必须大于 0')
  const left = Math.round(amountDue(order) * 100) - Math.round(refundAmount(order) * 100)
  if (cents > left) throw fail(`退款金额不能超过可退金额 ￥${left / 100}`)
  order.refunds = [...(order.refunds || []), cents]
  order.updated_at = state.now()
  return order
}

/** What is left to pay after the promo code (never below 0), rounded to cents. */
function amountDue(order) {
  return Math.max(0, Math.round((order.charge - order.discount) * 100) / 100)
}

module.exports = {
  STATUS,
  STATUS_TEXT,
  PAY_SIGN_TTL_MS,
  ROLES,
  PAYMENTS,
  PAYMENT_SETS,
  findPayment,
  paymentsFor,
  createCommerce,
  courseGoods,
  roleGoods,
  findRole,
  findPromoCode,
  promoCodeCanUse,
  findUserOrder,
  grantGoods,
  payOrder,
  createOrder,
  amountDue,
  chinaTime,
  issuePaySign,
  orderForSign,
  refundAmount,
  refundOrder,
}
