import Taro from '@tarojs/taro'
import { platform } from '@/platform'
import { navigate, redirect } from '@/navigation'
import type { Payment } from '@/services/api/types'
import type { PromoOutcome, SubmitOutcome } from '@/stores/checkout'
import type { PayOutcome } from '@/stores/payment'
import type { RoleBuyOutcome } from '@/stores/role-plans'
import { centsToText } from '@/utils/money'
import { copyAndExplain, copyLink } from '@/platform/clipboard'
import { toast } from '@/platform/toast'

/**
 * What the learner reads and where they go after a commerce flow: the checkout (promo code, 提交订单), 去支付
 * on 我的订单 and 购买会员 on /role. Stores return outcomes; this module, beside the other modules of src/outcomes/, turns them into
 * toasts, page changes, the pay redirect and the mini-program's choice of how to pay.
 */
export const CHECKOUT_TEXT = {
  paid: '支付成功',
  unsupported: '无法支付',
  noPayment: '暂无可用的支付方式',
  promoEmpty: '请输入优惠码',
  promoInvalid: '优惠码无效',
  promoValid: (cents: number) => `优惠码有效，抵扣${centsToText(cents)}元`,
  chooseRole: '请选择需要购买的会员',
  /** The order was made the 4.9.10 way (a server the config could not tell): its gateways are shown now. */
  choosePayment: '请选择支付方式后再提交订单',
  /** An order this server cannot be paid for in the app (the Paper add-on's, on a server with the cashier). */
  contactAdmin: {
    title: '无法在线支付',
    content: (orderNo: string) =>
      `订单 ${orderNo} 已创建，但本站暂不支持在应用内支付这类订单。请联系管理员付款开通，开通后即可使用。`,
    copy: '复制订单号',
    close: '知道了',
    copied: '订单号已复制',
  },
  /** The mini-program and the server's cashier (its link needs no token and lasts 30 minutes). */
  cashier: {
    kept: '订单已保留，30分钟内再次点击“提交订单”可继续支付',
    copiedContent:
      '请在手机浏览器中打开已复制的支付链接完成支付，链接30分钟内有效，不含您的登录信息。支付完成后回到小程序即可学习。',
  },
  weapp: {
    inApp: '在小程序内打开支付页',
    copy: '复制链接到浏览器支付',
    handPay: '手动打款',
    kept: '订单已保留，可在“我的订单”中继续支付',
    copiedTitle: '链接已复制',
    copiedOrders:
      '请在手机浏览器中打开已复制的链接，登录后在“我的订单”中找到这笔订单并完成支付。支付完成后回到小程序即可学习。',
    copiedPayLink:
      '请在手机浏览器中打开已复制的支付链接完成支付。链接含有您的登录信息，请勿分享给他人。支付完成后回到小程序即可学习。',
  },
} as const

/** Where a pay outcome was reached: the checkout replaces itself; 我的订单 stays under what it opens. */
type From = 'checkout' | 'orders'

/** After a promo code check. True when the code was applied (the pop-up may close). */
export function afterPromoCheck(outcome: PromoOutcome): boolean {
  switch (outcome.kind) {
    case 'empty':
      toast(CHECKOUT_TEXT.promoEmpty)
      return false
    case 'invalid':
      toast(CHECKOUT_TEXT.promoInvalid)
      return false
    case 'valid':
      toast(CHECKOUT_TEXT.promoValid(outcome.discountCents))
      return true
    default:
      // failed: the HTTP layer said why; busy: the first check answers.
      return false
  }
}

/** 提交订单's outcome, except `needs-agreement` (the page asks first). */
export async function afterSubmit(outcome: SubmitOutcome): Promise<void> {
  switch (outcome.kind) {
    case 'no-payment':
      toast(CHECKOUT_TEXT.noPayment)
      return
    case 'choose-payment':
      toast(CHECKOUT_TEXT.choosePayment)
      return
    case 'contact-admin':
      await contactAdmin(outcome.orderNo)
      return
    case 'needs-agreement':
    case 'not-ready':
    case 'failed':
    case 'busy':
      // The page draws the agreement; the button is disabled while not ready; the HTTP layer told the refusal.
      return
    default:
      await afterPay(outcome, 'checkout')
  }
}

