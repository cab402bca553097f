/**
 * Answers of the video endpoints (`GET /api/v2/video/{id}`, `/playinfo`) in MeEdu's shapes, and a progress queue
 * that records what the player reports, for the player's store and page tests.
 */
import { makeAutoObservable } from 'mobx'
import type { ProgressReporter } from '@/stores/player'

/* eslint-disable @typescript-eslint/no-explicit-any */

export const rawVideo = (id: number, overrides: Record<string, any> = {}) => ({
  id,
  course_id: 7,
  title: `第${id}节`,
  slug: '',
  view_num: 3,
  published_at: '2024-01-01T00:00:00.000000Z',
  charge: 0,
  chapter_id: 1,
  duration: 120,
  is_ban_sell: 0,
  free_seconds: 0,
  ban_drag: 0,
  ...overrides,
})

/**
 * `GET /api/v2/video/{id}` data: course 7 with chapter 1 (videos 11, 12) and chapter 2 (video 13), and video 14
 * without a chapter; the learner may watch unless `is_watch: false`.
 */
export function rawVideoDetail(
  id: number,
  {
    video = {},
    course = {},
    is_watch = true,
    watch_seconds,
    videos,
  }: {
    video?: Record<string, any>
    course?: Record<string, any>
    is_watch?: boolean
    watch_seconds?: number
    videos?: Record<string, any[]>
  } = {}
) {
  const all = videos ?? {
    1: [rawVideo(11), rawVideo(12)],
    2: [rawVideo(13, { chapter_id: 2 })],
    0: [rawVideo(14, { chapter_id: 0 })],
  }
  return {
    video: rawVideo(id, video),
    videos: all,
    chapters: [
      { id: 1, course_id: 7, title: '第一章' },
      { id: 2, course_id: 7, title: '第二章' },
    ],
    course: {
      id: 7,
      title: '安全生产培训',
      thumb: 'https://cdn.test/course-7.png',
      charge: 99,
      is_free: 0,
      user_count: 5,
      ...course,
    },
    is_watch,
    video_watched_progress:
      watch_seconds === undefined
        ? []
        : { [id]: { id: 1, user_id: 1, course_id: 7, video_id: id, watch_seconds, watched_at: null } },
    buy_videos: [],
  }
}

export const playUrls = (...urls: { url: string; name?: string; format?: string }[]) => ({
  urls: urls.map(({ url, name = '标清', format = 'mp4' }) => ({ url, name, format, duration: 120 })),
})

/** A progress queue that records reports and seeds (the real one is tested on its own). */
export class FakeProgress implements ProgressReporter {
  reports: [number, number][] = []
  seeds: [number, number][] = []
  failing = false
  pending = new Map<number, number>()

  constructor() {
    makeAutoObservable(this)
  }

  ready(): Promise<void> {
    return Promise.resolve()
  }

  seed(videoId: number, watchSeconds: number): void {
    this.seeds.push([videoId, watchSeconds])
  }

  report(videoId: number, position: number): void {
    this.reports.push([videoId, position])
  }

  pendingPosition(videoId: number): number | null {
    return this.pending.get(videoId) ?? null
  }

  /** The positions reported for one video, in order. */
  positions(videoId: number): number[] {
    return this.reports.filter(([video]) => video === videoId).map(([, position]) => position)
  }
}
