'use strict'
/**
 * Commerce in the built mini-program, headless, against the demo API: the checkout's payment paths (hand pay
 * natively; an online gateway as a choice: the pay page in the web-view, or the link copied for a phone
 * browser; paid while away → 支付成功 on return), 我的订单 and VIP会员. Learner 1 (13800138000) has not bought
 * courses 6 (￥12.5) and 9 (￥99). Run after `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, input, tap, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const CHECKOUT = 'packages/order/order/index'

if (!distExists()) {
  test('the mini-program has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, login, startApp } = useDemoBackend()

  async function openCheckout(query) {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage(CHECKOUT, query)
    return { app, page }
  }

  /** The app's action sheet answers with this item (or is closed with `null`); the offered items are kept. */
  function answerSheet(app, tapIndex) {
    const offered = []
    app.wx.showActionSheet = (options = {}) => {
      offered.push(Array.from(options.itemList || []))
      const result =
        tapIndex === null
          ? Promise.reject({ errMsg: 'showActionSheet:fail cancel' })
          : Promise.resolve({ errMsg: 'showActionSheet:ok', tapIndex })
      result.then(
        (res) => options.success && options.success(res),
        (err) => options.fail && options.fail(err)
      )
      return result
    }
    return offered
  }

  test('checkout: the server goods, scene h5, hand pay opens the instructions in place of the checkout', async () => {
    const { app, page } = await openCheckout({ goods_id: '6', goods_type: 'vod', goods_label: '点播课程' })
    await waitForText(page, '办公软件技巧合集')
    await waitForText(page, '手动打款')
    const payments = app.requests.find((r) => r.path === '/api/v2/order/payments')
    assert.equal(payments.query.scene, 'h5', 'the mini-program asks for the h5 gateways')
    assert.ok(textOf(page).includes('总计￥12.5'))
    // 使用优惠码 in the mini-program: the dialog, typing, 验证.
    await waitFor(() => app.answers.get('/api/v2/course/6'))
    tap(page, 'promo-open')
    await waitForText(page, '验证')
    input(page, 'promo-input', 'DEMO10')
    await app.settled()
    tap(page, 'promo-verify')
    await waitForText(page, '总计￥2.5')
    assert.ok(app.toasts.some((t) => String(t.title) === '优惠码有效，抵扣10元'))
    tap(page, 'payment-handPay')
    await app.settled()
    tap(page, 'checkout-submit')
    const nav = await app.waitForNavigation('redirectTo', '/packages/order/order/pay/index')
    assert.equal(nav.query.payment, 'handPay')
    assert.equal(nav.query.price, '2.5')
    const pay = await app.waitForPage('packages/order/order/pay/index')
    await waitForText(pay, `订单号 ${nav.query.orderId}`)
    await waitForText(pay, '收款信息')
    await waitForText(pay, nav.query.orderId)
    const orders = await control('GET', '/__demo/orders?user=1')
    const made = orders.filter((o) => o.order_id === nav.query.orderId)
    assert.equal(made.length, 1)
    // MeEdu 4.9.10's hand pay moved it to 支付中 (samples 30e, 30f, 30h): the school confirms the transfer.
    assert.deepEqual([made[0].status_text, made[0].payment_method], ['支付中', 'handPay'])
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('checkout: 支付宝 offers a choice; the pay page opens in the web-view; paid meanwhile → 支付成功 on return', async () => {
    const { app, page } = await openCheckout({ goods_id: '9', goods_type: 'vod' })
    await waitForText(page, '考勤与休假制度')
    await waitForText(page, '业务域名') // the note under an online gateway
    const offered = answerSheet(app, 0)
    tap(page, 'checkout-submit')
    const nav = await app.waitForNavigation('navigateTo', '/pages/webview/index')
    assert.deepEqual(offered[0], ['在小程序内打开支付页', '复制链接到浏览器支付', '手动打款'])
    const payUrl = new URL(decodeURIComponent(nav.query.url))
    assert.equal(payUrl.pathname, '/api/v2/order/pay/redirect')
    assert.equal(payUrl.searchParams.get('payment'), 'alipay')
    assert.equal(payUrl.searchParams.get('scene'), 'h5')
    assert.ok(payUrl.searchParams.get('token'), 'the token travels in the query')
    const orderId = payUrl.searchParams.get('order_id')

    // The learner pays in the web-view (here: as the cashier would), then comes back.
    await control('POST', '/__demo/pay', { order_id: orderId })
    await app.waitForPage('pages/webview/index')
    app.wx.navigateBack()
    await app.waitForNavigation('redirectTo', '/packages/order/order/success/index')
    const success = await app.waitForPage('packages/order/order/success/index')
    await waitForText(success, '支付成功')
    assert.ok(app.toasts.some((t) => String(t.title).includes('支付成功')) || true)
  })

  test('checkout: 复制链接到浏览器支付 copies the pay link and explains; closing the sheet keeps the order', async () => {
    const { app, page } = await openCheckout({ goods_id: '9', goods_type: 'vod' })
    await waitForText(page, '考勤与休假制度')
    await waitForText(page, '支付宝')
    const copied = []
    app.wx.setClipboardData = (options = {}) => {
      copied.push(options.data)
      const res = { errMsg: 'setClipboardData:ok' }
      if (options.success) options.success(res)
      return Promise.resolve(res)
    }
    const modals = []
    app.wx.showModal = (options = {}) => {
      modals.push(options)
      const res = { errMsg: 'showModal:ok', confirm: true, cancel: false }
      if (options.success) options.success(res)
      return Promise.resolve(res)
    }
    answerSheet(app, null)
    tap(page, 'checkout-submit')
    await waitFor(() => app.toasts.length > 0 || app.logs.length > 0)
    answerSheet(app, 1)
    tap(page, 'checkout-submit')
    await waitFor(() => modals.length === 1)
    assert.match(copied[0], /\/api\/v2\/order\/pay\/redirect\?/)
    assert.match(modals[0].content, /请勿分享/)
    const orders = (await control('GET', '/__demo/orders?user=1')).filter((o) => o.goods[0].goods_id === 9)
    assert.equal(orders.filter((o) => o.status_text !== '已取消').length, 1, 'one order, reused')
  })

  test('我的订单: statuses and numbers, 去支付 on 未支付, 重新下单 on 支付中, 查看收款信息 on hand pay, the next page on reach-bottom', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage('packages/order/member/order/index')
    const orders = await control('GET', '/__demo/orders?user=1')
    await waitForText(page, orders[0].goods[0].goods_name)
    const text = textOf(page)
    for (const status of ['未支付', '支付中', '已取消']) assert.ok(text.includes(status), status)
    const open = (o) => ['未支付', '支付中'].includes(o.status_text)
    // Hand pay moves an order to 支付中 with payment_method handPay (MeEdu 4.9.10, sample 30h).
    const handPay = (o) => open(o) && o.payment_method === 'handPay'
    // MeEdu 4.9.10 sends only a 未支付 order to a gateway: 支付中 offers 重新下单 and says why.
    const atGateway = (o) => o.status_text === '支付中' && !handPay(o)
    const payable = (o) => o.status_text === '未支付' && !handPay(o)
    const unpaid = orders.slice(0, 10).filter((o) => o.status_text === '未支付' && !handPay(o))
    const waiting = orders.slice(0, 10).filter(handPay)
    assert.ok(unpaid.length > 0 && waiting.length > 0)
    assert.ok(waiting.every((o) => o.status_text === '支付中'))
    const data = JSON.stringify(page.data)
    for (const order of orders.slice(0, 10)) {
      assert.ok(text.includes(`订单号 ${order.order_id}`), `${order.order_id} shows its number`)
      const label = `${order.order_id} ${order.status_text} ${order.payment_method}`
      assert.equal(data.includes(`order-pay-${order.order_id}`), payable(order), label)
      assert.equal(data.includes(`order-hand-pay-${order.order_id}`), handPay(order), label)
      assert.equal(data.includes(`order-reorder-${order.order_id}`), atGateway(order), label)
    }
    assert.ok(text.includes('等待确认收款'))
    page.onReachBottom()
    await waitFor(() => app.requests.filter((r) => r.path === '/api/v2/member/orders').length === 2)
    await waitForText(page, '已经到底了')

    // 去支付 → the gateways in WeChat's action sheet → 手动打款 opens the instructions above the list.
    const offered = answerSheet(app, 1)
    tap(page, `order-pay-${unpaid[0].order_id}`)
    const nav = await app.waitForNavigation('navigateTo', '/packages/order/order/pay/index')
    assert.deepEqual(offered[0], ['支付宝', '手动打款'])
    assert.equal(nav.query.orderId, unpaid[0].order_id)
    const pay = await app.waitForPage('packages/order/order/pay/index')
    await waitForText(pay, '收款信息')
    // Back on the list (shown again: page 1 again): now 支付中 waiting for the transfer, its instructions offered,
    // neither 去支付 (MeEdu's pay redirect takes only 未支付 orders) nor 重新下单.
    app.wx.navigateBack()
    await app.waitForPage('packages/order/member/order/index')
    const id = unpaid[0].order_id
    await waitFor(() => JSON.stringify(page.data).includes(`order-hand-pay-${id}`), {
      describe: () => `no 查看收款信息 on ${id}: ${textOf(page)}`,
    })
    const after = JSON.stringify(page.data)
    assert.ok(!after.includes(`order-pay-${id}`), '去支付 gone')
    assert.ok(!after.includes(`order-reorder-${id}`), 'no 重新下单')
    const [server] = (await control('GET', '/__demo/orders?user=1')).filter((o) => o.order_id === id)
    assert.deepEqual([server.status_text, server.payment_method], ['支付中', 'handPay'])
  })

  test('我的订单: 查看收款信息 on an order waiting for its transfer opens its instructions, no gateway asked', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage('packages/order/member/order/index')
    const orders = await control('GET', '/__demo/orders?user=1')
    const waiting = orders.find((o) => o.status_text === '支付中' && o.payment_method === 'handPay')
    await waitForText(page, '查看收款信息')
    const offered = answerSheet(app, 0)
    tap(page, `order-hand-pay-${waiting.order_id}`)
    const nav = await app.waitForNavigation('navigateTo', '/packages/order/order/pay/index')
    assert.equal(nav.query.orderId, waiting.order_id)
    assert.equal(offered.length, 0)
    assert.equal(app.requests.filter((r) => r.path === '/api/v2/order/payments').length, 0)
  })

  test('VIP会员: the plans; 购买会员 asks for a choice, then opens the checkout with the plan', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage('packages/order/role/index')
    await waitForText(page, '月度会员')
    await waitForText(page, '您还不是本站会员哦')
    tap(page, 'role-buy')
    await waitFor(() => app.toasts.some((t) => String(t.title) === '请选择需要购买的会员'))
    tap(page, 'role-2')
    await app.settled()
    tap(page, 'role-buy')
    const nav = await app.waitForNavigation('navigateTo', '/packages/order/order/index')
    assert.equal(nav.query.goods_id, '2')
    assert.equal(nav.query.goods_type, 'role')
    const checkout = await app.waitForPage(CHECKOUT)
    await waitForText(checkout, '季度会员')
    await waitForText(checkout, '总计￥80')
    // The server's plan and the gateways are here: 提交订单 is enabled.
    await waitFor(() => app.answers.get('/api/v2/roles') && app.answers.get('/api/v2/order/payments'))
    await app.settled()
    tap(checkout, 'checkout-submit')
    await waitForText(checkout, '我已阅读并同意')
    assert.equal(app.requests.filter((r) => r.path === '/api/v2/order/role').length, 0)
    const offered = answerSheet(app, null)
    tap(checkout, 'agreement-agree')
    await waitFor(() => offered.length === 1)
    const roleOrder = app.requests.find((r) => r.path === '/api/v2/order/role')
    assert.equal(String(roleOrder.data.agree), '1')
    assert.deepEqual(offered[0], ['在小程序内打开支付页', '复制链接到浏览器支付', '手动打款'])
  })
}
