import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { platform } from '@/platform'
import type { KeyValueStorage } from '@/platform'
import { ApiError } from '@/services/http'
import {
  BLANK_MAX,
  SHORT_ANSWER_MAX,
  getAttempt,
  stated,
  submitAnswer,
  submitPaper,
  type AttemptDetail,
  type SubmitResult,
} from '@/services/api/paper'
import { answersKey } from '@/services/credentials'
import { AnswerSheet, passed, readStored, systemTimers, type Timers } from './answer-sheet'
import { Countdown, CountdownMarks, systemEvery, type Clock } from './countdown'
import { parseServerTime } from '@/utils/server-time'
import { serverClock, type ServerClock } from '@/utils/server-clock'
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
  | { kind: 'done'; status: SubmitResult['status']; score: number | null }
  | { kind: 'unsent' }
  | { kind: 'failed' }
  | { kind: 'busy' }

/**
 * What the attempt learns without being asked, for the page to tell (nobody awaits these, so they are not a
 * flow's return value): the paper went in by itself at the deadline (or did not), the server refused an answer
 * sent in the background. Delivered to the page's listener (`listen`), never left in a field to be watched.
 */
export type AttemptNotice =
  | { kind: 'auto-submitted'; outcome: SubmitOutcome }
  | { kind: 'answer-refused'; questionId: number; message: string }
  /** The time left just reached one of the countdown's marks (`COUNTDOWN_MARKS`: 5 and 1 minutes), once each. */
  | { kind: 'time-left'; seconds: number }

export interface AttemptDeps {
  storage?: KeyValueStorage
  /** The server's time (default: the app's one server clock). */
  serverClock?: ServerClock
  /** The countdown's tick (default: setInterval). */
  every?: Clock['every']
  timers?: Timers
  debounceMs?: number
}

/** How often, at most, a clock that looks wrong is confirmed with the server while the countdown runs. */
const CONFIRM_EVERY_MS = 30_000

