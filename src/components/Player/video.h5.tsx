import { useEffect, useRef } from 'react'
import { classifyUrl } from '@/utils/url'
import Hls from './hls-native-first.h5'
import type { PlayerVideoComponent } from './video-types'

/** An HLS address (Taro's web player's test): `.m3u8` at the end of the path. */
const isHls = (url: string) => /\.m3u8($|\?)/i.test(url)

/** A server's address for the element, only when it is http(s): nothing else becomes a source or a poster. */
const webAddress = (url: string | undefined) => (url && classifyUrl(url) === 'outside' ? url : undefined)

/**
 * H5: a plain `<video>` with the browser's own controls (play and pause, the position, the speed, full screen:
 * reached by keyboard and named in the learner's language), playing inline on phones. Taro's H5 Video is a web
 * component that brought Stencil's runtime and its own control bar (≈ 15 KB gzip) to the lesson page.
 *
 * An `.m3u8` address plays natively where the browser can (Safari, iOS, Android, current Chromium); elsewhere
 * hls.js feeds the element, loaded on demand as its own chunk (hls-native-first.h5.ts). Every event reaches the
 * player as plain numbers; the handle moves the playhead, pauses, plays and sets the speed on the element.
 */
export const PlayerVideo: PlayerVideoComponent = ({
  id,
  className,
  src,
  poster,
  initialTime,
  handle,
  onTime,
  onLoaded,
  onPlay,
  onPause,
  onEnded,
}) => {
  const ref = useRef<HTMLVideoElement>(null)
  const address = webAddress(src)
  // The resume point goes on the element with its first source (its first frame is that second, not the poster);
  // the player seeks there again once it has loaded (a later source starts where the player says).
  const start = useRef(initialTime)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    handle.current = {
      seek: (position) => {
        video.currentTime = position
      },
      pause: () => video.pause(),
      // A play the browser refuses (no gesture yet) leaves the video paused, as the learner sees it.
      play: () => void Promise.resolve(video.play()).catch(() => undefined),
      playbackRate: (rate) => {
        video.playbackRate = rate
      },
    }
    return () => {
      handle.current = null
    }
  }, [handle])

  // The source: set on the element (native playback), or handed to hls.js where the browser has no HLS.
  useEffect(() => {
    const video = ref.current
    if (!video || !address) return
    const startAt = () => {
      if (start.current > 0) video.currentTime = start.current
      start.current = 0
    }
    if (!isHls(address) || !Hls.isSupported()) {
      video.src = address
      startAt()
      return
    }
    const hls = new Hls()
    hls.loadSource(address)
    hls.attachMedia(video)
    startAt()
    // What hls.js gives up on (only fatal errors arrive): load again, or recover the decoder.
    hls.on(Hls.Events.ERROR, (_event, data) => {
      const type = (data as { type?: string } | undefined)?.type
      if (type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad()
      else if (type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError()
    })
    return () => hls.destroy()
  }, [address])

  return (
    <video
      ref={ref}
      id={id}
      className={className}
      controls
      poster={webAddress(poster)}
      playsInline
      webkit-playsinline="true"
      onTimeUpdate={(event) => onTime(event.currentTarget.currentTime, event.currentTarget.duration)}
      onLoadedMetadata={(event) => onLoaded(event.currentTarget.duration)}
      onPlay={() => onPlay()}
      onPause={() => onPause()}
      onEnded={(event) => onEnded(event.currentTarget.duration)}
      // The learner's speed (the controls' menu) stays across a change of quality: a new source starts at the
      // default rate.
      onRateChange={(event) => {
        const video = event.currentTarget
        if (video.playbackRate > 0) video.defaultPlaybackRate = video.playbackRate
      }}
    />
  )
}
