'use strict'

// The v3 member course lists (contract §4), shape B with `page` and `size` (default 10): subscribed (bought)
// courses, learned courses (any course record, newest first), liked courses; and the per-video records of one
// course. They read the live state, so a like, a record or a purchase shows up at once.

const { pageParams, paginateTotal } = require('../lib/pagination')
const { absoluteUrl, courseRecord, watchRecord } = require('../presenters')
const { isoTime } = require('../lib/util')
const L = require('../learning')

/** `course` of the v3 items: {id, title, thumb, charge, videos_count}, or [] for a course that is gone. */
function shortCourse(state, courseId, baseUrl) {
  const course = state.courses.find((c) => c.id === courseId)
  if (!course) return []
  return {
    id: course.id,
    title: course.title,
    thumb: absoluteUrl(course.thumb, baseUrl),
    charge: course.charge,
    videos_count: state.videos.filter((v) => v.course_id === course.id).length,
  }
}

/** learned_count (finished videos), watch_record and last_view_video of one user and course. */
function progressOf(state, userId, courseId) {
  const records = L.userVideoRecords(state, userId, courseId)
  const last = [...records].sort((a, b) => b.updated_at - a.updated_at || b.id - a.id)[0]
  const record = state.courseRecords.find((r) => r.user_id === userId && r.course_id === courseId)
  return {
    learned_count: records.filter((r) => r.watched_at !== null).length,
    watch_record: record ? courseRecord(record) : [],
    last_view_video: last ? watchRecord(last) : [],
  }
}

const paging = (input) => pageParams(input, { sizeKey: 'size', defaultSize: 10 })
const newestFirst = (key) => (a, b) => b[key] - a[key] || b.course_id - a.course_id

module.exports = (api) => {
  api.get('/api/v3/member/courses', { auth: true }, ({ input, state, user, baseUrl }) => {
    const items = state.userCourses
      .filter((p) => p.user_id === user.id)
      .sort(newestFirst('created_at'))
      .map((p) => ({
        course_id: p.course_id,
        user_id: p.user_id,
        charge: p.charge,
        created_at: isoTime(p.created_at),
        ...progressOf(state, user.id, p.course_id),
        course: shortCourse(state, p.course_id, baseUrl),
      }))
    return paginateTotal(items, paging(input))
  })

  api.get('/api/v3/member/courses/learned', { auth: true }, ({ input, state, user, baseUrl }) => {
    const items = state.courseRecords
      .filter((r) => r.user_id === user.id)
      .sort((a, b) => b.updated_at - a.updated_at || b.id - a.id)
      .map((r) => {
        const { learned_count: learnedCount, last_view_video: lastViewVideo } = progressOf(
          state,
          user.id,
          r.course_id
        )
        return {
          ...courseRecord(r),
          learned_count: learnedCount,
          is_subscribe: L.hasBought(state, user, r.course_id) ? 1 : 0,
          last_view_video: lastViewVideo,
          course: shortCourse(state, r.course_id, baseUrl),
        }
      })
    return paginateTotal(items, paging(input))
  })

  api.get('/api/v3/member/courses/like', { auth: true }, ({ input, state, user, baseUrl }) => {
    const items = state.likes
      .filter((l) => l.user_id === user.id)
      .sort(newestFirst('created_at'))
      .map((l) => ({
        course_id: l.course_id,
        user_id: l.user_id,
        created_at: isoTime(l.created_at),
        ...progressOf(state, user.id, l.course_id),
        course: shortCourse(state, l.course_id, baseUrl),
      }))
    return paginateTotal(items, paging(input))
  })

  api.get('/api/v3/member/learned/course/:courseId', { auth: true }, ({ params, state, user }) => {
    const course = L.findCourse(state, params.courseId)
    const records = L.userVideoRecords(state, user.id, course.id)
    return L.courseVideos(state, course.id).map((video) => {
      const record = records.find((r) => r.video_id === video.id)
      return {
        id: video.id,
        title: video.title,
        published_at: isoTime(video.published_at),
        duration: video.duration,
        watch_record: record
          ? {
              watch_seconds: record.watch_seconds,
              watched_at: isoTime(record.watched_at),
              created_at: isoTime(record.created_at),
            }
          : null,
      }
    })
  })
}
