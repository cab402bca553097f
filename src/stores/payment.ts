import { platform } from '@/platform'
import { cashierUrl, payRedirectUrl } from '@/services/api/order'
import type { Order, Payment, PaymentScene } from '@/services/api/types'
import { centsToText } from '@/utils/money'
import { classifyUrl } from '@/utils/url'

/**
 * What the checkout and 我的订单 share: which payments to ask for, and what paying an order means here.
 *
 * - Scene `wechat` inside WeChat's browser (its JSAPI gateway), `h5` in any other browser and in the
 *   mini-program (the API has no mini-program scene).
 * - After an order exists: paid already (a promo code covered it) → done. On a server with the cashier
 *   (MeEdu 4.9.14 and later): the browser goes to its page (H5), or the learner chooses how to reach it
 *   (mini-program). On MeEdu 4.9.10, by the gateway chosen: `alipay` / `wechat-jsapi` → the browser goes to the
 *   API's pay redirect (H5), or the learner chooses how to pay (mini-program, which has no browser); `handPay` →
 *   the transfer instructions page; any other gateway cannot be paid here.
 */

/** Gateways paid through the API's browser redirect (MeEdu §6.2). */
export const ONLINE_GATEWAYS: readonly string[] = ['alipay', 'wechat-jsapi']
export const HAND_PAY = 'handPay'

export function paymentScene(): PaymentScene {
  return platform.isWechatBrowser() ? 'wechat' : 'h5'
}

/** `wechat-jsapi` first (it only shows inside WeChat, where it is the natural choice), the rest as sent. */
export function sortPayments(payments: Payment[]): Payment[] {
  const first = payments.filter((payment) => payment.sign === 'wechat-jsapi')
  return [...first, ...payments.filter((payment) => payment.sign !== 'wechat-jsapi')]
}

/** The query of /order/pay (hand pay) for an order. */
export interface HandPayQuery {
  orderId: string
  /**
   * What is due, yuan as text (12.5): the checkout knows it (price − promo code). Left out when unknown: MeEdu's
   * order `charge` is the full price, a promo code being a separate paid record, so 我的订单 cannot tell it.
   */
  price?: string
  payment: string
  type: string
  id: number
}

export type PayOutcome =
  /** The order is paid (a promo code covered it): 支付成功. */
  | { kind: 'paid' }
  /** H5: send the browser to the gateway. */
  | { kind: 'redirect'; url: string }
  /** The transfer instructions of this order. */
  | { kind: 'hand-pay'; query: HandPayQuery }
  /**
   * The mini-program cannot redirect to a gateway: the learner chooses between the pay page in a web-view
   * (works when the API's domain is a business domain of the mini-program), copying an address to pay in a
   * phone browser (the H5 app's 我的订单 when `config.h5_url` is set, else the pay link itself), or hand pay
   * when the server offers it.
   */
  | {
      kind: 'weapp-choice'
      orderId: string
      payUrl: string
      copy: { url: string; what: 'h5-orders' | 'pay-link' }
      handPay: HandPayQuery | null
    }
  /**
   * The mini-program and the server's cashier: the learner chooses between its page in the web-view and copying
   * its link (no token in it; it lasts 30 minutes) to pay in a phone browser.
   */
  | { kind: 'weapp-cashier'; url: string }
  /** A gateway this app cannot hand the learner to (无法支付). */
  | { kind: 'unsupported' }

export interface PayContext {
  /** config.url: the API as browsers reach it. */
  apiUrl: string
  /** config.h5_url: where the H5 app lives ('' when unknown). */
  h5Url: string
  token: string
  scene: PaymentScene
  /** The server offers hand pay for this scene (a way out in the mini-program). */
  handPayOffered: boolean
  /** What is due in cents, when known (see HandPayQuery.price). */
  amountDueCents?: number
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/**
 * The absolute address of an in-app page (path and query) that a page outside the app can send the learner back
 * to: H5 → this app; the mini-program → the H5 app when `config.h5_url` is set, else none.
 */
export function appAddress(path: string, context: Pick<PayContext, 'h5Url'>): string | null {
  const own = platform.appUrl(path)
  if (own) return own
  if (classifyUrl(context.h5Url) === 'outside') return `${trimSlash(context.h5Url)}/#${path}`
  return null
}

/**
 * Where a 4.9.10 gateway sends the learner back: the app's page (appAddress), else the API's own address (the pay
 * redirect needs one).
 */
export function returnAddress(path: string, context: Pick<PayContext, 'apiUrl' | 'h5Url'>): string {
  return appAddress(path, context) ?? context.apiUrl
}

/** 支付成功 with the order number, which it asks about (the cashier adds nothing to the address). */
export const successPath = (orderNo: string) => `/order/success?order_no=${orderNo}`

/**
 * Paying on the server's cashier: `payUrl` with `s_url` (支付成功 with the order number) and `f_url` (`failPath`,
 * where a failed WeChat payment's 取消支付 goes) when the app has an address for them. H5: the browser goes there;
 * the mini-program: the learner chooses how to open it.
 */
export function cashierOutcome(
  orderNo: string,
  payUrl: string,
  failPath: string,
  context: Pick<PayContext, 'h5Url'>
): PayOutcome {
  const url = cashierUrl(payUrl, {
    success: appAddress(successPath(orderNo), context) ?? undefined,
    fail: appAddress(failPath, context) ?? undefined,
  })
  return platform.name === 'weapp' ? { kind: 'weapp-cashier', url } : { kind: 'redirect', url }
}

export function handPayQuery(order: Order, amountDueCents?: number): HandPayQuery {
  const goods = order.goods[0]
  return {
    orderId: order.order_id,
    ...(amountDueCents === undefined ? {} : { price: centsToText(amountDueCents) }),
    payment: HAND_PAY,
    type: goods?.goods_type ?? '',
    id: goods?.goods_id ?? 0,
  }
}

/** What paying `order` with the gateway `payment` means on this platform. */
export function payOutcome(order: Order, payment: string, context: PayContext): PayOutcome {
  if (order.status === 'paid') return { kind: 'paid' }
  if (payment === HAND_PAY) return { kind: 'hand-pay', query: handPayQuery(order, context.amountDueCents) }
  if (!ONLINE_GATEWAYS.includes(payment)) return { kind: 'unsupported' }
  const payUrl = payRedirectUrl({
    apiUrl: context.apiUrl,
    orderId: order.order_id,
    payment,
    scene: context.scene,
    token: context.token,
    // Back to 支付成功 when paid; else to 我的订单, where the unpaid order waits with 去支付.
    successUrl: returnAddress('/order/success', context),
    failUrl: returnAddress('/member/order', context),
  })
  if (platform.name !== 'weapp') return { kind: 'redirect', url: payUrl }
  const h5Orders =
    classifyUrl(context.h5Url) === 'outside' ? `${trimSlash(context.h5Url)}/#/member/order` : ''
  return {
    kind: 'weapp-choice',
    orderId: order.order_id,
    payUrl,
    copy: h5Orders ? { url: h5Orders, what: 'h5-orders' } : { url: payUrl, what: 'pay-link' },
    handPay: context.handPayOffered ? handPayQuery(order, context.amountDueCents) : null,
  }
}
