import { ApiError, http, type RequestOptions } from '../http'

// Its own module: the progress queue lives in the RootStore, on every first screen, and must not bring the
// course and video readers (video.ts, course.ts) with it.

/** Report the playback position (whole seconds, > 0). Silent: the progress queue decides what a failure means. */
export const recordVideoProgress = (videoId: number, duration: number, options?: RequestOptions) =>
  http.post<unknown>(`/api/v2/video/${videoId}/record`, { duration }, { silent: true, ...options })

/** 4.9.28 and later refuse every report of a learner who may not watch the video (sample v4.9.30/18f). */
export const RECORD_NO_ACCESS_MESSAGE = '无权限观看此视频'

/**
 * The envelope codes that say "not now" rather than "not this": 429 请稍后再试 (the per-IP throttle, shared by
 * everyone behind one address), 500 无法连接redis and 503 系统维护中 (4.9.11 and later).
 */
const PASSING_CODES = new Set([429, 500, 503])

/**
 * What a failed report means for the queue:
 * - `retry`: the next attempt may pass (no answer, a timeout, a proxy's error page, a 401 until the learner logs in
 *   again, the throttle, maintenance);
 * - `no-access`: the server refuses every report of this video from this learner (无权限观看此视频, v4.9.28+): no
 *   other position of it is worth sending until the learner may watch it;
 * - `refused`: the server refuses this value (code 1 参数错误, a missing video): drop it, a later position may pass.
 */
export type RecordFailure = 'retry' | 'no-access' | 'refused'

export function readRecordFailure(error: unknown): RecordFailure {
  if (!(error instanceof ApiError)) return 'retry'
  if (error.kind === 'business') {
    if (error.serverMessage === RECORD_NO_ACCESS_MESSAGE) return 'no-access'
    return PASSING_CODES.has(error.code) ? 'retry' : 'refused'
  }
  return error.kind === 'not-found' ? 'refused' : 'retry'
}
