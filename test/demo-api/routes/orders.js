'use strict'

// Member and commerce (contract §6; v4.9.30: meedu-api-4.9.30.md §5): VIP plans, gateways, promo codes, orders, my
// orders, order status, hand pay, the browser hand-over to a gateway and the fake cashier that plays the gateway
// (/__demo/cashier) on 4.9.10; `POST /api/v3/order` and the server's own cashier page (/payment/index) on
// v4.9.30. Rules in commerce.js, shapes in presenters.js.

const { fail, html, htmlPage, escapeHtml, redirect, resourceNotFound } = require('../lib/http')
const { required, text } = require('../lib/validate')
const { randomString } = require('../lib/util')
const { oldOnly, newOnly } = require('../lib/release-routes')
const { isNewMeedu } = require('../switches')
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

// ---- v4.9.30: the server's own cashier (meedu-api-4.9.30.md §5.2) ---------------------------------------------

/** The methods the cashier offers (upstream's order), by the `payments` switch: 微信支付 / 支付宝 / 线下支付. */
const CASHIER_METHODS = [
  { key: 'wechat', name: '微信支付', online: true, payment: 'wechat', method: 'h5' },
  { key: 'alipay', name: '支付宝', online: true, payment: 'alipay', method: 'wap' },
  { key: 'handpay', name: '线下支付', online: false },
]

function cashierMethods(switches) {
  const enabled = {
    all: () => true,
    online: (m) => m.online,
    handPay: (m) => !m.online,
    none: () => false,
  }[switches.payments]
  return CASHIER_METHODS.filter(enabled || (() => true))
}

/** `¥199`, `¥12.5` (the cashier writes the yen sign U+00A5, sample v4.9.30/42o). */
const yuan = (value) => `¥${Number(Number(value).toFixed(2))}`

