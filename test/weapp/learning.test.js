'use strict'
/**
 * The learning pages in the built mini-program, headless, against the demo API: the home page's view blocks,
 * the 新入职 list and its paging, a course's detail, and the player's progress reports — sent every 10 s of
 * playback, kept in wx storage while the record call fails, and sent after a restart. Run after
 * `npm run build:weapp`.
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, fire, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const PROGRESS_KEY = 'meedu-learner-progress'
const VIDEO_ID = 'player-video'

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, login, startApp } = useDemoBackend()

  test('home: the view blocks render in order, the unknown and broken ones skipped', async () => {
    const app = startApp()
    const page = await app.openPage('pages/home/index')
    await waitForText(page, '查看全部')
    const blocks = app.requests.find((r) => r.path === '/api/v2/viewBlock/page/blocks')
    assert.equal(blocks.query.platform, 'h5', 'the mini-program asks for the H5 blocks')
    assert.equal(blocks.query.page_name, 'h5-page-index')
    const text = textOf(page)
    // The 公众号 card and the course groups, in the server's order.
    const groups = app.answers
      .get('/api/v2/viewBlock/page/blocks')[0]
      .data.filter(
        (b) => b.sign === 'h5-vod-v1' && Array.isArray(b.config_render.items) && b.config_render.items.length
      )
      .map((b) => b.config_render.title)
    assert.ok(groups.length >= 2)
    let at = -1
    for (const title of groups) {
      const next = text.indexOf(title)
      assert.ok(next > at, `course group "${title}" shown after the previous one`)
      at = next
    }
    assert.ok(text.includes('关注'), 'the 公众号 card')
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('新入职: the first page of courses, then the next page on reach-bottom', async () => {
    const app = startApp()
    const page = await app.openPage('packages/learning/vod/index')
    await waitFor(() => app.requests.some((r) => r.path === '/api/v2/courses'))
    const first = () => app.answers.get('/api/v2/courses')?.[0]?.data?.data
    await waitFor(first)
    await waitForText(page, first()[0].title)
    assert.ok(textOf(page).includes(first()[9].title), 'ten courses on the first page')
    page.onReachBottom()
    await waitFor(() => app.answers.get('/api/v2/courses')?.[1])
    const second = app.answers.get('/api/v2/courses')[1].data.data
    await waitForText(page, second[0].title)
    const pages = app.requests
      .filter((r) => r.path === '/api/v2/courses')
      .map((r) => [r.query.page, r.query.page_size])
    assert.deepEqual(pages, [
      ['1', '10'],
      ['2', '10'],
    ])
  })

  test('course detail: title, price, the catalogue with chapters and durations', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage('packages/learning/vod/detail/index', { id: '1', tab: 'catalogue' })
    await waitForText(page, '新员工入职指南')
    const detail = app.answers.get('/api/v2/course/1')[0].data
    const text = () => textOf(page)
    assert.ok(text().includes('免费'))
    await waitFor(() => text().includes(detail.chapters[0].title))
    assert.ok(text().includes(detail.chapters[1].title))
    assert.ok(text().includes('无章节内容'), 'videos without a chapter have their own group')
    assert.match(text(), /\d\d:\d\d/, 'durations as mm:ss')
  })

  test('player: a report every 10 s of playback, kept in storage while the record call fails, sent after a restart', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage('packages/learning/vod/video/index', { id: '1' })
    await waitFor(() => {
      try {
        return fire(page, VIDEO_ID, 'timeupdate', { currentTime: 12, duration: 30 }) !== false
      } catch {
        return false
      }
    })
    const records = async () => (await control('GET', '/__demo/records?user=1')).calls

    // Playback from the saved 12 s: nothing before 10 s more, then 22.
    fire(page, VIDEO_ID, 'timeupdate', { currentTime: 15, duration: 30 })
    await app.settled()
    assert.deepEqual(
      (await records()).map((c) => c.duration),
      [],
      'nothing reported before the position advanced 10 s'
    )
    fire(page, VIDEO_ID, 'timeupdate', { currentTime: 22, duration: 30 })
    await waitFor(async () => (await records()).length === 1)
    assert.deepEqual(
      (await records()).map((c) => [c.video_id, Number(c.duration), c.accepted]),
      [[1, 22, true]]
    )

    // The record call fails: the position waits in wx storage.
    await control('POST', '/__demo/switches', { recordFail: true })
    fire(page, VIDEO_ID, 'timeupdate', { currentTime: 28, duration: 30 })
    fire(page, VIDEO_ID, 'pause', {})
    await waitFor(async () => (await records()).some((c) => !c.accepted))
    await waitFor(() => {
      const saved = JSON.parse(app.storage.get(PROGRESS_KEY) || '{}')
      return (saved.pending || []).some((e) => e.video === 1 && e.position === 28)
    })

    // The app is closed and started again, with the network back: the missed position arrives.
    const storage = Object.fromEntries(app.storage)
    app.close()
    await control('POST', '/__demo/switches', { recordFail: false })
    const again = startApp({ storage })
    await again.openPage('pages/home/index')
    await waitFor(async () => (await records()).some((c) => c.accepted && Number(c.duration) === 28), {
      describe: () => 'the position kept during the failure was not sent after the restart',
    })
    const accepted = (await records()).filter((c) => c.accepted).map((c) => Number(c.duration))
    assert.deepEqual(accepted, [22, 28], 'each position acknowledged once, in order')
    const stored = await control('GET', '/__demo/records?user=1')
    assert.equal(stored.watch_seconds['1'] ?? stored.watch_seconds[1], 28)
  })
}
