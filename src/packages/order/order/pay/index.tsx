import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function OrderPayPage() {
  return (
    <PageShell path="/order/pay">
      <Placeholder title="支付中" description="手动打款支付说明。" />
    </PageShell>
  )
}
