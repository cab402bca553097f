import { http, type RequestOptions } from '../http'
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
    goods: arr(raw.goods)
      .filter((item) => item !== null && typeof item === 'object')
      .map((item) => readGoods(item as Raw)),
  }
}

export const getRoles = async (options?: RequestOptions): Promise<Role[]> =>
  list(await http.get<unknown>('/api/v2/roles', undefined, options), readRole)

/** The gateways the server offers for a scene; entries without a sign are dropped. */
export async function getPayments(scene: PaymentScene, options?: RequestOptions): Promise<Payment[]> {
  return arr(await http.get<unknown>('/api/v2/order/payments', { scene }, options))
    .map((item) => obj(item))
    .map((raw) => ({ sign: str(raw.sign), name: str(raw.name), icon: str(raw.icon) }))
    .filter((payment) => payment.sign !== '')
}

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

export const createCourseOrder = async (courseId: number, promoCode: string): Promise<Order> =>
  readOrder(
    obj(await http.post<unknown>('/api/v2/order/course', withPromo({ course_id: courseId }, promoCode)))
  )

/** `agree: 1`: the learner accepted the 会员服务协议 (required since MeEdu 4.9.10). */
export const createRoleOrder = async (roleId: number, promoCode: string): Promise<Order> =>
  readOrder(
    obj(await http.post<unknown>('/api/v2/order/role', withPromo({ role_id: roleId, agree: 1 }, promoCode)))
  )

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
 * Switches an unpaid order to hand pay and returns the transfer instructions (HTML). MeEdu's English refusal
 * (`order status error`) is told in Chinese (codes.ts).
 */
export const startHandPay = async (orderId: string, options?: RequestOptions): Promise<string> =>
  str(
    obj(
      await http.post<unknown>(
        '/api/v3/order/pay/handPay',
        { order_id: orderId },
        { ...options, serverMessages: HAND_PAY_MESSAGES }
      )
    ).text
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
