'use strict'

// Comments. MeEdu 4.9.10 has v2 comments per course and per video (`{comments, users}`, seeded in catalogue.js as
// courseComments / videoComments). v4.9.30 replaced them with one table of v3 comments (meedu-api-4.9.30.md §4):
// `rt` 1 = course, 2 = video, `rid` its id; top-level comments and replies (`parent_id` names the top-level
// comment, `reply_id` the reply answered); string ids (hashids); every new comment waits for review (`is_check`
// 0, its text hidden) until an admin approves it. createComments(now) builds the v3 seed fresh for every
// /__demo/reset; the handlers are in routes/comments.js. Seeded ids are listed in README.md ("Comments").

const crypto = require('node:crypto')
const { fail, resourceNotFound } = require('./lib/http')
const { isoTime } = require('./lib/util')
const { MINUTE, HOUR, DAY } = require('./data')
const { chinaTime } = require('./commerce')
const L = require('./learning')

/** `rt`: what a comment is about. */
const RT = Object.freeze({ COURSE: 1, VIDEO: 2 })

const CONTENT_MAX = 140
const DAILY_LIMIT = 100
/** The province a loopback address gets (upstream's IP lookup, samples 31b and 41). */
const LOCAL_PROVINCE = '内网IP'

// ---- hashids --------------------------------------------------------------------------------------------------

// Upstream encodes comment ids with hashids salted per server: 16 letters and digits, `parent_id` 0 included.
// The demo's ids look the same and are deterministic per id: 40 bits of the id (masked) and a 48-bit MAC of it,
// times 153 plus 7 more bits of the MAC, written with 16 characters of a shuffled alphabet. A string that is not
// such a code decodes to false (upstream: 参数错误).

const HASH_ALPHABET = 'KTF4hbjgfLaEeqVDkz290st6RvQd71lScMOAUI3B5N8pmPriXxYGnJZoWHuyCw'
const HASH_SALT = 'meedu-demo-api comments'
const ID_MASK = 0x5a3c9e17b2n
const ID_BITS = 40n
const SPREAD = 153n
const HASH_LENGTH = 16

function mac(id) {
  return crypto.createHmac('sha256', HASH_SALT).update(String(id)).digest('hex')
}

/** The 16-character code of a comment id (0 for "none": a top-level comment's parent_id and reply_id). */
function encodeId(id) {
  const digest = mac(id)
  const value =
    ((BigInt(`0x${digest.slice(0, 12)}`) << ID_BITS) | (BigInt(id) ^ ID_MASK)) * SPREAD +
    (BigInt(`0x${digest.slice(12, 14)}`) % SPREAD)
  const base = BigInt(HASH_ALPHABET.length)
  let rest = value
  let out = ''
  for (let i = 0; i < HASH_LENGTH; i += 1) {
    out = HASH_ALPHABET[Number(rest % base)] + out
    rest /= base
  }
  return out
}

/** The id of a code, or false when the string is no code of this server. */
function decodeId(code) {
  if (typeof code !== 'string' || code.length !== HASH_LENGTH) return false
  const base = BigInt(HASH_ALPHABET.length)
  let value = 0n
  for (const char of code) {
    const digit = HASH_ALPHABET.indexOf(char)
    if (digit < 0) return false
    value = value * base + BigInt(digit)
  }
  const id = Number(((value / SPREAD) & ((1n << ID_BITS) - 1n)) ^ ID_MASK)
  return encodeId(id) === code ? id : false
}

/** Upstream: `if ($value) HashID::decode(...)`, so 0, '0', '' and absent mean 0 (none). */
function decodeOptional(value) {
  if (value === undefined || value === null || value === '' || value === '0' || value === 0) return 0
  return decodeId(typeof value === 'string' ? value : String(value))
}

// ---- the seed (v4.9.30) ----------------------------------------------------------------------------------------

/** A learner id no seeded learner has: their comments answer `user: []` (a deleted account). */
const DELETED_LEARNER = 99

/**
 * Seeded v3 comments, all approved except one pending reply. Keys name them for replies (`to`: the reply answered)
 * and the README. Course 1 (rt 1, rid 1): 6 top-level comments (the 5 newest each with replies, so /comments
 * shows 5 and `total` 6); one thread has 4 replies (3 shown) with replies to replies; the newest thread has a
 * pending reply. Video 1 (rt 2, rid 1): a thread with a reply and a reply to it, and a comment without replies.
 * Course 2: a thread with a deleted learner's reply (`user: []`) and a reply to it (`reply_user: []`). Course 5:
 * a comment whose text holds markup (to be shown as text).
 */
