'use strict'

// Tests for the demo API's learning catalogue (contract §5): categories, courses, details, comments, likes,
// attachments, play addresses, progress records and their control endpoints.
// Run: node --test test/demo-api/

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { useServer } = require('./testing')
const { switchesFromEnv } = require('./switches')
const { HOSTILE_TITLE } = require('./catalogue')

const LEARNER = '13800138000' // learner 1
const OTHER_LEARNER = '13900139000' // learner 2: bought nothing

const COURSE_ITEM_KEYS = [
  'category',
  'category_id',
  'charge',
  'id',
  'is_free',
  'is_rec',
  'is_show',
  'published_at',
  'seo_description',
  'seo_keywords',
  'short_description',
  'slug',
  'thumb',
  'title',
  'user_count',
  'videos_count',
]

/** `course` of the course and video details (sample 05): the course row with render_desc, no counts. */
const DETAIL_COURSE_KEYS = [
  'category_id',
  'charge',
  'id',
  'is_free',
  'is_rec',
  'is_show',
  'published_at',
  'render_desc',
  'seo_description',
  'seo_keywords',
  'short_description',
  'slug',
  'thumb',
  'title',
  'user_count',
]

/** Zone-less China time (`Y-m-d H:i:s`, MeEdu's raw columns) as an instant. */
const chinaMs = (text) => Date.parse(`${text.replace(' ', 'T')}+08:00`)
const CHINA_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/

const VIDEO_KEYS = [
  'ban_drag',
  'chapter_id',
  'charge',
  'course_id',
  'duration',
  'free_seconds',
  'id',
  'is_ban_sell',
  'published_at',
  'seo_description',
  'seo_keywords',
  'slug',
  'title',
  'view_num',
]

/** Every video of `videos`: grouped by chapter, a JSON object or (PHP list) a list of groups. */
const allVideos = (videosMap) => Object.values(videosMap).flat()

describe('course categories and the course list', () => {
  const s = useServer()

  it('returns the category tree: three top-level categories with their children', async () => {
    const tree = await s.ok(s.get('/api/v2/course_categories'))
    assert.deepEqual(
      tree.map((c) => [c.id, c.name, c.parent_id, c.children.map((child) => child.name)]),
      [
        [1, '新员工入职', 0, ['公司制度', '办公技能']],
        [2, '专业技能', 0, ['前端开发', '产品设计']],
        [3, '管理与领导力', 0, []],
      ]
    )
    assert.ok(tree[0].children.every((child) => child.parent_id === 1))
  })

  it('pages courses in shape A, 16 by default, newest first, with every list field', async () => {
    const first = await s.ok(s.get('/api/v2/courses'))
    assert.equal(first.per_page, 16)
    assert.equal(first.current_page, 1)
    assert.ok(first.total >= 36, `total ${first.total}`)
    assert.equal(first.last_page, Math.ceil(first.total / 16))
    assert.equal(first.data.length, 16)
    assert.equal(first.path, `${s.url}/api/v2/courses`)
    assert.equal(first.next_page_url, `${s.url}/api/v2/courses?page=2`)
    for (const course of first.data) {
      assert.deepEqual(Object.keys(course).sort(), COURSE_ITEM_KEYS)
      assert.ok(!('render_desc' in course))
      assert.match(course.thumb, /^http:\/\/127\.0\.0\.1:\d+\/__demo\/img\/course-\d+\.svg$/)
      assert.match(course.published_at, CHINA_TIME)
      assert.deepEqual(Object.keys(course.category).sort(), ['id', 'name'])
    }
    const times = first.data.map((c) => chinaMs(c.published_at))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a)
    )
    assert.equal(first.data[0].id, 1)

    const size10 = await s.ok(s.get('/api/v2/courses?page=2&page_size=10'))
    assert.equal(size10.per_page, 10)
    assert.equal(size10.data.length, 10)
    assert.equal(size10.data[0].id, 11)
    const last = await s.ok(s.get(`/api/v2/courses?page=${size10.last_page}&page_size=10`))
    assert.equal(last.data.length, first.total - (size10.last_page - 1) * 10)
    assert.equal(last.next_page_url, null)
  })

  it('has free and paid courses with the prices the app must print', async () => {
    const { data } = await s.ok(s.get('/api/v2/courses?page_size=100'))
    const free = data.filter((c) => c.is_free === 1)
    const paid = data.filter((c) => c.is_free === 0)
    assert.ok(free.length >= 3 && paid.length > free.length)
    assert.ok(free.every((c) => c.charge === 0))
    assert.ok(paid.every((c) => c.charge > 0))
    const charges = new Set(paid.map((c) => c.charge))
    for (const charge of [99, 199, 0.01, 12.5]) assert.ok(charges.has(charge), `a course costs ${charge}`)
    assert.ok(data.every((c) => /[\u4e00-\u9fa5]/.test(c.title)))
  })

  it('filters by category (a parent includes its children) and by scene', async () => {
    const all = (await s.ok(s.get('/api/v2/courses?page_size=100'))).data
    const parent = (await s.ok(s.get('/api/v2/courses?category_id=1&page_size=100'))).data
    const expected = all.filter((c) => [1, 4, 5].includes(c.category_id)).map((c) => c.id)
    assert.deepEqual(
      parent.map((c) => c.id),
      expected
    )
    assert.ok(parent.some((c) => c.category_id === 4) && parent.some((c) => c.category_id === 5))
    const child = (await s.ok(s.get('/api/v2/courses?category_id=6&page_size=100'))).data
    assert.ok(child.length >= 3 && child.every((c) => c.category_id === 6))
    const none = await s.ok(s.get('/api/v2/courses?category_id=999'))
    assert.equal(none.total, 0)
    assert.deepEqual(none.data, [])

    const free = (await s.ok(s.get('/api/v2/courses?scene=free&page_size=100'))).data
    assert.deepEqual(
      free.map((c) => c.id),
      all.filter((c) => c.is_free === 1).map((c) => c.id)
    )
    const recom = (await s.ok(s.get('/api/v2/courses?scene=recom&page_size=100'))).data
    assert.ok(recom.length > 0 && recom.every((c) => c.is_rec === 1))
    const sub = (await s.ok(s.get('/api/v2/courses?scene=sub&page_size=100'))).data
    const counts = sub.map((c) => c.user_count)
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a)
    )
    const freeInCategory = (await s.ok(s.get('/api/v2/courses?scene=free&category_id=4&page_size=100'))).data
    assert.ok(freeInCategory.some((c) => c.id === 1))
    assert.ok(freeInCategory.every((c) => c.is_free === 1 && c.category_id === 4))
  })
})

