import { embedAddress, playSource } from '@/stores/play-source'
import { PlayerScreen, fillBulletText, type PlayerRoot } from '@/stores/player'
import { ConfigStore } from '@/stores/config-store'
import { credentials } from '@/services/credentials'
import type { Member } from '@/services/api/types'
import { ok, envelope, raw, requestMock, routeRequests, sentCalls } from '../mocks/api'
import { makeMember, wireHttp } from '../mocks/app'
import { FakeProgress, playUrls, rawVideoDetail } from '../mocks/player'
import { recorded, recordedData } from '../mocks/samples'
import { asServer } from '../mocks/server'

const detailPath = (id: number) => `GET /api/v2/video/${id}`
const playPath = (id: number) => `GET /api/v2/video/${id}/playinfo`

let clock = 0
let progress: FakeProgress
let config: ConfigStore
let spies: ReturnType<typeof wireHttp>

beforeEach(() => {
  spies = wireHttp()
  credentials.setToken('tok')
  clock = 1_000_000
  progress = new FakeProgress()
  config = new ConfigStore()
})

function makeScreen(id: unknown, user: Member | null = makeMember({ id: 42, mobile: '13800138000' })) {
  const root: PlayerRoot = { config, session: { user, loggedIn: user !== null }, progress }
  return new PlayerScreen(root, id, () => clock)
}

/** Playback as the player reports it: a timeupdate every 250 ms of wall clock from `from` to `to` at `rate`. */
function play(screen: PlayerScreen, from: number, to: number, rate = 1) {
  const commands = []
  for (let t = from; t <= to + 1e-9; t += 0.25 * rate) {
    clock += 250
    commands.push(screen.onTime(t))
  }
  return commands.filter((command) => Object.keys(command).length > 0)
}

async function loaded(
  id: number,
  detail: ReturnType<typeof rawVideoDetail>,
  urls = playUrls({ url: 'https://cdn.test/a.mp4' })
) {
  routeRequests({ [detailPath(id)]: ok(detail), [playPath(id)]: ok(urls) })
  const screen = makeScreen(String(id))
  await screen.load()
  return screen
}

