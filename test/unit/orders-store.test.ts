/** 我的订单's store: pages of 10 (page 1 primary), status read from MeEdu, 去支付 with the scene's gateways. */
import { platform } from '@/platform'
import { readOrder } from '@/services/api/order'
import { canPay, orderAction, OrdersScreen, reorderQuery } from '@/stores/orders'
import sample30h from '../demo-api/meedu-samples/4.9.10/30h-member-orders-all-statuses.json'
import { envelope, ok, routeRequests, sentCalls, type SentRequest } from '../mocks/api'
import { bootedRoot, makeMember, wireHttp } from '../mocks/app'

const ORDERS = 'GET /api/v2/member/orders'
const PAYMENTS = 'GET /api/v2/order/payments'

const rawOrder = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  order_id: `10${id}`,
  charge: 19.9,
  status_text: '未支付',
  payment_text: '支付宝',
  continue_pay: true,
  created_at: '2024-01-01T00:00:00.000000Z',
  goods: [{ goods_id: 3, goods_type: 'vod', goods_name: '课程', goods_thumb: '' }],
  ...extra,
})

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

function makeScreen(routes: Parameters<typeof routeRequests>[0] = {}) {
  const queries: unknown[] = []
  routeRequests({
    [ORDERS]: (request: SentRequest) => {
      queries.push(request.data)
      const page = Number(request.data.page)
      const count = page === 1 ? 10 : 3
      return ok({
        current_page: page,
        data: Array.from({ length: count }, (_, i) => rawOrder((page - 1) * 10 + i + 1)),
        total: 13,
      })
    },
    [PAYMENTS]: ok([
      { sign: 'handPay', name: '手动打款', icon: '' },
      { sign: 'alipay', name: '支付宝', icon: '' },
    ]),
    ...routes,
  })
  const root = bootedRoot({ user: makeMember() })
  root.config.save({ url: 'https://api.test' })
  return { root, screen: new OrdersScreen(root), queries }
}

describe('the orders', () => {
  it('10 a page, page 1 primary, to the end', async () => {
    const { screen, queries } = makeScreen()
    await screen.open()
    expect(screen.list.items).toHaveLength(10)
    await screen.list.loadMore()
    expect(screen.list.items).toHaveLength(13)
    expect(screen.list.finished).toBe(true)
    expect(queries).toEqual([
      { page: 1, page_size: 10 },
      { page: 2, page_size: 10 },
    ])
  })

  it('a missing first page shows the error page; a failed later page offers a retry', async () => {
    const { screen } = makeScreen({ [ORDERS]: envelope(404, '资源不存在') })
    await screen.open()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
    expect(screen.list.error).toBe(true)
  })

  it('reads the status from MeEdu (numeric status first, else the text)', () => {
    expect(readOrder(rawOrder(1)).status).toBe('unpaid')
    expect(readOrder(rawOrder(1, { status_text: '支付中' })).status).toBe('paying')
    expect(readOrder(rawOrder(1, { status_text: '已支付' })).status).toBe('paid')
    expect(readOrder(rawOrder(1, { status_text: '已取消' })).status).toBe('cancelled')
    expect(readOrder(rawOrder(1, { status_text: '?' })).status).toBe('unknown')
    expect(readOrder(rawOrder(1, { status: 9, status_text: '未支付' })).status).toBe('paid')
    expect(readOrder(rawOrder(1, { continue_pay: undefined })).continue_pay).toBe(true)
    expect(readOrder(rawOrder(1, { continue_pay: false })).continue_pay).toBe(false)
  })

  it('only an unpaid order the server lets continue can be paid: MeEdu 4.9.10 takes 支付中 to no gateway again', () => {
    expect(canPay(readOrder(rawOrder(1)))).toBe(true)
    expect(canPay(readOrder(rawOrder(1, { status_text: '支付中' })))).toBe(false)
    expect(canPay(readOrder(rawOrder(1, { status: 5, status_text: '' })))).toBe(false)
    expect(canPay(readOrder(rawOrder(1, { continue_pay: 0 })))).toBe(false)
    for (const text of ['已支付', '已取消'])
      expect(canPay(readOrder(rawOrder(1, { status_text: text })))).toBe(false)
  })

  it('a hand-pay order waiting for the school offers its instructions, not a second payment', () => {
    for (const method of ['hand', 'handPay'])
      for (const text of ['未支付', '支付中'])
        expect(orderAction(readOrder(rawOrder(1, { status_text: text, payment_method: method })))).toBe(
          'hand-pay'
        )
    expect(orderAction(readOrder(rawOrder(1, { payment_method: 'alipay' })))).toBe('pay')
    expect(orderAction(readOrder(rawOrder(1, { payment_method: '' })))).toBe('pay')
    expect(orderAction(readOrder(rawOrder(1, { status_text: '已支付', payment_method: 'hand' })))).toBeNull()
    expect(orderAction(readOrder(rawOrder(1, { status_text: '已取消', payment_method: 'hand' })))).toBeNull()
    expect(orderAction(readOrder(rawOrder(1, { payment_method: 'hand', continue_pay: 0 })))).toBeNull()
  })

  it('支付中 at a gateway: 重新下单 with the same goods (the recorded 4.9.10 list, 30h)', () => {
    // 30h's order is 支付中 by hand pay; the same order sent to a gateway instead.
    const recorded = sample30h.response.data.data[0]
    const atGateway = readOrder({ ...recorded, payment_method: 'alipay', payment_text: '支付宝' })
    expect(orderAction(readOrder(recorded))).toBe('hand-pay')
    expect(orderAction(atGateway)).toBe('reorder')
    expect(reorderQuery(atGateway)).toEqual({
      goods_id: 1,
      goods_type: 'role',
      goods_name: '年度会员',
      goods_charge: '199',
    })
    const course = readOrder(
      rawOrder(2, {
        status: 5,
        goods: [
          {
            goods_id: 2,
            goods_type: 'COURSE',
            goods_name: 'Vue 实战',
            charge: 99,
            goods_thumb: 'https://cdn.test/v.png',
          },
        ],
      })
    )
    expect(orderAction(course)).toBe('reorder')
    expect(reorderQuery(course)).toMatchObject({ goods_type: 'vod', goods_thumb: 'https://cdn.test/v.png' })
    // Goods the checkout cannot sell (a single video, nothing at all): no 重新下单.
    expect(
      reorderQuery(readOrder(rawOrder(3, { status: 5, goods: [{ goods_id: 7, goods_type: 'VIDEO' }] })))
    ).toBeNull()
    expect(reorderQuery(readOrder(rawOrder(3, { status: 5, goods: [] })))).toBeNull()
    expect(orderAction(readOrder(rawOrder(3, { status: 5, continue_pay: false })))).toBeNull()
  })
})

