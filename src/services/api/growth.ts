import { http, type RequestOptions } from '../http'
import { arr, flag, id, list, num, obj, pageTotal, str, type Raw } from './normalize'

// 学习成长's calls (notes: ./README.md, "Learning growth"). Their own module: only the /growUp page (training
// subpackage) uses them, so nothing here rides on a first screen.

/** One video of a course in the watch history. `watched_at` is when it was finished (null: not yet). */
export interface GrowthVideo {
  id: number
  title: string
  duration: number
  watch_seconds: number
  is_watched: boolean
  watched_at: string | null
  /** When it was last watched ('' when unknown). */
  updated_at: string
}

/** One course of the watch history. */
export interface GrowthCourse {
  /** = course_id (for keys and `list`). */
  id: number
  title: string
  thumb: string
  videos_count: number
  watched_videos_count: number
  watch_seconds: number
  last_watched_at: string
  videos: GrowthVideo[]
}

/** Seconds watched on one UTC day. */
export interface DaySeconds {
  date: string
  seconds: number
}

export interface WatchCourses {
  courses: GrowthCourse[]
  daily: DaySeconds[]
}

/** One row of 积分明细: `sum` is signed (+ earned, − spent). */
export interface CreditRecord {
  /** The row's place in the list (the API sends no id). */
  id: number
  sum: number
  remark: string
  created_at: string
}

const seconds = (value: unknown) => Math.max(0, Math.floor(num(value)))
const time = (value: unknown): string | null => {
  const text = str(value)
  return text ? text : null
}

export function readGrowthVideo(raw: Raw): GrowthVideo {
  const watchedAt = time(raw.watched_at)
  return {
    id: id(raw.id),
    title: str(raw.title),
    duration: seconds(raw.duration),
    watch_seconds: seconds(raw.watch_seconds),
    is_watched: flag(raw.is_watched) || watchedAt !== null,
    watched_at: watchedAt,
    updated_at: str(raw.updated_at) || watchedAt || '',
  }
}

/** A course of the fork endpoint; counts missing from the answer are taken from its videos. */
export function readGrowthCourse(raw: Raw): GrowthCourse {
  const videos = list(raw.videos, readGrowthVideo)
  const sumSeconds = videos.reduce((sum, video) => sum + video.watch_seconds, 0)
  return {
    id: id(raw.course_id) || id(raw.id),
    title: str(raw.title),
    thumb: str(raw.thumb),
    videos_count: Math.max(seconds(raw.videos_count), videos.length),
    watched_videos_count: seconds(num(raw.watched_videos_count, videos.filter((v) => v.is_watched).length)),
    watch_seconds: seconds(num(raw.watch_seconds, sumSeconds)),
    last_watched_at: str(raw.last_watched_at),
    videos,
  }
}

export function readDay(raw: unknown): DaySeconds | null {
  const item = obj(raw)
  const date = str(item.date)
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date, seconds: seconds(item.seconds) } : null
}

/**
 * `GET /api/v2/member/watchCourses` (a fork endpoint). Its 404 (a stock MeEdu) comes back untold, so the caller
 * can take the fallback without a toast or the error page.
 */
export async function getWatchCourses(options?: RequestOptions): Promise<WatchCourses> {
  const data = obj(
    await http.get<unknown>('/api/v2/member/watchCourses', undefined, { ...options, quietNotFound: true })
  )
  return {
    courses: list(data.courses, readGrowthCourse),
    daily: arr(data.daily)
      .map(readDay)
      .filter((day): day is DaySeconds => day !== null),
  }
}

/** One item of `GET /api/v3/member/courses/learned` as the fallback needs it. */
export interface LearnedCourse {
  id: number
  title: string
  thumb: string
  videos_count: number
  learned_count: number
  updated_at: string
}

export function readLearnedCourse(raw: Raw): LearnedCourse {
  const course = obj(raw.course)
  return {
    id: id(raw.course_id) || id(course.id),
    title: str(course.title),
    thumb: str(course.thumb),
    videos_count: seconds(course.videos_count),
    learned_count: seconds(raw.learned_count),
    updated_at: str(raw.updated_at) || str(raw.created_at),
  }
}

/** One page of the learner's learned courses (shape B, `page` + `size`). */
export async function getLearnedCourses(
  query: { page: number; size: number },
  options?: RequestOptions
): Promise<{ items: LearnedCourse[]; total?: number }> {
  const data = obj(await http.get<unknown>('/api/v3/member/courses/learned', query, options))
  return { items: list(data.data, readLearnedCourse), total: pageTotal(data.total) }
}

/** A video of `GET /api/v3/member/learned/course/{id}`: its record is null when the learner never watched it. */
export interface LearnedVideo {
  id: number
  title: string
  duration: number
  record: { watch_seconds: number; watched_at: string | null; created_at: string } | null
}

export function readLearnedVideo(raw: Raw): LearnedVideo {
  const record = raw.watch_record
  const hasRecord = record !== null && typeof record === 'object' && !Array.isArray(record)
  const rec = obj(record)
  return {
    id: id(raw.id),
    title: str(raw.title),
    duration: seconds(raw.duration),
    record: hasRecord
      ? {
          watch_seconds: seconds(rec.watch_seconds),
          watched_at: time(rec.watched_at),
          created_at: str(rec.created_at),
        }
      : null,
  }
}

/** Every video of a course with the learner's record of it. */
export async function getLearnedCourseVideos(
  courseId: number,
  options?: RequestOptions
): Promise<LearnedVideo[]> {
  return list(
    await http.get<unknown>(`/api/v3/member/learned/course/${courseId}`, undefined, options),
    readLearnedVideo
  )
}

/** One page of 积分明细 (`GET /api/v2/member/credit1Records`, shape B, `page` + `page_size`). */
export async function getCreditRecords(
  query: { page: number; page_size: number },
  options?: RequestOptions
): Promise<{ items: CreditRecord[]; total?: number }> {
  const data = obj(await http.get<unknown>('/api/v2/member/credit1Records', query, options))
  const offset = (query.page - 1) * query.page_size
  const items = arr(data.data)
    .filter((item) => item !== null && typeof item === 'object')
    .map((item, index) => {
      const raw = obj(item)
      return {
        id: offset + index + 1,
        sum: num(raw.sum),
        remark: str(raw.remark),
        created_at: str(raw.created_at),
      }
    })
  return { items, total: pageTotal(data.total) }
}
