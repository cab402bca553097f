import { useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button, Cell, CellGroup } from '@nutui/nutui-react-taro'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import { observer } from 'mobx-react-lite'
import { EmptyState } from '@/components/EmptyState'
import { ResourceView } from '@/components/ResourceView'
import { navigate, requireLogin, toErrorPage } from '@/navigation'
import { usePageTitle } from '@/page-title'
import { a11y } from '@/platform/a11y'
import type { Attempt, PaperDetail } from '@/services/api/paper'
import type { ExamDetailScreen } from '@/stores/exam-detail'
import { paperPrice, stated } from '@/stores/exam-papers'
import { shortClockTime } from '@/utils/time'
import { EXAM_DETAIL_TEXT as TEXT } from './text'

const openAttempt = (paperId: number, attempt: Attempt) =>
  navigate('/vod/examDetail', { id: paperId, record: attempt.id })

/** A fact of the paper: NutUI's Cell, the label left and the value right. */
function Row({
  label,
  value,
  id,
  last = false,
}: {
  label: string
  value: string
  id?: string
  last?: boolean
}) {
  return (
    <Cell
      className="exam-detail__row"
      align="center"
      isLast={last}
      title={<Text className="exam-detail__label">{label}</Text>}
      extra={
        <Text className="exam-detail__value" id={id}>
          {value}
        </Text>
      }
    />
  )
}

const Attempts = observer(function Attempts({
  screen,
  paperId,
}: {
  screen: ExamDetailScreen
  paperId: number
}) {
  const attempts = screen.attempts
  if (attempts.length === 0) return null
  return (
    <View className="exam-detail__section" id="exam-attempts">
      <Text className="exam-detail__section-title">{TEXT.attempts}</Text>
      <CellGroup className="exam-detail__cells">
        {attempts.map((attempt, i) => (
          // The id and the tap on a View around the Cell: the mini-program delivers taps to the id (as 个人中心).
          <View
            key={attempt.id}
            id={`attempt-${attempt.id}`}
            data-status={attempt.status}
            // Opens the attempt: a link named by its row (第2次, the time, the score or state, 继续考试/查看).
            {...a11y('link')}
            onClick={() => openAttempt(paperId, attempt)}
          >
            <Cell
              className="exam-detail__attempt"
              align="center"
              clickable
              isLast={i === attempts.length - 1}
              title={<Text className="exam-detail__attempt-no">{TEXT.attemptNo(attempts.length - i)}</Text>}
              description={
                <Text className="exam-detail__attempt-time">{shortClockTime(attempt.created_at)}</Text>
              }
              extra={
                <>
                  <Text
                    className={`exam-detail__attempt-status exam-detail__attempt-status--${attempt.status}`}
                  >
                    {/* An unsaid score: 已结束, never 0分. */}
                    {attempt.status === 'ended' && attempt.score !== null
                      ? TEXT.scoreOf(attempt.score)
                      : TEXT.statuses[attempt.status]}
                  </Text>
                  <Text className="exam-detail__attempt-action">
                    {attempt.status === 'ongoing' ? TEXT.resumeAttempt : TEXT.viewAttempt}
                  </Text>
                </>
              }
            />
          </View>
        ))}
      </CellGroup>
    </View>
  )
})

const Bar = observer(function Bar({ screen, data }: { screen: ExamDetailScreen; data: PaperDetail }) {
  const offer = screen.offer
  if (!offer) return null
  const { paper } = data

  const start = async () => {
    const outcome = await screen.join()
    if (outcome.kind === 'joined') navigate('/vod/examDetail', { id: paper.id, record: outcome.recordId })
  }

  let button: { id: string; text: string; disabled?: boolean; onClick?: () => void }
  switch (offer.kind) {
    case 'start':
      button = { id: 'exam-start', text: TEXT.start, onClick: () => void start() }
      break
    case 'resume':
      button = { id: 'exam-start', text: TEXT.resume, onClick: () => openAttempt(paper.id, offer.attempt) }
      break
    case 'login':
      button = { id: 'exam-start', text: TEXT.start, onClick: () => requireLogin() }
      break
    case 'buy':
      button = {
        id: 'exam-buy',
        text: TEXT.buy(paperPrice(paper) ?? ''),
        onClick: () => navigate('/order', { ...offer.goods, goods_label: TEXT.goodsLabel }),
      }
      break
    case 'invite':
      button = { id: 'exam-start', text: TEXT.invite, disabled: true }
      break
    case 'used-up':
      button = { id: 'exam-start', text: TEXT.usedUp, disabled: true }
      break
    case 'empty':
      button = { id: 'exam-start', text: TEXT.empty, disabled: true }
      break
    default:
      button = { id: 'exam-start', text: TEXT.closed, disabled: true }
  }
  return (
    <View className="exam-detail__bar">
      <Button
        id={button.id}
        className="exam-detail__action"
        type="primary"
        block
        disabled={button.disabled}
        loading={screen.joining.running}
        onClick={button.disabled ? undefined : button.onClick}
      >
        {button.text}
      </Button>
    </View>
  )
})