function seedSpecs() {
  const C1 = [RT.COURSE, 1]
  const V1 = [RT.VIDEO, 1]
  return [
    // [key, [rt, rid], user, content, age, {parent, to, pending}]
    ['c1-t1', C1, 4, '入职第一周必看，内容很全面。', 7 * DAY],
    ['c1-t2', C1, 2, '希望能多加一些部门介绍的内容。', 6 * DAY],
    ['c1-t2-r1', C1, 1, '+1，想了解各部门的分工。', 6 * DAY - 3 * HOUR, { parent: 'c1-t2' }],
    ['c1-t3', C1, 2, '第二章的入职手续讲得很清楚，谢谢老师。', 5 * DAY],
    ['c1-t3-r1', C1, 4, '同感，照着做一遍就办完了。', 5 * DAY - 2 * HOUR, { parent: 'c1-t3' }],
    ['c1-t4', C1, 4, '有没有配套的入职清单可以下载？', 3 * DAY],
    ['c1-t4-r1', C1, 1, '课程附件里有《入职资料包.zip》，可以下载。', 3 * DAY - HOUR, { parent: 'c1-t4' }],
    ['c1-t4-r2', C1, 4, '找到了，谢谢！', 2 * DAY, { parent: 'c1-t4', to: 'c1-t4-r1' }],
    ['c1-t4-r3', C1, 2, '员工手册也在附件里。', 1 * DAY + 2 * HOUR, { parent: 'c1-t4' }],
    ['c1-t4-r4', C1, 1, '对，两份都在附件里。', 20 * HOUR, { parent: 'c1-t4', to: 'c1-t4-r3' }],
    ['c1-t5', C1, 2, '公司介绍视频拍得很用心。', 1 * DAY],
    ['c1-t5-r1', C1, 4, '视频里的同事都很有精神！', 22 * HOUR, { parent: 'c1-t5' }],
    ['c1-t6', C1, 1, '课程内容很实用，入职第一天就看完了！', 3 * HOUR],
    ['c1-t6-r1', C1, 2, '同感，推荐给新同事了。', 2 * HOUR, { parent: 'c1-t6' }],
    ['c1-t6-r2', C1, 1, '谢谢推荐！', 1 * HOUR, { parent: 'c1-t6', to: 'c1-t6-r1' }],
    ['c1-t6-r3', C1, 4, '第二章什么时候更新？', 30 * MINUTE, { parent: 'c1-t6', pending: true }],
    ['v1-t1', V1, 4, '看完对公司有了整体认识。', 2 * DAY],
    ['v1-t1-r1', V1, 2, '我也是，讲得很清楚。', 1 * DAY, { parent: 'v1-t1' }],
    ['v1-t1-r2', V1, 4, '一起加油！', 20 * HOUR, { parent: 'v1-t1', to: 'v1-t1-r1' }],
    ['v1-t2', V1, 2, '公司介绍视频拍得很用心。', 8 * HOUR],
    ['c2-t1', [RT.COURSE, 2], 4, '报销部分终于搞明白了，推荐大家看。', 1 * DAY],
    ['c2-t1-r1', [RT.COURSE, 2], DELETED_LEARNER, '谢谢分享。', 10 * HOUR, { parent: 'c2-t1' }],
    ['c2-t1-r2', [RT.COURSE, 2], 1, '不客气～', 5 * HOUR, { parent: 'c2-t1', to: 'c2-t1-r1' }],
    [
      'c5-t1',
      [RT.COURSE, 5],
      2,
      '评论里的“坏东西”：<script>window.__hacked=true</script><img src=x onerror="window.__hacked=true"> "引号" 😀 &amp; a < b',
      6 * HOUR,
    ],
  ]
}

function createComments(now) {
  // Ids in the order of time, as upstream's auto-increment (newest first = highest id first).
  const specs = seedSpecs().sort((a, b) => b[4] - a[4])
  const ids = new Map(specs.map(([key], index) => [key, index + 1]))
  const comments = specs.map(([key, [rt, rid], userId, content, age, options = {}]) => ({
    id: ids.get(key),
    key,
    rt,
    rid,
    parent_id: options.parent ? ids.get(options.parent) : 0,
    reply_id: options.to ? ids.get(options.to) : 0,
    user_id: userId,
    content,
    ip: '127.0.0.1',
    ip_province: ['浙江', '北京', '上海', '广东', '江苏'][ids.get(key) % 5],
    is_check: options.pending ? 0 : 1,
    created_at: now - age,
  }))
  return { comments, commentsToday: new Map() } // "userId|YYYYMMDD" (China day) → comments posted
}

