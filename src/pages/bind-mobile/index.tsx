import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function BindMobilePage() {
  return (
    <PageShell path="/bind-mobile">
      <Placeholder title="绑定手机号" description="登录前绑定手机号。" />
    </PageShell>
  )
}
