import { makeAutoObservable, runInAction } from 'mobx'
import { platform } from '@/platform'
import { STORAGE_KEYS } from '@/services/credentials'
import { isNotFound } from '@/services/http'
import { getCourseDetail } from '@/services/api/course'
import {
  checkPromoCode,
  getOrderStatus,
  getPayPlan,
  getRoles,
  ORDER_NO_PATTERN,
  placeOrder,
  type PayPlan,
  type PlacedOrder,
} from '@/services/api/order'
import { buyPaper, getPaper } from '@/services/api/paper'
import type { Order, Payment, PaymentScene } from '@/services/api/types'
import { readGoodsQuery, type GoodsQuery, type GoodsQueryProblem } from '@/utils/goods-query'
import { totalCents, yuanToCents } from '@/utils/money'
import { serverNow } from '@/utils/server-clock'
import { classifyUrl } from '@/utils/url'
import { firstVideo } from './course-detail'
import { cashierOutcome, HAND_PAY, payOutcome, paymentScene, sortPayments, type PayOutcome } from './payment'
import { Resource } from './resource'
import type { RootStore } from './root-store'
import { Task } from './task'

/**
 * What the server says about the goods:
 * - `buyable`: an order can be made;
 * - `free`: a free course (nothing to buy; the learner studies it);
 * - `bought`: a course the learner can study already: the course detail's `isBuy`, which MeEdu computes for the
 *   learner (4.9.10: bought, or any VIP plan; v4.9.30: bought, or a plan on a course marked `is_vip_free`). The
 *   app never judges it from the learner's plan. The newer server takes an order for a course the learner owns
 *   (and for a free one): this is what keeps the checkout from offering it;
 * - `missing`: no such course or plan.
 */
export type GoodsState = 'buyable' | 'free' | 'bought' | 'missing'

export interface CheckoutGoods {
  id: number
  type: GoodsQuery['type']
  name: string
  label: string
  thumb: string
  chargeCents: number
  state: GoodsState
  /** A course's first video (开始学习), when it has one. */
  videoId: number | null
}

/** A promo code the server accepted, with what it takes off. */
export interface AppliedPromo {
  code: string
  discountCents: number
}

/**
 * Checking a promo code: `empty` (nothing typed), `invalid` (not a code: spaces, emoji, other characters — no
 * request — or the server says it cannot be used), `valid` (applied), `failed` (the HTTP layer said why),
 * `busy` (a check is on its way).
 */
export type PromoOutcome =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'valid'; discountCents: number }
  | { kind: 'failed' }
  | { kind: 'busy' }

/**
 * The agreement 提交订单 asks for first: `vip` (会员服务协议, a plan) or `purchase` (付费内容购买协议, a course, when
 * the server has one: `config.paid_content_purchase_protocol`).
 */
export type CheckoutAgreement = 'vip' | 'purchase'

/**
 * 提交订单: `needs-agreement` (the agreement first), `not-ready` (the goods cannot be bought or have not arrived),
 * `no-payment` (nothing to pay with), `failed` (the server refused or the network failed; the HTTP layer said why
 * and the form stays as it was), `busy` (one is on its way), `choose-payment` (the order was made the 4.9.10 way on
 * a server the config could not tell: its gateways are shown now, the order waits for one), `contact-admin` (an
 * order of the Paper add-on that this server has no way to pay in the app; its number), or what paying means.
 */
export type SubmitOutcome =
  | { kind: 'needs-agreement' }
  | { kind: 'not-ready' }
  | { kind: 'no-payment' }
  | { kind: 'failed' }
  | { kind: 'busy' }
  | { kind: 'choose-payment' }
  | { kind: 'contact-admin'; orderNo: string }
  | PayOutcome

/** A promo code goes into the request path: letters, digits, `_` and `-` only, as MeEdu's codes are. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** A cashier's sign lives 1800 s on the server (MeEdu 4.9.14 and later); nothing renews it. */
export const PAY_LINK_LIFETIME_MS = 30 * 60_000
/** A cashier link is sent again only while this much of it is left: time to choose and pay. */
export const PAY_LINK_MARGIN_MS = 5 * 60_000

