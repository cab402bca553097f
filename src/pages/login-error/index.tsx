import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function LoginErrorPage() {
  return (
    <PageShell path="/login-error">
      <Placeholder title="登录失败" description="第三方登录失败时显示原因。" />
    </PageShell>
  )
}
