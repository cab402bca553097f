/**
 * The commerce pages on MeEdu's newer server (v4.9.30 recorded; 4.9.14 and later), both passes: 收银台 with no
 * gateway list, the purchase agreements, the cashier (H5: the browser goes there; the mini-program: a choice),
 * the status on return; 支付成功 asking about the order; 我的订单 with paid orders only and 已退金额; the
 * releases between; the Paper add-on's order with nothing to pay it. Answers shaped as recorded.
 */
import Taro from '@tarojs/taro'
import { act } from '@testing-library/react'
import CheckoutPage from '@/packages/order/order'
import SuccessPage from '@/packages/order/order/success'
import HandPayPage from '@/packages/order/order/pay'
import MyOrdersPage from '@/packages/order/member/order'
import { platform } from '@/platform'
import { pageUrl } from '@/routes'
import { STORAGE_KEYS } from '@/services/credentials'
import { serverApi } from '@/services/server-api'
import type { RootStore } from '@/stores'
import { ok, routeRequests, sentCalls, type FakeResponse, type Handler, type SentRequest } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { $, countOf, tap, toasts } from '../mocks/screen'
import { asServer, CONFIG_MARKERS } from '../mocks/server'
import { openPageAt, triggerDidShow } from '../mocks/taro'
import roles4930 from '../demo-api/meedu-samples/v4.9.30/11-roles.json'
import roleOrder from '../demo-api/meedu-samples/v4.9.30/42b-order-role.json'
import statusAfterCreate from '../demo-api/meedu-samples/v4.9.30/42c-order-status-after-create.json'
import boughtCourseOrder from '../demo-api/meedu-samples/v4.9.30/42f-order-course-2-already-bought.json'
import freeCourseOrder from '../demo-api/meedu-samples/v4.9.30/42g-order-course-1-free.json'
import paidOnly from '../demo-api/meedu-samples/v4.9.30/42h-member-orders-paid-only.json'
import orders4930 from '../demo-api/meedu-samples/v4.9.30/07-member-orders.json'
import course2Vip4930 from '../demo-api/meedu-samples/v4.9.30/18b-course-2-vip-learner.json'
import course2Bought from '../demo-api/meedu-samples/v4.9.30/05c-course-2-paid-bought.json'
import removedCourseOrder from '../demo-api/meedu-samples/v4.9.30/43-removed-order-course-v2.json'
import courseOrder4910 from '../demo-api/meedu-samples/4.9.10/30k-order-course-2-vip-learner.json'

const onWeapp = platform.name === 'weapp'
const inH5 = onWeapp ? it.skip : it
const inWeapp = onWeapp ? it : it.skip

const recorded = (sample: { http_status: number; response: unknown }): FakeResponse => ({
  statusCode: sample.http_status,
  data: sample.response,
})

const V3_ORDER = 'POST /api/v3/order'
const STATUS = 'GET /api/v2/order/status'
const PAYMENTS = 'GET /api/v2/order/payments'
const ROLES = 'GET /api/v2/roles'
const COURSE2 = 'GET /api/v2/course/2'
const ORDERS = 'GET /api/v2/member/orders'
const ORDER_NO = roleOrder.response.data.order_no
const PAY_URL = roleOrder.response.data.pay_url
const PURCHASE_PROTOCOL = CONFIG_MARKERS['v4.9.30'].paid_content_purchase_protocol
const VIP_PROTOCOL = 'http://127.0.0.1:18590/user/vip_protocol'

const ROLE_QUERY = {
  goods_id: '1',
  goods_type: 'role',
  goods_name: '年度会员',
  goods_charge: '199',
  goods_label: 'VIP会员',
}
const COURSE_QUERY = { goods_id: '2', goods_type: 'vod', goods_name: 'Vue 实战', goods_label: '录播课程' }

type Routes = Record<string, FakeResponse | Handler>

let spies: ReturnType<typeof wireHttp>
let external: jest.SpyInstance
beforeEach(() => {
  spies = wireHttp()
  asServer('v4.9.30')
  platform.session.remove(STORAGE_KEYS.pendingOrder)
  external = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
})
afterEach(() => window.history.replaceState(null, '', window.location.pathname))

function loggedInRoot(config: Record<string, unknown> = {}): RootStore {
  const root = bootedRoot({ user: makeMember() })
  root.config.save({
    url: 'http://127.0.0.1:18590',
    h5_url: '',
    vip_protocol: VIP_PROTOCOL,
    ...CONFIG_MARKERS['v4.9.30'],
    ...config,
  })
  return root
}

