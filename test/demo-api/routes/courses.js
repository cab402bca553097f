'use strict'

// Courses and videos (contract §5): categories, the course list, details, likes, attachments, play addresses and
// progress records (comments: routes/comments.js). Rules live in learning.js, shapes in presenters.js.

const { fail, resourceNotFound, Reply } = require('../lib/http')
const { text } = require('../lib/validate')
const { positiveInt } = require('../lib/util')
const { pageParams, paginateLaravel } = require('../lib/pagination')
const { MEDIA } = require('../catalogue')
const { attachmentFiles } = require('../files')
const L = require('../learning')
const P = require('../presenters')

/** The play addresses of a video (absolute URLs, or an <iframe> snippet). */
function playUrls(video, baseUrl) {
  const media = MEDIA[video.media]
  if (media.iframe) {
    const src = `${baseUrl}/__demo/iframe-player?video=${video.id}`
    return [
      {
        url: `<iframe src="${src}" width="100%" height="100%" frameborder="0" allowfullscreen></iframe>`,
        format: 'iframe',
        duration: media.duration,
        name: '标清',
      },
    ]
  }
  return media.urls.map((u) => ({
    url: `${baseUrl}${u.path}`,
    format: u.format,
    duration: media.duration,
    name: u.name,
  }))
}

/** Everything the course and video details share about one user's view of a course. */
function learnerView(state, user, course) {
  const records = user ? L.userVideoRecords(state, user.id, course.id) : []
  return {
    chapters: state.chapters
      .filter((c) => c.course_id === course.id)
      .sort((a, b) => a.sort - b.sort)
      .map(P.chapterItem),
    videos: P.videosByChapter(L.courseVideos(state, course.id)),
    progress: P.watchProgressMap(records),
  }
}

module.exports = (api) => {
  api.get('/api/v2/course_categories', ({ state }) => P.categoryTree(state.categories))

  // Shape A, page_size (default 16), category_id (with its children), scene '' | free | sub | recom.
  api.get('/api/v2/courses', (ctx) => {
    const { input, state, baseUrl } = ctx
    const paging = pageParams(input, { sizeKey: 'page_size', defaultSize: 16 })
    let courses = state.courses.filter((c) => c.is_show === 1)
    const categoryId = positiveInt(input.category_id, 0)
    if (categoryId) {
      const ids = L.categoryWithChildren(state, categoryId)
      courses = courses.filter((c) => ids.includes(c.category_id))
    }
    const scene = text(input, 'scene')
    if (scene === 'free') courses = courses.filter((c) => c.is_free === 1)
    if (scene === 'recom') courses = courses.filter((c) => c.is_rec === 1)
    courses.sort(
      scene === 'sub'
        ? (a, b) => b.user_count - a.user_count || b.id - a.id
        : (a, b) => b.published_at - a.published_at || b.id - a.id
    )
    return paginateLaravel(
      courses.map((c) => P.courseListItem(c, ctx)),
      { ...paging, path: `${baseUrl}/api/v2/courses` }
    )
  })

  // With or without a token: a guest sees isBuy only for a free course.
  api.get('/api/v2/course/:id', (ctx) => {
    const { params, state, user } = ctx
    const course = L.findCourse(state, params.id)
    const view = learnerView(state, user, course)
    const files = attachmentFiles()
    return {
      course: P.courseDetailCourse(course, ctx),
      chapters: view.chapters,
      videos: view.videos,
      isBuy: L.canSeeCourse(state, user, course),
      isCollect: L.hasLiked(state, user, course.id),
      videoWatchedProgress: view.progress,
      attach: state.attachments.filter((a) => a.course_id === course.id).map((a) => P.attachment(a, files)),
      buyVideos: [],
    }
  })

  // One call toggles: 1 = now liked, 0 = now not liked.
  api.get('/api/v2/course/:id/like', { auth: true }, ({ params, state, user }) => {
    const course = L.findCourse(state, params.id)
    return L.toggleLike(state, user, course.id)
  })

  // The 4.9.10 download path: the browser opens it with ?token=.
  api.get('/api/v2/course/attach/:id/download', { auth: true }, ({ params, state, user }) => {
    const id = L.parseId(params.id)
    const record = id && state.attachments.find((a) => a.id === id)
    if (!record) throw resourceNotFound()
    const course = L.findCourse(state, record.course_id)
    if (!L.canSeeCourse(state, user, course)) throw fail('请购买课程')
    const file = attachmentFiles()[record.file]
    const asciiName = `attachment-${record.id}.${file.extension}`
    return new Reply({
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.data.length),
        'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(record.name)}`,
        'Cache-Control': 'no-store',
      },
      body: file.data,
    })
  })

  // ---- videos --------------------------------------------------------------------------------------------

  api.get('/api/v2/video/:id', { auth: true }, (ctx) => {
    const { params, state, user } = ctx
    const video = L.findVideo(state, params.id)
    const course = L.findCourse(state, video.course_id)
    const canSee = L.canSeeVideo(state, user, video)
    // Opening a video the learner may watch starts the course record (upstream).
    if (canSee && !state.courseRecords.some((r) => r.user_id === user.id && r.course_id === course.id)) {
      L.touchCourseRecord(state, user.id, course.id)
    }
    const view = learnerView(state, user, course)
    return {
      video: P.videoItem(video),
      videos: view.videos,
      chapters: view.chapters,
      course: P.courseDetailCourse(course, ctx),
      is_watch: canSee,
      video_watched_progress: view.progress,
      buy_videos: [],
    }
  })

  // Trial: a learner who may not watch gets the same addresses when the video has free_seconds and `is_try`
  // is sent (4.9.10 only checks that it is present); the player stops at free_seconds.
  api.get('/api/v2/video/:id/playinfo', { auth: true }, ({ params, input, state, user, baseUrl }) => {
    const video = L.findVideo(state, params.id)
    if (!L.canSeeVideo(state, user, video) && !(video.free_seconds > 0 && input.is_try !== undefined)) {
      throw fail('请购买后观看')
    }
    return { urls: playUrls(video, baseUrl) }
  })

  api.post('/api/v2/video/:id/record', { auth: true }, ({ params, input, state, user, switches }) => {
    const call = {
      user_id: user.id,
      video_id: L.parseId(params.id) ?? params.id,
      duration: input.duration ?? null,
      at: state.now(),
      accepted: false,
      result: '',
      stored_seconds: null,
    }
    state.recordCalls.push(call)
    if (switches.recordFail) {
      call.result = 'recordFail: HTTP 503'
      return new Reply({
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '5' },
        body: '<html><head><title>503 Service Temporarily Unavailable</title></head><body><h1>503 Service Temporarily Unavailable</h1><hr>nginx (demo recordFail switch)</body></html>',
      })
    }
    try {
      const video = L.findVideo(state, params.id)
      const seconds = Number.parseInt(input.duration, 10)
      if (!Number.isFinite(seconds) || seconds <= 0) throw fail('参数错误')
      let stored = seconds
      if (!L.canSeeVideo(state, user, video)) {
        if (!(video.free_seconds > 0)) throw fail('请购买后观看')
        stored = Math.min(seconds, video.free_seconds)
      }
      const record = L.storeProgress(state, user, video, stored)
      call.accepted = true
      call.stored_seconds = record.watch_seconds
      call.result = stored < seconds ? `capped at free_seconds ${video.free_seconds}` : 'stored'
      return []
    } catch (error) {
      call.result = `code ${error.code ?? 1} ${error.message}`
      throw error
    }
  })
}
