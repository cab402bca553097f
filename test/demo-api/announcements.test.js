'use strict'

// Tests for the demo API's announcements (通知公告, contract §8) and the attachments 课件中心 shows.
// Run: node --test test/demo-api/announcements.test.js

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { useServer } = require('./testing')

describe('announcements', () => {
  const s = useServer()

  it('lists 25, newest first, shape B with page and size (10 a page)', async () => {
    const first = await s.ok(s.get('/api/v2/announcements?page=1&size=10'))
    assert.deepEqual(Object.keys(first).sort(), ['data', 'total'])
    assert.equal(first.total, 25)
    assert.equal(first.data.length, 10)
    assert.deepEqual(
      first.data.map((a) => a.id),
      [25, 24, 23, 22, 21, 20, 19, 18, 17, 16]
    )
    for (const item of first.data) {
      assert.deepEqual(Object.keys(item).sort(), ['announcement', 'created_at', 'id', 'title', 'view_times'])
      assert.match(item.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    }
    const times = first.data.map((a) => Date.parse(a.created_at))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a)
    )
    const third = await s.ok(s.get('/api/v2/announcements?page=3&size=10'))
    assert.deepEqual(
      third.data.map((a) => a.id),
      [5, 4, 3, 2, 1]
    )
    assert.deepEqual((await s.ok(s.get('/api/v2/announcements?page=4&size=10'))).data, [])
    // Default size 10.
    assert.equal((await s.ok(s.get('/api/v2/announcements'))).data.length, 10)
  })

  it('seeds hostile HTML, a 100 KB body and pictures with absolute addresses', async () => {
    const { data } = await s.ok(s.get('/api/v2/announcements?page=1&size=10'))
    const hostile = data.find((a) => a.id === 24)
    for (const bad of ['<script>', 'onerror=', 'javascript:', '<iframe', 'position:fixed', 'url(']) {
      assert.ok(hostile.announcement.includes(bad), bad)
    }
    const long = data.find((a) => a.id === 23)
    assert.ok(long.announcement.length >= 100 * 1024)
    const picture = data.find((a) => a.id === 25)
    assert.match(picture.announcement, new RegExp(`<img src="${s.url}/__demo/img/slider-\\d\\.svg"`))
    assert.ok(!picture.announcement.includes('{{base}}'))
  })

  it('answers one announcement, counts the reads, and code 404 for a missing one', async () => {
    const before = (await s.ok(s.get('/api/v2/announcements'))).data.find((a) => a.id === 22)
    const one = await s.ok(s.get('/api/v2/announcement/22'))
    assert.equal(one.id, 22)
    assert.equal(one.title, before.title)
    assert.equal(one.view_times, before.view_times + 1)
    assert.equal((await s.ok(s.get('/api/v2/announcement/22'))).view_times, before.view_times + 2)
    for (const missing of ['999', '0', 'abc', '2x']) {
      const answer = await s.get(`/api/v2/announcement/${missing}`)
      assert.equal(answer.code, 404, missing)
      assert.equal(answer.message, '资源不存在')
    }
  })

  it('answers the latest, or [] once the list is emptied (until a reset)', async () => {
    assert.equal((await s.ok(s.get('/api/v2/announcement/latest'))).id, 25)
    assert.deepEqual(await s.ok(s.post('/__demo/announcements', { empty: true })), { count: 0 })
    assert.deepEqual(await s.ok(s.get('/api/v2/announcement/latest')), [])
    assert.deepEqual(await s.ok(s.get('/api/v2/announcements')), { data: [], total: 0 })
    await s.post('/__demo/reset')
    assert.equal((await s.ok(s.get('/api/v2/announcement/latest'))).id, 25)
  })
})

describe('attachments of course 4 (课件中心 types)', () => {
  const s = useServer()

  it('has Office files, a 3 GB archive, a name without extension and a picture', async () => {
    const token = await s.tokenFor({ mobile: '13800138000' })
    const detail = await s.ok(s.get('/api/v2/course/4', { token }))
    assert.equal(detail.isBuy, true)
    assert.deepEqual(
      detail.attach.map((a) => [a.id, a.name, a.extension]),
      [
        [5, '信息安全制度.docx', 'docx'],
        [6, '安全自查表.xlsx', 'xlsx'],
        [7, '安全培训课件.pptx', 'pptx'],
        [8, '培训录像原始素材.rar', 'rar'],
        [9, '安全操作说明', ''],
        [10, '机房平面图.png', 'png'],
      ]
    )
    assert.equal(detail.attach[3].size, 3 * 1024 ** 3)

    const docx = await s.request('GET', `/api/v2/course/attach/5/download?token=${token}`)
    assert.equal(docx.status, 200)
    assert.match(docx.headers['content-type'], /wordprocessingml/)
    assert.equal(docx.body.readUInt32LE(0), 0x04034b50)
    assert.equal(docx.body.length, detail.attach[0].size)
    // The 3 GB archive serves the small demo ZIP.
    const huge = await s.request('GET', `/api/v2/course/attach/8/download?token=${token}`)
    assert.equal(huge.status, 200)
    assert.equal(huge.body.readUInt32LE(0), 0x04034b50)
    const plain = await s.request('GET', `/api/v2/course/attach/9/download?token=${token}`)
    assert.match(plain.text, /安全操作说明/)
    const png = await s.request('GET', `/api/v2/course/attach/10/download?token=${token}`)
    assert.equal(png.headers['content-type'], 'image/png')
    assert.equal(png.body.subarray(1, 4).toString('latin1'), 'PNG')
  })
})
