import Taro from '@tarojs/taro'
import { fireEvent, screen, within } from '@testing-library/react'
import GrowUpPage from '@/packages/training/growUp'
import { envelope, ok, requestMock, routeRequests, sentCalls } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { visit } from '../mocks/login'
import { setSelectorRect, triggerDidShow, triggerReachBottom } from '../mocks/taro'
import {
  GROWTH_NOW,
  LEARNED_ITEMS,
  LEARNED_VIDEOS,
  UNREADABLE_WATCH_ANSWERS,
  WATCH_COURSES,
  growthServer,
  watchCoursesIn,
  type WatchShape,
} from '../mocks/growth'

let spies: ReturnType<typeof wireHttp>

beforeEach(() => {
  spies = wireHttp()
  jest.spyOn(Date, 'now').mockReturnValue(GROWTH_NOW)
})

afterEach(() => {
  jest.restoreAllMocks()
})

async function renderGrowUp() {
  visit('/growUp')
  const view = renderWithStores(<GrowUpPage />, bootedRoot({ user: makeMember() }))
  await actAndSettle()
  return view
}

const total = (name: string) => document.getElementById(`growth-total-${name}`)!
const bars = () => [...document.querySelectorAll<HTMLElement>('[data-testid="chart-bar"]')]
const barHeight = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).style.height
const course = (id: number) => document.getElementById(`growth-course-${id}`)!
const tab = (name: string) => document.getElementById(`growth-tab-${name}`)!

