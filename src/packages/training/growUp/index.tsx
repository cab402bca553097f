import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function GrowUpPage() {
  return (
    <PageShell path="/growUp">
      <Placeholder title="学习成长" description="学习时长、观看记录与积分明细。" />
    </PageShell>
  )
}
