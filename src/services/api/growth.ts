import { http, type RequestOptions } from '../http'
import { parseServerTime, withServerZone } from '@/utils/server-time'
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
  /** Seconds per UTC day; null when the answer has none (they are then estimated from the videos). */
  daily: DaySeconds[] | null
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
/** The first of `values` that reads as a number, else undefined. */
const firstNumber = (...values: unknown[]): number | undefined =>
  values.map((value) => num(value, NaN)).find((value) => Number.isFinite(value))
const isObject = (value: unknown): value is Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
/** A video's own record when the answer nests it (`watch_record`, as the v3 learned videos do), else `{}`. */
const recordOf = (raw: Raw): Raw => obj(raw.watch_record)

/**
 * A list as a fork may send one: an array, or PHP's map of one (`{"2": {…}}`, every key a number). An empty
 * object is not a list: PHP sends `[]` for an empty one.
 */
function asList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (!isObject(value)) return null
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key)) ? Object.values(value) : null
}

/** A video of the fork's answer: the fields at the top or in its `watch_record`, the video's under `video`. */
export function readGrowthVideo(raw: Raw): GrowthVideo {
  const record = recordOf(raw)
  const video = obj(raw.video)
  const watchedAt = time(raw.watched_at) ?? time(record.watched_at)
  return {
    id: id(raw.video_id) || id(video.id) || id(raw.id),
    title: str(raw.title) || str(video.title),
    duration: seconds(raw.duration ?? video.duration),
    watch_seconds: seconds(raw.watch_seconds ?? record.watch_seconds),
    is_watched: flag(raw.is_watched ?? record.is_watched) || watchedAt !== null,
    watched_at: watchedAt,
    updated_at:
      str(raw.updated_at) ||
      str(raw.last_watched_at) ||
      str(record.updated_at) ||
      watchedAt ||
      str(raw.created_at) ||
      str(record.created_at),
  }
}

/** A video the answer lists with an empty record (`watch_record: null` or `[]`): never watched, not in the history. */
const neverWatched = (raw: Raw) =>
  'watch_record' in raw && !isObject(raw.watch_record) && raw.watch_seconds === undefined

const videosOf = (raw: Raw): Raw[] =>
  (asList(raw.videos) ?? []).filter(isObject).filter((video) => !neverWatched(video))

/**
 * A course of the fork's answer, under this project's names or MeEdu's (`course_id` or `course.id`, `title` or
 * `course.title`, `learned_count`…); counts missing from the answer are taken from its videos.
 */
export function readGrowthCourse(raw: Raw): GrowthCourse {
  const course = obj(raw.course)
  const videos = videosOf(raw)
    .map(readGrowthVideo)
    .filter((video) => video.id > 0)
  const finished = videos.filter((video) => video.is_watched).length
  const newestVideo = videos.reduce(
    (newest, video) =>
      (parseServerTime(video.updated_at) ?? 0) > (parseServerTime(newest) ?? 0) ? video.updated_at : newest,
    ''
  )
  return {
    id: id(raw.course_id) || id(course.id) || id(raw.id),
    title: str(raw.title) || str(course.title),
    thumb: str(raw.thumb) || str(course.thumb),
    videos_count: Math.max(
      seconds(firstNumber(raw.videos_count, course.videos_count, raw.video_count)),
      videos.length
    ),
    watched_videos_count: seconds(
      firstNumber(raw.watched_videos_count, raw.watched_count) ??
        (videos.length ? finished : num(raw.learned_count))
    ),
    watch_seconds: seconds(
      firstNumber(raw.watch_seconds, raw.watched_seconds, raw.learned_seconds) ??
        videos.reduce((sum, video) => sum + video.watch_seconds, 0)
    ),
    last_watched_at:
      str(raw.last_watched_at) ||
      str(raw.updated_at) ||
      str(obj(raw.last_view_video).updated_at) ||
      newestVideo ||
      str(raw.watched_at),
    videos,
  }
}

/**
 * Whether a course entry says how long was watched: seconds of its own, or videos with theirs. One without is
 * not read as 0 minutes.
 */
function saysWatchTime(raw: Raw): boolean {
  if (firstNumber(raw.watch_seconds, raw.watched_seconds, raw.learned_seconds) !== undefined) return true
  return videosOf(raw).some(
    (video) => firstNumber(video.watch_seconds, recordOf(video).watch_seconds) !== undefined
  )
}

export function readDay(raw: unknown): DaySeconds | null {
  const item = obj(raw)
  const date = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(str(item.date) || str(item.day))?.[1]
  const secs = firstNumber(item.seconds, item.watch_seconds, item.duration)
  return date && secs !== undefined ? { date, seconds: seconds(secs) } : null
}

/** `daily` at the level of the list or any level above it; null when none reads (the days are then estimated). */
function readDaily(levels: readonly Raw[]): DaySeconds[] | null {
  for (const level of [...levels].reverse()) {
    const items = asList(level.daily)
    if (!items) continue
    const days = items.map(readDay).filter((day): day is DaySeconds => day !== null)
    if (days.length > 0 || items.length === 0) return days
  }
  return null
}

/**
 * Where a fork may put the course list: the answer itself, or under `courses` or `data`, up to two levels down
 * (MeEdu's `{data: {data: [...], total}}`). `levels` are the objects passed on the way, for `daily`.
 */
function findCourseList(answer: unknown): { items: unknown[]; levels: Raw[] } | null {
  const levels: Raw[] = []
  let level: unknown = answer
  for (let depth = 0; depth < 3; depth += 1) {
    const items = asList(level)
    if (items) return { items, levels }
    if (!isObject(level)) return null
    levels.push(level)
    for (const key of ['courses', 'data']) {
      const found = asList(level[key])
      if (found) return { items: found, levels }
    }
    level = isObject(level.courses) ? level.courses : level.data
  }
  return null
}

/**
 * The fork endpoint's answer, or null when it cannot be read: no list where a fork would put one, or an entry that
 * is not a course with its watching time. An empty list is a real "nothing learned yet". `daily` is null when the
 * answer has no days (the caller estimates them from the videos).
 */
export function readWatchCourses(answer: unknown): WatchCourses | null {
  const found = findCourseList(answer)
  if (!found) return null
  const readable = found.items.every(
    (item) => isObject(item) && saysWatchTime(item) && readGrowthCourse(item).id > 0
  )
  if (!readable) return null
  return { courses: found.items.map((item) => readGrowthCourse(obj(item))), daily: readDaily(found.levels) }
}

/**
 * `GET /api/v2/member/watchCourses` (a fork endpoint), or null when its answer cannot be read. Its 404 (a stock
 * MeEdu) comes back untold, so the caller can take the fallback without a toast or the error page.
 */
export async function getWatchCourses(options?: RequestOptions): Promise<WatchCourses | null> {
  return readWatchCourses(
    await http.get<unknown>('/api/v2/member/watchCourses', undefined, { ...options, quietNotFound: true })
  )
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

/**
 * A video of `GET /api/v3/member/learned/course/{id}`: its record is null when the learner never watched it. Both
 * times come without a zone (`toDateTimeLocalString()`, meedu-api.md §1.6): `watched_at` is China time, `created_at`
 * UTC; they are held with their zone said.
 */
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
          watched_at: withServerZone(rec.watched_at, 'china'),
          created_at: withServerZone(rec.created_at, 'utc') ?? '',
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
