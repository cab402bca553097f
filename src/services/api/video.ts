import { ApiError, http, type RequestOptions } from '../http'
import {
  readCatalogue,
  readCommentsAllowed,
  readCourse,
  readIdList,
  readVideo,
  readVipFree,
  readWatchProgress,
} from './course'
import { arr, flag, num, obj, str } from './normalize'
import type { PlayUrl, VideoDetail } from './types'

/** The video of a player page: a missing video (404) shows the error page. Opening it starts the course record. */
export async function getVideoDetail(videoId: number, options?: RequestOptions): Promise<VideoDetail> {
  const data = obj(
    await http.get<unknown>(`/api/v2/video/${videoId}`, undefined, { primary: true, ...options })
  )
  const video = obj(data.video)
  const course = obj(data.course)
  return {
    video: readVideo(video),
    course: readCourse(course),
    catalogue: readCatalogue(data.chapters, data.videos),
    is_watch: flag(data.is_watch),
    video_watched_progress: readWatchProgress(data.video_watched_progress),
    buy_videos: readIdList(data.buy_videos),
    vipFree: readVipFree(course),
    commentsAllowed: readCommentsAllowed(video),
  }
}

/** MeEdu's refusal of play addresses to a learner who may not watch (no purchase, no trial): code 1. */
export const PLAY_REFUSED_MESSAGE = '请购买后观看'

/**
 * What `playinfo` gave: the play addresses (v4.9.30 answers `urls: []` for a video without a source; 4.9.10 a
 * code 1 `错误`, which rejects), or the server's refusal (`请购买后观看`: the learner may not watch it).
 */
export type PlayInfo = { kind: 'urls'; urls: PlayUrl[] } | { kind: 'refused' }

/**
 * Play addresses; `isTry` asks for the trial (4.9.10 only checks that `is_try` is present, so it is always sent;
 * 4.9.11 and later ignore it and decide themselves). Silent, as in MeEdu's H5: the player shows every failure
 * where the video would be (the refusal as the way to buy, anything else with its reason and a retry).
 */
export async function getPlayInfo(
  videoId: number,
  isTry: boolean,
  options?: RequestOptions
): Promise<PlayInfo> {
  let answer: unknown
  try {
    answer = await http.get<unknown>(
      `/api/v2/video/${videoId}/playinfo`,
      { is_try: isTry ? 1 : 0 },
      { silent: true, ...options }
    )
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.kind === 'business' &&
      error.serverMessage === PLAY_REFUSED_MESSAGE
    )
      return { kind: 'refused' }
    throw error
  }
  const urls = arr(obj(answer).urls)
    .map((raw) => {
      const url = obj(raw)
      return {
        url: str(url.url).trim(),
        format: str(url.format),
        duration: num(url.duration),
        name: str(url.name),
      }
    })
    .filter((url) => url.url !== '')
  return { kind: 'urls', urls }
}