describe('a long course list (POST /__demo/courses)', () => {
  const s = useServer()

  it('adds courses to 新员工入职 after the seed, newest first, each with a free lesson, until the next reset', async () => {
    const before = (await s.ok(s.get('/api/v2/courses?category_id=1&page_size=10'))).total
    const { ids } = await s.ok(s.post('/__demo/courses', { count: 100 }))
    assert.equal(ids.length, 100)
    const first = await s.ok(s.get('/api/v2/courses?category_id=1&page_size=10'))
    assert.equal(first.total, before + 100)
    assert.ok(first.last_page >= 10, `${first.last_page} pages of 10`)
    const tenth = await s.ok(s.get('/api/v2/courses?category_id=1&page_size=10&page=10'))
    const titles = tenth.data.map((c) => c.title)
    assert.equal(titles.at(-1), `长列表课程 ${100 - first.total + 100}`)
    for (const course of tenth.data) assert.deepEqual(Object.keys(course).sort(), COURSE_ITEM_KEYS)
    const detail = await s.ok(s.get(`/api/v2/course/${ids[0]}`))
    assert.equal(detail.course.title, '长列表课程 1')
    assert.equal(detail.videos.flat().length, 1)
    await s.post('/__demo/reset')
    assert.equal((await s.ok(s.get('/api/v2/courses?category_id=1&page_size=10'))).total, before)
  })

  it('pads titles to title_length, in another category on request, and refuses a bad count', async () => {
    await s.ok(s.post('/__demo/courses', { count: 2, category_id: 6, title_length: 5000 }))
    const { data } = await s.ok(s.get('/api/v2/courses?category_id=6&page_size=100'))
    const long = data.filter((c) => c.title.startsWith('长列表课程'))
    assert.deepEqual(
      long.map((c) => c.title.length),
      [5000, 5000]
    )
    for (const count of [0, 1001, 'x']) {
      const answer = await s.post('/__demo/courses', { count })
      assert.equal(answer.code, 1, `count ${count}`)
    }
    assert.equal((await s.post('/__demo/courses', { count: 1, category_id: 99 })).code, 1)
  })
})

describe('course detail', () => {
  const s = useServer()

  it('course 1: free, two chapters, videos without a chapter under key 0, for a visitor', async () => {
    const detail = await s.ok(s.get('/api/v2/course/1'))
    assert.deepEqual(Object.keys(detail).sort(), [
      'attach',
      'buyVideos',
      'chapters',
      'course',
      'isBuy',
      'isCollect',
      'videoWatchedProgress',
      'videos',
    ])
    assert.equal(detail.course.title, '新员工入职指南')
    assert.equal(detail.course.is_free, 1)
    assert.equal(detail.course.charge, 0)
    assert.deepEqual(Object.keys(detail.course).sort(), DETAIL_COURSE_KEYS)
    assert.match(detail.course.render_desc, /<img src="http:\/\/127\.0\.0\.1:\d+\/__demo\/img\/desc-1\.svg"/)
    assert.match(detail.course.render_desc, /<table/)
    assert.deepEqual(
      detail.chapters.map((c) => [c.id, c.course_id, c.title]),
      [
        [1, 1, '第一章 认识公司'],
        [2, 1, '第二章 入职流程'],
      ]
    )
    assert.deepEqual(Object.keys(detail.videos).sort(), ['0', '1', '2'])
    assert.deepEqual(
      detail.videos['1'].map((v) => v.id),
      [1, 2]
    )
    assert.deepEqual(
      detail.videos['2'].map((v) => v.id),
      [3]
    )
    assert.deepEqual(
      detail.videos['0'].map((v) => v.id),
      [4]
    )
    assert.equal(allVideos(detail.videos).length, 4)
    for (const video of allVideos(detail.videos)) {
      assert.deepEqual(Object.keys(video).sort(), VIDEO_KEYS)
      assert.ok(video.duration > 0)
      assert.match(video.published_at, CHINA_TIME)
    }
    // A visitor has bought nothing, not even a free course (MeEdu, sample 05).
    assert.equal(detail.isBuy, false)
    assert.equal(detail.isCollect, false)
    assert.deepEqual(detail.videoWatchedProgress, [])
    assert.deepEqual(detail.buyVideos, [])
    assert.deepEqual(
      detail.attach.map((a) => [a.id, a.name, a.extension]),
      [
        [1, '员工手册.pdf', 'pdf'],
        [2, '入职资料包.zip', 'zip'],
      ]
    )
    assert.ok(detail.attach.every((a) => a.size > 1000 && a.size < 20000))
  })

  it('course 1 for learner 1: liked, and watch_seconds 12 on video 1', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const detail = await s.ok(s.get('/api/v2/course/1', { token }))
    assert.equal(detail.isBuy, true)
    assert.equal(detail.isCollect, true)
    assert.deepEqual(Object.keys(detail.videoWatchedProgress), ['1'])
    const record = detail.videoWatchedProgress['1']
    assert.equal(record.video_id, 1)
    assert.equal(record.user_id, 1)
    assert.equal(record.course_id, 1)
    assert.equal(record.watch_seconds, 12)
    assert.equal(record.watched_at, null)
  })

  it('courses 2-4: bought or not, trial seconds and ban_drag', async () => {
    const learner = await s.tokenFor({ mobile: LEARNER })
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })

    const two = await s.ok(s.get('/api/v2/course/2', { token: learner }))
    assert.equal(two.course.charge, 99)
    assert.equal(two.isBuy, true)
    assert.equal(allVideos(two.videos).length, 3)
    assert.equal((await s.ok(s.get('/api/v2/course/2', { token: other }))).isBuy, false)
    assert.equal((await s.ok(s.get('/api/v2/course/2'))).isBuy, false)

    const three = await s.ok(s.get('/api/v2/course/3', { token: learner }))
    assert.equal(three.course.charge, 199)
    assert.equal(three.isBuy, false)
    const trial = allVideos(three.videos)
    assert.ok(trial.length >= 2)
    assert.ok(trial.every((v) => v.free_seconds === 5))

    const four = await s.ok(s.get('/api/v2/course/4', { token: learner }))
    assert.ok(four.course.charge > 0)
    assert.equal(four.isBuy, true)
    assert.ok(allVideos(four.videos).every((v) => v.ban_drag === 1))
    // Nobody else bans dragging.
    assert.ok(allVideos(two.videos).every((v) => v.ban_drag === 0))
  })

  it('course 5 has hostile title, description and comment but is a normal free course', async () => {
    const detail = await s.ok(s.get('/api/v2/course/5'))
    assert.equal(detail.course.title, HOSTILE_TITLE)
    assert.equal(detail.course.title, '"引号" <i>斜体</i> 😀 & 测试')
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.equal((await s.ok(s.get('/api/v2/course/5', { token }))).isBuy, true)
    assert.match(detail.course.render_desc, /<script>/)
    assert.match(detail.course.render_desc, /onerror=/)
    assert.match(detail.course.render_desc, /href="javascript:/)
    assert.ok(allVideos(detail.videos).length >= 1)
    const { comments } = await s.ok(s.get('/api/v2/course/5/comments'))
    assert.ok(comments.some((c) => /<script>/.test(c.render_content) && /onerror=/.test(c.render_content)))
    assert.ok(comments.some((c) => /javascript:/.test(c.render_content)))
  })

  it('course 6 has a chapter without videos; course 7 has neither chapters nor videos', async () => {
    const six = await s.ok(s.get('/api/v2/course/6'))
    assert.equal(six.chapters.length, 2)
    const empty = six.chapters.filter((c) => !six.videos[String(c.id)])
    assert.equal(empty.length, 1)
    const seven = await s.ok(s.get('/api/v2/course/7'))
    assert.deepEqual(seven.chapters, [])
    assert.deepEqual(seven.videos, [])
    assert.deepEqual(seven.attach, [])
  })

  it('answers a missing course with HTTP 200 + code 404', async () => {
    for (const id of ['9999', 'abc', '0']) {
      const body = await s.get(`/api/v2/course/${id}`)
      assert.equal(body.code, 404, id)
      assert.equal(body.message, '资源不存在')
    }
    assert.equal((await s.get('/api/v2/course/9999/comments')).code, 404)
  })
})

