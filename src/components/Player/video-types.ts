import type { FunctionComponent, MutableRefObject } from 'react'

/**
 * What the player asks of its video, whichever element it is (H5 a plain `<video>`, the mini-program Taro's
 * `Video` through its context): the store decides, the handle carries it out.
 */
export interface VideoHandle {
  /** Move the playhead to `position` seconds. */
  seek(position: number): void
  pause(): void
  play(): void
  /** Play at `rate` (1 = normal speed). */
  playbackRate(rate: number): void
}

/** The player's video: its source and the playback events, as plain numbers, for the screen store. */
export interface PlayerVideoProps {
  id: string
  className: string
  /** The play address (H5 draws only an http(s) one). */
  src: string
  /** Poster (`config.player.cover`; H5 draws only an http(s) one). */
  poster?: string
  /** Where playback starts (the resume point), taken with the first source; the player seeks there again once loaded. */
  initialTime: number
  /** The mini-program's centre play button (false while the end overlay covers the video). */
  centerPlay: boolean
  /** `ban_drag`: the mini-program's sideways seeking gesture is off (a seek through the bar is undone by the store). */
  banDrag: boolean
  /** Set to the element's handle while it is on screen (null otherwise). */
  handle: MutableRefObject<VideoHandle | null>
  /** timeupdate: the playhead and the media's length (NaN when the element does not say). */
  onTime(currentTime: number, duration: number): void
  /** loadedmetadata: the media's length. */
  onLoaded(duration: number): void
  onPlay(): void
  onPause(): void
  /** ended: the media's length (NaN when the element does not say). */
  onEnded(duration: number): void
}

export type PlayerVideoComponent = FunctionComponent<PlayerVideoProps>
