import { makeAutoObservable, runInAction } from 'mobx'
import type { Comment } from '@/services/api/types'
import { Resource } from './resource'
import { Task } from './task'

/** Fewer characters than this (after trimming) are not sent: 评论内容不能少于6个字. */
export const COMMENT_MIN_LENGTH = 6

/**
 * What `submit()` found:
 * - `too-short`: fewer than 6 characters after trimming, nothing sent;
 * - `sent`: the server took it, the draft is cleared and the list reloads;
 * - `failed`: the server refused it or the call failed (the HTTP layer already said why), the draft is kept;
 * - `busy`: a comment is on its way already (a double tap), nothing sent.
 */
export type CommentSubmit = 'too-short' | 'sent' | 'failed' | 'busy'

/**
 * A comment thread (a course's, a video's): the list, the draft in the input and the one send in flight. The
 * owner passes how to fetch and how to post; the list loads when the thread is first shown (`open()`).
 */
export class CommentThread {
  readonly comments: Resource<Comment[]>
  readonly send = new Task()
  draft = ''

  constructor(
    fetch: () => Promise<Comment[]>,
    private readonly post: (content: string) => Promise<unknown>
  ) {
    this.comments = new Resource(fetch)
    makeAutoObservable<CommentThread, 'post'>(this, { comments: false, send: false, post: false })
  }

  /** Load the list once (a second call does nothing more). */
  open(): Promise<void> {
    return this.comments.load()
  }

  setDraft(value: string): void {
    this.draft = value
  }

  get sending(): boolean {
    return this.send.running
  }

  async submit(): Promise<CommentSubmit> {
    if (this.send.running) return 'busy'
    const content = this.draft.trim()
    if ([...content].length < COMMENT_MIN_LENGTH) return 'too-short'
    const result = await this.send.run(async (): Promise<CommentSubmit> => {
      try {
        await this.post(content)
      } catch {
        return 'failed'
      }
      runInAction(() => {
        // Only what was sent is cleared: text typed while it was on its way stays.
        if (this.draft.trim() === content) this.draft = ''
      })
      void this.comments.reload()
      return 'sent'
    })
    return result ?? 'busy'
  }
}
