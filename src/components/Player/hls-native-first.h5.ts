/**
 * What the H5 player (video.h5.tsx) plays an `.m3u8` address with: the part of hls.js's interface it uses, the
 * browser's own player first.
 *
 * Where `<video>` can play `application/vnd.apple.mpegurl` (Safari, iOS, Android Chrome, current desktop Chrome),
 * `isSupported()` is false, so the player hands the address to the video element and hls.js is never downloaded.
 * Elsewhere this small class stands in for hls.js while the real one (its light build: no subtitles, alternate
 * audio or DRM, which MeEdu's VOD streams do not use) loads as its own chunk; the calls made meanwhile are passed
 * on once it is there. The player uses: `isSupported`, `Events.ERROR`, `ErrorTypes`, `new`, `loadSource`,
 * `attachMedia`, `on`, `destroy`, `startLoad`, `recoverMediaError`; its error handler hears only fatal errors (see
 * `onlyFatal`).
 */
import type RealHls from 'hls.js'

type Listener = (...args: unknown[]) => void

const playsHlsNatively = () =>
  typeof document !== 'undefined' &&
  document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== ''

/** hls.js's own check, without loading it: Media Source (or Managed Media Source) that takes H.264/AAC. */
function mediaSourceWorks(): boolean {
  if (typeof window === 'undefined') return false
  const scope = window as unknown as Record<
    string,
    { isTypeSupported?: (type: string) => boolean } | undefined
  >
  const source = scope.ManagedMediaSource ?? scope.MediaSource ?? scope.WebKitMediaSource
  return typeof source?.isTypeSupported === 'function'
    ? source.isTypeSupported('video/mp4; codecs="avc1.42E01E,mp4a.40.2"')
    : false
}

/**
 * The player answers an hls.js error with `startLoad()` or `recoverMediaError()`. hls.js handles its non-fatal
 * ones itself (a small gap at the start of a stream, `bufferSeekOverHole`; a stall on a slow network);
 * `recoverMediaError()` on those detaches and reattaches the video, which cancels the learner's play and leaves it
 * paused. Only a fatal error, which hls.js gives up on, reaches the player's handler.
 */
function onlyFatal(listener: Listener): Listener {
  return (event, data) => {
    if ((data as { fatal?: boolean } | undefined)?.fatal) listener(event, data)
  }
}

export default class Hls {
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' } as const
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' } as const

  static isSupported(): boolean {
    return !playsHlsNatively() && mediaSourceWorks()
  }

  private destroyed = false
  private readonly real: Promise<RealHls | null> = import(/* webpackChunkName: "hls" */ 'hls.js/light').then(
    ({ default: Real }) => (this.destroyed ? null : new Real())
  )

  private pass(call: (hls: RealHls) => void): void {
    void this.real.then((hls) => {
      if (hls && !this.destroyed) call(hls)
    })
  }

  loadSource(src: string): void {
    this.pass((hls) => hls.loadSource(src))
  }

  attachMedia(media: HTMLMediaElement): void {
    this.pass((hls) => hls.attachMedia(media))
  }

  on(event: string, listener: Listener): void {
    const passed = event === Hls.Events.ERROR ? onlyFatal(listener) : listener
    this.pass((hls) => hls.on(event as never, passed as never))
  }

  startLoad(): void {
    this.pass((hls) => hls.startLoad())
  }

  recoverMediaError(): void {
    this.pass((hls) => hls.recoverMediaError())
  }

  destroy(): void {
    void this.real.then((hls) => hls?.destroy())
    this.destroyed = true
  }
}
