'use strict'

// Courses and videos (contract §5): categories, the course list, details, likes, attachments, play addresses and
// progress records (comments: routes/comments.js). Rules live in learning.js, shapes in presenters.js.

const {
  fail,
  resourceNotFound,
  routeNotFound,
  unauthenticated,
  tooManyRequests,
  Reply,
} = require('../lib/http')
const { text } = require('../lib/validate')
const { positiveInt, randomString } = require('../lib/util')
const { pageParams, paginateLaravel } = require('../lib/pagination')
const { isNewMeedu } = require('../switches')
const { MEDIA } = require('../catalogue')
const { attachmentFiles } = require('../files')
const L = require('../learning')
const P = require('../presenters')

/**
 * The play addresses of a video (absolute URLs, or an <iframe> snippet). A raw address (the video's own `url`)
 * has `duration` 0 and the name `''` on 4.9.10, `默认` on v4.9.30 (sample 09c); cloud-VOD-like media give their
 * qualities. A video without a source has none.
 */
function playUrls(video, { baseUrl, switches }) {
  const media = MEDIA[video.media]
  const rawName = isNewMeedu(switches) ? '默认' : ''
  const entry = (url, format, name) => ({
    url,
    format,
    duration: media.raw ? 0 : media.duration,
    name: media.raw ? rawName : name,
  })
  if (media.iframe) {
    const src = `${baseUrl}/__demo/iframe-player?video=${video.id}`
    return [
      entry(
        `<iframe src="${src}" width="100%" height="100%" frameborder="0" allowfullscreen></iframe>`,
        'iframe',
        '标清'
      ),
    ]
  }
  return media.urls.map((u) => entry(`${baseUrl}${u.path}`, u.format, u.name))
}

/** Everything the course and video details share about one user's view of a course. */
function learnerView(state, user, course, switches) {
  const records = user ? L.userVideoRecords(state, user.id, course.id) : []
  return {
    chapters: state.chapters
      .filter((c) => c.course_id === course.id)
      .sort((a, b) => a.sort - b.sort)
      .map(P.chapterItem),
    videos: P.videosByChapter(L.courseVideos(state, course.id), switches),
    progress: P.watchProgressMap(records),
  }
}

/** v3 attachment links: valid 3600 s, single use; at most 60 a learner an hour (CourseAttachDownloadBus). */
const ATTACH_SIGN_TTL_MS = 3600 * 1000
const ATTACH_LINKS_PER_HOUR = 60

