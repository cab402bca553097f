import { JUDGE_FALSE, JUDGE_TRUE, readJudgeAnswer } from '@/services/api/codes'
import {
  BLANK_MAX,
  SHORT_ANSWER_MAX,
  type AnswerRow,
  type Question,
  type WireAnswer,
} from '@/services/api/paper'

/** The two answers of a true/false question, for the views that draw them. */
export { JUDGE_FALSE, JUDGE_TRUE }

/**
 * The answer codec: one exam answer as the sheet keeps it (on screen and in storage), as `submit/single` sends
 * it, and as the server's saved row gives it back. Pure functions of the question's type; the sheet
 * (answer-sheet.ts) keeps the answers and queues their sends.
 */

/**
 * What the learner gave for one question, as the sheet keeps it:
 * single the option key (`option2`, '' none); multiple the option keys; true/false (judge) `JUDGE_TRUE` /
 * `JUDGE_FALSE` / null; fill-in one string per blank; short answer the text.
 */
export type AnswerValue = string | string[] | number | null

const optionNumber = (key: string) => Number(key.replace(/^option/, '')) || 0
const sortOptions = (keys: string[]) =>
  [...new Set(keys.filter((key) => /^option\d+$/.test(key)))].sort(
    (a, b) => optionNumber(a) - optionNumber(b)
  )

export function emptyAnswer(question: Question): AnswerValue {
  switch (question.type) {
    case 'multiple':
      return []
    case 'fill':
      return Array.from({ length: question.input_length }, () => '')
    case 'judge':
      return null
    default:
      return ''
  }
}

/** The value as the sheet keeps it for this type (a stored or typed value of the wrong shape reads as empty). */
export function normalizeAnswer(question: Question, value: unknown): AnswerValue {
  switch (question.type) {
    case 'single':
      return typeof value === 'string' && /^option\d+$/.test(value) ? value : ''
    case 'multiple':
      return Array.isArray(value) ? sortOptions(value.filter((v): v is string => typeof v === 'string')) : []
    case 'judge':
      return readJudgeAnswer(value)
    case 'fill': {
      const blanks = Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : '')) : []
      return Array.from({ length: question.input_length }, (_, i) => (blanks[i] ?? '').slice(0, BLANK_MAX))
    }
    default:
      return typeof value === 'string' ? value.slice(0, SHORT_ANSWER_MAX) : ''
  }
}

export function isAnswered(question: Question, value: AnswerValue): boolean {
  switch (question.type) {
    case 'multiple':
      return Array.isArray(value) && value.length > 0
    case 'fill':
      return Array.isArray(value) && value.some((blank) => blank.trim() !== '')
    case 'judge':
      return value === JUDGE_TRUE || value === JUDGE_FALSE
    default:
      return typeof value === 'string' && value.trim() !== ''
  }
}

/**
 * What `submit/single` sends (services/api/README.md, "Answers"): `"option2"`; `"option1,option3"` sorted; `1` / `0`; the blanks;
 * the text. An unanswered question sends `""` (`[]` for a fill-in), which clears it.
 */
export function toWire(question: Question, value: AnswerValue): WireAnswer {
  const normal = normalizeAnswer(question, value)
  if (!isAnswered(question, normal)) return question.type === 'fill' ? [] : ''
  switch (question.type) {
    case 'multiple':
      return (normal as string[]).join(',')
    case 'fill':
      return normal as string[]
    case 'judge':
      return normal as number
    default:
      return normal as string
  }
}

/** What the server saved for a row (`answer_content`, `answer_contents_rows`), as a sheet value. */
export function answerFromRow(row: AnswerRow): AnswerValue {
  const { question } = row
  const content = row.answer_content
  const rows = row.answer_contents_rows
  switch (question.type) {
    case 'multiple':
      return normalizeAnswer(question, rows.length > 0 ? rows : content.split(','))
    case 'fill':
      return normalizeAnswer(question, rows.length > 0 ? rows : content === '' ? [] : content.split(','))
    default:
      return normalizeAnswer(question, content)
  }
}