describe('course comments and likes', () => {
  const s = useServer()

  it('lists comments newest first with their users', async () => {
    const data = await s.ok(s.get('/api/v2/course/1/comments'))
    assert.deepEqual(Object.keys(data).sort(), ['comments', 'users'])
    assert.ok(data.comments.length >= 3)
    for (const comment of data.comments) {
      assert.deepEqual(Object.keys(comment).sort(), [
        'created_at',
        'id',
        'ip',
        'ip_province',
        'render_content',
        'user_id',
      ])
      const user = data.users[String(comment.user_id)]
      assert.ok(user, `user ${comment.user_id} present`)
      assert.deepEqual(Object.keys(user).sort(), ['avatar', 'id', 'nick_name'])
    }
    const times = data.comments.map((c) => Date.parse(c.created_at))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a)
    )
    // No comments: `users` is [] (PHP's empty array).
    assert.deepEqual(await s.ok(s.get('/api/v2/course/7/comments')), { comments: [], users: [] })
  })

  it('posts a comment of at least 6 characters when the learner may watch', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    assert.equal((await s.post('/api/v2/course/1/comment', { content: '好课程好课程' })).code, 401)

    const short = await s.post('/api/v2/course/1/comment', { content: '太短了五字' }, { token })
    assert.equal(short.code, 1)
    assert.equal(short.message, '评论内容不能少于6个字')
    const empty = await s.post('/api/v2/course/1/comment', { content: '   ' }, { token })
    assert.equal(empty.code, 1)
    assert.equal(empty.message, '请输入评论内容')

    // Not bought: 无权限.
    const refused = await s.post('/api/v2/course/3/comment', { content: '想看但是没买这门课' }, { token })
    assert.equal(refused.code, 1)
    assert.equal(refused.message, '无权限')

    assert.deepEqual(
      await s.ok(s.post('/api/v2/course/2/comment', { content: '<b>六个字以上</b> 😀' }, { token })),
      []
    )
    const { comments, users } = await s.ok(s.get('/api/v2/course/2/comments'))
    assert.equal(comments[0].user_id, 1)
    assert.equal(comments[0].render_content, '六个字以上 😀', 'tags stripped, as 4.9.10 (sample 31b)')
    assert.equal(users['1'].nick_name, '学员小王')
  })

  it('toggles a like with one GET (1 = liked, 0 = not), token required', async () => {
    assert.equal((await s.get('/api/v2/course/3/like')).code, 401)
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    assert.equal(await s.ok(s.get('/api/v2/course/3/like', { token })), 1)
    assert.equal((await s.ok(s.get('/api/v2/course/3', { token }))).isCollect, true)
    assert.equal(await s.ok(s.get('/api/v2/course/3/like', { token })), 0)
    assert.equal((await s.ok(s.get('/api/v2/course/3', { token }))).isCollect, false)
    assert.equal((await s.get('/api/v2/course/9999/like', { token })).code, 404)
  })
})

describe('course attachments', () => {
  const s = useServer()

  it('downloads real files with the token in the query', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const { attach } = await s.ok(s.get('/api/v2/course/1', { token }))
    const pdf = await s.request('GET', `/api/v2/course/attach/1/download?token=${token}`)
    assert.equal(pdf.status, 200)
    assert.equal(pdf.headers['content-type'], 'application/pdf')
    assert.match(
      pdf.headers['content-disposition'],
      /^attachment; filename="attachment-1\.pdf"; filename\*=UTF-8''/
    )
    assert.ok(pdf.headers['content-disposition'].includes(encodeURIComponent('员工手册.pdf')))
    assert.equal(pdf.body.length, attach[0].size)
    assert.equal(pdf.body.subarray(0, 8).toString('latin1'), '%PDF-1.4')
    assert.match(pdf.body.subarray(-6).toString('latin1'), /%%EOF\n$/)
    // The xref offset points at the xref table.
    const tail = pdf.body.toString('latin1')
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(tail)[1])
    assert.equal(tail.slice(xrefAt, xrefAt + 4), 'xref')

    const zip = await s.request('GET', `/api/v2/course/attach/2/download?token=${token}`)
    assert.equal(zip.headers['content-type'], 'application/zip')
    assert.equal(zip.body.length, attach[1].size)
    assert.equal(zip.body.readUInt32LE(0), 0x04034b50)
    assert.equal(zip.body.readUInt32LE(zip.body.length - 22), 0x06054b50)
    assert.equal(zip.body.readUInt16LE(zip.body.length - 12), 3) // three entries

    // Bought course 2.
    const notes = await s.request('GET', `/api/v2/course/attach/3/download?token=${token}`)
    assert.equal(notes.status, 200)
    assert.equal(notes.body.subarray(0, 5).toString('latin1'), '%PDF-')
  })

  it('requires a token and, for a paid course, a purchase', async () => {
    const noToken = await s.get('/api/v2/course/attach/1/download')
    assert.equal(noToken.code, 401)
    const token = await s.tokenFor({ mobile: LEARNER })
    const notBought = await s.get(`/api/v2/course/attach/4/download?token=${token}`)
    assert.equal(notBought.code, 1)
    assert.equal(notBought.message, '请购买课程')
    assert.equal((await s.get(`/api/v2/course/attach/99/download?token=${token}`)).code, 404)
  })
})

