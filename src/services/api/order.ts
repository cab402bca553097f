import { classifyUrl } from '@/utils/url'
import { http, refusedAnswer, unreadableAnswer, type RequestOptions } from '../http'
import { serverApi } from '../server-api'
import { HAND_PAY_MESSAGES } from './codes'
import { arr, flag, id, list, num, obj, pageTotal, str, type Raw } from './normalize'
import type {
  GoodsType,
  Order,
  OrderGoods,
  OrderStatus,
  Payment,
  PaymentScene,
  PromoCheck,
  Role,
} from './types'

export function readRole(raw: Raw): Role {
  return {
    id: id(raw.id),
    name: str(raw.name),
    charge: Math.max(0, num(raw.charge)),
    expire_days: Math.max(0, Math.floor(num(raw.expire_days))),
    desc_rows: arr(raw.desc_rows)
      .map((row) => str(row))
      .filter(Boolean),
  }
}

/** MeEdu's goods types (upper case in orders; the app's own names read too). */
const GOODS_KINDS: Readonly<Record<string, GoodsType>> = {
  course: 'vod',
  vod: 'vod',
  role: 'role',
  paper: 'paper',
}

export const readGoodsKind = (value: unknown): GoodsType | null => {
  const key = str(value).trim().toLowerCase()
  return Object.prototype.hasOwnProperty.call(GOODS_KINDS, key) ? GOODS_KINDS[key] : null
}

function readGoods(raw: Raw): OrderGoods {
  return {
    goods_id: id(raw.goods_id),
    goods_type: str(raw.goods_type),
    kind: readGoodsKind(raw.goods_type),
    goods_name: str(raw.goods_name),
    goods_thumb: str(raw.goods_thumb),
    goods_text: str(raw.goods_text),
    charge: num(raw.charge),
    num: Math.max(1, Math.floor(num(raw.num, 1))),
  }
}

const STATUS_CODES: Record<number, OrderStatus> = { 1: 'unpaid', 5: 'paying', 9: 'paid', 7: 'cancelled' }
const STATUS_TEXTS: Record<string, OrderStatus> = {
  未支付: 'unpaid',
  支付中: 'paying',
  已支付: 'paid',
  已取消: 'cancelled',
}

/** MeEdu's numeric `status` when it sends one, else its `status_text`. */
export function readOrderStatus(raw: Raw): OrderStatus {
  return STATUS_CODES[num(raw.status)] ?? STATUS_TEXTS[str(raw.status_text).trim()] ?? 'unknown'
}

export function readOrder(raw: Raw): Order {
  return {
    id: id(raw.id),
    order_id: str(raw.order_id),
    charge: Math.max(0, num(raw.charge)),
    status_text: str(raw.status_text),
    status: readOrderStatus(raw),
    continue_pay: raw.continue_pay === undefined || raw.continue_pay === null ? true : flag(raw.continue_pay),
    payment_method: str(raw.payment_method),
    payment_text: str(raw.payment_text),
    created_at: str(raw.created_at),
    refund_amount: Math.max(0, num(raw.refund_amount)),
    goods: arr(raw.goods)
      .filter((item) => item !== null && typeof item === 'object')
      .map((item) => readGoods(item as Raw)),
  }
}

export const getRoles = async (options?: RequestOptions): Promise<Role[]> =>
  list(await http.get<unknown>('/api/v2/roles', undefined, options), readRole)

/**
 * The gateways MeEdu 4.9.10 offers for a scene (`GET /api/v2/order/payments`); entries without a sign are dropped.
 * The newer server has no list (its cashier page chooses): ask through getPayPlan.
 */
async function getPayments(scene: PaymentScene, options?: RequestOptions): Promise<Payment[]> {
  return arr(await http.get<unknown>('/api/v2/order/payments', { scene }, options))
    .map((item) => obj(item))
    .map((raw) => ({ sign: str(raw.sign), name: str(raw.name), icon: str(raw.icon) }))
    .filter((payment) => payment.sign !== '')
}

/**
 * How an order is paid on this server (feature `commerce`, services/server-api.ts):
 * - `gateways`: the learner chooses among the gateways the server lists for the scene, before the order (MeEdu
 *   4.9.10 and up to 4.9.13: `GET /api/v2/order/payments`, then the pay redirect or hand pay);
 * - `cashier`: the server's own cashier page chooses after the order (4.9.14 and later, v4.9.30): nothing to list,
 *   so nothing is asked.
 */
export type PayPlan = { kind: 'gateways'; payments: Payment[] } | { kind: 'cashier' }

