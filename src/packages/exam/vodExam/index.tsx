import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function VodExamPage() {
  return (
    <PageShell path="/vodExam">
      <Placeholder title="考试" description="试卷列表。" />
    </PageShell>
  )
}
