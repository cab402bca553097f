import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function VodExamDetailPage() {
  return (
    <PageShell path="/vod/examDetail">
      <Placeholder title="考试详情" description="试卷信息与在线答题。" />
    </PageShell>
  )
}