/**
 * The order this screen made and that is not paid yet, with the promo code it was made with: tapping 提交订单
 * again pays it instead of making another, while the server would still take it.
 * - `gateway` (4.9.10): while it is 未支付 (the pay redirect takes nothing else);
 * - `cashier`: while its link is fresh by the server's clock (`madeAt`, server ms). Kept in the session storage
 *   for its goods, so that coming back from the cashier (H5 reloads the app) finds it.
 */
export type PendingOrder =
  | { way: 'gateway'; order: Order; promoCode: string }
  | { way: 'cashier'; orderNo: string; payUrl: string; promoCode: string; madeAt: number }

interface StoredPending {
  goods: string
  orderNo: string
  payUrl: string
  promoCode: string
  madeAt: number
}

const goodsKey = (query: GoodsQuery) => `${query.type}:${query.id}`

function readStoredPending(key: string): PendingOrder | null {
  try {
    const value = JSON.parse(platform.session.get(STORAGE_KEYS.pendingOrder) ?? 'null') as unknown
    if (typeof value !== 'object' || value === null) return null
    const stored = value as Partial<StoredPending>
    if (
      stored.goods !== key ||
      typeof stored.orderNo !== 'string' ||
      !ORDER_NO_PATTERN.test(stored.orderNo) ||
      typeof stored.payUrl !== 'string' ||
      classifyUrl(stored.payUrl) !== 'outside' ||
      typeof stored.promoCode !== 'string' ||
      typeof stored.madeAt !== 'number' ||
      !Number.isFinite(stored.madeAt)
    )
      return null
    return {
      way: 'cashier',
      orderNo: stored.orderNo,
      payUrl: stored.payUrl,
      promoCode: stored.promoCode,
      madeAt: stored.madeAt,
    }
  } catch {
    return null
  }
}

/**
 * /order 收银台. The query says what to buy (checked by utils/goods-query: a bad one is `problem` and nothing
 * is requested); the server says its name, picture and price (the query's are the first paint, MeEdu's quirk
 * 30 fixed), and whether it can be bought at all. How it is paid is the server's plan (api/order.ts `getPayPlan`):
 * gateways to choose from before the order (MeEdu 4.9.10), or the server's cashier after it (4.9.14 and later,
 * nothing asked on opening). All money is in cents.
 */
/** A course or a paper for sale: free (nothing to pay) first, then already the learner's, else buyable. */
function sellableGoods(
  base: Pick<CheckoutGoods, 'id' | 'type' | 'label' | 'videoId'>,
  query: GoodsQuery,
  item: { title: string; thumb: string; charge: number; is_free: boolean },
  owned: boolean
): CheckoutGoods {
  const chargeCents = yuanToCents(item.charge) ?? 0
  const state: GoodsState = item.is_free || chargeCents <= 0 ? 'free' : owned ? 'bought' : 'buyable'
  return { ...base, name: item.title || query.name, thumb: item.thumb || query.thumb, chargeCents, state }
}

export class CheckoutScreen {
  readonly query: GoodsQuery | null
  readonly problem: GoodsQueryProblem | null
  readonly scene: PaymentScene
  readonly goods: Resource<CheckoutGoods>
  /** How the order will be paid: gateways to choose from, or the server's cashier. */
  readonly plan: Resource<PayPlan>
  /** The chosen gateway's sign (null: the first offered). */
  chosenSign: string | null = null
  promo: AppliedPromo | null = null
  /** What is typed in the promo code box: kept after a refusal. */
  promoInput = ''
  readonly promoCheck = new Task()
  readonly sending = new Task()
  /** The order made here and not paid yet (see PendingOrder); `checkPaid()` asks whether it got paid meanwhile. */
  pending: PendingOrder | null = null
  private checkingPaid = false
  /**
   * The promo code and gateway the address kept (H5: the learner left for the 会员服务协议 and came back, or
   * reloaded); `restored` once they were applied again (or dropped), so the address is written after that only.
   */
  private readonly kept: { promoCode: string; payment: string }
  restored = false

