import { makeAutoObservable, runInAction } from 'mobx'
import { isNotFound } from '@/services/http'
import { getCourseDetail } from '@/services/api/course'
import {
  checkPromoCode,
  createCourseOrder,
  createRoleOrder,
  getOrderStatus,
  getPayments,
  getRoles,
} from '@/services/api/order'
import { buyPaper, getPaper } from '@/services/api/paper'
import type { Order, Payment, PaymentScene } from '@/services/api/types'
import { readGoodsQuery, type GoodsQuery, type GoodsQueryProblem } from '@/utils/goods-query'
import { totalCents, yuanToCents } from '@/utils/money'
import { firstVideo } from './course-detail'
import { HAND_PAY, payOutcome, paymentScene, sortPayments, type PayOutcome } from './payment'
import { Resource } from './resource'
import type { RootStore } from './root-store'
import { Task } from './task'

/**
 * What the server says about the goods:
 * - `buyable`: an order can be made;
 * - `free`: a free course (nothing to buy; the learner studies it);
 * - `bought`: a course the learner can study already, bought or through a VIP plan (MeEdu's isBuy);
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
 * 提交订单: `needs-agreement` (a VIP plan: the 会员服务协议 first), `not-ready` (the goods cannot be bought or
 * have not arrived), `no-payment` (nothing to pay with), `failed` (the server refused or the network failed;
 * the HTTP layer said why and the form stays as it was), `busy` (one is on its way), or what paying means.
 */
export type SubmitOutcome =
  | { kind: 'needs-agreement' }
  | { kind: 'not-ready' }
  | { kind: 'no-payment' }
  | { kind: 'failed' }
  | { kind: 'busy' }
  | PayOutcome

/** A promo code goes into the request path: letters, digits, `_` and `-` only, as MeEdu's codes are. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/**
 * /order 收银台. The query says what to buy (checked by utils/goods-query: a bad one is `problem` and nothing
 * is requested); the server says its name, picture and price (the query's are the first paint, MeEdu's quirk
 * 30 fixed), and whether it can be bought at all. All money is in cents.
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
  readonly payments: Resource<Payment[]>
  /** The chosen gateway's sign (null: the first offered). */
  chosenSign: string | null = null
  promo: AppliedPromo | null = null
  /** What is typed in the promo code box: kept after a refusal. */
  promoInput = ''
  readonly promoCheck = new Task()
  readonly sending = new Task()
  /**
   * The order this screen made and that is not paid yet, with the promo code it was made with: tapping
   * 提交订单 again (back from a web-view, a cancelled choice) pays this one instead of making another, and
   * `checkPaid()` asks whether it got paid meanwhile.
   */
  pending: { order: Order; promoCode: string } | null = null
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
    this.payments = new Resource(async () => sortPayments(await getPayments(this.scene)))
    makeAutoObservable<CheckoutScreen, 'root' | 'checkingPaid' | 'kept'>(this, {
      root: false,
      kept: false,
      query: false,
      problem: false,
      scene: false,
      goods: false,
      payments: false,
      promoCheck: false,
      sending: false,
      checkingPaid: false,
    })
  }

  /**
   * The goods and the payments, once (nothing for a bad query); the promo code and gateway the address kept are
   * applied again: the code checked with the server anew (dropped quietly when it no longer holds), the gateway
   * chosen when it is still offered.
   */
  async open(): Promise<void> {
    if (!this.query) return
    await Promise.all([
      this.goods.load(),
      this.payments.load().then(() => {
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

  get paymentList(): Payment[] {
    return this.payments.data ?? []
  }

  /** The chosen gateway, or the first offered. */
  get payment(): Payment | null {
    const list = this.paymentList
    return list.find((payment) => payment.sign === this.chosenSign) ?? list[0] ?? null
  }

  /** The server's goods are here and can be bought, and there is something to pay with. */
  get canSubmit(): boolean {
    return this.goods.data?.state === 'buyable' && this.payment !== null
  }

  get needsAgreement(): boolean {
    return this.query?.type === 'role'
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
   * 提交订单. A VIP plan needs the learner's agreement first (`agreed`). One order per tap: while one is on its
   * way another tap sends nothing. A refusal leaves everything as it was (payment, promo code).
   */
  async submit({ agreed = false }: { agreed?: boolean } = {}): Promise<SubmitOutcome> {
    const goods = this.goods.data
    if (!goods || goods.state !== 'buyable') return { kind: 'not-ready' }
    const payment = this.payment
    if (!payment) return { kind: 'no-payment' }
    if (this.needsAgreement && !agreed) return { kind: 'needs-agreement' }
    const promoCode = this.promo?.code ?? ''
    const result = await this.sending.run(async (): Promise<SubmitOutcome> => {
      let order: Order
      const pending = this.pending
      if (pending && pending.promoCode === promoCode) {
        order = pending.order
      } else {
        try {
          order =
            goods.type === 'role'
              ? await createRoleOrder(goods.id, promoCode)
              : goods.type === 'paper'
                ? await buyPaper(goods.id, promoCode)
                : await createCourseOrder(goods.id, promoCode)
        } catch {
          return { kind: 'failed' }
        }
      }
      runInAction(() => {
        this.pending = order.status === 'paid' ? null : { order, promoCode }
      })
      return payOutcome(order, payment.sign, this.payContext())
    })
    return result ?? { kind: 'busy' }
  }

  private payContext() {
    const { config } = this.root.config
    return {
      apiUrl: config.url,
      h5Url: config.h5_url,
      token: this.root.session.token ?? '',
      scene: this.scene,
      handPayOffered: this.paymentList.some((payment) => payment.sign === HAND_PAY),
      amountDueCents: this.totalCents,
    }
  }

  /**
   * The learner is back on the checkout (from a web-view pay page, a browser): is the order it made paid now?
   * `paid` once the server says so; `unpaid` otherwise, and when there is nothing to ask about or the
   * question failed (silently: the learner did not ask).
   */
  async checkPaid(): Promise<'paid' | 'unpaid'> {
    const pending = this.pending
    if (!pending || this.checkingPaid) return 'unpaid'
    this.checkingPaid = true
    try {
      const status = await getOrderStatus(pending.order.order_id, { silent: true })
      // Not paid and not 未支付 any more (支付中 at a gateway, cancelled): MeEdu 4.9.10 sends an order to a gateway
      // only from 未支付, so 提交订单 makes a new one instead of reusing it.
      if (status !== 'unpaid')
        runInAction(() => {
          this.pending = null
        })
      return status === 'paid' ? 'paid' : 'unpaid'
    } catch {
      return 'unpaid'
    } finally {
      this.checkingPaid = false
    }
  }
}
