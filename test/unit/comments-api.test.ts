/**
 * api/comments.ts on both server generations, answered with the recorded answers of real servers
 * (test/demo-api/meedu-samples: 4.9.10/15, 31*; v4.9.30/15, 41*).
 */
import { commentRules, getAllComments, getComments, getReplies, postComment } from '@/services/api/comments'
import { serverApi } from '@/services/server-api'
import { envelope, ok, requestMock, routeRequests, sentCalls } from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { recorded, recordedData, sample } from '../mocks/samples'
import { asServer } from '../mocks/server'

const COURSE_1 = { kind: 'course', id: 1 } as const
const VIDEO_1 = { kind: 'video', id: 1 } as const

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

const sentData = (index = 0) => requestMock.mock.calls[index][0].data

describe('MeEdu 4.9.10: the v2 comments', () => {
  it('a course’s comments: every one at once, its HTML, its author from users; no replies', async () => {
    routeRequests({ 'GET /api/v2/course/1/comments': recorded('4.9.10', '31b') })
    const list = await getComments(COURSE_1)
    expect(list).toEqual({
      items: [
        {
          id: '1',
          author: { nick_name: '样例学员', avatar: 'http://127.0.0.1:18580/images/default_avatar.jpg' },
          content: '讲得很清楚，期待下一章！',
          html: true,
          pending: false,
          created_at: '2026-12-03T09:10:07.000000Z',
          ip_province: '内网IP',
          replyTo: null,
          replies: [],
          repliesCount: 0,
        },
      ],
      total: 1,
      complete: true,
      rules: { threaded: false, minLength: 6, maxLength: 500 },
    })
    expect(commentRules()).toEqual(list.rules)
  })

  it('a video’s comments, and none (the recorded empty answer has `users: []`)', async () => {
    routeRequests({
      'GET /api/v2/video/1/comments': recorded('4.9.10', '31d'),
      'GET /api/v2/course/2/comments': recorded('4.9.10', '15'),
    })
    expect((await getComments(VIDEO_1)).items.map((item) => item.content)).toEqual(['这一节的安装步骤很实用'])
    expect(await getComments({ kind: 'course', id: 2 })).toMatchObject({
      items: [],
      total: 0,
      complete: true,
    })
  })

  it('an author missing from users is a learner who is gone (null)', async () => {
    const data = recordedData('4.9.10', '31b')
    data.users = {}
    routeRequests({ 'GET /api/v2/course/1/comments': ok(data) })
    expect((await getComments(COURSE_1)).items[0].author).toBeNull()
  })

  it('posting sends only the text and gives no item back (the list is asked again to show it)', async () => {
    routeRequests({
      'POST /api/v2/course/1/comment': recorded('4.9.10', '31'),
      'POST /api/v2/video/1/comment': recorded('4.9.10', '31c'),
    })
    const body = sample('4.9.10', '31').request_body as { content: string }
    expect(await postComment(COURSE_1, body.content)).toEqual({ item: null, rules: commentRules() })
    expect(sentData()).toEqual({ content: '<b>讲得很清楚</b>，期待下一章！' })
    await postComment(VIDEO_1, '这一节的安装步骤很实用')
    expect(sentCalls()).toEqual(['POST /api/v2/course/1/comment', 'POST /api/v2/video/1/comment'])
  })

  it('a refusal rejects with the server’s words told', async () => {
    routeRequests({ 'POST /api/v2/course/1/comment': recorded('4.9.10', '30i') })
    await expect(postComment(COURSE_1, '太短')).rejects.toMatchObject({ message: '评论内容不能少于6个字' })
    expect(spies.toast).toHaveBeenCalledWith('评论内容不能少于6个字')
  })

  it('no replies to ask for, and 查看全部 is the same list', async () => {
    routeRequests({ 'GET /api/v2/course/1/comments': recorded('4.9.10', '31b') })
    expect(await getReplies(COURSE_1, '1')).toEqual([])
    expect((await getAllComments(COURSE_1)).items).toHaveLength(1)
    expect(sentCalls()).toEqual(['GET /api/v2/course/1/comments'])
  })
})

