import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PaymentMethods, PaymentNote } from '@/components/PaymentMethods'
import type { CheckoutScreen } from '@/stores/checkout'
import { CHECKOUT_PAGE_TEXT as TEXT } from './text'

export const Payments = observer(function Payments({ screen }: { screen: CheckoutScreen }) {
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
