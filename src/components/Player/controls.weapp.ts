import type { VideoControlProps } from './controls'

/** The mini-program's native player and its own controls (see controls.h5.ts). */
export function videoControls(poster: string | undefined, centerPlay: boolean): VideoControlProps {
  return { controls: true, showCenterPlayBtn: centerPlay, poster }
}
