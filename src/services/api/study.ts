import { http, type RequestOptions } from '../http'
import { readCourse } from './course-card'
import { flag, id, list, num, obj, pageTotal, type Raw } from './normalize'
import type { StudyCourse, StudyTab } from './types'

/** The v3 member course list behind each tab of 持续学习 (pagination shape B, `page` + `size`). */
export const STUDY_ENDPOINTS: Record<StudyTab, string> = {
  study: '/api/v3/member/courses/learned',
  course: '/api/v3/member/courses',
  collect: '/api/v3/member/courses/like',
}

/**
 * One item of any of the three lists. `course` may lack fields (or be `[]`), `last_view_video` and
 * `watch_record` are `[]` when absent; an item whose course has no id at all is dropped (nothing to open).
 */
export function readStudyCourse(raw: Raw): StudyCourse {
  const rawCourse = obj(raw.course)
  const courseId = id(raw.course_id) || id(rawCourse.id)
  return {
    id: courseId,
    course: { ...readCourse(rawCourse), id: courseId },
    learned_count: Math.max(0, Math.floor(num(raw.learned_count))),
    is_subscribe: flag(raw.is_subscribe),
    last_video_id: id(obj(raw.last_view_video).video_id),
  }
}

/** One page of a tab's list (`type: 'vod'`, as MeEdu's H5 sends). */
export async function getStudyCourses(
  tab: StudyTab,
  query: { page: number; size: number },
  options?: RequestOptions
): Promise<{ items: StudyCourse[]; total?: number }> {
  const data = obj(
    await http.get<unknown>(
      STUDY_ENDPOINTS[tab],
      { page: query.page, size: query.size, type: 'vod' },
      options
    )
  )
  return { items: list(data.data, readStudyCourse), total: pageTotal(data.total) }
}
