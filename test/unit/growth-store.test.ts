import {
  FALLBACK_BATCH,
  FALLBACK_CONCURRENCY,
  GrowthScreen,
  fallbackCourse,
  fallbackDaily,
  growthTotals,
  isMissingEndpoint,
  lastDays,
  loadGrowth,
  mapLimit,
} from '@/stores/growth'
import { serverDay } from '@/utils/server-time'
import { getWatchCourses, readLearnedCourse, readLearnedVideo } from '@/services/api/growth'
import { ApiError } from '@/services/http'
import { credentials } from '@/services/credentials'
import {
  deferred,
  envelope,
  ok,
  raw,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
} from '../mocks/api'
import { bootedRoot, makeMember, wireHttp } from '../mocks/app'
import { GROWTH_NOW, LEARNED_ITEMS, LEARNED_VIDEOS, WATCH_COURSES, growthServer } from '../mocks/growth'

let spies: ReturnType<typeof wireHttp>
const now = () => GROWTH_NOW

beforeEach(() => {
  spies = wireHttp()
  credentials.setToken('tok')
})

describe('days', () => {
  it('serverDay reads ISO times and ms as the UTC calendar day (jest runs at UTC+8)', () => {
    expect(serverDay('2026-03-09T20:30:00.000000Z')).toBe('2026-03-09') // 04:30 on the 10th in Shanghai
    expect(serverDay(Date.parse('2026-03-10T00:00:00Z'))).toBe('2026-03-10')
    expect(serverDay('')).toBeNull()
    expect(serverDay(null)).toBeNull()
    expect(serverDay('yesterday')).toBeNull()
  })

  it('lastDays: 30 UTC days ending today, oldest first, missing days 0, duplicates added, outside dropped', () => {
    const days = lastDays(
      [
        { date: '2026-03-10', seconds: 30 },
        { date: '2026-03-10', seconds: 12 },
        { date: '2026-02-09', seconds: 60 }, // the first day of the window
        { date: '2026-02-08', seconds: 999 }, // one day too old
        { date: '2026-03-11', seconds: 999 }, // tomorrow (clock skew)
        { date: '2026-03-01', seconds: -5 },
      ],
      GROWTH_NOW
    )
    expect(days).toHaveLength(30)
    expect(days[0]).toEqual({ date: '2026-02-09', seconds: 60 })
    expect(days[29]).toEqual({ date: '2026-03-10', seconds: 42 })
    expect(days.find((d) => d.date === '2026-03-01')?.seconds).toBe(0)
    expect(days.reduce((sum, d) => sum + d.seconds, 0)).toBe(102)
    // Late in the UTC day (past midnight in Shanghai) today is still the UTC day.
    expect(lastDays([], Date.parse('2026-03-10T23:59:00Z'))[29].date).toBe('2026-03-10')
    expect(lastDays([], Date.parse('2026-03-01T00:00:00Z'), 3).map((d) => d.date)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ])
  })
})

describe('the fork endpoint', () => {
  it('reads courses, videos and days, filling counts the answer leaves out', async () => {
    growthServer()
    const answer = (await getWatchCourses())!
    expect(answer.courses.map((c) => c.id)).toEqual([2, 1])
    expect(answer.courses[0]).toMatchObject({
      title: '员工手册解读',
      videos_count: 3,
      watched_videos_count: 1,
      watch_seconds: 638,
    })
    expect(answer.courses[0].videos[0]).toEqual({
      id: 5,
      title: '手册总览',
      duration: 600,
      watch_seconds: 600,
      is_watched: true,
      watched_at: '2026-03-09T10:00:00.000000Z',
      updated_at: '2026-03-09T10:00:00.000000Z',
    })
    expect(answer.daily).toHaveLength(4)

    routeRequests({
      'GET /api/v2/member/watchCourses': ok({
        courses: [
          {
            course_id: '3',
            title: 7,
            videos: [
              { id: 9, watch_seconds: '40', watched_at: '2026-03-01T00:00:00Z' },
              { id: 10, watch_seconds: 20 },
            ],
          },
        ],
        daily: [{ date: '2026-3-1', seconds: 5 }, { date: '2026-03-02', seconds: '7' }, null],
      }),
    })
    const loose = (await getWatchCourses())!
    expect(loose.courses).toHaveLength(1)
    expect(loose.courses[0]).toMatchObject({
      id: 3,
      title: '7',
      videos_count: 2,
      watched_videos_count: 1,
      watch_seconds: 60,
    })
    expect(loose.daily).toEqual([{ date: '2026-03-02', seconds: 7 }])
  })

  it('an empty list ([], as PHP sends) is an empty history; no list at all is null (growth-reader.test.ts)', async () => {
    routeRequests({ 'GET /api/v2/member/watchCourses': ok([]) })
    expect(await getWatchCourses()).toEqual({ courses: [], daily: null })
    routeRequests({ 'GET /api/v2/member/watchCourses': ok({}) })
    expect(await getWatchCourses()).toBeNull()
  })
})

