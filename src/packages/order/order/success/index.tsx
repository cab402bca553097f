import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function OrderSuccessPage() {
  return (
    <PageShell path="/order/success">
      <Placeholder title="支付成功" description="订单支付结果。" />
    </PageShell>
  )
}