describe('videos and play addresses', () => {
  const s = useServer()

  it('returns the video detail with its course, catalogue and progress', async () => {
    // A visitor may open it (sample 09b): no right to watch, no progress.
    const visitor = await s.ok(s.get('/api/v2/video/1'))
    assert.equal(visitor.is_watch, false)
    assert.deepEqual(visitor.video_watched_progress, [])
    assert.equal(visitor.video.id, 1)
    const token = await s.tokenFor({ mobile: LEARNER })
    const data = await s.ok(s.get('/api/v2/video/1', { token }))
    assert.deepEqual(Object.keys(data).sort(), [
      'buy_videos',
      'chapters',
      'course',
      'is_watch',
      'video',
      'video_watched_progress',
      'videos',
    ])
    assert.deepEqual(Object.keys(data.video).sort(), VIDEO_KEYS)
    assert.equal(data.video.id, 1)
    assert.equal(data.video.chapter_id, 1)
    assert.equal(data.course.id, 1)
    assert.equal(typeof data.course.render_desc, 'string')
    assert.equal(data.is_watch, true)
    assert.equal(data.video_watched_progress['1'].watch_seconds, 12)
    assert.deepEqual(Object.keys(data.videos).sort(), ['0', '1', '2'])
    assert.equal(data.chapters.length, 2)
    assert.deepEqual(data.buy_videos, [])

    const trial = await s.ok(s.get('/api/v2/video/8', { token }))
    assert.equal(trial.course.id, 3)
    assert.equal(trial.is_watch, false)
    assert.equal(trial.video.free_seconds, 5)
    assert.equal((await s.get('/api/v2/video/99999', { token })).code, 404)
  })

  it('gives two qualities for the MP4 video, an m3u8 for the HLS one, and an iframe in course 5', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const mp4 = await s.ok(s.get('/api/v2/video/1/playinfo?is_try=0', { token }))
    assert.deepEqual(
      mp4.urls.map((u) => [u.name, u.format, u.duration]),
      [
        ['标清', 'mp4', 30],
        ['高清', 'mp4', 30],
      ]
    )
    assert.ok(mp4.urls.every((u) => u.url.startsWith(`${s.url}/__demo/media/`) && u.url.endsWith('.mp4')))
    assert.notEqual(mp4.urls[0].url, mp4.urls[1].url)
    const hls = await s.ok(s.get('/api/v2/video/2/playinfo?is_try=0', { token }))
    assert.equal(hls.urls.length, 1)
    assert.equal(hls.urls[0].format, 'm3u8')
    assert.match(hls.urls[0].url, /\/__demo\/media\/hls\/index\.m3u8$/)
    const course5 = await s.ok(s.get('/api/v2/course/5'))
    const iframeVideo = allVideos(course5.videos).find((v) => v.title === 'iframe 播放地址演示')
    const iframe = await s.ok(s.get(`/api/v2/video/${iframeVideo.id}/playinfo?is_try=0`, { token }))
    assert.match(
      iframe.urls[0].url,
      /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/__demo\/iframe-player\?video=\d+"/
    )
  })

  it('lets a learner without the right watch only a trial', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const trial = await s.ok(s.get('/api/v2/video/8/playinfo?is_try=1', { token }))
    assert.ok(trial.urls.length >= 1)
    const noTry = await s.get('/api/v2/video/8/playinfo', { token })
    assert.equal(noTry.code, 1)
    assert.equal(noTry.message, '请购买后观看')
    // Course 2 (paid, no trial) for learner 2, who did not buy it.
    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    const refused = await s.get('/api/v2/video/5/playinfo?is_try=1', { token: other })
    assert.equal(refused.code, 1)
    assert.equal(refused.message, '请购买后观看')
    // Learner 1 bought course 2.
    assert.ok((await s.ok(s.get('/api/v2/video/5/playinfo?is_try=0', { token }))).urls.length >= 1)
  })

  it('video comments: list, post with the right to watch, length rule', async () => {
    const list = await s.ok(s.get('/api/v2/video/1/comments'))
    assert.ok(list.comments.length >= 2)
    assert.ok(list.users[String(list.comments[0].user_id)])
    const token = await s.tokenFor({ mobile: LEARNER })
    const short = await s.post('/api/v2/video/1/comment', { content: '短评' }, { token })
    assert.equal(short.code, 1)
    assert.equal(short.message, '评论内容不能少于6个字')
    const refused = await s.post('/api/v2/video/8/comment', { content: '没有购买也想评论' }, { token })
    assert.equal(refused.message, '无权限')
    await s.ok(s.post('/api/v2/video/1/comment', { content: '这一节讲得很清楚' }, { token }))
    const after = await s.ok(s.get('/api/v2/video/1/comments'))
    assert.equal(after.comments[0].render_content, '这一节讲得很清楚')
    assert.deepEqual(await s.ok(s.get('/api/v2/video/4/comments')), { comments: [], users: [] })
  })
})

