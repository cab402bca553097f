'use strict'

// Comments in the demo API: v2 on MeEdu 4.9.10 (catalogue.test.js has the list and post rules), v3 with replies and
// review on v4.9.30 (meedu-api-4.9.30.md §4), the admin's controls and the seed. Real HTTP against a server on an
// ephemeral port. Run: node --test test/demo-api/comments.test.js

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { useServer } = require('./testing')
const M = require('./comments')

const LEARNER = '13800138000' // 学员小王 (1)
const OTHER_LEARNER = '13900139000' // 学员小李 (2)
const NEW = { meedu: '4.9.30' }
const TOP = M.encodeId(0) // a top-level comment's parent_id and reply_id
const ABSENT = { code: 404, message: '路由不存在', data: [] }

describe('comment ids (hashids)', () => {
  it('are 16 letters and digits, the same for the same id, and decode back; anything else is no id', () => {
    const seen = new Set()
    for (const id of [0, 1, 2, 25, 1000, 123456789]) {
      const code = M.encodeId(id)
      assert.match(code, /^[A-Za-z0-9]{16}$/)
      assert.equal(M.encodeId(id), code)
      assert.equal(M.decodeId(code), id)
      seen.add(code)
    }
    assert.equal(seen.size, 6)
    for (const bad of [
      'zzz',
      'not-a-hash',
      '',
      'KerzMZJZlY1452ka',
      `${M.encodeId(1).slice(0, 15)}x`,
      5,
      null,
    ]) {
      assert.equal(M.decodeId(bad), false, String(bad))
    }
    for (const none of [0, '0', '', null, undefined]) assert.equal(M.decodeOptional(none), 0)
    assert.equal(M.decodeOptional(TOP), 0)
  })
})

