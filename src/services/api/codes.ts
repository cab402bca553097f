import { num } from './normalize'

/**
 * MeEdu's numeric codes, each named once. The readers in this folder turn a code into its name (or a flag into a
 * boolean) as the answer arrives, so stores, pages and components compare names, never server numbers
 * (test/unit/server-codes.test.ts keeps it so). A code the server may add later reads as the stated fallback.
 *
 * These are the exam's codes and the commerce texts below. The login answers' two codes live with their reader in
 * auth.ts: the first screen loads auth.ts, and a shared module keeps every export, so these stay off it.
 */

/** A paper question's `type`: 1 单选题, 2 多选题, 3 填空题, 4 问答题, 5 判断题. */
export type QuestionType = 'single' | 'multiple' | 'fill' | 'short-answer' | 'judge'

export const QUESTION_TYPE_CODES: Readonly<Record<number, QuestionType>> = {
  1: 'single',
  2: 'multiple',
  3: 'fill',
  4: 'short-answer',
  5: 'judge',
}

/** An unknown type is answered as a short answer (free text), which any question can take. */
export const readQuestionType = (value: unknown): QuestionType =>
  QUESTION_TYPE_CODES[num(value)] ?? 'short-answer'

/** An attempt's (`user_paper`) `status`: 1 考试中, 2 已结束 (scored), 3 阅卷中 (waiting for a teacher). */
export type AttemptStatus = 'ongoing' | 'ended' | 'marking'

const ATTEMPT_STATUS_CODES: Readonly<Record<number, AttemptStatus>> = {
  1: 'ongoing',
  2: 'ended',
  3: 'marking',
}

/** An unknown status reads as in progress (the attempt page then asks the server again on 交卷). */
export const readAttemptStatus = (value: unknown): AttemptStatus =>
  ATTEMPT_STATUS_CODES[num(value)] ?? 'ongoing'

/** 交卷's `status`: 3 waiting for a teacher, anything else scored. */
export const readSubmitStatus = (value: unknown): 'ended' | 'marking' =>
  readAttemptStatus(value) === 'marking' ? 'marking' : 'ended'

/**
 * An answer row's `is_correct` after scoring: 1 right, 0 wrong, 2 partly right, 3 not answered; -1, empty or
 * anything else: not scored yet (or before the end).
 */
export type Correctness = 'right' | 'wrong' | 'partial' | 'unanswered' | 'pending'

const CORRECTNESS_CODES: Readonly<Record<number, Correctness>> = {
  1: 'right',
  0: 'wrong',
  2: 'partial',
  3: 'unanswered',
}

export function readCorrectness(value: unknown): Correctness {
  if (value === null || value === undefined || value === '') return 'pending'
  return CORRECTNESS_CODES[num(value, -1)] ?? 'pending'
}

/**
 * A true/false (判断题) answer as the server takes and gives it: 1 正确, 0 错误. The sheet keeps and sends these
 * numbers as they are (the wire and storage shape), so they are named rather than read into another value.
 */
export const JUDGE_TRUE = 1
export const JUDGE_FALSE = 0
export type JudgeAnswer = typeof JUDGE_TRUE | typeof JUDGE_FALSE

/** Reads `1` / `"1"` / `0` / `"0"` as a true/false answer; anything else is no answer. */
export function readJudgeAnswer(value: unknown): JudgeAnswer | null {
  if (value === JUDGE_TRUE || value === String(JUDGE_TRUE)) return JUDGE_TRUE
  if (value === JUDGE_FALSE || value === String(JUDGE_FALSE)) return JUDGE_FALSE
  return null
}

/**
 * Refusals MeEdu 4.9.10 answers in English, in the learner's words (passed as `serverMessages` to the call that can
 * get them). Hand pay (`POST /api/v3/order/pay/handPay`) of an order that has no payment method and is not 未支付
 * (paid by a promo code, or cancelled) fails in `OrderService::change2Paying` with `order status error`.
 */
export const HAND_PAY_MESSAGES: Readonly<Record<string, string>> = {
  'order status error': '该订单已支付或已取消，无法使用手动打款，请在“我的订单”中查看',
}