describe('progress records', () => {
  const s = useServer()

  it('stores the position as watch_seconds and marks the video watched at its duration', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    assert.equal((await s.post('/api/v2/video/1/record', { duration: 20 })).code, 401)
    assert.deepEqual(await s.ok(s.post('/api/v2/video/1/record', { duration: 22 }, { token })), [])
    let detail = await s.ok(s.get('/api/v2/course/1', { token }))
    assert.equal(detail.videoWatchedProgress['1'].watch_seconds, 22)
    assert.equal(detail.videoWatchedProgress['1'].watched_at, null)

    // Form bodies as the mini-program may send them.
    await s.ok(s.call('POST', '/api/v2/video/1/record', { form: { duration: '30' }, token }))
    detail = await s.ok(s.get('/api/v2/course/1', { token }))
    assert.equal(detail.videoWatchedProgress['1'].watch_seconds, 30)
    assert.match(detail.videoWatchedProgress['1'].watched_at, CHINA_TIME)
    assert.match(detail.videoWatchedProgress['1'].created_at, /Z$/)

    // A new video gets its own record.
    await s.ok(s.post('/api/v2/video/2/record', { duration: 10 }, { token }))
    const video = await s.ok(s.get('/api/v2/video/2', { token }))
    assert.equal(video.video_watched_progress['2'].watch_seconds, 10)
  })

  it('rejects 0, missing or bad durations with code 1, and unknown videos with 404', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    for (const body of [{ duration: 0 }, {}, { duration: 'abc' }, { duration: -5 }]) {
      const answer = await s.post('/api/v2/video/1/record', body, { token })
      assert.equal(answer.code, 1, JSON.stringify(body))
      assert.equal(answer.message, '参数错误')
    }
    assert.equal((await s.post('/api/v2/video/99999/record', { duration: 5 }, { token })).code, 404)
    const { watch_seconds: seconds } = await s.ok(s.get('/__demo/records?user=1'))
    assert.equal(seconds['1'], 12)
  })

  it('requires the right to watch and caps trial viewers at free_seconds', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    await s.ok(s.post('/api/v2/video/8/record', { duration: 25 }, { token }))
    const trial = await s.ok(s.get('/api/v2/video/8', { token }))
    assert.equal(trial.video_watched_progress['8'].watch_seconds, 5)
    assert.equal(trial.video_watched_progress['8'].watched_at, null)

    const other = await s.tokenFor({ mobile: OTHER_LEARNER })
    const refused = await s.post('/api/v2/video/5/record', { duration: 10 }, { token: other })
    assert.equal(refused.code, 1)
    assert.equal(refused.message, '请购买后观看')
  })

  it('/__demo/records lists every call (accepted or failed) and the stored seconds', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    await s.ok(s.post('/api/v2/video/1/record', { duration: 15 }, { token }))
    await s.post('/api/v2/video/1/record', { duration: 0 }, { token })
    await s.ok(s.post('/api/v2/video/8/record', { duration: 9 }, { token }))

    const records = await s.ok(s.get('/__demo/records?user=1'))
    assert.equal(records.user_id, 1)
    assert.deepEqual(
      records.calls.map((c) => [c.video_id, c.duration, c.accepted, c.stored_seconds]),
      [
        [1, 15, true, 15],
        [1, 0, false, null],
        [8, 9, true, 5],
      ]
    )
    assert.match(records.calls[1].result, /参数错误/)
    assert.match(records.calls[2].result, /free_seconds/)
    assert.ok(records.calls.every((c) => /Z$/.test(c.at)))
    assert.equal(records.watch_seconds['1'], 15)
    assert.equal(records.watch_seconds['8'], 5)
    assert.ok(records.watched.includes(5)) // seeded: video 5 of course 2 watched

    // Another learner's calls stay apart; a mobile works too.
    const byMobile = await s.ok(s.get(`/__demo/records?user=${OTHER_LEARNER}`))
    assert.deepEqual(byMobile.calls, [])
    assert.deepEqual(byMobile.watch_seconds, {})
    assert.equal((await s.get('/__demo/records?user=999')).code, 1)

    await s.ok(s.post('/__demo/reset'))
    const fresh = await s.ok(s.get('/__demo/records?user=1'))
    assert.deepEqual(fresh.calls, [])
    assert.deepEqual(fresh.watch_seconds, { 1: 12, 5: 30, 6: 8, 11: 30 })
  })

  it('the recordFail switch answers HTTP 503 without an envelope and stores nothing', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    assert.equal((await s.ok(s.post('/__demo/switches', { recordFail: 1 }))).recordFail, true)
    const res = await s.request('POST', '/api/v2/video/1/record', { json: { duration: 20 }, token })
    assert.equal(res.status, 503)
    assert.match(res.headers['content-type'], /text\/html/)
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.equal(res.json, undefined)
    assert.match(res.text, /503/)

    let records = await s.ok(s.get('/__demo/records?user=1'))
    assert.equal(records.calls.length, 1)
    assert.equal(records.calls[0].accepted, false)
    assert.match(records.calls[0].result, /503/)
    assert.equal(records.watch_seconds['1'], 12)

    // Switched off again, the resent position is stored.
    await s.ok(s.post('/__demo/switches', { recordFail: 0 }))
    await s.ok(s.post('/api/v2/video/1/record', { duration: 20 }, { token }))
    records = await s.ok(s.get('/__demo/records?user=1'))
    assert.equal(records.watch_seconds['1'], 20)
    assert.deepEqual(
      records.calls.map((c) => c.accepted),
      [false, true]
    )
  })

  it('DEMO_RECORD_FAIL sets the switch when the server is run directly', () => {
    assert.deepEqual(switchesFromEnv({ DEMO_RECORD_FAIL: '1' }), { recordFail: '1' })
  })
})

describe('recordFail from the start', () => {
  const s = useServer({ switches: { recordFail: true } })

  it('fails every record call until switched off', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    assert.equal((await s.ok(s.get('/__demo/switches'))).recordFail, true)
    const res = await s.request('POST', '/api/v2/video/2/record', { json: { duration: 10 }, token })
    assert.equal(res.status, 503)
    await s.ok(s.post('/__demo/switches', { recordFail: false }))
    await s.ok(s.post('/api/v2/video/2/record', { duration: 10 }, { token }))
    await s.ok(s.post('/__demo/reset'))
    assert.equal((await s.ok(s.get('/__demo/switches'))).recordFail, true)
  })
})

describe('catalogue images', () => {
  const s = useServer()

  it('serves a generated SVG cover for every course, escaping the title', async () => {
    const { data } = await s.ok(s.get('/api/v2/courses?page_size=100'))
    const cover = await s.request('GET', data[0].thumb)
    assert.equal(cover.status, 200)
    assert.match(cover.headers['content-type'], /image\/svg\+xml/)
    assert.ok(cover.text.includes('新员工入职指南'))
    const hostile = await s.request('GET', '/__demo/img/course-5.svg')
    assert.ok(hostile.text.includes('&lt;i&gt;斜体&lt;/i&gt;'))
    assert.ok(!hostile.text.includes('<i>'))
    assert.equal((await s.request('GET', '/__demo/img/nothing.svg')).status, 404)
  })
})

// ---- stage 2: media, home blocks, search, the v3 member lists ------------------------------------------------

/** Duration in seconds from an MP4's movie header (mvhd). */
function mp4Duration(buffer) {
  const at = buffer.indexOf('mvhd', 0, 'latin1')
  assert.ok(at > 0, 'mvhd box present')
  const version = buffer[at + 4]
  if (version === 1) return Number(buffer.readBigUInt64BE(at + 28)) / buffer.readUInt32BE(at + 24)
  return buffer.readUInt32BE(at + 20) / buffer.readUInt32BE(at + 16)
}

