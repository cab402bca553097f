import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function VodKJPage() {
  return (
    <PageShell path="/vodKJ">
      <Placeholder title="课件中心" description="课程课件的查看与下载。" />
    </PageShell>
  )
}
