import { classifyUrl } from '@/utils/url'
import { http, unreadableAnswer, withLoginToken, type RequestOptions } from '../http'
import { serverApi } from '../server-api'
import { withServerZone } from '@/utils/server-zone'
import { readCourse } from './course-card'
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

// ---- readers (shared with video.ts and search; a course card's reader is in course-card.ts) ----------------

/** Re-exported for the readers' users (search, video); home and study import it from course-card.ts. */
export { readCourse }

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
 * `videos` as PHP encodes a map of chapter id → videos (meedu-api.md §1.7): a JSON object `{"1": [...], "2": [...]}`,
 * or a JSON **list** when the keys happen to be 0, 1, … in order (`[[...]]`: every video without a chapter;
 * `[[...], [...], [...]]`: groups 0, 1 and 2), or `[]`. A list L is read as the map {"0": L[0], "1": L[1], …}.
 * Each (chapter key, raw video) pair, in the server's order; a bare video where a group should be (a flat list of
 * videos) is kept under its own `chapter_id`.
 */
function catalogueEntries(videosRaw: unknown): { key: number; raw: Raw }[] {
  const byKey: [string, unknown][] = Array.isArray(videosRaw)
    ? videosRaw.map((group, index) => [String(index), group])
    : Object.entries(obj(videosRaw))
  const isRecord = (value: unknown): value is Raw =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
  return byKey.flatMap(([key, group]) =>
    isRecord(group)
      ? [{ key: num(group.chapter_id), raw: group }]
      : arr(group)
          .filter(isRecord)
          .map((raw) => ({ key: num(key), raw }))
  )
}

/**
 * `chapters` + `videos` (chapter id → videos, key 0 = no chapter, in any encoding PHP produces: see
 * catalogueEntries) → groups in chapter order, then one group of the rest: the videos without a chapter, then
 * those whose chapter is not listed (by key). Nothing the server sent is hidden and no video shows twice (the
 * first place a video id appears wins).
 */
export function readCatalogue(chaptersRaw: unknown, videosRaw: unknown): CatalogueGroup[] {
  const chapters = list(chaptersRaw, readChapter)
  const seen = new Set<number>()
  const byChapter = new Map<number, Video[]>()
  for (const { key, raw } of catalogueEntries(videosRaw)) {
    const video = readVideo(raw)
    if (video.id <= 0 || seen.has(video.id)) continue
    seen.add(video.id)
    const group = Number.isInteger(key) && key > 0 ? key : 0
    byChapter.set(group, [...(byChapter.get(group) ?? []), video])
  }
  const groups: CatalogueGroup[] = chapters.map((chapter) => ({
    chapter,
    videos: byChapter.get(chapter.id) ?? [],
  }))
  const known = new Set(chapters.map((chapter) => chapter.id))
  const loose = [...byChapter.keys()]
    .filter((key) => !known.has(key))
    .sort((a, b) => a - b)
    .flatMap((key) => byChapter.get(key) ?? [])
  if (loose.length > 0) groups.push({ chapter: null, videos: loose })
  return groups
}

/**
 * `videoWatchedProgress` / `video_watched_progress`: records by video id (`[]` when there is none). `watched_at` is
 * a zone-less China time (a raw column, meedu-api.md §1.6): its zone is said here.
 */
export function readWatchProgress(raw: unknown): Record<number, WatchRecord> {
  const records: Record<number, WatchRecord> = {}
  for (const [key, value] of Object.entries(obj(raw))) {
    const record = obj(value)
    const videoId = id(record.video_id) || id(key)
    if (!videoId) continue
    records[videoId] = {
      video_id: videoId,
      watch_seconds: Math.max(0, num(record.watch_seconds)),
      watched_at: withServerZone(record.watched_at, 'china') ?? '',
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

/** Where 下载 sends the browser (or the mini-program's download), asked for at the tap. */
export interface AttachmentLink {
  url: string
  /**
   * The address carries the learner's login (4.9.10's v2 download, `?token=`): never to be shared. Otherwise a link
   * of its own: single use and valid for an hour (the v3 route's local files; a cloud file's lasts 2 h).
   */
  carriesLogin: boolean
}

/**
 * An attachment's download link, by the server's generation (feature `attachments`): the newer way
 * `GET /api/v3/course/{courseId}/attach/{id}` → `{download_url}` (4.9.11 on; it works with MeEdu's deprecated APIs
 * closed; each link is single use, valid 1 h, and counted: ask at the tap, never ahead); the older way the v2
 * download address with the token (4.9.10, not a call). Refusals are the server's words, told by the HTTP layer:
 * 请购买课程, 当前附件不支持下载 (code 1), 请稍后再试 (code 429: over 60 links an hour), 资源不存在. Null when no one is
 * logged in (the older way).
 */
export async function getAttachmentLink(
  apiBase: string,
  courseId: number,
  attachmentId: number,
  options?: RequestOptions
): Promise<AttachmentLink | null> {
  return serverApi.call<AttachmentLink | null>(
    'attachments',
    {
      old: () => {
        const url = attachmentDownloadUrl(apiBase, attachmentId)
        return Promise.resolve(url ? { url, carriesLogin: true } : null)
      },
      new: async (sent) => {
        const data = obj(
          await http.get<unknown>(`/api/v3/course/${courseId}/attach/${attachmentId}`, undefined, sent)
        )
        const url = str(data.download_url).trim()
        // Handed to the browser or copied: only a web address.
        if (classifyUrl(url) !== 'outside') return unreadableAnswer(sent)
        return { url, carriesLogin: false }
      },
    },
    options
  )
}
