import { makeObservable, observable, runInAction } from 'mobx'
import { isNotFound, type RequestOptions } from '@/services/http'
import { getCourseDetail, getCourses } from '@/services/api/course'
import type { Attachment, Course, CourseDetail } from '@/services/api/types'
import { PagedList, pageRequest, type InPlaceReload, type PageResult } from './paged-list'

/** Course details asked for at once (the API has no "courses with attachments" list). */
export const DETAIL_BATCH = 4
/**
 * Batches the search may check before the learner asks again (up to 8 details, with the course page they need: 9
 * requests, within the 10 a screen may send as it opens; MeEdu allows 120 a minute per IP address, shared by an
 * office). The learner asks by opening the screen, by scrolling the list, or by 继续查找课件. The list's own loads
 * (its end still on screen after a short find) spend what is left: when it is spent the search pauses until the
 * learner asks for more, rather than going on through the whole catalogue by itself.
 */
export const BATCHES_PER_LOAD = 2
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
 * The shown list is a `PagedList` whose "page" is what one load found. A load checks batches until one finds a
 * course with attachments, drawing on an allowance of `BATCHES_PER_LOAD` batches that the learner's asking refills
 * (opening, `scrolled()`, `searchMore()`): the loads the list starts by itself while its end is on screen share
 * the allowance of the ask before them, so opening sends at most a course page and 8 details however short the
 * first find. When the allowance is spent the load answers nothing and the search is `paused`: the list does not
 * load on by itself (few courses have attachments, so an unfilled screen would otherwise walk the whole catalogue)
 * until `searchMore()` (the learner's 继续查找课件). Each answer says whether it is the `last`: the list ends when the catalogue does
 * (已经到底了, or 暂无课件 when nothing was found), never by an answer's length.
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
  /** The last load checked its batches and found nothing: the list waits for `searchMore()`. */
  paused = false
  /** Batches the search may still check before the learner asks again (see BATCHES_PER_LOAD). */
  private allowance = BATCHES_PER_LOAD

  constructor(private readonly fetchers: CoursewareFetchers = API_FETCHERS) {
    this.list = new PagedList<CoursewareCourse>(() => this.nextFound(), DETAIL_BATCH)
    makeObservable(this, { paused: observable })
  }

  /** 继续查找课件: the next batches, after a load that found nothing. */
  searchMore(): Promise<void> {
    this.allowance = BATCHES_PER_LOAD
    return this.list.loadMore()
  }

  /** The learner scrolled the list: its next load (at the end) may check `BATCHES_PER_LOAD` batches again. */
  scrolled(): void {
    this.allowance = BATCHES_PER_LOAD
  }

  /** Opening the page: the first batch (once). */
  open(): Promise<void> {
    return this.list.loadFirst()
  }

  /**
   * Pull-down: the search starts again from the catalogue's first page, every detail asked again (a course bought
   * or given attachments meanwhile), the courses shown staying until the first find is in. A load in flight
   * finishes first (two searches would move one cursor). A failure puts the search back where it was, so the list
   * goes on from what it shows. Resolves as `PagedList.reloadInPlace` does.
   */
  async refresh(): Promise<InPlaceReload> {
    if (this.list.loading) await this.list.loadMore()
    const saved = {
      queue: this.queue,
      coursePage: this.coursePage,
      catalogueEnded: this.catalogueEnded,
      details: new Map(this.details),
      paused: this.paused,
    }
    this.queue = []
    this.coursePage = 0
    this.catalogueEnded = false
    this.details.clear()
    this.allowance = BATCHES_PER_LOAD
    const result = await this.list.reloadInPlace()
    if (result === 'failed') {
      this.queue = saved.queue
      this.coursePage = saved.coursePage
      this.catalogueEnded = saved.catalogueEnded
      this.details.clear()
      for (const [id, detail] of saved.details) this.details.set(id, detail)
      runInAction(() => {
        this.paused = saved.paused
      })
    }
    return result
  }

  /**
   * Batches until one finds a course with attachments (while the allowance lasts: then `paused` and an empty
   * answer), or the catalogue ends (the `last` answer).
   */
  private async nextFound(): Promise<PageResult<CoursewareCourse>> {
    runInAction(() => {
      this.paused = false
    })
    for (;;) {
      if (this.queue.length === 0 && this.catalogueEnded) return { items: [], last: true }
      if (this.allowance === 0) {
        runInAction(() => {
          this.paused = true
        })
        return { items: [], last: false }
      }
      // A batch is a full 4 wherever the course pages break (the next page is read first), so 2 batches are 8.
      if (this.queue.length < DETAIL_BATCH && !this.catalogueEnded) {
        await this.nextCoursePage()
        continue
      }
      const batch = this.queue.slice(0, DETAIL_BATCH)
      const found = await this.checkBatch(batch)
      this.queue = this.queue.slice(batch.length)
      this.allowance -= 1
      if (found.length > 0) {
        return { items: found, last: this.queue.length === 0 && this.catalogueEnded }
      }
    }
  }

  private async nextCoursePage(): Promise<void> {
    const page = this.coursePage + 1
    const { items, total } = await this.fetchers.courses(page, COURSE_PAGE_SIZE, pageRequest(page))
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
          if (isNotFound(error)) this.details.set(course.id, null)
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
