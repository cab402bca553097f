import { makeAutoObservable, runInAction } from 'mobx'
import { getOrders, getPayPlan } from '@/services/api/order'
import type { GoodsType, Order, Payment, PaymentScene } from '@/services/api/types'
import { centsToText, yuanToCents } from '@/utils/money'
import { classifyUrl } from '@/utils/url'
import { PagedList, type PageRequest, type PageResult } from './paged-list'
import { HAND_PAY, payOutcome, paymentScene, sortPayments, type PayOutcome } from './payment'
import type { RootStore } from './root-store'
import { Task } from './task'

export const ORDERS_PAGE_SIZE = 10

/** Page 1 is the screen's primary resource (a 404 shows the error page); later pages offer 重试. */
async function fetchOrders(page: number, pageSize: number, request: PageRequest): Promise<PageResult<Order>> {
  return getOrders({ page, page_size: pageSize }, request)
}

/**
 * An order the learner can pay from the list: 未支付 only, unless the server says it cannot continue (MeEdu's
 * `continue_pay`). MeEdu 4.9.10's pay redirect accepts nothing but status 1: a 支付中 order (sent to a gateway
 * once already) answers 订单状态错误, as raw JSON in the browser, although the list says `continue_pay` for it.
 */
export function canPay(order: Order): boolean {
  return order.status === 'unpaid' && order.continue_pay
}

/** The order's payment is hand pay: MeEdu 4.9.10 records `payment_method` `handPay` (sample 30h); `hand` is read too. */
export function isHandPayOrder(order: Order): boolean {
  return order.payment_method === 'hand' || order.payment_method === HAND_PAY
}

/**
 * What an order offers on 我的订单: `pay` (去支付, the gateways to choose from), `hand-pay` (a transfer the school
 * has still to confirm: its instructions again, not a second payment), `reorder` (支付中 at a gateway: it cannot
 * be paid again, so 重新下单, a new order of the same goods, and why), or nothing.
 */
export type OrderAction = 'pay' | 'hand-pay' | 'reorder' | null

export function orderAction(order: Order): OrderAction {
  const open = (order.status === 'unpaid' || order.status === 'paying') && order.continue_pay
  if (!open) return null
  if (isHandPayOrder(order)) return 'hand-pay'
  return order.status === 'unpaid' ? 'pay' : 'reorder'
}

/** The checkout's query for the goods of an order (重新下单); null when its goods cannot be bought again here. */
export interface ReorderQuery {
  goods_id: number
  goods_type: GoodsType
  goods_name: string
  goods_charge?: string
  goods_thumb?: string
}

export function reorderQuery(order: Order): ReorderQuery | null {
  const goods = order.goods[0]
  if (!goods?.kind || goods.goods_id <= 0) return null
  const cents = yuanToCents(goods.charge) ?? 0
  return {
    goods_id: goods.goods_id,
    goods_type: goods.kind,
    goods_name: goods.goods_name,
    ...(cents > 0 ? { goods_charge: centsToText(cents) } : {}),
    ...(classifyUrl(goods.goods_thumb) === 'outside' ? { goods_thumb: goods.goods_thumb } : {}),
  }
}

/**
 * 去支付 on an order: `choose` (the gateways to pick from), `none` (the server offers none), `failed` (the
 * HTTP layer said why), `busy` (asking already).
 */
export type PaymentsOutcome =
  { kind: 'choose'; payments: Payment[] } | { kind: 'none' } | { kind: 'failed' } | { kind: 'busy' }

/** /member/order 我的订单: the orders, 10 a page, and paying an unpaid one with a gateway the server offers. */
export class OrdersScreen {
  readonly list = new PagedList<Order>(fetchOrders, ORDERS_PAGE_SIZE)
  readonly scene: PaymentScene = paymentScene()
  private payments: Payment[] | null = null
  readonly loadingPayments = new Task()

  constructor(private readonly root: RootStore) {
    makeAutoObservable<OrdersScreen, 'root' | 'payments'>(this, {
      root: false,
      list: false,
      scene: false,
      payments: false,
      loadingPayments: false,
    })
  }

  /** Opening the screen: page 1. */
  open(): Promise<void> {
    return this.list.reload()
  }

  /**
   * Shown again (back from a gateway, the web-view, hand pay): page 1 again, an order may have been paid
   * meanwhile. Nothing while the opening's first page is still on its way (unless it failed).
   */
  refresh(): Promise<void> {
    return this.list.refresh()
  }

  /** The gateways for this scene (asked for once, then kept; MeEdu 4.9.10's 未支付 orders only). */
  async choosePayment(): Promise<PaymentsOutcome> {
    if (this.payments) return this.paymentsOutcome(this.payments)
    const result = await this.loadingPayments.run(async (): Promise<PaymentsOutcome> => {
      try {
        // A server whose cashier chooses lists no gateways (and no unpaid order either: MeEdu 4.9.14 and later
        // list paid orders only).
        const plan = await getPayPlan(this.scene)
        const payments = plan.kind === 'gateways' ? sortPayments(plan.payments) : []
        runInAction(() => {
          this.payments = payments
        })
        return this.paymentsOutcome(payments)
      } catch {
        return { kind: 'failed' }
      }
    })
    return result ?? { kind: 'busy' }
  }

  private paymentsOutcome(payments: Payment[]): PaymentsOutcome {
    return payments.length > 0 ? { kind: 'choose', payments: [...payments] } : { kind: 'none' }
  }

  /** What paying `order` with the gateway `sign` means here (the pay redirect, hand pay, the mini-program's choice). */
  pay(order: Order, sign: string): PayOutcome {
    const { config } = this.root.config
    return payOutcome(order, sign, {
      apiUrl: config.url,
      h5Url: config.h5_url,
      token: this.root.session.token ?? '',
      scene: this.scene,
      handPayOffered: (this.payments ?? []).some((payment) => payment.sign === HAND_PAY),
    })
  }
}
