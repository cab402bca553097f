import { makeAutoObservable, makeObservable, observable, runInAction } from 'mobx'
import { isNotFound } from '@/services/http'
import { parseServerTime, serverDay, serverDaysUpTo } from '@/utils/server-time'
import { serverNow } from '@/utils/server-clock'
import {
  getCreditRecords,
  getLearnedCourses,
  getLearnedCourseVideos,
  getWatchCourses,
  type CreditRecord,
  type DaySeconds,
  type GrowthCourse,
  type LearnedCourse,
  type LearnedVideo,
  type WatchCourses,
} from '@/services/api/growth'
import { PagedList, type PageResult } from './paged-list'
import { Resource } from './resource'
import type { RootStore } from './root-store'

/** The chart's days: today (UTC) and the 29 before it. */
export const GROWTH_DAYS = 30
/**
 * The fallback (a stock MeEdu: no watchCourses) asks only for what the screen shows (MeEdu allows 120 requests a
 * minute per IP address, shared by everyone behind an office's one address): the learned courses a page of this
 * many at a time…
 */
export const FALLBACK_PAGE_SIZE = 10
/** …the videos of this many courses per step of the list (the first step: what a phone shows under the chart)… */
export const FALLBACK_BATCH = 4
/** …at most this many at a time. */
export const FALLBACK_CONCURRENCY = 3
export const CREDIT_PAGE_SIZE = 10

export type GrowthTab = 'history' | 'credits'
export const GROWTH_TABS: readonly GrowthTab[] = ['history', 'credits']

export interface GrowthTotals {
  /** Courses with watching in them. */
  courses: number
  /** Videos watched to the end. */
  finishedVideos: number
  /** Every course's watch_seconds (each video's furthest position, as the server counts progress). */
  seconds: number
}

export interface GrowthView {
  /**
   * `fork`: watchCourses answered; `fallback`: a stock MeEdu (404) or an answer that could not be read, read from
   * the v3 learned endpoints, a few courses at a time (LearnedHistory).
   */
  source: 'fork' | 'fallback'
  /** The days are estimated from the videos (the fallback, or a fork answer without `daily`). */
  daysEstimated: boolean
  courses: GrowthCourse[]
  /** GROWTH_DAYS days, oldest first, today last; a day without watching is 0. */
  days: DaySeconds[]
  totals: GrowthTotals
  /**
   * The fallback has read the videos of `loaded` of the learner's `total` courses so far: the finished videos, the
   * minutes and the chart count those (more load as the list scrolls). Null when everything is counted.
   */
  partial: { loaded: number; total: number } | null
}

/**
 * The last `count` server days (UTC, utils/server-time.ts) up to today, oldest first, each with the seconds the answer gave for it (several
 * entries of one day add up; days outside the window are ignored; a missing day is 0).
 */
export function lastDays(daily: readonly DaySeconds[], now: number, count = GROWTH_DAYS): DaySeconds[] {
  const byDate = new Map<string, number>()
  for (const day of daily) byDate.set(day.date, (byDate.get(day.date) ?? 0) + Math.max(0, day.seconds))
  return serverDaysUpTo(now, count).map((date) => ({ date, seconds: byDate.get(date) ?? 0 }))
}

export function growthTotals(courses: readonly GrowthCourse[]): GrowthTotals {
  return {
    courses: courses.length,
    finishedVideos: courses.reduce((sum, course) => sum + course.watched_videos_count, 0),
    seconds: courses.reduce((sum, course) => sum + course.watch_seconds, 0),
  }
}

/** watchCourses is missing on this server (code 404 or HTTP 404): read the v3 learned endpoints instead. */
export const isMissingEndpoint = isNotFound

/**
 * A learned course as the fork endpoint would send it. `videos` is null when its videos could not be read (the
 * course is gone): the learned list's counts stand alone then.
 */
export function fallbackCourse(learned: LearnedCourse, videos: readonly LearnedVideo[] | null): GrowthCourse {
  const watched = (videos ?? []).filter((video) => video.record !== null)
  return {
    id: learned.id,
    title: learned.title,
    thumb: learned.thumb,
    videos_count: videos ? Math.max(videos.length, learned.videos_count) : learned.videos_count,
    watched_videos_count: videos
      ? watched.filter((video) => video.record?.watched_at).length
      : learned.learned_count,
    watch_seconds: watched.reduce((sum, video) => sum + (video.record?.watch_seconds ?? 0), 0),
    last_watched_at: learned.updated_at,
    videos: watched.map((video) => ({
      id: video.id,
      title: video.title,
      duration: video.duration,
      watch_seconds: video.record?.watch_seconds ?? 0,
      is_watched: Boolean(video.record?.watched_at),
      watched_at: video.record?.watched_at ?? null,
      updated_at: video.record?.watched_at || video.record?.created_at || '',
    })),
  }
}

/**
 * Days approximated from the videos' records: stock MeEdu keeps no per-day history, so each video's
 * watch_seconds counts on the day it was finished (`watched_at`), else the day it was first watched.
 */
