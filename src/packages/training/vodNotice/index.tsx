import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function VodNoticePage() {
  return (
    <PageShell path="/vodNotice">
      <Placeholder title="通知公告" description="平台公告列表与详情。" />
    </PageShell>
  )
}