describe('去支付', () => {
  it('the gateways of the scene, asked for once', async () => {
    const { screen } = makeScreen()
    expect(await screen.choosePayment()).toEqual({
      kind: 'choose',
      payments: [
        { sign: 'handPay', name: '手动打款', icon: '' },
        { sign: 'alipay', name: '支付宝', icon: '' },
      ],
    })
    await screen.choosePayment()
    expect(sentCalls().filter((call) => call === PAYMENTS)).toHaveLength(1)
  })

  it('none offered, a failure (asked again next time), one question at a time', async () => {
    let answer: () => ReturnType<typeof ok> | Promise<never> = () => ok([])
    const { screen } = makeScreen({ [PAYMENTS]: () => answer() })
    expect(await screen.choosePayment()).toEqual({ kind: 'none' })
    const second = makeScreen({ [PAYMENTS]: () => answer() }).screen
    answer = () => Promise.reject({ errMsg: 'request:fail' })
    expect(await second.choosePayment()).toEqual({ kind: 'failed' })
    answer = () => ok([{ sign: 'alipay', name: '支付宝', icon: '' }])
    const [a, b] = await Promise.all([second.choosePayment(), second.choosePayment()])
    expect(a.kind).toBe('choose')
    expect(b).toEqual({ kind: 'busy' })
  })

  it('paying: hand pay to the instructions (no amount: the list cannot know a promo code), alipay by platform', async () => {
    const { screen } = makeScreen()
    await screen.choosePayment()
    const order = readOrder(rawOrder(4))
    expect(screen.pay(order, 'handPay')).toEqual({
      kind: 'hand-pay',
      query: { orderId: '104', payment: 'handPay', type: 'vod', id: 3 },
    })
    const online = screen.pay(order, 'alipay')
    if (platform.name === 'weapp') {
      expect(online).toMatchObject({ kind: 'weapp-choice', orderId: '104', handPay: { orderId: '104' } })
    } else {
      expect(online.kind).toBe('redirect')
      expect(new URL((online as { url: string }).url).searchParams.get('order_id')).toBe('104')
    }
  })
})
