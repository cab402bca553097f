// 支付中 (hand pay): the transfer instructions of an order; store HandPayScreen.
import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { ResourceView } from '@/components/ResourceView'
import { RichHtml } from '@/components/RichHtml'
import { StatusScreen } from '@/components/StatusScreen'
import { goBack, redirect, useRouteParams } from '@/navigation'
import { HandPayScreen } from '@/stores/hand-pay'
import { useScreenStore } from '@/stores/use-screen-store'
import { HAND_PAY_TEXT } from './text'
import './index.scss'

/**
 * 支付中 (hand pay): the order number, the amount and the transfer instructions (server HTML, sanitised by
 * RichHtml). An order number missing, or refused by the server (unknown, paid, cancelled), says so instead; a network failure
 * offers 重新加载. 我已完成支付 (once the instructions are here) goes to 我的订单, where the order shows as 支付中 until the school confirms it. The
 * checkout replaced itself with this page, so back leads to the page before the checkout.
 */
const HandPayView = observer(function HandPayView({ screen }: { screen: HandPayScreen }) {
  useEffect(() => {
    void screen.open()
  }, [screen])

  if (screen.unavailable) {
    return (
      <StatusScreen
        mark="!"
        message={HAND_PAY_TEXT.unavailable}
        messageId="hand-pay-unavailable"
        action={HAND_PAY_TEXT.back}
        actionId="hand-pay-back"
        onAction={goBack}
      />
    )
  }
  if (screen.invalid) {
    return (
      <StatusScreen
        mark="!"
        message={HAND_PAY_TEXT.invalid}
        messageId="hand-pay-invalid"
        action={HAND_PAY_TEXT.back}
        actionId="hand-pay-back"
        onAction={goBack}
      />
    )
  }
  return (
    <View className="hand-pay">
      <View className="hand-pay__card">
        <Text className="hand-pay__header">{HAND_PAY_TEXT.header}</Text>
        <Text className="hand-pay__order" id="hand-pay-order">
          {HAND_PAY_TEXT.orderId(screen.orderId ?? '')}
        </Text>
        {screen.price !== null ? (
          <Text className="hand-pay__price" id="hand-pay-price">
            {HAND_PAY_TEXT.price(screen.price)}
          </Text>
        ) : null}
      </View>
      <View className="hand-pay__card">
        <Text className="hand-pay__title">{HAND_PAY_TEXT.instructions}</Text>
        <ResourceView resource={screen.instructions} rows={4}>
          {(html) => <RichHtml id="hand-pay-text" className="hand-pay__text" html={html ?? ''} />}
        </ResourceView>
      </View>
      {screen.ready ? (
        <Button
          id="hand-pay-done"
          className="hand-pay__done"
          type="primary"
          block
          onClick={() => redirect('/member/order')}
        >
          {HAND_PAY_TEXT.done}
        </Button>
      ) : null}
    </View>
  )
})

export default function OrderPayPage() {
  const query = useRouteParams('/order/pay')
  const screen = useScreenStore(() => new HandPayScreen(query))
  return (
    <PageShell path="/order/pay">
      <HandPayView screen={screen} />
    </PageShell>
  )
}
