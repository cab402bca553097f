import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'

export default function VodVideoPage() {
  return (
    <PageShell path="/vod/video">
      <Placeholder title="视频播放" description="课程视频学习与进度记录。" />
    </PageShell>
  )
}
