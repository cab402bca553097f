/**
 * /vod/video?id=: the player page over a mocked API, in both passes (H5 and mini-program platform files). A test
 * fires the player's events (timeupdate, pause, ended, loadedmetadata) and reads what the page asked of the video
 * (seek, pause): H5 draws a plain <video>, whose DOM events the test dispatches, with the position and length it
 * reports, and whose `currentTime` and `pause()` record the page's seeks and pauses; in the mini-program Taro's
 * `Video` is replaced by a stand-in that keeps its props, and the page asks the video context.
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, screen } from '@testing-library/react'
import VodVideoPage from '@/packages/learning/vod/video'
import type { RootStore } from '@/stores'
import { ok, envelope, raw, requestMock, routeRequests, sentCalls, type FakeResponse } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { $, tap, toasts } from '../mocks/screen'
import { recorded as recordedReply, recordedData } from '../mocks/samples'
import { asServer } from '../mocks/server'
import { playUrls, rawVideoDetail } from '../mocks/player'
import { setCurrentPages, triggerDidHide, triggerUnload } from '../mocks/taro'
import { shownPageTitle } from '../mocks/page-title'

/* eslint-disable @typescript-eslint/no-explicit-any */

const mockVideo: { props: any } = { props: null }
jest.mock('@tarojs/components', () => {
  const actual = jest.requireActual('@tarojs/components')
  const { createElement } = jest.requireActual('react')
  const Video = (props: any) => {
    mockVideo.props = props
    return createElement('video', {
      id: props.id,
      src: props.src,
      'data-testid': 'video',
      'data-progress-gesture': String(props.enableProgressGesture),
      'data-initial-time': String(props.initialTime),
    })
  }
  return new Proxy(actual, { get: (target, key) => (key === 'Video' ? Video : target[key]) })
})

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? it : it.skip
const onWeapp = ENV === 'weapp' ? it : it.skip

const detailKey = (id: number) => `GET /api/v2/video/${id}`
const playKey = (id: number) => `GET /api/v2/video/${id}/playinfo`
const recordKey = (id: number) => `POST /api/v2/video/${id}/record`

let clock = 0
/** What the page asked of the video: the mini-program's video context, or H5's <video> (see beforeEach). */
let context: { seek: jest.Mock; pause: jest.Mock; play: jest.Mock; playbackRate: jest.Mock }
/** H5: the position and length the <video> reports. */
const media = { currentTime: 0, duration: NaN }

beforeEach(() => {
  wireHttp()
  clock = 5_000_000
  jest.spyOn(Date, 'now').mockImplementation(() => clock)
  context = { seek: jest.fn(), pause: jest.fn(), play: jest.fn(), playbackRate: jest.fn() }
  ;(Taro.createVideoContext as jest.Mock).mockReturnValue(context)
  mockVideo.props = null
  media.currentTime = 0
  media.duration = NaN
  if (ENV === 'h5') {
    // jsdom plays nothing: the element reports what the test says, and a seek or pause by the page is recorded.
    const element = HTMLMediaElement.prototype
    jest.spyOn(element, 'currentTime', 'get').mockImplementation(() => media.currentTime)
    jest.spyOn(element, 'currentTime', 'set').mockImplementation((position: number) => {
      media.currentTime = position
      context.seek(position)
    })
    jest.spyOn(element, 'duration', 'get').mockImplementation(() => media.duration)
    jest.spyOn(element, 'pause').mockImplementation(() => context.pause())
    jest.spyOn(element, 'play').mockImplementation(() => {
      context.play()
      return Promise.resolve()
    })
  }
})

/** The player's video: H5's <video>, or the mini-program's stand-in for Taro's Video. */
const videoElement = () => document.getElementById('player-video')

/** The learner is on `/vod/video?id=` (each build reads the query from its own source). */
function at(id: string) {
  window.location.hash = `#/vod/video?id=${encodeURIComponent(id)}`
  setCurrentPages([{ route: 'packages/learning/vod/video/index', options: { id } }])
}

/** The durations the record endpoint received for a video, in order. */
const recorded = (id: number) =>
  requestMock.mock.calls
    .filter(([request]) => request.method === 'POST' && request.url.endsWith(`/api/v2/video/${id}/record`))
    .map(([request]) => request.data.duration)