describe('v4.9.30: the seeded comments', () => {
  const s = useServer({ switches: NEW })
  const byKey = async (key) => (await s.ok(s.get('/__demo/comments'))).find((c) => c.key === key)

  it('course 1 (also without rt and rid): the 5 newest of 6 threads, each with its 3 newest replies', async () => {
    const page = await s.ok(s.get('/api/v3/comments'))
    assert.deepEqual(await s.ok(s.get('/api/v3/comments?rt=1&rid=1')), page)
    assert.equal(page.total, 6)
    assert.equal(page.data.length, 5)
    const times = page.data.map((c) => Date.parse(c.created_at))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a)
    )
    for (const comment of page.data) {
      assert.deepEqual(Object.keys(comment), [
        'id',
        'parent_id',
        'reply_id',
        'content',
        'ip_province',
        'is_check',
        'created_at',
        'replies_count',
        'replies',
        'user',
      ])
      assert.match(comment.id, /^[A-Za-z0-9]{16}$/)
      assert.deepEqual([comment.parent_id, comment.reply_id], [TOP, TOP])
      assert.match(comment.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
      assert.deepEqual(Object.keys(comment.user), ['avatar', 'nick_name'])
      assert.ok(comment.replies.length >= 1 && comment.replies.length <= 3)
      for (const reply of comment.replies) assert.equal(reply.parent_id, comment.id)
    }
    const [newest] = page.data
    assert.equal(newest.content, '课程内容很实用，入职第一天就看完了！')
    assert.equal(newest.user.nick_name, '学员小王')

    // The thread with 4 replies shows the 3 newest; replies to replies name whom they answer.
    const askedForList = page.data.find((c) => c.content === '有没有配套的入职清单可以下载？')
    assert.equal(askedForList.replies_count, 4)
    assert.deepEqual(
      askedForList.replies.map((r) => [r.content, r.user.nick_name, r.reply_user?.nick_name]),
      [
        ['对，两份都在附件里。', '学员小王', '学员小李'],
        ['员工手册也在附件里。', '学员小李', undefined],
        ['找到了，谢谢！', '学员小赵', '学员小王'],
      ]
    )
    const answer = askedForList.replies[0]
    assert.deepEqual(Object.keys(answer), [
      'id',
      'parent_id',
      'reply_id',
      'content',
      'ip_province',
      'is_check',
      'created_at',
      'user',
      'reply_user',
    ])
    assert.equal(answer.reply_id, askedForList.replies[1].id)
    assert.equal(askedForList.replies[1].reply_id, TOP)
  })

  it('a pending reply: its text shows in /comments (upstream bug, sample 41f) but not in /comments/replies', async () => {
    const page = await s.ok(s.get('/api/v3/comments?rt=1&rid=1'))
    const [newest] = page.data
    const pending = newest.replies.find((r) => r.is_check === 0)
    assert.equal(pending.content, '第二章什么时候更新？')
    const replies = await s.ok(s.get(`/api/v3/comments/replies?rt=1&rid=1&parent_id=${newest.id}`))
    assert.deepEqual(Object.keys(replies), ['data'])
    assert.equal(replies.data.length, 3)
    const hidden = replies.data.find((r) => r.id === pending.id)
    assert.deepEqual([hidden.content, hidden.is_check], ['', 0])
    assert.equal(replies.data.find((r) => r.reply_user).reply_user.nick_name, '学员小李')
  })

  it('/comments/replies without parent_id: every top-level comment, no total, pending replies hidden', async () => {
    const all = await s.ok(s.get('/api/v3/comments/replies?rt=1&rid=1'))
    assert.deepEqual(Object.keys(all), ['data'])
    assert.equal(all.data.length, 6)
    assert.equal(all.data[5].content, '入职第一周必看，内容很全面。')
    assert.deepEqual(all.data[5].replies, [])
    assert.equal(all.data[5].replies_count, 0)
    assert.equal(all.data[0].replies.find((r) => r.is_check === 0).content, '')
    assert.deepEqual(await s.get('/api/v3/comments/replies?rt=1&rid=1&parent_id=zzz'), {
      code: 1,
      message: '参数错误',
      data: [],
    })
    assert.deepEqual(await s.ok(s.get(`/api/v3/comments/replies?rt=1&rid=1&parent_id=${M.encodeId(9999)}`)), {
      data: [],
    })
  })

  it('video 1 has a thread with a reply to a reply; course 2 shows a deleted learner as []', async () => {
    const video = await s.ok(s.get('/api/v3/comments?rt=2&rid=1'))
    assert.equal(video.total, 2)
    const thread = video.data.find((c) => c.replies_count === 2)
    assert.equal(thread.replies[0].reply_user.nick_name, '学员小李')

    const course2 = await s.ok(s.get('/api/v3/comments?rt=1&rid=2'))
    const [gone, answer] = [...course2.data[0].replies].reverse()
    assert.deepEqual(gone.user, [])
    assert.deepEqual(answer.reply_user, [])
    assert.equal(answer.user.nick_name, '学员小王')

    assert.deepEqual(await s.ok(s.get('/api/v3/comments?rt=1&rid=7')), { data: [], total: 0 })
    assert.deepEqual(await s.ok(s.get('/api/v3/comments?rt=3&rid=1')), { data: [], total: 0 })
    assert.ok((await byKey('c5-t1')).content.includes('<script>'), 'course 5: markup to show as text')
  })
})

