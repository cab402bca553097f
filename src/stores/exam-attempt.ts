import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { platform } from '@/platform'
import type { KeyValueStorage } from '@/platform'
import { ApiError } from '@/services/http'
import {
  BLANK_MAX,
  SHORT_ANSWER_MAX,
  getAttempt,
  submitAnswer,
  submitPaper,
  type AttemptDetail,
} from '@/services/api/paper'
import { AnswerSheet, answersKey, passed, systemTimers, type Timers } from './answer-sheet'
import { Countdown, systemClock, type Clock } from './countdown'
import { parseServerTime } from '@/utils/server-time'
import { paperEnabled } from './exam-papers'
import { Resource } from './resource'
import type { RootStore } from './root-store'
import { Task } from './task'
import { readPositiveId } from '@/utils/url'

export { BLANK_MAX, SHORT_ANSWER_MAX }

/**
 * 交卷: `done` (scored, or waiting for a teacher: the review follows), `unsent` (some answers could not be sent:
 * nothing was submitted, 交卷 can be tried again), `failed` (the server refused or the network failed; the HTTP
 * layer said why), `busy` (one is on its way).
 */
export type SubmitOutcome =
  { kind: 'done'; status: 2 | 3; score: number } | { kind: 'unsent' } | { kind: 'failed' } | { kind: 'busy' }

export interface AttemptDeps {
  storage?: KeyValueStorage
  clock?: Clock
  timers?: Timers
  debounceMs?: number
}

/**
 * /vod/examDetail?id=&record=: one attempt. In progress (status 1): the answer sheet (kept in storage, sent as
 * given), the countdown of a timed attempt (submitting by itself at zero, once) and 交卷. Over (2 已结束, 3
 * 阅卷中): the score and the review of the answers.
 */
export class AttemptScreen {
  readonly paperId: number | null
  readonly recordId: number | null
  readonly attempt: Resource<AttemptDetail>
  sheet: AnswerSheet | null = null
  countdown: Countdown | null = null
  readonly submitting = new Task()
  /** The countdown reached zero and the paper was handed in by itself (or is being). */
  autoSubmitted = false
  /** How the paper handed in by itself went (null until it did). */
  autoOutcome: SubmitOutcome | null = null
  /** The last 交卷 failed (its answers stay; 交卷 again). */
  submitFailed = false
  /** The server refused an answer: its message, for the page to show. */
  refusal: { questionId: number; message: string; at: number } | null = null
  private disposed = false
  private readonly deps: Required<Omit<AttemptDeps, 'debounceMs'>> & { debounceMs?: number }

  constructor(
    private readonly root: RootStore,
    id: unknown,
    record: unknown,
    deps: AttemptDeps = {}
  ) {
    this.paperId = readPositiveId(id)
    this.recordId = readPositiveId(record)
    this.deps = {
      storage: deps.storage ?? platform.storage,
      clock: deps.clock ?? systemClock,
      timers: deps.timers ?? systemTimers,
      debounceMs: deps.debounceMs,
    }
    const paperId = this.paperId ?? 0
    const recordId = this.recordId ?? 0
    this.attempt = new Resource(() => getAttempt(paperId, recordId))
    makeAutoObservable<AttemptScreen, 'root' | 'deps' | 'disposed'>(this, {
      root: false,
      deps: false,
      disposed: false,
      attempt: false,
      submitting: false,
      sheet: observableRef,
      countdown: observableRef,
    })
  }

  get invalid(): boolean {
    return this.paperId === null || this.recordId === null
  }

  get disabled(): boolean {
    return !paperEnabled(this.root)
  }

  get data(): AttemptDetail | null {
    return this.attempt.data
  }

  /** In progress: the answering screen; else the result and review. */
  get answering(): boolean {
    return this.data?.attempt.status === 1
  }

  get passScore(): number {
    return this.data?.paper.pass_score ?? 0
  }