  constructor(
    private readonly root: RootStore,
    query: Record<string, string | undefined>
  ) {
    const result = readGoodsQuery(query)
    this.query = result.ok ? result.goods : null
    this.problem = result.ok ? null : result.problem
    this.scene = paymentScene()
    this.kept = { promoCode: (query.promo_code ?? '').trim(), payment: (query.payment ?? '').trim() }
    this.goods = new Resource(() => this.fetchGoods())
    this.plan = new Resource(async (): Promise<PayPlan> => {
      const plan = await getPayPlan(this.scene)
      return plan.kind === 'gateways' ? { kind: 'gateways', payments: sortPayments(plan.payments) } : plan
    })
    if (this.query) this.pending = readStoredPending(goodsKey(this.query))
    makeAutoObservable<CheckoutScreen, 'root' | 'checkingPaid' | 'kept'>(this, {
      root: false,
      kept: false,
      query: false,
      problem: false,
      scene: false,
      goods: false,
      plan: false,
      promoCheck: false,
      sending: false,
      checkingPaid: false,
    })
  }

  /**
   * The goods and the plan, once (nothing for a bad query); the promo code and gateway the address kept are
   * applied again: the code checked with the server anew (dropped quietly when it no longer holds), the gateway
   * chosen when it is still offered.
   */
  async open(): Promise<void> {
    if (!this.query) return
    await Promise.all([
      this.goods.load(),
      this.plan.load().then(() => {
        if (this.kept.payment) this.choosePayment(this.kept.payment)
      }),
      this.restorePromo(),
    ])
    runInAction(() => {
      this.restored = true
    })
  }

  private async restorePromo(): Promise<void> {
    const code = this.kept.promoCode
    if (!PROMO_CODE_PATTERN.test(code) || this.promo) return
    this.setPromoInput(code)
    await this.checkPromo({ silent: true })
  }

  /** What the address keeps (H5), so that coming back to the checkout shows the same: '' leaves it out. */
  get addressState(): { promo_code: string; payment: string } {
    return { promo_code: this.promo?.code ?? '', payment: this.chosenSign ?? '' }
  }

  private async fetchGoods(): Promise<CheckoutGoods> {
    const query = this.query
    if (!query) throw new Error('no goods')
    const base = { id: query.id, type: query.type, label: query.label, videoId: null }
    if (query.type === 'role') {
      const role = (await getRoles()).find((item) => item.id === query.id)
      if (!role) return { ...base, name: query.name, thumb: '', chargeCents: 0, state: 'missing' }
      return {
        ...base,
        name: role.name,
        thumb: query.thumb,
        chargeCents: yuanToCents(role.charge) ?? 0,
        state: 'buyable',
      }
    }
    try {
      // Not the page's primary resource: a missing course or paper is said here, not by the error page.
      if (query.type === 'paper') {
        const detail = await getPaper(query.id, { primary: false })
        // Open to the learner already: bought, or invited.
        return sellableGoods(base, query, detail.paper, detail.canJoin)
      }
      const detail = await getCourseDetail(query.id, { primary: false })
      // MeEdu counts a free course as bought (isBuy) for every learner: sellableGoods says free first.
      return {
        ...sellableGoods(base, query, detail.course, detail.isBuy),
        videoId: firstVideo(detail)?.id ?? null,
      }
    } catch (error) {
      if (isNotFound(error))
        return { ...base, name: query.name, thumb: query.thumb, chargeCents: 0, state: 'missing' }
      throw error
    }
  }

  /** What the screen shows: the server's goods once they are here, the query's until then. */
  get shownGoods(): Omit<CheckoutGoods, 'state' | 'videoId'> | null {
    if (this.goods.data) return this.goods.data
    const query = this.query
    if (!query) return null
    return {
      id: query.id,
      type: query.type,
      name: query.name,
      label: query.label,
      thumb: query.thumb,
      chargeCents: query.chargeCents ?? 0,
    }
  }

  get priceCents(): number {
    return this.shownGoods?.chargeCents ?? 0
  }

  get discountCents(): number {
    return this.promo?.discountCents ?? 0
  }

  get totalCents(): number {
    return totalCents(this.priceCents, this.discountCents)
  }

