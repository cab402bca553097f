import { makeAutoObservable, runInAction } from 'mobx'
import { getCourseDetail, toggleCourseLike } from '@/services/api/course'
import type { CourseDetail, Video } from '@/services/api/types'
import { readPositiveId } from '@/utils/url'
import { CommentThread, commentBox, type CommentBox } from './comment-thread'
import { Resource } from './resource'
import type { RootStore } from './root-store'
import { Task } from './task'

/** The tabs of a course page, as the `tab` query names them. */
export const COURSE_TABS = ['intro', 'catalogue', 'comments', 'attachments'] as const
export type CourseTab = (typeof COURSE_TABS)[number]

/** A `tab` query as a tab: anything unknown is 介绍. */
export function readCourseTab(value: unknown): CourseTab {
  return COURSE_TABS.find((tab) => tab === value) ?? 'intro'
}

/** The checkout's goods for a course (`/order` query); the page adds the label (点播课程). */
export interface CourseGoods {
  goods_id: number
  goods_name: string
  goods_charge: number
  goods_type: 'vod'
  goods_thumb: string
}

/**
 * What the bottom bar offers:
 * - `start`: bought or free, 开始学习 opens `video` (null: the course has no video yet);
 * - `get`: neither bought nor free: 购买课程 with these goods when it has a price (null: it cannot be bought),
 *   and VIP会员免费看 when a VIP plan opens it (`vip`).
 */
export type CourseOffer =
  { kind: 'start'; video: Video | null } | { kind: 'get'; goods: CourseGoods | null; vip: boolean }

/** What tapping 收藏 did: needs a login first, done, failed (the HTTP layer said why) or still on its way. */
export type LikeResult = 'login' | 'done' | 'failed' | 'busy'

/** The first video of the first chapter that has videos, else the first video without a chapter. */
export function firstVideo(detail: Pick<CourseDetail, 'catalogue'>): Video | null {
  const chapter = detail.catalogue.find((group) => group.chapter !== null && group.videos.length > 0)
  if (chapter) return chapter.videos[0]
  return detail.catalogue.find((group) => group.chapter === null)?.videos[0] ?? null
}

/**
 * /vod/detail?id=: the course (primary: a missing course shows the error page), its comment thread, the 收藏
 * toggle and what the bottom bar offers. An id that is not a positive number is `invalid`: nothing is
 * requested and the page shows the error page.
 */
export class CourseDetailScreen {
  readonly courseId: number | null
  readonly course: Resource<CourseDetail>
  readonly comments: CommentThread
  readonly like = new Task()
  tab: CourseTab

  constructor(
    private readonly root: RootStore,
    id: unknown,
    tab?: unknown
  ) {
    this.courseId = readPositiveId(id)
    this.tab = readCourseTab(tab)
    const courseId = this.courseId ?? 0
    this.course = new Resource(() => getCourseDetail(courseId))
    this.comments = new CommentThread({ kind: 'course', id: courseId })
    makeAutoObservable<CourseDetailScreen, 'root'>(this, {
      root: false,
      course: false,
      comments: false,
      like: false,
    })
  }

  get invalid(): boolean {
    return this.courseId === null
  }

  /** Load the course once (nothing for an invalid id). */
  open(): Promise<void> {
    if (this.invalid) return Promise.resolve()
    return this.course.load()
  }

  /**
   * The page shows again (back from the login page, the checkout, the player): the learner may have logged in,
   * bought the course or watched a video meanwhile, so the course is asked for again (what is shown stays until
   * the answer comes). Nothing while the first load is on its way.
   */
  refresh(): Promise<void> {
    return this.invalid ? Promise.resolve() : this.course.refresh()
  }

  setTab(tab: CourseTab): void {
    this.tab = tab
  }

  get detail(): CourseDetail | null {
    return this.course.data
  }

  get collected(): boolean {
    return this.detail?.isCollect ?? false
  }

  /**
   * The learner may watch every video: bought, or a free course. `isBuy` carries the server's rule (a VIP plan
   * counts only where it opens the course), so the learner's VIP plan is never asked.
   */
  get canWatch(): boolean {
    const detail = this.detail
    return !!detail && (detail.isBuy || detail.course.is_free)
  }

  /** 试看 marks: the course is not free and not bought. */
  get trial(): boolean {
    return !!this.detail && !this.canWatch
  }

  /** The comment box: logged in, the course bought (or free: `isBuy`), and comments allowed on it. */
  get commentBox(): CommentBox {
    const detail = this.detail
    return commentBox(this.root.session, {
      entitled: detail?.isBuy ?? false,
      allowed: detail?.commentsAllowed ?? true,
    })
  }

  get offer(): CourseOffer | null {
    const detail = this.detail
    if (!detail) return null
    if (this.canWatch) return { kind: 'start', video: firstVideo(detail) }
    const { course } = detail
    const goods: CourseGoods | null =
      course.charge > 0
        ? {
            goods_id: course.id,
            goods_name: course.title,
            goods_charge: course.charge,
            goods_type: 'vod',
            goods_thumb: course.thumb,
          }
        : null
    return { kind: 'get', goods, vip: detail.vipFree }
  }

  /** 收藏: one call toggles; the answer (1/0) is the new state, shown at once. */
  async toggleLike(): Promise<LikeResult> {
    if (!this.root.session.loggedIn) return 'login'
    const courseId = this.courseId
    if (courseId === null || !this.detail) return 'failed'
    const result = await this.like.run(async (): Promise<LikeResult> => {
      try {
        const liked = await toggleCourseLike(courseId)
        runInAction(() => this.course.update((detail) => ({ ...detail, isCollect: liked })))
        return 'done'
      } catch {
        return 'failed'
      }
    })
    return result ?? 'busy'
  }
}