export function fallbackDaily(videosByCourse: readonly (readonly LearnedVideo[] | null)[]): DaySeconds[] {
  const daily: DaySeconds[] = []
  for (const videos of videosByCourse) {
    for (const video of videos ?? []) {
      const date = video.record && serverDay(video.record.watched_at || video.record.created_at)
      if (date && video.record && video.record.watch_seconds > 0) {
        daily.push({ date, seconds: video.record.watch_seconds })
      }
    }
  }
  return daily
}

/**
 * Days estimated from a fork's courses when its answer has no `daily`: each video's seconds on the day it was last
 * watched (else finished), a course without videos its seconds on the day it was last watched.
 */
export function estimatedDaily(courses: readonly GrowthCourse[]): DaySeconds[] {
  const daily: DaySeconds[] = []
  const add = (seconds: number, when: string | null) => {
    const date = serverDay(when)
    if (date && seconds > 0) daily.push({ date, seconds })
  }
  for (const course of courses) {
    if (course.videos.length === 0) add(course.watch_seconds, course.last_watched_at)
    for (const video of course.videos) add(video.watch_seconds, video.updated_at || video.watched_at)
  }
  return daily
}

/** Runs `task` over `items`, at most `limit` at a time, answers in the items' order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      results[index] = await task(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** A course's videos from learned/course, or null when the course is gone since (404, untold). */
function learnedVideosOf(course: LearnedCourse): Promise<LearnedVideo[] | null> {
  return getLearnedCourseVideos(course.id, { quietNotFound: true }).catch((error: unknown) => {
    // A course gone since keeps its row with the list's counts; anything else fails the step.
    if (isMissingEndpoint(error)) return null
    throw error
  })
}

/**
 * 学习成长 on a stock MeEdu: the learner's learned courses (`GET /api/v3/member/courses/learned`, pages of 10, newest
 * first) with each one's videos (`GET /api/v3/member/learned/course/{id}`, one call a course), asked for only as
 * far as the list shows them: FALLBACK_BATCH courses a step, the next step when the learner scrolls to the end of
 * the list. The first step costs a page of learned courses and 4 videos calls, where reading every course at
 * once cost about 55 in a burst (a learner with 50 courses). A step that fails keeps what is shown (重试).
 */
export class LearnedHistory {
  readonly list: PagedList<GrowthCourse>
  /** The learned courses read so far, in the list's order. */
  private learned: LearnedCourse[] = []
  private pagesRead = 0
  private ended = false
  /** How many courses the learner has learned, as the learned list says (null until it said). */
  total: number | null = null
  /** Bumped by every first step: a later step of an older one commits nothing. */
  private run = 0

  constructor() {
    this.list = new PagedList<GrowthCourse>((page, size) => this.step(page, size), FALLBACK_BATCH)
    makeObservable<LearnedHistory, 'learned'>(this, { total: observable, learned: false })
  }

  /** The first step again, what is shown staying until it is in; rejects when it failed (told already). */
  async open(): Promise<void> {
    if ((await this.list.reloadInPlace()) === 'failed')
      throw new Error('learned courses: the first step failed')
  }

  /** The view of what is loaded (the totals count the loaded courses' videos; `partial` says how many). */
  view(now: number): GrowthView {
    const courses = this.list.items
    const total = Math.max(this.total ?? 0, courses.length)
    return {
      source: 'fallback',
      daysEstimated: true,
      courses,
      days: lastDays(estimatedDaily(courses), now),
      totals: { ...growthTotals(courses), courses: total },
      partial: courses.length < total ? { loaded: courses.length, total } : null,
    }
  }

  private async step(page: number, size: number): Promise<PageResult<GrowthCourse>> {
    const first = page === 1
    const run = first ? ++this.run : this.run
    let learned = first ? [] : this.learned
    let pagesRead = first ? 0 : this.pagesRead
    let ended = first ? false : this.ended
    let total = first ? null : this.total
    const start = (page - 1) * size
    while (learned.length < start + size && !ended) {
      const next = pagesRead + 1
      const answer = await getLearnedCourses({ page: next, size: FALLBACK_PAGE_SIZE })
      pagesRead = next
      const known = new Set(learned.map((course) => course.id))
      learned = [...learned, ...answer.items.filter((course) => !known.has(course.id))]
      if (answer.total !== undefined) total = answer.total
      if (
        answer.items.length < FALLBACK_PAGE_SIZE ||
        (answer.total !== undefined && learned.length >= answer.total)
      )
        ended = true
    }
    const chosen = learned.slice(start, start + size)
    const videos = await mapLimit(chosen, FALLBACK_CONCURRENCY, learnedVideosOf)
    if (run === this.run) {
      this.learned = learned
      this.pagesRead = pagesRead
      this.ended = ended
      runInAction(() => {
        this.total = total
      })
    }
    return {
      items: chosen.map((course, index) => fallbackCourse(course, videos[index])),
      last: ended && start + size >= learned.length,
    }
  }
}