async function renderPage(
  id: number | string,
  routes: Record<string, FakeResponse | (() => FakeResponse)>,
  root: RootStore = bootedRoot({ user: makeMember({ id: 42, mobile: '13800138000' }) })
) {
  at(String(id))
  routeRequests({ [recordKey(Number(id))]: ok([]), ...routes })
  renderWithStores(<VodVideoPage />, root)
  await actAndSettle()
  return root
}

const watchable = (
  id = 11,
  options: Parameters<typeof rawVideoDetail>[1] = {},
  urls = playUrls({ url: 'https://cdn.test/a.mp4' })
) => ({
  [detailKey(id)]: ok(rawVideoDetail(id, options)),
  [playKey(id)]: ok(urls),
})

type VideoEventName = 'onTimeUpdate' | 'onPause' | 'onPlay' | 'onEnded' | 'onLoadedMetaData'
const DOM_EVENTS: Record<VideoEventName, string> = {
  onTimeUpdate: 'timeupdate',
  onPause: 'pause',
  onPlay: 'play',
  onEnded: 'ended',
  onLoadedMetaData: 'loadedmetadata',
}

/**
 * A player event: H5 the <video>'s DOM event, the element reporting `detail`'s position and length; the
 * mini-program as Taro's Video sends it (`{ detail }`).
 */
function fire(name: VideoEventName, detail: { currentTime?: number; duration?: number }) {
  if (ENV !== 'h5') return mockVideo.props[name]?.({ detail })
  if (detail.currentTime !== undefined) media.currentTime = detail.currentTime
  if (detail.duration !== undefined) media.duration = detail.duration
  videoElement()?.dispatchEvent(new Event(DOM_EVENTS[name]))
}

/** A player event a quarter second of wall clock after the last. */
async function videoEvent(name: VideoEventName, detail: { currentTime?: number; duration?: number } = {}) {
  clock += 250
  await actAndSettle(() => fire(name, detail))
}

/** Normal playback from `from` to `to` seconds: a timeupdate every 250 ms. */
async function playFrom(from: number, to: number) {
  for (let t = from; t <= to; t += 0.25) {
    clock += 250
    act(() => {
      fire('onTimeUpdate', { currentTime: t, duration: 120 })
    })
  }
  await actAndSettle()
}