export const getPayPlan = (scene: PaymentScene, options?: RequestOptions): Promise<PayPlan> =>
  serverApi.call<PayPlan>(
    'commerce',
    {
      old: async (sent) => ({ kind: 'gateways', payments: await getPayments(scene, sent) }),
      new: () => Promise.resolve({ kind: 'cashier' }),
    },
    options
  )

/** The code goes in the path: the caller passes a code already checked to be safe there. */
export async function checkPromoCode(code: string, options?: RequestOptions): Promise<PromoCheck> {
  const data = obj(
    await http.get<unknown>(`/api/v2/promoCode/${encodeURIComponent(code)}/check`, undefined, options)
  )
  const canUse = flag(data.can_use)
  return { canUse, discount: canUse ? Math.max(0, num(obj(data.promo_code).invited_user_reward)) : 0 }
}

/** `promo_code` is left out when there is none. */
const withPromo = (body: Record<string, unknown>, promoCode: string) =>
  promoCode ? { ...body, promo_code: promoCode } : body

/**
 * An order just made, in what paying it takes:
 * - `paid`: nothing to pay (a promo code or a price of 0 covered it);
 * - `cashier`: the server's cashier page, `payUrl` (an http(s) address on the API host that needs no token; its
 *   sign lives 1800 s, MeEdu 4.9.14 and later);
 * - `gateway`: an order of MeEdu 4.9.10 to pay with a gateway of the plan (the pay redirect, hand pay).
 */
export type PlacedOrder =
  | { kind: 'paid'; orderNo: string }
  | { kind: 'cashier'; orderNo: string; payUrl: string }
  | { kind: 'gateway'; order: Order }

