import { makeAutoObservable } from 'mobx'
import { getPapers, stated, type Attempt, type Paper, type PaperListItem } from '@/services/api/paper'
import { priceText, yuanToCents } from '@/utils/money'
import { PagedList, type PageRequest, type PageResult } from './paged-list'
import type { RootStore } from './root-store'
import type { LoginState } from './session-store'

/** Whether a paper's answer said a number (pages show nothing for one it did not). */
export { stated }

export const PAPERS_PAGE_SIZE = 10

/** The Paper add-on is on: `config.enabled_addons` (kept as an object keyed by add-on name) has `Paper` on. */
export function paperEnabled(root: RootStore): boolean {
  const addons = root.config.config.enabled_addons ?? {}
  return Object.prototype.hasOwnProperty.call(addons, 'Paper') && addons.Paper === true
}

/** The paper is sold: not free, and priced above 0. */
export function isPaidPaper(paper: Pick<Paper, 'is_free' | 'charge'>): boolean {
  return !paper.is_free && paper.charge > 0
}

/** ￥ and the paper's price (￥19.9), or null for a free paper. */
export function paperPrice(paper: Pick<Paper, 'is_free' | 'charge'>): string | null {
  return isPaidPaper(paper) ? priceText(yuanToCents(paper.charge) ?? 0) : null
}

/**
 * Whether the learner can take a paper, as far as the paper says:
 * `empty` no questions yet (nothing to take, whoever asks), `open` 可参加, `used-up` every attempt used, `buy` a paid paper not bought, `invite` invited learners only,
 * `closed` anything else the server refuses.
 */
export type JoinState = 'empty' | 'open' | 'used-up' | 'buy' | 'invite' | 'closed' | 'login'

/**
 * A visitor (the session's `loggedIn` false) is told what the paper asks (buy, invitation) or `login`: the server answers
 * `cur_user_can_join` false for every visitor, which says nothing about the paper.
 */
export function joinState(
  paper: Paper,
  canJoin: boolean,
  attempts: readonly Attempt[],
  session: LoginState
): JoinState {
  // A count the answer did not give is not "no questions": the server says so when the learner joins.
  if (paper.questions_count === 0 && stated(paper, 'questions_count')) return 'empty'
  if (!session.loggedIn) {
    if (isPaidPaper(paper)) return 'buy'
    return paper.enabled_invite ? 'invite' : 'login'
  }
  if (paper.try_times > 0 && attempts.length >= paper.try_times) return 'used-up'
  if (canJoin) return 'open'
  if (isPaidPaper(paper)) return 'buy'
  if (paper.enabled_invite) return 'invite'
  return 'closed'
}

/**
 * The attempts in short: how many, the best finished score (null when none is finished, or one finished has no
 * score the answer said: the best is then not known), the newest attempt.
 */
export function attemptSummary(attempts: readonly Attempt[]): {
  count: number
  best: number | null
  last: Attempt | null
} {
  const scored = attempts.filter((attempt) => attempt.status !== 'ongoing')
  const scores = scored.map((attempt) => attempt.score).filter((score): score is number => score !== null)
  const best = scored.length > 0 && scores.length === scored.length ? Math.max(...scores) : null
  const last = [...attempts].sort((a, b) => b.id - a.id)[0] ?? null
  return { count: attempts.length, best, last }
}

async function fetchPapers(
  page: number,
  pageSize: number,
  request: PageRequest
): Promise<PageResult<PaperListItem>> {
  return getPapers({ page, page_size: pageSize }, request)
}

/** /vodExam 考试: the papers, 10 a page — only when the Paper add-on is on (else nothing is asked). */
export class ExamPapersScreen {
  readonly list = new PagedList<PaperListItem>(fetchPapers, PAPERS_PAGE_SIZE)

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ExamPapersScreen, 'root'>(this, { root: false, list: false })
  }

  get enabled(): boolean {
    return paperEnabled(this.root)
  }

  /** What the learner can do with a paper of the list (see joinState). */
  stateOf(item: PaperListItem): JoinState {
    return joinState(item.paper, item.paper.cur_user_can_join, item.attempts, this.root.session)
  }

  open(): Promise<void> {
    if (!this.enabled) return Promise.resolve()
    return this.list.reload()
  }

  /** Shown again (back from a paper): attempts may have changed. Nothing before the first page came. */
  refresh(): Promise<void> {
    return this.enabled ? this.list.refresh() : Promise.resolve()
  }
}