describe('v4.9.30: the v3 comments with replies and review', () => {
  beforeEach(() => asServer('v4.9.30'))

  it('the first comments: rt/rid as numbers, string ids, replies, total, the v3 rules', async () => {
    routeRequests({ 'GET /api/v3/comments': recorded('v4.9.30', '41f') })
    const list = await getComments(COURSE_1)
    expect(sentData()).toEqual({ rt: 1, rid: 1 })
    expect(list.rules).toEqual({ threaded: true, minLength: 1, maxLength: 140 })
    expect(list.total).toBe(1)
    expect(list.complete).toBe(true)
    const [comment] = list.items
    expect(comment).toMatchObject({
      id: 'gvqmylWbqJAdnojk',
      author: { nick_name: '样例学员' },
      content: '讲得很清楚，期待下一章！',
      html: false,
      pending: false,
      ip_province: '内网IP',
      replyTo: null,
      repliesCount: 2,
    })
    expect(comment.replies.map((reply) => [reply.id, reply.pending, reply.replyTo])).toEqual([
      // The reply to a reply names whom it answers; it waits for review although the list sent its text.
      ['qbe73PJwbXkd8o24', true, { author: expect.objectContaining({ nick_name: '测试学员' }) }],
      ['dypKgrYRqW9Z6PNz', false, null],
    ])
  })

  it('a video’s comments ask rt 2; a pending comment is pending', async () => {
    routeRequests({ 'GET /api/v3/comments': recorded('v4.9.30', '41p') })
    const list = await getComments(VIDEO_1)
    expect(sentData()).toEqual({ rt: 2, rid: 1 })
    expect(list.items.map((item) => [item.id, item.pending, item.content])).toEqual([
      ['7OExg4JzMXp2Lry0', true, ''],
    ])
  })

  it('more comments than shown: not complete; 查看全部 asks /comments/replies without parent_id', async () => {
    const data = recordedData('v4.9.30', '41f')
    data.total = 7
    routeRequests({
      'GET /api/v3/comments': ok(data),
      'GET /api/v3/comments/replies': recorded('v4.9.30', '41h'),
    })
    const first = await getComments(COURSE_1)
    expect([first.total, first.complete]).toEqual([7, false])
    const all = await getAllComments(COURSE_1)
    expect(sentData(1)).toEqual({ rt: 1, rid: 1 })
    expect([all.items.length, all.total, all.complete]).toEqual([1, 1, true])
  })

  it('the replies of one comment, flat and newest first', async () => {
    routeRequests({ 'GET /api/v3/comments/replies': recorded('v4.9.30', '41g') })
    const replies = await getReplies(COURSE_1, 'gvqmylWbqJAdnojk')
    expect(sentData()).toEqual({ rt: 1, rid: 1, parent_id: 'gvqmylWbqJAdnojk' })
    expect(replies.map((reply) => [reply.id, reply.pending, reply.content, reply.replies])).toEqual([
      ['qbe73PJwbXkd8o24', true, '', []],
      ['dypKgrYRqW9Z6PNz', false, '同意，第二章也很好', []],
    ])
  })

  it('`user: []` (a learner who no longer exists) reads as no author; so does `reply_user: []`', async () => {
    const data = recordedData('v4.9.30', '41f')
    data.data[0].user = []
    data.data[0].replies[0].reply_user = []
    routeRequests({ 'GET /api/v3/comments': ok(data) })
    const [comment] = (await getComments(COURSE_1)).items
    expect(comment.author).toBeNull()
    expect(comment.replies[0].replyTo).toEqual({ author: null })
  })

  it('posting a comment: rt, rid as numbers, 0 for parent and reply; the item back, pending, with the text sent', async () => {
    routeRequests({ 'POST /api/v3/comment/store': recorded('v4.9.30', '41') })
    const content = '<b>讲得很清楚</b>，期待下一章！'
    const { item } = await postComment(COURSE_1, content)
    expect(sentData()).toEqual(sample('v4.9.30', '41').request_body)
    expect(item).toMatchObject({
      id: 'gvqmylWbqJAdnojk',
      pending: true,
      content,
      html: false,
      author: { nick_name: '样例学员' },
    })
  })

  it('a reply sends the comment’s hashid as parent_id; a reply to a reply its hashid as reply_id', async () => {
    routeRequests({ 'POST /api/v3/comment/store': recorded('v4.9.30', '41d') })
    await postComment(COURSE_1, '同意，第二章也很好', { parentId: 'gvqmylWbqJAdnojk', replyId: null })
    expect(sentData()).toEqual(sample('v4.9.30', '41d').request_body)
    routeRequests({ 'POST /api/v3/comment/store': recorded('v4.9.30', '41e') })
    const { item } = await postComment(COURSE_1, '谢谢回复', {
      parentId: 'gvqmylWbqJAdnojk',
      replyId: 'dypKgrYRqW9Z6PNz',
    })
    expect(requestMock.mock.calls[1][0].data).toEqual(sample('v4.9.30', '41e').request_body)
    expect(item).toMatchObject({ id: 'qbe73PJwbXkd8o24', pending: true, replies: [], repliesCount: 0 })
  })

  it.each([
    ['41c', '评论审核中'],
    ['41t', '禁止提交评论'],
    ['41j', '评论内容最多140个字符'],
    ['41i', '请输入评论内容'],
  ])('a refusal (%s) rejects and is told: %s', async (id, message) => {
    routeRequests({ 'POST /api/v3/comment/store': recorded('v4.9.30', id) })
    await expect(postComment(COURSE_1, '同意')).rejects.toMatchObject({ message })
    expect(spies.toast).toHaveBeenCalledWith(message)
  })

  it('the daily limit is told as the server says it', async () => {
    routeRequests({ 'POST /api/v3/comment/store': envelope(1, '已超出每日评论限制') })
    await expect(postComment(COURSE_1, '今天第101条')).rejects.toBeDefined()
    expect(spies.toast).toHaveBeenCalledWith('已超出每日评论限制')
  })
})