describe('player page', () => {
  it('plays the playinfo address, titles the page with the course, shows the tabs with this video marked', async () => {
    await renderPage(11, watchable())
    expect(videoElement()).toHaveAttribute('src', 'https://cdn.test/a.mp4')
    expect(requestMock.mock.calls[1][0].data).toEqual({ is_try: 0 })
    expect(shownPageTitle()).toBe('安全生产培训')
    if (ENV === 'h5') expect(document.querySelector('.nav-header')?.textContent).toContain('安全生产培训')
    for (const tab of ['目录', '评论', '课件']) expect(screen.getAllByText(tab).length).toBeGreaterThan(0)
    expect(screen.getByText('第12节')).toBeInTheDocument()
    expect(document.querySelector('[data-current="true"]')?.textContent).toContain('第11节')
    expect(screen.queryByText('VIP会员免费看')).not.toBeInTheDocument()
  })

  it('resumes at the saved second and says so; the saved second is where the queue starts', async () => {
    await renderPage(11, watchable(11, { watch_seconds: 12 }))
    // The player starts there (the mini-program's before it loads, H5's <video> with its source) and seeks there
    // once the video has loaded.
    if (ENV === 'weapp') expect(videoElement()).toHaveAttribute('data-initial-time', '12')
    else expect(videoElement()).toHaveProperty('currentTime', 12)
    context.seek.mockClear()
    await videoEvent('onLoadedMetaData', { duration: 120 })
    expect(context.seek).toHaveBeenCalledWith(12)
    expect(screen.getByTestId('player-resumed')).toHaveTextContent('从上次观看的 00:12 继续播放')
    // Playing on from 12: the first report is at 22, not before.
    await playFrom(12, 21.75)
    expect(recorded(11)).toEqual([])
    await playFrom(22, 22)
    expect(recorded(11)).toEqual([22])
  })

  it('reports every 10 s, on pause, when the page hides, when it is closed and when the app goes to the background', async () => {
    await renderPage(11, watchable())
    await playFrom(0, 25)
    expect(recorded(11)).toEqual([10, 20])
    await playFrom(25.25, 27)
    await videoEvent('onPause')
    expect(recorded(11)).toEqual([10, 20, 27])

    await playFrom(27.25, 29)
    await actAndSettle(() => triggerDidHide())
    expect(recorded(11).slice(-1)).toEqual([29])

    await playFrom(29.25, 31)
    if (ENV === 'h5') await actAndSettle(() => window.dispatchEvent(new Event('pagehide')))
    else await actAndSettle(() => (Taro.onAppHide as jest.Mock).mock.calls.forEach(([handler]) => handler()))
    expect(recorded(11).slice(-1)).toEqual([31])

    await playFrom(31.25, 33)
    await actAndSettle(() => triggerUnload())
    expect(recorded(11)).toEqual([10, 20, 27, 29, 31, 33])
  })

  it('the end of a lesson offers 下一节, which replaces this page with the next one in the catalogue', async () => {
    await renderPage(12, watchable(12))
    await playFrom(0, 0.5)
    await videoEvent('onEnded', { duration: 120 })
    expect(recorded(12).slice(-1)).toEqual([120])
    await actAndSettle(() => fireEvent.click(screen.getByText('下一节')))
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/learning/vod/video/index?id=13' })
  })

  it('the end of the last lesson: 恭喜您已经学完本套课程！', async () => {
    await renderPage(14, watchable(14))
    await videoEvent('onEnded', { duration: 120 })
    expect(screen.getByTestId('player-end-last').textContent).toBe('恭喜您已经学完本套课程！')
    expect(screen.queryByText('下一节')).not.toBeInTheDocument()
  })

  it('trial: stops at free_seconds with the trial message, 购买课程 ￥99 → checkout with the course, VIP → /role', async () => {
    await renderPage(11, watchable(11, { is_watch: false, video: { free_seconds: 5 } }))
    expect(requestMock.mock.calls[1][0].data).toEqual({ is_try: 1 })
    await playFrom(0, 5.25)
    expect(context.pause).toHaveBeenCalled()
    expect(screen.getByTestId('player-end-trial').textContent).toContain('试看结束，购买课程观看所有视频')
    expect(recorded(11)).toEqual([5])

    // A seek past the trial goes back to its end; nothing beyond it is reported.
    await videoEvent('onTimeUpdate', { currentTime: 50 })
    expect(context.seek).toHaveBeenLastCalledWith(5)
    await act(() => triggerUnload())
    expect(Math.max(...recorded(11))).toBe(5)

    fireEvent.click(screen.getByText('购买课程 ￥99'))
    const url = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url as string
    const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]))
    expect(url.startsWith('/packages/order/order/index?')).toBe(true)
    expect(query).toEqual({
      goods_id: '7',
      goods_name: '安全生产培训',
      goods_label: '点播课程',
      goods_charge: '99',
      goods_type: 'vod',
      goods_thumb: 'https://cdn.test/course-7.png',
    })
    fireEvent.click(screen.getAllByText('VIP会员免费看')[0])
    expect((Taro.navigateTo as jest.Mock).mock.calls[1][0].url).toBe('/packages/order/role/index')
    // The bottom bar is there too, for a learner who cannot watch the course.
    expect($('video-buy')).toHaveTextContent('购买课程')
    expect($('video-vip')).not.toBeNull()
  })

  it('cannot watch and no trial: 请购买后观看 and why, no playinfo call, 购买课程 and VIP there and at the bottom', async () => {
    await renderPage(11, { [detailKey(11)]: ok(rawVideoDetail(11, { is_watch: false })) })
    expect(sentCalls()).toEqual([detailKey(11)])
    const panel = screen.getByTestId('player-refused')
    expect(panel).toHaveTextContent('请购买后观看')
    expect(panel).toHaveTextContent('购买课程或开通VIP会员后即可观看')
    expect(videoElement()).toBeNull()
    expect($('video-vip')).toHaveTextContent('VIP会员免费看')
    expect($('video-buy')).toHaveTextContent('购买课程')
    tap('player-refused-buy')
    expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).toMatch(/^\/packages\/order\/order\/index\?/)
    tap('player-refused-vip')
    expect((Taro.navigateTo as jest.Mock).mock.calls[1][0].url).toBe('/packages/order/role/index')
  })

  it('v4.9.30, a VIP learner on a course a plan does not open: why, 购买课程 only, never VIP会员免费看', async () => {
    asServer('v4.9.30')
    const detail = recordedData('v4.9.30', '18c')
    detail.video.free_seconds = 0
    await renderPage(5, { [detailKey(5)]: ok(detail) })
    const panel = screen.getByTestId('player-refused')
    expect(panel).toHaveTextContent('购买课程后即可观看')
    expect(screen.queryByText('VIP会员免费看')).toBeNull()
    expect($('player-refused-buy')).not.toBeNull()
    expect($('video-buy')).not.toBeNull()
  })

  it('v4.9.30 refuses the play addresses (请购买后观看, 18e): not silent, the way to buy; no toast, no report', async () => {
    asServer('v4.9.30')
    const detail = rawVideoDetail(6, { course: { is_vip_free: 1 } })
    await renderPage(6, { [detailKey(6)]: ok(detail), [playKey(6)]: recordedReply('v4.9.30', '18e') })
    expect(screen.getByTestId('player-refused')).toHaveTextContent('请购买后观看')
    expect($('player-refused-vip')).not.toBeNull()
    expect($('video-buy')).not.toBeNull()
    expect(toasts()).toEqual([])
    await act(() => triggerUnload())
    expect(recorded(6)).toEqual([])
  })

  it('the end of a video reports its duration, though the file ends a little before it', async () => {
    await renderPage(12, watchable(12))
    await playFrom(0, 0.5)
    await videoEvent('onEnded', { duration: 119.96 })
    expect(recorded(12).slice(-1)).toEqual([120])
  })

  it('ban_drag: no seeking gesture, a jump ahead is undone with 该视频禁止拖动, going back is allowed', async () => {
    await renderPage(11, watchable(11, { video: { ban_drag: 1 } }))
    // The mini-program's sideways seeking gesture is off (H5's <video> has none).
    if (ENV === 'weapp') expect(videoElement()).toHaveAttribute('data-progress-gesture', 'false')
    await playFrom(0, 8)
    await videoEvent('onTimeUpdate', { currentTime: 90 })
    expect(context.seek).toHaveBeenCalledWith(8)
    // H5: the seek back is the <video>'s own playhead.
    if (ENV === 'h5') expect(videoElement()).toHaveProperty('currentTime', 8)
    expect(toasts()).toContain('该视频禁止拖动')
    context.seek.mockClear()
    await videoEvent('onTimeUpdate', { currentTime: 2 })
    expect(context.seek).not.toHaveBeenCalled()
    expect(Math.max(0, ...recorded(11))).toBeLessThanOrEqual(8)
  })

  it('a video without ban_drag keeps the seeking gesture and seeks freely', async () => {
    await renderPage(11, watchable())
    if (ENV === 'weapp') expect(videoElement()).toHaveAttribute('data-progress-gesture', 'true')
    await playFrom(0, 2)
    await videoEvent('onTimeUpdate', { currentTime: 90 })
    expect(context.seek).not.toHaveBeenCalled()
    expect(toasts()).not.toContain('该视频禁止拖动')
  })

  it('switching quality plays the other address from the same second', async () => {
    await renderPage(
      11,
      watchable(
        11,
        {},
        playUrls(
          { url: 'https://cdn.test/sd.mp4', name: '标清' },
          { url: 'https://cdn.test/hd.mp4', name: '高清' }
        )
      )
    )
    await videoEvent('onLoadedMetaData', { duration: 120 })
    expect(context.seek).not.toHaveBeenCalled()
    await playFrom(0, 33)
    fireEvent.click(screen.getByText('高清'))
    expect(videoElement()).toHaveAttribute('src', 'https://cdn.test/hd.mp4')
    await videoEvent('onLoadedMetaData', { duration: 120 })
    expect(context.seek).toHaveBeenCalledWith(33)
    if (ENV === 'h5') expect(videoElement()).toHaveProperty('currentTime', 33)
    expect(screen.queryByTestId('player-resumed')).not.toBeInTheDocument()
  })

  it('no address (v4.9.30: urls []): 暂无播放地址 and that it cannot play now', async () => {
    await renderPage(11, watchable(11, {}, { urls: [] }))
    expect(screen.getByTestId('player-no-address')).toHaveTextContent('暂无播放地址')
    expect(screen.getByTestId('player-no-address')).toHaveTextContent('该视频暂时无法播放，请稍后再试')
  })

  it('a failed playinfo says why and offers a retry that plays', async () => {
    await renderPage(11, { [detailKey(11)]: ok(rawVideoDetail(11)), [playKey(11)]: raw(502, '<html>') })
    expect(videoElement()).toBeNull()
    expect(screen.getByTestId('player-retry')).toHaveTextContent('服务器繁忙（502），请稍后重试')
    routeRequests({ ...watchable(), [recordKey(11)]: ok([]) })
    await actAndSettle(() => fireEvent.click(screen.getByText('加载失败，点击重试')))
    expect(videoElement()).toHaveAttribute('src', 'https://cdn.test/a.mp4')
  })

  it('a failed video detail offers 重新加载; an invalid id goes to the error page without a request', async () => {
    await renderPage(11, { [detailKey(11)]: envelope(500, '服务器错误') })
    expect(screen.getByText('重新加载')).toBeInTheDocument()

    requestMock.mockClear()
    ;(Taro.redirectTo as jest.Mock).mockClear()
    await renderPage('abc', {})
    expect(requestMock).not.toHaveBeenCalled()
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/error/index' })
  })

  it('answers with missing or wrongly typed fields still show the player and its title', async () => {
    const broken = {
      video: { id: 11, title: ['x'], duration: 'abc', free_seconds: null, ban_drag: 'yes' },
      course: [],
      videos: [],
      chapters: {},
      is_watch: 1,
      video_watched_progress: [],
    }
    await renderPage(11, {
      [detailKey(11)]: ok(broken),
      [playKey(11)]: ok({ urls: [{ url: 'https://cdn.test/a.mp4' }, { nope: 1 }, 'x'] }),
    })
    expect(videoElement()).toHaveAttribute('src', 'https://cdn.test/a.mp4')
    expect(screen.getByText('暂无课程目录')).toBeInTheDocument()
  })

  it('the bullet-secret marquee: the template filled in from the learner, in the configured size and colour', async () => {
    const root = bootedRoot({ user: makeMember({ id: 42, mobile: '13800138000' }) })
    root.config.save({
      player: {
        enabled_bullet_secret: 1,
        bullet_secret: { text: '学员${user.id} ${mobile}', size: 18, color: '#00ff00', opacity: 0.6 },
      },
    })
    await renderPage(11, watchable(), root)
    const marquee = screen.getByTestId('player-marquee')
    expect(marquee).toHaveTextContent('学员42 13800138000')
    expect(marquee.style.fontSize).toBe('18px')
    expect(marquee.style.color).toBe('rgb(0, 255, 0)')
    expect(marquee.style.opacity).toBe('0.6')
  })

  onH5('the poster is the configured cover when it is an http(s) address, and nothing else', async () => {
    const root = bootedRoot({ user: makeMember() })
    root.config.save({ player: { cover: 'https://cdn.test/cover.png' } })
    await renderPage(11, watchable(), root)
    expect(videoElement()).toHaveAttribute('poster', 'https://cdn.test/cover.png')
  })

  onH5('a play address or cover that is not http(s) never reaches the <video>', async () => {
    const root = bootedRoot({ user: makeMember() })
    root.config.save({ player: { cover: 'javascript:alert(1)' } })
    await renderPage(11, watchable(11, {}, playUrls({ url: 'javascript:alert(2)' })), root)
    expect(videoElement()).not.toBeNull()
    expect(videoElement()).not.toHaveAttribute('src')
    expect(videoElement()).not.toHaveAttribute('poster')
  })

  it('no marquee when the config turns the bullet secret off', async () => {
    await renderPage(11, watchable())
    expect(screen.queryByTestId('player-marquee')).not.toBeInTheDocument()
  })

  onH5('an <iframe> play address is shown as our own iframe of its http(s) src, never its HTML', async () => {
    await renderPage(
      11,
      watchable(
        11,
        {},
        playUrls({ url: '<iframe src="https://v.test/embed/1" onload="window.__xss=1"></iframe>' })
      )
    )
    const frame = screen.getByTestId('player-embed')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://v.test/embed/1')
    expect(frame).not.toHaveAttribute('onload')
    expect(videoElement()).toBeNull()
  })

  onWeapp('an <iframe> play address: the mini-program explains and copies the H5 link', async () => {
    const root = bootedRoot({ user: makeMember() })
    root.config.save({ h5_url: 'https://h5.test/' })
    await renderPage(
      11,
      watchable(11, {}, playUrls({ url: '<iframe src="https://v.test/embed/1"></iframe>' })),
      root
    )
    expect(screen.getByText('该视频仅支持在H5中观看')).toBeInTheDocument()
    expect(screen.getByText('https://h5.test/#/vod/video?id=11')).toBeInTheDocument()
    fireEvent.click(screen.getByText('复制链接'))
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'https://h5.test/#/vod/video?id=11' })
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('comments: the input only for a learner who may watch', async () => {
    await renderPage(11, { ...watchable(), 'GET /api/v2/video/11/comments': ok({ comments: [], users: [] }) })
    await actAndSettle(() => fireEvent.click(screen.getByText('评论')))
    expect(sentCalls()).toContain('GET /api/v2/video/11/comments')
    expect(screen.getByPlaceholderText('请输入评论内容')).toBeInTheDocument()
  })

  it('comments: no input for a learner in the trial', async () => {
    await renderPage(11, {
      ...watchable(11, { is_watch: false, video: { free_seconds: 5 } }),
      'GET /api/v2/video/11/comments': ok({ comments: [], users: [] }),
    })
    await actAndSettle(() => fireEvent.click(screen.getByText('评论')))
    expect(screen.queryByPlaceholderText('请输入评论内容')).not.toBeInTheDocument()
  })

  it('v4.9.30 comments under a video (41p): rt 2, 评论审核中; a video with comments off says 评论已关闭', async () => {
    asServer('v4.9.30')
    await renderPage(1, {
      [detailKey(1)]: recordedReply('v4.9.30', '09'),
      [playKey(1)]: recordedReply('v4.9.30', '09c'),
      'GET /api/v3/comments': recordedReply('v4.9.30', '41p'),
    })
    await actAndSettle(() => fireEvent.click(screen.getByText('评论')))
    const list = requestMock.mock.calls.find(([request]) => request.url.includes('/api/v3/comments'))
    expect(list?.[0].data).toEqual({ rt: 2, rid: 1 })
    expect(document.querySelector('.course-comments__item')).toHaveTextContent('评论审核中')
    expect($('comment-input')).not.toBeNull()
  })

  it('a video with is_allow_comment 0: no box, 评论已关闭', async () => {
    asServer('v4.9.30')
    const detail = recordedData('v4.9.30', '09')
    detail.video.is_allow_comment = 0
    await renderPage(1, {
      [detailKey(1)]: ok(detail),
      [playKey(1)]: recordedReply('v4.9.30', '09c'),
      'GET /api/v3/comments': recordedReply('v4.9.30', '15b'),
    })
    await actAndSettle(() => fireEvent.click(screen.getByText('评论')))
    expect($('comment-input')).toBeNull()
    expect($('comment-hint')).toHaveTextContent('评论已关闭')
  })

  it('课件: the course attachments, asked for quietly when the tab opens', async () => {
    await renderPage(11, {
      ...watchable(),
      'GET /api/v2/course/7': ok({
        course: { id: 7, title: 'x' },
        attach: [{ id: 3, name: '讲义.pdf', size: 2048, extension: 'pdf' }],
        isBuy: true,
      }),
    })
    expect(sentCalls()).not.toContain('GET /api/v2/course/7')
    await actAndSettle(() => fireEvent.click(screen.getByText('课件')))
    expect(sentCalls()).toContain('GET /api/v2/course/7')
    expect(screen.getByText('讲义.pdf')).toBeInTheDocument()
  })
})

