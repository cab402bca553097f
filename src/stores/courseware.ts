import { ApiError, type RequestOptions } from '@/services/http'
import { getCourseDetail, getCourses } from '@/services/api/course'
import type { Attachment, Course, CourseDetail } from '@/services/api/types'
import { PagedList, type PageResult } from './paged-list'

/** Course details asked for at once (the API has no "courses with attachments" list). */
export const DETAIL_BATCH = 4
/** Courses per page of `GET /api/v2/courses`. */
export const COURSE_PAGE_SIZE = 10

/** A course of 课件中心: its attachments and whether the learner may download them (the detail's `isBuy`). */
export interface CoursewareCourse {
  course: Course
  attach: Attachment[]
  bought: boolean
}

export interface CoursewareFetchers {
  courses: (
    page: number,
    pageSize: number,
    options: RequestOptions
  ) => Promise<{ items: Course[]; total?: number }>
  detail: (courseId: number, options: RequestOptions) => Promise<CourseDetail>
}

const API_FETCHERS: CoursewareFetchers = {
  courses: (page, pageSize, options) => getCourses({ page, page_size: pageSize }, options),
  detail: (courseId, options) => getCourseDetail(courseId, options),
}

/**
 * /vodKJ 课件中心: the courses that have attachments. The course list is paged through (`GET /api/v2/courses`,
 * 10 a page) and the details are fetched 4 at a time as the list scrolls; each detail is kept for the screen's
 * life (never fetched twice) and only courses whose `attach` is non-empty are shown.
 *
 * The shown list is a `PagedList` whose "page" is the next batch that found something: one load goes on through
 * batches until at least one course with attachments turns up, or the catalogue ends (an empty answer, so
 * the list is finished: 已经到底了, or 暂无课件 when nothing was found). Its page size is therefore 1: any
 * non-empty answer keeps the list going, and InfiniteList keeps loading while the end is in view, until the
 * screen is full.
 *
 * A failed detail (or course page) fails that load: the list keeps what it shows and offers 重试, which asks
 * again only for what is missing (the batch's cursor moves on only once the whole batch is in). A course
 * that has gone (404) counts as one without attachments. Details are asked silently; the retry row says it.
 */
export class CoursewareScreen {
  readonly list: PagedList<CoursewareCourse>
  /** Course id → what its detail said (null: gone, or no attachments). */
  private readonly details = new Map<number, CoursewareCourse | null>()
  /** Courses from the list whose details are not yet all checked, in list order. */
  private queue: Course[] = []
  private coursePage = 0
  private catalogueEnded = false
  /** How many details were asked for in the screen's life. */
  detailRequests = 0

  constructor(private readonly fetchers: CoursewareFetchers = API_FETCHERS) {
    this.list = new PagedList<CoursewareCourse>(() => this.nextFound(), 1)
  }

  /** Opening the page: the first batch (once). */
  open(): Promise<void> {
    return this.list.page === 0 && !this.list.loading ? this.list.reload() : Promise.resolve()
  }

  /** Batches until one finds a course with attachments, or the catalogue ends (then an empty answer). */
  private async nextFound(): Promise<PageResult<CoursewareCourse>> {
    for (;;) {
      if (this.queue.length === 0) {
        if (this.catalogueEnded) return { items: [] }
        await this.nextCoursePage()
        continue
      }
      const batch = this.queue.slice(0, DETAIL_BATCH)
      const found = await this.checkBatch(batch)
      this.queue = this.queue.slice(batch.length)
      if (found.length > 0) return { items: found }
    }
  }

  private async nextCoursePage(): Promise<void> {
    const page = this.coursePage + 1
    const { items, total } = await this.fetchers.courses(page, COURSE_PAGE_SIZE, { primary: page === 1 })
    this.coursePage = page
    const known = new Set(this.queue.map((course) => course.id))
    // A course seen on an earlier page (the list moved while paging) is not checked twice.
    this.queue.push(...items.filter((course) => !known.has(course.id) && !this.details.has(course.id)))
    // A short page is the last; so is reaching the server's total (no empty page asked for after it).
    if (items.length < COURSE_PAGE_SIZE || (total !== undefined && page * COURSE_PAGE_SIZE >= total)) {
      this.catalogueEnded = true
    }
  }

  /** The batch's details (cached ones are not asked again); rejects when any of them failed. */
  private async checkBatch(batch: Course[]): Promise<CoursewareCourse[]> {
    const results = await Promise.allSettled(
      batch.map(async (course) => {
        if (this.details.has(course.id)) return
        this.detailRequests += 1
        try {
          const detail = await this.fetchers.detail(course.id, { primary: false, silent: true })
          this.details.set(
            course.id,
            detail.attach.length > 0
              ? {
                  course: detail.course.id ? detail.course : course,
                  attach: detail.attach,
                  bought: detail.isBuy,
                }
              : null
          )
        } catch (error) {
          if (error instanceof ApiError && error.kind === 'not-found') this.details.set(course.id, null)
          else throw error
        }
      })
    )
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) throw (failed as PromiseRejectedResult).reason
    return batch
      .map((course) => this.details.get(course.id))
      .filter((item): item is CoursewareCourse => !!item)
  }
}
