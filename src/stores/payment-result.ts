import { makeAutoObservable, runInAction } from 'mobx'
import { isNotFound } from '@/services/http'
import { getOrderStatus, ORDER_NO_PATTERN } from '@/services/api/order'
import type { OrderStatus } from '@/services/api/types'

/** Waiting, injectable so tests drive it. */
export interface Timer {
  /** Run `run` after `ms`; returns the cancel. */
  after(ms: number, run: () => void): () => void
}

export const systemTimer: Timer = {
  after: (ms, run) => {
    const handle = setTimeout(run, ms)
    return () => clearTimeout(handle)
  },
}

/**
 * The pauses before asking again while the order is not paid yet: the gateway's callback to the server can come
 * after the browser is back. Five questions in about half a minute, then the learner asks (重新查询): far under
 * MeEdu's 120 requests a minute, which every learner behind one address shares.
 */
export const RESULT_RETRY_DELAYS_MS: readonly number[] = [2000, 4000, 8000, 16000]

/**
 * What 支付成功 shows:
 * - `paid`: 支付成功 (also without an order number: a page reached as before, nothing to ask);
 * - `checking`: the first answer is on its way;
 * - `waiting`: 未支付 or 支付中 so far, asking again after a pause;
 * - `unconfirmed`: still not paid after the last pause: the learner can ask again;
 * - `cancelled`: 订单已取消;
 * - `missing`: the server knows no such order of this learner (an address from elsewhere);
 * - `failed`: the question failed (network, server): ask again.
 */
export type PaymentResult =
  'paid' | 'checking' | 'waiting' | 'unconfirmed' | 'cancelled' | 'missing' | 'failed'

/**
 * /order/success?order_no=: the cashier sends the learner back here after paying (MeEdu adds nothing to the
 * address, so the checkout put the order number in it), and the order is asked about
 * (`GET /api/v2/order/status`) rather than trusted paid.
 */
export class PaymentResultScreen {
  readonly orderNo: string | null
  result: PaymentResult
  private attempt = 0
  private cancelWait: (() => void) | null = null
  private asking = false
  private disposed = false

  constructor(
    query: { order_no?: string },
    private readonly timer: Timer = systemTimer
  ) {
    const orderNo = (query.order_no ?? '').trim()
    this.orderNo = ORDER_NO_PATTERN.test(orderNo) ? orderNo : null
    // Without a usable order number, the page shows 支付成功 as it always did (a fully discounted order, 4.9.10).
    this.result = this.orderNo ? 'checking' : 'paid'
    makeAutoObservable<PaymentResultScreen, 'timer' | 'attempt' | 'cancelWait' | 'asking' | 'disposed'>(
      this,
      {
        orderNo: false,
        timer: false,
        attempt: false,
        cancelWait: false,
        asking: false,
        disposed: false,
      }
    )
  }

  /** A question is on its way or coming after a pause: the learner's 重新查询 is not offered. */
  get busy(): boolean {
    return this.result === 'checking' || this.result === 'waiting'
  }

  open(): void {
    if (this.orderNo && this.attempt === 0 && !this.asking) void this.ask()
  }

  /** 重新查询: a new round of questions (nothing while one is going on). */
  askAgain(): void {
    if (!this.orderNo || this.busy || this.asking) return
    this.attempt = 0
    this.result = 'checking'
    void this.ask()
  }

  private async ask(): Promise<void> {
    const orderNo = this.orderNo
    if (!orderNo || this.disposed) return
    this.asking = true
    let status: OrderStatus
    try {
      // Silent: the page says what happened.
      status = await getOrderStatus(orderNo, { silent: true })
    } catch (error) {
      this.asking = false
      if (!this.disposed) runInAction(() => (this.result = isNotFound(error) ? 'missing' : 'failed'))
      return
    }
    this.asking = false
    if (this.disposed) return
    runInAction(() => {
      this.attempt += 1
      if (status === 'paid') this.result = 'paid'
      else if (status === 'cancelled') this.result = 'cancelled'
      else {
        const delay = RESULT_RETRY_DELAYS_MS[this.attempt - 1]
        if (delay === undefined) this.result = 'unconfirmed'
        else {
          this.result = 'waiting'
          this.cancelWait = this.timer.after(delay, () => {
            this.cancelWait = null
            void this.ask()
          })
        }
      }
    })
  }

  dispose(): void {
    this.disposed = true
    this.cancelWait?.()
    this.cancelWait = null
  }
}
