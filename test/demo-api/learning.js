'use strict'

// The rules of the learning catalogue over the state: lookups, who may watch (upstream `canSeeVideo`), watch
// progress and course records. Handlers in routes/courses.js and routes/learning.js use these.

const { resourceNotFound } = require('./lib/http')
const { addWatchSeconds } = require('./growth')
const { isNewMeedu } = require('./switches')

/** Parse a path id: a positive integer, else null (a 404 for the caller). */
function parseId(value) {
  return /^[1-9]\d{0,9}$/.test(String(value)) ? Number(value) : null
}

function findCourse(state, rawId) {
  const id = parseId(rawId)
  const course = id && state.courses.find((c) => c.id === id && c.is_show === 1)
  if (!course) throw resourceNotFound()
  return course
}

function findVideo(state, rawId) {
  const id = parseId(rawId)
  const video = id && state.videos.find((v) => v.id === id)
  if (!video) throw resourceNotFound()
  return video
}

/** The category and its children (courses of a parent category are listed with it). */
function categoryWithChildren(state, categoryId) {
  return [categoryId, ...state.categories.filter((c) => c.parent_id === categoryId).map((c) => c.id)]
}

/**
 * Videos of a course as MeEdu reads them: by `published_at`, then id (the seed's ids follow the chapters, so this is
 * chapter order with unchaptered lessons last, except where lessons were published together or out of order).
 */
function courseVideos(state, courseId) {
  return state.videos
    .filter((v) => v.course_id === courseId)
    .sort((a, b) => a.published_at - b.published_at || a.id - b.id)
}

function isActiveVip(state, user) {
  return Boolean(user && user.role_id && user.role_expired_at && user.role_expired_at > state.now())
}

function hasBought(state, user, courseId) {
  return Boolean(user && state.userCourses.some((p) => p.user_id === user.id && p.course_id === courseId))
}

/**
 * Upstream `isBuyCourse` (the course detail's `isBuy`): a free course, a bought one, or an active VIP; on v4.9.30
 * (since 4.9.26) a VIP only for a course with `is_vip_free` 1. A visitor (no user) buys nothing, not even a free
 * course (samples 05, 05d).
 */
function canSeeCourse(state, user, course) {
  if (!user) return false
  if (course.is_free === 1) return true
  const vipOpens = isActiveVip(state, user) && (!isNewMeedu(state.switches) || course.is_vip_free === 1)
  return hasBought(state, user, course.id) || vipOpens
}

/** Upstream canSeeVideo: the course rule, or the video itself was bought (the demo sells no single videos). */
function canSeeVideo(state, user, video) {
  const course = state.courses.find((c) => c.id === video.course_id)
  return Boolean(course && canSeeCourse(state, user, course))
}

function hasLiked(state, user, courseId) {
  return Boolean(user && state.likes.some((l) => l.user_id === user.id && l.course_id === courseId))
}

/** Toggle a like; returns 1 when the course is now liked, 0 when not. */
function toggleLike(state, user, courseId) {
  const index = state.likes.findIndex((l) => l.user_id === user.id && l.course_id === courseId)
  if (index >= 0) {
    state.likes.splice(index, 1)
    return 0
  }
  state.likes.push({ user_id: user.id, course_id: courseId, created_at: state.now() })
  return 1
}

function userVideoRecords(state, userId, courseId) {
  return state.videoRecords.filter(
    (r) => r.user_id === userId && (courseId === undefined || r.course_id === courseId)
  )
}

/** The course record (learning record) of a user, created when missing. */
function touchCourseRecord(state, userId, courseId) {
  let record = state.courseRecords.find((r) => r.user_id === userId && r.course_id === courseId)
  const at = state.now()
  if (!record) {
    record = {
      id: state.courseRecords.reduce((max, r) => Math.max(max, r.id), 0) + 1,
      course_id: courseId,
      user_id: userId,
      is_watched: 0,
      watched_at: null,
      progress: 0,
      created_at: at,
      updated_at: at,
    }
    state.courseRecords.push(record)
  }
  const total = state.videos.filter((v) => v.course_id === courseId).length
  const finished = userVideoRecords(state, userId, courseId).filter((r) => r.watched_at !== null).length
  record.progress = total ? Math.min(100, Math.floor((finished / total) * 100)) : 0
  if (record.progress >= 100 && !record.is_watched) {
    record.is_watched = 1
    record.watched_at = at
  }
  record.updated_at = at
  return record
}

/**
 * POST /api/v2/video/{id}/record. Stores the position as the user's `watch_seconds` (a trial viewer's is capped
 * at `free_seconds`), marks the video watched once the position reaches its duration, and updates the course
 * record. Returns the stored record.
 */
function storeProgress(state, user, video, seconds) {
  const at = state.now()
  let record = state.videoRecords.find((r) => r.user_id === user.id && r.video_id === video.id)
  if (!record) {
    record = {
      id: state.videoRecords.reduce((max, r) => Math.max(max, r.id), 0) + 1,
      user_id: user.id,
      course_id: video.course_id,
      video_id: video.id,
      watch_seconds: 0,
      watched_at: null,
      created_at: at,
      updated_at: at,
    }
    state.videoRecords.push(record)
  }
  // 学习成长's day buckets: the seconds this call advanced (a position is never reported lower).
  addWatchSeconds(state.watchDays, user.id, seconds - record.watch_seconds, at)
  record.watch_seconds = seconds
  record.updated_at = at
  if (record.watched_at === null && seconds >= video.duration) record.watched_at = at
  touchCourseRecord(state, user.id, video.course_id)
  return record
}

module.exports = {
  parseId,
  findCourse,
  findVideo,
  categoryWithChildren,
  courseVideos,
  isActiveVip,
  hasBought,
  canSeeCourse,
  canSeeVideo,
  hasLiked,
  toggleLike,
  userVideoRecords,
  touchCourseRecord,
  storeProgress,
}
