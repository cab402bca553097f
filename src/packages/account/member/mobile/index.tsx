import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function MemberMobilePage() {
  return (
    <PageShell path="/member/mobile">
      <Placeholder title="绑定手机号" description="为账号绑定手机号。" />
    </PageShell>
  )
}