function DetailContent({ screen, data }: { screen: ExamDetailScreen; data: PaperDetail }) {
  const { paper } = data
  const left = screen.attemptsLeft
  return (
    <View className="exam-detail">
      <View className="exam-detail__head">
        <Text className="exam-detail__title" id="exam-title">
          {paper.title}
        </Text>
        <Text className="exam-detail__sub">
          {paperPrice(paper) ?? TEXT.free}
          {data.joinCount > 0 ? ` · ${TEXT.joinCount(data.joinCount)}` : ''}
        </Text>
      </View>
      {data.questionsCount === 0 && stated(paper, 'questions_count') ? (
        // No questions yet: 总分0, 及格分0 and a time limit mean nothing.
        <CellGroup className="exam-detail__section exam-detail__cells">
          <Row label={TEXT.questions} value={TEXT.noQuestionsYet} id="exam-question-count" last />
        </CellGroup>
      ) : (
        // A number the answer did not say has no row (never 总分0 / 及格分0).
        <CellGroup className="exam-detail__section exam-detail__cells">
          {stated(paper, 'score') ? (
            <Row label={TEXT.totalScore} value={String(paper.score)} id="exam-score" />
          ) : null}
          {stated(paper, 'pass_score') ? (
            <Row label={TEXT.passScore} value={String(paper.pass_score)} id="exam-pass-score" />
          ) : null}
          {stated(paper, 'expired_minutes') ? (
            <Row
              label={TEXT.timeLimit}
              value={paper.expired_minutes > 0 ? TEXT.minutes(paper.expired_minutes) : TEXT.untimed}
              id="exam-time-limit"
            />
          ) : null}
          {stated(paper, 'questions_count') ? (
            <Row
              label={TEXT.questions}
              value={TEXT.questionCount(data.questionsCount)}
              id="exam-question-count"
            />
          ) : null}
          <Row
            label={TEXT.attemptsLeft}
            value={left === null ? TEXT.unlimited : TEXT.times(left)}
            id="exam-attempts-left"
            last
          />
        </CellGroup>
      )}
      {data.requiredCourses.length > 0 ? (
        <View className="exam-detail__section" id="exam-required">
          <Text className="exam-detail__section-title">{TEXT.requiredCourses}</Text>
          <CellGroup className="exam-detail__cells">
            {data.requiredCourses.map((course, i) => (
              <View
                key={course.id}
                id={`required-${course.id}`}
                {...a11y('link')}
                onClick={() => navigate('/vod/detail', { id: course.id })}
              >
                <Cell
                  className="exam-detail__course"
                  align="center"
                  clickable
                  isLast={i === data.requiredCourses.length - 1}
                  title={<Text className="exam-detail__course-title">{course.title}</Text>}
                  extra={<ArrowRight className="exam-detail__arrow" size={12} />}
                />
              </View>
            ))}
          </CellGroup>
        </View>
      ) : null}
      <Attempts screen={screen} paperId={paper.id} />
      <Bar screen={screen} data={data} />
    </View>
  )
}

/** 考试详情: the paper, its attempts and required courses, and the way in (or why not). */
export const ExamDetailView = observer(function ExamDetailView({ screen }: { screen: ExamDetailScreen }) {
  useEffect(() => {
    if (screen.invalid) toErrorPage('/vod/examDetail')
    else void screen.open()
  }, [screen])
  useDidShow(() => void screen.refresh())

  usePageTitle(screen.detail.data?.paper.title)

  if (screen.invalid) return null
  if (screen.disabled) return <EmptyState text={TEXT.disabled} testId="exam-disabled" />
  return (
    <ResourceView resource={screen.detail} rows={6}>
      {(data) => <DetailContent screen={screen} data={data} />}
    </ResourceView>
  )
})
