/**
 * api/order.ts on both MeEdu generations (feature `commerce`): how an order is paid (the gateways of 4.9.10, or the
 * server's cashier), making an order (`POST /api/v2/order/*` or `POST /api/v3/order`), the cashier's return
 * addresses, and the switch on MeEdu's 路由不存在 where the config cannot tell. Answers as recorded
 * (test/demo-api/meedu-samples).
 */
import { serverApi } from '@/services/server-api'
import { STORAGE_KEYS } from '@/services/credentials'
import { platform } from '@/platform'
import {
  cashierUrl,
  getOrders,
  getPayPlan,
  placeOrder,
  readPlacedOrder,
  survivesSecondDecoding,
} from '@/services/api/order'
import { requestMock, routeRequests, sentCalls, type FakeResponse } from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { asServer } from '../mocks/server'
import payments4910 from '../demo-api/meedu-samples/4.9.10/16-order-payments.json'
import roleOrder4910 from '../demo-api/meedu-samples/4.9.10/30b-order-role.json'
import courseOrder4910 from '../demo-api/meedu-samples/4.9.10/30k-order-course-2-vip-learner.json'
import freeCourse4910 from '../demo-api/meedu-samples/4.9.10/30-order-course-1-free.json'
import payments4930 from '../demo-api/meedu-samples/v4.9.30/16-order-payments.json'
import roleOrder4930 from '../demo-api/meedu-samples/v4.9.30/42b-order-role.json'
import freeCourse4930 from '../demo-api/meedu-samples/v4.9.30/42g-order-course-1-free.json'
import missingCourse4930 from '../demo-api/meedu-samples/v4.9.30/42k-order-course-404.json'
import orders4930 from '../demo-api/meedu-samples/v4.9.30/07-member-orders.json'
import paidOnly4930 from '../demo-api/meedu-samples/v4.9.30/42h-member-orders-paid-only.json'
import removedCourse4930 from '../demo-api/meedu-samples/v4.9.30/43-removed-order-course-v2.json'

/** A recorded answer as the mocked Taro.request resolves it. */
const recorded = (sample: { http_status: number; response: unknown }): FakeResponse => ({
  statusCode: sample.http_status,
  data: sample.response,
})

const V3_ORDER = 'POST /api/v3/order'
const PAYMENTS = 'GET /api/v2/order/payments'

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

describe('how an order is paid', () => {
  it('4.9.10: the gateways of the scene (none enabled on the recorded server)', async () => {
    routeRequests({ [PAYMENTS]: recorded(payments4910) })
    expect(await getPayPlan('h5')).toEqual({ kind: 'gateways', payments: [] })
    expect(requestMock.mock.calls[0][0].data).toEqual({ scene: 'h5' })
  })

  it('v4.9.30: the server’s cashier chooses; nothing is asked', async () => {
    asServer('v4.9.30')
    routeRequests({})
    expect(await getPayPlan('h5')).toEqual({ kind: 'cashier' })
    expect(sentCalls()).toEqual([])
  })

  it('a remembered 4.9.10 on a newer server: 路由不存在 (16) switches to the cashier, untold and remembered', async () => {
    serverApi.reset()
    serverApi.switchTo('commerce', 'old')
    routeRequests({ [PAYMENTS]: recorded(payments4930) })
    expect(await getPayPlan('h5')).toEqual({ kind: 'cashier' })
    expect(spies.toast).not.toHaveBeenCalled()
    expect(serverApi.way('commerce')).toBe('new')
    expect(JSON.parse(platform.storage.get(STORAGE_KEYS.apiWays) ?? '{}')).toMatchObject({ commerce: 'new' })
  })
})

