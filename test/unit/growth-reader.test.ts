import { readDay, readGrowthCourse, readWatchCourses } from '@/services/api/growth'
import { estimatedDaily, lastDays, loadGrowth } from '@/stores/growth'
import { credentials } from '@/services/credentials'
import { ok, requestMock, sentCalls } from '../mocks/api'
import { wireHttp } from '../mocks/app'
import {
  GROWTH_NOW,
  MEEDU_NAMED_COURSES,
  UNREADABLE_WATCH_ANSWERS,
  WATCH_COURSES,
  growthServer,
  watchCoursesIn,
  type WatchShape,
} from '../mocks/growth'

// The fork endpoint's answer read in every shape a fork plausibly sends, and the fallback for one we cannot read
// (src/services/api/README.md, "Learning growth"): never 0 门 / 0 个 / 0 分钟 for a learner who has learned.

let spies: ReturnType<typeof wireHttp>
const now = () => GROWTH_NOW

beforeEach(() => {
  spies = wireHttp()
  credentials.setToken('tok')
})

/** What a learner sees of a course: its row, counts and minutes. */
const rows = (courses: ReturnType<typeof readGrowthCourse>[]) =>
  courses.map((c) => ({
    id: c.id,
    title: c.title,
    thumb: c.thumb,
    videos_count: c.videos_count,
    watched_videos_count: c.watched_videos_count,
    watch_seconds: c.watch_seconds,
    videos: c.videos.map((v) => [v.id, v.title, v.duration, v.watch_seconds, v.is_watched]),
  }))

const SHAPES: WatchShape[] = ['courses', 'data', 'nested', 'array']

describe('readWatchCourses: the shapes a fork sends', () => {
  const canonical = readWatchCourses(WATCH_COURSES)!

  it('the project’s own shape: both courses, their videos and the days', () => {
    expect(rows(canonical.courses)).toEqual([
      {
        id: 2,
        title: '员工手册解读',
        thumb: 'https://img.test/c2.png',
        videos_count: 3,
        watched_videos_count: 1,
        watch_seconds: 638,
        videos: [
          [5, '手册总览', 600, 600, true],
          [6, '考勤与休假', 1200, 38, false],
        ],
      },
      {
        id: 1,
        title: '新员工入职指南',
        thumb: 'https://img.test/c1.png',
        videos_count: 4,
        watched_videos_count: 2,
        watch_seconds: 1500,
        videos: [
          [1, '公司介绍', 900, 900, true],
          [2, '组织架构', 600, 600, true],
        ],
      },
    ])
    expect(canonical.daily).toHaveLength(4)
  })

  it.each(SHAPES)('under %s, with MeEdu’s field names and numbers as strings: the same courses', (shape) => {
    const answer = readWatchCourses(watchCoursesIn(shape))
    expect(answer).not.toBeNull()
    expect(rows(answer!.courses)).toEqual(rows(canonical.courses))
    // Days only where the answer has them; a bare list has none (estimated by the store).
    expect(answer!.daily).toEqual(shape === 'array' ? null : canonical.daily)
  })

  it('PHP’s map of courses ({"2": {…}}) is a list; an empty list is a real "nothing learned yet"', () => {
    const map = readWatchCourses({ courses: { 2: WATCH_COURSES.courses[0], 1: WATCH_COURSES.courses[1] } })
    expect(map?.courses.map((c) => c.id).sort()).toEqual([1, 2])
    expect(readWatchCourses({ courses: [], daily: [] })).toEqual({ courses: [], daily: [] })
    expect(readWatchCourses({ data: [], total: 0 })).toEqual({ courses: [], daily: null })
    expect(readWatchCourses([])).toEqual({ courses: [], daily: null })
  })

  it.each(Object.entries(UNREADABLE_WATCH_ANSWERS))('%s is not read (null), never as zeros', (_, answer) => {
    expect(readWatchCourses(answer)).toBeNull()
  })

  it('a course’s time from its own seconds, else its videos; its counts from the videos before learned_count', () => {
    expect(readGrowthCourse({ course_id: 3, learned_count: 4, watch_seconds: '90' })).toMatchObject({
      id: 3,
      watched_videos_count: 4,
      watch_seconds: 90,
      videos: [],
    })
    const course = readGrowthCourse(MEEDU_NAMED_COURSES[0])
    expect(course.watched_videos_count).toBe(1) // learned_count 2 counts the unfinished video too
    expect(course.last_watched_at).toBe('2026-03-10T07:00:00.000000Z')
    expect(course.videos.map((v) => v.id)).toEqual([5, 6]) // video 7: watch_record null, never watched
  })

  it('days: YYYY-MM-DD (a time after it is cut), seconds under MeEdu’s names; others dropped', () => {
    expect(readDay({ date: '2026-03-02 08:00:00', watch_seconds: '7' })).toEqual({
      date: '2026-03-02',
      seconds: 7,
    })
    expect(readDay({ day: '2026-03-02', duration: 5 })).toEqual({ date: '2026-03-02', seconds: 5 })
    expect(readDay({ date: '2026-3-2', seconds: 5 })).toBeNull()
    expect(readDay({ date: '2026-03-02' })).toBeNull()
    // A daily whose entries none read is no daily: the days are estimated.
    expect(readWatchCourses({ courses: [], daily: [{ when: 'today' }] })?.daily).toBeNull()
  })
})

