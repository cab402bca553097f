import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function StudyPage() {
  return (
    <PageShell path="/study">
      <Placeholder title="持续学习" description="在学、订阅和收藏的课程都会显示在这里。" />
    </PageShell>
  )
}
