/**
 * 考试 and 考试详情 over Paper add-on answers that leave numbers out or cannot be read (the add-on is not documented,
 * contract §9): a number the answer does not say is not shown, never as 0; an unreadable answer is 加载失败 with
 * a retry, never an empty list or a blank paper. Both passes (H5 and mini-program platform files).
 */
import { screen } from '@testing-library/react'
import VodExamPage from '@/packages/exam/vodExam'
import ExamDetailPage from '@/packages/exam/vod/examDetail'
import { platform } from '@/platform'
import type { RoutePath } from '@/routes'
import type { RootStore } from '@/stores'
import { answersKey } from '@/services/credentials'
import { ok, routeRequests, type FakeResponse, type Handler } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { $, tap, toasts } from '../mocks/screen'
import { openPageAt } from '../mocks/taro'
import { PAPER_BASE, answerRow, rawPaper, rawQuestion } from '../mocks/paper'

beforeEach(() => {
  wireHttp()
  platform.storage.remove(answersKey(1, 1, 17))
})
afterEach(() => window.history.replaceState(null, '', window.location.pathname))

function rootWith(): RootStore {
  const root = bootedRoot({ user: makeMember({ id: 1 }) })
  root.config.save({ url: 'https://api.test', enabled_addons: ['Paper'] })
  return root
}

/** A paper as the list sends it per the contract: no score, no pass_score. */
const listPaper = (id: number, extra: Record<string, unknown> = {}) => {
  const { score, pass_score, ...paper } = rawPaper(id)
  void [score, pass_score]
  return { ...paper, ...extra }
}

async function renderPage(
  path: RoutePath,
  route: string,
  query: Record<string, string>,
  routes: Record<string, FakeResponse | Handler>
) {
  openPageAt(path, route, query)
  routeRequests(routes)
  renderWithStores(path === '/vodExam' ? <VodExamPage /> : <ExamDetailPage />, rootWith())
  await actAndSettle()
}

const UNREADABLE = '服务器返回了无法识别的数据，请稍后重试'

describe('/vodExam: what the list does not say', () => {
  it('a paper without score and pass_score: its count and time, no 总分0 · 及格0; no count is not 暂无试题', async () => {
    await renderPage(
      '/vodExam',
      'packages/exam/vodExam/index',
      {},
      {
        [`GET ${PAPER_BASE}/papers`]: ok({
          data: {
            data: [
              listPaper(1),
              listPaper(2, { pass_score: 60 }),
              (() => {
                const { questions_count, expired_minutes, ...rest } = listPaper(3)
                void questions_count
                void expired_minutes
                return rest
              })(),
            ],
            total: 3,
          },
        }),
      }
    )
    const first = $('paper-1')!.textContent!
    expect(first).toContain('5题')
    expect(first).toContain('限时10分钟')
    expect(first).not.toMatch(/总分|及格/)
    expect($('paper-2')!.textContent).toContain('及格60')
    expect($('paper-2')!.textContent).not.toContain('总分')
    const third = $('paper-3')!
    expect(third.textContent).not.toMatch(/0题|暂无试题|不限时|限时/)
    expect(third.querySelector('[data-state]')!.getAttribute('data-state')).toBe('open')
    expect(third.querySelector('.exam-paper__meta')).toBeNull()
  })

  it('a page with no list where the add-on puts one: 加载失败 with a retry, not 暂无试卷', async () => {
    await renderPage(
      '/vodExam',
      'packages/exam/vodExam/index',
      {},
      {
        [`GET ${PAPER_BASE}/papers`]: ok({ papers: [listPaper(1)], total: 1 }),
      }
    )
    expect(screen.queryByText('暂无试卷')).toBeNull()
    expect(document.body.textContent).toContain('加载失败')
    expect(toasts()).toContain(UNREADABLE)
  })
})