const urls = (api: 'navigateTo' | 'redirectTo' | 'reLaunch') =>
  jest.mocked(Taro[api]).mock.calls.map(([options]) => (options as { url: string }).url)
const text = (id: string) => $(id)?.textContent ?? ''

async function renderCheckout(
  routes: Routes = {},
  { query = ROLE_QUERY, root = loggedInRoot() }: { query?: Record<string, string>; root?: RootStore } = {}
) {
  openPageAt('/order', 'packages/order/order/index', query)
  routeRequests({
    [ROLES]: recorded(roles4930),
    [COURSE2]: recorded(course2Vip4930),
    [V3_ORDER]: recorded(roleOrder),
    [STATUS]: recorded(statusAfterCreate),
    ...routes,
  })
  const view = renderWithStores(<CheckoutPage />, root)
  await actAndSettle()
  return { root, view }
}

describe('收银台 (the server’s cashier)', () => {
  it('the goods, price and 总计 with 提交订单; no gateway list and nothing asked about payments', async () => {
    await renderCheckout()
    expect(text('checkout-name')).toBe('年度会员')
    expect(text('checkout-total')).toBe('总计￥199')
    expect(text('checkout-cashier')).toBe('提交订单后，在收银台选择支付方式')
    expect(document.querySelector('[id^="payment-"]')).toBeNull()
    expect(sentCalls()).toEqual([ROLES])
    expect($('checkout-submit')).not.toHaveClass('nut-button-disabled')
  })

  it('a plan: 提示 我已阅读并同意《会员服务协议》; the title opens it; 取消 sends nothing', async () => {
    await renderCheckout()
    await actAndSettle(() => tap('checkout-submit'))
    expect(text('agreement-dialog')).toContain('提示')
    expect(text('agreement-dialog')).toContain('我已阅读并同意《会员服务协议》')
    tap('agreement-vip')
    expect(external).toHaveBeenCalledWith(VIP_PROTOCOL)
    tap('agreement-cancel')
    expect($('agreement-dialog')).toBeNull()
    expect(countOf(V3_ORDER)).toBe(0)
  })

  it('a course: 协议确认 with the 付费内容购买协议; 阅读并同意 orders with agree_protocol 1', async () => {
    const bodies: unknown[] = []
    await renderCheckout(
      {
        [V3_ORDER]: (request: SentRequest) => {
          bodies.push(request.data)
          return recorded(boughtCourseOrder)
        },
      },
      { query: COURSE_QUERY }
    )
    await actAndSettle(() => tap('checkout-submit'))
    expect($('agreement-dialog')?.textContent).toContain('协议确认')
    expect(text('agreement-dialog')).toContain(
      '购买付费内容前，请仔细阅读并同意《付费内容购买协议》，了解您的权利和义务。'
    )
    expect(text('agreement-purchase')).toBe('《付费内容购买协议》')
    expect(text('agreement-cancel')).toBe('取消')
    expect(text('agreement-agree')).toBe('阅读并同意')
    tap('agreement-purchase')
    expect(external).toHaveBeenCalledWith(PURCHASE_PROTOCOL)
    external.mockClear()
    await actAndSettle(() => tap('agreement-agree'))
    expect(bodies).toEqual([{ goods_type: 'COURSE', goods_id: 2, agree_protocol: 1 }])
    expect($('agreement-dialog')).toBeNull()
    expect(external).toHaveBeenCalledTimes(onWeapp ? 0 : 1)
  })

  it('a course on a server with no purchase agreement: no question, the order at once', async () => {
    await renderCheckout(
      { [V3_ORDER]: recorded(boughtCourseOrder) },
      { query: COURSE_QUERY, root: loggedInRoot({ paid_content_purchase_protocol: '' }) }
    )
    await actAndSettle(() => tap('checkout-submit'))
    expect($('agreement-dialog')).toBeNull()
    expect(countOf(V3_ORDER)).toBe(1)
  })

  it('a course the learner owns (05c) is not offered: 您已可以学习该课程，无需购买', async () => {
    await renderCheckout({ [COURSE2]: recorded(course2Bought) }, { query: COURSE_QUERY })
    expect(text('checkout-not-for-sale')).toBe('您已可以学习该课程，无需购买')
    expect($('checkout-submit')).toBeNull()
  })

  it('paid at once (42g): 支付成功 and /order/success in place of the checkout', async () => {
    await renderCheckout(
      { [V3_ORDER]: recorded(freeCourseOrder) },
      { query: COURSE_QUERY, root: loggedInRoot({ paid_content_purchase_protocol: '' }) }
    )
    await actAndSettle(() => tap('checkout-submit'))
    expect(toasts()).toEqual(['支付成功'])
    expect(urls('redirectTo')).toEqual([pageUrl('/order/success')])
    expect(external).not.toHaveBeenCalled()
  })

  inH5(
    'H5: 阅读并同意 sends the browser to the cashier, with 支付成功 and this checkout to come back to',
    async () => {
      await renderCheckout()
      await actAndSettle(() => tap('checkout-submit'))
      await actAndSettle(() => tap('agreement-agree'))
      expect(external).toHaveBeenCalledTimes(1)
      const url = String(external.mock.calls[0][0])
      expect(url.startsWith(`${PAY_URL}&s_url=`)).toBe(true)
      const query = new URLSearchParams(url.split('?')[1])
      expect(query.get('s_url')).toMatch(new RegExp(`#/order/success\\?order_no=${ORDER_NO}$`))
      expect(query.get('f_url')).toMatch(/#\/order\?goods_id=1&goods_type=role$/)
      // A second tap (back from the cashier without paying) sends the same link, no second order.
      await actAndSettle(() => tap('checkout-submit'))
      await actAndSettle(() => tap('agreement-agree'))
      expect(external.mock.calls.map(([address]) => address)).toEqual([url, url])
      expect(countOf(V3_ORDER)).toBe(1)
    }
  )

  inH5('H5: back from the cashier (a page load), the status is asked once: 9 → 支付成功', async () => {
    const { view } = await renderCheckout()
    await actAndSettle(() => tap('checkout-submit'))
    await actAndSettle(() => tap('agreement-agree'))
    view.unmount()
    await renderCheckout({ [STATUS]: ok({ status: 9 }) })
    await actAndSettle(() => triggerDidShow())
    expect(countOf(STATUS)).toBe(1)
    expect(toasts()).toEqual(['支付成功'])
    expect(urls('redirectTo')).toEqual([pageUrl('/order/success')])
  })

  inWeapp(
    'the mini-program: 在小程序内打开支付页 opens the cashier in the web-view; back, the status once',
    async () => {
      await renderCheckout()
      jest.mocked(Taro.showActionSheet).mockResolvedValueOnce({ tapIndex: 0, errMsg: 'ok' })
      await actAndSettle(() => tap('checkout-submit'))
      await actAndSettle(() => tap('agreement-agree'))
      expect(jest.mocked(Taro.showActionSheet).mock.calls[0][0].itemList).toEqual([
        '在小程序内打开支付页',
        '复制链接到浏览器支付',
      ])
      // No H5 app known: the cashier as the server sent it (nowhere to come back to but the mini-program).
      expect(external.mock.calls).toEqual([[PAY_URL]])

      routeRequests({ [STATUS]: recorded(statusAfterCreate) })
      await actAndSettle(() => triggerDidShow())
      expect(countOf(STATUS)).toBe(1)
      expect(toasts()).toEqual([])
      routeRequests({ [STATUS]: ok({ status: 9 }) })
      await actAndSettle(() => triggerDidShow())
      expect(toasts()).toEqual(['支付成功'])
      expect(urls('redirectTo')).toEqual([pageUrl('/order/success')])
    }
  )

  inWeapp('复制链接到浏览器支付: the cashier link (no token in it), lasting 30 minutes', async () => {
    await renderCheckout({}, { root: loggedInRoot({ h5_url: 'https://h5.school.test' }) })
    jest.mocked(Taro.showActionSheet).mockResolvedValueOnce({ tapIndex: 1, errMsg: 'ok' })
    await actAndSettle(() => tap('checkout-submit'))
    await actAndSettle(() => tap('agreement-agree'))
    const copied = jest.mocked(Taro.setClipboardData).mock.calls[0][0].data
    expect(copied.startsWith(`${PAY_URL}&s_url=`)).toBe(true)
    expect(new URLSearchParams(copied.split('?')[1]).get('s_url')).toBe(
      `https://h5.school.test/#/order/success?order_no=${ORDER_NO}`
    )
    expect(copied).not.toContain('token')
    const modal = jest.mocked(Taro.showModal).mock.calls[0][0]
    expect(modal?.title).toBe('链接已复制')
    expect(modal?.content).toContain('30分钟内有效')
  })

  inWeapp('closing the sheet keeps the order for its 30 minutes, and says how to go on', async () => {
    await renderCheckout()
    await actAndSettle(() => tap('checkout-submit'))
    await actAndSettle(() => tap('agreement-agree'))
    expect(toasts()).toEqual(['订单已保留，30分钟内再次点击“提交订单”可继续支付'])
    jest.mocked(Taro.showActionSheet).mockResolvedValueOnce({ tapIndex: 0, errMsg: 'ok' })
    await actAndSettle(() => tap('checkout-submit'))
    await actAndSettle(() => tap('agreement-agree'))
    expect(countOf(V3_ORDER)).toBe(1)
    expect(external.mock.calls).toEqual([[PAY_URL]])
  })

  it('between releases (the config cannot tell): 路由不存在 on POST /api/v3/order, the gateways appear untold', async () => {
    serverApi.reset()
    const release4912 = { name: '', sliders: [], socialites: { qq: 0, wechat_oauth: 0 } }
    serverApi.learnFromConfig(release4912)
    await renderCheckout(
      {
        [V3_ORDER]: recorded(removedCourseOrder),
        'POST /api/v2/order/course': recorded(courseOrder4910),
        [PAYMENTS]: ok([
          { sign: 'alipay', name: '支付宝', icon: '' },
          { sign: 'handPay', name: '手动打款', icon: '' },
        ]),
      },
      {
        query: COURSE_QUERY,
        root: loggedInRoot({ ...release4912, paid_content_purchase_protocol: undefined }),
      }
    )
    expect($('checkout-cashier')).not.toBeNull()
    await actAndSettle(() => tap('checkout-submit'))
    expect(toasts()).toEqual(['请选择支付方式后再提交订单'])
    expect($('checkout-cashier')).toBeNull()
    expect($('payment-alipay')).toHaveAttribute('data-checked', 'true')
    tap('payment-handPay')
    await actAndSettle(() => tap('checkout-submit'))
    expect(urls('redirectTo')[0]).toContain(pageUrl('/order/pay'))
    expect(urls('redirectTo')[0]).toContain('orderId=217082468')
    expect(countOf('POST /api/v2/order/course')).toBe(1)
  })

  it("the Paper add-on's unpaid order where nothing can pay it: its number, whom to ask, 复制订单号", async () => {
    await renderCheckout(
      {
        'GET /addons/Paper/api/v1/paper/5': ok({
          paper: { id: 5, title: '产品经理认证考试', thumb: '', charge: 19.9, is_free: 0 },
          questions: {},
          user_papers: [],
          can_join: false,
        }),
        'POST /addons/Paper/api/v1/paper/buy': ok({
          id: 9,
          order_id: '1120000101',
          charge: 19.9,
          status_text: '未支付',
          goods: [],
        }),
      },
      { query: { goods_id: '5', goods_type: 'paper' } }
    )
    await actAndSettle(() => tap('checkout-submit'))
    const modal = jest.mocked(Taro.showModal).mock.calls[0][0]
    expect(modal?.title).toBe('无法在线支付')
    expect(modal?.content).toBe(
      '订单 1120000101 已创建，但本站暂不支持在应用内支付这类订单。请联系管理员付款开通，开通后即可使用。'
    )
    expect(modal?.confirmText).toBe('复制订单号')
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: '1120000101' })
    expect(toasts()).toEqual(['订单号已复制'])
    expect(external).not.toHaveBeenCalled()
  })
})