describe('v4.9.30: posting comments and replies', () => {
  const s = useServer({ switches: NEW })
  const store = async (who, body) =>
    s.post('/api/v3/comment/store', { rt: 1, rid: 6, ...body }, { token: await s.tokenFor({ mobile: who }) })

  it('a new comment waits for review: content "" everywhere until the admin approves it', async () => {
    const posted = await s.ok(
      store(OTHER_LEARNER, { content: '<b>讲得很清楚</b>，期待下一章！', parent_id: 0, reply_id: 0 })
    )
    assert.deepEqual(Object.keys(posted), [
      'id',
      'content',
      'created_at',
      'parent_id',
      'reply_id',
      'ip_province',
      'is_check',
      'user',
    ])
    assert.deepEqual(
      [posted.content, posted.parent_id, posted.reply_id, posted.ip_province, posted.is_check],
      ['', TOP, TOP, '内网IP', 0]
    )
    assert.deepEqual(posted.user, { nick_name: '学员小李', avatar: `${s.url}/__demo/assets/avatar.svg` })
    const pending = await s.ok(s.get('/api/v3/comments?rt=1&rid=6'))
    assert.equal(pending.total, 1)
    assert.deepEqual(
      [pending.data[0].id, pending.data[0].content, pending.data[0].is_check],
      [posted.id, '', 0]
    )
    const [stored] = await s.ok(s.get('/__demo/comments?rt=1&rid=6'))
    assert.equal(stored.content, '讲得很清楚，期待下一章！', 'tags stripped')

    // Replying to it is refused while it waits.
    assert.deepEqual(await store(LEARNER, { content: '同意', parent_id: posted.id, reply_id: 0 }), {
      code: 1,
      message: '评论审核中',
      data: [],
    })
    assert.deepEqual(await s.ok(s.post('/__demo/comments/approve', { id: posted.id })), {
      approved: [posted.id],
    })
    const approved = await s.ok(s.get('/api/v3/comments?rt=1&rid=6'))
    assert.deepEqual([approved.data[0].content, approved.data[0].is_check], ['讲得很清楚，期待下一章！', 1])
  })

  it('replies and replies to replies; a reply_id must be under that parent', async () => {
    const top = await s.ok(store(OTHER_LEARNER, { content: '讲得很清楚，期待下一章！' }))
    await s.ok(s.post('/__demo/comments/approve', { all: true }))
    const reply = await s.ok(
      store(LEARNER, { content: '同意，第二章也很好', parent_id: top.id, reply_id: 0 })
    )
    assert.deepEqual([reply.parent_id, reply.reply_id, reply.is_check], [top.id, TOP, 0])
    const answer = await s.ok(
      store(OTHER_LEARNER, { content: '谢谢回复', parent_id: top.id, reply_id: reply.id })
    )
    assert.deepEqual([answer.parent_id, answer.reply_id], [top.id, reply.id])
    assert.equal('reply_user' in answer, false)

    const page = await s.ok(s.get('/api/v3/comments?rt=1&rid=6'))
    assert.equal(page.data[0].replies_count, 2)
    assert.deepEqual(
      page.data[0].replies.map((r) => [r.id, r.reply_user?.nick_name]),
      [
        [answer.id, '学员小王'],
        [reply.id, undefined],
      ]
    )

    const notFound = { code: 404, message: '资源不存在', data: [] }
    const other = await s.ok(store(LEARNER, { content: '另一条评论' }))
    await s.ok(s.post('/__demo/comments/approve', { id: other.id }))
    assert.deepEqual(
      await store(LEARNER, { content: '错位的回复', parent_id: other.id, reply_id: reply.id }),
      notFound
    )
    assert.deepEqual(await store(LEARNER, { content: '没有父评论', parent_id: M.encodeId(9999) }), notFound)
    assert.deepEqual(await store(LEARNER, { content: '只有 reply_id', reply_id: reply.id }), notFound)
  })

  it('validation in upstream order, 404 for a missing course or video, 401 without a token', async () => {
    const refused = (code, message) => ({ code, message, data: [] })
    assert.deepEqual(
      await s.post('/api/v3/comment/store', { rt: 1, rid: 1, content: '未登录评论' }),
      refused(401, '请登录')
    )
    assert.deepEqual(await store(LEARNER, { content: '' }), refused(1, '请输入评论内容'))
    assert.deepEqual(await store(LEARNER, { content: '   ' }), refused(1, '请输入评论内容'))
    assert.deepEqual(await store(LEARNER, { content: '评'.repeat(141) }), refused(1, '评论内容最多140个字符'))
    assert.equal((await store(LEARNER, { content: '评'.repeat(140) })).code, 0)
    assert.equal((await store(LEARNER, { content: '😀'.repeat(140) })).code, 0, 'characters, not bytes')
    assert.deepEqual(
      await s.post('/api/v3/comment/store', {}, { token: await s.tokenFor({ mobile: LEARNER }) }),
      refused(1, '参数错误,参数错误,请输入评论内容')
    )
    assert.deepEqual(await store(LEARNER, { rt: 'abc', content: '类型不对' }), refused(1, '参数错误'))
    assert.deepEqual(await store(LEARNER, { rt: 3, content: '资源类型不存在' }), refused(1, '参数错误'))
    assert.deepEqual(await store(LEARNER, { rid: 999, content: '课程不存在' }), refused(404, '资源不存在'))
    assert.deepEqual(
      await store(LEARNER, { rt: 2, rid: 9999, content: '视频不存在' }),
      refused(404, '资源不存在')
    )
    assert.deepEqual(
      await store(LEARNER, { parent_id: 'not-a-hash', content: '父评论ID错误' }),
      refused(1, '参数错误')
    )
    assert.deepEqual(await store(LEARNER, { reply_id: 'zzz', content: '回复ID错误' }), refused(1, '参数错误'))
    // No purchase check on v4.9.30: learner 2 comments on paid course 3 and its video 8.
    assert.equal((await store(OTHER_LEARNER, { rid: 3, content: '还没买也能评论' })).code, 0)
    assert.equal((await store(OTHER_LEARNER, { rt: 2, rid: 8, content: '还没买也能评论' })).code, 0)
    assert.equal((await store(LEARNER, { rt: '2', rid: '1', content: '字符串的 rt' })).code, 0)
  })

  it('course 4 and its videos refuse comments (禁止提交评论); /__demo/comments/allow switches it', async () => {
    const { isAllowComment } = M
    const { courses, videos } = s.api.state
    assert.equal(isAllowComment(courses.find((c) => c.id === 4)), 0)
    assert.equal(isAllowComment(courses.find((c) => c.id === 1)), 1)
    assert.deepEqual(
      videos.filter((v) => v.course_id === 4).map((v) => [v.id, isAllowComment(v)]),
      [
        [11, 0],
        [12, 0],
      ]
    )
    const off = { code: 1, message: '禁止提交评论', data: [] }
    assert.deepEqual(await store(LEARNER, { rid: 4, content: '禁止评论的课程' }), off)
    assert.deepEqual(await store(LEARNER, { rt: 2, rid: 11, content: '禁止评论的视频' }), off)
    assert.deepEqual(await s.ok(s.post('/__demo/comments/allow', { rt: 1, rid: 4, allow: true })), {
      rt: 1,
      rid: 4,
      is_allow_comment: 1,
    })
    assert.equal((await store(LEARNER, { rid: 4, content: '现在可以评论了' })).code, 0)
    await s.ok(s.post('/__demo/comments/allow', { rt: 2, rid: 1, allow: false }))
    assert.deepEqual(await store(LEARNER, { rt: 2, rid: 1, content: '视频 1 关闭了评论' }), off)
    assert.equal((await s.post('/__demo/comments/allow', { rt: 2, rid: 9999, allow: false })).code, 404)
  })

  it('the admin controls: approve one (code or seed key) or all, reject (with its replies), list', async () => {
    const pendingSeed = await s.ok(s.post('/__demo/comments/approve', { id: 'c1-t6-r3' }))
    assert.equal(pendingSeed.approved.length, 1)
    const a = await s.ok(store(LEARNER, { content: '第一条' }))
    const b = await s.ok(store(OTHER_LEARNER, { content: '第二条' }))
    const { approved } = await s.ok(s.post('/__demo/comments/approve', { all: true }))
    assert.deepEqual(approved.sort(), [a.id, b.id].sort())
    assert.deepEqual(await s.ok(s.post('/__demo/comments/approve', { all: true })), { approved: [] })
    assert.equal((await s.post('/__demo/comments/approve', { id: 'nope' })).code, 1)

    const reply = await s.ok(store(LEARNER, { content: '回复第二条', parent_id: b.id }))
    assert.deepEqual(await s.ok(s.post('/__demo/comments/reject', { id: b.id })), { rejected: b.id })
    const left = await s.ok(s.get('/__demo/comments?rt=1&rid=6'))
    assert.deepEqual(
      left.map((c) => c.id),
      [a.id]
    )
    assert.ok(!left.some((c) => c.id === reply.id))
    const mine = await s.ok(s.get('/__demo/comments?user=1&rt=1&rid=1'))
    assert.ok(mine.every((c) => c.user_id === 1 && c.rid === 1))
    assert.equal((await s.post('/__demo/comments/reject', { id: 'nope' })).code, 1)
  })
})

