'use strict'

// The demo's catalogue as MeEdu 4.9.10 and as v4.9.30 (switch `meedu`): PHP arrays as JSON, the time forms, the
// course and video fields of each release, who may watch (is_vip_free), play info, progress, the home page routes,
// search, attachments and the routes v4.9.30 removed. Contract: docs meedu-api.md §1.6, §1.7, §2.2, §5, §7 and
// meedu-api-4.9.30.md §3, §7, §8, §9, §11; the recorded answers are replayed by contract.test.js.

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { useServer } = require('./testing')
const {
  phpArray,
  groupInOrder,
  chinaTime,
  chinaLocalString,
  utcLocalString,
  phpBoolSort,
} = require('./lib/php')

const LEARNER = { mobile: '13800138000' } // learner 1: bought 2 and 4
const NOBODY = { mobile: '13900139000' } // learner 2: nothing
const MANY = { mobile: '13300133000' } // learner 4: 13 s on video 39 (course 16)
const OWNER = { mobile: '13200132000' } // learner 5: bought course 12, not started
const VIP = { mobile: '13800138001' } // learner 6: active VIP, owns nothing

const CHINA_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/
const LOCAL_T = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/
const UTC_Z = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/
const ROUTE_GONE = { code: 404, message: '路由不存在', data: [] }

const allVideos = (videos) => Object.values(videos).flat()

/** A server per describe block; `release(r)` switches it to 4.9.10 or 4.9.30 (a reset goes back to 4.9.10). */
function useRelease(options) {
  const s = useServer(options)
  s.release = async (release, more = {}) => s.ok(s.post('/__demo/switches', { meedu: release, ...more }))
  return s
}

describe('lib/php.js: what PHP makes of arrays and times', () => {
  it('encodes a keyed array as a list only for the keys 0…n-1 in order, [] when empty', () => {
    assert.deepEqual(phpArray([]), [])
    assert.deepEqual(phpArray([[0, ['a', 'b']]]), [['a', 'b']])
    assert.deepEqual(
      phpArray([
        [0, 'x'],
        [1, 'y'],
        [2, 'z'],
      ]),
      ['x', 'y', 'z']
    )
    // Chapters 1 and 2, then the unchaptered (key 0): an object. So is 0 without 1.
    assert.deepEqual(
      phpArray([
        [1, 'a'],
        [2, 'b'],
        [0, 'c'],
      ]),
      { 0: 'c', 1: 'a', 2: 'b' }
    )
    assert.deepEqual(
      phpArray([
        [0, 'a'],
        [2, 'b'],
      ]),
      { 0: 'a', 2: 'b' }
    )
    assert.deepEqual(phpArray([[7, 'v']]), { 7: 'v' })
  })

  it('groups in the order of each group’s first item', () => {
    const groups = groupInOrder([{ c: 2 }, { c: 0 }, { c: 2 }, { c: 1 }], (item) => item.c)
    assert.deepEqual(
      groups.map(([key, items]) => [key, items.length]),
      [
        [2, 2],
        [0, 1],
        [1, 1],
      ]
    )
  })

  it('writes China wall-clock time without a zone, and toDateTimeLocalString in either zone', () => {
    const at = Date.parse('2026-12-03T09:06:56Z')
    assert.equal(chinaTime(at), '2026-12-03 17:06:56')
    assert.equal(chinaLocalString(at), '2026-12-03T17:06:56')
    assert.equal(utcLocalString(at), '2026-12-03T09:06:56')
    assert.equal(chinaTime(Date.parse('2026-12-31T16:30:00Z')), '2027-01-01 00:30:00')
    assert.equal(chinaTime(null), null)
  })

  it('sorts as PHP 8 with a bool comparator: equal items come out 3,1,2,0 (sample 19), ordered ones stay', () => {
    const gte = (a, b) => a >= b
    assert.deepEqual(
      phpBoolSort([5, 5, 5, 5], gte).map(([key]) => key),
      [3, 1, 2, 0]
    )
    assert.deepEqual(
      phpBoolSort([1, 2, 3, 4, 5], gte).map(([key]) => key),
      [0, 1, 2, 3, 4]
    )
    assert.deepEqual(
      phpBoolSort([3, 1, 2], gte).map(([, value]) => value),
      [1, 2, 3]
    )
    assert.deepEqual(
      phpBoolSort([9, 8, 7, 6, 5, 4, 3], gte).map(([, value]) => value),
      [3, 4, 5, 6, 7, 8, 9]
    )
  })
})

