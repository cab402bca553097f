/** The Paper add-on as its API answers (contract §9): a paper, a question, an answer row. Pass what a test needs. */
import { readQuestion, type Question } from '@/services/api/paper'
import type { AttemptNotice, AttemptScreen, SubmitOutcome } from '@/stores/exam-attempt'

export const PAPER_BASE = '/addons/Paper/api/v1'

/** A free paper of 5 questions, 100 points (60 to pass), 10 minutes, open to the learner. */
export const rawPaper = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `试卷${id}`,
  thumb: '',
  charge: 0,
  is_free: 1,
  score: 100,
  pass_score: 60,
  try_times: 0,
  expired_minutes: 10,
  questions_count: 5,
  cur_user_can_join: true,
  enabled_invite: 0,
  ...extra,
})

/** A question of `type` (1 single, 2 multiple, 3 fill-in, 4 short answer, 5 true/false), 20 points, options 甲乙丙. */
export const rawQuestion = (id: number, type: number, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  score: 20,
  content: `<p>题${id}</p>`,
  option1: '甲',
  option2: '乙',
  option3: '丙',
  input_length: 2,
  ...extra,
})

export type RawQuestion = ReturnType<typeof rawQuestion>

/**
 * One question of each type as the answer sheet gets them (read by the paper reader): 10 points, options A B C; the
 * multiple choice also has a tenth option J, the fill-in two blanks.
 */
export function sheetQuestions(): Record<'SINGLE' | 'MULTI' | 'FILL' | 'SHORT' | 'JUDGE', Question> {
  const q = (id: number, type: number, extra: Record<string, unknown> = {}) =>
    readQuestion({
      id,
      type,
      score: 10,
      content: `<p>第${id}题</p>`,
      option1: 'A',
      option2: 'B',
      option3: 'C',
      ...extra,
    })
  return {
    SINGLE: q(1, 1),
    MULTI: q(2, 2, { option10: 'J' }),
    FILL: q(3, 3, { input_length: 2 }),
    SHORT: q(4, 4),
    JUDGE: q(5, 5),
  }
}

/** The attempt's row for a question: unanswered, unmarked, until `extra` says otherwise. */
export const answerRow = (question: RawQuestion, extra: Record<string, unknown> = {}) => ({
  id: question.id + 100,
  question_id: question.id,
  answer_content: '',
  answer_contents_rows: [],
  is_correct: -1,
  score: 0,
  question,
  ...extra,
})

const heard = new WeakMap<AttemptScreen, AttemptNotice[]>()

/** Listen to an attempt as its page does (AttemptScreen.listen); `autoOutcome` and `refusal` read what it said. */
export function listenTo(screen: AttemptScreen): AttemptScreen {
  const notices: AttemptNotice[] = []
  heard.set(screen, notices)
  screen.listen((notice) => notices.push(notice))
  return screen
}

/** How the paper handed in by itself went, as the attempt told its page last (null until it did). */
export function autoOutcome(screen: AttemptScreen): SubmitOutcome | null {
  const told = (heard.get(screen) ?? []).filter((notice) => notice.kind === 'auto-submitted')
  return told.at(-1)?.outcome ?? null
}

/** The answer the server refused last, as the attempt told its page (null when none was). */
export function refusal(screen: AttemptScreen): { questionId: number; message: string } | null {
  const told = (heard.get(screen) ?? []).filter((notice) => notice.kind === 'answer-refused')
  return told.at(-1) ?? null
}

/** The countdown marks (seconds left) the attempt told its page it crossed, in order. */
export function marksCrossed(screen: AttemptScreen): number[] {
  return (heard.get(screen) ?? []).flatMap((notice) => (notice.kind === 'time-left' ? [notice.seconds] : []))
}
