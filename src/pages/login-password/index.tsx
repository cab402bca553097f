import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function LoginPasswordPage() {
  return (
    <PageShell path="/login-password">
      <Placeholder title="密码登录" description="使用手机号和密码登录。" />
    </PageShell>
  )
}
