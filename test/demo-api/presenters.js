'use strict'

// Turn stored records into the JSON shapes of the MeEdu API (src/services/api/README.md). Keep field lists here so the
// contract is easy to compare with the document.

const { isoTime, isBoundMobile } = require('./lib/util')
const { phpArray, groupInOrder, chinaTime } = require('./lib/php')
const { STATUS, STATUS_TEXT, findPayment, refundAmount } = require('./commerce')
const { chinaDateTime } = require('./lib/china-time')
const { isNewMeedu } = require('./switches')
const { agreementStatus } = require('./agreements')

/** The member's avatar: an uploaded one is stored as a path on this server (`/__demo/avatar/…`). */
function avatarUrl(user, baseUrl) {
  if (!user.avatar) return `${baseUrl}/__demo/assets/avatar.svg`
  return user.avatar.startsWith('/') ? `${baseUrl}${user.avatar}` : user.avatar
}

/**
 * GET /api/v2/member/detail, every field, in MeEdu's order (samples 03, 18): `created_at` is `…Z` UTC,
 * `role_expired_at` zone-less China time (a raw column), `role` the plan with its `desc_rows`; v4.9.30 adds
 * `agreement_status` (agreements.js).
 */
function memberDetail(user, { state, baseUrl }) {
  const plan = user.role && (state.roles || []).find((r) => r.id === user.role.id)
  const detail = {
    id: user.id,
    avatar: avatarUrl(user, baseUrl),
    nick_name: user.nick_name,
    mobile: user.mobile,
    credit1: user.credit1,
    credit2: user.credit2,
    credit3: user.credit3,
    is_active: user.is_active,
    is_lock: user.is_lock,
    created_at: isoTime(user.created_at),
    role_id: user.role_id,
    role_expired_at: chinaDateTime(user.role_expired_at),
    invite_balance: user.invite_balance,
    is_password_set: user.is_password_set,
    is_set_nickname: user.is_set_nickname,
    role: user.role
      ? { id: user.role.id, name: user.role.name, desc_rows: plan ? [...plan.desc_rows] : [] }
      : null,
    is_bind_qq: state.isBoundTo(user.id, 'qq') ? 1 : 0,
    is_bind_wechat: state.isBoundTo(user.id, 'wechat') ? 1 : 0,
    is_bind_mobile: isBoundMobile(user.mobile) ? 1 : 0,
    invite_people_count: user.invite_people_count,
    is_face_verify: Boolean(user.is_face_verify),
    profile_real_name: user.profile_real_name,
    profile_id_number: user.profile_id_number,
  }
  if (isNewMeedu(state.switches)) detail.agreement_status = agreementStatus(state, user.id)
  return detail
}

/** Item of GET /api/v2/member/messages. */
function notification(record) {
  return {
    id: record.id,
    notifiable_id: record.notifiable_id,
    data: { message: record.message },
    read_at: isoTime(record.read_at),
    created_at: isoTime(record.created_at),
  }
}

// ---- learning catalogue (contract §5) ------------------------------------------------------------------

/** A stored path (`/__demo/img/…`) made absolute; absolute URLs stay as they are. */
function absoluteUrl(path, baseUrl) {
  return /^https?:\/\//.test(path) ? path : `${baseUrl}${path}`
}

/** HTML fields are stored with `{{base}}` where the server's base URL goes. */
function withBase(markup, baseUrl) {
  return markup.replace(/\{\{base\}\}/g, baseUrl)
}

/** PHP's json_encode of an empty associative array is `[]`: MeEdu sends `[]` for an empty map. */
function phpMap(object) {
  return Object.keys(object).length ? object : []
}

/** The switches of the release being played (handlers pass ctx; some callers only the state). */
const switchesOf = (ctx) => ctx.switches || ctx.state.switches

/** GET /api/v2/course_categories: top-level categories with their children (sample 12). */
function categoryTree(categories) {
  const bySort = (a, b) => a.sort - b.sort || a.id - b.id
  const node = (category) => ({
    id: category.id,
    name: category.name,
    parent_id: category.parent_id,
    children: categories
      .filter((c) => c.parent_id === category.id)
      .sort(bySort)
      .map(node),
  })
  return categories
    .filter((c) => c.parent_id === 0)
    .sort(bySort)
    .map(node)
}

/** The category row as Eloquent loads it (`course.category` of the v2 search, sample 20c). */
function categoryModel(category) {
  return {
    id: category.id,
    name: category.name,
    parent_id: category.parent_id,
    parent_chain: '',
    is_show: 1,
    sort: category.sort,
    created_at: isoTime(category.created_at),
    updated_at: isoTime(category.created_at),
    deleted_at: null,
  }
}

