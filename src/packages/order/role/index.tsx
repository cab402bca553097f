import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function RolePage() {
  return (
    <PageShell path="/role">
      <Placeholder title="VIP会员" description="会员方案与购买。" />
    </PageShell>
  )
}