describe('catalogue on both releases: PHP arrays and time forms', () => {
  const s = useRelease()

  for (const release of ['4.9.10', '4.9.30']) {
    it(`${release}: a course without chapters answers videos [[…]], in course and video detail`, async () => {
      await s.release(release)
      for (const who of [undefined, LEARNER]) {
        const token = who && (await s.tokenFor(who))
        const course = await s.ok(s.get('/api/v2/course/2', { token }))
        assert.ok(Array.isArray(course.videos), 'a JSON list')
        assert.equal(course.videos.length, 1)
        assert.deepEqual(
          course.videos[0].map((v) => v.id),
          [5, 6, 7]
        )
        assert.deepEqual(course.chapters, [])
        const video = await s.ok(s.get('/api/v2/video/6', { token }))
        assert.deepEqual(
          video.videos.map((group) => group.map((v) => v.id)),
          [[5, 6, 7]]
        )
      }
    })

    it(`${release}: chapters make an object keyed by chapter id (key 0 for the unchaptered), none makes []`, async () => {
      await s.release(release)
      const one = await s.ok(s.get('/api/v2/course/1'))
      assert.ok(!Array.isArray(one.videos))
      assert.deepEqual(Object.keys(one.videos), ['0', '1', '2'])
      assert.deepEqual(
        one.videos['0'].map((v) => v.id),
        [4]
      )
      const sixteen = await s.ok(s.get('/api/v2/course/16'))
      assert.deepEqual(Object.keys(sixteen.videos), sixteen.chapters.map((c) => String(c.id)).sort())
      assert.deepEqual((await s.ok(s.get('/api/v2/course/7'))).videos, [])
      // The progress map: [] without a record, an object keyed by video id with one.
      assert.deepEqual(one.videoWatchedProgress, [])
      const mine = await s.ok(s.get('/api/v2/course/1', { token: await s.tokenFor(LEARNER) }))
      assert.deepEqual(Object.keys(mine.videoWatchedProgress), ['1'])
    })

    it(`${release}: raw columns are zone-less China time, Eloquent timestamps end in Z`, async () => {
      await s.release(release)
      const token = await s.tokenFor(LEARNER)
      await s.ok(s.post('/api/v2/video/1/record', { duration: 30 }, { token })) // to its end: watched
      const detail = await s.ok(s.get('/api/v2/course/1', { token }))
      assert.match(detail.course.published_at, CHINA_TIME)
      for (const video of allVideos(detail.videos)) assert.match(video.published_at, CHINA_TIME)
      const record = detail.videoWatchedProgress['1']
      assert.match(record.watched_at, CHINA_TIME)
      assert.match(record.created_at, UTC_Z)
      assert.match(record.updated_at, UTC_Z)
      assert.equal(record.deleted_at, null)
      // The same moment, 8 hours apart on the wall clock.
      const watchedAt = Date.parse(`${record.watched_at.replace(' ', 'T')}+08:00`)
      assert.ok(Math.abs(watchedAt - Date.parse(record.updated_at)) < 2000)

      const list = await s.ok(s.get('/api/v2/courses'))
      assert.match(list.data[0].published_at, CHINA_TIME)
      const bought = await s.ok(s.get('/api/v3/member/courses', { token }))
      assert.ok(bought.data.every((item) => CHINA_TIME.test(item.created_at)))

      // Video 3 (20 s) watched to its end in one report: its record is created and finished at once.
      await s.ok(s.post('/api/v2/video/3/record', { duration: 20 }, { token }))
      const learned = await s.ok(s.get('/api/v3/member/learned/course/1', { token }))
      const watched = Object.values(learned).find((v) => v.id === 3).watch_record
      assert.match(watched.watched_at, LOCAL_T)
      assert.match(watched.created_at, LOCAL_T)
      assert.match(Object.values(learned)[0].published_at, CHINA_TIME)
      // watched_at is China wall-clock, created_at UTC wall-clock (sample 19c): the same moment, 8 h apart.
      const gap = Date.parse(`${watched.watched_at}Z`) - Date.parse(`${watched.created_at}Z`)
      assert.ok(Math.abs(gap - 8 * 3600 * 1000) < 2000, `gap ${gap}`)
    })

    it(`${release}: learned/course is an object keyed by the old index when the sort moved videos`, async () => {
      await s.release(release)
      const token = await s.tokenFor(MANY)
      // Course 16's four videos share one published_at: PHP's bool sort leaves them 3,1,2,0 (sample 19).
      const together = await s.ok(s.get('/api/v3/member/learned/course/16', { token }))
      assert.ok(!Array.isArray(together))
      assert.deepEqual(
        Object.entries(together).map(([key, video]) => [key, video.id]),
        [
          ['0', 39],
          ['1', 40],
          ['2', 41],
          ['3', 42],
        ]
      )
      assert.equal(together['0'].watch_record.watch_seconds, 13)
      assert.equal(together['0'].watch_record.watched_at, null)
      assert.equal(together['1'].watch_record, null)
      // Course 1's videos were published one after the other: the sort changes nothing, a list.
      const inOrder = await s.ok(s.get('/api/v3/member/learned/course/1', { token }))
      assert.ok(Array.isArray(inOrder))
      assert.deepEqual(
        inOrder.map((v) => v.id),
        [1, 2, 3, 4]
      )
    })

    it(`${release}: block course items and the category tree have the recorded fields`, async () => {
      await s.release(release)
      const path =
        release === '4.9.10'
          ? '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index'
          : '/api/v2/decorationPage/blocks?page_name=h5-page-index'
      const blocks = await s.ok(s.get(path))
      const items = blocks.find((b) => b.sign === 'h5-vod-v1').config_render.items
      for (const item of items) {
        assert.deepEqual(Object.keys(item).sort(), [
          'category',
          'category_id',
          'charge',
          'created_at',
          'id',
          'is_free',
          'is_rec',
          'published_at',
          'short_description',
          'thumb',
          'title',
          'user_count',
        ])
        assert.match(item.published_at, CHINA_TIME)
        assert.match(item.created_at, UTC_Z)
      }
      const tree = await s.ok(s.get('/api/v2/course_categories'))
      assert.deepEqual(Object.keys(tree[0]).sort(), ['children', 'id', 'name', 'parent_id'])
    })
  }
})

