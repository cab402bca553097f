import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import OrderIcon from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { InfiniteList } from '@/components/InfiniteList'
import { OrderCard } from '@/components/OrderCard'
import { PaymentMethods } from '@/components/PaymentMethods'
import { afterPay, CHECKOUT_TEXT } from '@/checkout-outcomes'
import type { Order, Payment } from '@/services/api/types'
import { useStores } from '@/stores'
import { canPay, OrdersScreen } from '@/stores/orders'
import { useScreenStore } from '@/stores/use-screen-store'
import { toast } from '@/utils/toast'
import './index.scss'

export const MY_ORDERS_TEXT = {
  empty: '暂无订单',
  sheetTitle: '选择支付方式',
  pay: '去支付',
} as const

/** The order being paid and the gateways offered for it (the sheet is open while there is one). */
interface Paying {
  order: Order
  payments: Payment[]
  sign: string
}

/**
 * 我的订单: the learner's orders, newest first, 10 a page; an unpaid order offers 去支付, which asks for the
 * scene's gateways and lets the learner pick one in a NutUI Popup sheet. Shown again (back from paying), the
 * list starts from page 1.
 */
const OrdersView = observer(function OrdersView({ screen }: { screen: OrdersScreen }) {
  const [paying, setPaying] = useState<Paying | null>(null)
  const [asking, setAsking] = useState<string | null>(null)

  useEffect(() => {
    void screen.open()
  }, [screen])
  useDidShow(() => void screen.refresh())

  const startPaying = async (order: Order) => {
    setAsking(order.order_id)
    const outcome = await screen.choosePayment()
    setAsking(null)
    if (outcome.kind === 'none') toast(CHECKOUT_TEXT.noPayment)
    if (outcome.kind !== 'choose') return
    setPaying({ order, payments: outcome.payments, sign: outcome.payments[0].sign })
  }

  const pay = () => {
    if (!paying) return
    setPaying(null)
    void afterPay(screen.pay(paying.order, paying.sign), 'orders')
  }

  return (
    <View className="my-orders">
      <InfiniteList
        id="orders-list"
        list={screen.list}
        itemKey={(order: Order) => order.id || order.order_id}
        emptyText={MY_ORDERS_TEXT.empty}
        emptyImage={<OrderIcon className="empty-state__icon" size={56} />}
        renderItem={(order: Order) => (
          <OrderCard
            order={order}
            paying={asking === order.order_id}
            onPay={canPay(order) ? (item) => void startPaying(item) : undefined}
          />
        )}
      />
      <Popup
        visible={paying !== null}
        position="bottom"
        round
        closeable
        title={MY_ORDERS_TEXT.sheetTitle}
        onClose={() => setPaying(null)}
      >
        {paying ? (
          <View className="my-orders__sheet" id="payment-sheet">
            <PaymentMethods
              payments={paying.payments}
              value={paying.sign}
              onChange={(sign) => setPaying({ ...paying, sign })}
            />
            <Button
              id="payment-sheet-confirm"
              className="my-orders__confirm"
              type="primary"
              block
              onClick={pay}
            >
              <Text>{MY_ORDERS_TEXT.pay}</Text>
            </Button>
          </View>
        ) : null}
      </Popup>
    </View>
  )
})

export default function MemberOrderPage() {
  const root = useStores()
  const screen = useScreenStore(() => new OrdersScreen(root))
  return (
    <PageShell path="/member/order">
      <OrdersView screen={screen} />
    </PageShell>
  )
}
