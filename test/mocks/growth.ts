/**
 * 学习成长 fixtures: one learner's history as the fork endpoint answers it, and the same history as a stock
 * MeEdu's v3 learned endpoints answer it (the fallback), so both sources give the same totals.
 */
import { envelope, ok, raw, routeRequests, type FakeResponse, type Handler } from './api'

/** "Now" of the fixtures: 2026-03-10 08:00 UTC (16:00 in Shanghai, the zone jest runs in). */
export const GROWTH_NOW = Date.parse('2026-03-10T08:00:00Z')

const iso = (text: string) => `${text}.000000Z`

/** The fork endpoint's answer: course 2 (newest), course 1; days inside and outside the window. */
export const WATCH_COURSES = {
  courses: [
    {
      course_id: 2,
      title: '员工手册解读',
      thumb: 'https://img.test/c2.png',
      videos_count: 3,
      watched_videos_count: 1,
      watch_seconds: 638,
      last_watched_at: iso('2026-03-10T07:00:00'),
      videos: [
        {
          id: 5,
          title: '手册总览',
          duration: 600,
          watch_seconds: 600,
          is_watched: 1,
          watched_at: iso('2026-03-09T10:00:00'),
          updated_at: iso('2026-03-09T10:00:00'),
        },
        {
          id: 6,
          title: '考勤与休假',
          duration: 1200,
          watch_seconds: 38,
          is_watched: 0,
          watched_at: null,
          updated_at: iso('2026-03-10T07:00:00'),
        },
      ],
    },
    {
      course_id: 1,
      title: '新员工入职指南',
      thumb: 'https://img.test/c1.png',
      videos_count: 4,
      watched_videos_count: 2,
      watch_seconds: 1500,
      last_watched_at: iso('2026-02-20T09:00:00'),
      videos: [
        {
          id: 1,
          title: '公司介绍',
          duration: 900,
          watch_seconds: 900,
          is_watched: 1,
          watched_at: iso('2026-02-20T09:00:00'),
          updated_at: iso('2026-02-20T09:00:00'),
        },
        {
          id: 2,
          title: '组织架构',
          duration: 600,
          watch_seconds: 600,
          is_watched: 1,
          watched_at: iso('2026-01-02T09:00:00'),
          updated_at: iso('2026-01-02T09:00:00'),
        },
      ],
    },
  ],
  daily: [
    { date: '2026-01-02', seconds: 600 }, // outside the 30 days
    { date: '2026-02-20', seconds: 900 },
    { date: '2026-03-09', seconds: 600 },
    { date: '2026-03-10', seconds: 38 },
  ],
}

/**
 * The same two courses as a fork might send them under MeEdu's own names: the course under `course`, counts as
 * `learned_count` / `watched_count`, numbers as strings, a video's time in its `watch_record` or its fields under
 * `video`, a never-watched video with `watch_record: null`. Read, they give WATCH_COURSES's courses.
 */
export const MEEDU_NAMED_COURSES = [
  {
    id: 11,
    course_id: '2',
    user_id: 1,
    learned_count: 2,
    updated_at: iso('2026-03-10T07:00:00'),
    course: { id: 2, title: '员工手册解读', thumb: 'https://img.test/c2.png', videos_count: '3' },
    videos: [
      {
        id: 5,
        title: '手册总览',
        duration: '600',
        watch_record: {
          watch_seconds: '600',
          watched_at: iso('2026-03-09T10:00:00'),
          created_at: iso('2026-03-09T09:50:00'),
          updated_at: iso('2026-03-09T10:00:00'),
        },
      },
      {
        id: 6,
        title: '考勤与休假',
        duration: 1200,
        watch_record: {
          watch_seconds: 38,
          watched_at: null,
          created_at: iso('2026-03-10T07:00:00'),
          updated_at: iso('2026-03-10T07:00:00'),
        },
      },
      { id: 7, title: '报销流程', duration: 300, watch_record: null },
    ],
  },
  {
    course_id: 1,
    title: '新员工入职指南',
    thumb: 'https://img.test/c1.png',
    videos_count: 4,
    watched_count: '2',
    watched_seconds: '1500',
    last_watched_at: '2026-02-20 09:00:00',
    videos: [
      {
        video_id: 1,
        video: { id: 1, title: '公司介绍', duration: 900 },
        watch_seconds: 900,
        is_watched: '1',
        watched_at: iso('2026-02-20T09:00:00'),
        updated_at: iso('2026-02-20T09:00:00'),
      },
      {
        video_id: 2,
        video: { id: 2, title: '组织架构', duration: 600 },
        watch_seconds: '600',
        is_watched: 1,
        watched_at: iso('2026-01-02T09:00:00'),
        updated_at: iso('2026-01-02T09:00:00'),
      },
    ],
  },
]

/** The shapes a fork plausibly answers watchCourses with (the same learner in each). */
export type WatchShape = 'courses' | 'data' | 'nested' | 'array'

export function watchCoursesIn(shape: WatchShape): unknown {
  switch (shape) {
    case 'courses':
      return WATCH_COURSES
    case 'data':
      return { data: MEEDU_NAMED_COURSES, total: '2', daily: WATCH_COURSES.daily }
    case 'nested':
      return { data: { data: MEEDU_NAMED_COURSES, total: 2 }, daily: WATCH_COURSES.daily }
    case 'array':
      return MEEDU_NAMED_COURSES
  }
}

