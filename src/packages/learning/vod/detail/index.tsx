import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function VodDetailPage() {
  return (
    <PageShell path="/vod/detail">
      <Placeholder title="课程详情" description="课程介绍、目录与课件。" />
    </PageShell>
  )
}
