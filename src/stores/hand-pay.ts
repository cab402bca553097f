import { makeAutoObservable } from 'mobx'
import { ApiError } from '@/services/http'
import { startHandPay } from '@/services/api/order'
import { centsToText, yuanToCents } from '@/utils/money'
import { Resource } from './resource'

/** An order number as MeEdu makes them (digits) or any other safe token; anything else is not one. */
const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/**
 * /order/pay?orderId=&price=: hand pay (手动打款). Opening it switches the order to hand pay on the server and
 * brings the transfer instructions (HTML, shown through RichHtml). Without a usable order number nothing is
 * requested (`invalid`); an order the server refuses (unknown, paid, cancelled) is `invalid` too, while a
 * network failure can be retried.
 */
export class HandPayScreen {
  readonly orderId: string | null
  /** The amount as the query gave it (yuan text), null when it is missing or not an amount. */
  readonly price: string | null
  /** The instructions; null: the server has no hand pay of its own (its cashier offers 线下支付). */
  readonly instructions: Resource<string | null>

  constructor(query: { orderId?: string; price?: string }) {
    const orderId = (query.orderId ?? '').trim()
    this.orderId = ORDER_ID_PATTERN.test(orderId) ? orderId : null
    const cents = yuanToCents(query.price ?? '')
    this.price = cents === null ? null : centsToText(cents)
    const id = this.orderId ?? ''
    this.instructions = new Resource(() => startHandPay(id))
    makeAutoObservable(this, { orderId: false, price: false, instructions: false })
  }

  get invalid(): boolean {
    return this.orderId === null || this.refused
  }

  /** The server said no to this order (a business error or not found), as opposed to the network failing. */
  get refused(): boolean {
    const { error } = this.instructions
    return (
      this.instructions.state === 'error' &&
      error instanceof ApiError &&
      (error.kind === 'business' || error.kind === 'not-found')
    )
  }

  /** The instructions are here: the learner can say they paid. */
  get ready(): boolean {
    return typeof this.instructions.data === 'string'
  }

  /** The server pays through its cashier (MeEdu 4.9.14 and later): there is no hand pay to show. */
  get unavailable(): boolean {
    return this.instructions.state === 'ready' && this.instructions.data === null
  }

  open(): Promise<void> {
    if (this.invalid) return Promise.resolve()
    return this.instructions.load()
  }
}
