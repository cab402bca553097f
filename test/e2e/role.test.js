'use strict'
// VIP会员 against the demo API: plans 1 月度会员 ￥30, 2 季度会员 ￥80, 3 年度会员 ￥298; learner 1 (13800138000)
// is no VIP (both seeded plans long expired). Promo code DEMO10 takes 10 yuan off.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')

const e2e = setupE2E()

async function ordersOf(user = 1) {
  const response = await fetch(`${API_URL}/__demo/orders?user=${user}`)
  return (await response.json()).data
}

const text = async (page, selector) => (await e2e.visible(page, selector).first().innerText()).trim()

test('buys a VIP plan with a promo code: /role → 收银台 → 提示 agreement → cashier → 支付成功; /role shows the plan', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  await e2e.gotoApp(page, '/role')
  await e2e.visible(page, '#role-1').waitFor()
  assert.equal(await text(page, '#role-status'), '您还不是本站会员哦')
  assert.match(await text(page, '#role-card'), /免费会员/)
  assert.match(await text(page, '#role-1'), /月度会员[\s\S]*￥30/)
  assert.match(await text(page, '#role-3'), /年度会员[\s\S]*￥298/)
  await e2e.shot(page, 'role-plans')

  await e2e.tap(page, '#role-buy')
  await e2e.waitForToast(page, '请选择需要购买的会员')
  await e2e.tap(page, '#role-1')
  assert.equal(await e2e.visible(page, '#role-1').getAttribute('data-selected'), 'true')
  await e2e.shot(page, 'role-selected')
  await e2e.tap(page, '#role-buy')
  await e2e.waitForRoute(page, (route) => route.startsWith('/order?'))
  const query = new URLSearchParams(e2e.route(page).split('?')[1])
  assert.deepEqual(Object.fromEntries(query), {
    goods_id: '1',
    goods_name: '月度会员',
    goods_charge: '30',
    goods_type: 'role',
    goods_label: 'VIP会员',
  })

  await e2e.visible(page, '#payment-alipay').waitFor()
  assert.equal(await text(page, '#checkout-name'), '月度会员')
  assert.equal(await text(page, '#checkout-total'), '总计￥30')
  await e2e.tap(page, '#promo-open')
  await e2e.input(page, '#promo-input').first().fill('DEMO10')
  await e2e.tap(page, '#promo-verify')
  await e2e.waitForToast(page, '优惠码有效，抵扣10元')
  assert.equal(await text(page, '#checkout-total'), '总计￥20')
  await e2e.shot(page, 'checkout-role')

  await e2e.tap(page, '#checkout-submit')
  const dialog = e2e.visible(page, '#agreement-dialog')
  await dialog.waitFor()
  assert.match(await dialog.innerText(), /提示[\s\S]*我已阅读并同意《会员服务协议》/)
  await e2e.shot(page, 'checkout-agreement')
  await e2e.tap(page, '#agreement-cancel')
  await page.waitForFunction(() => !document.querySelector('#agreement-dialog'))
  assert.equal((await e2e.apiLog()).filter((entry) => entry.path === '/api/v2/order/role').length, 0)

  await e2e.tap(page, '#checkout-submit')
  await e2e.tap(page, '#agreement-agree')
  await page.waitForURL(/\/__demo\/cashier\?ticket=/)
  const order = (await e2e.apiLog()).find((entry) => entry.path === '/api/v2/order/role')
  assert.equal(String(order.body.agree), '1')
  assert.equal(order.body.promo_code, 'DEMO10')
  await page.click('#pay')
  await page.waitForURL(/#\/order\/success$/)
  await e2e.visible(page, '#success-text').waitFor()
  const [newest] = await ordersOf()
  assert.equal(newest.status_text, '已支付')
  assert.equal(newest.goods[0].goods_type, 'role')

  await e2e.gotoApp(page, '/role')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#role-status')].some((el) => /^您的月度会员.+到期$/.test(el.textContent))
  )
  assert.match(await text(page, '#role-card'), /购买后将会有效期顺延/)
  await e2e.shot(page, 'role-member')
})

test('the checkout of a plan keeps the promo code and the payment across the 会员服务协议 (same tab) and back', async () => {
  const page = await e2e.newPage()
  await e2e.login(page)
  const goods = {
    goods_id: '2',
    goods_type: 'role',
    goods_name: '季度会员',
    goods_charge: '80',
    goods_label: 'VIP会员',
  }
  await e2e.gotoApp(page, `/order?${new URLSearchParams(goods)}`)
  await e2e.visible(page, '#payment-handPay').waitFor()
  await e2e.tap(page, '#payment-handPay')
  await e2e.tap(page, '#promo-open')
  await e2e.input(page, '#promo-input').first().fill('DEMO10')
  await e2e.tap(page, '#promo-verify')
  await e2e.waitForToast(page, '优惠码有效，抵扣10元')
  await e2e.waitForRoute(
    page,
    (route) => route.includes('promo_code=DEMO10') && route.includes('payment=handPay')
  )
  await e2e.tap(page, '#checkout-submit')
  await e2e.visible(page, '#agreement-dialog').waitFor()
  await e2e.tap(page, '#agreement-vip')
  await page.waitForURL((url) => !url.hash.startsWith('#/order'))
  assert.match(await page.content(), /会员服务协议/)

  await page.goBack()
  await e2e.visible(page, '#promo-applied').waitFor()
  assert.equal(await text(page, '#promo-applied'), '优惠码 DEMO10')
  assert.equal(await text(page, '#checkout-total'), '总计￥70')
  assert.equal(await e2e.visible(page, '#payment-handPay').getAttribute('data-checked'), 'true')
  await e2e.tap(page, '#checkout-submit')
  await e2e.tap(page, '#agreement-agree')
  await e2e.waitForRoute(page, (route) => route.startsWith('/order/pay?'))
  const order = (await e2e.apiLog()).find((entry) => entry.path === '/api/v2/order/role')
  assert.equal(order.body.promo_code, 'DEMO10')
  assert.equal(await text(page, '#hand-pay-price'), '需支付 ￥70')
})

test('the plans failing to load: 加载失败 with 重新加载', async () => {
  const page = await e2e.newPage({ allow: [/503|Service Unavailable/i] })
  await e2e.login(page)
  await e2e.queueNext({ path: '/api/v2/roles', status: 503 })
  await e2e.gotoApp(page, '/role')
  await e2e.visible(page, '#resource-retry').waitFor()
  await e2e.tap(page, '#resource-retry')
  await e2e.visible(page, '#role-1').waitFor()
})
