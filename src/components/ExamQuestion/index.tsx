import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RichHtml } from '@/components/RichHtml'
import { AnswerTextarea } from '@/components/AnswerTextarea'
import { TextField } from '@/components/TextField'
import { a11y } from '@/platform/a11y'
import type { AnswerRow, Correctness, Question, QuestionOption } from '@/services/api/paper'
import { JUDGE_FALSE, JUDGE_TRUE, type AnswerValue } from '@/stores/answer-codec'
import type { AnswerSheet } from '@/stores/answer-sheet'
import { htmlToText } from '@/utils/html'
import { EXAM_QUESTION_TEXT as TEXT, optionLetter } from './text'
import './index.scss'

export { EXAM_QUESTION_TEXT, optionLetter } from './text'

/** Limits of the contract (a blank, a short answer): the inputs stop there. */
export const INPUT_LIMITS = { blank: 200, text: 2000 } as const

/** How much of the stem names a question's choices for a screen reader (a long stem is cut with …). */
const GROUP_NAME_MAX = 80

/** A sheet value as the learner reads it: B; A、C; 正确; the blanks; the text ('' when unanswered). */
export function answerText(question: Question, value: AnswerValue): string {
  switch (question.type) {
    case 'single':
      return typeof value === 'string' && value ? optionLetter(value) : ''
    case 'multiple':
      return Array.isArray(value) ? value.map(optionLetter).join(TEXT.letterSeparator) : ''
    case 'judge':
      return value === JUDGE_TRUE ? TEXT.judgeTrue : value === JUDGE_FALSE ? TEXT.judgeFalse : ''
    case 'fill':
      return Array.isArray(value) && value.some((blank) => blank.trim() !== '')
        ? value.map((blank) => blank.trim() || '—').join(TEXT.blankSeparator)
        : ''
    default:
      return typeof value === 'string' ? value : ''
  }
}

/** A choice question's right option keys (`option1,option3` → option1, option3). */
const answerKeys = (question: Question): string[] => question.answer.split(',').map((key) => key.trim())

/** An option's letter (a square for multiple choice) and its text as sanitised rich text. */
function OptionBody({ option, square = false }: { option: QuestionOption; square?: boolean }) {
  return (
    <>
      <Text className={`exam-question__letter${square ? ' exam-question__letter--square' : ''}`}>
        {optionLetter(option.key)}
      </Text>
      <RichHtml className="exam-question__option-html" html={option.html} />
    </>
  )
}

/**
 * The right answer as plain text, from what the server sends once the attempt is over (`option2`,
 * `option1,option3`, 1, `a,b`). A short answer's reference is server HTML (`<p>参考要点：…</p>`): never text here,
 * it goes through RichHtml (see referenceHtml).
 */
export function rightAnswerText(question: Question): string {
  const answer = question.answer.trim()
  if (answer === '') return ''
  switch (question.type) {
    case 'single':
    case 'multiple':
      return answerKeys(question).map(optionLetter).join(TEXT.letterSeparator)
    case 'judge':
      return answer === String(JUDGE_TRUE)
        ? TEXT.judgeTrue
        : answer === String(JUDGE_FALSE)
          ? TEXT.judgeFalse
          : answer
    case 'fill':
      return answer.split(',').join(TEXT.blankSeparator)
    default:
      return ''
  }
}

/** A short answer's reference answer (server HTML, shown sanitised through RichHtml); '' for other types. */
export function referenceHtml(question: Question): string {
  return question.type === 'short-answer' ? question.answer.trim() : ''
}

function Head({ question, index, total }: { question: Question; index: number; total: number }) {
  return (
    <View className="exam-question__head">
      <Text className="exam-question__type">{question.type_text}</Text>
      <Text className="exam-question__number">
        {index + 1}/{total}
      </Text>
      {/* A score the answer did not say is left out, never 0分. */}
      {question.score === null ? null : (
        <Text className="exam-question__score">{TEXT.score(question.score)}</Text>
      )}
    </View>
  )
}