describe('making an order', () => {
  it('4.9.10: a plan with agree 1, a course with its id; the promo code only when applied', async () => {
    const bodies: unknown[] = []
    routeRequests({
      'POST /api/v2/order/role': (request) => {
        bodies.push(request.data)
        return recorded(roleOrder4910)
      },
      'POST /api/v2/order/course': (request) => {
        bodies.push(request.data)
        return recorded(courseOrder4910)
      },
    })
    const role = await placeOrder({ type: 'role', id: 1 }, '')
    expect(role).toMatchObject({ kind: 'gateway', order: { order_id: '217082373', status: 'unpaid' } })
    const course = await placeOrder({ type: 'vod', id: 2 }, 'SAVE')
    expect(course).toMatchObject({ kind: 'gateway', order: { order_id: '217082468', charge: 99 } })
    expect(bodies).toEqual([
      { role_id: 1, agree: 1 },
      { course_id: 2, promo_code: 'SAVE' },
    ])
  })

  it('4.9.10: a refusal is told as the server said it (当前课程无法购买)', async () => {
    routeRequests({ 'POST /api/v2/order/course': recorded(freeCourse4910) })
    await expect(placeOrder({ type: 'vod', id: 1 }, '')).rejects.toMatchObject({
      message: '当前课程无法购买',
    })
    expect(spies.toast).toHaveBeenCalledWith('当前课程无法购买')
  })

  it('v4.9.30: POST /api/v3/order with the goods in upper case and agree_protocol 1 → the cashier (42b)', async () => {
    asServer('v4.9.30')
    const bodies: unknown[] = []
    routeRequests({
      [V3_ORDER]: (request) => {
        bodies.push(request.data)
        return recorded(roleOrder4930)
      },
    })
    expect(await placeOrder({ type: 'role', id: 1 }, '')).toEqual({
      kind: 'cashier',
      orderNo: '202612031709265954',
      payUrl: 'http://127.0.0.1:18590/payment/index?sign=order-wpRdK63zh1uRUAhShGZdG4uu',
    })
    await placeOrder({ type: 'vod', id: 2 }, 'SAVE10')
    expect(bodies).toEqual([
      { goods_type: 'ROLE', goods_id: 1, agree_protocol: 1 },
      { goods_type: 'COURSE', goods_id: 2, promo_code: 'SAVE10', agree_protocol: 1 },
    ])
    expect(sentCalls()).toEqual([V3_ORDER, V3_ORDER])
  })

  it('v4.9.30: is_paid (a free course, 42g) is paid at once, with no cashier', async () => {
    asServer('v4.9.30')
    routeRequests({ [V3_ORDER]: recorded(freeCourse4930) })
    expect(await placeOrder({ type: 'vod', id: 1 }, '')).toEqual({
      kind: 'paid',
      orderNo: '202612031709276074',
    })
  })

  it('v4.9.30: 资源不存在 (42k) is a refusal, not a missing route: told, and the way stays', async () => {
    asServer('v4.9.30')
    routeRequests({ [V3_ORDER]: recorded(missingCourse4930) })
    await expect(placeOrder({ type: 'vod', id: 999 }, '')).rejects.toMatchObject({ kind: 'not-found' })
    expect(spies.toast).toHaveBeenCalledWith('资源不存在')
    expect(sentCalls()).toEqual([V3_ORDER])
    expect(serverApi.way('commerce')).toBe('new')
  })

  it('between releases (4.9.12: the config cannot tell): POST /api/v3/order says 路由不存在, the v2 order follows, untold', async () => {
    serverApi.reset()
    // 4.9.12's config: no webname (4.9.11), no wechat_scan (4.9.12), no purchase agreement yet (4.9.27).
    serverApi.learnFromConfig({ name: '', sliders: [], socialites: { qq: 0, wechat_oauth: 0 } })
    expect(serverApi.way('commerce')).toBe('new')
    routeRequests({
      // What a server without the route answers (as v4.9.30 answers the v2 one it lost, 43).
      [V3_ORDER]: recorded(removedCourse4930),
      'POST /api/v2/order/course': recorded(courseOrder4910),
    })
    expect(await placeOrder({ type: 'vod', id: 2 }, '')).toMatchObject({
      kind: 'gateway',
      order: { order_id: '217082468' },
    })
    expect(sentCalls()).toEqual([V3_ORDER, 'POST /api/v2/order/course'])
    expect(spies.toast).not.toHaveBeenCalled()
    expect(serverApi.way('commerce')).toBe('old')
    // Remembered: the next order asks the v2 route first.
    requestMock.mockClear()
    serverApi.reset()
    await placeOrder({ type: 'vod', id: 2 }, '')
    expect(sentCalls()).toEqual(['POST /api/v2/order/course'])
  })

  it('an answer that cannot be paid is unreadable: no order number, a pay_url that is not http(s)', () => {
    const options = { silent: true }
    for (const data of [
      { order_no: '', total: 1, is_paid: false, pay_url: 'https://api.test/payment/index?sign=x' },
      { order_no: '1/2', total: 1, is_paid: false, pay_url: 'https://api.test/payment/index?sign=x' },
      { order_no: '1', total: 1, is_paid: false, pay_url: 'javascript:alert(1)' },
      { order_no: '1', total: 1, is_paid: false, pay_url: '//evil.test/pay' },
      { order_no: '1', total: 1, is_paid: false },
      { order_id: '', status_text: '未支付' },
    ])
      expect(() => readPlacedOrder(data, options)).toThrow(expect.objectContaining({ kind: 'bad-response' }))
    expect(spies.toast).not.toHaveBeenCalled()
    // The 4.9.10 shape, paid at once (a promo code covering it).
    expect(readPlacedOrder({ order_id: '217082373', status_text: '已支付' })).toEqual({
      kind: 'paid',
      orderNo: '217082373',
    })
  })
})

