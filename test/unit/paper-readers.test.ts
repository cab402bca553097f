/**
 * The Paper add-on's readers on answers the contract does not show (§9: "not documented"): a number left out is
 * marked unstated (never read as a shown 0), a list or a paper that cannot be found is told as unreadable.
 */
import {
  getAttempt,
  getPaper,
  getPapers,
  joinPaper,
  readAnswerRow,
  readAttempt,
  readPaper,
  readQuestion,
  submitPaper,
  type Attempt,
} from '@/services/api/paper'
import { passed } from '@/stores/answer-sheet'
import { attemptSummary, joinState, stated } from '@/stores/exam-papers'
import { credentials } from '@/services/credentials'
import { ok, routeRequests } from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { PAPER_BASE, rawPaper } from '../mocks/paper'

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
  credentials.setToken('tok')
})

const UNREADABLE = '服务器返回了无法识别的数据，请稍后重试'

describe('readPaper', () => {
  it('says which numbers the answer left out; null expired_minutes is "no time limit" (said)', () => {
    expect(readPaper(rawPaper(1)).unstated).toEqual([])
    expect(readPaper({ id: 1, title: 'x' }).unstated).toEqual([
      'score',
      'pass_score',
      'questions_count',
      'expired_minutes',
    ])
    const paper = readPaper({
      id: 1,
      score: '100',
      pass_score: null,
      questions_count: 'x',
      expired_minutes: null,
    })
    expect(paper.unstated).toEqual(['pass_score', 'questions_count'])
    expect(stated(paper, 'score')).toBe(true)
    expect(paper.score).toBe(100)
  })

  it('joinState: a count of 0 the answer said is 暂无试题; one it did not say is not', () => {
    expect(joinState(readPaper(rawPaper(1, { questions_count: 0 })), true, [], { loggedIn: true })).toBe(
      'empty'
    )
    const { questions_count, ...noCount } = rawPaper(1)
    void questions_count
    expect(joinState(readPaper(noCount), true, [], { loggedIn: true })).toBe('open')
  })
})

describe('getPapers', () => {
  it.each([
    ['{data: {data, total}} (the add-on’s)', { data: { data: [rawPaper(1)], total: 1 } }],
    ['{data: [...], total}', { data: [rawPaper(1)], total: 1 }],
    ['a bare list', [rawPaper(1)]],
  ])('reads %s', async (_, answer) => {
    routeRequests({ [`GET ${PAPER_BASE}/papers`]: ok(answer) })
    const page = await getPapers({ page: 1, page_size: 10 })
    expect(page.items.map((item) => item.paper.id)).toEqual([1])
  })

  it('an empty list is no papers; no list at all is told as unreadable and fails (not 暂无试卷)', async () => {
    routeRequests({ [`GET ${PAPER_BASE}/papers`]: ok({ data: { data: [], total: 0 } }) })
    expect((await getPapers({ page: 1, page_size: 10 })).items).toEqual([])
    for (const answer of [{}, null, { data: { total: 3 } }, { papers: [rawPaper(1)] }]) {
      routeRequests({ [`GET ${PAPER_BASE}/papers`]: ok(answer) })
      await expect(getPapers({ page: 1, page_size: 10 })).rejects.toMatchObject({ kind: 'bad-response' })
    }
    expect(spies.toast).toHaveBeenCalledWith(UNREADABLE)
  })
})

describe('getPaper', () => {
  it('questions [] says "none" (a count of 0, said); no questions key and no count leaves the count unsaid', async () => {
    const { questions_count, ...noCount } = rawPaper(1)
    void questions_count
    routeRequests({ [`GET ${PAPER_BASE}/paper/1`]: ok({ paper: noCount, questions: [] }) })
    const none = await getPaper(1)
    expect([none.questionsCount, stated(none.paper, 'questions_count')]).toEqual([0, true])
    routeRequests({ [`GET ${PAPER_BASE}/paper/1`]: ok({ paper: noCount }) })
    const unsaid = await getPaper(1)
    expect([unsaid.questionsCount, stated(unsaid.paper, 'questions_count')]).toEqual([0, false])
  })

  it('without a paper object (or its title) the answer is unreadable: told, unless silent', async () => {
    for (const answer of [{}, [], { paper: [] }, { paper: { id: 1 } }, { data: rawPaper(1) }]) {
      routeRequests({ [`GET ${PAPER_BASE}/paper/1`]: ok(answer) })
      await expect(getPaper(1)).rejects.toMatchObject({ kind: 'bad-response', message: UNREADABLE })
    }
    expect(spies.toast).toHaveBeenCalledTimes(5)
    await expect(getPaper(1, { silent: true })).rejects.toMatchObject({ kind: 'bad-response' })
    expect(spies.toast).toHaveBeenCalledTimes(5)
    expect(spies.onNotFound).not.toHaveBeenCalled()
  })
})

