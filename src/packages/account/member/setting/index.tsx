import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function MemberSettingPage() {
  return (
    <PageShell path="/member/setting">
      <Placeholder title="关于平台" description="用户协议、隐私协议、会员服务协议与关于我们。" />
    </PageShell>
  )
}
