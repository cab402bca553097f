import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function VodPage() {
  return (
    <PageShell path="/vod">
      <Placeholder title="新入职" description="新员工入职课程列表。" />
    </PageShell>
  )
}
