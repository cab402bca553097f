import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function SearchPage() {
  return (
    <PageShell path="/search">
      <Placeholder title="搜索" description="搜索课程与视频。" />
    </PageShell>
  )
}
