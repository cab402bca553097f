// 我的订单 (my orders): the learner's orders, and paying an open one; store OrdersScreen.
import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import OrderIcon from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { InfiniteList } from '@/components/InfiniteList'
import { OrderCard } from '@/components/OrderCard'
import { usePullDownReload } from '@/components/pull-down-reload'
import { afterPay, CHECKOUT_TEXT, pickPayment } from '@/outcomes/checkout'
import { navigate } from '@/navigation'
import type { Order } from '@/services/api/types'
import { useStores } from '@/stores'
import { orderAction, OrdersScreen, reorderQuery } from '@/stores/orders'
import { useScreenStore } from '@/stores/use-screen-store'
import { toast } from '@/platform/toast'
import { MY_ORDERS_TEXT } from './text'
import './index.scss'

/**
 * 我的订单: the learner's orders, newest first, 10 a page; an unpaid order offers 去支付, which asks for the
 * scene's gateways and lets the learner pick one in the platform's action sheet; a hand-pay order waiting for
 * the school offers its transfer instructions again (on top of the list) instead; a 支付中 order left at a gateway
 * (which MeEdu will not take again) says why and offers 重新下单, the checkout with the same goods. Shown again
 * (back from paying), the list starts from page 1.
 */
const OrdersView = observer(function OrdersView({ screen }: { screen: OrdersScreen }) {
  const [asking, setAsking] = useState<string | null>(null)

  useEffect(() => {
    void screen.open()
  }, [screen])
  useDidShow(() => void screen.refresh())
  usePullDownReload(() => screen.list.reloadInPlace())

  const payOrder = async (order: Order) => {
    setAsking(order.order_id)
    const outcome = await screen.choosePayment()
    setAsking(null)
    if (outcome.kind === 'none') toast(CHECKOUT_TEXT.noPayment)
    if (outcome.kind !== 'choose') return
    const payment = await pickPayment(outcome.payments)
    if (payment) await afterPay(screen.pay(order, payment.sign), 'orders')
  }

  return (
    <View className="my-orders">
      <InfiniteList
        id="orders-list"
        list={screen.list}
        itemKey={(order: Order) => order.id || order.order_id}
        emptyText={MY_ORDERS_TEXT.empty}
        emptyImage={<OrderIcon className="empty-state__icon" size={56} />}
        renderItem={(order: Order) => {
          const action = orderAction(order)
          const reorder = action === 'reorder' ? reorderQuery(order) : null
          return (
            <OrderCard
              order={order}
              paying={asking === order.order_id}
              onPay={action === 'pay' ? (item) => void payOrder(item) : undefined}
              onHandPay={
                action === 'hand-pay'
                  ? (item) => navigate('/order/pay', { orderId: item.order_id })
                  : undefined
              }
              atGateway={action === 'reorder'}
              onReorder={reorder ? () => navigate('/order', { ...reorder }) : undefined}
            />
          )
        }}
      />
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