describe('the fallback decision', () => {
  it('only a 404 of either kind means "no such endpoint"', () => {
    expect(isMissingEndpoint(new ApiError('路由不存在', 'not-found', 404))).toBe(true)
    expect(isMissingEndpoint(new ApiError('失败', 'business', 1))).toBe(false)
    expect(isMissingEndpoint(new ApiError('服务器繁忙', 'http', 500))).toBe(false)
    expect(isMissingEndpoint(new ApiError('网络', 'network', 0))).toBe(false)
    expect(isMissingEndpoint(new Error('x'))).toBe(false)
  })

  it.each(['code', 'http'] as const)(
    'watchCourses answering %s 404: the v3 learned endpoints, silently, with the same totals and days',
    async (kind) => {
      growthServer()
      const fork = await loadGrowth(now)
      growthServer({ watch: kind })
      requestMock.mockClear()
      const fallback = await loadGrowth(now)

      expect(fork.source).toBe('fork')
      expect(fallback.source).toBe('fallback')
      expect(fork.totals).toEqual({ courses: 2, finishedVideos: 3, seconds: 2138 })
      expect(fallback.totals).toEqual(fork.totals)
      expect(fallback.days).toEqual(fork.days)
      expect(
        fallback.courses.map((c) => [c.id, c.videos_count, c.watched_videos_count, c.watch_seconds])
      ).toEqual(fork.courses.map((c) => [c.id, c.videos_count, c.watched_videos_count, c.watch_seconds]))
      expect(fallback.courses[0].videos.map((v) => [v.id, v.watch_seconds, v.is_watched])).toEqual([
        [5, 600, true],
        [6, 38, false],
      ])
      // No toast, no error page for the missing endpoint.
      expect(spies.toast).not.toHaveBeenCalled()
      expect(spies.onNotFound).not.toHaveBeenCalled()
      expect(sentCalls()).toEqual([
        'GET /api/v2/member/watchCourses',
        'GET /api/v3/member/courses/learned',
        'GET /api/v3/member/learned/course/2',
        'GET /api/v3/member/learned/course/1',
      ])
      expect(requestMock.mock.calls[1][0].data).toEqual({ page: 1, size: 10 })
    }
  )

  it('any other failure of watchCourses is told and fails the load (no fallback)', async () => {
    growthServer({ watch: envelope(500, '服务器内部错误', [], 500) })
    await expect(loadGrowth(now)).rejects.toMatchObject({ kind: 'business' })
    expect(spies.toast).toHaveBeenCalledWith('服务器内部错误')
    expect(sentCalls()).toEqual(['GET /api/v2/member/watchCourses'])
  })

  describe('the request budget (120 a minute per IP address, shared by an office)', () => {
    /** A learner with `count` learned courses; every course has the same two videos, one watched. */
    function manyCourses(count: number) {
      const many = Array.from({ length: count }, (_, i) => ({
        ...LEARNED_ITEMS[0],
        course_id: 100 + i,
        course: { ...LEARNED_ITEMS[0].course, id: 100 + i, title: `课程${100 + i}` },
      }))
      let inFlight = 0
      let most = 0
      routeRequests({
        'GET /api/v2/member/watchCourses': envelope(404, '路由不存在'),
        'GET /api/v3/member/courses/learned': (request) => {
          const page = Number(request.data.page)
          return ok({ data: many.slice((page - 1) * 10, page * 10), total: many.length })
        },
      })
      const route = requestMock.getMockImplementation()!
      requestMock.mockImplementation(async (request) => {
        if (!request.url.includes('/learned/course/')) return route(request)
        inFlight += 1
        most = Math.max(most, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 0))
        inFlight -= 1
        return ok(LEARNED_VIDEOS[2])
      })
      return { mostAtOnce: () => most }
    }
    const videoCalls = () =>
      sentCalls().filter((call) => call.startsWith('GET /api/v3/member/learned/course/'))
    const learnedCalls = () => requestMock.mock.calls.filter(([r]) => r.url.includes('/courses/learned'))

    it('opening asks watchCourses, one page of learned courses and the videos of the first 4 courses: 6, not 56', async () => {
      const server = manyCourses(50)
      const screen = new GrowthScreen(now)
      await screen.open()
      expect(sentCalls()).toHaveLength(2 + FALLBACK_BATCH)
      expect(learnedCalls().map(([r]) => r.data)).toEqual([{ page: 1, size: 10 }])
      expect(videoCalls()).toEqual(
        [100, 101, 102, 103].map((id) => `GET /api/v3/member/learned/course/${id}`)
      )
      expect(server.mostAtOnce()).toBeLessThanOrEqual(FALLBACK_CONCURRENCY)
      // What is counted is said: all 50 courses, the minutes of the 4 read.
      expect(screen.view?.totals.courses).toBe(50)
      expect(screen.view?.courses.map((c) => c.id)).toEqual([100, 101, 102, 103])
      expect(screen.view?.totals.seconds).toBe(4 * 638)
      expect(screen.view?.partial).toEqual({ loaded: 4, total: 50 })
    })

    it('scrolling on: 4 more courses a step, a new page of learned courses only when needed; then all counted', async () => {
      manyCourses(12)
      const screen = new GrowthScreen(now)
      await screen.open()
      requestMock.mockClear()
      await screen.learned.list.loadMore()
      expect(sentCalls()).toEqual([104, 105, 106, 107].map((id) => `GET /api/v3/member/learned/course/${id}`))
      requestMock.mockClear()
      await screen.learned.list.loadMore()
      expect(learnedCalls().map(([r]) => r.data)).toEqual([{ page: 2, size: 10 }])
      expect(videoCalls()).toHaveLength(4)
      expect(screen.learned.list.finished).toBe(true)
      expect(screen.view?.partial).toBeNull()
      expect(screen.view?.totals).toEqual({ courses: 12, finishedVideos: 12, seconds: 12 * 638 })
    })

    it('shown again: watchCourses is not asked again on this server, the first step is (what is on screen)', async () => {
      manyCourses(30)
      const screen = new GrowthScreen(now)
      await screen.open()
      await screen.learned.list.loadMore()
      requestMock.mockClear()
      await screen.refresh()
      expect(sentCalls()).toHaveLength(1 + FALLBACK_BATCH)
      expect(sentCalls()).not.toContain('GET /api/v2/member/watchCourses')
      expect(screen.view?.courses).toHaveLength(FALLBACK_BATCH)
    })

    it('a failed first step fails the load (重新加载); a failed later step keeps what is shown (重试)', async () => {
      manyCourses(30)
      const route = requestMock.getMockImplementation()!
      requestMock.mockImplementation((request) =>
        request.url.endsWith('/learned/course/101')
          ? Promise.reject({ errMsg: 'request:fail' })
          : route(request)
      )
      const screen = new GrowthScreen(now)
      await screen.open()
      expect(screen.growth.state).toBe('error')
      requestMock.mockImplementation((request) =>
        request.url.endsWith('/learned/course/105')
          ? Promise.reject({ errMsg: 'request:fail' })
          : route(request)
      )
      await screen.growth.reload()
      expect(screen.growth.state).toBe('ready')
      await screen.learned.list.loadMore()
      expect(screen.learned.list.error).toBe(true)
      expect(screen.view?.courses).toHaveLength(FALLBACK_BATCH)
    })
  })

  it('a course gone since (its videos 404) keeps its row with the list’s counts; the learner is not told', async () => {
    growthServer({
      watch: 'code',
      extra: { 'GET /api/v3/member/learned/course/1': envelope(404, '资源不存在') },
    })
    const view = await loadGrowth(now)
    const gone = view.courses.find((c) => c.id === 1)!
    expect(gone).toMatchObject({ videos_count: 4, watched_videos_count: 2, watch_seconds: 0, videos: [] })
    expect(spies.toast).not.toHaveBeenCalled()
  })

  it('fallbackCourse and fallbackDaily from the v3 shapes ([] and null records, missing times)', () => {
    const learned = readLearnedCourse(LEARNED_ITEMS[1])
    const videos = LEARNED_VIDEOS[1].map((video) => readLearnedVideo(video as Record<string, unknown>))
    const course = fallbackCourse(learned, videos)
    expect(course).toMatchObject({ id: 1, videos_count: 4, watched_videos_count: 2, watch_seconds: 1500 })
    expect(course.last_watched_at).toBe('2026-02-20T09:00:00.000000Z')
    const odd = readLearnedVideo({ id: 8, watch_record: [] })
    expect(odd.record).toBeNull()
    const noTime = readLearnedVideo({ id: 9, watch_record: { watch_seconds: 50 } })
    expect(fallbackDaily([[noTime], null, videos])).toEqual([
      { date: '2026-02-20', seconds: 900 },
      { date: '2026-01-02', seconds: 600 },
    ])
  })

  it.each([
    // Finished at 05:30 China time on the 10th = 21:30 UTC on the 9th; 09:00 China = 01:00 UTC the same day.
    ['2026-03-10T05:30:00', '2026-03-09'],
    ['2026-03-10T09:00:00', '2026-03-10'],
  ])(
    'the fallback counts a video finished at %s China time (as learned/course writes it) on the UTC day %s',
    async (watchedAt, day) => {
      growthServer({
        watch: 'code',
        extra: {
          'GET /api/v3/member/learned/course/2': ok([
            {
              id: 5,
              title: '手册总览',
              published_at: '2024-01-15 10:00:00',
              duration: 600,
              watch_record: { watch_seconds: 600, watched_at: watchedAt, created_at: '2026-03-01T01:00:00' },
            },
          ]),
        },
      })
      const view = await loadGrowth(now)
      const counted = view.days.filter((d) => d.seconds > 0).map((d) => [d.date, d.seconds])
      expect(counted).toContainEqual([day, 600])
      expect(counted.some(([date, seconds]) => seconds === 600 && date !== day)).toBe(false)
    }
  )

  it('mapLimit keeps the order of the items', async () => {
    expect(await mapLimit([3, 1, 2], 2, async (n) => n * 10)).toEqual([30, 10, 20])
    expect(await mapLimit([], 3, async (n: number) => n)).toEqual([])
  })
})

