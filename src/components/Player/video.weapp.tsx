import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { Video } from '@tarojs/components'
import type { PlayerVideoComponent } from './video-types'

type VideoEvent = { detail?: { currentTime?: number; duration?: number } }

/**
 * The mini-program's native player and its own controls and centre button; the handle is the video context
 * (asked for at each call, by the element's id).
 */
export const PlayerVideo: PlayerVideoComponent = ({
  id,
  className,
  src,
  poster,
  initialTime,
  centerPlay,
  banDrag,
  handle,
  onTime,
  onLoaded,
  onPlay,
  onPause,
  onEnded,
}) => {
  useEffect(() => {
    handle.current = {
      seek: (position) => Taro.createVideoContext(id)?.seek(position),
      pause: () => Taro.createVideoContext(id)?.pause(),
      play: () => Taro.createVideoContext(id)?.play(),
      playbackRate: (rate) => Taro.createVideoContext(id)?.playbackRate(rate),
    }
    return () => {
      handle.current = null
    }
  }, [handle, id])
  return (
    <Video
      id={id}
      className={className}
      src={src}
      initialTime={initialTime}
      controls
      showCenterPlayBtn={centerPlay}
      poster={poster}
      autoplay={false}
      objectFit="contain"
      // ban_drag: no sideways seeking gesture; a seek through the bar is undone by the store.
      enableProgressGesture={!banDrag}
      onTimeUpdate={(event: VideoEvent) =>
        onTime(Number(event.detail?.currentTime), Number(event.detail?.duration))
      }
      onLoadedMetaData={(event: VideoEvent) => onLoaded(Number(event.detail?.duration))}
      onPlay={onPlay}
      onPause={onPause}
      onEnded={(event: VideoEvent) => onEnded(Number(event.detail?.duration))}
    />
  )
}