describe('PlayerScreen loading', () => {
  it('an id that is not a positive whole number is invalid and asks nothing', async () => {
    routeRequests({})
    for (const id of ['abc', '0', '-3', '1.5', '', undefined, '12abc']) {
      const screen = makeScreen(id)
      expect(screen.invalid).toBe(true)
      await screen.load()
    }
    expect(requestMock).not.toHaveBeenCalled()
  })

  it('loads the video, seeds the queue with the saved position, then asks for the full play addresses', async () => {
    const screen = await loaded(11, rawVideoDetail(11, { watch_seconds: 12 }))
    expect(sentCalls()).toEqual([detailPath(11), playPath(11)])
    expect(requestMock.mock.calls[1][0].data).toEqual({ is_try: 0 })
    expect(progress.seeds).toEqual([[11, 12]])
    expect(screen.title).toBe('安全生产培训')
    expect(screen.access).toBe('full')
    expect(screen.source).toEqual({ kind: 'video', url: 'https://cdn.test/a.mp4' })
    expect(screen.resumeAt).toBe(12)
    expect(screen.takePendingSeek()).toEqual({ position: 12, resume: true })
    expect(screen.takePendingSeek()).toBeNull()
  })

  it('isTry: a learner who cannot watch a video with free_seconds gets the trial addresses', async () => {
    const screen = await loaded(11, rawVideoDetail(11, { is_watch: false, video: { free_seconds: 5 } }))
    expect(screen.access).toBe('trial')
    expect(requestMock.mock.calls[1][0].data).toEqual({ is_try: 1 })
  })

  it('cannot watch and no trial: the buy state, no playinfo call', async () => {
    const screen = await loaded(11, rawVideoDetail(11, { is_watch: false }))
    expect(screen.access).toBe('buy')
    expect(sentCalls()).toEqual([detailPath(11)])
    expect(screen.goods).toEqual({
      goods_id: 7,
      goods_name: '安全生产培训',
      goods_charge: 99,
      goods_type: 'vod',
      goods_thumb: 'https://cdn.test/course-7.png',
    })
  })

  it('a failing playinfo can be asked again; a failing detail asks for no playinfo', async () => {
    routeRequests({ [detailPath(11)]: ok(rawVideoDetail(11)), [playPath(11)]: raw(502, '<html>') })
    const screen = makeScreen('11')
    await screen.load()
    expect(screen.playInfo.state).toBe('error')
    routeRequests({
      [detailPath(11)]: ok(rawVideoDetail(11)),
      [playPath(11)]: ok(playUrls({ url: 'https://cdn.test/b.mp4' })),
    })
    await screen.retryPlayInfo()
    expect(screen.source).toEqual({ kind: 'video', url: 'https://cdn.test/b.mp4' })

    routeRequests({ [detailPath(12)]: envelope(500, '服务器错误') })
    const failing = makeScreen('12')
    await failing.load()
    expect(failing.detail.state).toBe('error')
    expect(sentCalls().slice(-1)).toEqual([detailPath(12)])
  })

  it('a missing video (code 404) goes to the error page: the detail is the primary resource', async () => {
    routeRequests({ [detailPath(11)]: envelope(404, '资源不存在') })
    await makeScreen('11').load()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
  })

  it('no resume at the start or within the last second; a trial resumes only inside its free seconds', async () => {
    expect((await loaded(11, rawVideoDetail(11, { watch_seconds: 0 }))).resumeAt).toBe(0)
    expect((await loaded(11, rawVideoDetail(11, { watch_seconds: 119 }))).resumeAt).toBe(0)
    expect((await loaded(11, rawVideoDetail(11, { watch_seconds: 118 }))).resumeAt).toBe(118)
    const trial = rawVideoDetail(11, { is_watch: false, video: { free_seconds: 30 }, watch_seconds: 40 })
    expect((await loaded(11, trial)).resumeAt).toBe(0)
  })

  it('a report still waiting in the queue (failed before a reload) is where playback resumes', async () => {
    routeRequests({
      [detailPath(11)]: ok(rawVideoDetail(11, { watch_seconds: 12 })),
      [playPath(11)]: ok(playUrls({ url: 'https://cdn.test/a.mp4' })),
    })
    progress.pending.set(11, 24)
    const screen = makeScreen('11')
    await screen.load()
    expect(screen.resumeAt).toBe(24)
    expect(screen.takePendingSeek()).toEqual({ position: 24, resume: true })
    // Once it is sent, the resume point stays where it was.
    progress.pending.delete(11)
    expect(screen.resumeAt).toBe(24)
  })

  it('empty or unusable addresses are no source; an <iframe> snippet is embedded by its http(s) src only', async () => {
    expect((await loaded(11, rawVideoDetail(11), { urls: [] })).source).toEqual({ kind: 'none' })
    const embed = await loaded(
      11,
      rawVideoDetail(11),
      playUrls({ url: '<iframe src="https://v.test/e/1?a=1&amp;b=2" onload="x()"></iframe>' })
    )
    expect(embed.source).toEqual({ kind: 'embed', url: 'https://v.test/e/1?a=1&b=2' })
    const script = await loaded(
      11,
      rawVideoDetail(11),
      playUrls({ url: '<iframe src="javascript:alert(1)"></iframe>' })
    )
    expect(script.source).toEqual({ kind: 'none' })
    expect(embedAddress("<iframe width=100 src='//v.test/x'></iframe>")).toBeNull()
    expect(embedAddress('<iframe src=http://v.test/x></iframe>')).toBe('http://v.test/x')
  })

  it('playSource: a video address, an embedded player by its src, or none', () => {
    expect(playSource(undefined)).toEqual({ kind: 'none' })
    expect(playSource('')).toEqual({ kind: 'none' })
    expect(playSource('https://v.test/1.m3u8')).toEqual({ kind: 'video', url: 'https://v.test/1.m3u8' })
    expect(playSource('  <IFRAME src="https://v.test/e"></IFRAME>')).toEqual({
      kind: 'embed',
      url: 'https://v.test/e',
    })
    expect(playSource('<iframe src="https://v.test/a b"></iframe>')).toEqual({ kind: 'none' })
  })
})

