'use strict'

// 学习成长's demo data (src/services/api/README.md, "Learning growth"): the seconds watched per learner and UTC day
// (`state.watchDays`, fed by every accepted POST /api/v2/video/{id}/record with the seconds it advanced) and the
// credit records (`state.creditRecords`). Seeded fresh on every reset by catalogue.js and data.js; handlers in
// routes/growth.js.

const DAY = 24 * 60 * 60 * 1000
const MINUTE = 60 * 1000

/** The UTC day of a time in ms: `YYYY-MM-DD`. */
const utcDate = (ms) => new Date(ms).toISOString().slice(0, 10)

/** Add `seconds` to a learner's day (the day of `at`, UTC). */
function addWatchSeconds(watchDays, userId, seconds, at) {
  if (!(seconds > 0)) return
  const date = utcDate(at)
  const day = watchDays.find((d) => d.user_id === userId && d.date === date)
  if (day) day.seconds += seconds
  else watchDays.push({ user_id: userId, date, seconds })
}

/**
 * The seeded days: every seeded video record's seconds on the day it was last watched. Nothing more, so the
 * chart's month adds up to the 学习时长 the records give (a seeded month of extra minutes made the chart say
 * 182 minutes beside a total of 1.3).
 */
function seedWatchDays(now, videoRecords) {
  const watchDays = []
  for (const record of videoRecords)
    addWatchSeconds(watchDays, record.user_id, record.watch_seconds, record.updated_at)
  return watchDays
}

/**
 * Learner 1's credit records (`credit1` 120 in data.js is their sum): 注册奖励 100, 20 × 看完视频 +5,
 * 3 × 看完课程 +10, 2 × 订单抵扣 (−50, −60); 26 records, newest first in the answer. Others have none.
 */
function seedCreditRecords(now) {
  const records = [{ user_id: 1, sum: 100, remark: '注册奖励', created_at: now - 120 * DAY }]
  for (let index = 0; index < 20; index += 1) {
    records.push({
      user_id: 1,
      sum: 5,
      remark: '看完视频',
      created_at: now - (100 - index * 4) * DAY - index * MINUTE,
    })
  }
  records.push({ user_id: 1, sum: 10, remark: '看完课程', created_at: now - 90 * DAY })
  records.push({ user_id: 1, sum: 10, remark: '看完课程', created_at: now - 60 * DAY })
  records.push({ user_id: 1, sum: 10, remark: '看完课程', created_at: now - 30 * DAY })
  records.push({ user_id: 1, sum: -50, remark: '订单抵扣', created_at: now - 20 * DAY })
  records.push({ user_id: 1, sum: -60, remark: '订单抵扣', created_at: now - 2 * DAY })
  return records.map((record, index) => ({ id: index + 1, ...record }))
}

/** A course of the watchCourses answer under MeEdu's own names (the course under `course`, times in `watch_record`, numbers as strings). */
function meeduNamedCourse(course) {
  return {
    course_id: course.course_id,
    course: {
      id: course.course_id,
      title: course.title,
      thumb: course.thumb,
      videos_count: String(course.videos_count),
    },
    watched_seconds: String(course.watch_seconds),
    updated_at: course.last_watched_at,
    videos: course.videos.map((video) => ({
      video_id: video.id,
      video: { id: video.id, title: video.title, duration: video.duration },
      watch_record: {
        watch_seconds: String(video.watch_seconds),
        watched_at: video.watched_at,
        updated_at: video.updated_at,
      },
    })),
  }
}

/**
 * The watchCourses answer in the shape the switch `watchCoursesShape` asks for: `courses` (this project's own),
 * `data` (MeEdu's list shape `{data, total, daily}` with MeEdu's names), `array` (the bare list, no days) or
 * `unreadable` (the list under a name no fork uses, so the app takes its v3 fallback).
 */
function shapeWatchCourses(answer, shape) {
  const named = answer.courses.map(meeduNamedCourse)
  if (shape === 'data') return { data: named, total: named.length, daily: answer.daily }
  if (shape === 'array') return named
  if (shape === 'unreadable') return { records: named, total: named.length }
  return answer
}

module.exports = { utcDate, addWatchSeconds, seedWatchDays, seedCreditRecords, shapeWatchCourses }
