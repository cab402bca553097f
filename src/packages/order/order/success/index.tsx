// 支付成功 (payment done): where a paid order lands; no store.
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import SuccessIcon from '@nutui/icons-react-taro/dist/es/icons/Success.js'
import { PageShell } from '@/components/PageShell'
import { redirect, relaunch } from '@/navigation'
import { SUCCESS_TEXT } from './text'
import './index.scss'

/**
 * 支付成功: where a gateway (or a fully discounted order) lands; no call. Both buttons replace this page. In H5 a
 * gateway brings the learner back with a full page load, so the page before this one is the gateway's cashier:
 * the header's back arrow starts over from home instead (the browser's own back cannot be changed).
 */
export default function OrderSuccessPage() {
  return (
    <PageShell path="/order/success" onBack={() => relaunch('/')}>
      <View className="order-success">
        <SuccessIcon className="order-success__icon" size={64} />
        <Text className="order-success__text" id="success-text">
          {SUCCESS_TEXT.paid}
        </Text>
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
    </PageShell>
  )
}