  /** The server's cashier chooses how to pay after the order: no gateways to choose here. */
  get cashier(): boolean {
    return this.plan.data?.kind === 'cashier'
  }

  get paymentList(): Payment[] {
    const plan = this.plan.data
    return plan?.kind === 'gateways' ? plan.payments : []
  }

  /** The chosen gateway, or the first offered. */
  get payment(): Payment | null {
    const list = this.paymentList
    return list.find((payment) => payment.sign === this.chosenSign) ?? list[0] ?? null
  }

  /** The server's goods are here and can be bought, and there is a way to pay (the cashier, or a gateway). */
  get canSubmit(): boolean {
    return this.goods.data?.state === 'buyable' && (this.cashier || this.payment !== null)
  }

  /**
   * The agreement 提交订单 asks for first: a plan's 会员服务协议 (always, as MeEdu's H5), a course's
   * 付费内容购买协议 when the server has one (an http(s) page in its config). A paper has none.
   */
  get agreement(): CheckoutAgreement | null {
    const type = this.query?.type
    if (type === 'role') return 'vip'
    if (type === 'vod' && classifyUrl(this.root.config.config.paid_content_purchase_protocol) === 'outside')
      return 'purchase'
    return null
  }

  choosePayment(sign: string): void {
    if (this.paymentList.some((payment) => payment.sign === sign)) this.chosenSign = sign
  }

  setPromoInput(value: string): void {
    this.promoInput = value
  }

  /** Check what is typed; a usable code is applied (replacing any earlier one). `silent`: no refusal toast. */
  async checkPromo({ silent = false }: { silent?: boolean } = {}): Promise<PromoOutcome> {
    const code = this.promoInput.trim()
    if (code === '') return { kind: 'empty' }
    if (!PROMO_CODE_PATTERN.test(code)) return { kind: 'invalid' }
    const result = await this.promoCheck.run(async (): Promise<PromoOutcome> => {
      try {
        const check = await checkPromoCode(code, silent ? { silent: true } : undefined)
        const discountCents = check.canUse ? (yuanToCents(check.discount) ?? 0) : 0
        if (!check.canUse) return { kind: 'invalid' }
        runInAction(() => {
          this.promo = { code, discountCents }
          this.promoInput = code
        })
        return { kind: 'valid', discountCents }
      } catch {
        return { kind: 'failed' }
      }
    })
    return result ?? { kind: 'busy' }
  }

  removePromo(): void {
    this.promo = null
    this.promoInput = ''
  }

  /**
   * 提交订单. The agreement first when there is one (`agreed`). One order per tap: while one is on its way another
   * tap sends nothing. A refusal leaves everything as it was (payment, promo code). An order made here and not
   * paid is paid again instead of making another while the server would still take it (PendingOrder).
   */
  async submit({ agreed = false }: { agreed?: boolean } = {}): Promise<SubmitOutcome> {
    const goods = this.goods.data
    const plan = this.plan.data
    if (!goods || goods.state !== 'buyable' || !plan) return { kind: 'not-ready' }
    if (plan.kind === 'gateways' && !this.payment) return { kind: 'no-payment' }
    if (this.agreement && !agreed) return { kind: 'needs-agreement' }
    const promoCode = this.promo?.code ?? ''
    const result = await this.sending.run(async (): Promise<SubmitOutcome> => {
      const reusable = this.reusablePending(promoCode)
      if (reusable) return this.pay(reusable)
      let placed: PlacedOrder
      try {
        placed =
          goods.type === 'paper'
            ? await buyPaper(goods.id, promoCode)
            : await placeOrder({ type: goods.type, id: goods.id }, promoCode)
      } catch {
        return { kind: 'failed' }
      }
      if (placed.kind === 'paid') {
        this.setPending(null)
        return { kind: 'paid' }
      }
      const pending: PendingOrder =
        placed.kind === 'cashier'
          ? { way: 'cashier', orderNo: placed.orderNo, payUrl: placed.payUrl, promoCode, madeAt: serverNow() }
          : { way: 'gateway', order: placed.order, promoCode }
      this.setPending(pending)
      return this.pay(pending)
    })
    return result ?? { kind: 'busy' }
  }

