/**
 * The checkout's store: goods from the server (not the query), payments by scene, promo codes in cents, one
 * order per tap, the VIP agreement, and what paying means per gateway and platform (both jest passes).
 */
import { platform } from '@/platform'
import { CheckoutScreen } from '@/stores/checkout'
import { payOutcome, returnAddress, sortPayments } from '@/stores/payment'
import {
  deferred,
  envelope,
  ok,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
  type SentRequest,
} from '../mocks/api'
import { bootedRoot, makeMember, wireHttp } from '../mocks/app'

const onWeapp = platform.name === 'weapp'
const inH5 = onWeapp ? it.skip : it
const inWeapp = onWeapp ? it : it.skip

const COURSE = 'GET /api/v2/course/3'
const ROLES = 'GET /api/v2/roles'
const PAYMENTS = 'GET /api/v2/order/payments'
const COURSE_ORDER = 'POST /api/v2/order/course'
const ROLE_ORDER = 'POST /api/v2/order/role'
const STATUS = 'GET /api/v2/order/status'

const courseAnswer = (course: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  ok({
    course: {
      id: 3,
      title: '服务器课程名',
      thumb: 'https://cdn.test/3.png',
      charge: 199,
      is_free: 0,
      ...course,
    },
    chapters: [{ id: 10, course_id: 3, title: '第一章' }],
    videos: { 10: [{ id: 4, course_id: 3, chapter_id: 10, title: '一' }] },
    isBuy: false,
    ...extra,
  })

const ROLE_LIST = [
  { id: 1, name: '月度会员', charge: 30, expire_days: 30, desc_rows: ['全站课程'] },
  { id: 2, name: '年度会员', charge: '12.50', expire_days: 365, desc_rows: [] },
]

const PAYMENT_LIST = [
  { sign: 'alipay', name: '支付宝', icon: '' },
  { sign: 'handPay', name: '手动打款', icon: '' },
  { sign: 'wechat-jsapi', name: '微信支付', icon: '' },
]

const order = (extra: Record<string, unknown> = {}) => ({
  id: 9,
  order_id: '1120000101',
  charge: 189,
  status_text: '未支付',
  payment_text: '',
  goods: [{ goods_id: 3, goods_type: 'vod', goods_name: '服务器课程名' }],
  ...extra,
})

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

const COURSE_QUERY = {
  goods_id: '3',
  goods_type: 'vod',
  goods_name: '地址里的名字',
  goods_charge: '1',
  goods_label: '点播课程',
}

function makeScreen(
  routes: Record<
    string,
    FakeResponse | ((request: SentRequest) => FakeResponse | Promise<FakeResponse>)
  > = {},
  query: Record<string, string> = COURSE_QUERY
) {
  routeRequests({
    [COURSE]: courseAnswer(),
    [ROLES]: ok(ROLE_LIST),
    [PAYMENTS]: ok(PAYMENT_LIST),
    [COURSE_ORDER]: ok(order()),
    [ROLE_ORDER]: ok(order({ goods: [{ goods_id: 2, goods_type: 'role' }] })),
    [STATUS]: ok({ status: 1 }),
    ...routes,
  })
  const root = bootedRoot({ user: makeMember() })
  root.config.save({ url: 'https://api.test', h5_url: '' })
  return { root, screen: new CheckoutScreen(root, query) }
}

describe('the goods', () => {
  it('a bad query asks for nothing and names the problem', async () => {
    for (const [query, problem] of [
      [{ goods_type: 'vod' }, 'missing-id'],
      [{ goods_id: 'abc', goods_type: 'vod' }, 'bad-id'],
      [{ goods_id: '3', goods_type: 'video' }, 'video'],
      [{ goods_id: '3', goods_type: 'book' }, 'bad-type'],
      [{ goods_id: '3', goods_type: 'vod', goods_charge: '-5' }, 'bad-price'],
    ] as const) {
      const { screen } = makeScreen({}, query)
      await screen.open()
      expect([query, screen.problem]).toEqual([query, problem])
    }
    expect(requestMock).not.toHaveBeenCalled()
  })

  it("a course: the server's name, picture and price replace the query's (quirk 30)", async () => {
    const { screen } = makeScreen()
    expect(screen.shownGoods).toMatchObject({ name: '地址里的名字', chargeCents: 100 })
    await screen.open()
    expect(screen.shownGoods).toMatchObject({
      name: '服务器课程名',
      thumb: 'https://cdn.test/3.png',
      chargeCents: 19900,
      label: '点播课程',
    })
    expect(screen.goods.data?.state).toBe('buyable')
    expect(screen.totalCents).toBe(19900)
    // Not the page's primary resource: no error page for it.
    expect(sentCalls()).toEqual(expect.arrayContaining([COURSE, PAYMENTS]))
  })

  it('a free course, a course bought already, a missing course', async () => {
    let answer = courseAnswer({ is_free: 1, charge: 0 })
    const { screen } = makeScreen({ [COURSE]: () => answer })
    await screen.open()
    expect(screen.goods.data?.state).toBe('free')
    expect(screen.canSubmit).toBe(false)

    answer = courseAnswer({ charge: 0, is_free: 0 })
    await screen.goods.reload()
    expect(screen.goods.data?.state).toBe('free')

    // MeEdu says isBuy for a free course: still free (nothing was bought).
    answer = courseAnswer({ is_free: 1, charge: 0 }, { isBuy: true })
    await screen.goods.reload()
    expect(screen.goods.data?.state).toBe('free')

    answer = courseAnswer({}, { isBuy: true })
    await screen.goods.reload()
    expect(screen.goods.data).toMatchObject({ state: 'bought', videoId: 4 })

    answer = envelope(404, '资源不存在')
    await screen.goods.reload()
    expect(screen.goods.data?.state).toBe('missing')
    expect(spies.onNotFound).not.toHaveBeenCalled()
    expect(await screen.submit()).toEqual({ kind: 'not-ready' })
    expect(sentCalls()).not.toContain(COURSE_ORDER)
  })

  it('a network failure leaves a retry; the query price is only a first paint', async () => {
    let fail = true
    const { screen } = makeScreen({
      [COURSE]: () => (fail ? Promise.reject({ errMsg: 'request:fail' }) : courseAnswer()),
    })
    await screen.open()
    expect(screen.goods.state).toBe('error')
    expect(screen.canSubmit).toBe(false)
    fail = false
    await screen.goods.reload()
    expect(screen.goods.data?.state).toBe('buyable')
  })

  it("a plan: the server's name and price (12.50); an unknown plan is missing", async () => {
    const { screen } = makeScreen(
      {},
      { goods_id: '2', goods_type: 'role', goods_name: '假的', goods_charge: '0.01' }
    )
    await screen.open()
    expect(screen.shownGoods).toMatchObject({ name: '年度会员', chargeCents: 1250, label: 'VIP会员' })
    expect(screen.agreement).toBe('vip')

    const missing = makeScreen({}, { goods_id: '7', goods_type: 'role' }).screen
    await missing.open()
    expect(missing.goods.data?.state).toBe('missing')
  })
})

describe('payments', () => {
  inH5(
    'asks for scene h5 in a phone browser, wechat inside WeChat; wechat-jsapi first, the first preselected',
    async () => {
      const scenes: string[] = []
      const { screen } = makeScreen({
        [PAYMENTS]: (request) => {
          scenes.push(request.data.scene)
          return ok(PAYMENT_LIST)
        },
      })
      await screen.open()
      expect(screen.paymentList.map((payment) => payment.sign)).toEqual(['wechat-jsapi', 'alipay', 'handPay'])
      expect(screen.payment?.sign).toBe('wechat-jsapi')
      screen.choosePayment('handPay')
      expect(screen.payment?.sign).toBe('handPay')
      screen.choosePayment('nope')
      expect(screen.payment?.sign).toBe('handPay')

      const agent = jest
        .spyOn(window.navigator, 'userAgent', 'get')
        .mockReturnValue('Mozilla/5.0 MicroMessenger/8.0')
      const inWechat = makeScreen({
        [PAYMENTS]: (request) => {
          scenes.push(request.data.scene)
          return ok(PAYMENT_LIST)
        },
      }).screen
      await inWechat.open()
      agent.mockRestore()
      expect(scenes).toEqual(['h5', 'wechat'])
    }
  )

  inWeapp('the mini-program asks for scene h5 (the API has no mini-program scene)', async () => {
    const scenes: string[] = []
    const { screen } = makeScreen({
      [PAYMENTS]: (request) => {
        scenes.push(request.data.scene)
        return ok(PAYMENT_LIST)
      },
    })
    await screen.open()
    expect(scenes).toEqual(['h5'])
  })

  it('none offered: nothing to submit with', async () => {
    const { screen } = makeScreen({ [PAYMENTS]: ok([]) })
    await screen.open()
    expect(screen.payment).toBeNull()
    expect(screen.canSubmit).toBe(false)
    expect(await screen.submit()).toEqual({ kind: 'no-payment' })
    expect(sentCalls()).not.toContain(COURSE_ORDER)
  })

  it('sortPayments keeps the order of the others', () => {
    const list = [
      { sign: 'a', name: '', icon: '' },
      { sign: 'wechat-jsapi', name: '', icon: '' },
      { sign: 'b', name: '', icon: '' },
    ]
    expect(sortPayments(list).map((p) => p.sign)).toEqual(['wechat-jsapi', 'a', 'b'])
  })
})

describe('promo codes', () => {
  it('empty, spaces, emoji and other characters are refused without a request', async () => {
    const { screen } = makeScreen()
    await screen.open()
    requestMock.mockClear()
    for (const input of ['', '   ']) {
      screen.setPromoInput(input)
      expect(await screen.checkPromo()).toEqual({ kind: 'empty' })
    }
    for (const input of ['AB CD', 'CODE😀', '优惠', 'a/b', '../x', 'a?b=1', 'a#b', '%20', 'x'.repeat(65)]) {
      screen.setPromoInput(input)
      expect([input, await screen.checkPromo()]).toEqual([input, { kind: 'invalid' }])
    }
    expect(requestMock).not.toHaveBeenCalled()
    // The input is kept for the learner to correct.
    expect(screen.promoInput).toBe('x'.repeat(65))
  })

  it('a usable code: trimmed, the discount in cents, the total never below 0; removable', async () => {
    const paths: string[] = []
    let reward: unknown = 10.5
    const { screen } = makeScreen({
      'GET /api/v2/promoCode/SAVE10/check': (request) => {
        paths.push(request.url)
        return ok({ can_use: 1, promo_code: { id: 1, code: 'SAVE10', invited_user_reward: reward } })
      },
    })
    await screen.open()
    screen.setPromoInput('  SAVE10 ')
    expect(await screen.checkPromo()).toEqual({ kind: 'valid', discountCents: 1050 })
    expect(paths).toEqual(['https://api.test.local/api/v2/promoCode/SAVE10/check'])
    expect(screen.promo).toEqual({ code: 'SAVE10', discountCents: 1050 })
    expect(screen.totalCents).toBe(19900 - 1050)

    reward = 500
    expect(await screen.checkPromo()).toEqual({ kind: 'valid', discountCents: 50000 })
    expect(screen.totalCents).toBe(0)

    screen.removePromo()
    expect(screen.promo).toBeNull()
    expect(screen.totalCents).toBe(19900)
    expect(screen.promoInput).toBe('')
  })

  it('a code the server will not take: invalid, nothing applied; a failure keeps the applied one', async () => {
    let answer: FakeResponse = ok({ can_use: 0, promo_code: [] })
    const { screen } = makeScreen({
      'GET /api/v2/promoCode/NOPE/check': () => answer,
      'GET /api/v2/promoCode/GOOD/check': ok({ can_use: 1, promo_code: { invited_user_reward: 5 } }),
    })
    await screen.open()
    screen.setPromoInput('GOOD')
    await screen.checkPromo()
    screen.setPromoInput('NOPE')
    expect(await screen.checkPromo()).toEqual({ kind: 'invalid' })
    expect(screen.promo).toEqual({ code: 'GOOD', discountCents: 500 })
    answer = envelope(1, '优惠码不存在')
    expect(await screen.checkPromo()).toEqual({ kind: 'failed' })
    expect(spies.toast).toHaveBeenCalledWith('优惠码不存在')
    expect(screen.promoInput).toBe('NOPE')
  })

  it('one check at a time', async () => {
    const held = deferred<FakeResponse>()
    const { screen } = makeScreen({ 'GET /api/v2/promoCode/A1/check': () => held.promise })
    await screen.open()
    screen.setPromoInput('A1')
    const first = screen.checkPromo()
    expect(await screen.checkPromo()).toEqual({ kind: 'busy' })
    held.resolve(ok({ can_use: 1, promo_code: { invited_user_reward: 1 } }))
    expect(await first).toEqual({ kind: 'valid', discountCents: 100 })
  })
})

describe('kept in the address (back from the 会员服务协议, a reload)', () => {
  const ROLE_QUERY = { goods_id: '2', goods_type: 'role', goods_name: '年度会员', goods_label: 'VIP会员' }

  it('the promo code is checked anew and applied, the payment chosen again; then written back', async () => {
    const { screen } = makeScreen(
      { 'GET /api/v2/promoCode/SAVE/check': ok({ can_use: 1, promo_code: { invited_user_reward: 2 } }) },
      { ...ROLE_QUERY, promo_code: 'SAVE', payment: 'handPay' }
    )
    expect(screen.restored).toBe(false)
    await screen.open()
    expect(sentCalls()).toEqual(expect.arrayContaining(['GET /api/v2/promoCode/SAVE/check']))
    expect(screen.promo).toEqual({ code: 'SAVE', discountCents: 200 })
    expect(screen.payment?.sign).toBe('handPay')
    expect(screen.totalCents).toBe(1050)
    expect(screen.restored).toBe(true)
    expect(screen.addressState).toEqual({ promo_code: 'SAVE', payment: 'handPay' })
    screen.removePromo()
    screen.choosePayment('alipay')
    expect(screen.addressState).toEqual({ promo_code: '', payment: 'alipay' })
  })

  it('a code no longer usable, a refused one, a bad one or a gateway not offered are dropped quietly', async () => {
    for (const [code, answer] of [
      ['USED', ok({ can_use: 0, promo_code: [] })],
      ['GONE', envelope(1, '优惠码不存在')],
    ] as const) {
      const { screen } = makeScreen(
        { [`GET /api/v2/promoCode/${code}/check`]: answer },
        { ...ROLE_QUERY, promo_code: code, payment: 'paypal' }
      )
      await screen.open()
      expect(screen.promo).toBeNull()
      expect(screen.payment?.sign).toBe('wechat-jsapi')
      expect(screen.addressState).toEqual({ promo_code: '', payment: '' })
    }
    expect(spies.toast).not.toHaveBeenCalled()
    const { screen } = makeScreen({}, { ...ROLE_QUERY, promo_code: 'a/b' })
    requestMock.mockClear()
    await screen.open()
    expect(sentCalls().some((call) => call.includes('promoCode'))).toBe(false)
    expect(screen.promo).toBeNull()
  })
})

describe('提交订单', () => {
  it('one order per tap, however often it is tapped while one is on its way', async () => {
    const held = deferred<FakeResponse>()
    const { screen } = makeScreen({ [COURSE_ORDER]: () => held.promise })
    await screen.open()
    screen.choosePayment('handPay')
    const first = screen.submit()
    const second = screen.submit()
    const third = screen.submit()
    expect(await second).toEqual({ kind: 'busy' })
    expect(await third).toEqual({ kind: 'busy' })
    held.resolve(ok(order()))
    expect((await first).kind).toBe('hand-pay')
    expect(sentCalls().filter((call) => call === COURSE_ORDER)).toHaveLength(1)
  })

  it('sends the course id and the applied promo code (none when there is none)', async () => {
    const bodies: unknown[] = []
    const { screen } = makeScreen({
      [COURSE_ORDER]: (request) => {
        bodies.push(request.data)
        return ok(order())
      },
      'GET /api/v2/promoCode/SAVE/check': ok({ can_use: 1, promo_code: { invited_user_reward: 10 } }),
    })
    await screen.open()
    screen.choosePayment('handPay')
    await screen.submit()
    screen.pending = null
    screen.setPromoInput('SAVE')
    await screen.checkPromo()
    await screen.submit()
    expect(bodies).toEqual([{ course_id: 3 }, { course_id: 3, promo_code: 'SAVE' }])
  })

  it('a refusal (请勿重复购买) keeps the chosen payment and the promo code', async () => {
    const { screen } = makeScreen({
      [COURSE_ORDER]: envelope(1, '请勿重复购买'),
      'GET /api/v2/promoCode/SAVE/check': ok({ can_use: 1, promo_code: { invited_user_reward: 10 } }),
    })
    await screen.open()
    screen.choosePayment('alipay')
    screen.setPromoInput('SAVE')
    await screen.checkPromo()
    expect(await screen.submit()).toEqual({ kind: 'failed' })
    expect(spies.toast).toHaveBeenCalledWith('请勿重复购买')
    expect(screen.payment?.sign).toBe('alipay')
    expect(screen.promo).toEqual({ code: 'SAVE', discountCents: 1000 })
    expect(screen.sending.running).toBe(false)
  })

  it('a plan needs the agreement first, then posts role_id, agree 1 and the promo code', async () => {
    const bodies: unknown[] = []
    const { screen } = makeScreen(
      {
        [ROLE_ORDER]: (request) => {
          bodies.push(request.data)
          return ok(order({ status_text: '已支付' }))
        },
      },
      { goods_id: '2', goods_type: 'role' }
    )
    await screen.open()
    expect(await screen.submit()).toEqual({ kind: 'needs-agreement' })
    expect(sentCalls()).not.toContain(ROLE_ORDER)
    expect(await screen.submit({ agreed: true })).toEqual({ kind: 'paid' })
    expect(bodies).toEqual([{ role_id: 2, agree: 1 }])
    expect(screen.pending).toBeNull()
  })

  it('an order a promo code covered is paid already: 支付成功 whatever the gateway', async () => {
    const { screen } = makeScreen({ [COURSE_ORDER]: ok(order({ status_text: '已支付', charge: 0 })) })
    await screen.open()
    expect(await screen.submit()).toEqual({ kind: 'paid' })
  })

  it('hand pay: the instructions page with the order, what is due (price less the code), gateway and goods', async () => {
    const { screen } = makeScreen({
      // MeEdu's order charge is the full price; the promo code is a separate paid record.
      [COURSE_ORDER]: ok(order({ charge: 199 })),
      'GET /api/v2/promoCode/DEMO10/check': ok({ can_use: 1, promo_code: { invited_user_reward: 10.5 } }),
    })
    await screen.open()
    screen.setPromoInput('DEMO10')
    await screen.checkPromo()
    screen.choosePayment('handPay')
    expect(await screen.submit()).toEqual({
      kind: 'hand-pay',
      query: { orderId: '1120000101', price: '188.5', payment: 'handPay', type: 'vod', id: 3 },
    })
  })

  it('a gateway the app cannot use: unsupported', async () => {
    const { screen } = makeScreen({ [PAYMENTS]: ok([{ sign: 'paypal', name: 'PayPal', icon: '' }]) })
    await screen.open()
    expect(await screen.submit()).toEqual({ kind: 'unsupported' })
  })

  inH5('alipay in H5: the browser goes to the pay redirect, back to 支付成功 or 我的订单', async () => {
    const { screen } = makeScreen()
    await screen.open()
    screen.choosePayment('alipay')
    const outcome = await screen.submit()
    expect(outcome.kind).toBe('redirect')
    const url = new URL((outcome as { url: string }).url)
    expect(`${url.origin}${url.pathname}`).toBe('https://api.test/api/v2/order/pay/redirect')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order_id: '1120000101',
      payment_scene: 'h5',
      scene: 'h5',
      payment: 'alipay',
      token: 'token-1',
      s_url: platform.appUrl('/order/success'),
      f_url: platform.appUrl('/member/order'),
    })
    expect(platform.appUrl('/order/success')).toMatch(/^http:\/\/localhost\/.*#\/order\/success$/)
  })

  inWeapp('alipay in the mini-program: a choice, with the H5 app to copy when h5_url is set', async () => {
    const { root, screen } = makeScreen()
    root.config.save({ url: 'https://api.test', h5_url: 'https://h5.test/app/' })
    await screen.open()
    screen.choosePayment('alipay')
    const outcome = await screen.submit()
    expect(outcome).toMatchObject({
      kind: 'weapp-choice',
      orderId: '1120000101',
      copy: { url: 'https://h5.test/app/#/member/order', what: 'h5-orders' },
      handPay: { orderId: '1120000101', payment: 'handPay' },
    })
    const url = new URL((outcome as { payUrl: string }).payUrl)
    expect(url.searchParams.get('s_url')).toBe('https://h5.test/app/#/order/success')
    expect(url.searchParams.get('f_url')).toBe('https://h5.test/app/#/member/order')
    expect(url.searchParams.get('scene')).toBe('h5')
  })

  inWeapp(
    'without h5_url the pay link itself is what can be copied, and the API is where the gateway returns',
    async () => {
      const { screen } = makeScreen({ [PAYMENTS]: ok([{ sign: 'alipay', name: '支付宝', icon: '' }]) })
      await screen.open()
      const outcome = await screen.submit()
      expect(outcome).toMatchObject({ kind: 'weapp-choice', handPay: null, copy: { what: 'pay-link' } })
      const { payUrl, copy } = outcome as { payUrl: string; copy: { url: string } }
      expect(copy.url).toBe(payUrl)
      expect(new URL(payUrl).searchParams.get('s_url')).toBe('https://api.test')
    }
  )

  it('tapping again after the order exists pays that order instead of making another; a new promo code makes a new one', async () => {
    const { screen } = makeScreen({
      'GET /api/v2/promoCode/SAVE/check': ok({ can_use: 1, promo_code: { invited_user_reward: 10 } }),
    })
    await screen.open()
    screen.choosePayment('alipay')
    await screen.submit()
    screen.choosePayment('handPay')
    expect((await screen.submit()).kind).toBe('hand-pay')
    expect(sentCalls().filter((call) => call === COURSE_ORDER)).toHaveLength(1)
    screen.setPromoInput('SAVE')
    await screen.checkPromo()
    await screen.submit()
    expect(sentCalls().filter((call) => call === COURSE_ORDER)).toHaveLength(2)
  })

  it('back on the checkout: paid once the server says 9 (silently asked)', async () => {
    let status = 1
    const { screen } = makeScreen({ [STATUS]: () => ok({ status }) })
    await screen.open()
    expect(await screen.checkPaid()).toBe('unpaid') // nothing made yet: nothing asked
    expect(sentCalls()).not.toContain(STATUS)
    screen.choosePayment('alipay')
    await screen.submit()
    expect(await screen.checkPaid()).toBe('unpaid')
    status = 9
    expect(await screen.checkPaid()).toBe('paid')
    expect(screen.pending).toBeNull()
    expect(sentCalls().filter((call) => call === STATUS)).toHaveLength(2)
  })

  it('an order that went to a gateway (支付中) is not sent again: the next 提交订单 makes a new order', async () => {
    let status = 1
    const { screen } = makeScreen({ [STATUS]: () => ok({ status }) })
    await screen.open()
    screen.choosePayment('alipay')
    await screen.submit()
    // Back from the pay page: MeEdu moved the order to 5 when it handed it over, and its redirect refuses 5.
    status = 5
    expect(await screen.checkPaid()).toBe('unpaid')
    expect(screen.pending).toBeNull()
    expect((await screen.submit()).kind).toBe(onWeapp ? 'weapp-choice' : 'redirect')
    expect(sentCalls().filter((call) => call === COURSE_ORDER)).toHaveLength(2)
  })

  it('a failed status question says nothing and leaves the order pending', async () => {
    const { screen } = makeScreen({ [STATUS]: () => Promise.reject({ errMsg: 'request:fail' }) })
    await screen.open()
    await screen.submit()
    spies.toast.mockClear()
    expect(await screen.checkPaid()).toBe('unpaid')
    expect(spies.toast).not.toHaveBeenCalled()
    expect(screen.pending).not.toBeNull()
  })
})

