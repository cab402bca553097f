'use strict'

// Tests for the demo API's 学习成长 calls: the fork endpoint watchCourses (shape, day buckets fed by record
// calls, the watchCourses switch) and credit1Records. Run: node --test test/demo-api/growth.test.js

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { useServer } = require('./testing')

const NOW = Date.parse('2026-03-10T08:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const dateOf = (ms) => new Date(ms).toISOString().slice(0, 10)

describe('watchCourses', () => {
  let clock = NOW
  const s = useServer({ now: () => clock })
  const learner1 = () => s.tokenFor({ mobile: '13800138000' })

  it('answers learner 1 courses 1, 2, 4 newest first with the videos watched and the last 30 days', async () => {
    clock = NOW
    await s.post('/__demo/reset')
    const token = await learner1()
    const data = await s.ok(s.get('/api/v2/member/watchCourses', { token }))
    assert.deepEqual(Object.keys(data).sort(), ['courses', 'daily'])
    assert.deepEqual(
      data.courses.map((c) => c.course_id),
      [1, 2, 4]
    )
    const [one, two, four] = data.courses
    assert.deepEqual(Object.keys(one).sort(), [
      'course_id',
      'last_watched_at',
      'thumb',
      'title',
      'videos',
      'videos_count',
      'watch_seconds',
      'watched_videos_count',
    ])
    assert.equal(one.title, '新员工入职指南')
    assert.match(one.thumb, /^http:\/\/127\.0\.0\.1:\d+\/__demo\/img\/course-1\.svg$/)
    assert.deepEqual([one.videos_count, one.watched_videos_count, one.watch_seconds], [4, 0, 12])
    assert.deepEqual(one.videos, [
      {
        id: 1,
        title: '公司介绍',
        duration: 30,
        watch_seconds: 12,
        is_watched: 0,
        watched_at: null,
        updated_at: one.last_watched_at,
      },
    ])
    assert.deepEqual([two.videos_count, two.watched_videos_count, two.watch_seconds], [3, 1, 38])
    assert.deepEqual(
      two.videos.map((v) => [v.id, v.watch_seconds, v.is_watched]),
      [
        [5, 30, 1],
        [6, 8, 0],
      ]
    )
    assert.match(two.videos[0].watched_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    assert.deepEqual([four.videos_count, four.watched_videos_count, four.watch_seconds], [2, 1, 30])

    // Days: oldest first, inside the last 30 UTC days, no empty day; the records' own seconds, so the month adds
    // up to the courses' watch_seconds.
    const from = dateOf(NOW - 29 * DAY)
    assert.ok(data.daily.length >= 1 && data.daily.length <= 30)
    for (const day of data.daily) {
      assert.deepEqual(Object.keys(day).sort(), ['date', 'seconds'])
      assert.ok(day.date >= from && day.date <= dateOf(NOW), day.date)
      assert.ok(day.seconds > 0)
    }
    assert.deepEqual(
      data.daily.map((d) => d.date),
      [...data.daily.map((d) => d.date)].sort()
    )
    const seconds = (date) => data.daily.find((d) => d.date === date)?.seconds ?? 0
    assert.equal(
      data.daily.reduce((sum, d) => sum + d.seconds, 0),
      12 + 30 + 8 + 30
    )
    assert.equal(
      data.daily.reduce((sum, d) => sum + d.seconds, 0),
      data.courses.reduce((sum, c) => sum + c.watch_seconds, 0)
    )
    // Video 1's 12 s two hours before the seed (06:00 the same UTC day).
    assert.equal(seconds(dateOf(NOW)), 12)
  })

  it('a record call adds the seconds it advanced to today (UTC); a lower or refused one adds nothing', async () => {
    clock = NOW
    await s.post('/__demo/reset')
    const token = await learner1()
    const today = async () =>
      (await s.ok(s.get('/api/v2/member/watchCourses', { token }))).daily.find(
        (d) => d.date === dateOf(clock)
      )?.seconds ?? 0
    assert.equal(await today(), 12)
    await s.ok(s.post('/api/v2/video/1/record', { duration: 22 }, { token })) // 12 → 22: +10
    assert.equal(await today(), 22)
    await s.ok(s.post('/api/v2/video/3/record', { duration: 20 }, { token })) // a new video: +20, watched
    assert.equal(await today(), 42)
    await s.ok(s.post('/api/v2/video/1/record', { duration: 5 }, { token })) // lower: nothing
    assert.equal(await today(), 42)
    assert.equal((await s.post('/api/v2/video/1/record', { duration: 0 }, { token })).code, 1)
    assert.equal(await today(), 42)

    // The next UTC day starts its own bucket.
    clock = NOW + DAY
    await s.ok(s.post('/api/v2/video/4/record', { duration: 15 }, { token }))
    const data = await s.ok(s.get('/api/v2/member/watchCourses', { token }))
    assert.equal(data.daily.find((d) => d.date === dateOf(NOW + DAY)).seconds, 15)
    assert.equal(data.daily.find((d) => d.date === dateOf(NOW)).seconds, 42)
    const one = data.courses.find((c) => c.course_id === 1)
    assert.deepEqual(
      one.videos.map((v) => [v.id, v.watch_seconds, v.is_watched]),
      [
        [1, 5, 0],
        [3, 20, 1],
        [4, 15, 0],
      ]
    )
    assert.equal(data.courses[0].course_id, 1)
  })

  it('a learner without records gets empty lists; without a token: 请登录', async () => {
    clock = NOW
    const token = await s.tokenFor({ mobile: '13900139000' })
    assert.deepEqual(await s.ok(s.get('/api/v2/member/watchCourses', { token })), { courses: [], daily: [] })
    const anonymous = await s.get('/api/v2/member/watchCourses')
    assert.equal(anonymous.code, 401)
  })

  it('switch watchCourses off: answered like a missing route (code 404 路由不存在), token or not', async () => {
    clock = NOW
    const token = await learner1()
    const switches = await s.ok(s.post('/__demo/switches', { watchCourses: false }))
    assert.equal(switches.watchCourses, false)
    const missing = await s.get('/api/v2/member/watchCourses', { token })
    assert.deepEqual([missing.code, missing.message], [404, '路由不存在'])
    assert.equal((await s.get('/api/v2/member/watchCourses')).code, 404)
    // The v3 learned endpoints (the app's fallback) still answer.
    assert.equal((await s.ok(s.get('/api/v3/member/courses/learned?page=1&size=10', { token }))).total, 3)
    await s.ok(s.post('/__demo/switches', { watchCourses: 1 }))
    assert.equal((await s.get('/api/v2/member/watchCourses', { token })).code, 0)
  })
})

describe('watchCourses answer shapes (switch watchCoursesShape)', () => {
  const s = useServer({ now: () => NOW })
  const learner1 = () => s.tokenFor({ mobile: '13800138000' })
  /** A course as the app counts it: id, videos, finished videos, seconds. */
  const counts = (courseId, videosCount, videos, seconds) => ({ courseId, videosCount, videos, seconds })

  it('courses (default), data, array: the same courses under MeEdu’s names; unreadable: no list the app knows', async () => {
    await s.post('/__demo/reset')
    const token = await learner1()
    const own = await s.ok(s.get('/api/v2/member/watchCourses', { token }))
    const want = own.courses.map((c) =>
      counts(
        c.course_id,
        c.videos_count,
        c.videos.map((v) => [v.id, v.watch_seconds, v.watched_at]),
        c.watch_seconds
      )
    )
    const fromNamed = (named) =>
      named.map((c) =>
        counts(
          c.course_id,
          Number(c.course.videos_count),
          c.videos.map((v) => [v.video_id, Number(v.watch_record.watch_seconds), v.watch_record.watched_at]),
          Number(c.watched_seconds)
        )
      )

    assert.equal(
      (await s.ok(s.post('/__demo/switches', { watchCoursesShape: 'DATA' }))).watchCoursesShape,
      'data'
    )
    const data = await s.ok(s.get('/api/v2/member/watchCourses', { token }))
    assert.deepEqual(Object.keys(data).sort(), ['daily', 'data', 'total'])
    assert.equal(data.total, own.courses.length)
    assert.deepEqual(data.daily, own.daily)
    assert.deepEqual(fromNamed(data.data), want)
    assert.equal(typeof data.data[0].watched_seconds, 'string')

    await s.ok(s.post('/__demo/switches', { watchCoursesShape: 'array' }))
    const array = await s.ok(s.get('/api/v2/member/watchCourses', { token }))
    assert.ok(Array.isArray(array))
    assert.deepEqual(fromNamed(array), want)

    await s.ok(s.post('/__demo/switches', { watchCoursesShape: 'unreadable' }))
    const unreadable = await s.ok(s.get('/api/v2/member/watchCourses', { token }))
    assert.deepEqual(Object.keys(unreadable).sort(), ['records', 'total'])

    const bad = await s.post('/__demo/switches', { watchCoursesShape: 'xml' })
    assert.notEqual(bad.code, 0)
    assert.match(bad.message, /courses, data, array, unreadable/)
    // A reset restores the project's own shape.
    await s.post('/__demo/reset')
    const again = await s.ok(s.get('/api/v2/member/watchCourses', { token: await learner1() }))
    assert.deepEqual(Object.keys(again).sort(), ['courses', 'daily'])
    const { switchesFromEnv } = require('./switches')
    assert.deepEqual(switchesFromEnv({ DEMO_WATCH_COURSES_SHAPE: 'array' }), { watchCoursesShape: 'array' })
  })
})

describe('watchCourses switch from the environment', () => {
  const s = useServer({ switches: { watchCourses: 'off' } })
  it('starts off and stays off after a reset', async () => {
    const token = await s.tokenFor({ mobile: '13800138000' })
    assert.equal((await s.get('/api/v2/member/watchCourses', { token })).code, 404)
    await s.post('/__demo/reset')
    assert.equal(
      (await s.get('/api/v2/member/watchCourses', { token: await s.tokenFor({ id: 1 }) })).code,
      404
    )
    const { switchesFromEnv } = require('./switches')
    assert.deepEqual(switchesFromEnv({ DEMO_WATCH_COURSES: '0' }), { watchCourses: '0' })
  })
})

describe('credit1Records', () => {
  const s = useServer({ now: () => NOW })

  it('learner 1: 26 records, newest first, shape B with page and page_size; the sum is credit1', async () => {
    const token = await s.tokenFor({ mobile: '13800138000' })
    const first = await s.ok(s.get('/api/v2/member/credit1Records?page=1&page_size=10', { token }))
    assert.deepEqual(Object.keys(first).sort(), ['data', 'total'])
    assert.equal(first.total, 26)
    assert.equal(first.data.length, 10)
    assert.deepEqual(Object.keys(first.data[0]).sort(), ['created_at', 'remark', 'sum'])
    assert.deepEqual([first.data[0].remark, first.data[0].sum], ['订单抵扣', -60])
    const third = await s.ok(s.get('/api/v2/member/credit1Records?page=3&page_size=10', { token }))
    assert.equal(third.data.length, 6)
    assert.deepEqual([third.data[5].remark, third.data[5].sum], ['注册奖励', 100])
    const all = [
      ...first.data,
      ...(await s.ok(s.get('/api/v2/member/credit1Records?page=2&page_size=10', { token }))).data,
      ...third.data,
    ]
    const times = all.map((r) => Date.parse(r.created_at))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a)
    )
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(
      all.reduce((sum, r) => sum + r.sum, 0),
      member.credit1
    )
    assert.deepEqual(
      [...new Set(all.map((r) => r.remark))].sort(),
      ['注册奖励', '看完视频', '看完课程', '订单抵扣'].sort()
    )
  })

  it('another learner has none; no token: 请登录', async () => {
    const token = await s.tokenFor({ mobile: '13900139000' })
    assert.deepEqual(await s.ok(s.get('/api/v2/member/credit1Records?page=1&page_size=10', { token })), {
      data: [],
      total: 0,
    })
    assert.equal((await s.get('/api/v2/member/credit1Records')).code, 401)
  })
})
