/**
 * The checkout's store on MeEdu's newer server (4.9.14 and later; v4.9.30 recorded): no gateway list, the purchase
 * agreements, `POST /api/v3/order` and its cashier, the pending order while its link lasts (by the server's
 * clock), the status on return; goods a learner owns or that are free are never offered; the releases between
 * (the config cannot tell) switch on MeEdu's 路由不存在; the Paper add-on's order where nothing can pay it.
 * Answers as recorded (test/demo-api/meedu-samples). Both jest passes.
 */
import { platform } from '@/platform'
import { STORAGE_KEYS } from '@/services/credentials'
import { serverApi } from '@/services/server-api'
import { CheckoutScreen, PAY_LINK_LIFETIME_MS } from '@/stores/checkout'
import { serverClock } from '@/utils/server-clock'
import {
  envelope,
  ok,
  routeRequests,
  sentCalls,
  type FakeResponse,
  type Handler,
  type SentRequest,
} from '../mocks/api'
import { bootedRoot, makeMember, wireHttp } from '../mocks/app'
import { asServer, CONFIG_MARKERS } from '../mocks/server'
import roles4930 from '../demo-api/meedu-samples/v4.9.30/11-roles.json'
import roleOrder from '../demo-api/meedu-samples/v4.9.30/42b-order-role.json'
import statusAfterCreate from '../demo-api/meedu-samples/v4.9.30/42c-order-status-after-create.json'
import freeCourseOrder from '../demo-api/meedu-samples/v4.9.30/42g-order-course-1-free.json'
import boughtCourseOrder from '../demo-api/meedu-samples/v4.9.30/42f-order-course-2-already-bought.json'
import course1Free from '../demo-api/meedu-samples/v4.9.30/05b-course-1-chapters-auth.json'
import course2Bought from '../demo-api/meedu-samples/v4.9.30/05c-course-2-paid-bought.json'
import course2Vip4930 from '../demo-api/meedu-samples/v4.9.30/18b-course-2-vip-learner.json'
import course2Vip4910 from '../demo-api/meedu-samples/4.9.10/18b-course-2-vip-learner.json'
import removedCourseOrder from '../demo-api/meedu-samples/v4.9.30/43-removed-order-course-v2.json'
import courseOrder4910 from '../demo-api/meedu-samples/4.9.10/30k-order-course-2-vip-learner.json'
import removedPayments from '../demo-api/meedu-samples/v4.9.30/16-order-payments.json'

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
const ORDER_NO = roleOrder.response.data.order_no
const PAY_URL = roleOrder.response.data.pay_url
const PAYMENT_LIST = [
  { sign: 'alipay', name: '支付宝', icon: '' },
  { sign: 'handPay', name: '手动打款', icon: '' },
]

/** Course 2 as the VIP learner sees it on v4.9.30 (not bought, not VIP-free: isBuy false): buyable. */
const BUYABLE_COURSE = recorded(course2Vip4930)
const ROLE_QUERY = { goods_id: '1', goods_type: 'role', goods_name: '年度会员', goods_label: 'VIP会员' }
const COURSE_QUERY = { goods_id: '2', goods_type: 'vod', goods_name: 'Vue 实战' }

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
  asServer('v4.9.30')
  // The mini-program's session storage is the app's memory: a new visit starts without it.
  platform.session.remove(STORAGE_KEYS.pendingOrder)
})

function makeScreen(
  routes: Record<string, FakeResponse | Handler> = {},
  query: Record<string, string> = ROLE_QUERY,
  config: Record<string, unknown> = {}
) {
  routeRequests({
    [ROLES]: recorded(roles4930),
    [COURSE2]: BUYABLE_COURSE,
    [V3_ORDER]: recorded(roleOrder),
    [STATUS]: recorded(statusAfterCreate),
    ...routes,
  })
  const root = bootedRoot({ user: makeMember() })
  root.config.save({
    url: 'http://127.0.0.1:18590',
    h5_url: '',
    vip_protocol: 'http://127.0.0.1:18590/user/vip_protocol',
    ...CONFIG_MARKERS['v4.9.30'],
    ...config,
  })
  return { root, screen: new CheckoutScreen(root, query) }
}

