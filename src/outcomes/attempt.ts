import { toast } from '@/platform/toast'
import type { AttemptNotice, SubmitOutcome } from '@/stores/exam-attempt'

/** What an exam attempt tells after 交卷, and when the server refused an answer sent in the background. */
export const ATTEMPT_OUTCOME_TEXT = {
  submitted: '交卷成功',
  autoSubmitted: '考试时间已到，已自动交卷',
  unsent: '有答案未能保存到服务器，请检查网络后重新交卷',
  autoSubmitFailed: '考试时间已到，交卷未成功，答案仍保存在本机；网络恢复后将自动重新交卷，也可点击交卷重试',
} as const

/**
 * After 交卷, the learner's or the deadline's. The learner's `failed`: the HTTP layer said why and the button
 * stays for another try. The deadline's that did not go in stays on the page and goes in again when the network
 * is back; the toast says so.
 */
export function afterAttemptSubmit(outcome: SubmitOutcome, by: 'learner' | 'deadline'): void {
  const text = ATTEMPT_OUTCOME_TEXT
  if (outcome.kind === 'busy') return
  if (outcome.kind === 'done') toast(by === 'deadline' ? text.autoSubmitted : text.submitted)
  else if (by === 'deadline') toast(text.autoSubmitFailed)
  else if (outcome.kind === 'unsent') toast(text.unsent)
}

/** The server refused an answer sent in the background (too long, time is up): its own words. */
export function afterAnswerRefused(notice: Extract<AttemptNotice, { kind: 'answer-refused' }>): void {
  if (notice.message) toast(notice.message)
}