/** The seeded comment `key` (e.g. 'c1-t4-r2'), for tests and the README. */
function seededComment(state, key) {
  return state.comments.find((c) => c.key === key) || null
}

// ---- is_allow_comment (v4.9.30) -------------------------------------------------------------------------------

/**
 * `is_allow_comment` of a course or video (1 or 0). The seed keeps it as `allowComment` (catalogue.js: a course
 * spec with `allowComment: false` refuses comments, with its videos); POST /__demo/comments/allow flips it.
 */
function isAllowComment(record) {
  return record && record.allowComment === false ? 0 : 1
}

/** The course (rt 1) or video (rt 2) commented on; 404 when it does not exist. */
function findTarget(state, rt, rid) {
  return rt === RT.VIDEO ? L.findVideo(state, rid) : L.findCourse(state, rid)
}

// ---- shapes (§4.1, §4.2, §4.3) --------------------------------------------------------------------------------

/** `user` / `reply_user`: `{avatar, nick_name}`, or `[]` when the learner no longer exists. */
function commentUser(state, userId, avatarUrl) {
  const user = state.findUser(userId)
  return user ? { avatar: avatarUrl(user), nick_name: user.nick_name } : []
}

const newestFirst = (a, b) => b.id - a.id

function repliesOf(state, parent) {
  return state.comments.filter((c) => c.parent_id === parent.id).sort(newestFirst)
}

/** A reply: hidden text while pending unless `showPending` (upstream's /comments bug, sample v4.9.30/41f). */
function replyItem(state, reply, avatarUrl, { showPending = false } = {}) {
  const item = {
    id: encodeId(reply.id),
    parent_id: encodeId(reply.parent_id),
    reply_id: encodeId(reply.reply_id),
    content: reply.is_check === 1 || showPending ? reply.content : '',
    ip_province: reply.ip_province,
    is_check: reply.is_check,
    created_at: isoTime(reply.created_at),
    user: commentUser(state, reply.user_id, avatarUrl),
  }
  const answered = reply.reply_id ? state.comments.find((c) => c.id === reply.reply_id) : null
  if (answered) item.reply_user = commentUser(state, answered.user_id, avatarUrl)
  return item
}

/** A top-level comment with `replies_count` and its 3 newest replies. */
function topItem(state, comment, avatarUrl, { showPendingReplies }) {
  const replies = repliesOf(state, comment)
  return {
    id: encodeId(comment.id),
    parent_id: encodeId(comment.parent_id),
    reply_id: encodeId(comment.reply_id),
    content: comment.is_check === 1 ? comment.content : '',
    ip_province: comment.ip_province,
    is_check: comment.is_check,
    created_at: isoTime(comment.created_at),
    replies_count: replies.length,
    replies: replies
      .slice(0, 3)
      .map((reply) => replyItem(state, reply, avatarUrl, { showPending: showPendingReplies })),
    user: commentUser(state, comment.user_id, avatarUrl),
  }
}

function topLevel(state, rt, rid) {
  return state.comments.filter((c) => c.rt === rt && c.rid === rid && c.parent_id === 0).sort(newestFirst)
}

/** GET /api/v3/comments: the 5 newest top-level comments and `total` (pending ones included). */
function commentsPage(state, rt, rid, avatarUrl) {
  const all = topLevel(state, rt, rid)
  return {
    data: all.slice(0, 5).map((c) => topItem(state, c, avatarUrl, { showPendingReplies: true })),
    total: all.length,
  }
}

/** GET /api/v3/comments/replies: every top-level comment (parentId 0), or every reply of one, flat. */
function repliesPage(state, rt, rid, parentId, avatarUrl) {
  if (parentId === 0) {
    return {
      data: topLevel(state, rt, rid).map((c) => topItem(state, c, avatarUrl, { showPendingReplies: false })),
    }
  }
  return {
    data: state.comments
      .filter((c) => c.rt === rt && c.rid === rid && c.parent_id === parentId)
      .sort(newestFirst)
      .map((reply) => replyItem(state, reply, avatarUrl)),
  }
}

// ---- posting (§4.3) -------------------------------------------------------------------------------------------

/** PHP's strip_tags, near enough: `<` followed by a non-space starts a tag that runs to `>` (or the end). */
function stripTags(value) {
  return String(value)
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(?=[^\s<])[^>]*(>|$)/g, '')
}

