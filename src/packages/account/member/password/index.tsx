import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function MemberPasswordPage() {
  return (
    <PageShell path="/member/password">
      <Placeholder title="重置密码" description="通过短信验证码设置新密码。" />
    </PageShell>
  )
}
