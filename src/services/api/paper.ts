import { http, unreadableAnswer, type RequestOptions } from '../http'
import {
  readAttemptStatus,
  readCorrectness,
  readQuestionType,
  readSubmitStatus,
  type AttemptStatus,
  type Correctness,
  type QuestionType,
} from './codes'
import { arr, flag, id, list, num, obj, pageTotal, str, type Raw } from './normalize'
import { readPlacedOrder, type PlacedOrder } from './order'

/**
 * The Paper add-on (`/addons/Paper/api/v1/…`, contract §9; notes: README.md "The Paper add-on"). Only the exam
 * pages (and the checkout, for a paid paper) call it, and only when `config.enabled_addons` has `Paper`.
 */

export type { AttemptStatus, Correctness, QuestionType } from './codes'

export interface Paper {
  id: number
  title: string
  thumb: string
  charge: number
  is_free: boolean
  score: number
  pass_score: number
  /** 0: unlimited. */
  try_times: number
  /** 0: no time limit. */
  expired_minutes: number
  questions_count: number
  cur_user_can_join: boolean
  enabled_invite: boolean
  /** Facts the answer did not say (their numbers read 0): pages show nothing for them, never 0. */
  unstated: PaperFact[]
}

/**
 * Numbers of a paper an answer may leave out: the list's papers (contract §9) list no `score` or `pass_score`.
 * `expired_minutes: null` is said (no time limit); a missing one is not.
 */
export type PaperFact = 'score' | 'pass_score' | 'questions_count' | 'expired_minutes'
const PAPER_FACTS: readonly PaperFact[] = ['score', 'pass_score', 'questions_count', 'expired_minutes']

export interface Attempt {
  id: number
  paper_id: number
  status: AttemptStatus
  /** null: the answer did not say it (shown as not known, never 0). */
  score: number | null
  created_at: string
  /** The deadline of a timed attempt (ISO UTC or `YYYY-MM-DD HH:mm:ss`), '' when untimed. */
  ended_at: string
}

export interface QuestionOption {
  /** `option1` … `option10`: what an answer names. */
  key: string
  html: string
}

export interface Question {
  id: number
  type: QuestionType
  type_text: string
  /** null: the answer did not say it (no 分 shown). */
  score: number | null
  content: string
  options: QuestionOption[]
  /** The right answer, only once the attempt is over ('' before). */
  answer: string
  remark: string
  /** Fill-in: how many blanks (at least 1). */
  input_length: number
}

export interface AnswerRow {
  id: number
  question_id: number
  answer_content: string
  answer_contents_rows: string[]
  is_correct: Correctness
  /** What the row earned; null when the answer did not say (no 得分 shown). */
  score: number | null
  question: Question
}

export interface PaperListItem {
  paper: Paper
  attempts: Attempt[]
}

export interface RequiredCourse {
  id: number
  title: string
  thumb: string
  charge: number
}

export interface PaperDetail {
  paper: Paper
  /** The sum of the `questions` groups (the paper's own count when they are missing). */
  questionsCount: number
  attempts: Attempt[]
  canJoin: boolean
  joinCount: number
  requiredCourses: RequiredCourse[]
}

export interface AttemptDetail {
  paper: Paper
  attempt: Attempt
  rows: AnswerRow[]
}

/** What `submit/single` sends: `"option2"`, `"option1,option3"`, `1`/`0`, `["a", "b"]`, `"text"`. */
export type WireAnswer = string | number | string[]

/** Limits the demo server enforces (README: Limits): a short answer, one blank. */
export const SHORT_ANSWER_MAX = 2000
export const BLANK_MAX = 200

const BASE = '/addons/Paper/api/v1'

const TYPE_TEXT: Record<QuestionType, string> = {
  single: '单选题',
  multiple: '多选题',
  fill: '填空题',
  'short-answer': '问答题',
  judge: '判断题',
}

export function readPaper(raw: Raw): Paper {
  return {
    id: id(raw.id),
    title: str(raw.title),
    thumb: str(raw.thumb),
    charge: Math.max(0, num(raw.charge)),
    is_free: flag(raw.is_free),
    score: Math.max(0, num(raw.score)),
    pass_score: Math.max(0, num(raw.pass_score)),
    try_times: Math.max(0, Math.floor(num(raw.try_times))),
    expired_minutes: Math.max(0, Math.floor(num(raw.expired_minutes))),
    questions_count: Math.max(0, Math.floor(num(raw.questions_count))),
    cur_user_can_join: flag(raw.cur_user_can_join),
    enabled_invite: flag(raw.enabled_invite),
    unstated: PAPER_FACTS.filter(
      (fact) => !Number.isFinite(num(raw[fact], NaN)) && !(fact === 'expired_minutes' && raw[fact] === null)
    ),
  }
}

