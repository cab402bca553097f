'use strict'

// The `titles` switch (titles.js): hostile or tricky titles for the site name, course 5 with its videos and paper
// 3, everywhere the API sends them, and the seed's titles back on `seed` and after a reset.
// Run: node --test test/demo-api/titles.test.js

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { useServer } = require('./testing')
const { createDemoApi } = require('./server')
const { request } = require('./testing')
const { switchesFromEnv } = require('./switches')
const { titleSet, HOSTILE_MARKUP } = require('./titles')

const BASE = '/addons/Paper/api/v1'
/** Every video of a course detail's `videos`: groups by chapter, a JSON list (`[[…]]`) or object (PHP arrays). */
const videoList = (videos) => Object.values(videos).flat()

describe('titles switch', () => {
  const s = useServer()

  /** What the app reads as titles: config name, course 5 and its videos, paper 3 and an attempt of it. */
  async function shownTitles() {
    const token = await s.tokenFor({ mobile: '13800138000' })
    const config = await s.ok(s.get('/api/v2/other/config'))
    const course = await s.ok(s.get('/api/v2/course/5', { token }))
    const videos = videoList(course.videos)
    const video = await s.ok(s.get(`/api/v2/video/${videos[0].id}`, { token }))
    const paper = await s.ok(s.get(`${BASE}/paper/3`, { token }))
    const { record_id: recordId } = await s.ok(s.get(`${BASE}/paper/3/join`, { token }))
    const attempt = await s.ok(s.get(`${BASE}/paper/3/join/${recordId}`, { token }))
    const found = await s.ok(s.get(`/api/v3/search?keywords=${encodeURIComponent(course.course.title)}`))
    return {
      name: config.name,
      webname: config.webname,
      course: course.course.title,
      videos: videos.map((v) => v.title),
      video: video.video.title,
      paper: paper.paper.title,
      attempt: attempt.paper.title,
      searched: found.data.some((hit) => hit.resource_id === 5),
    }
  }

  it('seed (the default): the seed titles', async () => {
    assert.equal((await s.ok(s.get('/__demo/switches'))).titles, 'seed')
    const shown = await shownTitles()
    assert.equal(shown.name, '演示学堂')
    assert.equal(shown.course, '"引号" <i>斜体</i> 😀 & 测试')
    assert.equal(shown.paper, '公司制度随堂练习')
  })

  it('hostile: every title carries each payload (img onerror, svg onload, script, iframe srcdoc)', async () => {
    await s.ok(s.post('/__demo/switches', { titles: 'hostile' }))
    const shown = await shownTitles()
    const set = titleSet('hostile')
    assert.equal(shown.name, set.site)
    assert.equal(shown.webname, set.site)
    assert.equal(shown.course, set.course)
    assert.deepEqual(shown.videos, set.videos)
    assert.equal(shown.video, set.videos[0])
    assert.equal(shown.paper, set.paper)
    assert.equal(shown.attempt, set.paper)
    assert.ok(shown.searched, 'the search finds the course by its hostile title')
    for (const title of [shown.name, shown.course, ...shown.videos, shown.paper]) {
      for (const payload of HOSTILE_MARKUP) assert.ok(title.includes(payload), `${title} has ${payload}`)
      assert.match(title, /[\u4e00-\u9fff]/, 'and a readable part')
    }
  })

  it('tricky: quotes, &, <, an entity and a tag written out, emoji, as plain text', async () => {
    await s.ok(s.post('/__demo/switches', { titles: 'Tricky' }))
    const shown = await shownTitles()
    const set = titleSet('tricky')
    assert.equal(shown.name, set.site)
    assert.equal(shown.course, set.course)
    assert.deepEqual(shown.videos, set.videos)
    assert.equal(shown.attempt, set.paper)
    const all = [shown.name, shown.course, ...shown.videos, shown.paper].join(' ')
    for (const piece of ['"', "'", ' & ', '&amp;', ' < ', '<i>', '😀'])
      assert.ok(all.includes(piece), `has ${piece}`)
    assert.doesNotMatch(all, /on\w+=|<script|<svg|<img|<iframe/i, 'nothing that runs')
  })

  it('back to seed at once, and a reset returns the initial switch', async () => {
    await s.ok(s.post('/__demo/switches', { titles: 'hostile' }))
    await s.ok(s.post('/__demo/switches', { titles: 'seed' }))
    assert.equal((await shownTitles()).course, '"引号" <i>斜体</i> 😀 & 测试')
    await s.ok(s.post('/__demo/switches', { titles: 'tricky' }))
    await s.ok(s.post('/__demo/reset'))
    const shown = await shownTitles()
    assert.equal(shown.name, '演示学堂')
    assert.equal(shown.paper, '公司制度随堂练习')
    assert.equal(shown.videos.length, 2)
    assert.ok(!shown.videos.some((title) => title.includes('视频一')))
  })

  it('an unknown value is refused', async () => {
    const body = await s.post('/__demo/switches', { titles: 'evil' })
    assert.equal(body.code, 1)
    assert.match(body.message, /titles.*seed, hostile, tricky/)
  })
})

describe('titles switch as an initial option', () => {
  it('createDemoApi({switches: {titles}}) and DEMO_TITLES start with it; a reset keeps it', async () => {
    assert.deepEqual(switchesFromEnv({ DEMO_TITLES: 'hostile' }), { titles: 'hostile' })
    const api = createDemoApi({ port: 0, log: false, switches: { titles: 'hostile' } })
    const { url } = await api.listen()
    try {
      const name = async () => (await request(url, 'GET', '/api/v2/other/config')).json.data.name
      assert.equal(await name(), titleSet('hostile').site)
      await request(url, 'POST', '/__demo/reset', { json: {} })
      assert.equal(await name(), titleSet('hostile').site)
      assert.equal(api.state.courses.find((c) => c.id === 5).title, titleSet('hostile').course)
    } finally {
      await api.close()
    }
  })
})
