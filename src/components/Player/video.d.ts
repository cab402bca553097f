// Type source for `./video`: video.h5.tsx (a plain <video>, HLS native first, hls.js where needed) or
// video.weapp.tsx (Taro's Video, the native player). The build (and Jest, through moduleFileExtensions) picks the
// file by TARO_ENV.
import type { PlayerVideoComponent } from './video-types'

export declare const PlayerVideo: PlayerVideoComponent
export type { PlayerVideoProps, VideoHandle } from './video-types'
