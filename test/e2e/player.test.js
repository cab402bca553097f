'use strict'
// The player page /vod/video against the demo API: resume and record, HLS (native, and hls.js where the
// browser has no native HLS), the trial's end, ban_drag, the next lesson, and progress that survives a failure
// and a reload. Playback is sped up with `video.playbackRate` instead of waiting.
//
// Debian's Chromium (156) decodes H.264/AAC MP4 and plays HLS natively (`canPlayType('application/
// vnd.apple.mpegurl')` is 'maybe'), so the hls.js path is tested by hiding native HLS from the page.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E } = require('./support')

const e2e = setupE2E()

const LEARNER = { mobile: '13800138000' } // learner 1

/** What the demo API received and stored for learner 1. */
async function records() {
  const response = await fetch(`${e2e.apiUrl}/__demo/records?user=1`)
  return (await response.json()).data
}

const durationsFor = async (videoId) =>
  (await records()).calls.filter((call) => call.video_id === videoId).map((call) => call.duration)

async function waitUntil(check, what, { timeout = 15000, interval = 100 } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}

/** The page's <video> (Taro's H5 player renders one inside taro-video-core). */
const videoState = (page) =>
  page.evaluate(() => {
    const video =
      document.querySelector('.taro_page:not([style*="display: none"]) video') ||
      document.querySelector('video')
    return video
      ? {
          currentTime: video.currentTime,
          paused: video.paused,
          src: video.currentSrc || video.src,
          ready: video.readyState,
          duration: video.duration,
        }
      : null
  })

/** Play muted (no user gesture in a test) at `rate`. */
const play = (page, rate = 1) =>
  page.evaluate(async (playbackRate) => {
    const video = document.querySelector('video')
    video.muted = true
    video.playbackRate = playbackRate
    await video.play()
  }, rate)

const pause = (page) => page.evaluate(() => document.querySelector('video').pause())

async function openPlayer(page, id) {
  await e2e.login(page, LEARNER)
  await e2e.gotoApp(page, `/vod/video?id=${id}`)
}

async function waitForVideo(page) {
  await page.waitForSelector('video', { state: 'attached', timeout: 10000 })
  return waitUntil(async () => {
    const state = await videoState(page)
    return state && state.ready >= 1 ? state : null
  }, 'the video metadata')
}

test('video 1 resumes at 12 s, says so, and records every 10 s and on pause', async () => {
  const page = await e2e.newPage()
  await openPlayer(page, 1)
  await e2e.waitForText(page, '从上次观看的 00:12 继续播放')
  await waitForVideo(page)
  await waitUntil(async () => Math.abs((await videoState(page)).currentTime - 12) < 0.5, 'the seek to 12 s')
  assert.equal(await page.title(), '新员工入职指南')
  await e2e.screenshot(page, 'player-resume')

  await play(page, 4)
  await waitUntil(async () => (await durationsFor(1)).includes(22), 'a record of 22 s')
  await pause(page)
  const { currentTime } = await videoState(page)
  await waitUntil(
    async () => (await durationsFor(1)).includes(Math.floor(currentTime)),
    'the record on pause'
  )
  const durations = await durationsFor(1)
  assert.deepEqual(
    durations.filter((d) => d <= 22),
    [22],
    `nothing before 22 s (from 12), got ${durations}`
  )
  assert.ok(
    durations.every((d, i) => i === 0 || d > durations[i - 1]),
    `never the same or lower: ${durations}`
  )
  assert.equal((await records()).watch_seconds['1'], Math.floor(currentTime))
})

test('video 2 (HLS) plays natively in Chromium: no hls.js chunk is loaded', async () => {
  const page = await e2e.newPage()
  const scripts = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await openPlayer(page, 2)
  const state = await waitForVideo(page)
  assert.match(state.src, /\.m3u8$/)
  await play(page, 2)
  await waitUntil(async () => (await videoState(page)).currentTime > 3, 'HLS playback past 3 s')
  assert.deepEqual(
    scripts.filter((url) => /\/hls\./.test(url)),
    []
  )
})

test('without native HLS, hls.js is loaded on demand as its own chunk and plays the stream', async () => {
  const page = await e2e.newPage()
  await page.addInitScript(() => {
    const original = HTMLMediaElement.prototype.canPlayType
    HTMLMediaElement.prototype.canPlayType = function (type) {
      return /mpegurl/i.test(type) ? '' : original.call(this, type)
    }
  })
  const scripts = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await openPlayer(page, 2)
  const state = await waitForVideo(page)
  assert.match(state.src, /^blob:/, 'hls.js feeds the video through Media Source Extensions')
  await play(page, 2)
  await waitUntil(async () => (await videoState(page)).currentTime > 3, 'hls.js playback past 3 s')
  assert.equal(scripts.filter((url) => /\/hls\.[0-9a-f]+\.js$/.test(url)).length, 1, scripts.join('\n'))
})

