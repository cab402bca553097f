import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function MemberOrderPage() {
  return (
    <PageShell path="/member/order">
      <Placeholder title="我的订单" description="全部订单记录。" />
    </PageShell>
  )
}
