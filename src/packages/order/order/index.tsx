// 收银台 (checkout): the goods, a promo code, the payment, then the order; store CheckoutScreen.
import { PageShell } from '@/components/PageShell'
import { useRouteParams } from '@/navigation'
import { useStores } from '@/stores'
import { CheckoutScreen } from '@/stores/checkout'
import { useScreenStore } from '@/stores/use-screen-store'
import { CheckoutView } from './checkout'
import './index.scss'

/** 收银台 (`/order`, MeEdu's URL name): the checkout of a course, a paper or a VIP plan; its parts are siblings. */
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