const isInteger = (value) =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value))

/** Upstream's daily counter (CommentStoreLimitCache): posts per learner and China day (it resets at midnight, PRC). */
const dayKey = (state, user) => `${user.id}|${chinaTime(state.now()).date}`

/**
 * POST /api/v3/comment/store, in upstream's order: the fields (rt, rid integers, content required and at most
 * 140 characters; every failed message joined with ','), the daily limit, the parent_id / reply_id codes, rt 1
 * or 2, the course or video (404) and its is_allow_comment, the parent (404; pending → 评论审核中), the reply
 * under that parent (404). The text is stored with its tags stripped; the new comment waits for review.
 */
function storeComment(state, user, input) {
  const content = typeof input.content === 'string' ? input.content.trim() : ''
  const errors = []
  if (input.rt === undefined || input.rt === null || input.rt === '' || !isInteger(input.rt))
    errors.push('参数错误')
  if (input.rid === undefined || input.rid === null || input.rid === '' || !isInteger(input.rid))
    errors.push('参数错误')
  if (content === '') errors.push('请输入评论内容')
  else if ([...content].length > CONTENT_MAX) errors.push(`评论内容最多${CONTENT_MAX}个字符`)
  if (errors.length) throw fail(errors.join(','))

  if ((state.commentsToday.get(dayKey(state, user)) || 0) >= DAILY_LIMIT) throw fail('已超出每日评论限制')

  const parentId = decodeOptional(input.parent_id)
  const replyId = decodeOptional(input.reply_id)
  if (parentId === false || replyId === false) throw fail('参数错误')

  const rt = Math.max(1, Number.parseInt(input.rt, 10))
  const rid = Math.max(1, Number.parseInt(input.rid, 10))
  if (rt !== RT.COURSE && rt !== RT.VIDEO) throw fail('参数错误')
  const target = findTarget(state, rt, rid)
  if (isAllowComment(target) !== 1) throw fail('禁止提交评论')

  let parent = null
  if (parentId) {
    parent = state.comments.find((c) => c.id === parentId)
    if (!parent) throw resourceNotFound()
    if (parent.is_check !== 1) throw fail('评论审核中')
  }
  if (replyId) {
    const answered = parent && state.comments.find((c) => c.id === replyId && c.parent_id === parent.id)
    if (!answered) throw resourceNotFound()
  }

  const comment = {
    id: state.comments.reduce((max, c) => Math.max(max, c.id), 0) + 1,
    key: '',
    rt,
    rid,
    parent_id: parentId,
    reply_id: replyId,
    user_id: user.id,
    content: stripTags(content),
    ip: '127.0.0.1',
    ip_province: LOCAL_PROVINCE,
    is_check: 0,
    created_at: state.now(),
  }
  state.comments.push(comment)
  state.commentsToday.set(dayKey(state, user), (state.commentsToday.get(dayKey(state, user)) || 0) + 1)
  return comment
}

/** The answer of a post (samples v4.9.30/41, 41d, 41e): the text is always "", no reply_user. */
function storedItem(comment, user, avatarUrl) {
  return {
    id: encodeId(comment.id),
    content: '',
    created_at: isoTime(comment.created_at),
    parent_id: encodeId(comment.parent_id),
    reply_id: encodeId(comment.reply_id),
    ip_province: comment.ip_province,
    is_check: comment.is_check,
    user: { nick_name: user.nick_name, avatar: avatarUrl(user) },
  }
}

// ---- v2 comments (4.9.10) --------------------------------------------------------------------------------------

/**
 * A posted v2 comment (4.9.10): tags stripped, the text as `render_content` (sample 31b: `<b>讲得很清楚</b>，…`
 * → `讲得很清楚，…`), the commenter's IP and its province.
 */
function newV2Comment(list, key, targetId, user, content, now) {
  const comment = {
    id: list.reduce((max, c) => Math.max(max, c.id), 0) + 1,
    [key]: targetId,
    user_id: user.id,
    render_content: stripTags(content),
    created_at: now,
    ip: '127.0.0.1',
    ip_province: LOCAL_PROVINCE,
  }
  list.push(comment)
  return comment
}

module.exports = {
  RT,
  CONTENT_MAX,
  DAILY_LIMIT,
  DELETED_LEARNER,
  encodeId,
  decodeId,
  decodeOptional,
  createComments,
  seededComment,
  isAllowComment,
  findTarget,
  commentsPage,
  repliesPage,
  storeComment,
  storedItem,
  stripTags,
  newV2Comment,
}
