'use strict'

// Comments: v2 per course and video on MeEdu 4.9.10 (removed in 4.9.22), v3 comments with replies and review on
// v4.9.30 (meedu-api-4.9.30.md §4), and the admin's controls (/__demo/comments*). Rules and shapes in comments.js.

const { fail } = require('../lib/http')
const { text } = require('../lib/validate')
const { positiveInt } = require('../lib/util')
const { oldOnly, newOnly } = require('../lib/release-routes')
const L = require('../learning')
const P = require('../presenters')
const M = require('../comments')

const COMMENT_MIN_LENGTH = 6

/** 4.9.10's rule for a v2 comment (CourseOrVideoCommentCreateRequest): required, at least 6 characters. */
function v2Content(input) {
  const content = text(input, 'content')
  if (content === '') throw fail('请输入评论内容')
  if ([...content].length < COMMENT_MIN_LENGTH) throw fail(`评论内容不能少于${COMMENT_MIN_LENGTH}个字`)
  return content
}

/** `rt` and `rid` of the v3 lists: integers, below 1 (or missing) → 1, so no parameters mean course 1. */
const listTarget = (input) => ({ rt: positiveInt(input.rt, 1), rid: positiveInt(input.rid, 1) })

/** Find a comment by its code or seed key, for the controls. */
function findComment(state, value) {
  const wanted = String(value ?? '').trim()
  const id = M.decodeId(wanted)
  return state.comments.find((c) => (id !== false && c.id === id) || (c.key && c.key === wanted)) || null
}

module.exports = (api) => {
  // ---- v2 (4.9.10): {comments, users}, newest first; `users` keyed by user id, [] when empty -------------------

  api.get(
    '/api/v2/course/:id/comments',
    oldOnly((ctx) => {
      const course = L.findCourse(ctx.state, ctx.params.id)
      return P.commentList(
        ctx.state.courseComments.filter((c) => c.course_id === course.id),
        ctx
      )
    })
  )

  api.post(
    '/api/v2/course/:id/comment',
    oldOnly(
      ({ params, input, state, user }) => {
        const course = L.findCourse(state, params.id)
        const content = v2Content(input)
        if (!L.canSeeCourse(state, user, course)) throw fail('无权限')
        M.newV2Comment(state.courseComments, 'course_id', course.id, user, content, state.now())
        return []
      },
      { auth: true }
    )
  )

  api.get(
    '/api/v2/video/:id/comments',
    oldOnly((ctx) => {
      const video = L.findVideo(ctx.state, ctx.params.id)
      return P.commentList(
        ctx.state.videoComments.filter((c) => c.video_id === video.id),
        ctx
      )
    })
  )

  api.post(
    '/api/v2/video/:id/comment',
    oldOnly(
      ({ params, input, state, user }) => {
        const video = L.findVideo(state, params.id)
        const content = v2Content(input)
        if (!L.canSeeVideo(state, user, video)) throw fail('无权限')
        M.newV2Comment(state.videoComments, 'video_id', video.id, user, content, state.now())
        return []
      },
      { auth: true }
    )
  )

  // ---- v3 (v4.9.30) ------------------------------------------------------------------------------------------

  const avatarOf = (baseUrl) => (user) => P.avatarUrl(user, baseUrl)

  // The 5 newest top-level comments with their 3 newest replies; open to visitors. An unknown resource has none.
  api.get(
    '/api/v3/comments',
    newOnly(({ input, state, baseUrl }) => {
      const { rt, rid } = listTarget(input)
      return M.commentsPage(state, rt, rid, avatarOf(baseUrl))
    })
  )

  // Without parent_id: every top-level comment (no total); with it: every reply of that comment, flat.
  api.get(
    '/api/v3/comments/replies',
    newOnly(({ input, state, baseUrl }) => {
      const { rt, rid } = listTarget(input)
      const parentId = M.decodeOptional(input.parent_id)
      if (parentId === false) throw fail('参数错误')
      return M.repliesPage(state, rt, rid, parentId, avatarOf(baseUrl))
    })
  )

  api.post(
    '/api/v3/comment/store',
    newOnly(
      ({ input, state, user, baseUrl }) =>
        M.storedItem(M.storeComment(state, user, input), user, avatarOf(baseUrl)),
      { auth: true }
    )
  )

  // ---- controls: the admin's review -----------------------------------------------------------------------------

  // Approve `{id}` (a comment's code or a seed key such as 'c1-t6-r3') or `{all: true}` (every pending one).
  api.post('/__demo/comments/approve', ({ input, state }) => {
    const chosen = input.all === true || text(input, 'all') === '1' || text(input, 'all') === 'true'
    const targets = chosen ? state.comments.filter((c) => c.is_check === 0) : [findComment(state, input.id)]
    if (!targets[0] && !chosen) throw fail('评论不存在')
    for (const comment of targets) comment.is_check = 1
    return { approved: targets.map((c) => M.encodeId(c.id)) }
  })

  // Reject `{id}`: upstream deletes a rejected comment (and its replies with it).
  api.post('/__demo/comments/reject', ({ input, state }) => {
    const comment = findComment(state, input.id)
    if (!comment) throw fail('评论不存在')
    state.comments = state.comments.filter((c) => c.id !== comment.id && c.parent_id !== comment.id)
    return { rejected: M.encodeId(comment.id) }
  })

  // Every stored v3 comment (texts never hidden), oldest first; `rt`, `rid`, `user` (id) filter.
  api.get('/__demo/comments', ({ input, state }) => {
    const rt = positiveInt(input.rt, 0)
    const rid = positiveInt(input.rid, 0)
    const userId = positiveInt(input.user, 0)
    return state.comments
      .filter((c) => (!rt || c.rt === rt) && (!rid || c.rid === rid) && (!userId || c.user_id === userId))
      .sort((a, b) => a.id - b.id)
      .map((c) => ({
        id: M.encodeId(c.id),
        key: c.key,
        row_id: c.id,
        rt: c.rt,
        rid: c.rid,
        parent_id: M.encodeId(c.parent_id),
        reply_id: M.encodeId(c.reply_id),
        user_id: c.user_id,
        content: c.content,
        is_check: c.is_check,
        created_at: new Date(c.created_at).toISOString(),
      }))
  })

  // Switch comments on or off for a course (rt 1) or video (rt 2): `{rt, rid, allow: true|false}`.
  api.post('/__demo/comments/allow', ({ input, state }) => {
    const rt = positiveInt(input.rt, 1) === M.RT.VIDEO ? M.RT.VIDEO : M.RT.COURSE
    const target = M.findTarget(state, rt, input.rid)
    const allow = !(input.allow === false || ['0', 'false', 'off'].includes(text(input, 'allow')))
    target.allowComment = Boolean(allow)
    return { rt, rid: target.id, is_allow_comment: M.isAllowComment(target) }
  })
}