describe('player page: for a screen reader, a keyboard and a switch', () => {
  /** The attribute a role lands in: H5 `role`, the mini-program `aria-role`. */
  const ROLE = ENV === 'weapp' ? 'aria-role' : 'role'

  onH5(
    "H5: a plain <video> with the browser's own controls (reachable and named), playing inline",
    async () => {
      await renderPage(11, watchable())
      const video = videoElement()!
      expect(video.tagName).toBe('VIDEO')
      expect(video).toHaveAttribute('controls')
      expect((video as HTMLVideoElement).playsInline || video.hasAttribute('playsinline')).toBe(true)
      expect(video).toHaveAttribute('webkit-playsinline')
      expect(mockVideo.props).toBeNull()
      expect(document.querySelector('taro-video-core')).toBeNull()
    }
  )

  onWeapp("the mini-program: the native player's own controls and centre button", async () => {
    await renderPage(11, watchable())
    expect(mockVideo.props.controls).toBe(true)
    expect(mockVideo.props.showCenterPlayBtn).toBe(true)
  })

  it('the marquee over the video is hidden from a screen reader', async () => {
    const root = bootedRoot({ user: makeMember({ id: 42, mobile: '13800138000' }) })
    root.config.save({ player: { enabled_bullet_secret: 1, bullet_secret: { text: '学员${user.id}' } } })
    await renderPage(11, watchable(), root)
    expect(screen.getByTestId('player-marquee')).toHaveAttribute('aria-hidden', 'true')
  })

  onH5('the resume note is said through the live region (the focus stays)', async () => {
    await renderPage(11, watchable(11, { watch_seconds: 12 }))
    await videoEvent('onLoadedMetaData', { duration: 120 })
    expect(document.querySelector('.a11y-announcer')?.textContent).toBe('从上次观看的 00:12 继续播放')
  })

  it('目录: each chapter a button that says whether it is open; each video a button, the playing one said', async () => {
    await renderPage(12, watchable(12, { watch_seconds: 30 }))
    const header = document.getElementById('chapter-1-header')!
    expect(header.getAttribute(ROLE)).toBe('button')
    expect(header.textContent).toBe('第一章')
    expect(header.getAttribute('aria-expanded')).toBe('true')
    await actAndSettle(() => fireEvent.click(header))
    expect(document.getElementById('chapter-1-header')!.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById('video-12')).toBeNull()
    await actAndSettle(() => fireEvent.click(document.getElementById('chapter-1-header')!))
    const row = document.getElementById('video-12')!
    expect(row.getAttribute(ROLE)).toBe('button')
    // Named by its content: the playing one starts with its icon, an image named 正在播放.
    const named = (element: HTMLElement) =>
      [...element.querySelectorAll<HTMLElement>('[aria-label], span')]
        .map((part) => part.getAttribute('aria-label') ?? part.textContent)
        .join(' ')
    expect(named(row)).toBe('正在播放 第12节 学习到 00:30 02:00')
    expect(named(document.getElementById('video-11')!)).toBe('第11节 02:00')
    if (ENV === 'h5') {
      expect(screen.getByRole('button', { name: /^正在播放\s*第12节/ })).toBe(row)
      expect(row).toHaveAttribute('aria-current')
    }
  })

  it('a failed playinfo: 加载失败，点击重试 is a button', async () => {
    await renderPage(11, { [detailKey(11)]: ok(rawVideoDetail(11)), [playKey(11)]: raw(502, '<html>') })
    expect(screen.getByTestId('player-retry').getAttribute(ROLE)).toBe('button')
  })

  it('the qualities: a group named 清晰度, the playing one pressed', async () => {
    await renderPage(
      11,
      watchable(
        11,
        {},
        playUrls(
          { url: 'https://cdn.test/sd.mp4', name: '标清' },
          { url: 'https://cdn.test/hd.mp4', name: '高清' }
        )
      )
    )
    const group = document.querySelector<HTMLElement>('.player__qualities')!
    expect(group.getAttribute(ROLE)).toBe('group')
    expect(group.getAttribute('aria-label')).toBe('清晰度')
    const pressed = () =>
      [...group.querySelectorAll('[aria-pressed]')].map((button) => [
        button.textContent,
        button.getAttribute('aria-pressed'),
      ])
    expect(pressed()).toEqual([
      ['标清', 'true'],
      ['高清', 'false'],
    ])
    await actAndSettle(() => fireEvent.click(screen.getByText('高清')))
    expect(pressed()).toEqual([
      ['标清', 'false'],
      ['高清', 'true'],
    ])
  })
})
