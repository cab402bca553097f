// 支付成功 (payment result): where a gateway or the cashier lands; store PaymentResultScreen.
import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import SuccessIcon from '@nutui/icons-react-taro/dist/es/icons/Success.js'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { redirect, relaunch, useRouteParams } from '@/navigation'
import { usePageTitle } from '@/page-title'
import { PaymentResultScreen, type PaymentResult } from '@/stores/payment-result'
import { useScreenStore } from '@/stores/use-screen-store'
import { SUCCESS_TEXT } from './text'
import './index.scss'

/** What each result says: its line, the note under it, and whether the learner can ask again. */
const RESULTS: Record<Exclude<PaymentResult, 'paid'>, { text: string; note?: string; recheck?: boolean }> = {
  checking: { text: SUCCESS_TEXT.checking },
  waiting: { text: SUCCESS_TEXT.waiting, note: SUCCESS_TEXT.waitingNote },
  unconfirmed: { text: SUCCESS_TEXT.unconfirmed, note: SUCCESS_TEXT.unconfirmedNote, recheck: true },
  cancelled: { text: SUCCESS_TEXT.cancelled, note: SUCCESS_TEXT.cancelledNote },
  missing: { text: SUCCESS_TEXT.missing, note: SUCCESS_TEXT.missingNote },
  failed: { text: SUCCESS_TEXT.failed, note: SUCCESS_TEXT.failedNote, recheck: true },
}

/**
 * 支付成功. Without an order number (an order paid at once, a 4.9.10 gateway's return) it says so, as it always
 * did, and asks nothing. With one (`order_no`, the server's cashier coming back), the order's status decides:
 * 支付成功, a waiting state that asks again a few times (the gateway's word can come after the browser), then
 * 重新查询; 订单已取消; not found. Both buttons replace this page.
 */
const ResultView = observer(function ResultView({ screen }: { screen: PaymentResultScreen }) {
  useEffect(() => {
    screen.open()
  }, [screen])
  const paid = screen.result === 'paid'
  const shown = paid ? null : RESULTS[screen.result as Exclude<PaymentResult, 'paid'>]

  return (
    <View className="order-success" id="order-result" data-result={screen.result}>
      {paid ? (
        <SuccessIcon className="order-success__icon" size={64} />
      ) : screen.busy ? (
        <Loading className="order-success__waiting" />
      ) : null}
      <Text className="order-success__text" id="success-text">
        {paid ? SUCCESS_TEXT.paid : shown?.text}
      </Text>
      {shown?.note ? (
        <Text className="order-success__note" id="success-note">
          {shown.note}
        </Text>
      ) : null}
      {screen.orderNo ? (
        <Text className="order-success__order" id="success-order">
          {SUCCESS_TEXT.orderNo(screen.orderNo)}
        </Text>
      ) : null}
      {shown?.recheck ? (
        <Button
          id="success-recheck"
          className="order-success__recheck"
          type="primary"
          onClick={() => screen.askAgain()}
        >
          {SUCCESS_TEXT.recheck}
        </Button>
      ) : null}
      <View className="order-success__actions">
        <Button
          id="success-home"
          className="order-success__action"
          type="primary"
          fill="outline"
          onClick={() => redirect('/')}
        >
          {SUCCESS_TEXT.home}
        </Button>
        <Button
          id="success-orders"
          className="order-success__action"
          type="primary"
          onClick={() => redirect('/member/order')}
        >
          {SUCCESS_TEXT.orders}
        </Button>
      </View>
    </View>
  )
})

/**
 * In H5 a gateway or the cashier brings the learner back with a full page load, so the page before this one is the
 * cashier: the header's back arrow starts over from home instead (the browser's own back cannot be changed). The
 * title is 支付成功 (the route's) only once it is so; 支付结果 while asking, waiting or after any other answer.
 */
const ResultPage = observer(function ResultPage({ screen }: { screen: PaymentResultScreen }) {
  const title = screen.result === 'paid' ? SUCCESS_TEXT.paid : SUCCESS_TEXT.resultTitle
  usePageTitle(title)
  return (
    <PageShell path="/order/success" title={title} onBack={() => relaunch('/')}>
      <ResultView screen={screen} />
    </PageShell>
  )
})

export default function OrderSuccessPage() {
  const query = useRouteParams('/order/success')
  const screen = useScreenStore(() => new PaymentResultScreen(query))
  return <ResultPage screen={screen} />
}