/** Paying an order: 支付成功, the gateway, hand pay, or (mini-program) the learner's choice. */
export async function afterPay(outcome: PayOutcome, from: From): Promise<void> {
  switch (outcome.kind) {
    case 'paid':
      toast(CHECKOUT_TEXT.paid)
      if (from === 'checkout') redirect('/order/success')
      else navigate('/order/success')
      return
    case 'redirect':
      platform.openExternal(outcome.url)
      return
    case 'hand-pay':
      // The checkout replaces itself, so back from the instructions goes to the page before the checkout.
      if (from === 'checkout') redirect('/order/pay', { ...outcome.query })
      else navigate('/order/pay', { ...outcome.query })
      return
    case 'unsupported':
      toast(CHECKOUT_TEXT.unsupported)
      return
    case 'weapp-choice':
      await chooseInMiniProgram(outcome, from)
      return
    case 'weapp-cashier':
      await chooseCashierInMiniProgram(outcome.url)
      return
  }
}

/**
 * The mini-program and the server's cashier: its page in the web-view (a business domain; a gateway may refuse
 * to pay inside it), or its link copied to pay in a phone browser. Closing the sheet keeps the order for 30
 * minutes, and says so: back on the checkout, 提交订单 sends the same link again.
 */
async function chooseCashierInMiniProgram(url: string): Promise<void> {
  const text = CHECKOUT_TEXT
  let tapIndex: number
  try {
    tapIndex = (await Taro.showActionSheet({ itemList: [text.weapp.inApp, text.weapp.copy] })).tapIndex
  } catch {
    toast(text.cashier.kept)
    return
  }
  if (tapIndex === 0) platform.openExternal(url)
  else if (tapIndex === 1) await copyAndExplain(url, text.weapp.copiedTitle, text.cashier.copiedContent)
}

/** An order the app cannot pay on this server: its number, and what to do (the admin can mark it paid). */
async function contactAdmin(orderNo: string): Promise<void> {
  const text = CHECKOUT_TEXT.contactAdmin
  let confirm: boolean
  try {
    ;({ confirm } = await Taro.showModal({
      title: text.title,
      content: text.content(orderNo),
      confirmText: text.copy,
      cancelText: text.close,
    }))
  } catch {
    // No dialog (the platform refused one): the words still reach the learner.
    toast(text.content(orderNo))
    return
  }
  if (confirm && (await copyLink(orderNo))) toast(text.copied)
}

/**
 * The mini-program has no browser to send to a gateway: the pay page in the web-view page (only when the
 * API's domain is one of the mini-program's business domains), the address copied to pay in a phone browser,
 * or hand pay when the server offers it. Closing the sheet keeps the order, and says where it waits.
 */
async function chooseInMiniProgram(
  outcome: Extract<PayOutcome, { kind: 'weapp-choice' }>,
  from: From
): Promise<void> {
  const text = CHECKOUT_TEXT.weapp
  const items: { label: string; run: () => Promise<void> | void }[] = [
    { label: text.inApp, run: () => platform.openExternal(outcome.payUrl) },
    { label: text.copy, run: () => copyForBrowser(outcome.copy) },
  ]
  const handPay = outcome.handPay
  if (handPay) {
    items.push({
      label: text.handPay,
      run: () => (from === 'checkout' ? redirect : navigate)('/order/pay', { ...handPay }),
    })
  }
  let tapIndex: number
  try {
    tapIndex = (await Taro.showActionSheet({ itemList: items.map((item) => item.label) })).tapIndex
  } catch {
    toast(text.kept)
    return
  }
  await items[tapIndex]?.run()
}

function copyForBrowser(copy: { url: string; what: 'h5-orders' | 'pay-link' }): Promise<void> {
  const text = CHECKOUT_TEXT.weapp
  return copyAndExplain(
    copy.url,
    text.copiedTitle,
    copy.what === 'h5-orders' ? text.copiedOrders : text.copiedPayLink
  )
}

/**
 * 去支付 on 我的订单: the gateways in the platform's action sheet (WeChat's own in the mini-program, Taro's in
 * H5); null when the learner closes it. The same sheet as the mini-program's choice of how to pay.
 */
export async function pickPayment(payments: Payment[]): Promise<Payment | null> {
  try {
    const { tapIndex } = await Taro.showActionSheet({
      itemList: payments.map((payment) => payment.name || payment.sign),
    })
    return payments[tapIndex] ?? null
  } catch {
    return null
  }
}

/** 购买会员: the checkout with the plan, or 请选择需要购买的会员. */
export function afterRoleBuy(outcome: RoleBuyOutcome, label: string): void {
  if (outcome.kind === 'none-selected') toast(CHECKOUT_TEXT.chooseRole)
  else navigate('/order', { ...outcome.goods, goods_label: label })
}