/** The file of an attachment, answered as a download. */
function attachmentReply(record) {
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

  // With or without a token: a visitor gets isBuy false and videoWatchedProgress [] (samples 05, 05d).
  api.get('/api/v2/course/:id', (ctx) => {
    const { params, state, user, switches } = ctx
    const course = L.findCourse(state, params.id)
    const view = learnerView(state, user, course, switches)
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

  // The 4.9.10 download path: the browser opens it with ?token=. Since 4.9.11 it sits behind MeEdu's
  // deprecated-API switch, after the login check (sample 44f): closed → 路由不存在.
  api.get('/api/v2/course/attach/:id/download', { auth: true }, ({ params, state, user, switches }) => {
    if (isNewMeedu(switches) && switches.deprecatedApiClosed) throw routeNotFound()
    const id = L.parseId(params.id)
    const record = id && state.attachments.find((a) => a.id === id)
    if (!record) throw resourceNotFound()
    const course = L.findCourse(state, record.course_id)
    if (!L.canSeeCourse(state, user, course)) throw fail('请购买课程')
    return attachmentReply(record)
  })

  // v4.9.30 (4.9.11+): a signed, single-use link to one attachment of a course (§8). 4.9.10 has no such route.
  api.get('/api/v3/course/:courseId/attach/:id', (ctx) => {
    const { params, state, user, switches, baseUrl } = ctx
    if (!isNewMeedu(switches)) throw routeNotFound()
    if (!user) throw unauthenticated()
    const courseId = L.parseId(params.courseId)
    const course = courseId && state.courses.find((c) => c.id === courseId && c.is_show === 1)
    if (!course || !L.canSeeCourse(state, user, course)) throw fail('请购买课程')
    const id = L.parseId(params.id)
    const record = id && state.attachments.find((a) => a.id === id && a.course_id === course.id)
    if (!record) throw resourceNotFound()
    const now = state.now()
    const recent = state.attachLinks.filter((l) => l.userId === user.id && l.at > now - 3600 * 1000)
    if (recent.length >= ATTACH_LINKS_PER_HOUR) throw tooManyRequests()
    state.attachLinks.push({ userId: user.id, at: now })
    const sign = randomString(20)
    state.attachSigns.set(sign, { userId: user.id, attachId: record.id, expiresAt: now + ATTACH_SIGN_TTL_MS })
    return { download_url: `${baseUrl}/api/v3/course/attach-download?sign=${sign}` }
  })

  // The link's file: no token, the sign is the credential; a missing, used or expired sign → 参数错误.
  api.get('/api/v3/course/attach-download', ({ input, state, switches }) => {
    if (!isNewMeedu(switches)) throw routeNotFound()
    const sign = text(input, 'sign')
    const entry = sign && state.attachSigns.get(sign)
    if (!entry || entry.expiresAt <= state.now()) throw fail('参数错误')
    state.attachSigns.delete(sign)
    const record = state.attachments.find((a) => a.id === entry.attachId)
    if (!record) throw resourceNotFound()
    return attachmentReply(record)
  })

  // ---- videos --------------------------------------------------------------------------------------------

  // 4.9.10 only (removed in 4.9.29), behind the deprecated-API switch: shape A of video objects, newest first.
  api.get('/api/v2/videos', (ctx) => {
    const { input, state, switches, baseUrl } = ctx
    if (isNewMeedu(switches) || switches.deprecatedApiClosed) throw routeNotFound()
    const paging = pageParams(input, { sizeKey: 'page_size', defaultSize: 10 })
    const shown = new Set(state.courses.filter((c) => c.is_show === 1).map((c) => c.id))
    const videos = state.videos
      .filter((v) => shown.has(v.course_id))
      .sort((a, b) => b.published_at - a.published_at || b.id - a.id)
    return paginateLaravel(
      videos.map((v) => P.videoItem(v, switches)),
      { ...paging, path: `${baseUrl}/api/v2/videos` }
    )
  })

  // With or without a token (sample 09b): a visitor gets is_watch false and no progress.
  api.get('/api/v2/video/:id', (ctx) => {
    const { params, state, user, switches } = ctx
    const video = L.findVideo(state, params.id)
    const course = L.findCourse(state, video.course_id)
    const canSee = L.canSeeVideo(state, user, video)
    // Opening a video the learner may watch starts the course record (upstream).
    if (canSee && !state.courseRecords.some((r) => r.user_id === user.id && r.course_id === course.id)) {
      L.touchCourseRecord(state, user.id, course.id)
    }
    const view = learnerView(state, user, course, switches)
    return {
      video: P.videoItem(video, switches),
      videos: view.videos,
      chapters: view.chapters,
      course: P.courseDetailCourse(course, ctx),
      is_watch: canSee,
      video_watched_progress: view.progress,
      buy_videos: [],
    }
  })

  // Trial: a learner who may not watch gets the same addresses when the video has free_seconds (the player stops
  // there). 4.9.10 wants `is_try` present for a trial and answers 错误 for a video without a source; v4.9.30
  // ignores `is_try` and answers `urls: []` (§7.2).
  api.get('/api/v2/video/:id/playinfo', { auth: true }, (ctx) => {
    const { params, input, state, user, switches } = ctx
    const video = L.findVideo(state, params.id)
    const trialAsked = isNewMeedu(switches) || input.is_try !== undefined
    if (!L.canSeeVideo(state, user, video) && !(video.free_seconds > 0 && trialAsked)) {
      throw fail('请购买后观看')
    }
    const urls = playUrls(video, ctx)
    if (urls.length === 0 && !isNewMeedu(switches)) throw fail('错误')
    return { urls }
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
        // v4.9.30 (4.9.28) refuses in its own words (sample 18f); the demo's 4.9.10 refuses too (upstream accepted).
        if (!(video.free_seconds > 0)) throw fail(isNewMeedu(switches) ? '无权限观看此视频' : '请购买后观看')
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