describe('v4.9.30 course and video fields', () => {
  const s = useRelease()
  const FLAGS = ['is_allow_comment', 'is_vip_free']

  it('4.9.10 has neither is_vip_free nor is_allow_comment', async () => {
    const token = await s.tokenFor(LEARNER)
    const list = await s.ok(s.get('/api/v2/courses'))
    const detail = await s.ok(s.get('/api/v2/course/1', { token }))
    const video = await s.ok(s.get('/api/v2/video/1', { token }))
    for (const object of [
      list.data[0],
      detail.course,
      video.course,
      video.video,
      ...allVideos(detail.videos),
    ]) {
      for (const flag of FLAGS) assert.ok(!(flag in object), flag)
    }
  })

  it('v4.9.30: course objects carry both flags, video objects is_allow_comment, block and v3 list items neither', async () => {
    await s.release('4.9.30')
    const token = await s.tokenFor(LEARNER)
    const list = await s.ok(s.get('/api/v2/courses?page_size=100'))
    const detail = await s.ok(s.get('/api/v2/course/1', { token }))
    const video = await s.ok(s.get('/api/v2/video/1', { token }))
    const mine = await s.ok(s.get('/api/v2/member/courses', { token }))
    const found = await s.ok(s.get('/api/v2/search?keywords=%E5%85%A5%E9%97%A8'))
    for (const course of [...list.data, detail.course, video.course, ...mine.data, ...found.data]) {
      assert.deepEqual(
        FLAGS.map((flag) => typeof course[flag]),
        ['number', 'number'],
        `course ${course.id}`
      )
    }
    for (const v of [video.video, ...allVideos(detail.videos), ...allVideos(video.videos)]) {
      assert.equal(v.is_allow_comment, 1)
      assert.ok(!('is_vip_free' in v))
    }
    const blocks = await s.ok(s.get('/api/v2/decorationPage/blocks?page_name=h5-page-index'))
    for (const item of blocks.find((b) => b.sign === 'h5-vod-v1').config_render.items) {
      for (const flag of FLAGS) assert.ok(!(flag in item), flag)
    }
    const v3 = await s.ok(s.get('/api/v3/member/courses', { token }))
    for (const flag of FLAGS) assert.ok(!(flag in v3.data[0].course), flag)

    // The seeds: course 10 is VIP-free; courses 4 (bought by learner 1) and 20 (free) and their videos refuse comments.
    const byId = Object.fromEntries(list.data.map((c) => [c.id, c]))
    assert.equal(byId[10].is_vip_free, 1)
    assert.equal(list.data.filter((c) => c.is_vip_free === 1).length, 1)
    assert.equal(byId[20].is_allow_comment, 0)
    assert.deepEqual(
      list.data.filter((c) => c.is_allow_comment === 0).map((c) => c.id),
      [4, 20].filter((id) => id in byId)
    )
    const twenty = await s.ok(s.get('/api/v2/course/20'))
    assert.equal(twenty.course.is_allow_comment, 0)
    assert.ok(allVideos(twenty.videos).every((v) => v.is_allow_comment === 0))
  })
})