describe('joinPaper and getAttempt', () => {
  it('join: record_id, or the attempt itself; neither is told as unreadable (nothing to open)', async () => {
    routeRequests({ [`GET ${PAPER_BASE}/paper/1/join`]: ok({ record_id: '17' }) })
    expect(await joinPaper(1)).toBe(17)
    routeRequests({ [`GET ${PAPER_BASE}/paper/1/join`]: ok({ user_paper: { id: 18, paper_id: 1 } }) })
    expect(await joinPaper(1)).toBe(18)
    routeRequests({ [`GET ${PAPER_BASE}/paper/1/join`]: ok([]) })
    await expect(joinPaper(1)).rejects.toMatchObject({ kind: 'bad-response' })
    expect(spies.toast).toHaveBeenCalledWith(UNREADABLE)
  })

  it('an attempt without its user_paper or its rows is unreadable, not a fresh attempt or 该试卷暂无试题', async () => {
    const attempt = { id: 17, paper_id: 1, status: 1 }
    routeRequests({
      [`GET ${PAPER_BASE}/paper/1/join/17`]: ok({ paper: rawPaper(1), user_paper: attempt, questions: [] }),
    })
    expect((await getAttempt(1, 17)).attempt.id).toBe(17)
    for (const answer of [
      { paper: rawPaper(1), questions: [] },
      { paper: rawPaper(1), user_paper: attempt },
    ]) {
      routeRequests({ [`GET ${PAPER_BASE}/paper/1/join/17`]: ok(answer) })
      await expect(getAttempt(1, 17)).rejects.toMatchObject({ kind: 'bad-response' })
    }
  })
})

describe('scores the answer does not say', () => {
  it('an attempt, a question or a row without a score reads null (not known), a said 0 stays 0', () => {
    expect(readAttempt({ id: 1 }).score).toBeNull()
    expect(readAttempt({ id: 1, score: null }).score).toBeNull()
    expect(readAttempt({ id: 1, score: 'x' }).score).toBeNull()
    expect(readAttempt({ id: 1, score: 0 }).score).toBe(0)
    expect(readAttempt({ id: 1, get_score: '72' }).score).toBe(72)
    expect(readQuestion({ id: 1, type: 1 }).score).toBeNull()
    expect(readQuestion({ id: 1, type: 1, score: '0' }).score).toBe(0)
    expect(readAnswerRow({ id: 1, question_id: 2 }).score).toBeNull()
    expect(readAnswerRow({ id: 1, question_id: 2, score: 0 }).score).toBe(0)
  })

  it('passed: 及格 / 不及格 only with both the score and the pass score known', () => {
    expect(passed(60, 60)).toBe(true)
    expect(passed(0, 0)).toBe(true)
    expect(passed(59, 60)).toBe(false)
    expect(passed(100, null)).toBeNull()
    expect(passed(null, 60)).toBeNull()
  })

  it('the best score of the attempts: not known while a finished one has no score (never 最高0分)', () => {
    const attempt = (id: number, status: Attempt['status'], score: number | null): Attempt => ({
      id,
      paper_id: 1,
      status,
      score,
      created_at: '',
      ended_at: '',
    })
    expect(attemptSummary([attempt(1, 'ended', null)]).best).toBeNull()
    expect(attemptSummary([attempt(1, 'ended', 80), attempt(2, 'ended', null)]).best).toBeNull()
    expect(attemptSummary([attempt(1, 'ended', 0), attempt(2, 'ongoing', null)]).best).toBe(0)
  })

  it('submit/all without total_score: null (not known), a said 0 stays 0', async () => {
    routeRequests({ [`POST ${PAPER_BASE}/paper/1/submit/all`]: ok({ status: 2 }) })
    expect(await submitPaper(1, 17)).toEqual({ status: 'ended', total_score: null })
    routeRequests({ [`POST ${PAPER_BASE}/paper/1/submit/all`]: ok({ status: 3, total_score: 0 }) })
    expect(await submitPaper(1, 17)).toEqual({ status: 'marking', total_score: 0 })
  })
})