describe('学习成长 (/growUp)', () => {
  it('shows the totals, 30 bars with today last, and the watch history from watchCourses', async () => {
    growthServer()
    await renderGrowUp()
    expect(sentCalls()).toEqual(['GET /api/v2/member/watchCourses'])

    expect(within(total('courses')).getByText('2')).toBeInTheDocument()
    expect(within(total('courses')).getByText('学习课程')).toBeInTheDocument()
    expect(within(total('courses')).getByText('门')).toBeInTheDocument()
    expect(within(total('videos')).getByText('3')).toBeInTheDocument()
    expect(within(total('videos')).getByText('完成视频')).toBeInTheDocument()
    expect(within(total('minutes')).getByText('36')).toBeInTheDocument()
    expect(within(total('minutes')).getByText('学习时长')).toBeInTheDocument()

    // The chart: one bar per UTC day, heights relative to the tallest (2026-02-20, 900 s).
    expect(bars()).toHaveLength(30)
    expect(bars()[29]).toHaveAttribute('data-date', '2026-03-10')
    expect(bars()[0]).toHaveAttribute('data-date', '2026-02-09')
    const byDate = (date: string) => bars().find((bar) => bar.dataset.date === date)!
    expect(barHeight(byDate('2026-02-20'))).toBe('100%')
    expect(barHeight(byDate('2026-03-09'))).toBe('66.7%')
    expect(barHeight(byDate('2026-03-10'))).toBe('4.2%')
    expect(barHeight(byDate('2026-03-01'))).toBe('0%')
    expect(screen.getByText('今日 0.6 分钟')).toBeInTheDocument()
    expect(screen.getByText('最高 15 分钟')).toBeInTheDocument()
    expect(screen.getByText('共 26 分钟')).toBeInTheDocument()
    expect(screen.getByText('02-09')).toBeInTheDocument()
    expect(screen.getByText('03-10')).toBeInTheDocument()
    expect(document.getElementById('minutes-chart-empty')).toBeNull()
    expect(document.getElementById('growth-fallback-note')).toBeNull()

    // History, newest first.
    const rows = [...document.querySelectorAll<HTMLElement>('.growth-course')]
    expect(rows.map((row) => row.dataset.courseId)).toEqual(['2', '1'])
    expect(within(course(2)).getByText('员工手册解读')).toBeInTheDocument()
    expect(within(course(2)).getByText('已看完1/共3个视频')).toBeInTheDocument()
    expect(within(course(2)).getByText(/学习 11 分钟/)).toBeInTheDocument()
    expect(course(2).querySelector('img')).toHaveAttribute('src', 'https://img.test/c2.png')
    expect(within(course(1)).getByText(/学习 25 分钟 · 最近学习 02-20 09:00/)).toBeInTheDocument()
    expect(spies.toast).not.toHaveBeenCalled()
  })

  it('unfolds a course’s videos (已看完 or the position) and folds them again; taps open the course or video', async () => {
    growthServer()
    await renderGrowUp()
    expect(document.getElementById('growth-video-5')).toBeNull()
    fireEvent.click(document.getElementById('growth-toggle-2')!)
    await actAndSettle()
    expect(within(document.getElementById('growth-video-5')!).getByText('已看完')).toBeInTheDocument()
    expect(
      within(document.getElementById('growth-video-6')!).getByText('已看 00:38 / 20:00')
    ).toBeInTheDocument()
    expect(screen.getByText('收起观看记录')).toBeInTheDocument()
    fireEvent.click(document.getElementById('growth-video-6')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/learning/vod/video/index?id=6' })
    fireEvent.click(document.getElementById('growth-toggle-2')!)
    await actAndSettle()
    expect(document.getElementById('growth-video-5')).toBeNull()
    expect(within(course(2)).getByText('观看记录（2）')).toBeInTheDocument()

    fireEvent.click(course(1).querySelector('.growth-course__main')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/learning/vod/detail/index?id=1' })
  })

  it.each(['code', 'http'] as const)(
    'watchCourses %s 404 (stock MeEdu): the same totals from the v3 endpoints, a note, no toast',
    async (kind) => {
      growthServer({ watch: kind })
      await renderGrowUp()
      expect(sentCalls()).toEqual([
        'GET /api/v2/member/watchCourses',
        'GET /api/v3/member/courses/learned',
        'GET /api/v3/member/learned/course/2',
        'GET /api/v3/member/learned/course/1',
      ])
      expect(within(total('courses')).getByText('2')).toBeInTheDocument()
      expect(within(total('videos')).getByText('3')).toBeInTheDocument()
      expect(within(total('minutes')).getByText('36')).toBeInTheDocument()
      expect(screen.getByText('今日 0.6 分钟')).toBeInTheDocument()
      expect(document.getElementById('growth-fallback-note')).toHaveTextContent('图表按各视频的观看时间估算')
      expect(spies.toast).not.toHaveBeenCalled()
      expect(spies.onNotFound).not.toHaveBeenCalled()
    }
  )

  it('a stock MeEdu with many courses: opening asks for what the screen shows (6 calls); more as the list scrolls', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...LEARNED_ITEMS[0],
      course_id: 100 + i,
      course: { ...LEARNED_ITEMS[0].course, id: 100 + i, title: `课程${100 + i}` },
    }))
    const videos = Object.fromEntries(
      many.map((item) => [`GET /api/v3/member/learned/course/${item.course_id}`, ok(LEARNED_VIDEOS[2])])
    )
    growthServer({
      watch: 'code',
      extra: {
        'GET /api/v3/member/courses/learned': (request) => {
          const page = Number(request.data.page)
          return ok({ data: many.slice((page - 1) * 10, page * 10), total: many.length })
        },
        ...videos,
      },
    })
    // Each course row is about 110 px below the 520 px of totals and chart; the screen is 667 px.
    setSelectorRect('#growth-course-list-end', () => ({
      top: 520 + document.querySelectorAll('.growth-course').length * 110,
    }))
    await renderGrowUp()
    expect(sentCalls()).toHaveLength(6)
    expect(document.querySelectorAll('.growth-course')).toHaveLength(4)
    expect(within(total('courses')).getByText('30')).toBeInTheDocument()
    expect(document.getElementById('growth-partial-note')).toHaveTextContent(
      '完成视频、学习时长和图表已统计4门课程（共30门），向下滑动查看更多后继续统计。'
    )

    requestMock.mockClear()
    await actAndSettle(() => triggerReachBottom())
    expect(sentCalls()).toHaveLength(4)
    expect(document.querySelectorAll('.growth-course')).toHaveLength(8)
    expect(document.getElementById('growth-partial-note')).toHaveTextContent('已统计8门课程（共30门）')
  })

  it.each(['data', 'nested', 'array'] as WatchShape[])(
    'watchCourses answering its list under %s (MeEdu’s names): the real totals and history, not zeros',
    async (shape) => {
      growthServer({ watch: ok(watchCoursesIn(shape)) })
      await renderGrowUp()
      expect(sentCalls()).toEqual(['GET /api/v2/member/watchCourses'])
      expect(within(total('courses')).getByText('2')).toBeInTheDocument()
      expect(within(total('videos')).getByText('3')).toBeInTheDocument()
      expect(within(total('minutes')).getByText('36')).toBeInTheDocument()
      expect(screen.getByText('今日 0.6 分钟')).toBeInTheDocument()
      expect(within(course(2)).getByText('已看完1/共3个视频')).toBeInTheDocument()
      expect(within(course(1)).getByText(/学习 25 分钟/)).toBeInTheDocument()
      expect(screen.queryByText('暂无学习记录')).toBeNull()
      // A bare list has no days: the chart is estimated from the videos and says so.
      expect(document.getElementById('growth-fallback-note') !== null).toBe(shape === 'array')
      expect(spies.toast).not.toHaveBeenCalled()
    }
  )

  it.each(Object.keys(UNREADABLE_WATCH_ANSWERS))(
    'watchCourses answering %s: the fallback’s real totals, a note, no toast, never 0 门',
    async (name) => {
      growthServer({ watch: ok(UNREADABLE_WATCH_ANSWERS[name]) })
      await renderGrowUp()
      expect(sentCalls()).toContain('GET /api/v3/member/courses/learned')
      expect(within(total('courses')).getByText('2')).toBeInTheDocument()
      expect(within(total('videos')).getByText('3')).toBeInTheDocument()
      expect(within(total('minutes')).getByText('36')).toBeInTheDocument()
      expect(document.getElementById('growth-fallback-note')).toHaveTextContent('图表按各视频的观看时间估算')
      expect(spies.toast).not.toHaveBeenCalled()
    }
  )

  it('nothing learned: zeros, flat bars with the hint, 暂无学习记录 with 去学习', async () => {
    growthServer({ watch: ok({ courses: [], daily: [] }) })
    await renderGrowUp()
    expect(within(total('courses')).getByText('0')).toBeInTheDocument()
    expect(bars()).toHaveLength(30)
    expect(bars().every((bar) => barHeight(bar) === '0%')).toBe(true)
    expect(screen.getByText('近30天还没有学习记录，去看一节课吧')).toBeInTheDocument()
    expect(screen.getByText('暂无学习记录')).toBeInTheDocument()
    fireEvent.click(document.getElementById('growth-browse')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/learning/vod/index' })
  })

  it('a failure other than 404 is told and offers 重新加载', async () => {
    growthServer({ watch: envelope(500, '服务器内部错误', [], 500) })
    await renderGrowUp()
    expect(spies.toast).toHaveBeenCalledWith('服务器内部错误')
    expect(screen.getByText('加载失败')).toBeInTheDocument()
    growthServer()
    fireEvent.click(document.getElementById('resource-retry')!)
    await actAndSettle()
    expect(within(total('courses')).getByText('2')).toBeInTheDocument()
  })

  it('积分明细: loads when first opened, signed sums and UTC times, paged; shown again → page 1 again', async () => {
    // The member read again with the credits: the balance the boot loaded (0) becomes the server's 120.
    growthServer({ credits: 12, extra: { 'GET /api/v2/member/detail': ok(makeMember({ credit1: 120 })) } })
    await renderGrowUp()
    expect(sentCalls()).not.toContain('GET /api/v2/member/credit1Records')
    expect(document.getElementById('growth-balance')).toBeNull()
    fireEvent.click(tab('credits'))
    await actAndSettle()
    expect(tab('credits')).toHaveAttribute('data-active', 'true')
    expect(document.getElementById('growth-balance')!.textContent).toBe('当前积分120')
    const calls = requestMock.mock.calls.filter(([r]) => r.url.includes('credit1Records'))
    expect(calls[0][0].data).toEqual({ page: 1, page_size: 10 })
    const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="credit-row"]')]
    expect(rows().length).toBeGreaterThanOrEqual(10)
    expect(within(rows()[0]).getByText('看完视频')).toBeInTheDocument()
    expect(within(rows()[0]).getByText('+5')).toBeInTheDocument()
    expect(within(rows()[0]).getByText('2026-03-10 00:00')).toBeInTheDocument()
    expect(within(rows()[4]).getByText('-50')).toHaveClass('credit-row__sum--minus')
    expect(document.getElementById('minutes-chart')).toBeNull()

    // Back on 学习记录 the view is still there, without a new request.
    requestMock.mockClear()
    fireEvent.click(tab('history'))
    await actAndSettle()
    expect(within(total('courses')).getByText('2')).toBeInTheDocument()
    expect(sentCalls()).toEqual([])

    triggerDidShow()
    await actAndSettle()
    expect(sentCalls().sort()).toEqual([
      'GET /api/v2/member/credit1Records',
      'GET /api/v2/member/detail',
      'GET /api/v2/member/watchCourses',
    ])
  })

  it('当前积分 above 积分明细: the session member’s credit1, kept when reading it again fails (silently)', async () => {
    growthServer({ credits: 3, extra: { 'GET /api/v2/member/detail': envelope(500, '服务器错误') } })
    visit('/growUp')
    renderWithStores(<GrowUpPage />, bootedRoot({ user: makeMember({ credit1: 35 }) }))
    await actAndSettle()
    fireEvent.click(tab('credits'))
    await actAndSettle()
    expect(sentCalls()).toContain('GET /api/v2/member/detail')
    expect(within(document.getElementById('growth-balance')!).getByText('当前积分')).toBeInTheDocument()
    expect(within(document.getElementById('growth-balance')!).getByText('35')).toBeInTheDocument()
    expect(spies.toast).not.toHaveBeenCalled()
  })

  it('积分明细 empty: 暂无积分记录', async () => {
    growthServer({ credits: 0 })
    await renderGrowUp()
    fireEvent.click(tab('credits'))
    await actAndSettle()
    expect(screen.getByText('暂无积分记录')).toBeInTheDocument()
  })

  it('shown again after watching: the minutes are read again', async () => {
    growthServer()
    await renderGrowUp()
    expect(screen.getByText('今日 0.6 分钟')).toBeInTheDocument()
    const more = {
      ...WATCH_COURSES,
      daily: [...WATCH_COURSES.daily.slice(0, 3), { date: '2026-03-10', seconds: 338 }],
    }
    routeRequests({ 'GET /api/v2/member/watchCourses': ok(more) })
    triggerDidShow()
    await actAndSettle()
    expect(screen.getByText('今日 5.6 分钟')).toBeInTheDocument()
  })
})