/** One question to answer: the stem, then the options, 正确/错误, the blanks or a text box, per its type. */
export const ExamQuestion = observer(function ExamQuestion({
  sheet,
  question,
  index,
}: {
  sheet: AnswerSheet
  question: Question
  index: number
}) {
  const value = sheet.answerOf(question.id)
  // The choices are named by the question: its number and its stem as plain text.
  const groupName = TEXT.groupName(index + 1, htmlToText(question.content, GROUP_NAME_MAX))
  return (
    <View className="exam-question" id="exam-question" data-question={question.id} data-type={question.type}>
      <Head question={question} index={index} total={sheet.total} />
      <RichHtml className="exam-question__stem" html={question.content} />
      {question.type === 'single' || question.type === 'multiple' ? (
        <View
          className="exam-question__options"
          {...a11y(question.type === 'single' ? 'radiogroup' : 'group', { label: groupName })}
        >
          {question.options.map((option) => {
            const chosen =
              question.type === 'single'
                ? value === option.key
                : Array.isArray(value) && value.includes(option.key)
            return (
              <View
                key={option.key}
                id={`exam-option-${option.key}`}
                className={`exam-question__option${chosen ? ' exam-question__option--on' : ''}`}
                data-chosen={chosen ? 'true' : 'false'}
                // Named by its letter and text (its content); chosen is its checked state.
                {...a11y(question.type === 'single' ? 'radio' : 'checkbox', { checked: chosen })}
                onClick={() =>
                  question.type === 'single'
                    ? sheet.answer(question.id, option.key)
                    : sheet.toggleOption(question.id, option.key)
                }
              >
                <OptionBody option={option} square={question.type === 'multiple'} />
              </View>
            )
          })}
        </View>
      ) : null}
      {question.type === 'judge' ? (
        <View className="exam-question__options" {...a11y('radiogroup', { label: groupName })}>
          {([JUDGE_TRUE, JUDGE_FALSE] as const).map((judge) => (
            <View
              key={judge}
              id={`exam-judge-${judge}`}
              className={`exam-question__option${value === judge ? ' exam-question__option--on' : ''}`}
              data-chosen={value === judge ? 'true' : 'false'}
              {...a11y('radio', { checked: value === judge })}
              onClick={() => sheet.answer(question.id, judge)}
            >
              {/* The tick or cross repeats the word next to it: not read. */}
              <Text className="exam-question__letter" {...a11y(null, { hidden: true })}>
                {judge === JUDGE_TRUE ? '✓' : '✗'}
              </Text>
              <Text className="exam-question__option-text">
                {judge === JUDGE_TRUE ? TEXT.judgeTrue : TEXT.judgeFalse}
              </Text>
            </View>
          ))}
        </View>
      ) : null}
      {question.type === 'fill' ? (
        <View className="exam-question__blanks">
          {(Array.isArray(value) ? value : []).map((blank, i) => (
            <View key={i} className="exam-question__blank">
              <Text className="exam-question__blank-label">{TEXT.blank(i + 1)}</Text>
              <TextField
                id={`exam-blank-${i}`}
                className="exam-question__blank-input"
                value={blank}
                placeholder={TEXT.blankPlaceholder}
                maxlength={INPUT_LIMITS.blank}
                onChange={(text) => sheet.setBlank(question.id, i, text)}
              />
            </View>
          ))}
        </View>
      ) : null}
      {question.type === 'short-answer' ? (
        <View className="exam-question__text-box">
          <AnswerTextarea
            id="exam-text"
            className="exam-question__text"
            value={typeof value === 'string' ? value : ''}
            placeholder={TEXT.textPlaceholder}
            label={TEXT.textLabel(index + 1)}
            maxlength={INPUT_LIMITS.text}
            onInput={(text) => sheet.answer(question.id, text)}
          />
          <Text className="exam-question__count">
            {TEXT.count(typeof value === 'string' ? value.length : 0, INPUT_LIMITS.text)}
          </Text>
        </View>
      ) : null}
    </View>
  )
})

/** One answered question in the review: stem, options, my answer, the right one, the score, the mark, 解析. */
export function ExamReviewItem({
  row,
  value,
  mark,
  index,
  total,
}: {
  row: AnswerRow
  value: AnswerValue
  mark: Correctness
  index: number
  total: number
}) {
  const { question } = row
  const mine = answerText(question, value)
  const right = rightAnswerText(question)
  const reference = referenceHtml(question)
  const rightKeys = answerKeys(question)
  return (
    <View className="exam-question exam-question--review" id={`review-${question.id}`} data-mark={mark}>
      <Head question={question} index={index} total={total} />
      <RichHtml className="exam-question__stem" html={question.content} />
      {question.options.length > 0 && (question.type === 'single' || question.type === 'multiple') ? (
        <View className="exam-question__options">
          {question.options.map((option) => {
            const chosen = Array.isArray(value) ? value.includes(option.key) : value === option.key
            const state = rightKeys.includes(option.key) ? 'right' : chosen ? 'wrong' : ''
            return (
              <View
                key={option.key}
                className={`exam-question__option exam-question__option--static${
                  state ? ` exam-question__option--${state}` : ''
                }`}
                data-state={state || 'none'}
              >
                <OptionBody option={option} />
              </View>
            )
          })}
        </View>
      ) : null}
      <View className="exam-question__review">
        <View className="exam-question__review-line">
          <Text className={`exam-question__mark exam-question__mark--${mark}`}>{TEXT.marks[mark]}</Text>
          {row.score === null ? null : (
            <Text className="exam-question__earned">{TEXT.earned(row.score)}</Text>
          )}
        </View>
        <Text className="exam-question__review-line exam-question__mine">
          {TEXT.myAnswer}
          {mine || TEXT.none}
        </Text>
        {right ? (
          <Text className="exam-question__review-line exam-question__right">
            {TEXT.rightAnswer}
            {right}
          </Text>
        ) : null}
        {reference ? (
          <View className="exam-question__reference" id={`reference-${question.id}`}>
            <Text className="exam-question__reference-label">{TEXT.referenceAnswer}</Text>
            <RichHtml html={reference} />
          </View>
        ) : null}
        {question.remark ? (
          <View className="exam-question__remark">
            <Text className="exam-question__remark-label">{TEXT.remark}</Text>
            <RichHtml html={question.remark} />
          </View>
        ) : null}
      </View>
    </View>
  )
}