describe("the cashier's return addresses (s_url, f_url)", () => {
  /** PHP's urldecode: `+` is a space, `%xx` a byte. */
  const urldecode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '))
  /** What MeEdu reads: the query value decoded by PHP, then once more by MeEdu. */
  const meeduReads = (url: string, name: string) => {
    const pair = url
      .split('?')[1]
      .split('&')
      .find((part) => part.startsWith(`${name}=`))
    return pair === undefined ? undefined : urldecode(urldecode(pair.slice(name.length + 1)))
  }
  const PAY_URL = 'http://127.0.0.1:18590/payment/index?sign=order-wpRdK63zh1uRUAhShGZdG4uu'

  it("the app's own addresses have no escapes: MeEdu's second decoding leaves them as they are", () => {
    const success = 'https://school.test/h5/#/order/success?order_no=202612031709265954'
    const fail = 'https://school.test/h5/#/order?goods_id=1&goods_type=role'
    expect(survivesSecondDecoding(success)).toBe(success)
    const url = cashierUrl(PAY_URL, { success, fail })
    expect(url.startsWith(`${PAY_URL}&s_url=`)).toBe(true)
    expect(meeduReads(url, 's_url')).toBe(success)
    expect(meeduReads(url, 'f_url')).toBe(fail)
    expect(meeduReads(url, 'sign')).toBe('order-wpRdK63zh1uRUAhShGZdG4uu')
  })

  it('an address that carries % or + of its own (a sub-path in another script) still arrives whole', () => {
    const success = 'https://school.test/%E5%AD%A6%E4%B9%A0+app/#/order/success?order_no=1'
    expect(urldecode(urldecode(encodeURIComponent(success)))).not.toBe(success) // what MeEdu would do to it
    expect(meeduReads(cashierUrl(PAY_URL, { success }), 's_url')).toBe(success)
  })

  it('none to give: the cashier as the server sent it; a pay_url without a query gets one', () => {
    expect(cashierUrl(PAY_URL, {})).toBe(PAY_URL)
    expect(
      cashierUrl('https://api.test/pay', { fail: 'https://a.test/#/order?goods_id=1&goods_type=vod' })
    ).toBe(
      `https://api.test/pay?f_url=${encodeURIComponent('https://a.test/#/order?goods_id=1&goods_type=vod')}`
    )
  })
})

describe('我的订单 on v4.9.30', () => {
  it('paid orders only (42h); refund_amount read; the price is the order’s charge (goods_charge is 0, 07)', async () => {
    asServer('v4.9.30')
    routeRequests({ 'GET /api/v2/member/orders': recorded(orders4930) })
    const { items } = await getOrders({ page: 1, page_size: 10 })
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      order_id: '202612031650127720',
      status: 'paid',
      continue_pay: false,
      charge: 99,
      refund_amount: 0,
      goods: [{ goods_id: 2, kind: 'vod', charge: 99 }],
    })
    routeRequests({
      'GET /api/v2/member/orders': recorded({
        ...paidOnly4930,
        response: {
          ...paidOnly4930.response,
          data: {
            ...paidOnly4930.response.data,
            data: [{ ...paidOnly4930.response.data.data[0], refund_amount: 12.5 }],
          },
        },
      }),
    })
    expect((await getOrders({ page: 1, page_size: 10 })).items[0].refund_amount).toBe(12.5)
  })
})