describe('pay outcomes', () => {
  const context = {
    apiUrl: 'https://api.test',
    h5Url: '',
    token: 't',
    scene: 'h5' as const,
    handPayOffered: false,
  }
  const read = (extra: Record<string, unknown>) => ({
    id: 1,
    order_id: 'X1',
    charge: 1,
    status_text: '',
    status: 'unpaid' as const,
    continue_pay: true,
    payment_method: '',
    payment_text: '',
    created_at: '',
    refund_amount: 0,
    goods: [],
    ...extra,
  })

  it('paid first, then by gateway', () => {
    expect(payOutcome(read({ status: 'paid' }), 'alipay', context)).toEqual({ kind: 'paid' })
    expect(payOutcome(read({}), 'wechat', context)).toEqual({ kind: 'unsupported' })
    expect(payOutcome(read({}), 'handPay', context)).toMatchObject({
      kind: 'hand-pay',
      query: { id: 0, type: '' },
    })
    expect(payOutcome(read({}), 'wechat-jsapi', context).kind).toBe(onWeapp ? 'weapp-choice' : 'redirect')
  })

  inWeapp('return addresses in the mini-program: the H5 app when known, else the API', () => {
    expect(returnAddress('/order/success', { apiUrl: 'https://api.test', h5Url: 'https://h5.test' })).toBe(
      'https://h5.test/#/order/success'
    )
    expect(returnAddress('/order/success', { apiUrl: 'https://api.test', h5Url: 'ftp://x' })).toBe(
      'https://api.test'
    )
  })
})

