/** Shapes of MeEdu API data (see README.md in this folder). Only fields the app reads are required. */

export interface Member {
  id: number
  avatar: string
  nick_name: string
  mobile: string
  /** The 0/1 flags below are read into booleans by `readMember` (member.ts). */
  is_bind_mobile: boolean
  is_bind_qq: boolean
  is_bind_wechat: boolean
  is_face_verify: boolean
  profile_real_name: string
  profile_id_number: string
  is_password_set: boolean
  is_set_nickname: boolean
  role_id: number
  role: { id: number; name: string } | null
  role_expired_at: string | null
  credit1: number
  created_at: string
  /**
   * Whether the learner agreed to the active 用户协议 and 隐私政策 (`agreement_status`, 4.9.27 and later); null when
   * the server does not say (older servers: nothing to ask).
   */
  agreements: AgreementStatus | null
}

/** `agreement_status`: a flag is true only when the learner agreed to the currently active version of that type. */
export interface AgreementStatus {
  /** `user_agreement_agreed`: 用户协议. */
  user: boolean
  /** `privacy_policy_agreed`: 隐私政策. */
  privacy: boolean
}

/** Pagination shape B: `{data, total}`. */
export interface ListPage<T> {
  data: T[]
  total: number
}

export interface Message {
  id: string
  notifiable_id: number
  data: { message: string }
  read_at: string | null
  created_at: string
}

export interface CaptchaImage {
  key: string
  img: string
}

export type SmsScene = 'login' | 'register' | 'password_reset' | 'mobile_bind'

// ---- Learning (MeEdu API §5, §7, v3 member lists). The api modules normalise every answer into these shapes
// (normalize.ts): a field the server left out or sent with the wrong type reads as empty, never as a crash.

export interface CourseCategory {
  id: number
  name: string
  parent_id: number
  children: CourseCategory[]
}

/** A course as lists and cards show it (`/api/v2/courses`, view blocks, search). */
export interface Course {
  id: number
  title: string
  thumb: string
  charge: number
  is_free: boolean
  user_count: number
  short_description: string
  videos_count: number
  category_id: number
}

export interface Chapter {
  id: number
  course_id: number
  title: string
}

export interface Video {
  id: number
  course_id: number
  title: string
  chapter_id: number
  duration: number
  charge: number
  free_seconds: number
  ban_drag: boolean
  is_ban_sell: boolean
}

/** `videoWatchedProgress[videoId]`: where the learner stopped (`watch_seconds`) and whether they finished. */
export interface WatchRecord {
  video_id: number
  watch_seconds: number
  watched_at: string
}

export interface Attachment {
  id: number
  name: string
  size: number
  extension: string
}

/** One group of the catalogue: a chapter, or `chapter: null` for videos without one (key 0, 无章节内容). */
export interface CatalogueGroup {
  chapter: Chapter | null
  videos: Video[]
}

/** `/api/v2/course/{id}`. */
export interface CourseDetail {
  course: Course & { render_desc: string }
  /** Chapters in the server's order with their videos; videos without a chapter last. */
  catalogue: CatalogueGroup[]
  isBuy: boolean
  isCollect: boolean
  videoWatchedProgress: Record<number, WatchRecord>
  attach: Attachment[]
  buyVideos: number[]
  /** A VIP plan opens this course (`is_vip_free` 1 since 4.9.26; any course before, when the field is absent). */
  vipFree: boolean
  /** Comments may be posted (`is_allow_comment`; absent before 4.9.15: allowed). */
  commentsAllowed: boolean
}

/** `/api/v2/video/{id}`. */
export interface VideoDetail {
  video: Video
  course: Course
  catalogue: CatalogueGroup[]
  is_watch: boolean
  video_watched_progress: Record<number, WatchRecord>
  buy_videos: number[]
  /** A VIP plan opens the video's course (its `course.is_vip_free`; see CourseDetail). */
  vipFree: boolean
  /** Comments may be posted on this video (`video.is_allow_comment`; absent before 4.9.15: allowed). */
  commentsAllowed: boolean
}

export interface PlayUrl {
  url: string
  format: string
  duration: number
  name: string
}

// ---- Comments (api/comments.ts): one shape for MeEdu 4.9.10's v2 comments and the v3 comments of 4.9.22 and later.

/** Whose comments: a course's (course page 评论) or a video's (the player's 评论). */
export interface CommentTarget {
  kind: 'course' | 'video'
  id: number
}

/** Who wrote a comment (or is answered by a reply). */
export interface CommentAuthor {
  nick_name: string
  avatar: string
}

