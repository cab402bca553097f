/**
 * The player's video pair (src/components/Player/video.*), in both passes: H5 a plain <video> (its DOM events
 * become the player's numbers; the handle acts on the element; HLS native first, hls.js only where the browser
 * has none), the mini-program Taro's Video (the handle is the video context). The page's behaviour over it:
 * player-page.test.tsx.
 */
import { createRef } from 'react'
import Taro from '@tarojs/taro'
import { act, render } from '@testing-library/react'
import { PlayerVideo, type PlayerVideoProps, type VideoHandle } from '@/components/Player/video'

/* eslint-disable @typescript-eslint/no-explicit-any */

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? it : it.skip
const onWeapp = ENV === 'weapp' ? it : it.skip

type Handler = (event: string, data: unknown) => void

/** The real hls.js instances made (the stand-in loads `hls.js/light` on demand), newest last. */
const mockMade: MockRealHls[] = [] // `mock` prefix: jest.mock may name it

class MockRealHls {
  readonly calls: string[] = []
  readonly handlers = new Map<string, Handler>()
  constructor() {
    mockMade.push(this)
  }
  loadSource(src: string) {
    this.calls.push(`loadSource ${src}`)
  }
  attachMedia(media: HTMLMediaElement) {
    this.calls.push(`attachMedia ${media.id}`)
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler)
  }
  startLoad() {
    this.calls.push('startLoad')
  }
  recoverMediaError() {
    this.calls.push('recoverMediaError')
  }
  destroy() {
    this.calls.push('destroy')
  }
}

jest.mock('hls.js/light', () => ({ __esModule: true, default: MockRealHls }))

/** Lets the hls.js chunk's import and the calls queued behind it settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

function renderVideo(props: Partial<PlayerVideoProps> = {}) {
  const handle = createRef<VideoHandle | null>() as { current: VideoHandle | null }
  const events = {
    onTime: jest.fn(),
    onLoaded: jest.fn(),
    onPlay: jest.fn(),
    onPause: jest.fn(),
    onEnded: jest.fn(),
  }
  const all: PlayerVideoProps = {
    id: 'player-video',
    className: 'player__video',
    src: 'https://cdn.test/a.mp4',
    poster: 'https://cdn.test/cover.png',
    initialTime: 0,
    centerPlay: true,
    banDrag: false,
    handle,
    ...events,
    ...props,
  }
  const view = render(<PlayerVideo {...all} />)
  const rerender = (more: Partial<PlayerVideoProps>) => view.rerender(<PlayerVideo {...all} {...more} />)
  return {
    handle,
    events,
    view,
    rerender,
    video: () => document.getElementById('player-video') as HTMLVideoElement,
  }
}

/** jsdom's <video> reports this position and length. */
function reports(video: HTMLVideoElement, currentTime: number, duration: number) {
  video.currentTime = currentTime
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration })
}

beforeEach(() => {
  mockMade.length = 0
})

afterEach(() => {
  delete (window as any).MediaSource
})