  /** The pending order 提交订单 can pay again: made with the same promo code, and still payable. */
  private reusablePending(promoCode: string): PendingOrder | null {
    const pending = this.pending
    if (!pending || pending.promoCode !== promoCode) return null
    if (
      pending.way === 'cashier' &&
      serverNow() >= pending.madeAt + PAY_LINK_LIFETIME_MS - PAY_LINK_MARGIN_MS
    )
      return null
    return pending
  }

  /** What paying a pending order means: the cashier, or the chosen gateway (4.9.10). */
  private async pay(pending: PendingOrder): Promise<SubmitOutcome> {
    if (pending.way === 'cashier') {
      const query = this.query
      // A failed WeChat payment's 取消支付 comes back here (the id and type only: no escapes in the address).
      const back = query ? `/order?goods_id=${query.id}&goods_type=${query.type}` : '/'
      return cashierOutcome(pending.orderNo, pending.payUrl, back, this.context())
    }
    let plan = this.plan.data
    if (plan?.kind !== 'gateways') {
      // A 4.9.10 order where the plan said cashier: the server switched to its older routes (a release the
      // config could not tell), or the Paper add-on answered with its own older order. Ask for the plan again.
      await this.plan.reload()
      plan = this.plan.data
      if (plan?.kind !== 'gateways') return { kind: 'contact-admin', orderNo: pending.order.order_id }
      return plan.payments.length > 0 ? { kind: 'choose-payment' } : { kind: 'no-payment' }
    }
    const payment = this.payment
    if (!payment) return { kind: 'no-payment' }
    return payOutcome(pending.order, payment.sign, {
      ...this.context(),
      handPayOffered: plan.payments.some((item) => item.sign === HAND_PAY),
      amountDueCents: this.totalCents,
    })
  }

  private context() {
    const { config } = this.root.config
    return {
      apiUrl: config.url,
      h5Url: config.h5_url,
      token: this.root.session.token ?? '',
      scene: this.scene,
      handPayOffered: false,
    }
  }

  /** Keeps the pending order (a cashier's also in the session storage, for its goods), or forgets it. */
  private setPending(pending: PendingOrder | null): void {
    this.pending = pending
    const query = this.query
    if (pending?.way === 'cashier' && query) {
      const stored: StoredPending = {
        goods: goodsKey(query),
        orderNo: pending.orderNo,
        payUrl: pending.payUrl,
        promoCode: pending.promoCode,
        madeAt: pending.madeAt,
      }
      platform.session.set(STORAGE_KEYS.pendingOrder, JSON.stringify(stored))
    } else if (query && readStoredPending(goodsKey(query))) {
      platform.session.remove(STORAGE_KEYS.pendingOrder)
    }
  }

  /**
   * The learner is back on the checkout (from the cashier or a gateway, a web-view, a browser): is the order it
   * made paid now? Asked once per return. `paid` once the server says so; `unpaid` otherwise, and when there is
   * nothing to ask about or the question failed (silently: the learner did not ask). An order that cannot be
   * paid any more is forgotten, so the next 提交订单 makes a new one: cancelled, a cashier link gone stale, or a
   * 4.9.10 order no longer 未支付 (MeEdu sends an order to a gateway only from there).
   */
  async checkPaid(): Promise<'paid' | 'unpaid'> {
    const pending = this.pending
    if (!pending || this.checkingPaid) return 'unpaid'
    this.checkingPaid = true
    try {
      const orderNo = pending.way === 'cashier' ? pending.orderNo : pending.order.order_id
      const status = await getOrderStatus(orderNo, { silent: true })
      const payable =
        pending.way === 'cashier'
          ? (status === 'unpaid' || status === 'paying') && this.reusablePending(pending.promoCode) !== null
          : status === 'unpaid'
      if (!payable && this.pending === pending) runInAction(() => this.setPending(null))
      return status === 'paid' ? 'paid' : 'unpaid'
    } catch {
      return 'unpaid'
    } finally {
      this.checkingPaid = false
    }
  }
}
