/**
 * The H5 stand-in for hls.js that the player's plain <video> uses (src/components/Player/hls-native-first.h5.ts):
 * the calls the player makes reach the real hls.js once its chunk is loaded, and the player's error handler (which
 * answers an error with `startLoad()` or `recoverMediaError()`, detaching and reattaching the video) hears only the
 * errors hls.js gives up on. A non-fatal one reaching it cancelled the learner's play in a browser without native
 * HLS. (test/component/player-video.test.tsx: the element's own wiring.)
 */
import Hls from '@/components/Player/hls-native-first.h5'

type Handler = (event: string, data: unknown) => void

/** The real hls.js instances the stand-in made, newest last. */
const mockMade: MockRealHls[] = [] // `mock` prefix: jest.mock may name it

class MockRealHls {
  readonly calls: string[] = []
  private readonly handlers = new Map<string, Handler[]>()
  constructor() {
    mockMade.push(this)
  }
  loadSource(src: string) {
    this.calls.push(`loadSource ${src}`)
  }
  attachMedia() {
    this.calls.push('attachMedia')
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler])
  }
  emit(event: string, data: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data)
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

/** Lets the stand-in's chunk import and the calls queued behind it settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** What the player (video.h5.tsx) does with an `.m3u8` address, and a listener of another event. */
function asThePlayerDoes(video: HTMLVideoElement) {
  const hls = new Hls()
  hls.loadSource('/hls/2.m3u8')
  hls.attachMedia(video)
  const parsed = jest.fn()
  hls.on(Hls.Events.MANIFEST_PARSED, parsed)
  hls.on(Hls.Events.ERROR, (_event: unknown, data: unknown) => {
    const { type } = data as { type: string }
    if (type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad()
    else if (type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError()
  })
  return { hls, parsed }
}

beforeEach(() => {
  mockMade.length = 0
})

test('the calls the player makes before the chunk arrives reach the real hls.js in order once it is there', async () => {
  const { parsed } = asThePlayerDoes(document.createElement('video'))
  expect(mockMade).toHaveLength(0)
  await settle()
  expect(mockMade).toHaveLength(1)
  expect(mockMade[0].calls).toEqual(['loadSource /hls/2.m3u8', 'attachMedia'])
  mockMade[0].emit('hlsManifestParsed', {})
  expect(parsed).toHaveBeenCalledTimes(1)
})

test('a non-fatal error hls.js handles itself (a gap at the start, a stall) does not reattach the video', async () => {
  asThePlayerDoes(document.createElement('video'))
  await settle()
  const real = mockMade[0]
  real.emit('hlsError', { type: 'mediaError', details: 'bufferSeekOverHole', fatal: false })
  real.emit('hlsError', { type: 'mediaError', details: 'bufferStalledError', fatal: false })
  real.emit('hlsError', { type: 'networkError', details: 'fragLoadTimeOut', fatal: false })
  await settle()
  expect(real.calls).toEqual(['loadSource /hls/2.m3u8', 'attachMedia'])
})

test('a fatal error still reaches the player, which restarts the load or recovers the media', async () => {
  asThePlayerDoes(document.createElement('video'))
  await settle()
  const real = mockMade[0]
  real.emit('hlsError', { type: 'networkError', details: 'manifestLoadError', fatal: true })
  real.emit('hlsError', { type: 'mediaError', details: 'bufferAppendError', fatal: true })
  await settle()
  expect(real.calls.slice(2)).toEqual(['startLoad', 'recoverMediaError'])
})

test('destroyed before the chunk arrives: no real hls.js is made and nothing is attached', async () => {
  const { hls } = asThePlayerDoes(document.createElement('video'))
  hls.destroy()
  await settle()
  expect(mockMade).toHaveLength(0)
})