describe('who may watch: the VIP learner on both releases', () => {
  const s = useRelease()

  it('4.9.10: an active VIP studies every paid course', async () => {
    const token = await s.tokenFor(VIP)
    const member = await s.ok(s.get('/api/v2/member/detail', { token }))
    assert.equal(member.role_id, 3)
    assert.equal(member.role.name, '年度会员')
    for (const id of [3, 6, 10])
      assert.equal((await s.ok(s.get(`/api/v2/course/${id}`, { token }))).isBuy, true)
    assert.equal((await s.ok(s.get('/api/v2/video/15', { token }))).is_watch, true)
    assert.ok((await s.ok(s.get('/api/v2/video/15/playinfo?is_try=0', { token }))).urls.length > 0)
    assert.deepEqual(await s.ok(s.post('/api/v2/video/8/record', { duration: 20 }, { token })), [])
    const records = await s.ok(s.get('/__demo/records?user=6'))
    assert.equal(records.watch_seconds['8'], 20)
  })

  it('v4.9.30: a VIP studies only courses with is_vip_free 1', async () => {
    await s.release('4.9.30')
    const token = await s.tokenFor(VIP)
    assert.equal((await s.ok(s.get('/api/v2/course/3', { token }))).isBuy, false)
    assert.equal((await s.ok(s.get('/api/v2/course/10', { token }))).isBuy, true)
    assert.equal((await s.ok(s.get('/api/v2/video/8', { token }))).is_watch, false)
    assert.equal((await s.ok(s.get('/api/v2/video/21', { token }))).is_watch, true)

    // Full play on the VIP-free course, a trial where there is one, refusal elsewhere.
    assert.equal((await s.ok(s.get('/api/v2/video/21/playinfo', { token }))).urls.length, 1)
    assert.equal((await s.ok(s.get('/api/v2/video/8/playinfo?is_try=0', { token }))).urls.length, 2)
    assert.deepEqual(await s.get('/api/v2/video/15/playinfo?is_try=1', { token }), {
      code: 1,
      message: '请购买后观看',
      data: [],
    })

    // Progress: refused without access, capped at the trial, whole on the VIP-free course.
    assert.deepEqual(await s.post('/api/v2/video/15/record', { duration: 10 }, { token }), {
      code: 1,
      message: '无权限观看此视频',
      data: [],
    })
    await s.ok(s.post('/api/v2/video/8/record', { duration: 20 }, { token }))
    await s.ok(s.post('/api/v2/video/21/record', { duration: 20 }, { token }))
    const records = await s.ok(s.get('/__demo/records?user=6'))
    assert.deepEqual(records.watch_seconds, { 8: 5, 21: 20 })
    const course3 = await s.ok(s.get('/api/v2/course/3', { token }))
    assert.equal(course3.videoWatchedProgress['8'].watch_seconds, 5)

    // Buying still opens a course, and a learner without a plan is unaffected by is_vip_free.
    const other = await s.tokenFor(NOBODY)
    assert.equal((await s.ok(s.get('/api/v2/course/10', { token: other }))).isBuy, false)
    assert.equal((await s.ok(s.get('/api/v2/course/2', { token: await s.tokenFor(LEARNER) }))).isBuy, true)
  })

  it('the VIP plan ends at a zone-less China 12:00:00 a year ahead, and an expired plan opens nothing', async () => {
    const token = await s.tokenFor(VIP)
    const { users } = s.api.state
    const vip = users.find((u) => u.id === 6)
    assert.equal(new Date(vip.role_expired_at + 8 * 3600 * 1000).toISOString().slice(11, 19), '12:00:00')
    assert.ok(vip.role_expired_at > Date.now() + 300 * 24 * 3600 * 1000)
    vip.role_expired_at = Date.now() - 1000
    assert.equal((await s.ok(s.get('/api/v2/course/3', { token }))).isBuy, false)
  })
})

