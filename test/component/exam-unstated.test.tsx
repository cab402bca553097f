/**
 * 考试 and 考试详情 over Paper add-on answers that leave numbers out or cannot be read (the add-on is not documented,
 * contract §9): a number the answer does not say is not shown, never as 0; an unreadable answer is 加载失败 with
 * a retry, never an empty list or a blank paper. Both passes (H5 and mini-program platform files).
 */
import { screen } from '@testing-library/react'
import VodExamPage from '@/packages/exam/vodExam'
import ExamDetailPage from '@/packages/exam/vod/examDetail'
import type { RoutePath } from '@/routes'
import type { RootStore } from '@/stores'
import { ok, routeRequests, type FakeResponse } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { $, tap, toasts } from '../mocks/screen'
import { setCurrentPages } from '../mocks/taro'
import { PAPER_BASE, rawPaper, rawQuestion } from '../mocks/paper'

beforeEach(() => {
  wireHttp()
})
afterEach(() => window.history.replaceState(null, '', window.location.pathname))

function at(path: RoutePath, route: string, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString()
  window.history.replaceState(null, '', `#${path}${search ? `?${search}` : ''}`)
  setCurrentPages([{ route, options: query }])
}

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
  routes: Record<string, FakeResponse>
) {
  at(path, route, query)
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
