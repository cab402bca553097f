/**
 * CommentThread on both server generations, over the recorded answers (4.9.10/31*, v4.9.30/41*): loading, what
 * a post may hold, where a new comment or reply goes, 查看全部, and one send at a time.
 */
import { CommentThread, commentBox } from '@/stores/comment-thread'
import {
  deferred,
  envelope,
  ok,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
} from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { recorded, recordedData } from '../mocks/samples'
import { asServer } from '../mocks/server'

const V2_LIST = 'GET /api/v2/course/1/comments'
const V2_POST = 'POST /api/v2/course/1/comment'
const V3_LIST = 'GET /api/v3/comments'
const V3_ALL = 'GET /api/v3/comments/replies'
const V3_POST = 'POST /api/v3/comment/store'

const course1 = () => new CommentThread({ kind: 'course', id: 1 })

beforeEach(() => {
  wireHttp()
})

describe('the comment box', () => {
  it('closed comments first, then logged out, then not bought', () => {
    expect(commentBox({ loggedIn: true }, { entitled: true, allowed: true })).toBe('open')
    expect(commentBox({ loggedIn: true }, { entitled: false, allowed: true })).toBe('buy')
    expect(commentBox({ loggedIn: false }, { entitled: false, allowed: true })).toBe('login')
    expect(commentBox({ loggedIn: false }, { entitled: true, allowed: false })).toBe('closed')
    expect(commentBox({ loggedIn: true }, { entitled: true, allowed: false })).toBe('closed')
  })
})

describe('MeEdu 4.9.10', () => {
  it('loads the list once when opened', async () => {
    routeRequests({ [V2_LIST]: recorded('4.9.10', '31b') })
    const thread = course1()
    await thread.open()
    await thread.open()
    expect(sentCalls()).toEqual([V2_LIST])
    expect(thread.comments.data?.items.map((item) => item.content)).toEqual(['讲得很清楚，期待下一章！'])
    expect(thread.rules.threaded).toBe(false)
  })

  it('fewer than 6 characters after trimming is too short; only spaces is empty; nothing sent', async () => {
    routeRequests({ [V2_LIST]: recorded('4.9.10', '15'), [V2_POST]: recorded('4.9.10', '31') })
    const thread = course1()
    thread.setDraft('  12345  ')
    expect(await thread.submit()).toBe('too-short')
    thread.setDraft('\n\t ')
    expect(await thread.submit()).toBe('empty')
    // Characters as the learner sees them (an emoji is one).
    thread.setDraft('👍👍👍👍👍')
    expect(await thread.submit()).toBe('too-short')
    expect(requestMock).not.toHaveBeenCalled()
    thread.setDraft(' 123456 ')
    expect(await thread.submit()).toBe('sent')
    expect(requestMock.mock.calls[0][0].data).toEqual({ content: '123456' })
  })

  it('sent: the draft is cleared and the list loaded again (the server gives nothing back)', async () => {
    routeRequests({ [V2_LIST]: recorded('4.9.10', '15'), [V2_POST]: recorded('4.9.10', '31') })
    const thread = course1()
    await thread.open()
    routeRequests({ [V2_LIST]: recorded('4.9.10', '31b'), [V2_POST]: recorded('4.9.10', '31') })
    thread.setDraft('<b>讲得很清楚</b>，期待下一章！')
    expect(await thread.submit()).toBe('sent')
    expect(thread.draft).toBe('')
    await thread.comments.load()
    expect(sentCalls()).toEqual([V2_LIST, V2_POST, V2_LIST])
    expect(thread.comments.data?.items).toHaveLength(1)
  })

  it('never twice: a second submit while the first is on its way is busy and sends nothing', async () => {
    const answer = deferred<FakeResponse>()
    routeRequests({ [V2_LIST]: recorded('4.9.10', '15'), [V2_POST]: () => answer.promise })
    const thread = course1()
    thread.setDraft('这门课很有帮助')
    const first = thread.submit()
    expect(thread.sending).toBe(true)
    expect(await thread.submit()).toBe('busy')
    expect(await thread.submit()).toBe('busy')
    answer.resolve(recorded('4.9.10', '31'))
    expect(await first).toBe('sent')
    expect(sentCalls().filter((call) => call === V2_POST)).toHaveLength(1)
    expect(thread.sending).toBe(false)
  })

  it('failed: the draft is kept and the next try sends again', async () => {
    routeRequests({ [V2_LIST]: recorded('4.9.10', '15'), [V2_POST]: envelope(1, '无权限') })
    const thread = course1()
    await thread.open()
    thread.setDraft('这门课很有帮助')
    expect(await thread.submit()).toBe('failed')
    expect(thread.draft).toBe('这门课很有帮助')
    routeRequests({ [V2_LIST]: recorded('4.9.10', '15'), [V2_POST]: recorded('4.9.10', '31') })
    expect(await thread.submit()).toBe('sent')
  })

  it('text typed while the comment was on its way stays in the input', async () => {
    const answer = deferred<FakeResponse>()
    routeRequests({ [V2_LIST]: recorded('4.9.10', '15'), [V2_POST]: () => answer.promise })
    const thread = course1()
    thread.setDraft('第一条评论内容')
    const sending = thread.submit()
    thread.setDraft('第一条评论内容，再补充一句')
    answer.resolve(recorded('4.9.10', '31'))
    expect(await sending).toBe('sent')
    expect(thread.draft).toBe('第一条评论内容，再补充一句')
  })

  it('no 回复 where comments have no replies', async () => {
    routeRequests({ [V2_LIST]: recorded('4.9.10', '31b') })
    const thread = course1()
    await thread.open()
    const [item] = thread.comments.data!.items
    thread.replyTo(item, item)
    expect(thread.replyingTo).toBeNull()
  })
})