describe('v4.9.30: the daily limit', () => {
  const clock = { at: Date.parse('2026-12-03T02:00:00Z') } // 10:00 in China
  const s = useServer({ switches: NEW, now: () => clock.at })

  it('100 comments a China day, then 已超出每日评论限制 until midnight (UTC+8)', async () => {
    const token = await s.tokenFor({ mobile: OTHER_LEARNER })
    for (let n = 1; n <= 100; n += 1) {
      await s.ok(s.post('/api/v3/comment/store', { rt: 1, rid: 6, content: `第 ${n} 条` }, { token }))
    }
    const over = await s.post('/api/v3/comment/store', { rt: 1, rid: 6, content: '第 101 条' }, { token })
    assert.deepEqual(over, { code: 1, message: '已超出每日评论限制', data: [] })
    const other = await s.tokenFor({ mobile: LEARNER })
    assert.equal(
      (await s.post('/api/v3/comment/store', { rt: 1, rid: 6, content: '别人不受影响' }, { token: other }))
        .code,
      0
    )
    clock.at = Date.parse('2026-12-03T15:59:00Z') // 23:59 in China: still today
    assert.equal(
      (await s.post('/api/v3/comment/store', { rt: 1, rid: 6, content: '还是今天' }, { token })).code,
      1
    )
    clock.at = Date.parse('2026-12-03T16:00:00Z') // midnight in China
    assert.equal(
      (await s.post('/api/v3/comment/store', { rt: 1, rid: 6, content: '新的一天' }, { token })).code,
      0
    )
  })
})