/**
 * /vod/examDetail?id=&record=: one attempt. In progress (`ongoing`): the answer sheet (kept in storage, sent as
 * given), the countdown of a timed attempt (submitting by itself at zero, once) and 交卷. Over (`ended` 已结束,
 * `marking` 阅卷中): the score and the review of the answers.
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
  /** The last 交卷 failed (its answers stay; 交卷 again). */
  submitFailed = false
  /**
   * The server's deadline has passed and the paper is not in yet (a hand-in failed, or the learner's own 交卷 was
   * on its way and failed): it goes in again when the network is back or the page is hidden, or by 交卷.
   */
  handInDue = false
  private listener: ((notice: AttemptNotice) => void) | null = null
  private disposed = false
  private handingIn = false
  private lastConfirm = -Infinity
  /** The 5- and 1-minute marks, over every countdown of this attempt (a restarted one says none again). */
  private readonly marks = new CountdownMarks()
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
      serverClock: deps.serverClock ?? serverClock,
      every: deps.every ?? systemEvery,
      timers: deps.timers ?? systemTimers,
      debounceMs: deps.debounceMs,
    }
    const paperId = this.paperId ?? 0
    const recordId = this.recordId ?? 0
    this.attempt = new Resource(() => getAttempt(paperId, recordId))
    makeAutoObservable<
      AttemptScreen,
      'root' | 'deps' | 'listener' | 'disposed' | 'handingIn' | 'lastConfirm' | 'marks'
    >(this, {
      root: false,
      marks: false,
      deps: false,
      listener: false,
      disposed: false,
      handingIn: false,
      lastConfirm: false,
      attempt: false,
      submitting: false,
      sheet: observableRef,
      countdown: observableRef,
    })
  }

  /** The page's listener for what the attempt learns without being asked (one page, one listener). */
  listen(listener: (notice: AttemptNotice) => void): () => void {
    this.listener = listener
    return () => {
      if (this.listener === listener) this.listener = null
    }
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
    return this.data?.attempt.status === 'ongoing'
  }

  /** The paper's pass score; null when its answer did not say it. */
  get passScore(): number | null {
    const paper = this.data?.paper
    return paper && stated(paper, 'pass_score') ? paper.pass_score : null
  }

  /** The attempt's score; null when not known (then it is shown as such, never 0). */
  get score(): number | null {
    return this.data?.attempt.score ?? null
  }

  /** 及格 or 不及格; null when the score or the pass score is not known. */
  get passed(): boolean | null {
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
    if (data.attempt.status !== 'ongoing') {
      this.deps.storage.remove(answersKey(userId, paperId, recordId))
      return
    }
    const storageKey = answersKey(userId, paperId, recordId)
    const clock = this.deps.serverClock
    // The server's time: a start joined in this visit tells it; a resumed one only bounds it, and the offset kept
    // with the answers stands in until a Date header says better.
    const startedAt = parseServerTime(data.attempt.created_at)
    if (startedAt !== null) clock.noteAttemptStart(recordId, startedAt)
    clock.restore(readStored(this.deps.storage, storageKey)?.clockOffset)
    const sheet = new AnswerSheet({
      questions: data.rows.map((row) => row.question),
      storageKey,
      storage: this.deps.storage,
      timers: this.deps.timers,
      debounceMs: this.deps.debounceMs,
      clockOffset: () => (clock.source === 'device' ? null : clock.offset()),
      send: (questionId, answer) => submitAnswer(paperId, recordId, questionId, answer, { silent: true }),
      isRefusal: (error) => error instanceof ApiError && error.kind === 'business',
      onRefused: (questionId, error) =>
        this.listener?.({
          kind: 'answer-refused',
          questionId,
          message: error instanceof ApiError ? error.message : '',
        }),
    })
    sheet.restore(data.rows)
    runInAction(() => {
      this.sheet = sheet
    })
    this.startCountdown()
  }

  private get deadline(): number | null {
    return parseServerTime(this.data?.attempt.ended_at)
  }

  /** The countdown to the server's deadline, read on the server clock; at zero the paper goes in by itself. */
  private startCountdown(): void {
    const deadline = this.deadline
    if (deadline === null || this.disposed) return
    this.countdown?.dispose()
    const clock = this.deps.serverClock
    const countdown = new Countdown(deadline, () => void this.handIn(), {
      now: () => clock.now(),
      every: (ms, tick) =>
        this.deps.every(ms, () => {
          this.watchClock()
          tick()
          this.noteTimeLeft(countdown.remaining)
        }),
    })
    runInAction(() => {
      this.countdown = countdown
    })
    countdown.start()
    this.noteTimeLeft(countdown.remaining)
  }

  /** A tick's time left: the page hears of a mark it crossed (it says it; the store never speaks). */
  private noteTimeLeft(left: number): void {
    const mark = this.marks.note(left)
    if (mark !== null) this.listener?.({ kind: 'time-left', seconds: mark })
  }

  /** The device clock was set, or slept, while the page is open: confirm the time (a Date header) now and then. */
  private watchClock(): void {
    const clock = this.deps.serverClock
    if (!clock.canConfirm || this.submitting.running || this.handingIn) return
    if (!clock.doubtful || clock.steadyNow() - this.lastConfirm < CONFIRM_EVERY_MS) return
    this.lastConfirm = clock.steadyNow()
    void this.confirmTime()
  }

  /** One quiet look at the attempt: its answer's Date header sets the server clock; false when that failed. */
  private async confirmTime(): Promise<boolean> {
    try {
      await getAttempt(this.paperId ?? 0, this.recordId ?? 0, { silent: true })
      return true
    } catch {
      return false
    }
  }

  /**
   * The server's deadline came: hand the paper in, once. A clock that may have been set forward is confirmed with
   * the server first (never early); a hand-in that fails stays due and goes in again (`flushAnswers`, 交卷).
   */
  private async handIn(): Promise<void> {
    if (this.handingIn || this.disposed || !this.answering) return
    this.handingIn = true
    try {
      const clock = this.deps.serverClock
      const deadline = this.deadline
      if (clock.doubtful && clock.canConfirm && deadline !== null) {
        this.lastConfirm = clock.steadyNow()
        await this.confirmTime()
        if (clock.now() < deadline) {
          this.startCountdown()
          return
        }
      }
      runInAction(() => {
        this.autoSubmitted = true
        this.handInDue = true
      })
      const outcome = await this.submit()
      this.listener?.({ kind: 'auto-submitted', outcome })
    } finally {
      this.handingIn = false
    }
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
      let outcome: SubmitResult
      try {
        outcome = await submitPaper(paperId, recordId)
      } catch {
        runInAction(() => {
          this.submitFailed = true
        })
        return { kind: 'failed' }
      }
      runInAction(() => {
        this.handInDue = false
      })
      sheet.clearStorage()
      sheet.dispose()
      this.countdown?.dispose()
      // Over, whatever the reload brings: the answering screen does not come back. A total the answer left out
      // is not known (not 0) until the reloaded attempt says it; one it said stays if the reload does not.
      const score = outcome.total_score
      this.attempt.update((data) => ({
        ...data,
        attempt: { ...data.attempt, status: outcome.status, score },
      }))
      await this.attempt.reload()
      if (score !== null) {
        this.attempt.update((data) =>
          data.attempt.score === null ? { ...data, attempt: { ...data.attempt, score } } : data
        )
      }
      return { kind: 'done', status: outcome.status, score: outcome.total_score }
    })
    return result ?? { kind: 'busy' }
  }

  /**
   * Send what is waiting now (the page is hidden or the app goes to the background; the network came back):
   * typing that has not paused yet goes out instead of waiting, and a paper whose deadline passed while its
   * hand-in failed goes in.
   */
  flushAnswers(): void {
    if (!this.sheet || !this.answering || this.submitting.running) return
    if (this.handInDue) void this.handIn()
    else void this.sheet.flush()
  }

  dispose(): void {
    this.disposed = true
    this.countdown?.dispose()
    this.sheet?.dispose()
  }
}
