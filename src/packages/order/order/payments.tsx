import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PaymentMethods, PaymentNote } from '@/components/PaymentMethods'
import { ResourceView } from '@/components/ResourceView'
import type { CheckoutScreen } from '@/stores/checkout'
import { CHECKOUT_PAGE_TEXT as TEXT } from './text'

/**
 * 支付方式: the gateways to choose from (MeEdu 4.9.10 lists them), or, on a server whose cashier chooses after the
 * order, what happens after 提交订单 (nothing to choose here, nothing asked).
 */
export const Payments = observer(function Payments({ screen }: { screen: CheckoutScreen }) {
  return (
    <View className="checkout__section checkout__payments" id="checkout-payments">
      <Text className="checkout__section-title">{TEXT.payments}</Text>
      <ResourceView
        resource={screen.plan}
        loading={<Text className="checkout__payments-state">{TEXT.paymentsLoading}</Text>}
        failedText={TEXT.paymentsFailed}
        retryId="payments-retry"
        inline
      >
        {(plan) =>
          plan.kind === 'cashier' ? (
            <Text className="checkout__payments-state" id="checkout-cashier">
              {TEXT.cashier}
            </Text>
          ) : plan.payments.length === 0 ? (
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
