import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { StatusScreen } from '@/components/StatusScreen'
import { afterPay, afterSubmit } from '@/outcomes/checkout'
import { goBack, keepInAddress } from '@/navigation'
import type { CheckoutScreen } from '@/stores/checkout'
import { priceText } from '@/utils/money'
import { AgreementDialog } from './agreement-dialog'
import { GoodsCard } from './goods-card'
import { NotForSale } from './not-for-sale'
import { Payments } from './payments'
import { PromoDialog } from './promo-dialog'
import { CHECKOUT_PAGE_TEXT as TEXT } from './text'

/**
 * 收银台. A bad query, a missing, free or bought course say so with a way on (never a broken order); otherwise
 * the goods (the server's name, picture and price), the promo code, the payment methods (or, where the server's
 * cashier chooses, what happens after the order) and 总计 + 提交订单.
 */
export const CheckoutView = observer(function CheckoutView({ screen }: { screen: CheckoutScreen }) {
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
  // Back from the cashier or a pay page (the web-view, a browser, another app): the order may be paid now. Asked
  // once per return, and only about an order made here (nothing on a first opening).
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
      {agreementOpen && screen.agreement ? (
        <AgreementDialog
          kind={screen.agreement}
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
