import { HandPayScreen } from '@/stores/hand-pay'
import { envelope, ok, requestMock, routeRequests, sentCalls, type SentRequest } from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { asServer } from '../mocks/server'
import { serverApi } from '@/services/server-api'
import removedHandPay from '../demo-api/meedu-samples/v4.9.30/43d-removed-v3-handpay.json'

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

it('switches the order to hand pay (支付中 now, sample 30f) and brings its instructions', async () => {
  const bodies: unknown[] = []
  routeRequests({
    'POST /api/v3/order/pay/handPay': (request: SentRequest) => {
      bodies.push(request.data)
      return ok({ text: '<p>账户</p>' })
    },
    'GET /api/v2/order/status': ok({ status: 5 }),
  })
  const screen = new HandPayScreen({ orderId: '1120000101', price: '12.50' })
  expect(screen.price).toBe('12.5')
  await screen.open()
  await screen.open()
  expect(screen.instructions.data).toBe('<p>账户</p>')
  expect(screen.ready).toBe(true)
  expect(bodies).toEqual([{ order_id: '1120000101' }])
  expect(sentCalls()).toEqual(['POST /api/v3/order/pay/handPay', 'GET /api/v2/order/status'])
})

it('an order MeEdu answers although settled (it has a payment: paid or cancelled) shows no bank details', async () => {
  for (const status of [9, 7]) {
    routeRequests({
      'POST /api/v3/order/pay/handPay': ok({ text: '<p>账户</p>' }),
      'GET /api/v2/order/status': ok({ status }),
    })
    const screen = new HandPayScreen({ orderId: '1120000101' })
    await screen.open()
    expect(screen.invalid).toBe(true)
    expect(screen.ready).toBe(false)
    expect(screen.instructions.data ?? null).toBeNull()
  }
  // Told as MeEdu's own refusal of such an order is.
  expect(spies.toast.mock.calls).toEqual([
    ['该订单已支付或已取消，无法使用手动打款，请在“我的订单”中查看'],
    ['该订单已支付或已取消，无法使用手动打款，请在“我的订单”中查看'],
  ])
  spies.toast.mockClear()
  // The status is a guard: when it cannot be asked, the instructions stand (1 and 5 are payable orders).
  for (const answer of [ok({ status: 1 }), envelope(500, '系统错误')]) {
    routeRequests({
      'POST /api/v3/order/pay/handPay': ok({ text: '<p>账户</p>' }),
      'GET /api/v2/order/status': answer,
    })
    const screen = new HandPayScreen({ orderId: '1120000101' })
    await screen.open()
    expect(screen.ready).toBe(true)
  }
  expect(spies.toast).not.toHaveBeenCalled()
})

it('no usable order number: nothing asked; a bad price is not shown', async () => {
  routeRequests({})
  for (const orderId of [undefined, '', ' ', 'a b', '1/2', '<x>']) {
    const screen = new HandPayScreen({ orderId, price: 'abc' })
    expect(screen.invalid).toBe(true)
    expect(screen.price).toBeNull()
    await screen.open()
  }
  expect(requestMock).not.toHaveBeenCalled()
})

it('an order the server refuses (unknown, paid) is invalid; a network failure can be retried', async () => {
  for (const answer of [envelope(1, '订单已支付'), envelope(404, '订单不存在')]) {
    routeRequests({ 'POST /api/v3/order/pay/handPay': answer })
    const screen = new HandPayScreen({ orderId: 'abc' })
    expect(screen.invalid).toBe(false)
    await screen.open()
    expect(screen.invalid).toBe(true)
    expect(screen.ready).toBe(false)
  }
  let fail = true
  routeRequests({
    'POST /api/v3/order/pay/handPay': () =>
      fail ? Promise.reject({ errMsg: 'request:fail' }) : ok({ text: '<p>账户</p>' }),
  })
  const screen = new HandPayScreen({ orderId: '1120000101' })
  await screen.open()
  expect(screen.invalid).toBe(false)
  expect(screen.instructions.state).toBe('error')
  expect(screen.ready).toBe(false)
  fail = false
  await screen.instructions.reload()
  expect(screen.ready).toBe(true)
})

it("MeEdu's English refusal (an order paid or cancelled, no method: `order status error`) is told in Chinese", async () => {
  routeRequests({ 'POST /api/v3/order/pay/handPay': envelope(1, 'order status error') })
  const screen = new HandPayScreen({ orderId: '217082373' })
  await screen.open()
  expect(spies.toast.mock.calls).toEqual([['该订单已支付或已取消，无法使用手动打款，请在“我的订单”中查看']])
  expect(screen.invalid).toBe(true)
  // The server's own words stay on the error; other refusals are told as the server said them.
  expect(screen.instructions.error).toMatchObject({ serverMessage: 'order status error' })
  routeRequests({ 'POST /api/v3/order/pay/handPay': envelope(1, 'constructor') })
  await new HandPayScreen({ orderId: '217082373' }).open()
  expect(spies.toast).toHaveBeenLastCalledWith('constructor')
})

describe('a server whose cashier offers 线下支付 itself (v4.9.30)', () => {
  it('nothing asked: there is no hand pay to show', async () => {
    asServer('v4.9.30')
    routeRequests({})
    const screen = new HandPayScreen({ orderId: '202612031709265954' })
    await screen.open()
    expect(screen.unavailable).toBe(true)
    expect(screen.ready).toBe(false)
    expect(requestMock).not.toHaveBeenCalled()
  })

  it('remembered as 4.9.10: the removed route (43d) says 路由不存在, untold, and the same', async () => {
    serverApi.reset()
    serverApi.switchTo('commerce', 'old')
    routeRequests({
      'POST /api/v3/order/pay/handPay': {
        statusCode: removedHandPay.http_status,
        data: removedHandPay.response,
      },
    })
    const screen = new HandPayScreen({ orderId: '202612031709265954' })
    await screen.open()
    expect(screen.unavailable).toBe(true)
    expect(spies.toast).not.toHaveBeenCalled()
  })
})
