'use strict'

// 学习成长 (src/services/api/README.md, "Learning growth"): the fork endpoint GET /api/v2/member/watchCourses
// (the learner's courses with the videos they watched, and seconds per UTC day over the last 30 days; switch
// `watchCourses` off → answered like a missing route, code 404 路由不存在, so the app takes its fallback) and
// GET /api/v2/member/credit1Records (shape B, `page`, `page_size`). Data: ../growth.js.

const { routeNotFound, unauthenticated } = require('../lib/http')
const { isoTime } = require('../lib/util')
const { pageParams, paginateTotal } = require('../lib/pagination')
const { absoluteUrl } = require('../presenters')
const { utcDate, shapeWatchCourses } = require('../growth')
const L = require('../learning')

const DAY = 24 * 60 * 60 * 1000
const GROWTH_DAYS = 30

function watchCourses(state, user, baseUrl) {
  const records = state.videoRecords.filter((r) => r.user_id === user.id)
  const courseIds = [...new Set(records.map((r) => r.course_id))]
  const courses = courseIds
    .map((courseId) => {
      const course = state.courses.find((c) => c.id === courseId)
      if (!course) return null
      const all = L.courseVideos(state, courseId)
      const mine = records.filter((r) => r.course_id === courseId)
      const videos = all
        .map((video) => ({ video, record: mine.find((r) => r.video_id === video.id) }))
        .filter(({ record }) => record)
        .map(({ video, record }) => ({
          id: video.id,
          title: video.title,
          duration: video.duration,
          watch_seconds: record.watch_seconds,
          is_watched: record.watched_at !== null ? 1 : 0,
          watched_at: isoTime(record.watched_at),
          updated_at: isoTime(record.updated_at),
        }))
      const last = Math.max(...mine.map((r) => r.updated_at))
      return {
        course_id: course.id,
        title: course.title,
        thumb: absoluteUrl(course.thumb, baseUrl),
        videos_count: all.length,
        watched_videos_count: mine.filter((r) => r.watched_at !== null).length,
        watch_seconds: mine.reduce((sum, r) => sum + r.watch_seconds, 0),
        last_watched_at: isoTime(last),
        last,
        videos,
      }
    })
    .filter(Boolean)
    .sort((a, b) => b.last - a.last || b.course_id - a.course_id)
    .map((course) => {
      delete course.last // only for sorting
      return course
    })
  const from = utcDate(state.now() - (GROWTH_DAYS - 1) * DAY)
  const daily = state.watchDays
    .filter((d) => d.user_id === user.id && d.date >= from && d.seconds > 0)
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((d) => ({ date: d.date, seconds: d.seconds }))
  return { courses, daily }
}

module.exports = function growthRoutes(api) {
  api.get('/api/v2/member/watchCourses', ({ state, user, switches, baseUrl }) => {
    // Off: a stock MeEdu, which has no such route (answered before the login check, as a missing route is).
    if (!switches.watchCourses) throw routeNotFound()
    if (!user) throw unauthenticated()
    return shapeWatchCourses(watchCourses(state, user, baseUrl), switches.watchCoursesShape)
  })

  api.get('/api/v2/member/credit1Records', { auth: true }, ({ input, state, user }) => {
    const items = state.creditRecords
      .filter((r) => r.user_id === user.id)
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
      .map((r) => ({ sum: r.sum, remark: r.remark, created_at: isoTime(r.created_at) }))
    return paginateTotal(items, pageParams(input, { sizeKey: 'page_size', defaultSize: 10 }))
  })
}