describe('/vod/examDetail?id=: what the paper does not say', () => {
  const detailQuery = { id: '1' }
  const route = 'packages/exam/vod/examDetail/index'

  it('no score, pass_score or time: no 总分 / 及格分 / 考试时长 rows (never 0); the count from the questions', async () => {
    const { score, pass_score, expired_minutes, ...paper } = rawPaper(1)
    void [score, pass_score, expired_minutes]
    await renderPage('/vod/examDetail', route, detailQuery, {
      [`GET ${PAPER_BASE}/paper/1`]: ok({
        paper,
        questions: { 1: [rawQuestion(1, 1)], 5: [rawQuestion(2, 5)] },
        user_papers: [],
        can_join: true,
      }),
    })
    expect($('exam-title')!.textContent).toBe('试卷1')
    for (const id of ['exam-score', 'exam-pass-score', 'exam-time-limit']) expect($(id)).toBeNull()
    expect($('exam-question-count')!.textContent).toBe('2题')
    expect(document.body.textContent).not.toMatch(/总分|及格分/)
    expect($('exam-start')!.textContent).toBe('开始考试')
  })

  it('no questions and no count: not 该试卷暂无试题 (the server says so on joining)', async () => {
    const { questions_count, ...paper } = rawPaper(1)
    void questions_count
    await renderPage('/vod/examDetail', route, detailQuery, {
      [`GET ${PAPER_BASE}/paper/1`]: ok({ paper, user_papers: [], can_join: true }),
    })
    expect($('exam-question-count')).toBeNull()
    expect($('exam-score')!.textContent).toBe('100')
    expect($('exam-start')!.textContent).toBe('开始考试')
  })

  it('an answer without its paper: 加载失败 with 重新加载, not a blank paper with 总分0', async () => {
    await renderPage('/vod/examDetail', route, detailQuery, {
      [`GET ${PAPER_BASE}/paper/1`]: ok({ data: { title: '试卷1' }, questions: [] }),
    })
    expect($('exam-title')).toBeNull()
    expect($('exam-score')).toBeNull()
    expect(screen.getByText('加载失败')).toBeInTheDocument()
    expect(toasts()).toContain(UNREADABLE)

    routeRequests({
      [`GET ${PAPER_BASE}/paper/1`]: ok({ paper: rawPaper(1), questions: [], user_papers: [] }),
    })
    await actAndSettle(() => tap('resource-retry'))
    expect($('exam-title')!.textContent).toBe('试卷1')
  })
})

/** A raw object without the named keys (what an answer leaves out). */
const without = <T extends Record<string, unknown>>(raw: T, ...keys: string[]) =>
  Object.fromEntries(Object.entries(raw).filter(([key]) => !keys.includes(key)))

