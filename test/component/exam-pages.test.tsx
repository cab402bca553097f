/**
 * 考试 (/vodExam) and 考试详情 (/vod/examDetail, with `record` the answering flow) over a mocked Paper add-on, in
 * both passes (H5 and mini-program platform files).
 */
import Taro from '@tarojs/taro'
import { cleanup, screen } from '@testing-library/react'
import VodExamPage from '@/packages/exam/vodExam'
import ExamDetailPage from '@/packages/exam/vod/examDetail'
import CheckoutPage from '@/packages/order/order'
import { platform } from '@/platform'
import type { RootStore } from '@/stores'
import { answersKey } from '@/services/credentials'
import { parseQuery } from '@/utils/url'
import { envelope, ok, routeRequests, sentCalls, type FakeResponse, type Handler } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { $, countOf, tap, toasts, type } from '../mocks/screen'
import { openPageAt } from '../mocks/taro'
import { PAPER_BASE, answerRow, rawPaper, rawQuestion } from '../mocks/paper'

const BASE = PAPER_BASE
const inH5 = platform.name === 'weapp' ? it.skip : it
const inWeapp = platform.name === 'weapp' ? it : it.skip
type Routes = Record<string, FakeResponse | Handler>

beforeEach(() => {
  wireHttp()
  platform.storage.remove(answersKey(1, 1, 17))
})
afterEach(() => window.history.replaceState(null, '', window.location.pathname))

function rootWith({ paper = true, user = true } = {}): RootStore {
  const root = bootedRoot({ user: user ? makeMember({ id: 1 }) : null })
  root.config.save({ url: 'https://api.test', enabled_addons: paper ? ['Paper'] : [] })
  return root
}

const pushed = () =>
  [...jest.mocked(Taro.navigateTo).mock.calls, ...jest.mocked(Taro.redirectTo).mock.calls].map(
    ([options]) => {
      const [path, search = ''] = (options as { url: string }).url.split('?')
      return { path, query: parseQuery(search) }
    }
  )

/** Questions whose options carry HTML (a picture, hostile markup) for the rich-text paths. */
const question = (id: number, typeNo: number, extra: Record<string, unknown> = {}) =>
  rawQuestion(id, typeNo, {
    content: `<p>第${id}题题干</p>`,
    option2: '<b>乙</b><img src="https://cdn.test/a.png" onerror="alert(1)">',
    option3: '丙<script>alert(1)</script>',
    ...extra,
  })
const QUESTIONS = [question(1, 1), question(2, 2), question(3, 5), question(4, 3), question(5, 4)]
const row = answerRow

// ------------------------------------------------------------------------------------------------ /vodExam