/** The server decodes `s_url` once more after PHP's own decoding (§5.2): `%xx` escapes inside it are undone too. */
function decodeOnceMore(value) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** A page of the cashier: its own small template (the visible texts in the order the real pages show them). */
function cashierPage(title, body) {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; padding: 16px; font: 15px/1.7 -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; color: #333; background: #f7f8fa; }
  .card { background: #fff; border-radius: 8px; padding: 16px; margin-bottom: 12px; }
  .row { display: flex; justify-content: space-between; padding: 4px 0; }
  .label { color: #999; }
  .total { color: #ff4d4f; font-size: 18px; }
  .method { display: flex; align-items: center; gap: 8px; padding: 10px 0; border-bottom: 1px solid #f0f0f0; }
  .btn { display: block; width: 100%; box-sizing: border-box; margin: 12px 0 0; padding: 12px; border: 0; border-radius: 24px; text-align: center; text-decoration: none; background: #3ca7fa; color: #fff; font-size: 16px; }
  .btn.secondary { background: #fff; color: #666; border: 1px solid #ddd; }
  .icon { font-size: 48px; text-align: center; }
  .muted { color: #999; font-size: 13px; }
  .error { color: #ff4d4f; }
</style>
</head>
<body>
${body}
</body>
</html>`
}

/** 支付失败 / 参数错误 (sample v4.9.30/42p), 订单已取消, 支付成功: HTTP 200 pages, as upstream. */
function resultPage({ title, icon, message, id, extra = '', head = '' }) {
  const page = cashierPage(
    title,
    `<div class="card" id="${id}">
<div class="icon">${icon}</div>
<h2 style="text-align:center">${escapeHtml(title)}</h2>
<p style="text-align:center" id="result-message">${escapeHtml(message)}</p>
${extra}
</div>`
  )
  return html(head ? page.replace('</title>', `</title>\n${head}`) : page)
}

const badSignPage = () => resultPage({ title: '支付失败', icon: '❌', message: '参数错误', id: 'pay-failed' })
const cancelledPage = () =>
  resultPage({ title: '支付失败', icon: '❌', message: '订单已取消', id: 'pay-cancelled' })

/**
 * 支付成功, then back to `sUrl` (decoded once more, as the server does; only an http(s) address is followed): a
 * meta refresh after 1 s (upstream waits 3 s) and a link `#success-continue`.
 */
function successPage(sUrl) {
  const target = decodeOnceMore(sUrl || '')
  const follow = isWebUrl(target)
  return resultPage({
    title: '支付成功',
    icon: '✅',
    message: follow ? '即将返回…' : '订单已支付',
    id: 'pay-success',
    head: follow ? `<meta http-equiv="refresh" content="1;url=${escapeHtml(target)}">` : '',
    extra: follow ? `<a class="btn" id="success-continue" href="${escapeHtml(target)}">返回</a>` : '',
  })
}

/** The bank details 线下支付 shows (the admin's text upstream); the order is not changed. */
const CASHIER_HAND_PAY_TEXT = `<p>请通过银行转账支付，转账时请在备注中填写订单编号，到账后 1 个工作日内开通。</p>
<p>开户银行：招商银行杭州分行营业部</p>
<p>户名：杭州演示学堂科技有限公司</p>
<p>账号：5719 0000 1234 5678</p>`

/**
 * The cashier page (sample v4.9.30/42o: 收银台, 订单编号, 商品名称, 原价, 支付金额, 选择支付方式, the methods, the
 * hidden 收款账号信息 and 支付提交中 dialogs, 取消支付 when `s_url` is given, 确认支付). A plain form: the first method
 * is chosen already; 确认支付 posts to /payment/pay.
 */
function cashierView(order, { sign, sUrl, fUrl, switches, notice = '', handPayOpen = false }) {
  const methods = cashierMethods(switches)
  const firstOnline = methods.find((m) => m.online)
  const options = methods
    .map(
      (m) =>
        `<label class="method" for="method-${m.key}"><input type="radio" id="method-${m.key}" name="payment" value="${m.key}"${m === firstOnline ? ' checked' : ''}> <span>${escapeHtml(m.name)}</span></label>`
    )
    .join('\n')
  const goods = order.goods.map((g) => g.goods_name).join('、')
  const indexUrl = `/payment/index?${new URLSearchParams({ sign, ...(sUrl ? { s_url: sUrl } : {}), ...(fUrl ? { f_url: fUrl } : {}) })}`
  return html(
    cashierPage(
      '收银台',
      `<div class="card" id="cashier">
<h2>收银台</h2>
<div class="row"><span class="label">订单编号</span><span id="order-no">${escapeHtml(order.order_id)}</span></div>
<div class="row"><span class="label">商品名称</span><span id="goods-name">${escapeHtml(goods)}</span></div>
<div class="row"><span class="label">原价</span><span id="ori-charge">${yuan(order.charge)}</span></div>
<div class="row"><span class="label">支付金额</span><strong class="total" id="total">${yuan(C.amountDue(order))}</strong></div>
</div>
<form id="pay-form" method="post" action="/payment/pay" onsubmit="if (!this.querySelector('input[name=payment]:checked')) { alert('请选择支付方式'); return false }">
<input type="hidden" name="sign" value="${escapeHtml(sign)}">
<input type="hidden" name="s_url" value="${escapeHtml(sUrl)}">
<input type="hidden" name="f_url" value="${escapeHtml(fUrl)}">
<div class="card" id="methods">
<h3>选择支付方式</h3>
${options}
${notice ? `<p class="error" id="pay-notice">${escapeHtml(notice)}</p>` : ''}
</div>
<div class="card" id="hand-pay-dialog"${handPayOpen ? '' : ' hidden'}>
<h3>收款账号信息</h3>
${CASHIER_HAND_PAY_TEXT}
</div>
<div class="card" id="paying-dialog" hidden>
<h3>支付提交中</h3>
<p>正在跳转到支付渠道，请稍候...</p>
<p class="muted">如果您已完成支付或支付遇到问题</p>
<p class="muted">请点击下方按钮刷新订单状态</p>
<a class="btn secondary" id="refresh" href="${escapeHtml(indexUrl)}">刷新支付状态</a>
</div>
${sUrl ? '<button type="button" class="btn secondary" id="cancel" onclick="history.back()">取消支付</button>' : ''}
<button type="submit" class="btn" id="pay">确认支付</button>
</form>`
    )
  )
}

module.exports = (api) => {
  // ---- VIP plans ------------------------------------------------------------------------------------------

  api.get('/api/v2/roles', ({ state }) => state.roles.map(P.role))
  api.get('/api/v2/role/:id', ({ params, state }) => P.role(C.findRole(state, params.id)))

  // 我的会员 history (shape A, page_size default 5; samples 08d). The demo keeps no plan history: always empty
  // (the recordings show no item, so the demo invents none).
  api.get('/api/v2/member/roles', { auth: true }, ({ input, baseUrl }) =>
    paginateLaravel([], {
      ...pageParams(input, { sizeKey: 'page_size', defaultSize: 5 }),
      path: `${baseUrl}/api/v2/member/roles`,
    })
  )

  // ---- gateways and promo codes ---------------------------------------------------------------------------

  // Unknown or missing scene: no gateway. Removed in v4.9.30 (the cashier page chooses).
  api.get(
    '/api/v2/order/payments',
    oldOnly(({ input, switches, baseUrl }) =>
      C.paymentsFor(switches, text(input, 'scene')).map((p) => P.payment(p, baseUrl))
    )
  )

  // An unknown code (any text, URL-decoded from the path) answers can_use 0 with promo_code [] (upstream).
  api.get('/api/v2/promoCode/:code/check', { auth: true }, ({ params, state, user }) => {
    const promo = C.findPromoCode(state, params.code)
    return {
      can_use: C.promoCodeCanUse(state, user, promo) ? 1 : 0,
      promo_code: promo ? P.promoCode(promo) : [],
    }
  })

  // ---- orders (4.9.10) ------------------------------------------------------------------------------------

  api.post(
    '/api/v2/order/course',
    oldOnly(
      ({ input, state, user }) => {
        const course = L.findCourse(state, input.course_id)
        if (course.charge === 0) throw fail('当前课程无法购买')
        if (L.hasBought(state, user, course.id)) throw fail('请勿重复购买')
        return P.createdOrder(C.createOrder(state, user, C.courseGoods(course), text(input, 'promo_code')))
      },
      { auth: true }
    )
  )

  api.post(
    '/api/v2/order/role',
    oldOnly(
      ({ input, state, user }) => {
        if (Number(text(input, 'agree')) !== 1) throw fail('请同意协议')
        const role = C.findRole(state, input.role_id)
        return P.createdOrder(C.createOrder(state, user, C.roleGoods(role), text(input, 'promo_code')))
      },
      { auth: true }
    )
  )

  // ---- POST /api/v3/order (v4.9.30, §5.1) ---------------------------------------------------------------------

  // Upstream's order of checks: goods_type and goods_id (参数错误), the type (exactly COURSE or ROLE, else
  // 无法创建订单), the goods (404), the purchase agreement. No duplicate check; a free course is a ¥0 paid order.
  api.post(
    '/api/v3/order',
    newOnly(
      ({ input, state, user, baseUrl }) => {
        const goodsType = typeof input.goods_type === 'string' ? input.goods_type : ''
        const goodsId = Math.max(0, phpInt(input.goods_id))
        if (!goodsType || goodsType === '0' || !goodsId) throw fail('参数错误')
        let goods
        if (goodsType === 'COURSE') {
          const course = L.findCourse(state, goodsId)
          if (phpInt(input.agree_protocol) !== 1) throw fail('请同意付费内容购买协议')
          goods = C.courseGoods(course)
        } else if (goodsType === 'ROLE') {
          const role = C.findRole(state, goodsId)
          if (phpInt(input.agree_protocol) !== 1) throw fail('请同意会员服务协议')
          goods = C.roleGoods(role)
        } else {
          throw fail('无法创建订单')
        }
        const order = C.createOrder(state, user, goods, text(input, 'promo_code'), { v3: true })
        const data = {
          order_no: order.order_id,
          total: C.amountDue(order),
          discount: order.discount,
          is_paid: order.status === C.STATUS.PAID,
        }
        if (!data.is_paid) {
          const sign = C.issuePaySign(state, order)
          data.pay_url = `${baseUrl}/payment/index?sign=${sign}`
          data.sign = sign
        }
        return data
      },
      { auth: true }
    )
  )

  // The route exists for POST only: another method answers code 1 错误 (sample v4.9.30/50), before the login.
  api.get(
    '/api/v3/order',
    newOnly(() => {
      throw fail('错误')
    })
  )

  // ---- my orders and the status ---------------------------------------------------------------------------

  // Shape A, page_size (default 10), newest first: every status on 4.9.10, paid orders only on v4.9.30 (with
  // refund_amount).
  api.get('/api/v2/member/orders', { auth: true }, (ctx) => {
    const { input, state, user, baseUrl, switches } = ctx
    const paging = pageParams(input, { sizeKey: 'page_size', defaultSize: 10 })
    const paidOnly = isNewMeedu(switches)
    const orders = state.orders
      .filter((o) => o.user_id === user.id && (!paidOnly || o.status === C.STATUS.PAID))
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

  // ---- hand pay (4.9.10) ----------------------------------------------------------------------------------

  api.get(
    '/api/v2/order/pay/handPay',
    oldOnly(({ baseUrl }) => ({ text: handPayText(baseUrl, '') }), { auth: true })
  )

  // Upstream's V3 PaymentController::handPay (4.9.10): an order that has no payment yet becomes 支付中 with payment
  // and payment_method `handPay` (OrderService::change2Paying; samples 30e, 30f, 30h), which fails with the English
  // `order status error` unless the order is 未支付 (paid by a covering promo code, or cancelled). An order that
  // has a payment already (hand pay asked again, or one sent to a gateway) is left as it is. Either way the answer
  // is the instructions.
  api.post(
    '/api/v3/order/pay/handPay',
    oldOnly(
      ({ input, state, user, baseUrl }) => {
        const { order_id: orderId } = required(input, { order_id: '参数错误' })
        const order = C.findUserOrder(state, user, orderId)
        if (!order.payment) {
          if (order.status !== C.STATUS.UNPAID) throw fail('order status error')
          const handPay = C.findPayment('handPay')
          order.payment = handPay.sign
          order.payment_method = handPay.methods.h5
          order.status = C.STATUS.PAYING
          order.updated_at = state.now()
        }
        return { text: handPayText(baseUrl, order.order_id) }
      },
      { auth: true }
    )
  )

  // ---- the browser hand-over to a gateway (4.9.10 §6.2) and the fake cashier --------------------------------

  // A browser address: the token comes in the query. Refusals are envelopes, as upstream's (the browser shows the
  // JSON): 请登录; s_url / f_url not http(s) (the demo's own check: it never follows another scheme); a gateway
  // the scene does not offer → 错误 (sample 30g, before the order); unknown order → 404;
  // 订单状态错误 for any order not 未支付 (upstream PaymentController: a 支付中 order, sent to a gateway or switched to
  // hand pay once already, is refused too, although the list says continue_pay for it; meedu-api.md §6.2).
  api.get(
    '/api/v2/order/pay/redirect',
    oldOnly(
      ({ input, state, user, switches, baseUrl }) => {
        const sUrl = text(input, 's_url')
        const fUrl = text(input, 'f_url')
        if (!isWebUrl(sUrl) || !isWebUrl(fUrl)) throw fail('参数错误：s_url 和 f_url 必须是 http(s) 地址')
        const scene = text(input, 'payment_scene') || text(input, 'scene')
        const payment = text(input, 'payment')
        const gateway = SCENES.includes(scene)
          ? C.paymentsFor(switches, scene).find((p) => p.sign === payment && p.online)
          : null
        if (!gateway) throw fail('错误')
        const order = state.orders.find(
          (o) => o.order_id === text(input, 'order_id') && o.user_id === user.id
        )
        if (!order) throw resourceNotFound()
        if (order.status !== C.STATUS.UNPAID) throw fail('订单状态错误')

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
      },
      { auth: true }
    )
  )

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

  // 取消支付: back to f_url; the order stays 支付中 (a gateway does not report a learner who left), so the pay
  // redirect will not take it again.
  api.get('/__demo/cashier/cancel', ({ input, state }) => {
    const ticket = cashierTicket(input, state)
    if (!ticket) return errorPage('支付链接无效或已过期，请返回应用重新发起支付。', 404)
    return redirect(ticket.fUrl)
  })

  // ---- v4.9.30: the cashier at pay_url (§5.2) -------------------------------------------------------------------

  // No token: the sign names the order. Unknown or expired sign → 支付失败 / 参数错误; paid → 支付成功;
  // cancelled → 订单已取消. `s_url` and `f_url` arrive URL-encoded; 取消支付 shows only with `s_url`.
  api.get(
    '/payment/index',
    newOnly(({ input, state, switches }) => {
      const sign = text(input, 'sign')
      const order = C.orderForSign(state, sign)
      if (!order) return badSignPage()
      const sUrl = text(input, 's_url')
      if (order.status === C.STATUS.PAID) return successPage(sUrl)
      if (order.status === C.STATUS.CANCELLED) return cancelledPage()
      return cashierView(order, { sign, sUrl, fUrl: text(input, 'f_url'), switches })
    })
  )

  // 确认支付 (the form of /payment/index). 微信支付 / 支付宝 play the gateway: the order is paid at once (status 9,
  // the goods granted) and the browser goes to /payment/success. 线下支付 shows the bank details and changes nothing.
  api.post(
    '/payment/pay',
    newOnly(({ input, state, switches, baseUrl }) => {
      const sign = text(input, 'sign')
      const order = C.orderForSign(state, sign)
      if (!order) return badSignPage()
      const sUrl = text(input, 's_url')
      const fUrl = text(input, 'f_url')
      if (order.status === C.STATUS.PAID) return successPage(sUrl)
      if (order.status === C.STATUS.CANCELLED) return cancelledPage()
      const method = cashierMethods(switches).find((m) => m.key === text(input, 'payment'))
      if (!method) return cashierView(order, { sign, sUrl, fUrl, switches, notice: '请选择支付方式' })
      if (!method.online) return cashierView(order, { sign, sUrl, fUrl, switches, handPayOpen: true })
      order.payment = method.payment
      order.payment_method = method.method
      C.payOrder(state, order)
      return redirect(`${baseUrl}/payment/success${sUrl ? `?s_url=${encodeURIComponent(sUrl)}` : ''}`)
    })
  )

  // Where a gateway sends the browser back: 支付成功, then `s_url` (decoded once more) after 1 s.
  api.get(
    '/payment/success',
    newOnly(({ input }) => successPage(text(input, 's_url')))
  )

  // ---- test control ---------------------------------------------------------------------------------------

  // Pay an order without the browser (as an admin confirming a hand pay would).
  api.post('/__demo/pay', (ctx) => {
    const { order_id: orderId } = required(ctx.input, { order_id: '缺少参数 order_id' })
    const order = ctx.state.orders.find((o) => o.order_id === orderId)
    if (!order) throw fail('订单不存在')
    return P.order(C.payOrder(ctx.state, order), ctx)
  })

  // Record a successful refund of `amount` yuan on a paid order (v4.9.30's refund_amount adds them up).
  api.post('/__demo/refund', (ctx) => {
    const { order_id: orderId, amount } = required(ctx.input, {
      order_id: '缺少参数 order_id',
      amount: '缺少参数 amount',
    })
    const order = ctx.state.orders.find((o) => o.order_id === orderId)
    if (!order) throw fail('订单不存在')
    C.refundOrder(ctx.state, order, amount)
    return { ...P.order(order, ctx), refund_amount: C.refundAmount(order) }
  })

  // Every order of a learner (id or mobile), newest first, with what the API does not show.
  api.get('/__demo/orders', (ctx) => {
    const { input, state } = ctx
    const { user: who } = required(input, { user: '缺少参数 user' })
    const user = state.findUser(who) || state.findUserByMobile(who)
    if (!user) throw fail('用户不存在')
    const liveSign = (order) => {
      for (const [sign, entry] of state.paySigns) {
        if (entry.orderId === order.id && entry.expiresAt > state.now()) return sign
      }
      return ''
    }
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
          refund_amount: C.refundAmount(o),
          pay_sign: liveSign(o),
        }
      })
  })
}

/** PHP's `(int)` of a request value: `"12"` and `"12abc"` → 12, `"abc"`, absent → 0, `true` → 1. */
function phpInt(value) {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value !== 'string') return 0
  const n = Number.parseInt(value.trim(), 10)
  return Number.isFinite(n) ? n : 0
}