// ------------------------------------------------------------------------------------------------ 支付成功

async function renderResult(query: Record<string, string>, routes: Routes) {
  openPageAt('/order/success', 'packages/order/order/success/index', query)
  routeRequests(routes)
  const view = renderWithStores(<SuccessPage />, loggedInRoot())
  await actAndSettle()
  return view
}

describe('支付成功 with the order number (back from the cashier)', () => {
  it('9: 支付成功 after one question', async () => {
    await renderResult({ order_no: ORDER_NO }, { [STATUS]: ok({ status: 9 }) })
    expect(text('success-text')).toBe('支付成功')
    expect(text('success-order')).toBe(`订单号 ${ORDER_NO}`)
    expect(countOf(STATUS)).toBe(1)
    expect($('success-recheck')).toBeNull()
  })

  it('5 (42c): 正在等待支付结果, asked again after growing pauses, then 暂未收到支付结果 with 重新查询', async () => {
    jest.useFakeTimers()
    const flush = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve()
    }
    openPageAt('/order/success', 'packages/order/order/success/index', { order_no: ORDER_NO })
    let status = 5
    routeRequests({ [STATUS]: () => ok({ status }) })
    renderWithStores(<SuccessPage />, loggedInRoot())
    await act(flush)
    expect(text('success-text')).toBe('正在等待支付结果')
    expect(text('success-note')).toBe('支付渠道的通知可能稍有延迟，请勿重复支付，页面会自动刷新')
    expect($('success-recheck')).toBeNull()
    for (const pause of [2000, 4000, 8000, 16000]) {
      await act(async () => {
        jest.advanceTimersByTime(pause - 1)
        await flush()
      })
      const before = countOf(STATUS)
      await act(async () => {
        jest.advanceTimersByTime(1)
        await flush()
      })
      expect(countOf(STATUS)).toBe(before + 1)
    }
    expect(text('success-text')).toBe('暂未收到支付结果')
    expect(text('success-note')).toBe('如已完成支付，请稍后点击“重新查询”；如未支付，可返回重新下单')
    await act(async () => {
      jest.advanceTimersByTime(60_000)
      await flush()
    })
    expect(countOf(STATUS)).toBe(5)
    status = 9
    await act(async () => {
      tap('success-recheck')
      await flush()
    })
    expect(text('success-text')).toBe('支付成功')
    expect(countOf(STATUS)).toBe(6)
  })

  it('7: 订单已取消; an order the server does not know: 未找到该订单', async () => {
    const view = await renderResult({ order_no: ORDER_NO }, { [STATUS]: ok({ status: 7 }) })
    expect(text('success-text')).toBe('订单已取消')
    view.unmount()
    await renderResult(
      { order_no: ORDER_NO },
      { [STATUS]: { statusCode: 200, data: { code: 404, message: '资源不存在', data: [] } } }
    )
    expect(text('success-text')).toBe('未找到该订单')
    expect(toasts()).toEqual([])
    expect(spies.onNotFound).not.toHaveBeenCalled()
  })

  it('without an order number: 支付成功 as before, nothing asked', async () => {
    await renderResult({}, {})
    expect(text('success-text')).toBe('支付成功')
    expect(sentCalls()).toEqual([])
  })
})