describe('/vodExam', () => {
  async function renderList(routes: Routes, root = rootWith()) {
    openPageAt('/vodExam', 'packages/exam/vodExam/index', {})
    routeRequests(routes)
    renderWithStores(<VodExamPage />, root)
    await actAndSettle()
  }

  it('the add-on off: 考试功能未开启 and no request at all', async () => {
    await renderList({}, rootWith({ paper: false }))
    expect(screen.getByTestId('exam-disabled').textContent).toContain('考试功能未开启')
    expect(sentCalls()).toEqual([])
  })

  it('each paper: count, time limit, price, whether one can join, attempts; a tap opens it', async () => {
    await renderList({
      [`GET ${BASE}/papers`]: ok({
        data: {
          data: [
            rawPaper(1),
            rawPaper(2, { expired_minutes: null, is_free: 0, charge: 19.9, cur_user_can_join: false }),
            rawPaper(3, { enabled_invite: 1, cur_user_can_join: false, expired_minutes: 0 }),
          ],
          total: 3,
        },
        user_papers: { 1: [{ id: 7, paper_id: 1, status: 2, score: 72 }] },
      }),
    })
    const first = $('paper-1')!.textContent!
    for (const part of ['试卷1', '5题', '限时10分钟', '免费', '可参加', '已考1次', '最高72分'])
      expect(first).toContain(part)
    expect($('paper-2')!.textContent).toContain('￥19.9')
    expect($('paper-2')!.textContent).toContain('需购买')
    expect($('paper-2')!.textContent).toContain('不限时')
    expect($('paper-3')!.textContent).toContain('仅限邀请')
    tap('paper-2')
    expect(pushed()).toEqual([{ path: '/packages/exam/vod/examDetail/index', query: { id: '2' } }])
  })

  it('a visitor: 登录后参加 on a free paper (not 暂不可参加), 需购买 on a paid one', async () => {
    await renderList(
      {
        [`GET ${BASE}/papers`]: ok({
          data: {
            data: [
              rawPaper(1, { cur_user_can_join: false }),
              rawPaper(2, { is_free: 0, charge: 9, cur_user_can_join: false }),
            ],
            total: 2,
          },
        }),
      },
      rootWith({ user: false })
    )
    expect($('paper-1')!.textContent).toContain('登录后参加')
    expect($('paper-2')!.textContent).toContain('需购买')
  })

  it('a paper without questions: 暂无试题, no time limit or 总分0 · 及格0 line', async () => {
    await renderList({
      [`GET ${BASE}/papers`]: ok({
        data: {
          data: [
            rawPaper(6, {
              questions_count: 0,
              score: 0,
              pass_score: 0,
              expired_minutes: 30,
              cur_user_can_join: false,
            }),
            rawPaper(7, { questions_count: 0, is_free: 0, charge: 5 }),
          ],
          total: 2,
        },
      }),
    })
    for (const id of ['paper-6', 'paper-7']) {
      const card = $(id)!.textContent!
      expect(card).toContain('暂无试题')
      for (const part of ['暂不可参加', '需购买', '可参加', '限时', '总分', '及格', '0题'])
        expect(card).not.toContain(part)
    }
  })

  it('no papers: 暂无试卷', async () => {
    await renderList({ [`GET ${BASE}/papers`]: ok({ data: { data: [], total: 0 } }) })
    expect(document.body.textContent).toContain('暂无试卷')
  })
})

// ------------------------------------------------------------------------------------------------ the paper

