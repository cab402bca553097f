// 收银台 (checkout): the goods, a promo code, the payment, then the order; store CheckoutScreen.
import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import { Button, Cell, Tag } from '@nutui/nutui-react-taro'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { StatusScreen } from '@/components/StatusScreen'
import { TextField } from '@/components/TextField'
import { Modal, ModalActions } from '@/components/Modal'
import { PaymentMethods, PaymentNote } from '@/components/PaymentMethods'
import { afterPay, afterPromoCheck, afterSubmit } from '@/checkout-outcomes'
import { goBack, keepInAddress, redirect, useRouteParams } from '@/navigation'
import { platform } from '@/platform'
import { useStores } from '@/stores'
import { CheckoutScreen, type CheckoutGoods } from '@/stores/checkout'
import { useScreenStore } from '@/stores/use-screen-store'
import { priceText } from '@/utils/money'
import { CHECKOUT_PAGE_TEXT as TEXT } from './text'
import './index.scss'

/**
 * 收银台. A bad query, a missing, free or bought course say so with a way on (never a broken order); otherwise
 * the goods (the server's name, picture and price), the promo code, the payment methods and 总计 + 提交订单.
 */
const CheckoutView = observer(function CheckoutView({ screen }: { screen: CheckoutScreen }) {
  const [agreementOpen, setAgreementOpen] = useState(false)
  const [promoOpen, setPromoOpen] = useState(false)

  useEffect(() => {
    void screen.open()
  }, [screen])
  // The promo code and the chosen payment live in the address too (H5): back from the 会员服务协议 (opened in
  // this tab) or a reload brings them back. Written once the ones the address had were applied again.
  useEffect(
    () =>
      reaction(
        () => (screen.restored ? screen.addressState : null),
        (state) => {
          if (state) keepInAddress('/order', state)
        }
      ),
    [screen]
  )
  // Back from a pay page in the web-view (mini-program) or another app: the order may be paid now.
  useDidShow(() => {
    void screen.checkPaid().then((state) => {
      if (state === 'paid') void afterPay({ kind: 'paid' }, 'checkout')
    })
  })

  if (screen.problem) {
    return (
      <StatusScreen
        mark="!"
        message={TEXT.problems[screen.problem]}
        messageId="checkout-problem"
        action={TEXT.back}
        actionId="checkout-back"
        onAction={goBack}
      />
    )
  }
  const server = screen.goods.data
  if (server && server.state !== 'buyable') return <NotForSale goods={server} />

  const submit = async (agreed = false) => {
    const outcome = await screen.submit({ agreed })
    if (outcome.kind === 'needs-agreement') setAgreementOpen(true)
    else await afterSubmit(outcome)
  }

  return (
    <View className="checkout">
      <GoodsCard screen={screen} />
      <View className="checkout__section">
        <View id="promo-open" onClick={() => setPromoOpen(true)}>
          <Cell
            className="checkout__promo"
            align="center"
            clickable
            title={<Text>{TEXT.promo}</Text>}
            extra={
              <View className="checkout__promo-extra">
                {screen.promo ? (
                  <Text className="checkout__promo-code" id="promo-applied">
                    {TEXT.promoApplied(screen.promo.code)}
                  </Text>
                ) : null}
                <ArrowRight size={12} />
              </View>
            }
          />
        </View>
        <View className="checkout__line">
          <Text className="checkout__line-label">{TEXT.price}</Text>
          <Text className="checkout__line-value" id="checkout-price">
            {priceText(screen.priceCents)}
          </Text>
        </View>
        {screen.promo ? (
          <View className="checkout__line" id="checkout-discount">
            <Text className="checkout__line-label">{TEXT.discount}</Text>
            <Text className="checkout__line-value checkout__line-value--discount">
              -{priceText(screen.promo.discountCents)}
            </Text>
            <Text className="checkout__remove" id="promo-remove" onClick={() => screen.removePromo()}>
              {TEXT.promoRemove}
            </Text>
          </View>
        ) : null}
      </View>
      <Payments screen={screen} />
      <View className="checkout__footer">
        <Text className="checkout__total" id="checkout-total">
          {TEXT.total}
          <Text className="checkout__total-amount">{priceText(screen.totalCents)}</Text>
        </Text>
        <Button
          id="checkout-submit"
          className="checkout__submit"
          type="primary"
          disabled={!screen.canSubmit}
          loading={screen.sending.running}
          onClick={() => void submit()}
        >
          {TEXT.submit}
        </Button>
      </View>
      {promoOpen ? <PromoDialog screen={screen} onClose={() => setPromoOpen(false)} /> : null}
      {agreementOpen ? (
        <AgreementDialog
          onCancel={() => setAgreementOpen(false)}
          onAgree={() => {
            setAgreementOpen(false)
            void submit(true)
          }}
        />
      ) : null}
    </View>
  )
})

/** The goods: picture (a VIP mark for a plan without one), label, name and price. */
const GoodsCard = observer(function GoodsCard({ screen }: { screen: CheckoutScreen }) {
  const goods = screen.shownGoods
  if (!goods) return null
  return (
    <View className="checkout__goods" id="checkout-goods">
      {goods.thumb ? (
        <Image className="checkout__thumb" src={goods.thumb} mode="aspectFill" />
      ) : (
        <View className="checkout__thumb checkout__thumb--vip">
          <Text>{TEXT.vipMark}</Text>
        </View>
      )}
      <View className="checkout__goods-info">
        <Text className="checkout__name" id="checkout-name">
          {goods.name}
        </Text>
        <View className="checkout__goods-meta">
          <Tag className="checkout__label" background="var(--app-primary-light)" color="var(--app-primary)">
            {goods.label}
          </Tag>
          <Text className="checkout__goods-price" id="checkout-goods-price">
            {priceText(goods.chargeCents)}
          </Text>
        </View>
        {screen.goods.state === 'error' ? (
          <View className="checkout__goods-error">
            <Text>{TEXT.goodsFailed}</Text>
            <Text className="checkout__retry" id="goods-retry" onClick={() => void screen.goods.reload()}>
              {TEXT.retry}
            </Text>
          </View>
        ) : null}
      </View>
    </View>
  )
})

