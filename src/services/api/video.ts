import { http, type RequestOptions } from '../http'
import { readCatalogue, readComments, readCourse, readIdList, readVideo, readWatchProgress } from './course'
import { arr, flag, num, obj, str } from './normalize'
import type { Comment, PlayUrl, VideoDetail } from './types'

/** The video of a player page: a missing video (404) shows the error page. Opening it starts the course record. */
export async function getVideoDetail(videoId: number, options?: RequestOptions): Promise<VideoDetail> {
  const data = obj(
    await http.get<unknown>(`/api/v2/video/${videoId}`, undefined, { primary: true, ...options })
  )
  return {
    video: readVideo(obj(data.video)),
    course: readCourse(obj(data.course)),
    catalogue: readCatalogue(data.chapters, data.videos),
    is_watch: flag(data.is_watch),
    video_watched_progress: readWatchProgress(data.video_watched_progress),
    buy_videos: readIdList(data.buy_videos),
  }
}

/** Play addresses; `isTry` asks for the trial (4.9.10 only checks that `is_try` is present, so it is always sent). */
export async function getPlayInfo(
  videoId: number,
  isTry: boolean,
  options?: RequestOptions
): Promise<PlayUrl[]> {
  const data = obj(
    await http.get<unknown>(`/api/v2/video/${videoId}/playinfo`, { is_try: isTry ? 1 : 0 }, options)
  )
  return arr(data.urls)
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
}

export const getVideoComments = async (videoId: number, options?: RequestOptions): Promise<Comment[]> =>
  readComments(await http.get<unknown>(`/api/v2/video/${videoId}/comments`, undefined, options))

export const postVideoComment = (videoId: number, content: string) =>
  http.post<unknown>(`/api/v2/video/${videoId}/comment`, { content })
