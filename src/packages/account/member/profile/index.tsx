import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function MemberProfilePage() {
  return (
    <PageShell path="/member/profile">
      <Placeholder title="个人资料" description="头像、昵称、手机号、密码与账号安全。" />
    </PageShell>
  )
}
