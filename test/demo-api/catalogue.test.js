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
      assert.match(course.published_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    }
    const times = first.data.map((c) => Date.parse(c.published_at))
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

describe('course detail', () => {
  const s = useServer()

  it('course 1: free, two chapters, videos without a chapter under key 0, for a guest', async () => {
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
    assert.deepEqual(Object.keys(detail.course).sort(), [...COURSE_ITEM_KEYS, 'render_desc'].sort())
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
    assert.equal(detail.course.videos_count, 4)
    for (const video of allVideos(detail.videos)) {
      assert.deepEqual(Object.keys(video).sort(), VIDEO_KEYS)
      assert.ok(video.duration > 0)
    }
    assert.equal(detail.isBuy, true)
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
    assert.equal(detail.isBuy, true)
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
    assert.equal(seven.course.videos_count, 0)
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
    assert.equal(comments[0].render_content, '<p>&lt;b&gt;六个字以上&lt;/b&gt; 😀</p>')
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

  it('returns the video detail with its course, catalogue and progress (token required)', async () => {
    assert.equal((await s.get('/api/v2/video/1')).code, 401)
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
    assert.equal(after.comments[0].render_content, '<p>这一节讲得很清楚</p>')
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
    assert.match(detail.videoWatchedProgress['1'].watched_at, /Z$/)

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
