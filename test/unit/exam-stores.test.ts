/** The exam screens' stores: the papers list (nothing asked with the add-on off), the detail's offer and join,
 * and one attempt: resume, 交卷 once with pending answers first, a failing 交卷, the auto-submit at zero. */
import { runInAction } from 'mobx'
import { platform } from '@/platform'
import { getPapers, readPaper } from '@/services/api/paper'
import { answersKey } from '@/services/credentials'
import { readStored } from '@/stores/answer-sheet'
import { AttemptScreen } from '@/stores/exam-attempt'
import { ExamDetailScreen } from '@/stores/exam-detail'
import { attemptSummary, ExamPapersScreen, joinState } from '@/stores/exam-papers'
import { envelope, ok, routeRequests, sentCalls, type SentRequest } from '../mocks/api'
import { bootedRoot, makeMember, wireHttp } from '../mocks/app'
import {
  PAPER_BASE,
  answerRow,
  autoOutcome,
  listenTo,
  rawPaper,
  rawQuestion,
  refusal,
  type RawQuestion,
} from '../mocks/paper'
import { fakeDevice, fakeServerClock, type FakeDevice } from './clock-fakes'

const BASE = PAPER_BASE

const QUESTIONS = [
  rawQuestion(1, 1),
  rawQuestion(2, 2),
  rawQuestion(3, 5),
  rawQuestion(4, 3),
  rawQuestion(5, 4),
]

const row = (question: RawQuestion, content = '', extra: Record<string, unknown> = {}) =>
  answerRow(question, { answer_content: content, ...extra })

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
  platform.storage.remove(answersKey(1, 1, 17))
})

function enabledRoot(user = true) {
  const root = bootedRoot({ user: user ? makeMember({ id: 1 }) : null })
  runInAction(() => root.config.save({ enabled_addons: ['Paper'] }))
  return root
}

describe('the papers', () => {
  it('with the add-on off: nothing is asked at all', async () => {
    routeRequests({})
    const root = bootedRoot({ user: makeMember() })
    root.config.save({ enabled_addons: ['Zhibo'] })
    const screen = new ExamPapersScreen(root)
    expect(screen.enabled).toBe(false)
    await screen.open()
    await screen.refresh()
    expect(sentCalls()).toEqual([])
  })

  it('the add-on sent as an object: on unless false or 0', () => {
    const root = bootedRoot({ user: makeMember() })
    const enabledWith = (Paper: unknown) => {
      root.config.save({ enabled_addons: { Paper } })
      return new ExamPapersScreen(root).enabled
    }
    expect([1, true, '0', 0, false].map(enabledWith)).toEqual([true, true, true, false, false])
  })

  it('10 a page, page 1 primary; attempts read from user_papers (object or list)', async () => {
    const queries: unknown[] = []
    routeRequests({
      [`GET ${BASE}/papers`]: (request: SentRequest) => {
        queries.push(request.data)
        return ok({
          data: { data: [rawPaper(1), rawPaper(2)], total: 2 },
          categories: [],
          user_papers: { 1: [{ id: 9, paper_id: 1, status: 2, score: 72 }] },
        })
      },
    })
    const screen = new ExamPapersScreen(enabledRoot())
    await screen.open()
    expect(queries).toEqual([{ page: 1, page_size: 10 }])
    expect(screen.list.items.map((item) => item.attempts.length)).toEqual([1, 0])
    expect(screen.list.finished).toBe(true)

    routeRequests({
      [`GET ${BASE}/papers`]: ok({
        data: { data: [rawPaper(1)], total: 1 },
        user_papers: [{ id: 3, paper_id: 1, status: 3, score: 25 }],
      }),
    })
    const { items } = await getPapers({ page: 1, page_size: 10 })
    expect(items[0].attempts[0]).toMatchObject({ id: 3, status: 'marking', score: 25 })
  })

  it('join state and attempts in short', () => {
    const paper = (extra: Record<string, unknown>) => readPaper(rawPaper(1, extra))
    const done = { id: 1, paper_id: 1, status: 'ended' as const, score: 50, created_at: '', ended_at: '' }
    const LEARNER = { loggedIn: true }
    const VISITOR = { loggedIn: false }
    expect(joinState(paper({}), true, [], LEARNER)).toBe('open')
    expect(joinState(paper({ try_times: 1 }), true, [done], LEARNER)).toBe('used-up')
    expect(joinState(paper({ try_times: 1 }), false, [done], LEARNER)).toBe('used-up') // the server says no: that is why
    expect(joinState(paper({ is_free: 0, charge: 9.9 }), false, [], LEARNER)).toBe('buy')
    expect(joinState(paper({ enabled_invite: 1 }), false, [], LEARNER)).toBe('invite')
    expect(joinState(paper({}), false, [], LEARNER)).toBe('closed')
    // A visitor: what the paper asks, else log in (the server's false says nothing about the paper).
    expect(joinState(paper({}), false, [], VISITOR)).toBe('login')
    expect(joinState(paper({ is_free: 0, charge: 5 }), false, [], VISITOR)).toBe('buy')
    expect(joinState(paper({ enabled_invite: 1 }), false, [], VISITOR)).toBe('invite')
    // No questions: 暂无试题 for anyone, whatever else the paper or the server says.
    expect(joinState(paper({ questions_count: 0 }), false, [], LEARNER)).toBe('empty')
    expect(joinState(paper({ questions_count: 0 }), true, [], LEARNER)).toBe('empty')
    expect(joinState(paper({ questions_count: 0, is_free: 0, charge: 5 }), false, [], VISITOR)).toBe('empty')
    expect(joinState(paper({ questions_count: 0 }), false, [], VISITOR)).toBe('empty')
    expect(
      attemptSummary([
        done,
        { ...done, id: 2, score: 80 },
        { ...done, id: 3, status: 'ongoing' as const, score: 0 },
      ])
    ).toEqual({
      count: 3,
      best: 80,
      last: { ...done, id: 3, status: 'ongoing', score: 0 },
    })
  })
})

