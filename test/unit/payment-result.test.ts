/**
 * 支付成功's store: with the order number the cashier brings back, the order's status decides (GET
 * /api/v2/order/status, as recorded: 42c 支付中 right after the order, 42m another learner's order); while it is
 * not paid it asks again a few times with growing pauses, then leaves it to the learner (重新查询).
 */
import { PaymentResultScreen, RESULT_RETRY_DELAYS_MS, type Timer } from '@/stores/payment-result'
import { envelope, ok, routeRequests, sentCalls, type FakeResponse } from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { asServer } from '../mocks/server'
import statusAfterCreate from '../demo-api/meedu-samples/v4.9.30/42c-order-status-after-create.json'
import otherUsersOrder from '../demo-api/meedu-samples/v4.9.30/42m-order-status-other-users-order.json'

const recorded = (sample: { http_status: number; response: unknown }): FakeResponse => ({
  statusCode: sample.http_status,
  data: sample.response,
})

const STATUS = 'GET /api/v2/order/status'
const ORDER_NO = '202612031709265954'

/** A timer the test runs by hand: the pauses asked for, and the waiting callbacks. */
function fakeTimer() {
  const pauses: number[] = []
  const waiting: (() => void)[] = []
  const timer: Timer = {
    after: (ms, run) => {
      pauses.push(ms)
      waiting.push(run)
      return () => {
        const index = waiting.indexOf(run)
        if (index >= 0) waiting.splice(index, 1)
      }
    },
  }
  const fire = async () => {
    const run = waiting.shift()
    if (!run) throw new Error('nothing waiting')
    run()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { timer, pauses, waiting, fire }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
  asServer('v4.9.30')
})

it('without an order number: 支付成功 as before, nothing asked', async () => {
  routeRequests({})
  for (const query of [{}, { order_no: '' }, { order_no: '../1' }, { order_no: '1 2' }]) {
    const screen = new PaymentResultScreen(query)
    screen.open()
    await settle()
    expect(screen.result).toBe('paid')
    expect(screen.orderNo).toBeNull()
  }
  expect(sentCalls()).toEqual([])
})

it('paid: 支付成功 after one question with the order number', async () => {
  const asked: unknown[] = []
  routeRequests({
    [STATUS]: (request) => {
      asked.push(request.data)
      return ok({ status: 9 })
    },
  })
  const screen = new PaymentResultScreen({ order_no: ORDER_NO })
  expect(screen.result).toBe('checking')
  screen.open()
  screen.open()
  await settle()
  expect(screen.result).toBe('paid')
  expect(asked).toEqual([{ order_id: ORDER_NO }])
})

it('支付中 (42c): waits and asks again with growing pauses, five questions in all, then 重新查询', async () => {
  routeRequests({ [STATUS]: recorded(statusAfterCreate) })
  const { timer, pauses, waiting, fire } = fakeTimer()
  const screen = new PaymentResultScreen({ order_no: ORDER_NO }, timer)
  screen.open()
  await settle()
  expect(screen.result).toBe('waiting')
  expect(screen.busy).toBe(true)
  for (let i = 0; i < RESULT_RETRY_DELAYS_MS.length; i++) await fire()
  expect(pauses).toEqual([2000, 4000, 8000, 16000])
  expect(sentCalls().filter((call) => call === STATUS)).toHaveLength(5)
  expect(screen.result).toBe('unconfirmed')
  expect(waiting).toEqual([])
  // Far under MeEdu's 120 a minute: 5 questions over 30 s.
  expect(pauses.reduce((sum, ms) => sum + ms, 0)).toBe(30000)
  expect(spies.toast).not.toHaveBeenCalled()

  // 重新查询: a new round; the callback came meanwhile.
  routeRequests({ [STATUS]: ok({ status: 9 }) })
  screen.askAgain()
  expect(screen.result).toBe('checking')
  await settle()
  expect(screen.result).toBe('paid')
})

it('paid while waiting: the next question says so and stops', async () => {
  let status = 1
  routeRequests({ [STATUS]: () => ok({ status }) })
  const { timer, waiting, fire } = fakeTimer()
  const screen = new PaymentResultScreen({ order_no: ORDER_NO }, timer)
  screen.open()
  await settle()
  expect(screen.result).toBe('waiting')
  status = 9
  await fire()
  expect(screen.result).toBe('paid')
  expect(waiting).toEqual([])
})

it('cancelled (7), another learner’s order (42m: 资源不存在), a failure: said, nothing asked again by itself', async () => {
  for (const [answer, result] of [
    [ok({ status: 7 }), 'cancelled'],
    [recorded(otherUsersOrder), 'missing'],
    [envelope(500, '服务器错误'), 'failed'],
  ] as const) {
    routeRequests({ [STATUS]: answer })
    const { timer, waiting } = fakeTimer()
    const screen = new PaymentResultScreen({ order_no: ORDER_NO }, timer)
    screen.open()
    await settle()
    expect([answer, screen.result]).toEqual([answer, result])
    expect(waiting).toEqual([])
  }
  expect(spies.toast).not.toHaveBeenCalled()
  expect(spies.onNotFound).not.toHaveBeenCalled()
})

it('leaving the page stops the questions', async () => {
  routeRequests({ [STATUS]: ok({ status: 5 }) })
  const { timer, waiting } = fakeTimer()
  const screen = new PaymentResultScreen({ order_no: ORDER_NO }, timer)
  screen.open()
  await settle()
  expect(waiting).toHaveLength(1)
  screen.dispose()
  expect(waiting).toEqual([])
  screen.askAgain()
  await settle()
  expect(sentCalls()).toHaveLength(1)
})
