import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { KeyValueStorage } from '@/platform/types'
import type { AnswerRow, Question, WireAnswer } from '@/services/api/paper'
import {
  answerFromRow,
  emptyAnswer,
  isAnswered,
  normalizeAnswer,
  toWire,
  type AnswerValue,
} from './answer-codec'

/** A score passes at `score ≥ pass_score`; null when either is not known (then neither 及格 nor 不及格). */
export const passed = (score: number | null, passScore: number | null): boolean | null =>
  score === null || passScore === null ? null : score >= passScore

/** Timers for the text answers' debounce (injectable for tests). */
export interface Timers {
  set(fn: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export const systemTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface AnswerSheetOptions {
  questions: Question[]
  /** The storage key: one per learner, paper and attempt. */
  storageKey: string
  storage: KeyValueStorage
  /** Sends one answer (submit/single). */
  send: (questionId: number, answer: WireAnswer) => Promise<void>
  /** The server refused the answer (not a network failure): it will not be sent again. */
  isRefusal?: (error: unknown) => boolean
  /** Told when the server refused an answer, with its error (the page shows the server's message). */
  onRefused?: (questionId: number, error: unknown) => void
  timers?: Timers
  /** How long typing (fill-in, short answer) waits before sending. */
  debounceMs?: number
  /** The server clock's offset to keep with the answers (null: nothing learnt from the server). */
  clockOffset?: () => number | null
}

interface Stored {
  answers: Record<string, unknown>
  pending: number[]
  /** The question on screen (0-based), so a reload or restart resumes there. */
  index: number
  /** Server time − device time (ms) as last known, so a reload or restart keeps the server's time. */
  clockOffset?: number
}

export function readStored(storage: KeyValueStorage, key: string): Stored | null {
  try {
    const parsed = JSON.parse(storage.get(key) ?? '') as Partial<Stored>
    if (!parsed || typeof parsed !== 'object') return null
    return {
      answers: parsed.answers && typeof parsed.answers === 'object' ? parsed.answers : {},
      pending: Array.isArray(parsed.pending) ? parsed.pending.filter((n) => typeof n === 'number') : [],
      index:
        typeof parsed.index === 'number' && Number.isInteger(parsed.index) && parsed.index >= 0
          ? parsed.index
          : 0,
      ...(typeof parsed.clockOffset === 'number' && Number.isFinite(parsed.clockOffset)
        ? { clockOffset: parsed.clockOffset }
        : {}),
    }
  } catch {
    return null
  }
}

/**
 * The answers of one attempt, one question on screen at a time.
 *
 * Nothing given is ever lost: every answer is written to storage the moment it is given (with the list of
 * answers the server has not acknowledged yet), then sent — at once for a choice, after a pause in typing for
 * text. A send that fails stays pending and goes out again with the next answer or `flush()` (交卷); the same
 * question is never sent twice at once, and an answer changed while its send was on the way is sent again.
 * `restore()` merges what the server saved with what storage kept: an answer storage still marks unsent wins;
 * the question on screen is kept in the same entry and comes back with it.
 */
export class AnswerSheet {
  readonly questions: Question[]
  answers: Record<number, AnswerValue> = {}
  /** Answers the server has not acknowledged (sent or not yet). */
  readonly pending = observable.set<number>()
  /** Answers whose last send failed (network, server error): kept and sent again. */
  readonly failed = observable.set<number>()
  /** The question on screen. */
  index = 0
  private readonly versions = new Map<number, number>()
  private readonly chains = new Map<number, Promise<void>>()
  private readonly queued = new Set<number>()
  private readonly timers: Timers
  private readonly debounces = new Map<number, unknown>()
  private disposed = false
  /** Storage is written only once `restore()` has read it (a move before that must not wipe kept answers). */
  private restored = false

  constructor(private readonly options: AnswerSheetOptions) {
    this.questions = options.questions
    this.timers = options.timers ?? systemTimers
    for (const question of this.questions) this.answers[question.id] = emptyAnswer(question)
    makeAutoObservable<
      AnswerSheet,
      'options' | 'versions' | 'chains' | 'queued' | 'timers' | 'debounces' | 'disposed' | 'restored'
    >(this, {
      options: false,
      questions: false,
      versions: false,
      chains: false,
      queued: false,
      timers: false,
      debounces: false,
      disposed: false,
      restored: false,
    })
  }

  /**
   * Resume: the server's saved answers, then what storage kept on top — an unsent one wins, and one the server
   * does not have is sent again. The question that was on screen is shown again. Whatever is pending afterwards
   * is sent.
   */
  restore(rows: AnswerRow[]): void {
    const byId = new Map(this.questions.map((question) => [question.id, question]))
    for (const row of rows) {
      const question = byId.get(row.question_id)
      if (question) this.answers[question.id] = answerFromRow({ ...row, question })
    }
    const stored = readStored(this.options.storage, this.options.storageKey)
    if (stored) {
      const unsent = new Set(stored.pending)
      for (const question of this.questions) {
        if (!(String(question.id) in stored.answers)) continue
        const local = normalizeAnswer(question, stored.answers[String(question.id)])
        const server = this.answers[question.id]
        const differs = JSON.stringify(toWire(question, local)) !== JSON.stringify(toWire(question, server))
        if (unsent.has(question.id) || (differs && !isAnswered(question, server))) {
          this.answers[question.id] = local
          if (differs) this.pending.add(question.id)
        }
      }
      if (stored.index < this.questions.length) this.index = stored.index
    }
    this.restored = true
    this.persist()
    this.retryPending()
  }

  get current(): Question | null {
    return this.questions[this.index] ?? null
  }

  get total(): number {
    return this.questions.length
  }

  answerOf(questionId: number): AnswerValue {
    return this.answers[questionId] ?? null
  }

  answered(questionId: number): boolean {
    const question = this.questions.find((item) => item.id === questionId)
    return !!question && isAnswered(question, this.answerOf(questionId))
  }

  get answeredCount(): number {
    return this.questions.filter((question) => isAnswered(question, this.answerOf(question.id))).length
  }

  get unansweredCount(): number {
    return this.total - this.answeredCount
  }

  get pendingCount(): number {
    return this.pending.size
  }

  /** Answers the server has not got because their last send failed (the page says they are kept here). */
  get unsentCount(): number {
    return this.failed.size
  }

  /** Show another question; where the learner is goes to storage with the answers. */
  go(index: number): void {
    if (index < 0 || index >= this.questions.length || index === this.index) return
    this.index = index
    if (this.restored && !this.disposed) this.persist()
  }

  next(): void {
    this.go(this.index + 1)
  }

  prev(): void {
    this.go(this.index - 1)
  }

  /** Give (or change) an answer: kept in storage at once, then sent (text after a pause in typing). */
  answer(questionId: number, value: unknown): void {
    const question = this.questions.find((item) => item.id === questionId)
    if (!question || this.disposed) return
    this.answers[questionId] = normalizeAnswer(question, value)
    this.versions.set(questionId, (this.versions.get(questionId) ?? 0) + 1)
    this.pending.add(questionId)
    this.persist()
    const old = this.debounces.get(questionId)
    if (old !== undefined) this.timers.clear(old)
    this.debounces.delete(questionId)
    if (question.type === 'fill' || question.type === 'short-answer') {
      const debounceMs = this.options.debounceMs ?? 800
      this.debounces.set(
        questionId,
        this.timers.set(() => {
          this.debounces.delete(questionId)
          void this.sendNow(questionId)
        }, debounceMs)
      )
    } else {
      void this.sendNow(questionId)
    }
  }

  /** Choice helpers: pick a single option, toggle one of several, 正确 / 错误. */
  toggleOption(questionId: number, key: string): void {
    const value = this.answerOf(questionId)
    const keys = Array.isArray(value) ? value : []
    this.answer(questionId, keys.includes(key) ? keys.filter((item) => item !== key) : [...keys, key])
  }

  setBlank(questionId: number, blank: number, text: string): void {
    const value = this.answerOf(questionId)
    const blanks = Array.isArray(value) ? [...value] : []
    blanks[blank] = text
    this.answer(questionId, blanks)
  }

  /**
   * Send everything pending now (before 交卷): true when the server has every answer (a refused one counts as
   * settled: the server said why), false when a send failed.
   */
  async flush(): Promise<boolean> {
    for (const [questionId, handle] of this.debounces) {
      this.timers.clear(handle)
      this.debounces.delete(questionId)
    }
    await Promise.all([...this.pending].map((questionId) => this.sendNow(questionId)))
    return this.pending.size === 0
  }

  /** After 交卷 succeeded: nothing to resume any more. */
  clearStorage(): void {
    this.options.storage.remove(this.options.storageKey)
  }

  dispose(): void {
    this.disposed = true
    for (const handle of this.debounces.values()) this.timers.clear(handle)
    this.debounces.clear()
  }

  /** Send what is pending and not waiting for a pause in typing (after a resume, after a success). */
  private retryPending(): void {
    for (const questionId of this.pending) {
      if (!this.debounces.has(questionId) && !this.chains.has(questionId)) void this.sendNow(questionId)
    }
  }

  private persist(): void {
    const answers: Record<string, AnswerValue> = {}
    for (const question of this.questions) {
      const value = this.answers[question.id]
      if (isAnswered(question, value) || this.pending.has(question.id)) answers[question.id] = value
    }
    try {
      const stored: Stored = { answers, pending: [...this.pending], index: this.index }
      const clockOffset = this.options.clockOffset?.() ?? null
      if (clockOffset !== null) stored.clockOffset = clockOffset
      this.options.storage.set(this.options.storageKey, JSON.stringify(stored))
    } catch {
      // Storage full or unavailable: the answer is still on screen and on its way to the server.
    }
  }

  /**
   * One send at a time per question, each sending the answer as it is when its turn comes: while one is on its
   * way, at most one more waits behind it (it will carry the newest answer).
   */
  private sendNow(questionId: number): Promise<void> {
    const previous = this.chains.get(questionId)
    if (previous && this.queued.has(questionId)) return previous
    let next: Promise<void>
    if (previous) {
      this.queued.add(questionId)
      next = previous.then(() => {
        this.queued.delete(questionId)
        return this.sendOnce(questionId)
      })
    } else {
      next = this.sendOnce(questionId)
    }
    this.chains.set(questionId, next)
    void next.finally(() => {
      if (this.chains.get(questionId) === next) this.chains.delete(questionId)
    })
    return next
  }

  private async sendOnce(questionId: number): Promise<void> {
    const question = this.questions.find((item) => item.id === questionId)
    if (!question || !this.pending.has(questionId)) return
    const version = this.versions.get(questionId) ?? 0
    const wire = toWire(question, this.answers[questionId])
    try {
      await this.options.send(questionId, wire)
    } catch (error) {
      if (!this.options.isRefusal?.(error)) {
        runInAction(() => this.failed.add(questionId))
        return // kept: sent again later
      }
      this.options.onRefused?.(questionId, error)
    }
    runInAction(() => {
      this.failed.delete(questionId)
      if ((this.versions.get(questionId) ?? 0) !== version) return // changed meanwhile: its own send follows
      this.pending.delete(questionId)
      this.persist()
    })
    if (!this.disposed) this.retryPending()
  }
}
