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
}

/** `/api/v2/video/{id}`. */
export interface VideoDetail {
  video: Video
  course: Course
  catalogue: CatalogueGroup[]
  is_watch: boolean
  video_watched_progress: Record<number, WatchRecord>
  buy_videos: number[]
}

export interface PlayUrl {
  url: string
  format: string
  duration: number
  name: string
}

export interface CommentUser {
  id: number
  nick_name: string
  avatar: string
}

export interface Comment {
  id: number
  user_id: number
  render_content: string
  created_at: string
  ip_province: string
  user: CommentUser | null
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