const newestFirst = (a: GrowthCourse, b: GrowthCourse) =>
  (parseServerTime(b.last_watched_at) ?? 0) - (parseServerTime(a.last_watched_at) ?? 0)

/** The fork endpoint's view: courses newest first, the last 30 UTC days (estimated when it sent none). */
export function forkView(answer: WatchCourses, now: number): GrowthView {
  const courses = [...answer.courses].sort(newestFirst)
  return {
    source: 'fork',
    courses,
    days: lastDays(answer.daily ?? estimatedDaily(courses), now),
    daysEstimated: answer.daily === null && courses.length > 0,
    totals: growthTotals(courses),
    partial: null,
  }
}

/**
 * watchCourses read, or null when this server has none: a 404 (stock MeEdu, untold) or an answer that cannot be
 * read. Any other failure rejects (told).
 */
export async function readWatchCoursesIfAny(): Promise<WatchCourses | null> {
  try {
    return await getWatchCourses()
  } catch (error) {
    if (isMissingEndpoint(error)) return null
    throw error
  }
}

/** The growth view once: watchCourses, else the fallback's first step (`history`). */
export async function loadGrowth(
  now: () => number = serverNow,
  history: LearnedHistory = new LearnedHistory()
): Promise<GrowthView> {
  const answer = await readWatchCoursesIfAny()
  if (answer) return forkView(answer, now())
  await history.open()
  return history.view(now())
}

/** Where the growth view comes from: the fork's one answer, or the fallback's list (`GrowthScreen.learned`). */
export type GrowthSource = { source: 'fork'; view: GrowthView } | { source: 'fallback' }

/**
 * 学习成长: the growth view (totals, the 30 days, the watch history) and 积分明细 as a PagedList loaded when its tab is
 * first opened. The view comes from watchCourses (one call), or on a stock MeEdu from the learned courses a few at
 * a time (`learned`, LearnedHistory), learnt on the first load and kept for the screen's life (it is not asked
 * again). Which courses show their videos is kept here.
 */
export class GrowthScreen {
  tab: GrowthTab = 'history'
  /** Course ids whose videos are unfolded. */
  expanded: number[] = []
  readonly growth: Resource<GrowthSource>
  readonly learned = new LearnedHistory()
  readonly credits: PagedList<CreditRecord>
  /** This server has no watchCourses (learnt on the first load). */
  private fallback = false

  /**
   * `root`: whose member's `credit1` is the balance shown above 积分明细; it is read again (silently, a failure
   * keeps the one the session has) with each first page of the credits, so the balance matches the rows.
   */
  constructor(
    private readonly now: () => number = serverNow,
    root?: RootStore
  ) {
    this.growth = new Resource(() => this.load())
    this.credits = new PagedList<CreditRecord>((page, size) => {
      if (page === 1 && root) void root.session.reloadMember({ silent: true }).catch(() => undefined)
      return getCreditRecords({ page, page_size: size })
    }, CREDIT_PAGE_SIZE)
    makeAutoObservable<GrowthScreen, 'now' | 'fallback' | 'load'>(this, {
      growth: false,
      learned: false,
      credits: false,
      now: false,
      fallback: false,
      load: false,
    })
  }

  private async load(): Promise<GrowthSource> {
    if (!this.fallback) {
      const answer = await readWatchCoursesIfAny()
      if (answer) return { source: 'fork', view: forkView(answer, this.now()) }
      this.fallback = true
    }
    await this.learned.open()
    return { source: 'fallback' }
  }

  /** What the history tab shows, once loaded: the fork's view, or the fallback's so far. */
  get view(): GrowthView | null {
    const source = this.growth.data
    if (!source) return null
    return source.source === 'fork' ? source.view : this.learned.view(this.now())
  }

  /** Opening the screen: the growth view (and the credits when that tab is the one shown). */
  open(): Promise<void> {
    if (this.tab === 'credits') void this.credits.loadFirst()
    return this.growth.load()
  }

  /** Shown again (back from a course): what was loaded loads again, so the minutes are current. */
  refresh(): Promise<void> {
    return Promise.all([this.growth.refresh(), this.credits.refresh()]).then(() => undefined)
  }

  /**
   * Pull-down: the tab shown again, what it shows staying until the answer is in: the growth view on 学习记录,
   * page 1 of 积分明细 (and the balance with it) on its tab.
   */
  reloadTab(): Promise<void> {
    if (this.tab === 'history') return this.growth.reload()
    return this.credits.reloadInPlace().then(() => undefined)
  }

  /** Another tab; 积分明细's first page loads the first time it is opened. False for the current tab. */
  setTab(tab: GrowthTab): boolean {
    if (tab === this.tab) return false
    this.tab = tab
    if (tab === 'credits') void this.credits.loadFirst()
    return true
  }

  isExpanded(courseId: number): boolean {
    return this.expanded.includes(courseId)
  }

  toggle(courseId: number): void {
    this.expanded = this.isExpanded(courseId)
      ? this.expanded.filter((known) => known !== courseId)
      : [...this.expanded, courseId]
  }
}
