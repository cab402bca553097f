import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PaymentMethods, PaymentNote } from '@/components/PaymentMethods'
import { ResourceView } from '@/components/ResourceView'
import type { CheckoutScreen } from '@/stores/checkout'
import { CHECKOUT_PAGE_TEXT as TEXT } from './text'

export const Payments = observer(function Payments({ screen }: { screen: CheckoutScreen }) {
  return (
    <View className="checkout__section checkout__payments" id="checkout-payments">
      <Text className="checkout__section-title">{TEXT.payments}</Text>
      <ResourceView
        resource={screen.payments}
        loading={<Text className="checkout__payments-state">{TEXT.paymentsLoading}</Text>}
        failedText={TEXT.paymentsFailed}
        retryId="payments-retry"
        inline
      >
        {(payments) =>
          payments.length === 0 ? (
            <Text className="checkout__payments-state" id="payments-none">
              {TEXT.noPayment}
            </Text>
          ) : (
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
      </ResourceView>
    </View>
  )
})