describe('the paper detail', () => {
  const detail = (paper: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    ok({
      paper: rawPaper(1, paper),
      questions: { 1: [rawQuestion(1, 1)], 5: [rawQuestion(3, 5), rawQuestion(6, 5)] },
      user_papers: [],
      can_join: true,
      join_count: 3,
      required_courses: [{ id: 4, title: '课程', thumb: '', charge: 0 }, { title: '无id' }],
      ...extra,
    })

  it('reads the paper: count from the question groups, required courses, attempts left', async () => {
    routeRequests({
      [`GET ${BASE}/paper/1`]: detail(
        { try_times: 3 },
        { user_papers: [{ id: 5, paper_id: 1, status: 2, score: 40 }] }
      ),
    })
    const screen = new ExamDetailScreen(enabledRoot(), '1')
    await screen.open()
    expect(screen.detail.data?.questionsCount).toBe(3)
    expect(screen.detail.data?.requiredCourses.map((c) => c.id)).toEqual([4])
    expect(screen.attemptsLeft).toBe(2)
    expect(screen.offer).toEqual({ kind: 'start' })
  })

  it('what the button offers: login, resume, buy, invite, used up, no questions', async () => {
    const offerFor = async (response: ReturnType<typeof ok>, user = true) => {
      routeRequests({ [`GET ${BASE}/paper/1`]: response })
      const screen = new ExamDetailScreen(enabledRoot(user), 1)
      await screen.open()
      return screen.offer?.kind
    }
    expect(await offerFor(detail({}), false)).toBe('login')
    expect(await offerFor(detail({}, { user_papers: [{ id: 8, paper_id: 1, status: 1, score: 0 }] }))).toBe(
      'resume'
    )
    expect(await offerFor(detail({ is_free: 0, charge: 19.9 }, { can_join: false }))).toBe('buy')
    expect(await offerFor(detail({ enabled_invite: 1 }, { can_join: false }))).toBe('invite')
    expect(
      await offerFor(detail({ try_times: 1 }, { user_papers: [{ id: 8, paper_id: 1, status: 2, score: 0 }] }))
    ).toBe('used-up')
    expect(await offerFor(detail({ questions_count: 0 }, { questions: [] }))).toBe('empty')
    // A visitor is not sent to the login for a paper with nothing to take.
    expect(await offerFor(detail({ questions_count: 0 }, { questions: [] }), false)).toBe('empty')
  })

  it('buy offers the checkout goods of the paper', async () => {
    routeRequests({
      [`GET ${BASE}/paper/1`]: detail({ is_free: 0, charge: 19.9, title: '付费卷' }, { can_join: false }),
    })
    const screen = new ExamDetailScreen(enabledRoot(), 1)
    await screen.open()
    expect(screen.offer).toEqual({
      kind: 'buy',
      goods: { goods_id: 1, goods_name: '付费卷', goods_charge: 19.9, goods_type: 'paper', goods_thumb: '' },
    })
  })

  it('join: one request per tap, the record id; a refusal is failed (the HTTP layer said why)', async () => {
    let joins = 0
    routeRequests({
      [`GET ${BASE}/paper/1`]: detail({}),
      [`GET ${BASE}/paper/1/join`]: () => {
        joins += 1
        return ok({ record_id: 17 })
      },
    })
    const screen = new ExamDetailScreen(enabledRoot(), 1)
    const [first, second] = await Promise.all([screen.join(), screen.join()])
    expect(first).toEqual({ kind: 'joined', recordId: 17 })
    expect(second).toEqual({ kind: 'busy' })
    expect(joins).toBe(1)

    routeRequests({ [`GET ${BASE}/paper/1/join`]: envelope(1, '考试次数已用完') })
    expect(await screen.join()).toEqual({ kind: 'failed' })
    expect(spies.toast).toHaveBeenCalledWith('考试次数已用完')
  })

  it('a bad id asks nothing; the add-on off asks nothing', async () => {
    routeRequests({})
    const bad = new ExamDetailScreen(enabledRoot(), 'abc')
    expect(bad.invalid).toBe(true)
    await bad.open()
    const root = bootedRoot({ user: makeMember() })
    const off = new ExamDetailScreen(root, 1)
    expect(off.disabled).toBe(true)
    await off.open()
    expect(sentCalls()).toEqual([])
  })
})

describe('an attempt', () => {
  const fakeClock = (start: number) => fakeDevice(start)
  const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
  const settle = async () => {
    for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0))
  }

  function serve({
    endedAt = new Date(T0 + 600_000).toISOString(),
    rows = QUESTIONS.map((q) => row(q)),
    submitAll = () => ok({ status: 2, total_score: 60 }) as ReturnType<typeof ok>,
    single = () => ok([]) as ReturnType<typeof ok>,
    finishedScore = 60,
  }: {
    endedAt?: string | null
    rows?: unknown[]
    submitAll?: () => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>
    single?: (request: SentRequest) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>
    /** The finished attempt's score, or 'unsaid' for an attempt answer without one. */
    finishedScore?: number | 'unsaid'
  } = {}) {
    let status = 1
    const singles: unknown[] = []
    const alls: unknown[] = []
    routeRequests({
      [`GET ${BASE}/paper/1/join/17`]: () =>
        ok({
          paper: rawPaper(1, { expired_minutes: endedAt ? 10 : 0 }),
          user_paper: {
            id: 17,
            paper_id: 1,
            status,
            ...(status === 1 ? { score: 0 } : finishedScore === 'unsaid' ? {} : { score: finishedScore }),
            ended_at: endedAt,
          },
          questions: status === 1 ? rows : QUESTIONS.map((q) => row(q, '', { is_correct: 1, score: 20 })),
        }),
      [`POST ${BASE}/paper/1/submit/single`]: (request: SentRequest) => {
        singles.push(request.data)
        return single(request)
      },
      [`POST ${BASE}/paper/1/submit/all`]: async (request: SentRequest) => {
        alls.push(request.data)
        const answer = await submitAll()
        if ((answer.data as { code: number }).code === 0) status = 2
        return answer
      },
    })
    return { singles, alls }
  }

  const open = async (clock: FakeDevice = fakeClock(T0), debounceMs = 5) => {
    const screen = listenTo(
      new AttemptScreen(enabledRoot(), '1', '17', {
        serverClock: fakeServerClock(clock),
        every: clock.every,
        debounceMs,
      })
    )
    await screen.open()
    return { screen, clock }
  }

  it('opens answering with the countdown; answers go to storage and to submit/single in the contract format', async () => {
    const { singles } = serve()
    const { screen } = await open()
    expect(screen.answering).toBe(true)
    expect(screen.countdown?.text).toBe('00:10:00')
    const sheet = screen.sheet!
    sheet.answer(1, 'option2')
    sheet.toggleOption(2, 'option3')
    sheet.answer(3, 0)
    sheet.setBlank(4, 0, '杭州')
    sheet.answer(5, '团队协作')
    expect(readStored(platform.storage, answersKey(1, 1, 17))?.answers).toEqual({
      1: 'option2',
      2: ['option3'],
      3: 0,
      4: ['杭州', ''],
      5: '团队协作',
    })
    await settle()
    expect(singles).toEqual([
      { pid: 17, question_id: 1, answer: 'option2' },
      { pid: 17, question_id: 2, answer: 'option3' },
      { pid: 17, question_id: 3, answer: 0 },
      { pid: 17, question_id: 4, answer: ['杭州', ''] },
      { pid: 17, question_id: 5, answer: '团队协作' },
    ])
    screen.dispose()
  })

  it('flushAnswers sends typing at once (hidden page, back online)', async () => {
    const { singles } = serve()
    const { screen } = await open(fakeClock(T0), 60_000)
    screen.sheet!.answer(5, '还在打字')
    expect(singles).toEqual([])
    screen.flushAnswers()
    await settle()
    expect(singles).toEqual([{ pid: 17, question_id: 5, answer: '还在打字' }])
    screen.dispose()
  })

  it('left before the attempt arrived: no sheet and no countdown start afterwards', async () => {
    serve()
    const clock = fakeClock(T0)
    const every = jest.spyOn(clock, 'every')
    const screen = new AttemptScreen(enabledRoot(), '1', '17', {
      serverClock: fakeServerClock(clock),
      every: clock.every,
      debounceMs: 5,
    })
    const opening = screen.open()
    screen.dispose() // the page unloaded while the attempt was on its way
    await opening
    expect(screen.sheet).toBeNull()
    expect(screen.countdown).toBeNull()
    expect(every).not.toHaveBeenCalled()
  })

  it('an untimed attempt (ended_at null, 0 minutes) has no countdown', async () => {
    serve({ endedAt: null })
    const { screen } = await open()
    expect(screen.answering).toBe(true)
    expect(screen.countdown).toBeNull()
  })

  it('resume after a crash: unsent answers from storage win and go out again', async () => {
    platform.storage.set(
      answersKey(1, 1, 17),
      JSON.stringify({ answers: { 1: 'option3', 5: '本地' }, pending: [1, 5] })
    )
    const { singles } = serve({
      rows: [row(QUESTIONS[0], 'option1'), ...QUESTIONS.slice(1).map((q) => row(q))],
    })
    const { screen } = await open()
    expect(screen.sheet?.answerOf(1)).toBe('option3')
    expect(screen.sheet?.answerOf(5)).toBe('本地')
    await settle()
    expect(singles).toEqual([
      { pid: 17, question_id: 1, answer: 'option3' },
      { pid: 17, question_id: 5, answer: '本地' },
    ])
    screen.dispose()
  })

  it('交卷 once: pending answers first, then submit/all; storage cleared; the review follows', async () => {
    let failSingles = true
    const { singles, alls } = serve({
      single: () => {
        if (failSingles) throw { errMsg: 'request:fail' }
        return ok([])
      },
    })
    const { screen } = await open()
    screen.sheet!.answer(1, 'option1')
    await settle()
    expect(screen.sheet!.pendingCount).toBe(1)
    failSingles = false
    const [first, second] = await Promise.all([screen.submit(), screen.submit()])
    expect(second).toEqual({ kind: 'busy' })
    expect(first).toEqual({ kind: 'done', status: 'ended', score: 60 })
    expect(singles.length).toBe(2)
    expect(alls).toEqual([{ pid: 17 }])
    expect(platform.storage.get(answersKey(1, 1, 17))).toBeNull()
    expect(screen.answering).toBe(false)
    expect(screen.passed).toBe(true)
  })

  it('a failing 交卷 keeps the answers; 交卷 again works', async () => {
    let fail = true
    const { alls } = serve({
      submitAll: () =>
        fail ? (envelope(500, '服务器错误') as ReturnType<typeof ok>) : ok({ status: 2, total_score: 40 }),
    })
    const { screen } = await open()
    screen.sheet!.answer(1, 'option2')
    await settle()
    expect(await screen.submit()).toEqual({ kind: 'failed' })
    expect(screen.submitFailed).toBe(true)
    expect(screen.answering).toBe(true)
    expect(readStored(platform.storage, answersKey(1, 1, 17))?.answers).toEqual({ 1: 'option2' })
    fail = false
    expect(await screen.submit()).toMatchObject({ kind: 'done' })
    expect(alls).toHaveLength(2)
    expect(screen.submitFailed).toBe(false)
  })

  it('answers that cannot be sent stop 交卷 before submit/all (unsent), nothing lost', async () => {
    const { alls } = serve({
      single: () => {
        throw { errMsg: 'request:fail' }
      },
    })
    const { screen } = await open()
    screen.sheet!.answer(5, '长答案')
    expect(await screen.submit()).toEqual({ kind: 'unsent' })
    expect(alls).toEqual([])
    expect(readStored(platform.storage, answersKey(1, 1, 17))?.pending).toEqual([5])
  })

  it('a refused answer (答案内容过长) is told with the server words and not resent', async () => {
    serve({ single: () => envelope(1, '答案内容过长') as ReturnType<typeof ok> })
    const { screen } = await open()
    screen.sheet!.answer(1, 'option1')
    await settle()
    expect(refusal(screen)?.message).toBe('答案内容过长')
    expect(screen.sheet!.pendingCount).toBe(0)
  })

  it('the countdown at zero submits by itself, once', async () => {
    const { alls } = serve({ endedAt: new Date(T0 + 3000).toISOString() })
    const { screen, clock } = await open()
    clock.advance(2000)
    expect(alls).toHaveLength(0)
    clock.advance(1000)
    await settle()
    clock.advance(5000)
    await settle()
    expect(alls).toHaveLength(1)
    expect(screen.autoSubmitted).toBe(true)
    expect(autoOutcome(screen)).toMatchObject({ kind: 'done' })
    expect(screen.answering).toBe(false)
  })

  it('a deadline already past on resume submits at once', async () => {
    const { alls } = serve({ endedAt: '2026-01-01 07:59:00' })
    const { screen } = await open()
    await settle()
    expect(alls).toHaveLength(1)
    expect(autoOutcome(screen)).toMatchObject({ kind: 'done' })
  })

  it('submit/all without total_score: the score is the reloaded attempt’s, never 0', async () => {
    serve({ submitAll: () => ok({ status: 2 }), finishedScore: 72 })
    const { screen } = await open()
    expect(await screen.submit()).toEqual({ kind: 'done', status: 'ended', score: null })
    expect(screen.score).toBe(72)
    expect(screen.passed).toBe(true)
  })

  it('no score from submit/all nor the reload: not known (no 及格 / 不及格); a said total stays', async () => {
    serve({ submitAll: () => ok({ status: 2 }), finishedScore: 'unsaid' })
    const unknown = (await open()).screen
    await unknown.submit()
    expect(unknown.answering).toBe(false)
    expect(unknown.score).toBeNull()
    expect(unknown.passed).toBeNull()

    serve({ submitAll: () => ok({ status: 2, total_score: 45 }), finishedScore: 'unsaid' })
    const said = (await open()).screen
    await said.submit()
    expect(said.score).toBe(45)
    expect(said.passed).toBe(false)
  })

  it('a paper without pass_score: no 及格 / 不及格 whatever the score; a said 0 pass score passes a 0', async () => {
    const finished = (paper: Record<string, unknown>, score: number) =>
      routeRequests({
        [`GET ${BASE}/paper/1/join/17`]: ok({
          paper,
          user_paper: { id: 17, paper_id: 1, status: 2, score, ended_at: null },
          questions: [],
        }),
      })
    const { pass_score, ...noPass } = rawPaper(1)
    void pass_score
    finished(noPass, 90)
    const { screen } = await open()
    expect([screen.score, screen.passScore, screen.passed]).toEqual([90, null, null])
    finished(rawPaper(1, { pass_score: 0 }), 0)
    const zero = (await open()).screen
    expect([zero.score, zero.passScore, zero.passed]).toEqual([0, 0, true])
  })

  it('a finished attempt opens the review: no sheet, no countdown', async () => {
    platform.storage.set(answersKey(1, 1, 17), JSON.stringify({ answers: { 1: 'option1' }, pending: [1] }))
    routeRequests({
      [`GET ${BASE}/paper/1/join/17`]: ok({
        paper: rawPaper(1),
        user_paper: { id: 17, paper_id: 1, status: 3, score: 25, ended_at: null },
        questions: [row(QUESTIONS[0], 'option1', { is_correct: 1, score: 20 })],
      }),
    })
    const { screen } = await open()
    expect(screen.answering).toBe(false)
    expect(screen.sheet).toBeNull()
    expect(screen.data?.attempt.status).toBe('marking')
    expect(screen.passed).toBe(false)
    expect(platform.storage.get(answersKey(1, 1, 17))).toBeNull()
  })
})