/** v4.9.30's course flags (§7.1): comments allowed (the seed's `allowComment`), free for VIP members. */
function courseFlags(course, switches) {
  if (!isNewMeedu(switches)) return {}
  return { is_allow_comment: course.allowComment === false ? 0 : 1, is_vip_free: course.is_vip_free ? 1 : 0 }
}

/**
 * `course` of the course and video details (samples 05, 09): the course row with render_desc (HTML), no
 * videos_count, no category.
 */
function courseDetailCourse(course, ctx) {
  return {
    id: course.id,
    title: course.title,
    slug: course.slug,
    thumb: absoluteUrl(course.thumb, ctx.baseUrl),
    charge: course.charge,
    short_description: course.short_description,
    render_desc: withBase(course.render_desc, ctx.baseUrl),
    seo_keywords: course.seo_keywords,
    seo_description: course.seo_description,
    published_at: chinaTime(course.published_at),
    is_show: course.is_show,
    category_id: course.category_id,
    is_rec: course.is_rec,
    user_count: course.user_count,
    is_free: course.is_free,
    ...courseFlags(course, switchesOf(ctx)),
  }
}

/** Course list item (GET /api/v2/courses, sample 04): no render_desc; `category` is `{id, name}`. */
function courseListItem(course, ctx) {
  const item = { ...courseDetailCourse(course, ctx), ...courseCounts(course, ctx) }
  delete item.render_desc
  return item
}

/** videos_count and `category {id, name}` of the course lists. */
function courseCounts(course, { state }) {
  const category = state.categories.find((c) => c.id === course.category_id)
  return {
    videos_count: state.videos.filter((v) => v.course_id === course.id).length,
    category: category ? { id: category.id, name: category.name } : null,
  }
}

/** Item of GET /api/v2/member/courses (sample 08): the detail's course row, videos_count and category. */
function memberCourseItem(course, ctx) {
  return { ...courseDetailCourse(course, ctx), ...courseCounts(course, ctx) }
}

/** Item of the v2 title search (sample 20c): as member/courses, with the whole category row. */
function titleSearchItem(course, ctx) {
  const category = ctx.state.categories.find((c) => c.id === course.category_id)
  return { ...memberCourseItem(course, ctx), category: category ? categoryModel(category) : null }
}

/** Row of `h5-vod-v1` (and `pc-vod-v1`) blocks (§2.2, sample 06b): no v4.9.30 flags. */
function blockCourse(course, ctx) {
  const category = ctx.state.categories.find((c) => c.id === course.category_id)
  return {
    id: course.id,
    title: course.title,
    thumb: absoluteUrl(course.thumb, ctx.baseUrl),
    charge: course.charge,
    user_count: course.user_count,
    short_description: course.short_description,
    published_at: chinaTime(course.published_at),
    category_id: course.category_id,
    is_rec: course.is_rec,
    is_free: course.is_free,
    created_at: isoTime(course.created_at),
    category: category ? { id: category.id, name: category.name } : null,
  }
}

function chapterItem(chapter) {
  return { id: chapter.id, course_id: chapter.course_id, title: chapter.title }
}

/** Video object (§5.1, sample 09); v4.9.30 adds `is_allow_comment` (the seed's `allowComment`). */
function videoItem(video, switches) {
  return {
    id: video.id,
    course_id: video.course_id,
    title: video.title,
    slug: video.slug,
    charge: video.charge,
    view_num: video.view_num,
    seo_keywords: video.title,
    seo_description: video.title,
    published_at: chinaTime(video.published_at),
    chapter_id: video.chapter_id,
    duration: video.duration,
    is_ban_sell: video.is_ban_sell,
    free_seconds: video.free_seconds,
    ban_drag: video.ban_drag,
    ...(switches && isNewMeedu(switches) ? { is_allow_comment: video.allowComment === false ? 0 : 1 } : {}),
  }
}

/**
 * `videos` of the details, as PHP writes MeEdu's `groupBy(chapter id or 0)` of the videos in `published_at` order
 * (§1.7): groups in the order of their first video, a JSON list when the keys happen to be 0…n-1 in that order
 * (`[[…]]` for a course without chapters, samples 05d, 09b), else an object keyed by chapter id; `[]` when none.
 */
function videosByChapter(videos, switches) {
  const groups = groupInOrder(videos, (video) => video.chapter_id || 0)
  return phpArray(groups.map(([key, list]) => [key, list.map((video) => videoItem(video, switches))]))
}

/** A user's video watch record (sample 05b): `watched_at` zone-less China time, the timestamps `…Z`. */
function watchRecord(record) {
  return {
    id: record.id,
    user_id: record.user_id,
    course_id: record.course_id,
    video_id: record.video_id,
    watch_seconds: record.watch_seconds,
    watched_at: chinaTime(record.watched_at),
    created_at: isoTime(record.created_at),
    updated_at: isoTime(record.updated_at),
    deleted_at: null,
  }
}