/** An order number as MeEdu makes them (digits) or any other token safe in an address. */
export const ORDER_NO_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** An old order (4.9.10's shape) as what paying it takes. */
const placedFromOrder = (order: Order): PlacedOrder =>
  order.status === 'paid' ? { kind: 'paid', orderNo: order.order_id } : { kind: 'gateway', order }

/**
 * The answer of an order call: `POST /api/v3/order`'s `{order_no, total, discount, is_paid, pay_url?, sign?}`, or
 * an order of 4.9.10's shape (the v2 order calls; the Paper add-on's `paper/buy`, whichever the add-on sends). An
 * unpaid v3 answer without a usable `pay_url` (not http(s)), or without an order number, is unreadable.
 */
export function readPlacedOrder(data: unknown, options?: RequestOptions): PlacedOrder {
  const raw = obj(data)
  if ('order_no' in raw || 'pay_url' in raw || 'is_paid' in raw) {
    const orderNo = str(raw.order_no)
    if (!ORDER_NO_PATTERN.test(orderNo)) return unreadableAnswer(options)
    if (flag(raw.is_paid)) return { kind: 'paid', orderNo }
    const payUrl = str(raw.pay_url).trim()
    if (classifyUrl(payUrl) !== 'outside') return unreadableAnswer(options)
    return { kind: 'cashier', orderNo, payUrl }
  }
  const order = readOrder(raw)
  if (!ORDER_NO_PATTERN.test(order.order_id)) return unreadableAnswer(options)
  return placedFromOrder(order)
}

/** What the checkout orders through the server's own order calls (a paper goes through its add-on). */
export interface OrderGoodsRequest {
  type: 'vod' | 'role'
  id: number
}

const V3_GOODS_TYPES = { vod: 'COURSE', role: 'ROLE' } as const

/**
 * Makes an order (feature `commerce`):
 * - 4.9.10: `POST /api/v2/order/course {course_id}` or `POST /api/v2/order/role {role_id, agree: 1}`;
 * - 4.9.14 and later: `POST /api/v3/order {goods_type: COURSE|ROLE, goods_id, agree_protocol: 1}` (a course needs
 *   it since 4.9.27, a plan since 4.9.14; the learner agreed in the checkout, or the server has no purchase
 *   agreement to show).
 * `promo_code` only when one is applied. Where the config could not tell (4.9.12, 4.9.13), MeEdu's 路由不存在 on the
 * first route switches to the other, untold.
 */
export const placeOrder = (goods: OrderGoodsRequest, promoCode: string): Promise<PlacedOrder> =>
  serverApi.call<PlacedOrder>('commerce', {
    old: async (sent) => {
      const [path, body] =
        goods.type === 'role'
          ? ['/api/v2/order/role', { role_id: goods.id, agree: 1 }]
          : ['/api/v2/order/course', { course_id: goods.id }]
      return readPlacedOrder(await http.post<unknown>(path, withPromo(body, promoCode), sent))
    },
    new: async (sent) =>
      readPlacedOrder(
        await http.post<unknown>(
          '/api/v3/order',
          {
            goods_type: V3_GOODS_TYPES[goods.type],
            goods_id: goods.id,
            ...(promoCode ? { promo_code: promoCode } : {}),
            agree_protocol: 1,
          },
          sent
        )
      ),
  })

/** 我的订单 (pagination shape A, `page` + `page_size`). */
export async function getOrders(
  query: { page: number; page_size: number },
  options?: RequestOptions
): Promise<{ items: Order[]; total?: number }> {
  const data = obj(await http.get<unknown>('/api/v2/member/orders', query, options))
  return { items: list(data.data, readOrder), total: pageTotal(data.total) }
}

/** The order's state (MeEdu's `status` 1 unpaid, 5 paying, 9 paid, 7 cancelled; read by readOrderStatus). */
export const getOrderStatus = async (orderId: string, options?: RequestOptions): Promise<OrderStatus> =>
  readOrderStatus(obj(await http.get<unknown>('/api/v2/order/status', { order_id: orderId }, options)))

/**
 * Switches an unpaid order to hand pay and returns the transfer instructions (HTML): MeEdu 4.9.10's
 * `POST /api/v3/order/pay/handPay` (feature `commerce`), which moves an order without a payment to 支付中 (samples
 * 30e, 30f). Its English refusal (`order status error`: not 未支付 and no payment yet) is told in Chinese
 * (codes.ts). An order that has a payment already is left as it is and answered with the instructions all the
 * same, paid or cancelled too (V3 PaymentController::handPay), so the order's status is asked next: a settled
 * order is refused as MeEdu refuses one without a payment (told the same), never showing bank details to pay it
 * again. The status is a guard: when it cannot be asked, the instructions stand. Null on a server whose cashier
 * offers 线下支付 itself (4.9.14 and later: no such route).
 */
export const startHandPay = (orderId: string, options?: RequestOptions): Promise<string | null> =>
  serverApi.call<string | null>(
    'commerce',
    {
      old: async (sent) => {
        const text = str(
          obj(
            await http.post<unknown>(
              '/api/v3/order/pay/handPay',
              { order_id: orderId },
              { ...sent, serverMessages: HAND_PAY_MESSAGES }
            )
          ).text
        )
        const status = await getOrderStatus(orderId, { silent: true }).catch(() => null)
        if (status === 'paid' || status === 'cancelled')
          refusedAnswer(HAND_PAY_MESSAGES['order status error'], sent)
        return text
      },
      new: () => Promise.resolve(null),
    },
    options
  )

/**
 * The browser address that hands an order to its gateway (alipay, wechat-jsapi): the token travels in the query,
 * as the browser cannot send a header. `successUrl` / `failUrl` are where the gateway sends the learner back.
 */
export function payRedirectUrl(options: {
  apiUrl: string
  orderId: string
  payment: string
  scene: PaymentScene
  token: string
  successUrl: string
  failUrl: string
}): string {
  const query = new URLSearchParams({
    order_id: options.orderId,
    payment_scene: options.scene,
    scene: options.scene,
    payment: options.payment,
    token: options.token,
    s_url: options.successUrl,
    f_url: options.failUrl,
  })
  return `${options.apiUrl.replace(/\/+$/, '')}/api/v2/order/pay/redirect?${query.toString()}`
}

/**
 * MeEdu decodes the cashier's `s_url` and `f_url` once more after PHP's own decoding (urldecode): a `%` or `+` of
 * the address itself is escaped once more, so that the second decoding gives it back. The app's own return
 * addresses carry none (an order number and ids in their query), so for them this changes nothing.
 */
export const survivesSecondDecoding = (url: string): string => url.replace(/%/g, '%25').replace(/\+/g, '%2B')

/**
 * The cashier's address with where to send the learner back: `s_url` after a payment (MeEdu adds nothing to it,
 * so it carries the order number), `f_url` when the WeChat page's payment failed (取消支付). Either is left out when
 * there is no address to return to (the mini-program without an H5 app).
 */
export function cashierUrl(payUrl: string, back: { success?: string; fail?: string }): string {
  let url = payUrl
  for (const [name, address] of [
    ['s_url', back.success],
    ['f_url', back.fail],
  ] as const) {
    if (!address) continue
    url += `${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(survivesSecondDecoding(address))}`
  }
  return url
}