// ------------------------------------------------------------------------------------------------ 支付中 (hand pay)

it('支付中 (hand pay) reached on this server: the cashier offers 线下支付, said with the way back; nothing asked', async () => {
  openPageAt('/order/pay', 'packages/order/order/pay/index', { orderId: ORDER_NO })
  routeRequests({})
  renderWithStores(<HandPayPage />, loggedInRoot())
  await actAndSettle()
  expect(text('hand-pay-unavailable')).toBe('本站已改为在收银台选择支付方式（含线下支付），请返回重新购买')
  expect($('hand-pay-done')).toBeNull()
  expect(sentCalls()).toEqual([])
  tap('hand-pay-back')
})

// ------------------------------------------------------------------------------------------------ 我的订单

describe('我的订单 (paid orders only)', () => {
  async function renderOrders(answer: FakeResponse) {
    openPageAt('/member/order', 'packages/order/member/order/index', {})
    routeRequests({ [ORDERS]: answer })
    renderWithStores(<MyOrdersPage />, loggedInRoot())
    await actAndSettle()
  }

  it('the recorded list (07): 已支付, the order’s ￥99 (its goods_charge says 0), nothing to pay, no refund line', async () => {
    await renderOrders(recorded(orders4930))
    const card = $('order-202612031650127720')!
    expect(card).toHaveTextContent('已支付')
    expect(card).toHaveTextContent('Vue 实战')
    expect(card).toHaveTextContent('￥99')
    expect(card.querySelector('button')).toBeNull()
    expect($('order-refund-202612031650127720')).toBeNull()
  })

  it('a refunded order (refund_amount > 0): 已退金额：￥12.50, in the price red', async () => {
    const item = { ...paidOnly.response.data.data[0], charge: 99, refund_amount: 12.5 }
    await renderOrders(
      ok({
        ...paidOnly.response.data,
        data: [item, { ...item, id: 7, order_id: '202612031709276075', refund_amount: 3 }],
      })
    )
    expect(text('order-refund-202612031709276074')).toBe('已退金额：￥12.50')
    expect($('order-refund-202612031709276074')).toHaveClass('order-card__refund')
    expect(text('order-refund-202612031709276075')).toBe('已退金额：￥3.00')
  })
})