/** `{<videoId>: record}` (PHP's array_column by video id) or `[]`. */
function watchProgressMap(records) {
  return phpArray(records.map((r) => [r.video_id, watchRecord(r)]))
}

/** A course record (`watch_record`, the items of /api/v3/member/courses/learned). */
function courseRecord(record) {
  return {
    id: record.id,
    course_id: record.course_id,
    user_id: record.user_id,
    is_watched: record.is_watched,
    watched_at: isoTime(record.watched_at),
    progress: record.progress,
    created_at: isoTime(record.created_at),
    updated_at: isoTime(record.updated_at),
  }
}

function attachment(record, files) {
  const file = files[record.file]
  const { size = file.data.length, extension = file.extension } = record
  return { id: record.id, name: record.name, size, extension }
}

/** `{comments, users}` of the comment lists, newest first; `users` is `[]` when there are no comments. */
function commentList(comments, { state, baseUrl }) {
  const users = {}
  const items = [...comments]
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
    .map((comment) => {
      const user = state.findUser(comment.user_id)
      if (user)
        users[String(user.id)] = { id: user.id, avatar: avatarUrl(user, baseUrl), nick_name: user.nick_name }
      return {
        id: comment.id,
        user_id: comment.user_id,
        render_content: comment.render_content,
        created_at: isoTime(comment.created_at),
        ip: comment.ip,
        ip_province: comment.ip_province,
      }
    })
  return { comments: items, users: phpMap(users) }
}

// ---- member and commerce (contract §6) -----------------------------------------------------------------

/** GET /api/v2/roles item. */
function role(record) {
  return {
    id: record.id,
    name: record.name,
    charge: record.charge,
    expire_days: record.expire_days,
    desc_rows: [...record.desc_rows],
  }
}

/** `promo_code` of GET /api/v2/promoCode/{code}/check (upstream MODEL_PROMO_CODE_FIELD). */
function promoCode(record) {
  return {
    id: record.id,
    code: record.code,
    expired_at: isoTime(record.expired_at),
    invited_user_reward: record.invited_user_reward,
    invite_user_reward: record.invite_user_reward,
  }
}

/** GET /api/v2/order/payments item. */
function payment(record, baseUrl) {
  return { sign: record.sign, name: record.name, icon: `${baseUrl}/__demo/img/${record.icon}.svg` }
}

/**
 * The order object (§6.1), key for key as recorded (samples 07, 30h; v4.9.30/42h adds `refund_amount`).
 * `charge` is the full price, as upstream (a promo code is a paid record there).
 */
function order(record, { baseUrl, switches }) {
  const gateway = findPayment(record.payment)
  const shown = {
    id: record.id,
    user_id: record.user_id,
    charge: record.charge,
    created_at: isoTime(record.created_at),
    order_id: record.order_id,
    payment_method: record.payment_method,
    status_text: STATUS_TEXT[record.status],
    payment_text: gateway ? gateway.name : '',
    continue_pay: record.status === STATUS.UNPAID || record.status === STATUS.PAYING,
    goods: record.goods.map((goods) => ({
      goods_id: goods.goods_id,
      goods_type: goods.goods_type,
      goods_name: goods.goods_name,
      goods_thumb: goods.goods_thumb ? absoluteUrl(goods.goods_thumb, baseUrl) : '',
      goods_charge: goods.goods_charge,
      goods_ori_charge: goods.goods_ori_charge,
      num: goods.num,
      charge: goods.charge,
      goods_text: goods.goods_text,
    })),
  }
  if (isNewMeedu(switches)) shown.refund_amount = refundAmount(record)
  return shown
}

/** The answer of 4.9.10's `POST /api/v2/order/course|role` (samples 30b, 30k): no goods, no payment_method. */
function createdOrder(record) {
  const gateway = findPayment(record.payment)
  return {
    user_id: record.user_id,
    charge: record.charge,
    order_id: record.order_id,
    created_at: isoTime(record.created_at),
    id: record.id,
    status_text: STATUS_TEXT[record.status],
    payment_text: gateway ? gateway.name : '',
    continue_pay: record.status === STATUS.UNPAID || record.status === STATUS.PAYING,
  }
}

module.exports = {
  role,
  promoCode,
  payment,
  order,
  createdOrder,
  avatarUrl,
  memberDetail,
  notification,
  absoluteUrl,
  withBase,
  phpMap,
  categoryTree,
  courseListItem,
  courseDetailCourse,
  memberCourseItem,
  titleSearchItem,
  blockCourse,
  chapterItem,
  videoItem,
  videosByChapter,
  watchRecord,
  watchProgressMap,
  courseRecord,
  attachment,
  commentList,
}
