import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function AuthFaceSuccessPage() {
  return (
    <PageShell path="/auth/faceSuccess">
      <Placeholder title="实名认证" description="查询人脸核身结果。" />
    </PageShell>
  )
}