/** A number the answer said, or null (left out, null, not a number): never read as a shown 0. */
function saidNumber(value: unknown): number | null {
  const n = num(value, NaN)
  return Number.isFinite(n) ? n : null
}

/** Whether the paper's answer said this number (else it is not shown). */
export const stated = (paper: Pick<Paper, 'unstated'>, fact: PaperFact): boolean =>
  !paper.unstated.includes(fact)

const nonNegative = (n: number | null): number | null => (n === null ? null : Math.max(0, n))

export function readAttempt(raw: Raw): Attempt {
  return {
    id: id(raw.id),
    paper_id: id(raw.paper_id),
    status: readAttemptStatus(raw.status),
    score: saidNumber(raw.score ?? raw.get_score),
    created_at: str(raw.created_at),
    ended_at: str(raw.ended_at),
  }
}

const attemptList = (value: unknown): Attempt[] => list(value, readAttempt)

export function readQuestion(raw: Raw): Question {
  const options: QuestionOption[] = []
  for (let i = 1; i <= 10; i += 1) {
    const html = str(raw[`option${i}`])
    if (html.trim() !== '') options.push({ key: `option${i}`, html })
  }
  const type = readQuestionType(raw.type)
  return {
    id: id(raw.id),
    type,
    type_text: str(raw.type_text) || TYPE_TEXT[type],
    score: nonNegative(saidNumber(raw.score)),
    content: str(raw.content),
    options,
    answer: str(raw.answer),
    remark: str(raw.remark),
    input_length: Math.min(20, Math.max(1, Math.floor(num(raw.input_length, 1)))),
  }
}

export function readAnswerRow(raw: Raw): AnswerRow {
  const question = readQuestion(obj(raw.question))
  return {
    id: id(raw.id),
    question_id: id(raw.question_id) || question.id,
    answer_content: str(raw.answer_content),
    answer_contents_rows: arr(raw.answer_contents_rows).map((item) => str(item)),
    is_correct: readCorrectness(raw.is_correct),
    score: saidNumber(raw.score),
    question,
  }
}

/** The learner's attempts by paper id: `{<paperId>: [attempt]}` or a list of attempts with `paper_id`. */
function attemptsByPaper(value: unknown): Map<number, Attempt[]> {
  const byPaper = new Map<number, Attempt[]>()
  const add = (paperId: number, attempt: Attempt) => {
    if (paperId <= 0 || attempt.id <= 0) return
    byPaper.set(paperId, [...(byPaper.get(paperId) ?? []), attempt])
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const attempt = readAttempt(obj(item))
      add(attempt.paper_id, attempt)
    }
  } else {
    for (const [key, items] of Object.entries(obj(value))) {
      for (const attempt of attemptList(Array.isArray(items) ? items : [items])) add(id(key), attempt)
    }
  }
  return byPaper
}

/** 考试: the papers, 10 a page (`{data: {data, total}, user_papers}`). */
export async function getPapers(
  query: { page: number; page_size: number },
  options?: RequestOptions
): Promise<{ items: PaperListItem[]; total?: number }> {
  const answer = await http.get<unknown>(`${BASE}/papers`, query, options)
  const data = obj(answer)
  const page = obj(data.data)
  const attempts = attemptsByPaper(data.user_papers)
  // `{data: {data: [...]}}`, `{data: [...]}` or the bare list; with none of them the page is unreadable, not empty.
  const found = [page.data, data.data, answer].find(Array.isArray)
  if (!found) return unreadableAnswer(options)
  const papers = list(found, readPaper)
  return {
    items: papers.map((paper) => ({ paper, attempts: attempts.get(paper.id) ?? [] })),
    total: pageTotal(page.total ?? data.total),
  }
}

const isPlainObject = (value: unknown): value is Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** A paper object with a title: what the paper's page cannot be drawn without. */
const isPaperObject = (value: unknown): value is Raw => isPlainObject(value) && str(value.title) !== ''

