import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function LoginPage() {
  return (
    <PageShell path="/login">
      <Placeholder title="登录/注册" description="手机号验证码登录与注册。" />
    </PageShell>
  )
}