describe('PlayerScreen progress cadence', () => {
  it('reports every time the position has advanced 10 s since the last report, from the resume point', async () => {
    const screen = await loaded(11, rawVideoDetail(11, { watch_seconds: 12 }))
    play(screen, 12, 45)
    expect(progress.positions(11)).toEqual([22, 32, 42])
  })

  it('reports on pause, on end (the full length) and on hide', async () => {
    const screen = await loaded(11, rawVideoDetail(11))
    play(screen, 0, 7.5)
    screen.onPause()
    expect(progress.positions(11)).toEqual([7])
    screen.onPlay()
    play(screen, 7.5, 9)
    screen.onHide()
    expect(progress.positions(11)).toEqual([7, 9])
    play(screen, 9, 119.8)
    screen.onEnded(120)
    expect(progress.positions(11).slice(-1)).toEqual([120])
  })

  it('a pause reports where the video stopped, though the position comes in the update after the pause (H5)', async () => {
    const screen = await loaded(11, rawVideoDetail(11))
    screen.onPlay()
    play(screen, 0, 15.5, 4) // the last update before the pause: 15.5
    screen.onPause()
    screen.onTime(16.8) // Taro's throttled update, sent after 'pause'
    expect(progress.positions(11)).toEqual([10, 15, 16])
    screen.onTime(16.8) // paused: nothing new
    screen.onPlay()
    play(screen, 17, 20)
    expect(progress.positions(11)).toEqual([10, 15, 16])
  })

  it('the end report is the media length even when the last timeupdate came seconds before it (fast playback)', async () => {
    const screen = await loaded(11, rawVideoDetail(11, { video: { duration: 0 } }))
    screen.onDuration(20.04)
    play(screen, 0, 16, 16)
    screen.onEnded()
    expect(progress.positions(11).slice(-1)).toEqual([20])
  })

  it('the end of a video reaches its duration, though the media ends a little before it (MeEdu: 已看完 at duration)', async () => {
    // A 120 s video (the server's duration) whose file ends at 119.96 s: floor(119.96) = 119 never finishes it.
    const screen = await loaded(11, rawVideoDetail(11, { video: { duration: 120 } }))
    screen.onDuration(119.96)
    play(screen, 0, 119.75)
    screen.onEnded(119.96)
    expect(progress.positions(11).slice(-1)).toEqual([120])
    expect(screen.endState).toBe('next')
  })

  it('the end of a trial video is still capped at its free seconds', async () => {
    const screen = await loaded(
      11,
      rawVideoDetail(11, { is_watch: false, video: { duration: 120, free_seconds: 200 } })
    )
    play(screen, 0, 119.5)
    screen.onEnded(119.9)
    expect(progress.positions(11).slice(-1)).toEqual([120])
    // A trial cut to 30 s (cloud VOD): its end is the trial's end, never the video's duration.
    const short = await loaded(12, rawVideoDetail(12, { is_watch: false, video: { free_seconds: 30 } }))
    short.onEnded(29.9)
    expect(progress.positions(12)).toEqual([30])
  })

  it('reports nothing at 0 and nothing for a learner in the buy state', async () => {
    const screen = await loaded(11, rawVideoDetail(11))
    screen.onPause()
    screen.onHide()
    const buy = await loaded(12, rawVideoDetail(12, { is_watch: false }))
    buy.onTime(30)
    buy.onHide()
    expect(progress.reports).toEqual([])
  })

  it('disposing the screen (the page closed) reports where the learner was', async () => {
    const screen = await loaded(11, rawVideoDetail(11))
    play(screen, 0, 6)
    screen.dispose()
    expect(progress.positions(11)).toEqual([6])
  })
})

describe('PlayerScreen trial', () => {
  it('stops at free_seconds: pause, the trial message, and never a report beyond free_seconds', async () => {
    const screen = await loaded(11, rawVideoDetail(11, { is_watch: false, video: { free_seconds: 5 } }))
    const commands = play(screen, 0, 5.25)
    expect(commands[0]).toEqual({ pause: true })
    expect(screen.endState).toBe('trial')
    expect(progress.positions(11)).toEqual([5])

    // A seek past the trial is moved back to its end.
    expect(screen.onTime(60)).toEqual({ seek: 5, pause: true })
    screen.onEnded(120)
    screen.onHide()
    expect(Math.max(...progress.positions(11))).toBe(5)
    expect(screen.endState).toBe('trial')
  })
})