test('course 3 trial: playback stops at 5 s with the trial message, and nothing past 5 s is recorded', async () => {
  const page = await e2e.newPage()
  await openPlayer(page, 8)
  await waitForVideo(page)
  await play(page, 2)
  await e2e.waitForText(page, '试看结束，购买课程观看所有视频', { timeout: 10000 })
  const state = await videoState(page)
  assert.ok(state.paused, 'paused at the end of the trial')
  assert.ok(state.currentTime <= 6, `stopped near 5 s, at ${state.currentTime}`)
  await e2e.waitForText(page, '购买课程 ￥199')
  await e2e.screenshot(page, 'player-trial')
  // A seek past the trial is moved back.
  await page.evaluate(() => {
    document.querySelector('video').currentTime = 20
  })
  await waitUntil(async () => (await videoState(page)).currentTime <= 6, 'the seek back to the trial end')
  await waitUntil(async () => (await durationsFor(8)).length > 0, 'the trial record')
  assert.ok(
    (await durationsFor(8)).every((d) => d <= 5),
    `${await durationsFor(8)}`
  )

  await e2e.tap(page, '#player-subscribe')
  const route = await e2e.waitForRoute(page, /^\/order\?/)
  const query = Object.fromEntries(new URLSearchParams(route.split('?')[1]))
  assert.equal(query.goods_id, '3')
  assert.equal(query.goods_type, 'vod')
  assert.equal(query.goods_label, '点播课程')
  assert.equal(query.goods_charge, '199')
})

test('course 4 ban_drag: a jump ahead goes back with 该视频禁止拖动', async () => {
  const page = await e2e.newPage()
  await openPlayer(page, 12)
  await waitForVideo(page)
  await play(page, 1)
  await waitUntil(async () => (await videoState(page)).currentTime > 2, 'playback past 2 s')
  await page.evaluate(() => {
    document.querySelector('video').currentTime = 25
  })
  await e2e.waitForToast(page, '该视频禁止拖动')
  const state = await videoState(page)
  assert.ok(state.currentTime < 8, `moved back, at ${state.currentTime}`)
  await e2e.screenshot(page, 'player-ban-drag')
  // The jump past the end (the video is 20 s) counted for nothing: no end message, no end record.
  assert.ok(!(await e2e.bodyText(page)).includes('恭喜您已经学完本套课程！'))
  await pause(page)
  await waitUntil(async () => (await durationsFor(12)).length > 0, 'the record on pause')
  assert.ok(
    (await durationsFor(12)).every((d) => d < 8),
    `${await durationsFor(12)}`
  )
})

test('the end of video 3 offers 下一节 → video 4; the end of video 4 congratulates', async () => {
  const page = await e2e.newPage()
  await openPlayer(page, 3)
  await waitForVideo(page)
  await play(page, 16)
  await e2e.waitForText(page, '下一节', { timeout: 10000 })
  await waitUntil(async () => (await durationsFor(3)).some((d) => d >= 19), 'the end record of video 3')
  await e2e.tap(page, '#player-next')
  await e2e.waitForRoute(page, '/vod/video?id=4')
  await waitForVideo(page)
  await play(page, 16)
  await e2e.waitForText(page, '恭喜您已经学完本套课程！', { timeout: 15000 })
  await e2e.screenshot(page, 'player-course-end')
})

test('a record that fails is kept across a reload, sent once the network is back, and resumed from', async () => {
  const page = await e2e.newPage({ allow: [/503/, /Failed to load resource/] })
  await openPlayer(page, 1)
  await waitForVideo(page)
  await waitUntil(async () => Math.abs((await videoState(page)).currentTime - 12) < 0.5, 'the seek to 12 s')
  await e2e.setSwitches({ recordFail: true })
  await play(page, 4)
  await waitUntil(async () => (await durationsFor(1)).includes(22), 'the failing record of 22 s')
  await pause(page)
  const missed = Math.floor((await videoState(page)).currentTime)
  await waitUntil(async () => (await durationsFor(1)).includes(missed), 'the failing record on pause')
  assert.equal((await records()).watch_seconds['1'], 12, 'the server kept nothing')

  await page.reload()
  await waitForVideo(page)
  await e2e.waitForText(page, `从上次观看的 00:${String(missed).padStart(2, '0')} 继续播放`)

  await e2e.setSwitches({ recordFail: false })
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await waitUntil(
    async () => (await records()).watch_seconds['1'] === missed,
    `the missed ${missed} s stored`
  )

  await page.reload()
  await waitForVideo(page)
  await waitUntil(
    async () => Math.abs((await videoState(page)).currentTime - missed) < 0.5,
    `resumed at ${missed} s`
  )
})

test('the tabs under the player show their content: 目录, 评论 with the comment box, 课件 with the files', async () => {
  const page = await e2e.newPage()
  await openPlayer(page, 1)
  await waitForVideo(page)
  const onScreen = async (selector) => {
    const box = await e2e.visible(page, selector).first().boundingBox()
    return box !== null && box.x >= 0 && box.x + box.width <= 376 && box.width > 0
  }
  await e2e.visible(page, '.nut-tabs-titles-item').filter({ hasText: '评论' }).click()
  await e2e.visible(page, '.course-comments__composer').waitFor()
  assert.ok(await onScreen('.course-comments__composer'), 'the comment box is on screen')
  assert.ok(await onScreen('.course-comments'), 'the thread is on screen, not slid away')

  await e2e.visible(page, '.nut-tabs-titles-item').filter({ hasText: '课件' }).click()
  await e2e.waitForText(page, '员工手册')
  const attachment = page.getByText('员工手册', { exact: false }).first()
  const box = await attachment.boundingBox()
  assert.ok(box && box.x >= 0 && box.x < 375, `the first file is on screen (${JSON.stringify(box)})`)
  await e2e.screenshot(page, 'player-tab-attachments')
})
