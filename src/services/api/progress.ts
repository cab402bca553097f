import { http, type RequestOptions } from '../http'

// Its own module: the progress queue lives in the RootStore, on every first screen, and must not bring the
// course and video readers (video.ts, course.ts) with it.

/** Report the playback position (whole seconds, > 0). Silent: the progress queue decides what a failure means. */
export const recordVideoProgress = (videoId: number, duration: number, options?: RequestOptions) =>
  http.post<unknown>(`/api/v2/video/${videoId}/record`, { duration }, { silent: true, ...options })