describe('H5: a plain <video>', () => {
  onH5(
    'the address and the poster on the element, with its own controls, inline; no Taro web component',
    () => {
      const { video } = renderVideo()
      expect(video().tagName).toBe('VIDEO')
      expect(video()).toHaveAttribute('src', 'https://cdn.test/a.mp4')
      expect(video()).toHaveAttribute('poster', 'https://cdn.test/cover.png')
      expect(video()).toHaveAttribute('controls')
      expect(video().playsInline || video().hasAttribute('playsinline')).toBe(true)
      expect(video()).toHaveAttribute('webkit-playsinline')
      expect(document.querySelector('taro-video-core')).toBeNull()
    }
  )

  onH5(
    'the resume point is where the first source starts; a later source starts where the player says',
    () => {
      const { video, rerender } = renderVideo({ initialTime: 12 })
      expect(video().currentTime).toBe(12)
      video().currentTime = 33
      rerender({ src: 'https://cdn.test/hd.mp4' })
      expect(video().currentTime).toBe(33)
    }
  )

  onH5('only http(s) addresses: a javascript: or data: source or poster never reaches the element', () => {
    const { video, rerender } = renderVideo({
      src: 'javascript:alert(1)',
      poster: 'data:image/svg+xml,<svg onload="alert(1)">',
    })
    expect(video()).not.toHaveAttribute('src')
    expect(video()).not.toHaveAttribute('poster')
    rerender({ src: ' vbscript:x', poster: '/relative.png' })
    expect(video()).not.toHaveAttribute('src')
    expect(video()).not.toHaveAttribute('poster')
  })

  onH5(
    "the element's events reach the player as numbers: position and length, the length, play, pause, end",
    () => {
      const { video, events } = renderVideo()
      reports(video(), 12.5, 120)
      video().dispatchEvent(new Event('loadedmetadata'))
      video().dispatchEvent(new Event('play'))
      video().dispatchEvent(new Event('timeupdate'))
      video().dispatchEvent(new Event('pause'))
      reports(video(), 120, 120)
      video().dispatchEvent(new Event('ended'))
      expect(events.onLoaded).toHaveBeenCalledWith(120)
      expect(events.onPlay).toHaveBeenCalledTimes(1)
      expect(events.onTime).toHaveBeenCalledWith(12.5, 120)
      expect(events.onPause).toHaveBeenCalledTimes(1)
      expect(events.onEnded).toHaveBeenCalledWith(120)
    }
  )

  onH5(
    'the handle: a seek moves the playhead, the rate is the speed, pause and play reach the element',
    () => {
      const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
      const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
      const { video, handle, view } = renderVideo()
      handle.current!.seek(42)
      expect(video().currentTime).toBe(42)
      handle.current!.playbackRate(1.5)
      expect(video().playbackRate).toBe(1.5)
      handle.current!.pause()
      handle.current!.play()
      expect(pause).toHaveBeenCalledTimes(1)
      expect(play).toHaveBeenCalledTimes(1)
      view.unmount()
      expect(handle.current).toBeNull()
    }
  )

  onH5('a play the browser refuses (no gesture yet) is not an unhandled rejection', async () => {
    jest
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockImplementation(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')))
    const { handle } = renderVideo()
    expect(() => handle.current!.play()).not.toThrow()
    await settle()
  })

  onH5(
    "the learner's speed stays across a change of quality (a new source starts at the default rate)",
    () => {
      const { video, rerender } = renderVideo()
      video().playbackRate = 1.5 // the controls' speed menu (the element says ratechange)
      rerender({ src: 'https://cdn.test/hd.mp4' })
      expect(video()).toHaveAttribute('src', 'https://cdn.test/hd.mp4')
      // What the browser's load of the new source does with the rate:
      video().playbackRate = video().defaultPlaybackRate
      expect(video().playbackRate).toBe(1.5)
    }
  )

  onH5('HLS where the browser plays it: the address is the source, hls.js is never loaded', async () => {
    jest
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (/mpegurl/i.test(type) ? 'maybe' : ''))
    ;(window as any).MediaSource = { isTypeSupported: () => true }
    const { video } = renderVideo({ src: 'https://cdn.test/hls/index.m3u8?sign=1' })
    await settle()
    expect(video()).toHaveAttribute('src', 'https://cdn.test/hls/index.m3u8?sign=1')
    expect(mockMade).toHaveLength(0)
  })

  onH5(
    'HLS without native playback: hls.js feeds the element, recovers from what it gives up on, and goes with it',
    async () => {
      jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => '')
      ;(window as any).MediaSource = { isTypeSupported: () => true }
      const { video, view, rerender } = renderVideo({ src: 'https://cdn.test/hls/index.m3u8' })
      await settle()
      expect(video()).not.toHaveAttribute('src')
      expect(mockMade).toHaveLength(1)
      const [hls] = mockMade
      expect(hls.calls).toEqual(['loadSource https://cdn.test/hls/index.m3u8', 'attachMedia player-video'])
      const error = hls.handlers.get('hlsError')!
      error('hlsError', { type: 'mediaError', details: 'bufferStalledError', fatal: false })
      error('hlsError', { type: 'networkError', details: 'manifestLoadError', fatal: true })
      error('hlsError', { type: 'mediaError', details: 'bufferAppendError', fatal: true })
      await settle()
      expect(hls.calls.slice(2)).toEqual(['startLoad', 'recoverMediaError'])

      // Another quality (an MP4): hls.js is let go, the element plays the address itself.
      rerender({ src: 'https://cdn.test/hd.mp4' })
      await settle()
      expect(hls.calls.slice(-1)).toEqual(['destroy'])
      expect(video()).toHaveAttribute('src', 'https://cdn.test/hd.mp4')
      expect(mockMade).toHaveLength(1)
      view.unmount()
    }
  )

  onH5('leaving the page with an HLS lesson lets hls.js go', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => '')
    ;(window as any).MediaSource = { isTypeSupported: () => true }
    const { view } = renderVideo({ src: 'https://cdn.test/hls/index.m3u8' })
    await settle()
    view.unmount()
    await settle()
    expect(mockMade[0].calls.slice(-1)).toEqual(['destroy'])
  })
})

describe("the mini-program: Taro's Video", () => {
  onWeapp('the handle is the video context of the element: seek, pause, play and the rate', () => {
    const context = { seek: jest.fn(), pause: jest.fn(), play: jest.fn(), playbackRate: jest.fn() }
    ;(Taro.createVideoContext as jest.Mock).mockReturnValue(context)
    const { handle, view } = renderVideo()
    handle.current!.seek(42)
    handle.current!.pause()
    handle.current!.play()
    handle.current!.playbackRate(1.5)
    expect(Taro.createVideoContext).toHaveBeenCalledWith('player-video')
    expect(context.seek).toHaveBeenCalledWith(42)
    expect(context.pause).toHaveBeenCalledTimes(1)
    expect(context.play).toHaveBeenCalledTimes(1)
    expect(context.playbackRate).toHaveBeenCalledWith(1.5)
    view.unmount()
    expect(handle.current).toBeNull()
  })
})
