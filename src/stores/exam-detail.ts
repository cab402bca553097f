import { makeAutoObservable } from 'mobx'
import { getPaper, joinPaper, type Attempt, type PaperDetail } from '@/services/api/paper'
import { serverClock } from '@/utils/server-clock'
import { readPositiveId } from '@/utils/url'
import { attemptSummary, joinState, paperEnabled, type JoinState } from './exam-papers'
import { Resource } from './resource'
import type { RootStore } from './root-store'
import { Task } from './task'

/** The checkout's goods for a paid paper (`/order` query); the page adds the label. */
export interface PaperGoods {
  goods_id: number
  goods_name: string
  goods_charge: number
  goods_type: 'paper'
  goods_thumb: string
}

/**
 * What the detail's main button offers: `start` 开始考试, `resume` 继续考试 (an attempt in progress), `login`
 * (a visitor: 开始考试 leads to the login), `buy` 购买试卷, `invite` (invited learners only), `used-up`
 * 考试次数已用完, `empty` (a paper without questions), `closed` (the server refuses for another reason).
 */
export type ExamOffer =
  | { kind: 'start' }
  | { kind: 'resume'; attempt: Attempt }
  | { kind: 'login' }
  | { kind: 'buy'; goods: PaperGoods }
  | { kind: 'invite' }
  | { kind: 'used-up' }
  | { kind: 'empty' }
  | { kind: 'closed' }

/** 开始考试: a new attempt's record id, or the server refused / the network failed (the HTTP layer said why). */
export type JoinOutcome = { kind: 'joined'; recordId: number } | { kind: 'failed' } | { kind: 'busy' }

/**
 * /vod/examDetail?id=: the paper (primary: a missing paper shows the error page), its attempts, and joining.
 * A bad id is `invalid`; with the add-on off nothing is asked (`disabled`).
 */
export class ExamDetailScreen {
  readonly paperId: number | null
  readonly detail: Resource<PaperDetail>
  readonly joining = new Task()

  constructor(
    private readonly root: RootStore,
    id: unknown
  ) {
    this.paperId = readPositiveId(id)
    const paperId = this.paperId ?? 0
    this.detail = new Resource(() => getPaper(paperId))
    makeAutoObservable<ExamDetailScreen, 'root'>(this, { root: false, detail: false, joining: false })
  }

  get invalid(): boolean {
    return this.paperId === null
  }

  get disabled(): boolean {
    return !paperEnabled(this.root)
  }

  open(): Promise<void> {
    if (this.invalid || this.disabled) return Promise.resolve()
    return this.detail.load()
  }

  /** Shown again (after an attempt, a login, a purchase): the paper and its attempts again. */
  refresh(): Promise<void> {
    return this.invalid || this.disabled ? Promise.resolve() : this.detail.refresh()
  }

  /** Newest first. */
  get attempts(): Attempt[] {
    return [...(this.detail.data?.attempts ?? [])].sort((a, b) => b.id - a.id)
  }

  get summary() {
    return attemptSummary(this.attempts)
  }

  get state(): JoinState | null {
    const data = this.detail.data
    // The questions counted on the page decide whether there is anything to take.
    return data
      ? joinState(
          { ...data.paper, questions_count: data.questionsCount },
          data.canJoin,
          data.attempts,
          this.root.session
        )
      : null
  }

  /** Attempts left (null: unlimited). */
  get attemptsLeft(): number | null {
    const paper = this.detail.data?.paper
    if (!paper || paper.try_times === 0) return null
    return Math.max(0, paper.try_times - this.attempts.length)
  }

  get offer(): ExamOffer | null {
    const data = this.detail.data
    if (!data) return null
    // No questions: nothing to take, for a visitor too (no login asked for nothing).
    if (!this.root.session.loggedIn) return data.questionsCount === 0 ? { kind: 'empty' } : { kind: 'login' }
    const ongoing = this.attempts.find((attempt) => attempt.status === 'ongoing')
    if (ongoing) return { kind: 'resume', attempt: ongoing }
    switch (this.state) {
      case 'empty':
        return { kind: 'empty' }
      case 'open':
        return { kind: 'start' }
      case 'used-up':
        return { kind: 'used-up' }
      case 'buy':
        return {
          kind: 'buy',
          goods: {
            goods_id: data.paper.id,
            goods_name: data.paper.title,
            goods_charge: data.paper.charge,
            goods_type: 'paper',
            goods_thumb: data.paper.thumb,
          },
        }
      case 'invite':
        return { kind: 'invite' }
      default:
        return { kind: 'closed' }
    }
  }

  /** 开始考试: a new attempt (one join per tap). */
  async join(): Promise<JoinOutcome> {
    const paperId = this.paperId
    if (paperId === null) return { kind: 'failed' }
    const result = await this.joining.run(async (): Promise<JoinOutcome> => {
      try {
        const recordId = await joinPaper(paperId)
        // The attempt's created_at is the server's time of this moment (utils/server-clock).
        if (recordId > 0) serverClock.markJoined(recordId)
        return recordId > 0 ? { kind: 'joined', recordId } : { kind: 'failed' }
      } catch {
        return { kind: 'failed' }
      }
    })
    return result ?? { kind: 'busy' }
  }
}
