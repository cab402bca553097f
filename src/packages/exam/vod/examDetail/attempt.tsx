import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { EmptyState } from '@/components/EmptyState'
import { ExamQuestion, ExamReviewItem } from '@/components/ExamQuestion'
import { ExamSheetCard } from '@/components/ExamSheetCard'
import { ConfirmModal } from '@/components/Modal/ConfirmModal'
import { ResourceView } from '@/components/ResourceView'
import { toErrorPage } from '@/navigation'
import { afterAnswerRefused, afterAttemptSubmit } from '@/outcomes/attempt'
import { usePageTitle } from '@/page-title'
import { platform } from '@/platform'
import { a11y, announce } from '@/platform/a11y'
import { guardLeaving } from '@/platform/leave-guard'
import type { AttemptDetail } from '@/services/api/paper'
import { answerFromRow } from '@/stores/answer-codec'
import type { AnswerSheet } from '@/stores/answer-sheet'
import type { AttemptScreen } from '@/stores/exam-attempt'
import { stated } from '@/stores/exam-papers'
import { EXAM_DETAIL_TEXT as TEXT } from './text'

const Countdown = observer(function Countdown({ screen }: { screen: AttemptScreen }) {
  const countdown = screen.countdown
  // A timer, not a live region: its every second is not read; the page says the 5- and 1-minute marks.
  return (
    <View className="exam-answer__clock" {...a11y(countdown ? 'timer' : null)}>
      <Text className="exam-answer__clock-label">{countdown ? TEXT.remaining : TEXT.untimed}</Text>
      {countdown ? (
        <Text
          id="exam-countdown"
          className={`exam-answer__clock-time${countdown.remaining <= 60 ? ' exam-answer__clock-time--low' : ''}`}
        >
          {countdown.text}
        </Text>
      ) : null}
    </View>
  )
})

const Answering = observer(function Answering({
  screen,
  sheet,
  confirming,
  setConfirming,
}: {
  screen: AttemptScreen
  sheet: AnswerSheet
  confirming: boolean
  setConfirming: (open: boolean) => void
}) {
  const [cardOpen, setCardOpen] = useState(false)
  const question = sheet.current
  const last = sheet.index >= sheet.total - 1

  const submit = async () => {
    setConfirming(false)
    afterAttemptSubmit(await screen.submit(), 'learner')
  }

  if (!question) return <EmptyState text={TEXT.noQuestions} testId="exam-no-questions" />
  return (
    <View className="exam-answer">
      <View className="exam-answer__top">
        <Countdown screen={screen} />
        <Text className="exam-answer__progress" id="exam-progress">
          {TEXT.answered(sheet.answeredCount, sheet.total)}
        </Text>
        <Button
          id="exam-submit"
          size="small"
          type="primary"
          loading={screen.submitting.running}
          onClick={() => setConfirming(true)}
        >
          {screen.submitting.running ? TEXT.submitting : TEXT.submit}
        </Button>
      </View>
      {screen.autoSubmitted && screen.submitting.running ? (
        <Text className="exam-answer__notice" id="exam-auto-submitting">
          {TEXT.autoSubmitting}
        </Text>
      ) : null}
      {screen.submitFailed ? (
        <Text className="exam-answer__notice exam-answer__notice--warn" id="exam-submit-failed">
          {screen.handInDue ? TEXT.autoSubmitFailed : TEXT.submitFailed}
        </Text>
      ) : null}
      {sheet.unsentCount > 0 && !screen.submitting.running ? (
        <Text className="exam-answer__sync" id="exam-unsynced">
          {TEXT.unsynced(sheet.unsentCount)}
        </Text>
      ) : null}
      <ExamQuestion key={question.id} sheet={sheet} question={question} index={sheet.index} />
      <View className="exam-answer__bar">
        <Button id="exam-prev" fill="outline" disabled={sheet.index === 0} onClick={() => sheet.prev()}>
          {TEXT.prev}
        </Button>
        <Button id="exam-card-open" fill="outline" onClick={() => setCardOpen(true)}>
          {TEXT.card}
        </Button>
        {last ? (
          <Button id="exam-next" type="primary" onClick={() => setConfirming(true)}>
            {TEXT.submit}
          </Button>
        ) : (
          <Button id="exam-next" type="primary" onClick={() => sheet.next()}>
            {TEXT.next}
          </Button>
        )}
      </View>
      {cardOpen ? <ExamSheetCard sheet={sheet} onClose={() => setCardOpen(false)} /> : null}
      {confirming ? (
        <ConfirmModal
          id="exam-confirm"
          title={TEXT.confirmTitle}
          text={sheet.unansweredCount > 0 ? TEXT.confirmUnanswered(sheet.unansweredCount) : TEXT.confirmAll}
          textId="exam-confirm-text"
          cancelText={TEXT.cancel}
          okText={TEXT.confirm}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void submit()}
        />
      ) : null}
    </View>
  )
})

