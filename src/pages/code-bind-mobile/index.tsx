import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function CodeBindMobilePage() {
  return (
    <PageShell path="/code-bind-mobile">
      <Placeholder title="绑定手机号" description="第三方登录后绑定手机号。" />
    </PageShell>
  )
}
