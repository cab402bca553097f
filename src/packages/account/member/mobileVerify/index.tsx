import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function MemberMobileVerifyPage() {
  return (
    <PageShell path="/member/mobileVerify">
      <Placeholder title="验证原手机号" description="验证原手机号后换绑新手机号。" />
    </PageShell>
  )
}