describe('play info on both releases', () => {
  const s = useRelease()

  it('4.9.10: a raw address is named "" with duration 0, a trial needs is_try, no source is 错误', async () => {
    const token = await s.tokenFor(LEARNER)
    const raw = await s.ok(s.get('/api/v2/video/3/playinfo?is_try=0', { token }))
    assert.deepEqual(
      raw.urls.map((u) => [u.name, u.duration, u.format]),
      [['', 0, 'mp4']]
    )
    const vod = await s.ok(s.get('/api/v2/video/1/playinfo?is_try=0', { token }))
    assert.deepEqual(
      vod.urls.map((u) => u.name),
      ['标清', '高清']
    )
    assert.equal((await s.get('/api/v2/video/8/playinfo', { token })).message, '请购买后观看')
    assert.deepEqual(await s.get('/api/v2/video/115/playinfo?is_try=0', { token }), {
      code: 1,
      message: '错误',
      data: [],
    })
  })

  it('v4.9.30: is_try is ignored, a raw address is named 默认, no source gives urls []', async () => {
    await s.release('4.9.30')
    const token = await s.tokenFor(LEARNER)
    const raw = await s.ok(s.get('/api/v2/video/3/playinfo', { token }))
    assert.deepEqual(
      raw.urls.map((u) => [u.name, u.duration]),
      [['默认', 0]]
    )
    // Course 3 is not bought: the server gives the trial by itself.
    assert.ok((await s.ok(s.get('/api/v2/video/8/playinfo', { token }))).urls.length > 0)
    assert.deepEqual(await s.ok(s.get('/api/v2/video/115/playinfo', { token })), { urls: [] })
    const iframe = await s.ok(s.get('/api/v2/video/14/playinfo', { token }))
    assert.equal(iframe.urls[0].name, '默认')
  })
})