describe('/vod/examDetail?id=', () => {
  const detail = (paper: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
    ok({
      paper: rawPaper(1, paper),
      questions: { 1: [question(1, 1)], 5: [question(3, 5)] },
      user_papers: [
        { id: 5, paper_id: 1, status: 2, score: 72, created_at: '2026-01-01T00:00:00Z' },
        { id: 6, paper_id: 1, status: 3, score: 25, created_at: '2026-01-02T00:00:00Z' },
      ],
      can_join: true,
      join_count: 3,
      required_courses: [{ id: 4, title: '必修课', thumb: '', charge: 0 }],
      ...extra,
    })

  async function renderDetail(routes: Routes, root = rootWith()) {
    openPageAt('/vod/examDetail', 'packages/exam/vod/examDetail/index', { id: '1' })
    routeRequests(routes)
    renderWithStores(<ExamDetailPage />, root)
    await actAndSettle()
  }

  it('the paper, attempts left, past attempts and required courses; 开始考试 opens the new attempt', async () => {
    await renderDetail({
      [`GET ${BASE}/paper/1`]: detail({ try_times: 3 }),
      [`GET ${BASE}/paper/1/join`]: ok({ record_id: 17 }),
    })
    expect($('exam-title')!.textContent).toBe('试卷1')
    expect($('exam-score')!.textContent).toBe('100')
    expect($('exam-pass-score')!.textContent).toBe('60')
    expect($('exam-time-limit')!.textContent).toBe('10分钟')
    expect($('exam-question-count')!.textContent).toBe('2题')
    expect($('exam-attempts-left')!.textContent).toBe('1次')
    expect($('attempt-5')!.textContent).toContain('72分')
    expect($('attempt-6')!.textContent).toContain('阅卷中')
    tap('required-4')
    tap('attempt-5')
    await actAndSettle(() => tap('exam-start'))
    expect(countOf(`GET ${BASE}/paper/1/join`)).toBe(1)
    expect(pushed()).toEqual([
      { path: '/packages/learning/vod/detail/index', query: { id: '4' } },
      { path: '/packages/exam/vod/examDetail/index', query: { id: '1', record: '5' } },
      { path: '/packages/exam/vod/examDetail/index', query: { id: '1', record: '17' } },
    ])
  })

  it('unlimited attempts: 不限; attempts used up: the button says so and is disabled', async () => {
    await renderDetail({ [`GET ${BASE}/paper/1`]: detail({ try_times: 2 }) })
    expect($('exam-attempts-left')!.textContent).toBe('0次')
    expect($('exam-start')!.textContent).toBe('考试次数已用完')
    tap('exam-start')
    expect(sentCalls()).not.toContain(`GET ${BASE}/paper/1/join`)
  })

  it('paid: 购买试卷 ￥19.9 → the checkout with goods_type paper', async () => {
    await renderDetail({
      [`GET ${BASE}/paper/1`]: detail({ is_free: 0, charge: 19.9, title: '付费卷' }, { can_join: false }),
    })
    expect($('exam-buy')!.textContent).toBe('购买试卷 ￥19.9')
    tap('exam-buy')
    expect(pushed()[0]).toEqual({
      path: '/packages/order/order/index',
      query: expect.objectContaining({
        goods_id: '1',
        goods_type: 'paper',
        goods_name: '付费卷',
        goods_label: '试卷',
      }),
    })
  })

  it('invite-only and zero questions say why; a visitor is sent to the login and back', async () => {
    await renderDetail({ [`GET ${BASE}/paper/1`]: detail({ enabled_invite: 1 }, { can_join: false }) })
    expect($('exam-start')!.textContent).toBe('当前试卷仅限邀请用户参与')
  })

  it('zero questions: 该试卷暂无试题, and no 总分0 / 及格分0 / time limit rows (a visitor too)', async () => {
    for (const user of [true, false]) {
      await renderDetail(
        {
          [`GET ${BASE}/paper/1`]: detail(
            { questions_count: 0, score: 0, pass_score: 0, expired_minutes: 30 },
            { questions: [], user_papers: [] }
          ),
        },
        rootWith({ user })
      )
      expect($('exam-start')!.textContent).toBe('该试卷暂无试题')
      expect($('exam-question-count')!.textContent).toBe('暂无试题')
      for (const id of ['exam-score', 'exam-pass-score', 'exam-time-limit', 'exam-attempts-left'])
        expect($(id)).toBeNull()
      expect(document.body.textContent).not.toContain('30分钟')
      cleanup()
    }
  })

  it('past attempts: one date format for all (MM-DD HH:mm at UTC this year), never N小时前 / N天前', async () => {
    const ago = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString()
    const attempts = [
      { id: 5, paper_id: 1, status: 2, score: 72, created_at: ago(3 * 24) },
      { id: 6, paper_id: 1, status: 2, score: 25, created_at: ago(2) },
      { id: 7, paper_id: 1, status: 2, score: 25, created_at: '2020-03-04T05:06:00Z' },
    ]
    await renderDetail({ [`GET ${BASE}/paper/1`]: detail({}, { user_papers: attempts }) })
    for (const attempt of attempts.slice(0, 2)) {
      const time = document.querySelector(`#attempt-${attempt.id} .exam-detail__attempt-time`)!.textContent
      const thisYear = attempt.created_at.slice(0, 4) === String(new Date().getUTCFullYear())
      expect(time).toBe(attempt.created_at.slice(thisYear ? 5 : 0, 16).replace('T', ' '))
    }
    expect(document.querySelector('#attempt-7 .exam-detail__attempt-time')!.textContent).toBe(
      '2020-03-04 05:06'
    )
    expect($('exam-attempts')!.textContent).not.toMatch(/前|刚刚/)
  })

  it('a visitor: 开始考试 leads to the login with the way back', async () => {
    await renderDetail(
      { [`GET ${BASE}/paper/1`]: detail({}, { user_papers: [] }) },
      rootWith({ user: false })
    )
    tap('exam-start')
    expect(pushed()[0].path).toBe('/pages/login/index')
    expect(pushed()[0].query.redirect).toBe('/vod/examDetail?id=1')
  })
})

// ------------------------------------------------------------------------------------------------ answering

describe('/vod/examDetail?id=&record= (answering)', () => {
  function serve(
    routes: Routes = {},
    {
      endedAt = '2099-01-01T00:00:00Z',
      rows = QUESTIONS.map((q) => row(q)),
      submitFails = () => false,
    }: { endedAt?: string; rows?: unknown[]; submitFails?: () => boolean } = {}
  ) {
    let status = 1
    const singles: unknown[] = []
    routeRequests({
      [`GET ${BASE}/paper/1/join/17`]: () =>
        ok({
          paper: rawPaper(1, { expired_minutes: endedAt ? 10 : 0 }),
          user_paper: { id: 17, paper_id: 1, status, score: status === 1 ? 0 : 60, ended_at: endedAt },
          questions:
            status === 1
              ? rows
              : QUESTIONS.map((q, i) =>
                  row(q, {
                    answer_content: i === 0 ? 'option2' : '',
                    is_correct: i === 0 ? 1 : 3,
                    score: i === 0 ? 20 : 0,
                    question: {
                      ...q,
                      answer: i === 0 ? 'option2' : '',
                      remark: i === 0 ? '<p>解析一</p>' : '',
                    },
                  })
                ),
        }),
      [`POST ${BASE}/paper/1/submit/single`]: (request) => {
        singles.push(request.data)
        return ok([])
      },
      [`POST ${BASE}/paper/1/submit/all`]: () => {
        if (submitFails()) return envelope(500, '服务器错误', [], 500)
        status = 2
        return ok({ status: 2, total_score: 60 })
      },
      ...routes,
    })
    return { singles }
  }

  async function renderAttempt() {
    openPageAt('/vod/examDetail', 'packages/exam/vod/examDetail/index', { id: '1', record: '17' })
    renderWithStores(<ExamDetailPage />, rootWith())
    await actAndSettle()
  }

  it('one question a screen, every type answered, the card jump, 交卷 with the unanswered count, the review', async () => {
    const { singles } = serve()
    await renderAttempt()
    expect($('exam-countdown')!.textContent).toMatch(/^\d\d+:\d\d:\d\d$/)
    expect($('exam-question')!.textContent).toContain('第1题题干')
    // Options are sanitised: no script, no handler; the image stays.
    expect(document.querySelector('#exam-question script')).toBeNull()
    expect(document.querySelector('#exam-question [onerror]')).toBeNull()
    await actAndSettle(() => tap('exam-option-option2'))
    expect($('exam-option-option2')!.getAttribute('data-chosen')).toBe('true')
    tap('exam-next')
    await actAndSettle(() => {
      tap('exam-option-option3')
      tap('exam-option-option1')
    })
    tap('exam-next')
    await actAndSettle(() => tap('exam-judge-0'))
    tap('exam-card-open')
    expect($('exam-card-1')!.getAttribute('data-answered')).toBe('true')
    expect($('exam-card-4')!.getAttribute('data-answered')).toBe('false')
    tap('exam-card-5')
    expect($('exam-card')).toBeNull()
    expect($('exam-question')!.getAttribute('data-type')).toBe('short-answer')
    type('exam-text', '我的回答')
    tap('exam-prev')
    type('exam-blank-1', '第二空')
    expect(JSON.parse(platform.storage.get(answersKey(1, 1, 17))!).answers).toEqual({
      1: 'option2',
      2: ['option1', 'option3'],
      3: 0,
      4: ['', '第二空'],
      5: '我的回答',
    })
    expect($('exam-progress')!.textContent).toBe('已答 5/5')
    type('exam-blank-1', '')
    expect($('exam-progress')!.textContent).toBe('已答 4/5')

    tap('exam-submit')
    expect($('exam-confirm-text')!.textContent).toBe('还有1道题未作答，确认交卷吗？')
    await actAndSettle(() => tap('exam-confirm-ok'))
    expect(singles).toEqual(
      expect.arrayContaining([
        { pid: 17, question_id: 1, answer: 'option2' },
        { pid: 17, question_id: 3, answer: 0 },
        { pid: 17, question_id: 4, answer: [] },
        { pid: 17, question_id: 5, answer: '我的回答' },
      ])
    )
    expect(countOf(`POST ${BASE}/paper/1/submit/all`)).toBe(1)
    expect(toasts()).toContain('交卷成功')
    expect($('exam-result-score')!.textContent).toBe('60')
    expect($('exam-result-verdict')!.textContent).toBe('及格')
    expect($('review-1')!.getAttribute('data-mark')).toBe('right')
    expect($('review-1')!.textContent).toContain('我的答案：B')
    expect($('review-1')!.textContent).toContain('正确答案：B')
    expect($('review-1')!.textContent).toContain('解析一')
    expect(document.querySelectorAll('#review-1 [data-state="right"]')).toHaveLength(1)
    expect(document.querySelectorAll('#review-1 [data-state="wrong"]')).toHaveLength(0)
    expect($('review-2')!.textContent).toContain('未作答')
    expect(platform.storage.get(answersKey(1, 1, 17))).toBeNull()
  })

  it("the dialogs' buttons are the Modal's (quiet left, primary right); the card rings the current question", async () => {
    serve()
    await renderAttempt()
    const classes = (id: string) => $(id)!.className.split(/\s+/)
    tap('exam-card-open')
    expect(classes('exam-card-close')).toContain('modal__action')
    expect(classes('exam-card-1')).toContain('exam-card__cell--current')
    expect(document.querySelectorAll('.exam-card__cell--current')).toHaveLength(1)
    tap('exam-card-3')
    tap('exam-card-open')
    expect(classes('exam-card-3')).toContain('exam-card__cell--current')
    expect(classes('exam-card-1')).not.toContain('exam-card__cell--current')
    tap('exam-card-close')
    tap('exam-submit')
    expect(classes('exam-confirm-cancel')).toContain('modal__action')
    expect(classes('exam-confirm-cancel')).not.toContain('modal__action--primary')
    expect(classes('exam-confirm-ok')).toEqual(
      expect.arrayContaining(['modal__action', 'modal__action--primary'])
    )
    expect(document.querySelector('#exam-confirm .modal__title')!.textContent).toBe('交卷')
    tap('exam-confirm-cancel')
    if (platform.name === 'weapp') return
    tap('nav-back')
    expect(classes('exam-leave-stay')).toContain('modal__action')
    expect(classes('exam-leave-ok')).toEqual(
      expect.arrayContaining(['modal__action', 'modal__action--primary'])
    )
  })

  it("a short answer's reference in the review: 参考答案 as sanitised HTML, never raw tags; blanks stay text", async () => {
    const short = question(5, 4, {
      answer: '<p>参考要点：<b>沟通</b><img src="x" onerror="alert(1)"><script>alert(1)</script></p>',
      remark: '<p>解析<i>五</i></p>',
    })
    const blanks = question(4, 3, { answer: '甲,<乙>' })
    routeRequests({
      [`GET ${BASE}/paper/1/join/17`]: ok({
        paper: rawPaper(1),
        user_paper: { id: 17, paper_id: 1, status: 3, score: 0, ended_at: '2099-01-01T00:00:00Z' },
        questions: [
          row(blanks, { answer_content: '甲,乙', is_correct: 0 }),
          row(short, { answer_content: '我的<p>回答', is_correct: 2 }),
        ],
      }),
    })
    await renderAttempt()
    const review = $('review-5')!
    expect(review.textContent).not.toContain('<p>参考要点')
    expect(review.textContent).not.toContain('正确答案')
    expect($('reference-5')!.textContent).toBe('参考答案：参考要点：沟通')
    expect(document.querySelector('#reference-5 b')!.textContent).toBe('沟通')
    expect(document.querySelector('#reference-5 script')).toBeNull()
    expect(document.querySelector('#reference-5 [onerror]')).toBeNull()
    expect(review.textContent).toContain('我的答案：我的<p>回答')
    expect(review.textContent).toContain('解析五')
    expect($('review-4')!.textContent).toContain('正确答案：甲；<乙>')
    expect($('reference-4')).toBeNull()
  })

  it('a failing 交卷: the answers stay, 交卷 again', async () => {
    let fail = true
    serve({
      [`POST ${BASE}/paper/1/submit/all`]: () => {
        if (fail) return envelope(500, '服务器错误')
        return ok({ status: 2, total_score: 60 })
      },
    })
    await renderAttempt()
    await actAndSettle(() => tap('exam-option-option1'))
    tap('exam-submit')
    await actAndSettle(() => tap('exam-confirm-ok'))
    expect($('exam-submit-failed')).not.toBeNull()
    expect($('exam-question')).not.toBeNull()
    expect(JSON.parse(platform.storage.get(answersKey(1, 1, 17))!).answers).toEqual({ 1: 'option1' })
    fail = false
    tap('exam-submit')
    await actAndSettle(() => tap('exam-confirm-ok'))
    expect(countOf(`POST ${BASE}/paper/1/submit/all`)).toBe(2)
  })

  it('time is up and the hand-in fails: said on the page, the answers stay, it goes in once the network is back', async () => {
    let fail = true
    platform.storage.set(
      answersKey(1, 1, 17),
      JSON.stringify({ answers: { 1: 'option1' }, pending: [], index: 0 })
    )
    serve({}, { endedAt: '2000-01-01T00:00:00Z', submitFails: () => fail })
    await renderAttempt()
    await actAndSettle()
    expect(countOf(`POST ${BASE}/paper/1/submit/all`)).toBe(1)
    expect($('exam-submit-failed')!.textContent).toBe(
      '考试时间已到，交卷未成功，答案仍保存在本机；网络恢复后将自动重新交卷，也可点击交卷重试'
    )
    expect(toasts()).toContain(
      '考试时间已到，交卷未成功，答案仍保存在本机；网络恢复后将自动重新交卷，也可点击交卷重试'
    )
    expect($('exam-question')).not.toBeNull()
    expect(JSON.parse(platform.storage.get(answersKey(1, 1, 17))!).answers).toEqual({ 1: 'option1' })
    fail = false
    if (platform.name === 'h5') await actAndSettle(() => window.dispatchEvent(new Event('online')))
    else {
      tap('exam-submit')
      await actAndSettle(() => tap('exam-confirm-ok'))
    }
    expect(countOf(`POST ${BASE}/paper/1/submit/all`)).toBe(2)
    expect($('exam-result-score')).not.toBeNull()
    expect($('exam-submit-failed')).toBeNull()
  })

  it('an untimed attempt has no countdown; the server refusing an answer is said in its words', async () => {
    serve({ [`POST ${BASE}/paper/1/submit/single`]: envelope(1, '答案内容过长') }, { endedAt: '' })
    await renderAttempt()
    expect($('exam-countdown')).toBeNull()
    expect(document.body.textContent).toContain('不限时')
    await actAndSettle(() => tap('exam-option-option1'))
    expect(toasts()).toContain('答案内容过长')
  })

  it('resume: the server answers and the unsent ones from storage', async () => {
    platform.storage.set(answersKey(1, 1, 17), JSON.stringify({ answers: { 5: '本地答案' }, pending: [5] }))
    const { singles } = serve(
      {},
      { rows: [row(QUESTIONS[0], { answer_content: 'option3' }), ...QUESTIONS.slice(1).map((q) => row(q))] }
    )
    await renderAttempt()
    expect($('exam-option-option3')!.getAttribute('data-chosen')).toBe('true')
    expect($('exam-progress')!.textContent).toBe('已答 2/5')
    expect(singles).toEqual([{ pid: 17, question_id: 5, answer: '本地答案' }])
  })

  inH5('the back header asks before leaving mid-exam; 继续答题 stays, 离开 goes back', async () => {
    serve()
    await renderAttempt()
    tap('nav-back')
    expect($('exam-leave')).not.toBeNull()
    tap('exam-leave-stay')
    expect($('exam-leave')).toBeNull()
    expect(jest.mocked(Taro.navigateBack)).not.toHaveBeenCalled()
    tap('nav-back')
    tap('exam-leave-ok')
    // Opened on its own (no history to go back to): to the paper, not home.
    expect(pushed()).toEqual([{ path: '/packages/exam/vod/examDetail/index', query: { id: '1' } }])
  })

  inWeapp(
    'the native back asks while answering (WeChat alert before unload), released once handed in',
    async () => {
      const api = Taro as unknown as Record<string, unknown>
      const enable = jest.fn()
      const disable = jest.fn()
      api.enableAlertBeforeUnload = enable
      api.disableAlertBeforeUnload = disable
      try {
        serve()
        await renderAttempt()
        expect(enable).toHaveBeenCalledWith({ message: expect.stringContaining('考试尚未交卷') })
        expect(disable).not.toHaveBeenCalled()
        tap('exam-submit')
        await actAndSettle(() => tap('exam-confirm-ok'))
        expect($('exam-result-score')).not.toBeNull()
        expect(disable).toHaveBeenCalledTimes(1)
      } finally {
        delete api.enableAlertBeforeUnload
        delete api.disableAlertBeforeUnload
      }
    }
  )

  it('resume: back on the question that was on screen; moving on is kept for the next resume', async () => {
    platform.storage.set(answersKey(1, 1, 17), JSON.stringify({ answers: {}, pending: [], index: 3 }))
    serve()
    await renderAttempt()
    expect($('exam-question')!.getAttribute('data-question')).toBe('4')
    tap('exam-next')
    expect(JSON.parse(platform.storage.get(answersKey(1, 1, 17))!).index).toBe(4)
  })

  it('an answer the network lost: kept here, said so, sent again with the next answer', async () => {
    let down = true
    serve({
      [`POST ${BASE}/paper/1/submit/single`]: () => {
        if (down) throw { errMsg: 'request:fail' }
        return ok([])
      },
    })
    await renderAttempt()
    expect($('exam-unsynced')).toBeNull()
    await actAndSettle(() => tap('exam-option-option1'))
    expect($('exam-unsynced')!.textContent).toContain('1道题')
    down = false
    tap('exam-next')
    await actAndSettle(() => tap('exam-option-option2'))
    expect($('exam-unsynced')).toBeNull()
    expect(countOf(`POST ${BASE}/paper/1/submit/single`)).toBeGreaterThanOrEqual(3)
  })

  it('zero questions: said plainly', async () => {
    serve({}, { rows: [] })
    await renderAttempt()
    expect(screen.getByTestId('exam-no-questions').textContent).toContain('该试卷暂无试题')
  })
})

// ------------------------------------------------------------------------------------------------ the checkout

describe('/order?goods_type=paper', () => {
  async function renderCheckout(canJoin: boolean, paper: Record<string, unknown> = {}) {
    openPageAt('/order', 'packages/order/order/index', { goods_id: '5', goods_type: 'paper' })
    routeRequests({
      [`GET ${BASE}/paper/5`]: ok({
        paper: rawPaper(5, { title: '产品经理认证考试', is_free: 0, charge: 19.9, ...paper }),
        questions: {},
        can_join: canJoin,
      }),
      'GET /api/v2/order/payments': ok([{ sign: 'handPay', name: '手动打款', icon: '' }]),
    })
    renderWithStores(<CheckoutPage />, rootWith())
    await actAndSettle()
  }

  it('for sale: the paper name and price from the server', async () => {
    await renderCheckout(false)
    expect($('checkout-name')!.textContent).toBe('产品经理认证考试')
    expect($('checkout-goods-price')!.textContent).toBe('￥19.9')
  })

  it('open already (bought): says so and 去考试 leads to the paper', async () => {
    await renderCheckout(true)
    expect($('checkout-not-for-sale')!.textContent).toBe('您已可以参加该考试，无需购买')
    tap('checkout-study')
    expect(pushed()).toEqual([{ path: '/packages/exam/vod/examDetail/index', query: { id: '5' } }])
  })

  it('free: nothing to buy', async () => {
    await renderCheckout(true, { is_free: 1, charge: 0 })
    expect($('checkout-not-for-sale')!.textContent).toBe('该试卷免费，无需购买')
  })
})