/** Answers with no course list the app can read: each one takes the fallback. */
export const UNREADABLE_WATCH_ANSWERS: Record<string, unknown> = {
  'an empty object': {},
  null: null,
  'a string': 'ok',
  'a list under another name': { records: MEEDU_NAMED_COURSES, total: 2 },
  'a page without its list': { data: { total: 2 } },
  'entries without a course id': { courses: [{ title: '员工手册解读', watch_seconds: 638 }] },
  'courses without any watching time': {
    data: [{ course_id: 2, course: { id: 2, title: '员工手册解读', videos_count: 3 }, progress: 33 }],
    total: 1,
  },
  'a list of numbers': [2, 1],
}

/** The same learner as /api/v3/member/courses/learned lists them (newest first). */
export const LEARNED_ITEMS = [
  {
    id: 11,
    course_id: 2,
    user_id: 1,
    is_watched: 0,
    progress: 33,
    learned_count: 1,
    updated_at: iso('2026-03-10T07:00:00'),
    created_at: iso('2026-03-01T07:00:00'),
    last_view_video: [],
    course: { id: 2, title: '员工手册解读', thumb: 'https://img.test/c2.png', charge: 99, videos_count: 3 },
  },
  {
    id: 10,
    course_id: 1,
    user_id: 1,
    is_watched: 0,
    progress: 50,
    learned_count: 2,
    updated_at: iso('2026-02-20T09:00:00'),
    created_at: iso('2026-01-02T08:00:00'),
    last_view_video: [],
    course: { id: 1, title: '新员工入职指南', thumb: 'https://img.test/c1.png', charge: 0, videos_count: 4 },
  },
]

/** A UTC time (`2026-03-09T10:00:00`) as the China wall clock MeEdu writes without a zone (`2026-03-09T18:00:00`). */
const chinaWallClock = (utc: string) =>
  new Date(Date.parse(`${utc}Z`) + 8 * 3600_000).toISOString().slice(0, 19)

/**
 * A `watch_record` as learned/course sends it (`toDateTimeLocalString()`, sample 19c): `watched_at` the China wall
 * clock, `created_at` the UTC one, neither with a zone. The arguments are the UTC instants.
 */
const record = (seconds: number, watchedAt: string | null, createdAt: string) => ({
  watch_seconds: seconds,
  watched_at: watchedAt ? chinaWallClock(watchedAt) : null,
  created_at: createdAt,
})

/** /api/v3/member/learned/course/{id}: every video of the course, `watch_record` null when never watched. */
export const LEARNED_VIDEOS: Record<number, unknown[]> = {
  2: [
    {
      id: 5,
      title: '手册总览',
      duration: 600,
      watch_record: record(600, '2026-03-09T10:00:00', '2026-03-09T09:50:00'),
    },
    { id: 6, title: '考勤与休假', duration: 1200, watch_record: record(38, null, '2026-03-10T07:00:00') },
    { id: 7, title: '报销流程', duration: 300, watch_record: null },
  ],
  1: [
    {
      id: 1,
      title: '公司介绍',
      duration: 900,
      watch_record: record(900, '2026-02-20T09:00:00', '2026-02-20T08:45:00'),
    },
    {
      id: 2,
      title: '组织架构',
      duration: 600,
      watch_record: record(600, '2026-01-02T09:00:00', '2026-01-02T08:50:00'),
    },
    { id: 3, title: '入职流程', duration: 20, watch_record: null },
    { id: 4, title: '常见问题', duration: 30, watch_record: null },
  ],
}

/** Credit records, newest first; `count` of them in pages of `page_size`. */
export function creditRecords(count: number): Handler {
  return (request) => {
    const page = Number(request.data?.page ?? 1)
    const size = Number(request.data?.page_size ?? 10)
    const all = Array.from({ length: count }, (_, index) => ({
      sum: index % 5 === 4 ? -50 : 5,
      remark: index % 5 === 4 ? '订单抵扣' : '看完视频',
      created_at: iso(`2026-03-${String(10 - Math.floor(index / 4)).padStart(2, '0')}T0${index % 4}:00:00`),
    }))
    return ok({ data: all.slice((page - 1) * size, page * size), total: count })
  }
}

/**
 * A fake server: `fork` answers watchCourses; `missing` answers it as a stock MeEdu (`code` 404 or `http` 404) and
 * serves the v3 learned endpoints.
 */
export function growthServer({
  watch = 'fork',
  credits = 23,
  extra = {},
}: {
  watch?: 'fork' | 'code' | 'http' | FakeResponse
  credits?: number
  extra?: Record<string, FakeResponse | Handler>
} = {}): void {
  const learnedVideos: Record<string, FakeResponse | Handler> = {}
  for (const [courseId, videos] of Object.entries(LEARNED_VIDEOS)) {
    learnedVideos[`GET /api/v3/member/learned/course/${courseId}`] = ok(videos)
  }
  const watchAnswer =
    watch === 'fork'
      ? ok(WATCH_COURSES)
      : watch === 'code'
        ? envelope(404, '路由不存在')
        : watch === 'http'
          ? raw(404, '<html><body>404 Not Found</body></html>')
          : watch
  routeRequests({
    'GET /api/v2/member/watchCourses': watchAnswer,
    'GET /api/v3/member/courses/learned': (request) => {
      const page = Number(request.data?.page ?? 1)
      const size = Number(request.data?.size ?? 10)
      return ok({ data: LEARNED_ITEMS.slice((page - 1) * size, page * size), total: LEARNED_ITEMS.length })
    },
    ...learnedVideos,
    'GET /api/v2/member/credit1Records': creditRecords(credits),
    ...extra,
  })
}