describe('v4.9.30', () => {
  beforeEach(() => asServer('v4.9.30'))

  it('the rules before any answer and with it: no minimum of 6, at most 140', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '41f'), [V3_POST]: recorded('v4.9.30', '41') })
    const thread = course1()
    expect(thread.rules).toEqual({ threaded: true, minLength: 1, maxLength: 140 })
    thread.setDraft('好')
    expect(await thread.submit()).toBe('sent-for-review')
    thread.setDraft('评'.repeat(141))
    expect(await thread.submit()).toBe('too-long')
    expect(thread.draft).toBe('评'.repeat(141))
    expect(sentCalls()).toEqual([V3_POST])
  })

  it('a new comment goes first, waiting for review (评论审核中), without asking the list again', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '15b'), [V3_POST]: recorded('v4.9.30', '41') })
    const thread = course1()
    await thread.open()
    thread.setDraft('<b>讲得很清楚</b>，期待下一章！')
    expect(await thread.submit()).toBe('sent-for-review')
    expect(sentCalls()).toEqual([V3_LIST, V3_POST])
    const list = thread.comments.data!
    expect(list.total).toBe(1)
    expect(list.items.map((item) => [item.id, item.pending, item.content])).toEqual([
      ['gvqmylWbqJAdnojk', true, '<b>讲得很清楚</b>，期待下一章！'],
    ])
    expect(thread.draft).toBe('')
  })

  it('回复 only under approved items; a reply to a reply goes under its comment, naming whom it answers', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '41f') })
    const thread = course1()
    await thread.open()
    const [comment] = thread.comments.data!.items
    const [pendingReply, approvedReply] = comment.replies
    thread.replyTo(pendingReply, comment)
    expect(thread.replyingTo).toBeNull()

    thread.replyTo(approvedReply, comment)
    expect(thread.replyingTo).toEqual({
      parentId: 'gvqmylWbqJAdnojk',
      replyId: 'dypKgrYRqW9Z6PNz',
      author: expect.objectContaining({ nick_name: '测试学员' }),
    })
    routeRequests({ [V3_POST]: recorded('v4.9.30', '41e') })
    thread.setDraft('谢谢回复')
    expect(await thread.submit()).toBe('sent-for-review')
    expect(requestMock.mock.calls.at(-1)?.[0].data).toMatchObject({
      parent_id: 'gvqmylWbqJAdnojk',
      reply_id: 'dypKgrYRqW9Z6PNz',
    })
    const updated = thread.comments.data!.items[0]
    expect(updated.repliesCount).toBe(3)
    expect(updated.replies[0]).toMatchObject({
      id: 'qbe73PJwbXkd8o24',
      pending: true,
      replyTo: { author: expect.objectContaining({ nick_name: '测试学员' }) },
    })
    expect(thread.replyingTo).toBeNull()
  })

  it('a reply to the comment itself sends reply_id 0 and answers no one in particular', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '41f'), [V3_POST]: recorded('v4.9.30', '41d') })
    const thread = course1()
    await thread.open()
    const [comment] = thread.comments.data!.items
    thread.replyTo(comment, comment)
    thread.setDraft('同意，第二章也很好')
    await thread.submit()
    expect(requestMock.mock.calls.at(-1)?.[0].data).toMatchObject({ parent_id: comment.id, reply_id: 0 })
    expect(thread.comments.data!.items[0].replies[0].replyTo).toBeNull()
  })

  it('replying to a comment still under review: the server says 评论审核中 and the text stays', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '41f'), [V3_POST]: recorded('v4.9.30', '41c') })
    const thread = course1()
    await thread.open()
    const [comment] = thread.comments.data!.items
    thread.replyTo(comment, comment)
    thread.setDraft('同意')
    expect(await thread.submit()).toBe('failed')
    expect(thread.draft).toBe('同意')
    expect(thread.replyingTo).not.toBeNull()
  })

  it('查看全部{total}条评论 replaces the list with every comment; 查看全部回复 one comment’s replies', async () => {
    const first = recordedData('v4.9.30', '41f')
    first.total = 6
    first.data[0].replies = first.data[0].replies.slice(1)
    routeRequests({ [V3_LIST]: ok(first) })
    const thread = course1()
    await thread.open()
    expect(thread.comments.data).toMatchObject({ total: 6, complete: false })
    expect(thread.comments.data!.items[0]).toMatchObject({ repliesCount: 2, replies: [{}] })

    routeRequests({ [V3_ALL]: recorded('v4.9.30', '41h') })
    expect(await thread.showAll()).toBe(true)
    expect(thread.comments.data).toMatchObject({ total: 1, complete: true })
    expect(requestMock.mock.calls.at(-1)?.[0].data).toEqual({ rt: 1, rid: 1 })

    routeRequests({ [V3_ALL]: recorded('v4.9.30', '41g') })
    expect(await thread.showReplies('gvqmylWbqJAdnojk')).toBe(true)
    expect(requestMock.mock.calls.at(-1)?.[0].data).toEqual({ rt: 1, rid: 1, parent_id: 'gvqmylWbqJAdnojk' })
    expect(thread.comments.data!.items[0].replies.map((reply) => reply.id)).toEqual([
      'qbe73PJwbXkd8o24',
      'dypKgrYRqW9Z6PNz',
    ])
  })

  it('a failed 查看全部 keeps what is shown', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '41f') })
    const thread = course1()
    await thread.open()
    routeRequests({ [V3_ALL]: recorded('v4.9.30', '41q') })
    expect(await thread.showReplies('zzz')).toBe(false)
    expect(thread.comments.data!.items[0].replies).toHaveLength(2)
  })

  it('a video’s thread posts rt 2', async () => {
    routeRequests({ [V3_POST]: recorded('v4.9.30', '41o') })
    const thread = new CommentThread({ kind: 'video', id: 1 })
    thread.setDraft('这一节的安装步骤很实用')
    expect(await thread.submit()).toBe('sent-for-review')
    expect(requestMock.mock.calls[0][0].data).toEqual({
      rt: 2,
      rid: 1,
      content: '这一节的安装步骤很实用',
      parent_id: 0,
      reply_id: 0,
    })
  })
})