describe('PlayerScreen ban_drag', () => {
  it('a jump beyond the furthest position reached is undone; going back and playing on is fine', async () => {
    const screen = await loaded(11, rawVideoDetail(11, { video: { ban_drag: 1 }, watch_seconds: 12 }))
    expect(play(screen, 12, 20)).toEqual([])
    clock += 250
    expect(screen.onTime(80)).toEqual({ seek: 20, notice: 'ban-drag' })
    // Back within what was watched, then on at normal speed (and at 2×).
    clock += 250
    expect(screen.onTime(3)).toEqual({})
    expect(play(screen, 3, 25, 2)).toEqual([])
    expect(progress.positions(11).every((position) => position <= 25)).toBe(true)
  })

  it('an end reached by a seek past the last second is undone: no end report, no end message', async () => {
    const screen = await loaded(11, rawVideoDetail(11, { video: { ban_drag: 1 } }))
    play(screen, 0, 3)
    clock += 250
    expect(screen.onEnded(120)).toEqual({ seek: 3, notice: 'ban-drag' })
    expect(screen.endState).toBeNull()
    expect(progress.positions(11)).toEqual([])
    // Played to the end, it ends.
    play(screen, 3, 119.75)
    clock += 250
    expect(screen.onEnded(120)).toEqual({})
    expect(progress.positions(11).slice(-1)).toEqual([120])
  })

  it('the saved position counts as watched: seeking up to it is allowed', async () => {
    const screen = await loaded(11, rawVideoDetail(11, { video: { ban_drag: 1 }, watch_seconds: 119 }))
    clock += 250
    expect(screen.onTime(0)).toEqual({})
    clock += 250
    expect(screen.onTime(100)).toEqual({})
  })
})

describe('PlayerScreen: who may watch, from the server’s answers only', () => {
  it('v4.9.30, a VIP learner on a course a plan does not open (18c): the trial, no VIP offer, 购买课程', async () => {
    asServer('v4.9.30')
    routeRequests({
      [detailPath(5)]: recorded('v4.9.30', '18c'),
      [playPath(5)]: recorded('v4.9.30', '18d'),
    })
    const screen = makeScreen('5', makeMember({ id: 2, role_id: 1, role: { id: 1, name: '年度会员' } }))
    await screen.load()
    expect(screen.access).toBe('trial')
    expect([screen.canWatch, screen.vipFree, screen.purchasable]).toEqual([false, false, true])
    expect(screen.commentBox).toBe('buy')
  })

  it('4.9.10, the same learner and video (18c): the whole video, nothing to offer', async () => {
    routeRequests({
      [detailPath(5)]: recorded('4.9.10', '18c'),
      [playPath(5)]: recorded('4.9.10', '18d'),
    })
    const screen = makeScreen('5')
    await screen.load()
    expect(screen.access).toBe('full')
    expect(screen.canWatch).toBe(true)
    expect(screen.commentBox).toBe('open')
  })

  it('playinfo refuses (请购买后观看, 18e) although the detail let the learner in: the buy state, silently, and no reports', async () => {
    asServer('v4.9.30')
    const detail = rawVideoDetail(6, { course: { is_vip_free: 0 } })
    routeRequests({ [detailPath(6)]: ok(detail), [playPath(6)]: recorded('v4.9.30', '18e') })
    const screen = makeScreen('6')
    await screen.load()
    expect(screen.access).toBe('buy')
    expect(screen.canWatch).toBe(false)
    expect([screen.vipFree, screen.purchasable]).toEqual([false, true])
    expect(screen.playInfo.state).toBe('ready')
    expect(spies.toast).not.toHaveBeenCalled()
    play(screen, 0, 30)
    screen.onHide()
    expect(progress.reports).toEqual([])
  })

  it('v4.9.30 answers urls: [] for a video without a source: no address, not a failure', async () => {
    const screen = await loaded(11, rawVideoDetail(11), { urls: [] })
    expect(screen.playInfo.state).toBe('ready')
    expect(screen.source).toEqual({ kind: 'none' })
    expect(screen.playInfoFailure).toBeNull()
  })

  it('a failed playinfo keeps its reason for the player to say (not toasted)', async () => {
    const screen = await loaded(11, rawVideoDetail(11), undefined)
    routeRequests({ [playPath(11)]: envelope(1, '错误') })
    await screen.retryPlayInfo()
    expect(screen.playInfoFailure).toBe('错误')
    expect(spies.toast).not.toHaveBeenCalled()
  })

  it('comments on the video: closed by its is_allow_comment; a logged-out learner logs in first', async () => {
    const closed = recordedData('v4.9.30', '09')
    closed.video.is_allow_comment = 0
    routeRequests({ [detailPath(1)]: ok(closed), [playPath(1)]: recorded('v4.9.30', '09c') })
    const screen = makeScreen('1')
    await screen.load()
    expect(screen.commentBox).toBe('closed')
    routeRequests({ [detailPath(1)]: recorded('v4.9.30', '09'), [playPath(1)]: recorded('v4.9.30', '09c') })
    const loggedOut = makeScreen('1', null)
    await loggedOut.load()
    expect(loggedOut.commentBox).toBe('login')
  })

  it('a course without chapters (groups with chapter null): the next lesson follows the list', async () => {
    const detail = rawVideoDetail(21, {
      videos: { 0: [21, 22, 23].map((id) => ({ ...rawVideoDetail(id).video, chapter_id: 0 })) },
    })
    detail.chapters = []
    const screen = await loaded(21, detail)
    expect(screen.lessons.map((lesson) => lesson.id)).toEqual([21, 22, 23])
    expect(screen.nextVideo?.id).toBe(22)
  })
})

