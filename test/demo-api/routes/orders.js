'use strict'

// Member and commerce (contract §6): VIP plans, gateways, promo codes, orders, my orders, order status, hand pay,
// the browser hand-over to a gateway and the fake cashier that plays the gateway (/__demo/cashier). Rules in
// commerce.js, shapes in presenters.js.

const { fail, html, htmlPage, escapeHtml, redirect } = require('../lib/http')
const { required, text } = require('../lib/validate')
const { randomString } = require('../lib/util')
const { pageParams, paginateLaravel } = require('../lib/pagination')
const L = require('../learning')
const C = require('../commerce')
const P = require('../presenters')

const SCENES = ['h5', 'wechat', 'pc']

/** Only absolute http(s) addresses are followed back (never `javascript:` or another scheme). */
function isWebUrl(value) {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const money = (value) => `￥${Number(value.toFixed(2))}`

function errorPage(message, status) {
  return html(
    htmlPage('支付失败', `<div class="card"><p id="error">${escapeHtml(message)}</p></div>`),
    status
  )
}

/**
 * Manual-transfer instructions (`text`, HTML). Real-looking, with an image and a table, and with hostile bits
 * (a script, an inline handler, a javascript: link) the client's sanitiser must drop.
 */
function handPayText(baseUrl, orderId) {
  const remark = orderId ? `订单号 <strong>${escapeHtml(orderId)}</strong>` : '您的订单号'
  return [
    '<p>请通过银行转账或扫码支付，<b>转账时请在备注中填写' + remark + '</b>，到账后 1 个工作日内开通。</p>',
    '<table border="1"><tbody>',
    '<tr><th>开户银行</th><td>招商银行杭州分行营业部</td></tr>',
    '<tr><th>户名</th><td>杭州演示学堂科技有限公司</td></tr>',
    '<tr><th>账号</th><td>5719 0000 1234 5678</td></tr>',
    `<tr><th>备注</th><td>${orderId ? escapeHtml(orderId) : '订单号'}</td></tr>`,
    '</tbody></table>',
    `<p><img src="${baseUrl}/__demo/img/pay-qr.svg" alt="收款二维码"></p>`,
    '<p onclick="window.__hacked = true">如有疑问请联系客服微信：demo-kefu（工作日 9:00-18:00）。</p>',
    '<script>window.__hacked = true</script>',
    '<p><a href="javascript:window.__hacked=true">点此联系客服（javascript: 链接）</a></p>',
    `<p><a href="${baseUrl}/aboutus">关于我们</a></p>`,
  ].join('\n')
}

module.exports = (api) => {
  // ---- VIP plans ------------------------------------------------------------------------------------------

  api.get('/api/v2/roles', ({ state }) => state.roles.map(P.role))
  api.get('/api/v2/role/:id', ({ params, state }) => P.role(C.findRole(state, params.id)))

  // ---- gateways and promo codes ---------------------------------------------------------------------------

  // Unknown or missing scene: no gateway.
  api.get('/api/v2/order/payments', ({ input, switches, baseUrl }) =>
    C.paymentsFor(switches, text(input, 'scene')).map((p) => P.payment(p, baseUrl))
  )

  // An unknown code (any text, URL-decoded from the path) answers can_use 0 with promo_code [] (upstream).
  api.get('/api/v2/promoCode/:code/check', { auth: true }, ({ params, state, user }) => {
    const promo = C.findPromoCode(state, params.code)
    return {
      can_use: C.promoCodeCanUse(state, user, promo) ? 1 : 0,
      promo_code: promo ? P.promoCode(promo) : [],
    }
  })

  // ---- orders ---------------------------------------------------------------------------------------------

  api.post('/api/v2/order/course', { auth: true }, (ctx) => {
    const { input, state, user } = ctx
    const course = L.findCourse(state, input.course_id)
    if (course.charge === 0) throw fail('当前课程无法购买')
    if (L.hasBought(state, user, course.id)) throw fail('请勿重复购买')
    return P.order(C.createOrder(state, user, C.courseGoods(course), text(input, 'promo_code')), ctx)
  })

  api.post('/api/v2/order/role', { auth: true }, (ctx) => {
    const { input, state, user } = ctx
    if (Number(text(input, 'agree')) !== 1) throw fail('请同意协议')
    const role = C.findRole(state, input.role_id)
    return P.order(C.createOrder(state, user, C.roleGoods(role), text(input, 'promo_code')), ctx)
  })

  // Shape A, page_size (default 10), newest first, every status.
  api.get('/api/v2/member/orders', { auth: true }, (ctx) => {
    const { input, state, user, baseUrl } = ctx
    const paging = pageParams(input, { sizeKey: 'page_size', defaultSize: 10 })
    const orders = state.orders
      .filter((o) => o.user_id === user.id)
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
    return paginateLaravel(
      orders.map((o) => P.order(o, ctx)),
      { ...paging, path: `${baseUrl}/api/v2/member/orders` }
    )
  })

  api.get('/api/v2/order/status', { auth: true }, ({ input, state, user }) => {
    const { order_id: orderId } = required(input, { order_id: '参数错误' })
    return { status: C.findUserOrder(state, user, orderId).status }
  })

  // ---- hand pay -------------------------------------------------------------------------------------------

  api.get('/api/v2/order/pay/handPay', { auth: true }, ({ baseUrl }) => ({ text: handPayText(baseUrl, '') }))

  api.post('/api/v3/order/pay/handPay', { auth: true }, ({ input, state, user, baseUrl }) => {
    const { order_id: orderId } = required(input, { order_id: '参数错误' })
    const order = C.findUserOrder(state, user, orderId)
    if (order.status === C.STATUS.PAID) throw fail('订单已支付')
    if (order.status === C.STATUS.CANCELLED) throw fail('订单已取消')
    order.payment = 'handPay'
    order.payment_method = 'hand'
    order.status = C.STATUS.UNPAID
    order.updated_at = state.now()
    return { text: handPayText(baseUrl, order.order_id) }
  })

  // ---- the browser hand-over to a gateway (§6.2) and the fake cashier ----------------------------------------

  // A browser address: the token comes in the query. Problems answer a small HTML page, not an envelope.
  api.get('/api/v2/order/pay/redirect', ({ input, state, user, switches, baseUrl }) => {
    if (!user) return errorPage('登录已失效，请返回应用重新登录后再支付。', 401)
    const sUrl = text(input, 's_url')
    const fUrl = text(input, 'f_url')
    if (!isWebUrl(sUrl) || !isWebUrl(fUrl))
      return errorPage('参数错误：s_url 和 f_url 必须是 http(s) 地址。', 400)
    const scene = text(input, 'payment_scene') || text(input, 'scene')
    if (!SCENES.includes(scene)) return errorPage('参数错误：支付场景无效。', 400)
    const payment = text(input, 'payment')
    const gateway = C.paymentsFor(switches, scene).find((p) => p.sign === payment && p.online)
    if (!gateway) return errorPage('该支付方式不可用，请返回选择其它支付方式。', 400)
    const order = state.orders.find((o) => o.order_id === text(input, 'order_id') && o.user_id === user.id)
    if (!order) return errorPage('订单不存在。', 404)
    if (order.status === C.STATUS.PAID) return errorPage('订单已支付，无需重复支付。', 400)
    if (order.status === C.STATUS.CANCELLED) return errorPage('订单已取消，请重新下单。', 400)

    order.payment = gateway.sign
    order.payment_method = gateway.methods[scene]
    order.status = C.STATUS.PAYING
    order.updated_at = state.now()
    const ticket = randomString(32)
    state.cashierTickets.set(ticket, {
      orderId: order.order_id,
      userId: user.id,
      payment: gateway.sign,
      scene,
      sUrl,
      fUrl,
    })
    return redirect(`${baseUrl}/__demo/cashier?ticket=${ticket}`)
  })

  const cashierTicket = (input, state) => state.cashierTickets.get(text(input, 'ticket')) || null
  const ticketOrder = (ticket, state) =>
    state.orders.find((o) => o.order_id === ticket.orderId && o.user_id === ticket.userId) || null

  api.get('/__demo/cashier', ({ input, state }) => {
    const ticket = cashierTicket(input, state)
    const order = ticket && ticketOrder(ticket, state)
    if (!order) return errorPage('支付链接无效或已过期，请返回应用重新发起支付。', 404)
    const gateway = C.findPayment(ticket.payment)
    const query = `ticket=${encodeURIComponent(text(input, 'ticket'))}`
    const body = `<div class="card">
<p class="muted">这是演示用的收银台，不会产生真实扣款。</p>
<p>商品：<span id="goods">${escapeHtml(order.goods.map((g) => g.goods_name).join('、'))}</span></p>
<p>订单号：<span id="order-id">${escapeHtml(order.order_id)}</span></p>
<p>支付方式：<span id="gateway">${escapeHtml(gateway.name)}</span></p>
<p>应付金额：<strong id="amount">${escapeHtml(money(C.amountDue(order)))}</strong></p>
<a class="btn" id="pay" href="/__demo/cashier/pay?${query}">确认支付</a>
<a class="btn secondary" id="cancel" href="/__demo/cashier/cancel?${query}">取消支付</a>
</div>`
    return html(htmlPage(`${gateway.name}收银台（演示）`, body))
  })

  // 确认支付: paid, the goods granted, back to s_url (verbatim, hash route included). A second tap is harmless.
  api.get('/__demo/cashier/pay', ({ input, state }) => {
    const ticket = cashierTicket(input, state)
    const order = ticket && ticketOrder(ticket, state)
    if (!order) return errorPage('支付链接无效或已过期，请返回应用重新发起支付。', 404)
    if (order.status === C.STATUS.CANCELLED) return errorPage('订单已取消，请重新下单。', 400)
    C.payOrder(state, order)
    return redirect(ticket.sUrl)
  })

  // 取消支付: back to f_url; the order stays 支付中 (a gateway does not report a learner who left).
  api.get('/__demo/cashier/cancel', ({ input, state }) => {
    const ticket = cashierTicket(input, state)
    if (!ticket) return errorPage('支付链接无效或已过期，请返回应用重新发起支付。', 404)
    return redirect(ticket.fUrl)
  })

  // ---- test control ---------------------------------------------------------------------------------------

  // Pay an order without the browser (as an admin confirming a hand pay would).
  api.post('/__demo/pay', (ctx) => {
    const { order_id: orderId } = required(ctx.input, { order_id: '缺少参数 order_id' })
    const order = ctx.state.orders.find((o) => o.order_id === orderId)
    if (!order) throw fail('订单不存在')
    return P.order(C.payOrder(ctx.state, order), ctx)
  })

  // Every order of a learner (id or mobile), newest first, with what the API does not show.
  api.get('/__demo/orders', (ctx) => {
    const { input, state } = ctx
    const { user: who } = required(input, { user: '缺少参数 user' })
    const user = state.findUser(who) || state.findUserByMobile(who)
    if (!user) throw fail('用户不存在')
    return state.orders
      .filter((o) => o.user_id === user.id)
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
      .map((o) => {
        const promo = state.promoCodes.find((p) => p.id === o.promo_code_id)
        return {
          ...P.order(o, ctx),
          status: o.status,
          payment: o.payment,
          discount: o.discount,
          amount_due: C.amountDue(o),
          promo_code: promo ? promo.code : '',
        }
      })
  })
}