describe('comments by release', () => {
  const s = useServer()

  it('4.9.10: v2 comments answer, v3 comments are 路由不存在 (before the login check)', async () => {
    const token = await s.tokenFor({ mobile: LEARNER })
    assert.equal((await s.get('/api/v2/course/1/comments')).code, 0)
    assert.equal((await s.get('/api/v2/video/1/comments')).code, 0)
    assert.deepEqual(await s.get('/api/v3/comments?rt=1&rid=1'), ABSENT)
    assert.deepEqual(await s.get('/api/v3/comments/replies?rt=1&rid=1'), ABSENT)
    assert.deepEqual(
      await s.post('/api/v3/comment/store', { rt: 1, rid: 1, content: '测试评论内容' }, { token }),
      ABSENT
    )
    assert.deepEqual(
      await s.post('/api/v3/comment/store', { rt: 1, rid: 1, content: '测试评论内容' }),
      ABSENT
    )
    // A posted v2 comment: tags stripped, 内网IP (sample 31b).
    await s.ok(s.post('/api/v2/course/1/comment', { content: '<b>讲得很清楚</b>，期待下一章！' }, { token }))
    const [newest] = (await s.ok(s.get('/api/v2/course/1/comments'))).comments
    assert.deepEqual(
      [newest.render_content, newest.ip, newest.ip_province],
      ['讲得很清楚，期待下一章！', '127.0.0.1', '内网IP']
    )
  })

  it('v4.9.30: the four v2 comment routes are 路由不存在, with or without a token', async () => {
    await s.ok(s.post('/__demo/switches', NEW))
    const token = await s.tokenFor({ mobile: LEARNER })
    for (const t of [undefined, token]) {
      assert.deepEqual(await s.get('/api/v2/course/1/comments', { token: t }), ABSENT)
      assert.deepEqual(await s.get('/api/v2/video/1/comments', { token: t }), ABSENT)
      assert.deepEqual(
        await s.post('/api/v2/course/1/comment', { content: '旧接口评论测试' }, { token: t }),
        ABSENT
      )
      assert.deepEqual(
        await s.post('/api/v2/video/1/comment', { content: '旧接口评论测试' }, { token: t }),
        ABSENT
      )
    }
  })
})