describe('scores the answer does not say: never 0分', () => {
  it('/vodExam: a finished attempt without a score: no 最高N分 (never 最高0分); a said 0 is 最高0分', async () => {
    await renderPage(
      '/vodExam',
      'packages/exam/vodExam/index',
      {},
      {
        [`GET ${PAPER_BASE}/papers`]: ok({
          data: { data: [rawPaper(1), rawPaper(2)], total: 2 },
          user_papers: {
            1: [
              { id: 9, paper_id: 1, status: 2 },
              { id: 7, paper_id: 1, status: 2, score: 40 },
            ],
            2: [{ id: 8, paper_id: 2, status: 2, score: 0 }],
          },
        }),
      }
    )
    const attempts = (paperId: number) =>
      document.querySelector(`#paper-${paperId} .exam-paper__attempts`)!.textContent
    expect(attempts(1)).toBe('已考2次') // the unsaid one may be the best: no 最高40分 either
    expect(attempts(2)).toBe('已考1次 · 最高0分')
  })

  it('/vod/examDetail: a finished attempt without a score says 已结束, not 0分; a said 0 is 0分', async () => {
    await renderPage(
      '/vod/examDetail',
      'packages/exam/vod/examDetail/index',
      { id: '1' },
      {
        [`GET ${PAPER_BASE}/paper/1`]: ok({
          paper: rawPaper(1),
          questions: { 1: [rawQuestion(1, 1)] },
          user_papers: [
            { id: 9, paper_id: 1, status: 2, created_at: '2026-01-02T08:00:00Z' },
            { id: 8, paper_id: 1, status: 2, score: 0, created_at: '2026-01-01T08:00:00Z' },
          ],
          can_join: true,
        }),
      }
    )
    const status = (id: number) => document.querySelector(`#attempt-${id} .exam-detail__attempt-status`)!
    expect(status(9).textContent).toBe('已结束')
    expect(status(8).textContent).toBe('0分')
  })

  const attemptQuery = { id: '1', record: '17' }
  const attemptRoute = 'packages/exam/vod/examDetail/index'

  it('the result: a paper without pass_score or score shows the score alone (no 及格 / 不及格, no 及格分 0)', async () => {
    await renderPage('/vod/examDetail', attemptRoute, attemptQuery, {
      [`GET ${PAPER_BASE}/paper/1/join/17`]: ok({
        paper: without(rawPaper(1), 'score', 'pass_score'),
        user_paper: { id: 17, paper_id: 1, status: 2, score: 70, ended_at: null },
        questions: [],
      }),
    })
    expect($('exam-result-score')!.textContent).toBe('70')
    expect($('exam-result-verdict')).toBeNull()
    expect($('exam-result-line')).toBeNull()
    expect(document.querySelector('.exam-result__card')!.textContent).not.toMatch(/及格|总分/)
  })

  it('the result: a pass score alone is 及格分 0 (no 总分 0); a said 0 pass score passes a said 0', async () => {
    await renderPage('/vod/examDetail', attemptRoute, attemptQuery, {
      [`GET ${PAPER_BASE}/paper/1/join/17`]: ok({
        paper: without(rawPaper(1, { pass_score: 0 }), 'score'),
        user_paper: { id: 17, paper_id: 1, status: 2, score: 0, ended_at: null },
        questions: [],
      }),
    })
    expect($('exam-result-score')!.textContent).toBe('0')
    expect($('exam-result-verdict')!.textContent).toBe('及格')
    expect($('exam-result-line')!.textContent).toBe('及格分 0')
  })

  it('the result and review: an attempt, a question or a row without a score show no 0 (— and a hint, no 得分)', async () => {
    const question = rawQuestion(1, 1, { answer: 'option1' })
    const scored = rawQuestion(2, 1, { answer: 'option2' })
    await renderPage('/vod/examDetail', attemptRoute, attemptQuery, {
      [`GET ${PAPER_BASE}/paper/1/join/17`]: ok({
        paper: rawPaper(1),
        user_paper: { id: 17, paper_id: 1, status: 2, ended_at: null },
        questions: [
          without(answerRow(question, { is_correct: 1, question: without(question, 'score') }), 'score'),
          answerRow(scored, { answer_content: 'option1', is_correct: 0, score: 0 }),
        ],
      }),
    })
    expect($('exam-result-score')!.textContent).toBe('—')
    expect($('exam-score-unknown')!.textContent).toBe('暂未获得本次得分，稍后可在考试记录中查看')
    expect($('exam-result-verdict')).toBeNull()
    expect($('exam-result-line')!.textContent).toBe('及格分 60 / 总分 100')
    expect($('review-1')!.textContent).not.toMatch(/\d分|得分/)
    expect($('review-1')!.getAttribute('data-mark')).toBe('right')
    expect($('review-2')!.textContent).toContain('20分')
    expect($('review-2')!.textContent).toContain('得分：0')
  })

  it('answering: a question without a score shows no 0分; a said 0 shows 0分', async () => {
    await renderPage('/vod/examDetail', attemptRoute, attemptQuery, {
      [`GET ${PAPER_BASE}/paper/1/join/17`]: ok({
        paper: rawPaper(1),
        user_paper: { id: 17, paper_id: 1, status: 1, score: 0, ended_at: null },
        questions: [
          answerRow(rawQuestion(1, 1), { question: without(rawQuestion(1, 1), 'score') }),
          answerRow(rawQuestion(2, 1, { score: 0 })),
        ],
      }),
    })
    expect($('exam-question')!.textContent).toContain('1/2')
    expect($('exam-question')!.querySelector('.exam-question__score')).toBeNull()
    tap('exam-next')
    expect($('exam-question')!.querySelector('.exam-question__score')!.textContent).toBe('0分')
  })

  async function handIn(finished: Record<string, unknown>) {
    let status = 1
    await renderPage('/vod/examDetail', attemptRoute, attemptQuery, {
      [`GET ${PAPER_BASE}/paper/1/join/17`]: () =>
        ok({
          paper: rawPaper(1),
          user_paper:
            status === 1
              ? { id: 17, paper_id: 1, status, score: 0, ended_at: null }
              : { id: 17, paper_id: 1, status, ended_at: null, ...finished },
          questions: [answerRow(rawQuestion(1, 1))],
        }),
      [`POST ${PAPER_BASE}/paper/1/submit/single`]: ok([]),
      [`POST ${PAPER_BASE}/paper/1/submit/all`]: () => {
        status = 2
        return ok({ status: 2 })
      },
    })
    tap('exam-submit')
    await actAndSettle(() => tap('exam-confirm-ok'))
    expect(toasts()).toContain('交卷成功')
  }

  it('交卷 answered without total_score: the score of the reloaded attempt, not 0', async () => {
    await handIn({ score: 80 })
    expect($('exam-result-score')!.textContent).toBe('80')
    expect($('exam-result-verdict')!.textContent).toBe('及格')
  })

  it('交卷 without total_score and a reload without a score: not known yet (—, the hint), no 不及格', async () => {
    await handIn({})
    expect($('exam-result-score')!.textContent).toBe('—')
    expect($('exam-score-unknown')).not.toBeNull()
    expect($('exam-result-verdict')).toBeNull()
  })
})