function Result({
  screen,
  data,
  onBack,
}: {
  screen: AttemptScreen
  data: AttemptDetail
  onBack: () => void
}) {
  const { attempt, paper, rows } = data
  const marking = attempt.status === 'marking'
  const verdict = screen.passed
  // What the answers did not say is not shown: no 0 for a score, no 及格 against an unknown pass score.
  const passLine = TEXT.passLine(screen.passScore, stated(paper, 'score') ? paper.score : null)
  return (
    <View className="exam-result">
      <View className="exam-result__card">
        <Text className="exam-result__label">{TEXT.yourScore}</Text>
        <Text className="exam-result__score" id="exam-result-score">
          {attempt.score ?? TEXT.scoreUnknown}
        </Text>
        {attempt.score === null ? (
          <Text className="exam-result__hint" id="exam-score-unknown">
            {TEXT.scoreUnknownHint}
          </Text>
        ) : null}
        {marking ? (
          <Text className="exam-result__verdict exam-result__verdict--marking" id="exam-result-verdict">
            {TEXT.marking}
          </Text>
        ) : verdict === null ? null : (
          <Text
            className={`exam-result__verdict exam-result__verdict--${verdict ? 'pass' : 'fail'}`}
            id="exam-result-verdict"
          >
            {verdict ? TEXT.pass : TEXT.fail}
          </Text>
        )}
        {passLine ? (
          <Text className="exam-result__line" id="exam-result-line">
            {passLine}
          </Text>
        ) : null}
        {marking ? (
          <Text className="exam-result__hint" id="exam-marking-hint">
            {TEXT.markingHint}
          </Text>
        ) : null}
      </View>
      <Text className="exam-result__title">{TEXT.review}</Text>
      {rows.length === 0 ? <EmptyState text={TEXT.noReview} /> : null}
      {rows.map((row, index) => (
        <ExamReviewItem
          key={row.question_id}
          row={row}
          value={answerFromRow(row)}
          mark={row.is_correct}
          index={index}
          total={rows.length}
        />
      ))}
      <View className="exam-result__actions">
        <Button id="exam-result-back" type="primary" fill="outline" block onClick={onBack}>
          {TEXT.back}
        </Button>
      </View>
    </View>
  )
}

/**
 * One attempt (`record`): answering while in progress, the score and review once over. Leaving mid-exam
 * through the header asks first (`leaving` is the page's: its back arrow opens it).
 */
export const AttemptView = observer(function AttemptView({
  screen,
  leaving,
  setLeaving,
  leave,
}: {
  screen: AttemptScreen
  leaving: boolean
  setLeaving: (open: boolean) => void
  leave: () => void
}) {
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    if (screen.invalid) toErrorPage('/vod/examDetail')
    else void screen.open()
  }, [screen])

  usePageTitle(screen.data?.paper.title)

  // The mini-program's native back asks too while the attempt is in progress.
  const answering = screen.answering
  useEffect(() => (answering ? guardLeaving(TEXT.leaveText) : undefined), [answering])

  // Hidden, in the background, back online: what waits is sent now (it is in storage already).
  useEffect(() => platform.onBackground(() => screen.flushAnswers()), [screen])
  useEffect(() => platform.onReconnect(() => screen.flushAnswers()), [screen])

  // What the attempt learns without being asked. The server refused an answer (too long, time is up): its own
  // words. Time is up (by the server's clock): the paper went in by itself; say how that went. One that did not
  // go in stays on the page (考试时间已到，交卷未成功…) and goes in again when the network is back.
  useEffect(
    () =>
      screen.listen((notice) => {
        if (notice.kind === 'time-left') {
          announce(TEXT.timeLeftNotice(Math.round(notice.seconds / 60)))
          return
        }
        if (notice.kind === 'answer-refused') {
          afterAnswerRefused(notice)
          return
        }
        const { outcome } = notice
        if (outcome.kind === 'busy') return
        setConfirming(false)
        afterAttemptSubmit(outcome, 'deadline')
      }),
    [screen]
  )

  if (screen.invalid) return null
  if (screen.disabled) return <EmptyState text={TEXT.disabled} testId="exam-disabled" />
  return (
    <>
      <ResourceView resource={screen.attempt} rows={6}>
        {(data) =>
          screen.answering && screen.sheet ? (
            <Answering
              screen={screen}
              sheet={screen.sheet}
              confirming={confirming}
              setConfirming={setConfirming}
            />
          ) : screen.answering ? null : (
            <Result screen={screen} data={data} onBack={leave} />
          )
        }
      </ResourceView>
      {leaving ? (
        <ConfirmModal
          id="exam-leave"
          title={TEXT.leaveTitle}
          text={TEXT.leaveText}
          cancelText={TEXT.stay}
          okText={TEXT.leave}
          cancelId="exam-leave-stay"
          onCancel={() => setLeaving(false)}
          onConfirm={leave}
        />
      ) : null}
    </>
  )
})