describe('opening the checkout', () => {
  it('asks for the goods only: no gateway list; the cashier chooses after the order', async () => {
    const { screen } = makeScreen()
    await screen.open()
    expect(sentCalls()).toEqual([ROLES])
    expect(screen.cashier).toBe(true)
    expect(screen.paymentList).toEqual([])
    expect(screen.canSubmit).toBe(true)
    expect(screen.shownGoods).toMatchObject({ name: '年度会员', chargeCents: 19900 })
  })

  it('owned or free is never offered: isBuy decides, never the plan (05b free, 05c bought, 18b VIP)', async () => {
    for (const [answer, state] of [
      [recorded(course1Free), 'free'],
      [recorded(course2Bought), 'bought'],
      // A VIP learner on a paid course that is not VIP-free: v4.9.30 says isBuy false, so it is buyable.
      [recorded(course2Vip4930), 'buyable'],
    ] as const) {
      const { screen } = makeScreen({ [COURSE2]: answer }, COURSE_QUERY)
      await screen.open()
      expect([answer.data, screen.goods.data?.state]).toEqual([answer.data, state])
    }
    // The same learner on 4.9.10, where any VIP plan opens every course: bought.
    asServer('4.9.10')
    const { screen } = makeScreen({ [COURSE2]: recorded(course2Vip4910), [PAYMENTS]: ok([]) }, COURSE_QUERY)
    await screen.open()
    expect(screen.goods.data?.state).toBe('bought')
    expect(await screen.submit({ agreed: true })).toEqual({ kind: 'not-ready' })
    expect(sentCalls()).not.toContain(V3_ORDER)
    expect(sentCalls()).not.toContain('POST /api/v2/order/course')
  })
})

describe('the purchase agreements', () => {
  it('a plan: 会员服务协议 first', async () => {
    const { screen } = makeScreen()
    await screen.open()
    expect(screen.agreement).toBe('vip')
    expect(await screen.submit()).toEqual({ kind: 'needs-agreement' })
    expect(sentCalls()).not.toContain(V3_ORDER)
  })

  it('a course: 付费内容购买协议 when the server has one; without one no question, agree_protocol still 1', async () => {
    const bodies: unknown[] = []
    const capture = (request: SentRequest) => {
      bodies.push(request.data)
      return recorded(boughtCourseOrder)
    }
    const withAgreement = makeScreen({ [V3_ORDER]: capture }, COURSE_QUERY).screen
    await withAgreement.open()
    expect(withAgreement.agreement).toBe('purchase')
    expect(await withAgreement.submit()).toEqual({ kind: 'needs-agreement' })

    for (const value of ['', 'not a page', 'javascript:alert(1)']) {
      const { screen } = makeScreen({ [V3_ORDER]: capture }, COURSE_QUERY, {
        paid_content_purchase_protocol: value,
      })
      await screen.open()
      expect(screen.agreement).toBeNull()
    }
    const { screen } = makeScreen({ [V3_ORDER]: capture }, COURSE_QUERY, {
      paid_content_purchase_protocol: '',
    })
    await screen.open()
    expect((await screen.submit()).kind).toBe(onWeapp ? 'weapp-cashier' : 'redirect')
    expect(bodies).toEqual([{ goods_type: 'COURSE', goods_id: 2, agree_protocol: 1 }])
  })
})

