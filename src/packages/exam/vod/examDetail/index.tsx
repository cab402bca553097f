// 考试详情 (exam detail): a paper, or with ?record= an attempt; ExamDetailScreen, AttemptScreen.
import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { goBack, redirect, useRouteParams } from '@/navigation'
import { detailShare, homeShare } from '@/share'
import { useStores } from '@/stores'
import { AttemptScreen } from '@/stores/exam-attempt'
import { ExamDetailScreen } from '@/stores/exam-detail'
import { useScreenStore } from '@/stores/use-screen-store'
import { AttemptView } from './attempt'
import { ExamDetailView } from './detail'
import './index.scss'

function DetailPage() {
  const root = useStores()
  const { id } = useRouteParams('/vod/examDetail')
  const screen = useScreenStore(() => new ExamDetailScreen(root, id))
  return (
    <PageShell
      path="/vod/examDetail"
      share={() => {
        const paper = screen.detail.data?.paper
        return detailShare('/vod/examDetail', screen.paperId, paper?.title, paper?.thumb)
      }}
    >
      <ExamDetailView screen={screen} />
    </PageShell>
  )
}

/**
 * The attempt's page (`record`): opened on top of the paper's page (开始考试, 继续考试, a past attempt), so back
 * returns there. Opened on its own (a reload with no history, a shared link), back goes to the paper, not home.
 */
const AttemptPage = observer(function AttemptPage() {
  const root = useStores()
  const { id, record } = useRouteParams('/vod/examDetail')
  const screen = useScreenStore(() => new AttemptScreen(root, id, record))
  const [leaving, setLeaving] = useState(false)
  const leave = () => {
    setLeaving(false)
    const paperId = screen.paperId
    goBack({ orElse: paperId !== null ? () => redirect('/vod/examDetail', { id: paperId }) : undefined })
  }
  return (
    <PageShell
      path="/vod/examDetail"
      title={screen.answering ? screen.data?.paper.title : undefined}
      onBack={() => (screen.answering ? setLeaving(true) : leave())}
      // An attempt is not shared: a chat gets home; Moments (which can only open this page) gets the paper.
      share={(target) =>
        target === 'timeline'
          ? detailShare('/vod/examDetail', screen.paperId, screen.data?.paper.title, screen.data?.paper.thumb)
          : homeShare()
      }
    >
      <AttemptView screen={screen} leaving={leaving} setLeaving={setLeaving} leave={leave} />
    </PageShell>
  )
})

/** /vod/examDetail?id= (the paper) and ?id=&record= (an attempt: answering, then the score and review). */
export default function ExamDetailPage() {
  const { record } = useRouteParams('/vod/examDetail')
  return record ? <AttemptPage /> : <DetailPage />
}