describe('home page: viewBlock (4.9.10) and decorationPage (v4.9.30)', () => {
  const s = useRelease()
  const VIEW_BLOCK = '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index'
  const DECORATION = '/api/v2/decorationPage/blocks?page_name=h5-page-index'

  it('4.9.10: viewBlock for H5 and PC; decorationPage does not exist', async () => {
    const h5 = await s.ok(s.get(VIEW_BLOCK))
    assert.ok(
      h5.every((b) => b.platform === 'h5' && b.page === 'h5-page-index' && !('decoration_page_id' in b))
    )
    const pc = await s.ok(s.get('/api/v2/viewBlock/page/blocks?platform=PC&page_name=pc-page-index'))
    assert.deepEqual(
      pc.map((b) => [b.platform, b.page, b.sign]),
      [['pc', 'pc-page-index', 'pc-vod-v1']]
    )
    assert.ok(pc[0].config_render.items.length > 0)
    assert.deepEqual(
      await s.ok(s.get('/api/v2/viewBlock/page/blocks?platform=pc&page_name=h5-page-index')),
      []
    )
    assert.deepEqual(await s.get(DECORATION), ROUTE_GONE)
  })

  it('v4.9.30: decorationPage gives the same blocks with decoration_page_id, platform and page empty', async () => {
    const old = await s.ok(s.get(VIEW_BLOCK))
    await s.release('4.9.30')
    const blocks = await s.ok(s.get(DECORATION))
    assert.deepEqual(
      blocks.map(({ id, sign, sort, config, config_render: render }) => ({ id, sign, sort, config, render })),
      old.map(({ id, sign, sort, config, config_render: render }) => ({ id, sign, sort, config, render }))
    )
    for (const block of blocks) {
      assert.equal(block.platform, '')
      assert.equal(block.page, '')
      assert.equal(block.decoration_page_id, 2)
    }
    const pc = await s.ok(s.get('/api/v2/decorationPage/blocks?page_name=pc-page-index'))
    assert.deepEqual(
      pc.map((b) => [b.sign, b.decoration_page_id]),
      [['pc-vod-v1', 1]]
    )
    assert.deepEqual(await s.ok(s.get('/api/v2/decorationPage/blocks?page_name=no-such-page')), [])
    assert.deepEqual(await s.get('/api/v2/decorationPage/blocks'), {
      code: 1,
      message: 'page_name参数不能为空',
      data: [],
    })
    assert.deepEqual(await s.get(VIEW_BLOCK), ROUTE_GONE)
  })

  it('PC sliders (4.9.10 only), navs and links', async () => {
    const h5 = await s.ok(s.get('/api/v2/sliders?platform=h5'))
    assert.ok(h5.length > 0 && h5.every((item) => item.platform === 'H5'))
    assert.deepEqual(Object.keys(h5[0]).sort(), ['platform', 'sort', 'thumb', 'url'])
    assert.ok((await s.ok(s.get('/api/v2/sliders?platform=PC'))).every((item) => item.platform === 'PC'))
    const navs = await s.ok(s.get('/api/v2/navs?platform=pc'))
    assert.ok(navs.length > 0 && navs.every((nav) => nav.platform === 'PC' && Array.isArray(nav.children)))
    const links = await s.ok(s.get('/api/v2/links'))
    assert.match(links[0].created_at, UTC_Z)
    await s.release('4.9.30')
    assert.deepEqual(await s.get('/api/v2/sliders?platform=h5'), ROUTE_GONE)
    assert.deepEqual(await s.ok(s.get('/api/v2/navs?platform=pc')), navs)
  })
})

