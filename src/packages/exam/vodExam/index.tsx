// 考试 (exam papers): the papers the learner can take; store ExamPapersScreen.
import { useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { InfiniteList } from '@/components/InfiniteList'
import { usePullDownReload } from '@/components/pull-down-reload'
import { navigate } from '@/navigation'
import { a11y } from '@/platform/a11y'
import type { Paper, PaperListItem } from '@/services/api/paper'
import { useStores } from '@/stores'
import { attemptSummary, ExamPapersScreen, paperPrice, stated } from '@/stores/exam-papers'
import { useScreenStore } from '@/stores/use-screen-store'
import { VOD_EXAM_TEXT as TEXT } from './text'
import './index.scss'

function PaperFacts({ paper }: { paper: Paper }) {
  const scores = TEXT.passScore(
    stated(paper, 'score') ? paper.score : null,
    stated(paper, 'pass_score') ? paper.pass_score : null
  )
  const facts = [
    stated(paper, 'questions_count') ? TEXT.questions(paper.questions_count) : '',
    stated(paper, 'expired_minutes')
      ? paper.expired_minutes > 0
        ? TEXT.minutes(paper.expired_minutes)
        : TEXT.untimed
      : '',
    scores,
  ].filter(Boolean)
  if (facts.length === 0) return null
  return (
    <View className="exam-paper__meta">
      {facts.map((fact) => (
        <Text key={fact}>{fact}</Text>
      ))}
    </View>
  )
}

function PaperCard({ item, screen }: { item: PaperListItem; screen: ExamPapersScreen }) {
  const { paper, attempts } = item
  const state = screen.stateOf(item)
  const summary = attemptSummary(attempts)
  const price = paperPrice(paper)
  return (
    <View
      className="exam-paper"
      id={`paper-${paper.id}`}
      // Opens the paper: a link named by the card's text (title, facts, price, state).
      {...a11y('link')}
      onClick={() => navigate('/vod/examDetail', { id: paper.id })}
    >
      <Text className="exam-paper__title">{paper.title}</Text>
      {/* No questions yet: a time limit and 总分0 · 及格0 mean nothing; the state says 暂无试题. What the answer
          does not say (the list's papers carry no score) is left out, never shown as 0. */}
      {state === 'empty' ? null : <PaperFacts paper={paper} />}
      <View className="exam-paper__foot">
        <Text className={`exam-paper__price${price ? '' : ' exam-paper__price--free'}`}>
          {price ?? TEXT.free}
        </Text>
        <Text className={`exam-paper__state exam-paper__state--${state}`} data-state={state}>
          {TEXT.states[state]}
        </Text>
        {summary.count > 0 ? (
          <Text className="exam-paper__attempts">
            {TEXT.attempts(summary.count)}
            {summary.best !== null ? ` · ${TEXT.best(summary.best)}` : ''}
            {summary.last?.status === 'ongoing' ? ` · ${TEXT.ongoing}` : ''}
            {summary.last?.status === 'marking' ? ` · ${TEXT.marking}` : ''}
          </Text>
        ) : null}
      </View>
    </View>
  )
}

const PapersView = observer(function PapersView({ screen }: { screen: ExamPapersScreen }) {
  useEffect(() => {
    void screen.open()
  }, [screen])
  useDidShow(() => void screen.refresh())
  usePullDownReload(() => (screen.enabled ? screen.list.reloadInPlace() : undefined))

  if (!screen.enabled) return <EmptyState text={TEXT.disabled} testId="exam-disabled" />
  return (
    <View className="exam-papers">
      <InfiniteList
        id="papers-list"
        list={screen.list}
        itemKey={(item: PaperListItem) => item.paper.id}
        emptyText={TEXT.empty}
        renderItem={(item: PaperListItem) => <PaperCard item={item} screen={screen} />}
      />
    </View>
  )
})

export default function VodExamPage() {
  const root = useStores()
  const screen = useScreenStore(() => new ExamPapersScreen(root))
  return (
    <PageShell path="/vodExam">
      <PapersView screen={screen} />
    </PageShell>
  )
}