describe('loadGrowth over every shape', () => {
  it.each(SHAPES)(
    '%s: the same totals, courses and days as the project’s shape, no fallback',
    async (shape) => {
      growthServer()
      const want = await loadGrowth(now)
      growthServer({ watch: ok(watchCoursesIn(shape)) })
      requestMock.mockClear()
      const view = await loadGrowth(now)
      expect(view.source).toBe('fork')
      expect(view.totals).toEqual({ courses: 2, finishedVideos: 3, seconds: 2138 })
      expect(view.totals).toEqual(want.totals)
      expect(view.courses.map((c) => c.id)).toEqual([2, 1])
      expect(view.days).toEqual(want.days)
      // Without days in the answer the chart is estimated from the videos, and says so.
      expect(view.daysEstimated).toBe(shape === 'array')
      expect(sentCalls()).toEqual(['GET /api/v2/member/watchCourses'])
    }
  )

  it.each(Object.entries(UNREADABLE_WATCH_ANSWERS))(
    '%s: the v3 fallback, silently, with the learner’s real totals',
    async (_, answer) => {
      growthServer({ watch: ok(answer) })
      const view = await loadGrowth(now)
      expect(view.source).toBe('fallback')
      expect(view.daysEstimated).toBe(true)
      expect(view.totals).toEqual({ courses: 2, finishedVideos: 3, seconds: 2138 })
      expect(sentCalls()).toEqual([
        'GET /api/v2/member/watchCourses',
        'GET /api/v3/member/courses/learned',
        'GET /api/v3/member/learned/course/2',
        'GET /api/v3/member/learned/course/1',
      ])
      expect(spies.toast).not.toHaveBeenCalled()
      expect(spies.onNotFound).not.toHaveBeenCalled()
    }
  )

  it('an empty list from the fork is an empty history, not the fallback', async () => {
    growthServer({ watch: ok({ data: [], total: 0 }) })
    const view = await loadGrowth(now)
    expect(view).toMatchObject({ source: 'fork', courses: [], daysEstimated: false })
    expect(view.totals).toEqual({ courses: 0, finishedVideos: 0, seconds: 0 })
    expect(sentCalls()).toEqual(['GET /api/v2/member/watchCourses'])
  })

  it('estimatedDaily: each video on the day it was last watched, a course without videos on its own day', () => {
    const courses = readWatchCourses(watchCoursesIn('array'))!.courses
    expect(lastDays(estimatedDaily(courses), GROWTH_NOW)).toEqual(lastDays(WATCH_COURSES.daily, GROWTH_NOW))
    const bare = readGrowthCourse({ course_id: 9, watch_seconds: 120, updated_at: '2026-03-08 23:30:00' })
    expect(estimatedDaily([bare])).toEqual([{ date: '2026-03-08', seconds: 120 }])
  })
})
