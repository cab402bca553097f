// Type source for `./controls`. The build (and Jest, through moduleFileExtensions) picks controls.h5.ts or
// controls.weapp.ts by TARO_ENV.

/** The props of Taro's `Video` that choose whose controls the learner gets. */
export interface VideoControlProps {
  controls: boolean
  showCenterPlayBtn: boolean
  poster?: string
  nativeProps?: Record<string, unknown>
}

/**
 * The player's controls: H5 the browser's own `<video controls>` (reached by keyboard and named by the browser);
 * the mini-program its native player's. `centerPlay` false when something covers the video (the end overlay).
 */
export declare function videoControls(poster: string | undefined, centerPlay: boolean): VideoControlProps