/** A comment or a reply, as the screens show it whichever server sent it. */
export interface CommentItem {
  /** The server's id as a string (4.9.10: a number; v3: a hashid, needed to reply). */
  id: string
  /** null: the learner no longer exists (学员已注销). */
  author: CommentAuthor | null
  /** What was written; `html` says whether it is server HTML (4.9.10, only through RichHtml) or plain text (v3). */
  content: string
  html: boolean
  /** Waiting for review (`is_check` 0): shown as 评论审核中, whatever `content` holds. */
  pending: boolean
  created_at: string
  ip_province: string
  /**
   * A reply that answers another reply: who it answers (`author` null when that learner is gone). null for a
   * top-level comment and a reply to it.
   */
  replyTo: { author: CommentAuthor | null } | null
  /** A top-level comment's replies shown now (v3: the 3 newest, or all after 查看全部); [] for a reply. */
  replies: CommentItem[]
  /** How many replies it has in all (`replies_count`); the replies shown when the server gave no count. */
  repliesCount: number
}

/** What a server's comments allow, read with every answer (api/comments.ts `commentRules`). */
export interface CommentRules {
  /** Replies exist: 回复, 查看全部N条回复 (v3). */
  threaded: boolean
  /** The fewest characters (code points, trimmed) the server takes: 6 on 4.9.10, 1 on v3. */
  minLength: number
  /** The most characters the server takes: 140 on v3; the app's own 500 on 4.9.10. */
  maxLength: number
}

/** A thread's top-level comments. */
export interface CommentList {
  items: CommentItem[]
  /** How many top-level comments there are in all (pending ones included). */
  total: number
  /** Every top-level comment is in `items` (else 查看全部{total}条评论 loads them). */
  complete: boolean
  rules: CommentRules
}

/** The three lists of 持续学习 (`/study?tab=`): 在学, 订阅, 收藏. */
export type StudyTab = 'study' | 'course' | 'collect'

/** One course of a v3 member course list (`/api/v3/member/courses`, `/learned`, `/like`). */
export interface StudyCourse {
  /** The course's id (`course_id`, else `course.id`): the item's key. */
  id: number
  course: Course
  learned_count: number
  /** `is_subscribe === 1` (the 在学 list sends it; 订阅 items are subscribed by definition). */
  is_subscribe: boolean
  /** `last_view_video.video_id`, 0 when there is none (`[]`). */
  last_video_id: number
}

/** A VIP plan (`GET /api/v2/roles`). */
export interface Role {
  id: number
  name: string
  /** Yuan, as the server sends it. */
  charge: number
  expire_days: number
  desc_rows: string[]
}

/** Which payments the server offers: `wechat` inside WeChat's browser, `h5` in any other browser. */
export type PaymentScene = 'h5' | 'wechat'

/** A payment gateway the server offers for a scene (`alipay`, `wechat-jsapi`, `handPay`, …). */
export interface Payment {
  sign: string
  name: string
  icon: string
}

/** A promo code's check: usable, and the yuan it takes off (0 when not usable). */
export interface PromoCheck {
  canUse: boolean
  /** `promo_code.invited_user_reward`, in yuan. */
  discount: number
}

export interface OrderGoods {
  goods_id: number
  goods_type: string
  /** What `goods_type` names (`COURSE` → a course, `ROLE` → a VIP plan, `paper`), null for another kind. */
  kind: GoodsType | null
  goods_name: string
  goods_thumb: string
  goods_text: string
  charge: number
  num: number
}

/** An order's state: MeEdu's `status` 1 unpaid, 5 paying, 9 paid, 7 cancelled (else read from `status_text`). */
export type OrderStatus = 'unpaid' | 'paying' | 'paid' | 'cancelled' | 'unknown'

/** `status_text` is one of 未支付, 支付中, 已支付, 已取消. */
export interface Order {
  id: number
  /** The order number. */
  order_id: string
  charge: number
  status_text: string
  status: OrderStatus
  /** MeEdu's `continue_pay` (unpaid or paying); true when the server leaves it out. */
  continue_pay: boolean
  payment_method: string
  payment_text: string
  created_at: string
  /** Yuan refunded (MeEdu 4.9.27 and later: successful refunds only); 0 when none or not sent. */
  refund_amount: number
  /** The goods; their `goods_charge` is 0 on orders of `POST /api/v3/order` (a server bug): use `charge`. */
  goods: OrderGoods[]
}

/** What the learner is buying: a course (`vod`), a VIP plan (`role`) or a paper of the Paper add-on (`paper`). */
export type GoodsType = 'vod' | 'role' | 'paper'

/** The social accounts a learner can bind in H5 (`DELETE /api/v2/member/socialite/{app}`). */
export type SocialApp = 'qq' | 'wechat'