  get score(): number {
    return this.data?.attempt.score ?? 0
  }

  get passed(): boolean {
    return passed(this.score, this.passScore)
  }

  /** Load the attempt; one in progress gets its sheet (resumed from the server and storage) and countdown. */
  async open(): Promise<void> {
    if (this.invalid || this.disabled) return
    await this.attempt.load()
    this.prepare()
  }

  private prepare(): void {
    const data = this.attempt.data
    // Left before the attempt arrived: no sheet and no countdown may outlive the page.
    if (!data || this.sheet || this.disposed) return
    const paperId = this.paperId ?? 0
    const recordId = this.recordId ?? 0
    const userId = this.root.session.user?.id ?? 0
    // Over (handed in elsewhere, or by the deadline): nothing of it to resume any more.
    if (data.attempt.status !== 1) {
      this.deps.storage.remove(answersKey(userId, paperId, recordId))
      return
    }
    const sheet = new AnswerSheet({
      questions: data.rows.map((row) => row.question),
      storageKey: answersKey(userId, paperId, recordId),
      storage: this.deps.storage,
      timers: this.deps.timers,
      debounceMs: this.deps.debounceMs,
      send: (questionId, answer) => submitAnswer(paperId, recordId, questionId, answer, { silent: true }),
      isRefusal: (error) => error instanceof ApiError && error.kind === 'business',
      onRefused: (questionId, error) =>
        runInAction(() => {
          this.refusal = {
            questionId,
            message: error instanceof ApiError ? error.message : '',
            at: this.deps.clock.now(),
          }
        }),
    })
    sheet.restore(data.rows)
    runInAction(() => {
      this.sheet = sheet
    })
    const deadline = parseServerTime(data.attempt.ended_at)
    if (deadline !== null) {
      const countdown = new Countdown(deadline, () => void this.autoSubmit(), this.deps.clock)
      runInAction(() => {
        this.countdown = countdown
      })
      countdown.start()
    }
  }

  private async autoSubmit(): Promise<void> {
    runInAction(() => {
      this.autoSubmitted = true
    })
    const outcome = await this.submit()
    runInAction(() => {
      this.autoOutcome = outcome
    })
  }

  /** 交卷: every pending answer first, then the paper; once (a Task). The review follows a success. */
  async submit(): Promise<SubmitOutcome> {
    const sheet = this.sheet
    if (!sheet || this.paperId === null || this.recordId === null) return { kind: 'failed' }
    const paperId = this.paperId
    const recordId = this.recordId
    const result = await this.submitting.run(async (): Promise<SubmitOutcome> => {
      runInAction(() => {
        this.submitFailed = false
      })
      const flushed = await sheet.flush()
      if (!flushed) {
        runInAction(() => {
          this.submitFailed = true
        })
        return { kind: 'unsent' }
      }
      let outcome: { status: 2 | 3; total_score: number }
      try {
        outcome = await submitPaper(paperId, recordId)
      } catch {
        runInAction(() => {
          this.submitFailed = true
        })
        return { kind: 'failed' }
      }
      sheet.clearStorage()
      sheet.dispose()
      this.countdown?.dispose()
      // Over, whatever the reload brings: the answering screen does not come back.
      this.attempt.update((data) => ({
        ...data,
        attempt: { ...data.attempt, status: outcome.status, score: outcome.total_score },
      }))
      await this.attempt.reload()
      return { kind: 'done', status: outcome.status, score: outcome.total_score }
    })
    return result ?? { kind: 'busy' }
  }

  /**
   * Send what is waiting now (the page is hidden or the app goes to the background; the network came back):
   * typing that has not paused yet goes out instead of waiting.
   */
  flushAnswers(): void {
    if (this.sheet && this.answering && !this.submitting.running) void this.sheet.flush()
  }

  dispose(): void {
    this.disposed = true
    this.countdown?.dispose()
    this.sheet?.dispose()
  }
}
