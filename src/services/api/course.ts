import { http, withLoginToken, type RequestOptions } from '../http'
import { arr, flag, id, list, num, obj, pageTotal, str, type Raw } from './normalize'
import type {
  Attachment,
  CatalogueGroup,
  Chapter,
  Course,
  CourseCategory,
  CourseDetail,
  Video,
  WatchRecord,
} from './types'

// ---- readers (shared with video.ts, search and view blocks) ---------------------------------------------

export function readCourse(raw: Raw): Course {
  return {
    id: id(raw.id),
    title: str(raw.title),
    thumb: str(raw.thumb),
    charge: Math.max(0, num(raw.charge)),
    is_free: flag(raw.is_free),
    user_count: Math.max(0, num(raw.user_count)),
    short_description: str(raw.short_description),
    videos_count: Math.max(0, num(raw.videos_count)),
    category_id: id(raw.category_id),
  }
}

export function readVideo(raw: Raw): Video {
  return {
    id: id(raw.id),
    course_id: id(raw.course_id),
    title: str(raw.title),
    chapter_id: id(raw.chapter_id),
    duration: Math.max(0, num(raw.duration)),
    charge: Math.max(0, num(raw.charge)),
    free_seconds: Math.max(0, num(raw.free_seconds)),
    ban_drag: flag(raw.ban_drag),
    is_ban_sell: flag(raw.is_ban_sell),
  }
}

const has = (raw: Raw, key: string) => Object.prototype.hasOwnProperty.call(raw, key)

/**
 * A VIP plan opens this course: since 4.9.26 only a course with `is_vip_free` 1; before (4.9.10), when courses
 * have no such field, every course. Only course objects of a course or video detail carry it.
 */
export function readVipFree(course: Raw): boolean {
  return has(course, 'is_vip_free') ? flag(course.is_vip_free) : true
}

/**
 * Comments may be posted on this course or video: `is_allow_comment` 1 (4.9.15 and later); before, when the
 * field is absent, always.
 */
export function readCommentsAllowed(raw: Raw): boolean {
  return has(raw, 'is_allow_comment') ? flag(raw.is_allow_comment) : true
}

function readChapter(raw: Raw): Chapter {
  return { id: id(raw.id), course_id: id(raw.course_id), title: str(raw.title) }
}

function readCategory(raw: Raw): CourseCategory {
  return {
    id: id(raw.id),
    name: str(raw.name),
    parent_id: id(raw.parent_id),
    children: list(raw.children, readCategory),
  }
}

/**
 * `chapters` + `videos` (`{<chapterId>: [video]}`, key 0 = no chapter) → groups in chapter order, then the
 * videos without a chapter, then videos whose chapter is not listed (so nothing the server sent is hidden).
 */
export function readCatalogue(chaptersRaw: unknown, videosRaw: unknown): CatalogueGroup[] {
  const chapters = list(chaptersRaw, readChapter)
  const byChapter = obj(videosRaw)
  const videosOf = (key: string | number) => list(byChapter[String(key)], readVideo)
  const groups: CatalogueGroup[] = chapters.map((chapter) => ({ chapter, videos: videosOf(chapter.id) }))
  const known = new Set(chapters.map((chapter) => String(chapter.id)))
  const loose = Object.keys(byChapter)
    .filter((key) => !known.has(key))
    .sort((a, b) => num(a) - num(b))
    .flatMap((key) => videosOf(key))
  // A server that sends `videos` as a flat array (or `[]`) instead of a map.
  if (Array.isArray(videosRaw)) loose.push(...list(videosRaw, readVideo))
  if (loose.length > 0) groups.push({ chapter: null, videos: loose })
  return groups
}

export function readWatchProgress(raw: unknown): Record<number, WatchRecord> {
  const records: Record<number, WatchRecord> = {}
  for (const [key, value] of Object.entries(obj(raw))) {
    const record = obj(value)
    const videoId = id(record.video_id) || id(key)
    if (!videoId) continue
    records[videoId] = {
      video_id: videoId,
      watch_seconds: Math.max(0, num(record.watch_seconds)),
      watched_at: str(record.watched_at),
    }
  }
  return records
}

function readAttachment(raw: Raw): Attachment {
  return {
    id: id(raw.id),
    name: str(raw.name),
    size: Math.max(0, num(raw.size)),
    extension: str(raw.extension),
  }
}

export function readIdList(raw: unknown): number[] {
  return arr(raw).map(id).filter(Boolean)
}

// ---- endpoints --------------------------------------------------------------------------------------------

export const getCourseCategories = async (options?: RequestOptions): Promise<CourseCategory[]> =>
  list(await http.get<unknown>('/api/v2/course_categories', undefined, options), readCategory)

export interface CourseQuery {
  page: number
  page_size: number
  category_id?: number
  /** '' all, 'free', 'sub' (most subscribed), 'recom'. */
  scene?: string
}

/** One page of courses (pagination shape A). */
export async function getCourses(
  query: CourseQuery,
  options?: RequestOptions
): Promise<{ items: Course[]; total?: number }> {
  const params: Record<string, string | number> = { page: query.page, page_size: query.page_size }
  if (query.category_id) params.category_id = query.category_id
  if (query.scene) params.scene = query.scene
  const data = obj(await http.get<unknown>('/api/v2/courses', params, options))
  return { items: list(data.data, readCourse), total: pageTotal(data.total) }
}

/** The course of a course page: a missing course (404) shows the error page. */
export async function getCourseDetail(courseId: number, options?: RequestOptions): Promise<CourseDetail> {
  const data = obj(
    await http.get<unknown>(`/api/v2/course/${courseId}`, undefined, { primary: true, ...options })
  )
  const course = obj(data.course)
  return {
    course: { ...readCourse(course), render_desc: str(course.render_desc) },
    catalogue: readCatalogue(data.chapters, data.videos),
    isBuy: flag(data.isBuy),
    isCollect: flag(data.isCollect),
    videoWatchedProgress: readWatchProgress(data.videoWatchedProgress),
    attach: list(data.attach, readAttachment),
    buyVideos: readIdList(data.buyVideos),
    vipFree: readVipFree(course),
    commentsAllowed: readCommentsAllowed(course),
  }
}

/** One call toggles: the answer says whether the course is now liked. */
export const toggleCourseLike = async (courseId: number): Promise<boolean> =>
  num(await http.get<unknown>(`/api/v2/course/${courseId}/like`)) === 1

/**
 * The 4.9.10 download address, with the login token in its query (a browser opens it; jwt-auth reads the token
 * from there). `apiBase` is the config's `url`. Null when no one is logged in.
 */
export function attachmentDownloadUrl(apiBase: string, attachmentId: number): string | null {
  return withLoginToken(`${apiBase.replace(/\/+$/, '')}/api/v2/course/attach/${attachmentId}/download`)
}