describe('提交订单', () => {
  inH5(
    'H5: the browser goes to the cashier, back to 支付成功 with the order number, or to this checkout',
    async () => {
      const { screen } = makeScreen()
      await screen.open()
      const outcome = await screen.submit({ agreed: true })
      expect(outcome.kind).toBe('redirect')
      const url = (outcome as { url: string }).url
      expect(url.startsWith(`${PAY_URL}&s_url=`)).toBe(true)
      const query = new URLSearchParams(url.split('?')[1])
      expect(query.get('sign')).toBe(roleOrder.response.data.sign)
      expect(query.get('s_url')).toBe(platform.appUrl(`/order/success?order_no=${ORDER_NO}`))
      expect(query.get('f_url')).toBe(platform.appUrl('/order?goods_id=1&goods_type=role'))
      // No escapes of their own: MeEdu's second decoding changes nothing.
      expect(`${query.get('s_url')}${query.get('f_url')}`).not.toMatch(/[%+]/)
    }
  )

  inWeapp(
    'the mini-program: its choice of how to open the cashier, which returns to the H5 app when known',
    async () => {
      const { screen } = makeScreen()
      await screen.open()
      expect(await screen.submit({ agreed: true })).toEqual({ kind: 'weapp-cashier', url: PAY_URL })
      const withH5 = makeScreen({}, ROLE_QUERY, { h5_url: 'https://h5.school.test/' }).screen
      await withH5.open()
      const outcome = await withH5.submit({ agreed: true })
      const query = new URLSearchParams((outcome as { url: string }).url.split('?')[1])
      expect(query.get('s_url')).toBe(`https://h5.school.test/#/order/success?order_no=${ORDER_NO}`)
      expect(query.get('f_url')).toBe('https://h5.school.test/#/order?goods_id=1&goods_type=role')
    }
  )

  it('the promo code goes with the order only when applied', async () => {
    const bodies: unknown[] = []
    const { screen } = makeScreen({
      [V3_ORDER]: (request) => {
        bodies.push(request.data)
        return recorded(roleOrder)
      },
      'GET /api/v2/promoCode/SAVE10/check': ok({ can_use: 1, promo_code: { invited_user_reward: 10 } }),
    })
    await screen.open()
    screen.setPromoInput('SAVE10')
    await screen.checkPromo()
    await screen.submit({ agreed: true })
    expect(bodies).toEqual([{ goods_type: 'ROLE', goods_id: 1, promo_code: 'SAVE10', agree_protocol: 1 }])
  })

  it('paid at once (is_paid, 42g): 支付成功, nothing pending', async () => {
    const { screen } = makeScreen(
      { [COURSE2]: BUYABLE_COURSE, [V3_ORDER]: recorded(freeCourseOrder) },
      COURSE_QUERY,
      { paid_content_purchase_protocol: '' }
    )
    await screen.open()
    expect(await screen.submit()).toEqual({ kind: 'paid' })
    expect(screen.pending).toBeNull()
    expect(platform.session.get(STORAGE_KEYS.pendingOrder)).toBeNull()
  })

  it('a refusal keeps the form and the promo code; nothing pending', async () => {
    const { screen } = makeScreen({ [V3_ORDER]: envelope(1, '请同意会员服务协议') })
    await screen.open()
    expect(await screen.submit({ agreed: true })).toEqual({ kind: 'failed' })
    expect(spies.toast).toHaveBeenCalledWith('请同意会员服务协议')
    expect(screen.pending).toBeNull()
  })
})

