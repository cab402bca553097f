'use strict'

// The v3 member course lists (contract §4), shape B with `page` and `size` (default 10): subscribed (bought)
// courses, learned courses (any course record, newest first), liked courses; and the per-video records of one
// course. They read the live state, so a like, a record or a purchase shows up at once.
// The v2 member lists, shape C with `page` and `page_size` (default 5): bought courses (both releases); liked
// courses, the learning history and bought videos (4.9.10 only: removed in 4.9.29, so 路由不存在 before the login
// check on v4.9.30).

const { routeNotFound, unauthenticated } = require('../lib/http')
const { pageParams, paginateTotal, paginateCurrent } = require('../lib/pagination')
const { absoluteUrl, courseRecord, watchRecord, memberCourseItem } = require('../presenters')
const { isoTime } = require('../lib/util')
const { phpArray, phpBoolSort, chinaTime, chinaLocalString, utcLocalString } = require('../lib/php')
const { isNewMeedu } = require('../switches')
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

/** Shape C of course rows (GET /api/v2/member/courses and its 4.9.10 siblings), newest first by `key`. */
function v2CourseList(ctx, rows, key) {
  const courses = [...rows]
    .sort(newestFirst(key))
    .map((row) => ctx.state.courses.find((c) => c.id === row.course_id && c.is_show === 1))
    .filter(Boolean)
  return paginateCurrent(
    courses.map((course) => memberCourseItem(course, ctx)),
    pageParams(ctx.input, { sizeKey: 'page_size', defaultSize: 5 })
  )
}

/** A v2 member list that v4.9.30 removed: 路由不存在 there (before the login check), else login required. */
function oldMemberList(handler) {
  return (ctx) => {
    if (isNewMeedu(ctx.switches)) throw routeNotFound()
    if (!ctx.user) throw unauthenticated()
    return handler(ctx)
  }
}

module.exports = (api) => {
  api.get('/api/v3/member/courses', { auth: true }, ({ input, state, user, baseUrl }) => {
    const items = state.userCourses
      .filter((p) => p.user_id === user.id)
      .sort(newestFirst('created_at'))
      .map((p) => ({
        course_id: p.course_id,
        user_id: p.user_id,
        charge: p.charge,
        created_at: chinaTime(p.created_at), // the user_course row's raw column (sample 08h)
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

  // MeEdu reads the course's videos by id, then sorts them with a bool comparator (`published_at` gte) keeping
  // the keys, so the answer is usually an object keyed by the old index (sample 19: "3","1","2","0" for four videos
  // published together), a list when the sort changed nothing. `watched_at` is China wall-clock time, `created_at`
  // UTC wall-clock time, both without a zone (toDateTimeLocalString, sample 19c).
  api.get('/api/v3/member/learned/course/:courseId', { auth: true }, ({ params, state, user }) => {
    const course = L.findCourse(state, params.courseId)
    const records = L.userVideoRecords(state, user.id, course.id)
    const videos = state.videos.filter((v) => v.course_id === course.id).sort((a, b) => a.id - b.id)
    const sorted = phpBoolSort(videos, (a, b) => a.published_at >= b.published_at)
    return phpArray(
      sorted.map(([key, video]) => {
        const record = records.find((r) => r.video_id === video.id)
        return [
          key,
          {
            id: video.id,
            title: video.title,
            published_at: chinaTime(video.published_at),
            duration: video.duration,
            watch_record: record
              ? {
                  watch_seconds: record.watch_seconds,
                  watched_at: chinaLocalString(record.watched_at),
                  created_at: utcLocalString(record.created_at),
                }
              : null,
          },
        ]
      })
    )
  })

  // ---- v2 member lists (shape C) ---------------------------------------------------------------------------

  api.get('/api/v2/member/courses', { auth: true }, (ctx) =>
    v2CourseList(
      ctx,
      ctx.state.userCourses.filter((p) => p.user_id === ctx.user.id),
      'created_at'
    )
  )

  api.get(
    '/api/v2/member/courses/like',
    oldMemberList((ctx) =>
      v2CourseList(
        ctx,
        ctx.state.likes.filter((l) => l.user_id === ctx.user.id),
        'created_at'
      )
    )
  )

  // The courses with a learning record, the latest first.
  api.get(
    '/api/v2/member/courses/history',
    oldMemberList((ctx) =>
      v2CourseList(
        ctx,
        ctx.state.courseRecords.filter((r) => r.user_id === ctx.user.id),
        'updated_at'
      )
    )
  )

  // Single videos are not sold in the demo (nor by open-source MeEdu): always empty.
  api.get(
    '/api/v2/member/videos',
    oldMemberList((ctx) =>
      paginateCurrent([], pageParams(ctx.input, { sizeKey: 'page_size', defaultSize: 5 }))
    )
  )
}