describe('an exam paper (goods_type paper)', () => {
  const PAPER = 'GET /addons/Paper/api/v1/paper/5'
  const PAPER_ORDER = 'POST /addons/Paper/api/v1/paper/buy'
  const PAPER_QUERY = { goods_id: '5', goods_type: 'paper', goods_name: '地址里的卷名', goods_charge: '1' }
  const paperAnswer = (extra: Record<string, unknown> = {}, canJoin = false) =>
    ok({
      paper: { id: 5, title: '产品经理认证考试', thumb: '', charge: 19.9, is_free: 0, ...extra },
      questions: {},
      user_papers: [],
      can_join: canJoin,
    })

  it("the server's name and price; free, open already (bought), missing", async () => {
    const { screen } = makeScreen({ [PAPER]: paperAnswer() }, PAPER_QUERY)
    await screen.open()
    expect(screen.goods.data).toMatchObject({
      type: 'paper',
      name: '产品经理认证考试',
      label: '试卷',
      chargeCents: 1990,
      state: 'buyable',
    })
    const free = makeScreen({ [PAPER]: paperAnswer({ is_free: 1, charge: 0 }) }, PAPER_QUERY).screen
    await free.open()
    expect(free.goods.data?.state).toBe('free')
    const bought = makeScreen({ [PAPER]: paperAnswer({}, true) }, PAPER_QUERY).screen
    await bought.open()
    expect(bought.goods.data?.state).toBe('bought')
    const missing = makeScreen({ [PAPER]: envelope(404, '资源不存在') }, PAPER_QUERY).screen
    await missing.open()
    expect(missing.goods.data?.state).toBe('missing')
  })

  it('the order is POST /addons/Paper/api/v1/paper/buy {paper_id, promo_code?}', async () => {
    const bodies: unknown[] = []
    const { screen } = makeScreen(
      {
        [PAPER]: paperAnswer(),
        [PAPER_ORDER]: (request) => {
          bodies.push(request.data)
          return ok(order({ goods: [{ goods_id: 5, goods_type: 'paper' }] }))
        },
        'GET /api/v2/promoCode/SAVE/check': ok({ can_use: 1, promo_code: { invited_user_reward: 10 } }),
      },
      PAPER_QUERY
    )
    await screen.open()
    screen.choosePayment('handPay')
    await screen.submit()
    screen.pending = null
    screen.setPromoInput('SAVE')
    await screen.checkPromo()
    await screen.submit()
    expect(bodies).toEqual([{ paper_id: 5 }, { paper_id: 5, promo_code: 'SAVE' }])
    expect(sentCalls()).not.toContain('POST /api/v2/order/course')
  })
})