describe('v2 member lists and the v2 video list', () => {
  const s = useRelease()
  const OLD = ['/api/v2/member/courses/like', '/api/v2/member/courses/history', '/api/v2/member/videos']

  it('4.9.10: bought, liked and learned courses in shape C (page_size 5), no bought videos', async () => {
    for (const path of ['/api/v2/member/courses', ...OLD]) assert.equal((await s.get(path)).code, 401, path)
    const token = await s.tokenFor(LEARNER)
    const bought = await s.ok(s.get('/api/v2/member/courses', { token }))
    assert.deepEqual(Object.keys(bought), ['current_page', 'total', 'data'])
    assert.deepEqual(
      bought.data.map((c) => c.id),
      [4, 2]
    )
    assert.equal(typeof bought.data[0].render_desc, 'string')
    assert.deepEqual(Object.keys(bought.data[0].category), ['id', 'name'])
    const liked = await s.ok(s.get('/api/v2/member/courses/like', { token }))
    assert.deepEqual(liked.data.map((c) => c.id).sort(), [1, 3])
    const history = await s.ok(s.get('/api/v2/member/courses/history', { token }))
    assert.deepEqual(history.data.map((c) => c.id).sort(), [1, 2, 4])
    assert.deepEqual(await s.ok(s.get('/api/v2/member/videos', { token })), {
      current_page: 1,
      total: 0,
      data: [],
    })
    const many = await s.tokenFor(MANY)
    const page2 = await s.ok(s.get('/api/v2/member/courses/history?page=2', { token: many }))
    assert.equal(page2.current_page, 2)
    assert.equal(page2.data.length, 5)
    assert.equal(page2.total, 30)
  })

  it('v4.9.30: member/courses stays; the other three and /api/v2/videos are gone, before the login check', async () => {
    await s.release('4.9.30')
    for (const path of [...OLD, '/api/v2/videos']) assert.deepEqual(await s.get(path), ROUTE_GONE, path)
    const token = await s.tokenFor(OWNER)
    const bought = await s.ok(s.get('/api/v2/member/courses', { token }))
    assert.deepEqual(
      bought.data.map((c) => [c.id, c.is_vip_free, c.is_allow_comment]),
      [[12, 0, 1]]
    )
  })

  it('4.9.10: GET /api/v2/videos pages videos in shape A, behind the deprecated-API switch', async () => {
    const first = await s.ok(s.get('/api/v2/videos'))
    assert.equal(first.per_page, 10)
    assert.equal(first.total, 115)
    assert.match(first.data[0].published_at, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    assert.equal(first.data[0].course_id, 1)
    await s.release('4.9.10', { deprecatedApiClosed: true })
    assert.deepEqual(await s.get('/api/v2/videos'), ROUTE_GONE)
  })
})

describe('search on both releases', () => {
  const s = useRelease()
  const V3 = '/api/v3/search?keywords=%E5%85%A5%E9%97%A8'

  it('4.9.10: v3 search needs the full-text service (搜索服务未配置 without), type optional', async () => {
    assert.equal((await s.ok(s.get(V3))).total, 42)
    await s.release('4.9.10', { fullTextSearch: false })
    for (const query of ['', '&type=vod', '&type=0']) {
      assert.deepEqual(await s.get(`${V3}${query}`), { code: 1, message: '搜索服务未配置', data: [] })
    }
    assert.equal((await s.get('/api/v3/search?keywords=')).message, '请输入关键字')
  })

  it('v4.9.30: a `type` is required (错误 without), and without the service nothing is found', async () => {
    await s.release('4.9.30')
    assert.deepEqual(await s.get(V3), { code: 1, message: '错误', data: [] })
    assert.equal((await s.ok(s.get(`${V3}&type=`))).total, 42)
    assert.equal(
      (await s.ok(s.get(`${V3}&type=vod`))).data.every((hit) => hit.resource_type === 'vod'),
      true
    )
    await s.release('4.9.30', { fullTextSearch: false })
    for (const query of ['&type=', '&type=0', '&type=vod']) {
      assert.deepEqual(await s.ok(s.get(`${V3}${query}`)), { total: 0, data: [] })
    }
    assert.deepEqual(await s.get(V3), { code: 1, message: '错误', data: [] })
  })

  for (const release of ['4.9.10', '4.9.30']) {
    it(`${release}: the v2 title search finds up to 10 courses, and is gone when deprecated APIs are closed`, async () => {
      await s.release(release, { fullTextSearch: false })
      const found = await s.ok(s.get('/api/v2/search?keywords=VUE3'))
      assert.deepEqual(Object.keys(found), ['data', 'keywords'])
      assert.equal(found.keywords, 'VUE3')
      assert.deepEqual(
        found.data.map((c) => c.id),
        [3]
      )
      assert.equal(typeof found.data[0].render_desc, 'string')
      assert.deepEqual(Object.keys(found.data[0].category).sort(), [
        'created_at',
        'deleted_at',
        'id',
        'is_show',
        'name',
        'parent_chain',
        'parent_id',
        'sort',
        'updated_at',
      ])
      const beginners = await s.ok(s.get('/api/v2/search?keywords=%E5%85%A5%E9%97%A8')) // 入门: 8 courses
      assert.equal(beginners.data.length, 8)
      const times = beginners.data.map((c) => c.published_at)
      assert.deepEqual(times, [...times].sort().reverse())
      for (const course of s.api.state.courses.slice(10, 22)) course.title = `${course.title} 演示`
      assert.equal((await s.ok(s.get('/api/v2/search?keywords=%E6%BC%94%E7%A4%BA'))).data.length, 10)
      assert.equal((await s.get('/api/v2/search')).message, '请输入关键字')
      await s.release(release, { deprecatedApiClosed: true, fullTextSearch: true })
      assert.deepEqual(await s.get('/api/v2/search?keywords=VUE3'), ROUTE_GONE)
      assert.equal((await s.ok(s.get(`${V3}&type=0`))).total, 42) // v3 search is never behind the switch
    })
  }
})

describe('attachments: the v3 signed link (v4.9.30) and the v2 download', () => {
  let clock = Date.now()
  const s = useRelease({ now: () => clock })
  const link = (courseId, id, token) => s.get(`/api/v3/course/${courseId}/attach/${id}`, { token })

  it('4.9.10: there is no v3 route; the v2 download ignores the deprecated-API switch', async () => {
    const token = await s.tokenFor(LEARNER)
    assert.deepEqual(await link(1, 1, token), ROUTE_GONE)
    assert.deepEqual(await s.get('/api/v3/course/attach-download?sign=x'), ROUTE_GONE)
    await s.release('4.9.10', { deprecatedApiClosed: true })
    const file = await s.request('GET', `/api/v2/course/attach/1/download?token=${token}`)
    assert.equal(file.status, 200)
    assert.equal(file.body.subarray(0, 5).toString('latin1'), '%PDF-')
  })

  it('v4.9.30: a link for a course the learner may study, served once', async () => {
    await s.release('4.9.30')
    assert.equal((await link(1, 1)).code, 401)
    const token = await s.tokenFor(LEARNER)
    const { download_url: url } = await s.ok(link(1, 1, token))
    const match =
      /^(http:\/\/127\.0\.0\.1:\d+)\/api\/v3\/course\/attach-download\?sign=([A-Za-z0-9]{20})$/.exec(url)
    assert.ok(match, url)
    assert.equal(match[1], s.url)
    const file = await s.request('GET', url.slice(s.url.length))
    assert.equal(file.status, 200)
    assert.equal(file.body.subarray(0, 5).toString('latin1'), '%PDF-')
    assert.match(
      file.headers['content-disposition'],
      /filename\*=UTF-8''%E5%91%98%E5%B7%A5%E6%89%8B%E5%86%8C\.pdf/
    )
    // Single use; a missing or unknown sign alike.
    const err = { code: 1, message: '参数错误', data: [] }
    assert.deepEqual(await s.get(url.slice(s.url.length)), err)
    assert.deepEqual(await s.get('/api/v3/course/attach-download'), err)
    assert.deepEqual(await s.get('/api/v3/course/attach-download?sign=nosuchsign'), err)

    // Not bought (course 3, learner 1) → 请购买课程, before the attachment is looked up; not in the course → 404.
    assert.deepEqual(await link(3, 4, token), { code: 1, message: '请购买课程', data: [] })
    assert.deepEqual(await link(3, 999, token), { code: 1, message: '请购买课程', data: [] })
    assert.deepEqual(await link(2, 1, token), { code: 404, message: '资源不存在', data: [] })
    assert.equal((await link(2, 3, token)).code, 0) // course 2 is bought
    // A VIP-free course opens to the VIP, another paid one does not (is_vip_free).
    const vip = await s.tokenFor(VIP)
    assert.equal((await link(3, 4, vip)).message, '请购买课程')
  })

  it('v4.9.30: a link lasts 3600 s, and a learner gets 60 an hour, then 429', async () => {
    await s.release('4.9.30')
    const token = await s.tokenFor(LEARNER)
    const first = (await s.ok(link(1, 2, token))).download_url
    for (let n = 1; n < 60; n += 1) await s.ok(link(1, 2, token))
    assert.deepEqual(await link(1, 2, token), { code: 429, message: '请稍后再试', data: [] })
    // Other learners have their own count.
    assert.equal((await link(1, 2, await s.tokenFor(NOBODY))).code, 0)
    // An hour later the first link has expired and the learner may ask again.
    clock += 3600 * 1000 + 1
    assert.equal((await s.get(first.slice(s.url.length))).message, '参数错误')
    assert.equal((await link(1, 2, token)).code, 0)
  })

  it('v4.9.30: the v2 download answers until deprecated APIs are closed, checking the login first', async () => {
    await s.release('4.9.30')
    const token = await s.tokenFor(LEARNER)
    assert.equal((await s.request('GET', `/api/v2/course/attach/1/download?token=${token}`)).status, 200)
    await s.release('4.9.30', { deprecatedApiClosed: true })
    assert.equal((await s.get('/api/v2/course/attach/1/download')).code, 401)
    assert.deepEqual(await s.get(`/api/v2/course/attach/1/download?token=${token}`), ROUTE_GONE)
    assert.equal((await link(1, 1, token)).code, 0) // the v3 link is never behind the switch
  })
})