describe('media files', () => {
  const s = useServer()
  const fs = require('node:fs')
  const path = require('node:path')
  const { MEDIA } = require('./catalogue')
  const mediaDir = path.join(__dirname, 'media')

  it('every MP4 is small H.264/AAC whose real length is the duration the API gives', async () => {
    for (const key of ['clock', 'lesson']) {
      for (const { path: urlPath } of MEDIA[key].urls) {
        const file = fs.readFileSync(path.join(mediaDir, path.basename(urlPath)))
        assert.ok(file.length < 600 * 1024, `${urlPath}: ${file.length} bytes`)
        assert.equal(file.subarray(4, 8).toString('latin1'), 'ftyp')
        assert.ok(
          file.includes('avc1', 0, 'latin1') && file.includes('mp4a', 0, 'latin1'),
          `${urlPath} codecs`
        )
        assert.equal(Math.round(mp4Duration(file)), MEDIA[key].duration, urlPath)
      }
    }
    // And every video of the catalogue says so.
    const token = await s.tokenFor({ mobile: LEARNER })
    const { videos } = await s.ok(s.get('/api/v2/course/1', { token }))
    const byId = Object.fromEntries(allVideos(videos).map((v) => [v.id, v]))
    assert.equal(byId[1].duration, MEDIA.clock.duration)
    assert.equal(byId[2].duration, MEDIA.hls.duration)
    assert.equal(byId[3].duration, MEDIA.lesson.duration)
  })

  it('the HLS stream is an index and 3-5 segments adding up to the duration', async () => {
    const res = await s.request('GET', '/__demo/media/hls/index.m3u8')
    assert.equal(res.status, 200)
    assert.equal(res.headers['content-type'], 'application/vnd.apple.mpegurl')
    assert.equal(res.headers['access-control-allow-origin'], '*')
    assert.match(res.text, /^#EXTM3U/)
    assert.match(res.text, /#EXT-X-ENDLIST/)
    const lengths = [...res.text.matchAll(/#EXTINF:([\d.]+),\n(\S+)/g)]
    assert.ok(lengths.length >= 3 && lengths.length <= 5, `${lengths.length} segments`)
    const total = lengths.reduce((sum, m) => sum + Number(m[1]), 0)
    assert.equal(Math.round(total), MEDIA.hls.duration)
    for (const [, , name] of lengths) {
      const segment = await s.request('GET', `/__demo/media/hls/${name}`)
      assert.equal(segment.status, 200)
      assert.equal(segment.headers['content-type'], 'video/mp2t')
      assert.equal(segment.body[0], 0x47) // MPEG-TS sync byte
      assert.ok(segment.body.length < 600 * 1024)
    }
  })

  it('answers Range requests with 206 (and 416 when unsatisfiable), CORS open', async () => {
    const url = '/__demo/media/clock-180p.mp4'
    const size = fs.statSync(path.join(mediaDir, 'clock-180p.mp4')).size
    const whole = await s.request('GET', url)
    assert.equal(whole.status, 200)
    assert.equal(whole.headers['content-type'], 'video/mp4')
    assert.equal(whole.headers['accept-ranges'], 'bytes')
    assert.equal(Number(whole.headers['content-length']), size)
    assert.equal(whole.body.length, size)
    assert.equal(whole.headers['access-control-allow-origin'], '*')

    const first = await s.request('GET', url, { headers: { Range: 'bytes=0-99' } })
    assert.equal(first.status, 206)
    assert.equal(first.headers['content-range'], `bytes 0-99/${size}`)
    assert.equal(first.body.length, 100)
    assert.deepEqual(first.body, whole.body.subarray(0, 100))

    const open = await s.request('GET', url, { headers: { Range: `bytes=${size - 10}-` } })
    assert.equal(open.status, 206)
    assert.equal(open.headers['content-range'], `bytes ${size - 10}-${size - 1}/${size}`)
    assert.deepEqual(open.body, whole.body.subarray(size - 10))

    const suffix = await s.request('GET', url, { headers: { Range: 'bytes=-5' } })
    assert.equal(suffix.status, 206)
    assert.deepEqual(suffix.body, whole.body.subarray(size - 5))

    const beyond = await s.request('GET', url, { headers: { Range: `bytes=${size}-` } })
    assert.equal(beyond.status, 416)
    assert.equal(beyond.headers['content-range'], `bytes */${size}`)

    const head = await s.request('HEAD', url)
    assert.equal(head.status, 200)
    assert.equal(Number(head.headers['content-length']), size)
    assert.equal(head.body.length, 0)

    for (const bad of [
      '/__demo/media/nothing.mp4',
      '/__demo/media/..%2Fserver.js',
      '/__demo/media/hls/x.ts',
    ]) {
      assert.equal((await s.request('GET', bad)).status, 404, bad)
    }
  })

  it('every play URL of the catalogue points at a file the server has', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    for (const id of [1, 2, 3]) {
      const { urls } = await s.ok(s.get(`/api/v2/video/${id}/playinfo?is_try=0`, { token }))
      for (const { url } of urls)
        assert.equal((await s.request('GET', url, { headers: { Range: 'bytes=0-1' } })).status, 206)
    }
    const page = await s.request('GET', '/__demo/iframe-player?video=14')
    assert.equal(page.status, 200)
    assert.match(page.text, /<video[^>]+src="http:\/\/127\.0\.0\.1:\d+\/__demo\/media\/clock-180p\.mp4"/)
  })
})

describe('home page view blocks', () => {
  const s = useServer()
  const query = '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index'

  it('sends blocks of every type in order, in the §2.2 shapes', async () => {
    const blocks = await s.ok(s.get(query))
    for (const block of blocks) {
      assert.deepEqual(Object.keys(block).sort(), [
        'config',
        'config_render',
        'id',
        'page',
        'platform',
        'sign',
        'sort',
      ])
      assert.equal(block.page, 'h5-page-index')
      assert.equal(typeof block.config, 'string')
      JSON.parse(block.config)
    }
    const sorts = blocks.map((b) => b.sort)
    assert.deepEqual(
      sorts,
      [...sorts].sort((a, b) => a - b)
    )
    const signs = blocks.map((b) => b.sign)
    for (const sign of [
      'slider',
      'grid-nav',
      'blank',
      'image-group',
      'h5-gzh-v1',
      'h5-vod-v1',
      'h5-live-v1',
    ]) {
      assert.ok(signs.includes(sign), sign)
    }
    assert.equal(signs[0], 'slider')

    const slider = blocks.find((b) => b.sign === 'slider').config_render
    assert.ok(Array.isArray(slider))
    assert.ok(slider.some((item) => /^https?:\/\//.test(item.href)))
    assert.ok(slider.some((item) => item.href === '/vod/detail?id=1'))
    assert.ok(slider.every((item) => item.src.startsWith(`${s.url}/__demo/img/`)))

    const nav = blocks.find((b) => b.sign === 'grid-nav').config_render
    assert.ok([4, 5].includes(nav.line_count))
    const hrefs = nav.items.map((i) => i.href)
    for (const href of ['/vod', '/study', '/vodKJ', '/vodNotice', '/vodExam', '/growUp', '/search']) {
      assert.ok(hrefs.includes(href), href)
    }
    assert.ok(hrefs.some((h) => h.startsWith('https://')))
    assert.ok(nav.items.every((i) => i.name && i.src))

    const blank = blocks.find((b) => b.sign === 'blank').config_render
    assert.equal(typeof blank.height, 'number')
    assert.equal(typeof blank.bgcolor, 'string')

    const layouts = blocks
      .filter((b) => b.sign === 'image-group' && !Array.isArray(b.config_render))
      .map((b) => [b.config_render.v, b.config_render.items.length])
    assert.deepEqual(layouts, [
      ['v-1', 1],
      ['v-2', 2],
      ['v-3', 3],
      ['v-4', 4],
      ['v-1-2', 3],
    ])

    const gzh = blocks.find((b) => b.sign === 'h5-gzh-v1').config_render
    assert.deepEqual(Object.keys(gzh).sort(), ['desc', 'logo', 'name', 'qrcode'])
    for (const image of [gzh.logo, gzh.qrcode]) {
      const res = await s.request('GET', image)
      assert.equal(res.status, 200, image)
      assert.match(res.headers['content-type'], /svg/)
    }

    const groups = blocks.filter((b) => b.sign === 'h5-vod-v1' && Array.isArray(b.config_render.items))
    assert.equal(groups.length, 2)
    for (const group of groups) {
      assert.ok(group.config_render.title)
      assert.ok(group.config_render.items.length >= 4)
      for (const course of group.config_render.items) {
        assert.deepEqual(Object.keys(course).sort(), [
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
        assert.deepEqual(Object.keys(course.category).sort(), ['id', 'name'])
      }
    }
    // The stored config keeps ids; the render replaces them with rows (a missing id is dropped).
    assert.deepEqual(
      JSON.parse(groups[1].config).items.map((i) => i.id),
      [8, 5, 9, 10, 999]
    )
    assert.deepEqual(
      groups[1].config_render.items.map((c) => c.id),
      [8, 5, 9, 10]
    )
  })

  it('includes an unknown sign and broken config_render values for the app to skip', async () => {
    const blocks = await s.ok(s.get(query))
    assert.ok(blocks.some((b) => b.sign === 'h5-live-v1'))
    assert.ok(
      blocks.some(
        (b) => b.sign === 'image-group' && Array.isArray(b.config_render) && b.config_render.length === 0
      )
    )
    assert.ok(blocks.some((b) => b.sign === 'h5-vod-v1' && !('items' in b.config_render)))
  })

  it('answers [] for another platform or page', async () => {
    assert.deepEqual(
      await s.ok(s.get('/api/v2/viewBlock/page/blocks?platform=pc&page_name=h5-page-index')),
      []
    )
    assert.deepEqual(await s.ok(s.get('/api/v2/viewBlock/page/blocks?platform=h5&page_name=other')), [])
    assert.deepEqual(await s.ok(s.get('/api/v2/viewBlock/page/blocks')), [])
    // Case does not matter for the platform.
    assert.ok(
      (await s.ok(s.get('/api/v2/viewBlock/page/blocks?platform=H5&page_name=h5-page-index'))).length > 5
    )
  })

  it('the config turns the bullet-secret marquee on', async () => {
    const { player } = await s.ok(s.get('/api/v2/other/config'))
    assert.equal(player.enabled_bullet_secret, '1') // a string, as MeEdu sends it
    assert.equal(player.bullet_secret.text, '${user.mobile}')
    assert.ok(player.cover.startsWith(s.url))
  })
})

describe('search', () => {
  const s = useServer()
  const ITEM_KEYS = [
    'charge',
    'desc',
    'id',
    'p',
    'resource_id',
    'resource_type',
    'short_desc',
    'thumb',
    'title',
  ]

  it('requires keywords', async () => {
    for (const q of ['', '?keywords=', '?keywords=%20%20']) {
      const body = await s.get(`/api/v3/search${q}`)
      assert.equal(body.code, 1)
      assert.equal(body.message, '请输入关键字')
    }
  })

  it('matches course and video titles case-insensitively, pages by size (default 10)', async () => {
    const first = await s.ok(s.get(`/api/v3/search?keywords=${encodeURIComponent('入门')}`))
    assert.deepEqual(Object.keys(first).sort(), ['data', 'total'])
    assert.ok(first.total > 20, `total ${first.total}`)
    assert.equal(first.data.length, 10)
    for (const item of first.data) {
      assert.deepEqual(Object.keys(item).sort(), ITEM_KEYS)
      assert.ok(item.title.includes('入门'))
      assert.notEqual(item.id, item.resource_id)
      assert.ok(['vod', 'video'].includes(item.resource_type))
      assert.match(item.short_desc, /^<p>/)
      assert.ok(item.p.includes('入门'))
    }
    const pages = []
    for (let page = 1; page <= Math.ceil(first.total / 10); page += 1) {
      pages.push(
        ...(await s.ok(s.get(`/api/v3/search?keywords=${encodeURIComponent('入门')}&page=${page}`))).data
      )
    }
    assert.equal(pages.length, first.total)
    assert.equal(new Set(pages.map((i) => i.id)).size, first.total)
    const sized = await s.ok(s.get(`/api/v3/search?keywords=${encodeURIComponent('入门')}&size=5&page=2`))
    assert.deepEqual(
      sized.data.map((i) => i.id),
      pages.slice(5, 10).map((i) => i.id)
    )

    // Case-insensitive on Latin letters.
    const vue = await s.ok(s.get('/api/v3/search?keywords=VUE3'))
    assert.ok(vue.data.some((i) => i.resource_type === 'vod' && i.resource_id === 3))
    assert.ok(vue.data.some((i) => i.resource_type === 'video' && i.resource_id === 8))

    const none = await s.ok(s.get('/api/v3/search?keywords=zzzz-nothing'))
    assert.deepEqual(none, { data: [], total: 0 })
  })

  it('filters by type: vod (courses), video, 0 or empty (all), others none', async () => {
    const kw = encodeURIComponent('入门')
    const all = await s.ok(s.get(`/api/v3/search?keywords=${kw}&size=100`))
    const zero = await s.ok(s.get(`/api/v3/search?keywords=${kw}&size=100&type=0`))
    assert.equal(zero.total, all.total)
    const courses = await s.ok(s.get(`/api/v3/search?keywords=${kw}&size=100&type=vod`))
    const videos = await s.ok(s.get(`/api/v3/search?keywords=${kw}&size=100&type=video`))
    assert.ok(courses.total > 0 && videos.total > 0)
    assert.equal(courses.total + videos.total, all.total)
    assert.ok(courses.data.every((i) => i.resource_type === 'vod'))
    assert.ok(videos.data.every((i) => i.resource_type === 'video'))
    // resource_id leads to the course or the video.
    const course = courses.data[0]
    assert.equal((await s.ok(s.get(`/api/v2/course/${course.resource_id}`))).course.title, course.title)
    assert.equal((await s.ok(s.get(`/api/v3/search?keywords=${kw}&type=live`))).total, 0)
  })
})

describe('v3 member course lists', () => {
  const s = useServer()

  it('need a token', async () => {
    for (const p of [
      '/api/v3/member/courses',
      '/api/v3/member/courses/learned',
      '/api/v3/member/courses/like',
    ]) {
      assert.equal((await s.get(p)).code, 401, p)
    }
  })

  it('learner 1: subscribed, learned and liked courses in the §4 shapes', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const subscribed = await s.ok(s.get('/api/v3/member/courses?page=1&size=10&type=vod', { token }))
    assert.equal(subscribed.total, 2)
    assert.deepEqual(
      subscribed.data.map((i) => i.course_id),
      [4, 2]
    ) // newest purchase first
    const two = subscribed.data[1]
    assert.deepEqual(Object.keys(two).sort(), [
      'charge',
      'course',
      'course_id',
      'created_at',
      'last_view_video',
      'learned_count',
      'user_id',
      'watch_record',
    ])
    assert.deepEqual(Object.keys(two.course).sort(), ['charge', 'id', 'thumb', 'title', 'videos_count'])
    assert.equal(two.course.videos_count, 3)
    assert.equal(two.learned_count, 1)
    assert.equal(two.watch_record.progress, 33)
    assert.equal(two.last_view_video.video_id, 6) // video 6 was watched more recently than video 5
    assert.equal(two.last_view_video.watch_seconds, 8)

    const learned = await s.ok(s.get('/api/v3/member/courses/learned', { token }))
    assert.equal(learned.total, 3)
    assert.deepEqual(
      learned.data.map((i) => i.course_id),
      [1, 2, 4]
    ) // newest updated_at first
    const first = learned.data[0]
    assert.deepEqual(Object.keys(first).sort(), [
      'course',
      'course_id',
      'created_at',
      'id',
      'is_subscribe',
      'is_watched',
      'last_view_video',
      'learned_count',
      'progress',
      'updated_at',
      'user_id',
      'watched_at',
    ])
    assert.equal(first.is_subscribe, 0) // free course 1 was not bought
    assert.equal(learned.data[1].is_subscribe, 1)
    assert.equal(first.last_view_video.video_id, 1)
    assert.equal(first.last_view_video.watch_seconds, 12)
    assert.equal(learned.data[2].progress, 50)

    const liked = await s.ok(s.get('/api/v3/member/courses/like', { token }))
    assert.deepEqual(
      liked.data.map((i) => i.course_id),
      [3, 1]
    )
    assert.deepEqual(liked.data[0].last_view_video, []) // course 3 never watched
    assert.deepEqual(liked.data[0].watch_record, [])
    assert.equal(liked.data[0].learned_count, 0)
  })

  it('follow the state: a like, a record and a purchase show up', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    for (const p of [
      '/api/v3/member/courses',
      '/api/v3/member/courses/learned',
      '/api/v3/member/courses/like',
    ]) {
      assert.deepEqual(await s.ok(s.get(p, { token })), { data: [], total: 0 }, p)
    }
    await s.ok(s.get('/api/v2/course/7/like', { token }))
    assert.deepEqual(
      (await s.ok(s.get('/api/v3/member/courses/like', { token }))).data.map((i) => i.course_id),
      [7]
    )

    await s.ok(s.post('/api/v2/video/3/record', { duration: 20 }, { token })) // 20 s = the whole of video 3
    const learned = await s.ok(s.get('/api/v3/member/courses/learned', { token }))
    assert.deepEqual(
      learned.data.map((i) => i.course_id),
      [1]
    )
    assert.equal(learned.data[0].learned_count, 1)
    assert.equal(learned.data[0].progress, 25)
    assert.equal(learned.data[0].last_view_video.video_id, 3)
    await s.ok(s.post('/api/v2/video/13/record', { duration: 3 }, { token }))
    assert.deepEqual(
      (await s.ok(s.get('/api/v3/member/courses/learned', { token }))).data.map((i) => i.course_id),
      [5, 1]
    )

    s.api.state.userCourses.push({ user_id: 2, course_id: 2, charge: 99, created_at: Date.now() })
    assert.deepEqual(
      (await s.ok(s.get('/api/v3/member/courses', { token }))).data.map((i) => i.course_id),
      [2]
    )
    assert.equal((await s.ok(s.get('/api/v2/course/2', { token }))).isBuy, true)
  })

  it('learner 13300133000 has 30 learned courses for paging by size', async () => {
    const token = await s.tokenFor({ mobile: '13300133000' })
    const first = await s.ok(s.get('/api/v3/member/courses/learned?page=1&size=10', { token }))
    assert.equal(first.total, 30)
    assert.equal(first.data.length, 10)
    const third = await s.ok(s.get('/api/v3/member/courses/learned?page=3&size=10', { token }))
    assert.equal(third.data.length, 10)
    assert.equal(
      (await s.ok(s.get('/api/v3/member/courses/learned?page=4&size=10', { token }))).data.length,
      0
    )
    const times = [...first.data, ...third.data].map((i) => Date.parse(i.updated_at))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a)
    )
    assert.ok((await s.ok(s.get('/api/v3/member/courses', { token }))).total >= 20)
  })

  it("lists one course's videos with the learner's record", async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    const list = await s.ok(s.get('/api/v3/member/learned/course/1', { token }))
    assert.deepEqual(
      list.map((v) => v.id),
      [1, 2, 3, 4]
    )
    assert.deepEqual(list[0].watch_record.watch_seconds, 12)
    assert.equal(list[1].watch_record, null)
    assert.equal((await s.get('/api/v3/member/learned/course/999', { token })).code, 404)
  })
})