describe('the pending order: its link lasts 30 minutes by the server’s clock', () => {
  const SERVER_T0 = Date.UTC(2026, 11, 3, 9, 9, 26)

  it('提交订单 again sends the same cashier while at least 5 minutes of it are left, then makes a new order', async () => {
    const now = jest.spyOn(serverClock, 'now').mockReturnValue(SERVER_T0)
    // The phone's own clock is a day off: it decides nothing.
    jest.spyOn(Date, 'now').mockReturnValue(SERVER_T0 + 24 * 3600_000)
    const { screen } = makeScreen()
    await screen.open()
    const first = await screen.submit({ agreed: true })
    now.mockReturnValue(SERVER_T0 + 24 * 60_000)
    expect(await screen.submit({ agreed: true })).toEqual(first)
    expect(sentCalls().filter((call) => call === V3_ORDER)).toHaveLength(1)
    now.mockReturnValue(SERVER_T0 + PAY_LINK_LIFETIME_MS - 4 * 60_000)
    await screen.submit({ agreed: true })
    expect(sentCalls().filter((call) => call === V3_ORDER)).toHaveLength(2)
  })

  it('another promo code makes another order', async () => {
    const { screen } = makeScreen({
      'GET /api/v2/promoCode/SAVE10/check': ok({ can_use: 1, promo_code: { invited_user_reward: 10 } }),
    })
    await screen.open()
    await screen.submit({ agreed: true })
    screen.setPromoInput('SAVE10')
    await screen.checkPromo()
    await screen.submit({ agreed: true })
    expect(sentCalls().filter((call) => call === V3_ORDER)).toHaveLength(2)
  })

  it('back on the checkout: the status once; 5 keeps it (42c), 9 is 支付成功, 7 forgets it', async () => {
    let status = 5
    const asked: unknown[] = []
    const { screen } = makeScreen({
      [STATUS]: (request) => {
        asked.push(request.data)
        return ok({ status })
      },
    })
    await screen.open()
    expect(await screen.checkPaid()).toBe('unpaid') // nothing made yet: nothing asked
    expect(asked).toEqual([])
    await screen.submit({ agreed: true })
    expect(await screen.checkPaid()).toBe('unpaid')
    expect(screen.pending).toMatchObject({ way: 'cashier', orderNo: ORDER_NO })
    expect(asked).toEqual([{ order_id: ORDER_NO }])
    status = 7
    expect(await screen.checkPaid()).toBe('unpaid')
    expect(screen.pending).toBeNull()
    await screen.submit({ agreed: true })
    status = 9
    expect(await screen.checkPaid()).toBe('paid')
    expect(screen.pending).toBeNull()
    expect(spies.toast).not.toHaveBeenCalled()
  })

  it('H5 comes back from the cashier with a page load: the order is found again for its goods only', async () => {
    const now = jest.spyOn(serverClock, 'now').mockReturnValue(SERVER_T0)
    const { screen } = makeScreen()
    await screen.open()
    await screen.submit({ agreed: true })
    const { root } = makeScreen()
    const again = new CheckoutScreen(root, ROLE_QUERY)
    expect(again.pending).toMatchObject({ way: 'cashier', orderNo: ORDER_NO, payUrl: PAY_URL })
    expect(await again.checkPaid()).toBe('unpaid')
    await again.open()
    await again.submit({ agreed: true })
    expect(sentCalls().filter((call) => call === V3_ORDER)).toHaveLength(1)
    expect(new CheckoutScreen(root, COURSE_QUERY).pending).toBeNull()
    // Stale by the server's clock: asked about once, then forgotten.
    now.mockReturnValue(SERVER_T0 + PAY_LINK_LIFETIME_MS)
    const stale = new CheckoutScreen(root, ROLE_QUERY)
    expect(await stale.checkPaid()).toBe('unpaid')
    expect(stale.pending).toBeNull()
    expect(platform.session.get(STORAGE_KEYS.pendingOrder)).toBeNull()
  })

  it('garbage in the session storage is no order', () => {
    const { root } = makeScreen()
    for (const value of [
      '{',
      '[]',
      JSON.stringify({ goods: 'role:1', orderNo: '1', payUrl: 'javascript:x', promoCode: '', madeAt: 1 }),
      JSON.stringify({ goods: 'role:1', orderNo: '../1', payUrl: PAY_URL, promoCode: '', madeAt: 1 }),
      JSON.stringify({ goods: 'role:1', orderNo: '1', payUrl: PAY_URL, promoCode: '' }),
    ]) {
      platform.session.set(STORAGE_KEYS.pendingOrder, value)
      expect([value, new CheckoutScreen(root, ROLE_QUERY).pending]).toEqual([value, null])
    }
  })
})

