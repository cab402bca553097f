import { makeAutoObservable } from 'mobx'
import { isNotFound } from '@/services/http'
import { parseServerTime } from '@/utils/server-time'
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
import { PagedList } from './paged-list'
import { Resource } from './resource'
import type { RootStore } from './root-store'

/** The chart's days: today (UTC) and the 29 before it. */
export const GROWTH_DAYS = 30
/** The fallback reads at most this many learned courses… */
export const FALLBACK_MAX_COURSES = 50
/** …this many a page… */
export const FALLBACK_PAGE_SIZE = 10
/** …and asks for this many courses' videos at a time. */
export const FALLBACK_CONCURRENCY = 3
export const CREDIT_PAGE_SIZE = 10

const DAY_MS = 24 * 60 * 60 * 1000

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
   * the v3 learned endpoints.
   */
  source: 'fork' | 'fallback'
  /** The days are estimated from the videos (the fallback, or a fork answer without `daily`). */
  daysEstimated: boolean
  courses: GrowthCourse[]
  /** GROWTH_DAYS days, oldest first, today last; a day without watching is 0. */
  days: DaySeconds[]
  totals: GrowthTotals
}

/** The UTC day (`YYYY-MM-DD`) of a time, or null when it cannot be read. */
export function utcDay(value: string | number | null | undefined): string | null {
  const ms = parseServerTime(value)
  return ms === null ? null : new Date(ms).toISOString().slice(0, 10)
}

/**
 * The last `count` UTC days up to today, oldest first, each with the seconds the answer gave for it (several
 * entries of one day add up; days outside the window are ignored; a missing day is 0).
 */
export function lastDays(daily: readonly DaySeconds[], now: number, count = GROWTH_DAYS): DaySeconds[] {
  const byDate = new Map<string, number>()
  for (const day of daily) byDate.set(day.date, (byDate.get(day.date) ?? 0) + Math.max(0, day.seconds))
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate()
  )
  const days: DaySeconds[] = []
  for (let back = count - 1; back >= 0; back -= 1) {
    const date = new Date(today - back * DAY_MS).toISOString().slice(0, 10)
    days.push({ date, seconds: byDate.get(date) ?? 0 })
  }
  return days
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
      const date = video.record && utcDay(video.record.watched_at || video.record.created_at)
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
    const date = utcDay(when)
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

/** The fallback: learned courses (pages of 10 up to 50), then each one's videos, three at a time. */
export async function loadFallback(): Promise<WatchCourses & { daily: DaySeconds[] }> {
  const learned: LearnedCourse[] = []
  for (let page = 1; learned.length < FALLBACK_MAX_COURSES; page += 1) {
    const { items, total } = await getLearnedCourses({ page, size: FALLBACK_PAGE_SIZE })
    learned.push(...items.filter((item) => !learned.some((known) => known.id === item.id)))
    if (items.length < FALLBACK_PAGE_SIZE || (total !== undefined && learned.length >= total)) break
  }
  const chosen = learned.slice(0, FALLBACK_MAX_COURSES)
  const videos = await mapLimit(chosen, FALLBACK_CONCURRENCY, (course) =>
    getLearnedCourseVideos(course.id, { quietNotFound: true }).catch((error: unknown) => {
      // A course gone since (404, untold) keeps its row with the list's counts; anything else fails the load.
      if (isMissingEndpoint(error)) return null
      throw error
    })
  )
  return {
    courses: chosen.map((course, index) => fallbackCourse(course, videos[index])),
    daily: fallbackDaily(videos),
  }
}

const newestFirst = (a: GrowthCourse, b: GrowthCourse) =>
  (parseServerTime(b.last_watched_at) ?? 0) - (parseServerTime(a.last_watched_at) ?? 0)

/**
 * The growth view: watchCourses, or when it is missing (404) or its answer cannot be read the fallback; courses
 * newest first, the last 30 UTC days (estimated from the videos when the answer has no days).
 */
export async function loadGrowth(now: () => number = serverNow): Promise<GrowthView> {
  let source: GrowthView['source'] = 'fork'
  let answer: WatchCourses | null = null
  try {
    answer = await getWatchCourses()
  } catch (error) {
    if (!isMissingEndpoint(error)) throw error
  }
  if (!answer) {
    source = 'fallback'
    answer = await loadFallback()
  }
  const courses = [...answer.courses].sort(newestFirst)
  const daysEstimated = source === 'fallback' || (answer.daily === null && courses.length > 0)
  return {
    source,
    courses,
    days: lastDays(answer.daily ?? estimatedDaily(courses), now()),
    daysEstimated,
    totals: growthTotals(courses),
  }
}

/**
 * 学习成长: the growth view (totals, the 30 days, the watch history) as one Resource, and 积分明细 as a PagedList
 * loaded when its tab is first opened. Which courses show their videos is kept here.
 */
export class GrowthScreen {
  tab: GrowthTab = 'history'
  /** Course ids whose videos are unfolded. */
  expanded: number[] = []
  readonly growth: Resource<GrowthView>
  readonly credits: PagedList<CreditRecord>

  /**
   * `root`: whose member's `credit1` is the balance shown above 积分明细; it is read again (silently, a failure
   * keeps the one the session has) with each first page of the credits, so the balance matches the rows.
   */
  constructor(now: () => number = serverNow, root?: RootStore) {
    this.growth = new Resource(() => loadGrowth(now))
    this.credits = new PagedList<CreditRecord>((page, size) => {
      if (page === 1 && root) void root.session.reloadMember({ silent: true }).catch(() => undefined)
      return getCreditRecords({ page, page_size: size })
    }, CREDIT_PAGE_SIZE)
    makeAutoObservable(this, { growth: false, credits: false })
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