describe('PlayerScreen end and next lesson', () => {
  it('the next lesson follows the catalogue across chapters and into the videos without a chapter', async () => {
    expect((await loaded(11, rawVideoDetail(11))).nextVideo?.id).toBe(12)
    expect((await loaded(12, rawVideoDetail(12))).nextVideo?.id).toBe(13)
    expect((await loaded(13, rawVideoDetail(13))).nextVideo?.id).toBe(14)
    expect((await loaded(14, rawVideoDetail(14))).nextVideo).toBeNull()
  })

  it('end: 下一节 while there is a next lesson, the course message after the last; playing again clears it', async () => {
    const first = await loaded(12, rawVideoDetail(12))
    expect(first.endState).toBeNull()
    first.onEnded(120)
    expect(first.endState).toBe('next')
    first.onPlay()
    expect(first.endState).toBeNull()
    const last = await loaded(14, rawVideoDetail(14))
    last.onEnded(120)
    expect(last.endState).toBe('last')
  })
})

describe('PlayerScreen quality', () => {
  it('switching quality keeps the position', async () => {
    const screen = await loaded(
      11,
      rawVideoDetail(11),
      playUrls(
        { url: 'https://cdn.test/sd.mp4', name: '标清' },
        { url: 'https://cdn.test/hd.mp4', name: '高清' }
      )
    )
    screen.takePendingSeek()
    play(screen, 0, 33)
    screen.selectQuality(1)
    expect(screen.source).toEqual({ kind: 'video', url: 'https://cdn.test/hd.mp4' })
    expect(screen.takePendingSeek()).toEqual({ position: 33, resume: false })
    screen.selectQuality(5)
    expect(screen.quality).toBe(1)
  })
})

describe('PlayerScreen marquee', () => {
  it('off unless enabled_bullet_secret is 1', async () => {
    const screen = await loaded(11, rawVideoDetail(11))
    expect(screen.marquee).toBeNull()
    config.save({ player: { enabled_bullet_secret: 0, bullet_secret: { text: '${mobile}' } } })
    expect(screen.marquee).toBeNull()
  })

  it('fills ${mobile}, ${user.mobile} and ${user.id}; size 14, default colour and opacity 1 when missing', async () => {
    const screen = await loaded(11, rawVideoDetail(11))
    config.save({
      player: {
        enabled_bullet_secret: 1,
        bullet_secret: { text: '学员 ${mobile}/${user.mobile} #${user.id}' },
      },
    })
    expect(screen.marquee).toEqual({
      text: '学员 13800138000/13800138000 #42',
      size: 14,
      color: null,
      opacity: 1,
    })
    config.save({
      player: {
        enabled_bullet_secret: '1',
        bullet_secret: { text: '', size: 20, color: '#00ff00', opacity: 0.5 },
      },
    })
    expect(screen.marquee).toEqual({ text: '13800138000', size: 20, color: '#00ff00', opacity: 0.5 })
  })

  it('fillBulletText leaves unknown placeholders and works without a user', () => {
    expect(fillBulletText('${user.id}-${name}', null)).toBe('-${name}')
  })
})
