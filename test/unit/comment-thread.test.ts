import { CommentThread } from '@/stores/comment-thread'
import type { Comment } from '@/services/api/types'
import { deferred } from '../mocks/api'

const comment = (id: number): Comment => ({
  id,
  user_id: 1,
  render_content: `<p>评论 ${id}</p>`,
  created_at: '2024-01-01T00:00:00Z',
  ip_province: '',
  user: null,
})

function thread(post: (content: string) => Promise<unknown> = async () => []) {
  const fetch = jest.fn(async () => [comment(1)])
  const send = jest.fn(post)
  return { thread: new CommentThread(fetch, send), fetch, send }
}

describe('CommentThread', () => {
  it('loads the list once when opened', async () => {
    const { thread: t, fetch } = thread()
    await t.open()
    await t.open()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(t.comments.data).toEqual([comment(1)])
  })

  it('fewer than 6 characters after trimming is too short and sends nothing', async () => {
    const { thread: t, send } = thread()
    t.setDraft('  12345  ')
    expect(await t.submit()).toBe('too-short')
    t.setDraft('\n\t ')
    expect(await t.submit()).toBe('too-short')
    // Six characters, counted as the learner sees them (an emoji is one).
    t.setDraft('👍👍👍👍👍')
    expect(await t.submit()).toBe('too-short')
    expect(send).not.toHaveBeenCalled()
    t.setDraft(' 123456 ')
    expect(await t.submit()).toBe('sent')
    expect(send).toHaveBeenCalledWith('123456')
  })

  it('sent: the draft is cleared and the list loaded again', async () => {
    const { thread: t, fetch } = thread()
    await t.open()
    t.setDraft('这门课很有帮助')
    expect(await t.submit()).toBe('sent')
    expect(t.draft).toBe('')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('never twice: a second submit while the first is on its way is busy and sends nothing', async () => {
    const answer = deferred<unknown>()
    const { thread: t, send } = thread(() => answer.promise)
    t.setDraft('这门课很有帮助')
    const first = t.submit()
    expect(t.sending).toBe(true)
    expect(await t.submit()).toBe('busy')
    expect(await t.submit()).toBe('busy')
    answer.resolve([])
    expect(await first).toBe('sent')
    expect(send).toHaveBeenCalledTimes(1)
    expect(t.sending).toBe(false)
  })

  it('failed: the draft is kept and the next try sends again', async () => {
    let fail = true
    const {
      thread: t,
      send,
      fetch,
    } = thread(async () => {
      if (fail) throw new Error('无权限')
      return []
    })
    await t.open()
    t.setDraft('这门课很有帮助')
    expect(await t.submit()).toBe('failed')
    expect(t.draft).toBe('这门课很有帮助')
    expect(fetch).toHaveBeenCalledTimes(1)
    fail = false
    expect(await t.submit()).toBe('sent')
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('text typed while the comment was on its way stays in the input', async () => {
    const answer = deferred<unknown>()
    const { thread: t } = thread(() => answer.promise)
    t.setDraft('第一条评论内容')
    const sending = t.submit()
    t.setDraft('第一条评论内容，再补充一句')
    answer.resolve([])
    expect(await sending).toBe('sent')
    expect(t.draft).toBe('第一条评论内容，再补充一句')
  })
})
