/**
 * Fixtures for the course lists (新入职 `/vod`, 持续学习 `/study`): raw answers in MeEdu's shapes and servers that
 * page through them as asked.
 */
import { ok, type FakeResponse, type SentRequest } from './api'

/* eslint-disable @typescript-eslint/no-explicit-any */

export const COURSES = 'GET /api/v2/courses'
export const CATEGORIES = 'GET /api/v2/course_categories'
export const LEARNED = 'GET /api/v3/member/courses/learned'
export const SUBSCRIBED = 'GET /api/v3/member/courses'
export const LIKED = 'GET /api/v3/member/courses/like'

/** A course as `/api/v2/courses` lists it. */
export function rawCourse(index: number, overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    id: index,
    title: `课程 ${index}`,
    slug: `course-${index}`,
    thumb: `https://img.test.local/course-${index}.png`,
    charge: index % 2 === 0 ? 0 : 99,
    is_free: index % 2 === 0 ? 1 : 0,
    user_count: index * 3,
    short_description: '',
    videos_count: 5,
    category_id: 1,
    category: { id: 1, name: '入职必修', parent_id: 0, children: [] },
    ...overrides,
  }
}

export const CATEGORY_TREE = [
  {
    id: 1,
    name: '入职必修',
    parent_id: 0,
    children: [
      { id: 3, name: '公司制度', parent_id: 1, children: [] },
      { id: 4, name: '安全生产', parent_id: 1, children: [] },
    ],
  },
  { id: 2, name: '专业技能', parent_id: 0, children: [] },
]

/** `/api/v2/courses` over `all` (pagination shape A), paged as asked; `seen` records each query. */
export function coursesServer(all: Record<string, any>[], seen: Record<string, unknown>[] = []) {
  return (request: SentRequest): FakeResponse => {
    const query = request.data as { page: number; page_size: number }
    seen.push({ ...query })
    const { page, page_size: size } = query
    return ok({
      current_page: page,
      data: all.slice((page - 1) * size, page * size),
      last_page: Math.max(1, Math.ceil(all.length / size)),
      per_page: size,
      total: all.length,
    })
  }
}

/** A learning record as `/api/v3/member/courses/learned` lists it (the other two tabs send the same fields). */
export function rawStudyItem(index: number, overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    id: 1000 + index,
    course_id: index,
    user_id: 1,
    is_watched: 0,
    progress: 40,
    learned_count: 2,
    is_subscribe: 0,
    created_at: '2024-01-02T03:04:05.000000Z',
    updated_at: '2024-01-02T03:04:05.000000Z',
    watch_record: [],
    last_view_video: {
      id: 500 + index,
      user_id: 1,
      course_id: index,
      video_id: 100 + index,
      watch_seconds: 30,
    },
    course: {
      id: index,
      title: `课程 ${index}`,
      thumb: `https://img.test.local/course-${index}.png`,
      charge: 99,
      videos_count: 8,
    },
    ...overrides,
  }
}

/** A v3 member course list (shape B, `page` + `size`) over `all`. */
export function studyServer(all: Record<string, any>[], seen: Record<string, unknown>[] = []) {
  return (request: SentRequest): FakeResponse => {
    const query = request.data as { page: number; size: number }
    seen.push({ ...query })
    const { page, size } = query
    return ok({ data: all.slice((page - 1) * size, page * size), total: all.length })
  }
}