const Payments = observer(function Payments({ screen }: { screen: CheckoutScreen }) {
  const { payments } = screen
  let body
  if (payments.state === 'error' && !payments.data) {
    body = (
      <View className="checkout__payments-state">
        <Text>{TEXT.paymentsFailed}</Text>
        <Text className="checkout__retry" id="payments-retry" onClick={() => void payments.reload()}>
          {TEXT.retry}
        </Text>
      </View>
    )
  } else if (!payments.data) {
    body = <Text className="checkout__payments-state">{TEXT.paymentsLoading}</Text>
  } else if (payments.data.length === 0) {
    body = (
      <Text className="checkout__payments-state" id="payments-none">
        {TEXT.noPayment}
      </Text>
    )
  } else {
    body = (
      <>
        <PaymentMethods
          payments={screen.paymentList}
          value={screen.payment?.sign ?? null}
          onChange={(sign) => screen.choosePayment(sign)}
        />
        <PaymentNote sign={screen.payment?.sign ?? null} />
      </>
    )
  }
  return (
    <View className="checkout__section checkout__payments" id="checkout-payments">
      <Text className="checkout__section-title">{TEXT.payments}</Text>
      {body}
    </View>
  )
})

/**
 * 使用优惠码: our Modal (as the agreement) with the code and 验证; what was typed stays after a refusal.
 * Not NutUI's Popup: in the mini-program harness its content did not receive taps (our Modal's did), and the
 * checkout then needs one dialog kind only.
 */
const PromoDialog = observer(function PromoDialog({
  screen,
  onClose,
}: {
  screen: CheckoutScreen
  onClose: () => void
}) {
  const verify = async () => {
    if (afterPromoCheck(await screen.checkPromo())) onClose()
  }
  return (
    <Modal id="promo-sheet">
      <Text className="modal__title">{TEXT.promoTitle}</Text>
      <TextField
        id="promo-input"
        className="checkout__promo-input"
        value={screen.promoInput}
        placeholder={TEXT.promoPlaceholder}
        maxlength={64}
        clearable
        onChange={(value) => screen.setPromoInput(value)}
        onConfirm={() => void verify()}
      />
      <ModalActions>
        <Button className="modal__action" id="promo-cancel" onClick={onClose}>
          {TEXT.cancel}
        </Button>
        <Button
          type="primary"
          className="modal__action modal__action--primary"
          id="promo-verify"
          loading={screen.promoCheck.running}
          onClick={() => void verify()}
        >
          {TEXT.promoVerify}
        </Button>
      </ModalActions>
    </Modal>
  )
})

/** 提示: 我已阅读并同意《会员服务协议》 before a plan's order (MeEdu 4.9.10 requires `agree`). */
const AgreementDialog = observer(function AgreementDialog({
  onCancel,
  onAgree,
}: {
  onCancel: () => void
  onAgree: () => void
}) {
  const { config } = useStores()
  const url = config.config.vip_protocol
  return (
    <Modal id="agreement-dialog">
      <Text className="modal__title">{TEXT.agreementTitle}</Text>
      <Text className="modal__text">
        {TEXT.agreementBefore}
        <Text
          className="checkout__agreement-link"
          id="agreement-vip"
          onClick={() => {
            if (/^https?:\/\//.test(url)) platform.openExternal(url)
          }}
        >
          {TEXT.agreementLink}
        </Text>
      </Text>
      <ModalActions>
        <Button className="modal__action" id="agreement-cancel" onClick={onCancel}>
          {TEXT.cancel}
        </Button>
        <Button
          type="primary"
          className="modal__action modal__action--primary"
          id="agreement-agree"
          onClick={onAgree}
        >
          {TEXT.agree}
        </Button>
      </ModalActions>
    </Modal>
  )
})

/** A free course, one already bought, or goods that do not exist: said plainly, with the way on. */
function NotForSale({ goods }: { goods: CheckoutGoods }) {
  if (goods.state === 'missing') {
    return (
      <StatusScreen
        mark="!"
        message={TEXT.missing}
        messageId="checkout-missing"
        action={TEXT.back}
        actionId="checkout-back"
        onAction={goBack}
      />
    )
  }
  if (goods.type === 'paper') {
    return (
      <StatusScreen
        mark="✓"
        message={goods.state === 'free' ? TEXT.paperFree : TEXT.paperBought}
        messageId="checkout-not-for-sale"
        action={TEXT.exam}
        actionId="checkout-study"
        onAction={() => redirect('/vod/examDetail', { id: goods.id })}
      />
    )
  }
  const study = () => {
    if (goods.state === 'bought' && goods.videoId) redirect('/vod/video', { id: goods.videoId })
    else redirect('/vod/detail', { id: goods.id })
  }
  return (
    <StatusScreen
      mark="✓"
      message={goods.state === 'free' ? TEXT.free : TEXT.bought}
      messageId="checkout-not-for-sale"
      action={TEXT.study}
      actionId="checkout-study"
      onAction={study}
    />
  )
}

export default function OrderPage() {
  const root = useStores()
  const query = useRouteParams('/order')
  const screen = useScreenStore(() => new CheckoutScreen(root, query))
  return (
    <PageShell path="/order">
      <CheckoutView screen={screen} />
    </PageShell>
  )
}
