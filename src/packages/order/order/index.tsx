import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function OrderPage() {
  return (
    <PageShell path="/order">
      <Placeholder title="收银台" description="确认订单与选择支付方式。" />
    </PageShell>
  )
}