describe('between releases: the config cannot tell (4.9.12, 4.9.13)', () => {
  const RELEASE_4912 = { name: '', sliders: [], socialites: { qq: 0, wechat_oauth: 0 } }

  it('POST /api/v3/order says 路由不存在: the v2 order, its gateways shown, and the same order paid with one', async () => {
    serverApi.reset()
    const { root, screen } = makeScreen(
      {
        [V3_ORDER]: recorded(removedCourseOrder),
        'POST /api/v2/order/course': recorded(courseOrder4910),
        [PAYMENTS]: ok(PAYMENT_LIST),
        [STATUS]: ok({ status: 1 }),
      },
      COURSE_QUERY
    )
    root.config.save({ url: 'http://127.0.0.1:18590', ...RELEASE_4912 })
    serverApi.learnFromConfig(RELEASE_4912)
    await screen.open()
    expect(screen.cashier).toBe(true)
    expect(sentCalls()).toEqual([COURSE2])
    expect(await screen.submit()).toEqual({ kind: 'choose-payment' })
    expect(sentCalls()).toEqual([COURSE2, V3_ORDER, 'POST /api/v2/order/course', PAYMENTS])
    expect(spies.toast).not.toHaveBeenCalled()
    expect(screen.cashier).toBe(false)
    expect(screen.paymentList.map((payment) => payment.sign)).toEqual(['alipay', 'handPay'])
    screen.choosePayment('handPay')
    expect(await screen.submit()).toMatchObject({ kind: 'hand-pay', query: { orderId: '217082468' } })
    expect(sentCalls().filter((call) => call.includes('/order/course') || call === V3_ORDER)).toHaveLength(2)
  })

  it('remembered as 4.9.10, the server has the cashier: the list says 路由不存在 (16), the cashier, untold', async () => {
    serverApi.reset()
    serverApi.switchTo('commerce', 'old')
    const { screen } = makeScreen({ [PAYMENTS]: recorded(removedPayments) })
    await screen.open()
    expect(screen.cashier).toBe(true)
    expect(spies.toast).not.toHaveBeenCalled()
    expect((await screen.submit({ agreed: true })).kind).toBe(onWeapp ? 'weapp-cashier' : 'redirect')
  })
})

describe("the Paper add-on's order (its own route) on a server with the cashier", () => {
  const PAPER = 'GET /addons/Paper/api/v1/paper/5'
  const PAPER_ORDER = 'POST /addons/Paper/api/v1/paper/buy'
  const PAPER_QUERY = { goods_id: '5', goods_type: 'paper' }
  const paperAnswer = ok({
    paper: { id: 5, title: '产品经理认证考试', thumb: '', charge: 19.9, is_free: 0 },
    questions: {},
    user_papers: [],
    can_join: false,
  })

  it('unpaid, with no gateway to pay it: the order number and whom to ask; tapping again makes no second order', async () => {
    const { screen } = makeScreen(
      {
        [PAPER]: paperAnswer,
        [PAPER_ORDER]: ok({ id: 9, order_id: '1120000101', charge: 19.9, status_text: '未支付', goods: [] }),
      },
      PAPER_QUERY
    )
    await screen.open()
    expect(screen.agreement).toBeNull()
    expect(await screen.submit()).toEqual({ kind: 'contact-admin', orderNo: '1120000101' })
    expect(await screen.submit()).toEqual({ kind: 'contact-admin', orderNo: '1120000101' })
    expect(sentCalls().filter((call) => call === PAPER_ORDER)).toHaveLength(1)
    expect(sentCalls()).not.toContain(PAYMENTS)
  })

  it('an add-on that answers as POST /api/v3/order does: its cashier; paid at once: 支付成功', async () => {
    const { screen } = makeScreen({ [PAPER]: paperAnswer, [PAPER_ORDER]: recorded(roleOrder) }, PAPER_QUERY)
    await screen.open()
    expect((await screen.submit()).kind).toBe(onWeapp ? 'weapp-cashier' : 'redirect')
    platform.session.remove(STORAGE_KEYS.pendingOrder) // another visit
    const paid = makeScreen({ [PAPER]: paperAnswer, [PAPER_ORDER]: recorded(freeCourseOrder) }, PAPER_QUERY)
    await paid.screen.open()
    expect(await paid.screen.submit()).toEqual({ kind: 'paid' })
  })
})