/** The paper's page (primary unless told: a missing paper shows the error page). */
export async function getPaper(
  paperId: number,
  options: RequestOptions = { primary: true }
): Promise<PaperDetail> {
  const data = obj(await http.get<unknown>(`${BASE}/paper/${paperId}`, undefined, options))
  // Without its paper the page would be a blank title with 总分0: told as unreadable (重新加载) instead.
  if (!isPaperObject(data.paper)) return unreadableAnswer(options)
  const read = readPaper(data.paper)
  const groups = arr(data.questions)
  const counted = groups.reduce<number>((sum, group) => sum + arr(group).length, 0)
  // The groups count the questions; `[]` (or `{}`) says there are none. Only without them is the count unknown.
  const questionsSaid = data.questions !== null && typeof data.questions === 'object'
  const paper = questionsSaid
    ? { ...read, unstated: read.unstated.filter((fact) => fact !== 'questions_count') }
    : read
  return {
    paper,
    questionsCount: groups.length > 0 ? counted : paper.questions_count,
    attempts: attemptList(data.user_papers),
    canJoin: data.can_join === undefined ? paper.cur_user_can_join : flag(data.can_join),
    joinCount: Math.max(0, Math.floor(num(data.join_count))),
    requiredCourses: list(data.required_courses, (raw) => ({
      id: id(raw.id),
      title: str(raw.title),
      thumb: str(raw.thumb),
      charge: num(raw.charge),
    })),
  }
}

/** A new attempt: its record id. */
export async function joinPaper(paperId: number): Promise<number> {
  const data = obj(await http.get<unknown>(`${BASE}/paper/${paperId}/join`))
  // `record_id`, or the attempt itself (`user_paper`); without either nothing was started that we can open.
  const recordId = id(data.record_id) || id(obj(data.user_paper).id)
  return recordId || unreadableAnswer()
}

/** One attempt with its answer rows (in the paper's order). */
export async function getAttempt(
  paperId: number,
  recordId: number,
  options: RequestOptions = { primary: true }
): Promise<AttemptDetail> {
  const data = obj(await http.get<unknown>(`${BASE}/paper/${paperId}/join/${recordId}`, undefined, options))
  // Without the attempt or its rows the screen would be a fresh attempt, or 该试卷暂无试题: told as unreadable.
  const rowsSaid = data.questions !== null && typeof data.questions === 'object'
  if (!isPlainObject(data.user_paper) || !rowsSaid) return unreadableAnswer(options)
  return {
    paper: readPaper(obj(data.paper)),
    attempt: readAttempt(obj(data.user_paper)),
    rows: arr(data.questions)
      .map((item) => readAnswerRow(obj(item)))
      .filter((row) => row.question_id > 0),
  }
}

/** One answer, as it is given (sending it again replaces it; an empty one clears it). */
export async function submitAnswer(
  paperId: number,
  recordId: number,
  questionId: number,
  answer: WireAnswer,
  options?: RequestOptions
): Promise<void> {
  await http.post<unknown>(
    `${BASE}/paper/${paperId}/submit/single`,
    { pid: recordId, question_id: questionId, answer },
    options
  )
}

/** 交卷's answer: `ended` (scored) or `marking` (waiting for a teacher); `total_score` null when not said. */
export interface SubmitResult {
  status: Exclude<AttemptStatus, 'ongoing'>
  total_score: number | null
}

/** 交卷: `status` 2 scored, 3 waiting for a teacher; `total_score` null when the answer did not say it. */
export async function submitPaper(paperId: number, recordId: number): Promise<SubmitResult> {
  const data = obj(await http.post<unknown>(`${BASE}/paper/${paperId}/submit/all`, { pid: recordId }))
  return { status: readSubmitStatus(data.status), total_score: saidNumber(data.total_score) }
}

/**
 * A paid paper's order: the add-on's own route on every MeEdu (it is not the server's `commerce`). Its answer is
 * an order of 4.9.10's shape, paid with the server's gateways; an add-on that answers as `POST /api/v3/order`
 * does (`order_no`, `pay_url`) is read too. `promo_code` left out when empty.
 */
export async function buyPaper(paperId: number, promoCode: string): Promise<PlacedOrder> {
  const body: Record<string, unknown> = { paper_id: paperId }
  if (promoCode) body.promo_code = promoCode
  return readPlacedOrder(await http.post<unknown>(`${BASE}/paper/buy`, body))
}