describe('totals', () => {
  it('courses, finished videos and seconds of every course', () => {
    expect(growthTotals([])).toEqual({ courses: 0, finishedVideos: 0, seconds: 0 })
  })
})

describe('GrowthScreen', () => {
  it('loads the view on open, credits only when 积分明细 is first opened, both again when shown again', async () => {
    growthServer({ credits: 23 })
    const screen = new GrowthScreen(now)
    await screen.open()
    expect(screen.view?.totals.courses).toBe(2)
    expect(sentCalls()).toEqual(['GET /api/v2/member/watchCourses'])

    expect(screen.setTab('history')).toBe(false)
    expect(screen.setTab('credits')).toBe(true)
    await screen.credits.loadMore()
    expect(screen.credits.items).toHaveLength(10)
    expect(requestMock.mock.calls.at(-1)![0].data).toEqual({ page: 1, page_size: 10 })
    expect(screen.credits.items[0]).toMatchObject({ id: 1, sum: 5, remark: '看完视频' })
    await screen.credits.loadMore()
    await screen.credits.loadMore()
    expect(screen.credits.items.map((r) => r.id)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1))
    expect(screen.credits.finished).toBe(true)

    requestMock.mockClear()
    await screen.refresh()
    expect(sentCalls().sort()).toEqual([
      'GET /api/v2/member/credit1Records',
      'GET /api/v2/member/watchCourses',
    ])
    expect(screen.credits.items).toHaveLength(10)
  })

  it('with the root store: each first page of the credits reads the member again (当前积分), later pages do not', async () => {
    growthServer({ credits: 23, extra: { 'GET /api/v2/member/detail': ok(makeMember({ credit1: 120 })) } })
    const root = bootedRoot({ user: makeMember({ credit1: 0 }) })
    const screen = new GrowthScreen(now, root)
    await screen.open()
    expect(sentCalls()).toEqual(['GET /api/v2/member/watchCourses'])
    screen.setTab('credits')
    await screen.credits.loadMore()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(root.session.user?.credit1).toBe(120)
    await screen.credits.loadMore()
    const details = () => sentCalls().filter((call) => call === 'GET /api/v2/member/detail')
    expect(details()).toHaveLength(1)
    await screen.refresh()
    expect(details()).toHaveLength(2)
  })

  it('refresh before the first answer asks nothing; after a failure it tries again', async () => {
    const held = deferred<FakeResponse>()
    routeRequests({ 'GET /api/v2/member/watchCourses': () => held.promise })
    const screen = new GrowthScreen(now)
    const opening = screen.open()
    await screen.refresh()
    expect(sentCalls()).toHaveLength(1)
    held.resolve(raw(502, '<html>bad gateway</html>'))
    await opening
    expect(screen.growth.state).toBe('error')
    growthServer()
    await screen.refresh()
    expect(screen.growth.data?.source).toBe('fork')
  })

  it('folds and unfolds a course’s videos', () => {
    const screen = new GrowthScreen(now)
    expect(screen.isExpanded(2)).toBe(false)
    screen.toggle(2)
    screen.toggle(1)
    expect(screen.expanded).toEqual([2, 1])
    screen.toggle(2)
    expect(screen.isExpanded(2)).toBe(false)
    expect(screen.isExpanded(1)).toBe(true)
  })
})

describe('loaded view', () => {
  it('courses newest first, 30 days with today last', async () => {
    growthServer({
      extra: {
        'GET /api/v2/member/watchCourses': ok({
          ...WATCH_COURSES,
          courses: [...WATCH_COURSES.courses].reverse(),
        }),
      },
    })
    const view = await loadGrowth(now)
    expect(view.courses.map((c) => c.id)).toEqual([2, 1])
    expect(view.days).toHaveLength(30)
    expect(view.days[29]).toEqual({ date: '2026-03-10', seconds: 38 })
    expect(view.days.filter((d) => d.seconds > 0)).toHaveLength(3)
  })
})