describe('a server that changed since the config was read', () => {
  it('4.9.10’s route answers 路由不存在 (v4.9.30/15): the v3 comments, untold, and their rules', async () => {
    asServer('4.9.10')
    routeRequests({
      'GET /api/v2/course/1/comments': recorded('v4.9.30', '15'),
      'GET /api/v3/comments': recorded('v4.9.30', '15b'),
    })
    const list = await getComments(COURSE_1)
    expect(sentCalls()).toEqual(['GET /api/v2/course/1/comments', 'GET /api/v3/comments'])
    expect(list).toMatchObject({ items: [], total: 0, complete: true, rules: { threaded: true } })
    expect(spies.toast).not.toHaveBeenCalled()
    expect(serverApi.way('comments')).toBe('new')
    expect(commentRules().maxLength).toBe(140)
  })

  it('the v3 route answers 路由不存在 (4.9.10/15b, 32c): the v2 ones', async () => {
    asServer('v4.9.30')
    routeRequests({
      'GET /api/v3/comments': recorded('4.9.10', '15b'),
      'GET /api/v2/course/1/comments': recorded('4.9.10', '31b'),
      'POST /api/v3/comment/store': recorded('4.9.10', '32c'),
      'POST /api/v2/course/1/comment': recorded('4.9.10', '31'),
    })
    expect((await getComments(COURSE_1)).rules.threaded).toBe(false)
    // A new visit: the config says v3 again, the post finds the v2 route.
    asServer('v4.9.30')
    expect(await postComment(COURSE_1, '讲得很清楚，期待下一章！')).toEqual({
      item: null,
      rules: expect.objectContaining({ minLength: 6 }),
    })
  })
})
