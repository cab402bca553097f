import { makeAutoObservable, runInAction } from 'mobx'
import {
  commentRules,
  getAllComments,
  getComments,
  getReplies,
  postComment,
  type ReplyTo,
} from '@/services/api/comments'
import type {
  CommentAuthor,
  CommentItem,
  CommentList,
  CommentRules,
  CommentTarget,
} from '@/services/api/types'
import { Resource } from './resource'
import { Task } from './task'
import type { LoginState } from './session-store'

/**
 * What `submit()` found:
 * - `empty`: nothing but spaces, nothing sent;
 * - `too-short` / `too-long`: fewer or more characters than the server takes (`rules.minLength`/`maxLength`),
 *   nothing sent;
 * - `sent`: the server took it and it shows now;
 * - `sent-for-review`: the server took it and it waits for review (shown as 评论审核中);
 * - `failed`: the server refused it or the call failed (the HTTP layer already said why), the draft is kept;
 * - `busy`: a comment is on its way already (a double tap), nothing sent.
 */
export type CommentSubmit =
  'empty' | 'too-short' | 'too-long' | 'sent' | 'sent-for-review' | 'failed' | 'busy'

/**
 * Whether the comment box is there, and why not:
 * - `open`: the learner may post;
 * - `login`: logged out (a tap leads to the login page);
 * - `buy`: the course is not bought / the video cannot be watched;
 * - `closed`: comments are switched off for this course or video (`is_allow_comment` 0).
 */
export type CommentBox = 'open' | 'login' | 'buy' | 'closed'

/** The box's state from what the page knows (closed first: nobody may post, logged in or not). */
export function commentBox(session: LoginState, facts: { entitled: boolean; allowed: boolean }): CommentBox {
  if (!facts.allowed) return 'closed'
  if (!session.loggedIn) return 'login'
  return facts.entitled ? 'open' : 'buy'
}

/** The comment a reply answers, and who wrote it (the box says 回复{nick_name}). */
export interface ReplyTarget extends ReplyTo {
  author: CommentAuthor | null
}

const length = (text: string) => [...text].length

/**
 * A comment thread (a course's, a video's): the list, the draft in the input, what it answers, and the one send
 * in flight. The list loads when the thread is first shown (`open()`); what the server allows (replies, lengths)
 * comes with every answer (`rules`), so the thread works the same on every MeEdu.
 */
export class CommentThread {
  readonly comments: Resource<CommentList>
  readonly send = new Task()
  /** 查看全部 (the whole list, key `all`, or one comment's replies, keyed by its id). */
  readonly expand = new Task()
  rules: CommentRules
  draft = ''
  replyingTo: ReplyTarget | null = null

  constructor(private readonly target: CommentTarget) {
    this.rules = commentRules()
    this.comments = new Resource(async () => {
      const list = await getComments(target)
      runInAction(() => (this.rules = list.rules))
      return list
    })
    makeAutoObservable<CommentThread, 'target'>(this, {
      target: false,
      comments: false,
      send: false,
      expand: false,
    })
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

  /** 回复 under an approved comment or reply (threaded comments only); `parent` is the top-level comment. */
  replyTo(item: CommentItem, parent: CommentItem): void {
    if (!this.rules.threaded || item.pending) return
    this.replyingTo = {
      parentId: parent.id,
      replyId: item.id === parent.id ? null : item.id,
      author: item.author,
    }
  }

  /** Back to a top-level comment (the draft stays). */
  cancelReply(): void {
    this.replyingTo = null
  }

  /** 查看全部{total}条评论: every top-level comment replaces the first ones. */
  async showAll(): Promise<boolean> {
    const result = await this.expand.run(async () => {
      try {
        const list = await getAllComments(this.target)
        runInAction(() => {
          this.rules = list.rules
          this.comments.update(() => list)
        })
        return true
      } catch {
        return false
      }
    }, 'all')
    return result ?? false
  }

  /** 查看全部{replies_count}条回复: every reply of one comment replaces its first ones. */
  async showReplies(parentId: string): Promise<boolean> {
    const result = await this.expand.run(async () => {
      try {
        const replies = await getReplies(this.target, parentId)
        runInAction(() =>
          this.comments.update((list) => ({
            ...list,
            items: list.items.map((item) =>
              item.id === parentId ? { ...item, replies, repliesCount: replies.length } : item
            ),
          }))
        )
        return true
      } catch {
        return false
      }
    }, parentId)
    return result ?? false
  }

  async submit(): Promise<CommentSubmit> {
    if (this.send.running) return 'busy'
    const content = this.draft.trim()
    const { minLength, maxLength } = this.rules
    if (content === '') return 'empty'
    if (length(content) < minLength) return 'too-short'
    if (length(content) > maxLength) return 'too-long'
    const replyingTo = this.replyingTo
    const result = await this.send.run(async (): Promise<CommentSubmit> => {
      let posted
      try {
        posted = await postComment(
          this.target,
          content,
          replyingTo && { parentId: replyingTo.parentId, replyId: replyingTo.replyId }
        )
      } catch {
        return 'failed'
      }
      runInAction(() => {
        this.rules = posted.rules
        // Only what was sent is cleared: text typed while it was on its way stays.
        if (this.draft.trim() === content) this.draft = ''
        if (this.replyingTo === replyingTo) this.replyingTo = null
      })
      const item = posted.item
      if (item && this.comments.ready) runInAction(() => this.place(item, replyingTo))
      // Nothing to place (4.9.10 answers `[]`), or no list shown: the list again, with the new comment in it
      // (a list never asked for is asked when the thread opens).
      else if (this.comments.state !== 'idle') void this.comments.reload()
      return item?.pending ? 'sent-for-review' : 'sent'
    })
    return result ?? 'busy'
  }

  /** A new item where it belongs: first among the comments, or first among its comment's replies. */
  private place(item: CommentItem, replyingTo: ReplyTarget | null): void {
    this.comments.update((list) => {
      if (!replyingTo) return { ...list, items: [item, ...list.items], total: list.total + 1 }
      const reply: CommentItem = {
        ...item,
        replyTo: replyingTo.replyId ? { author: replyingTo.author } : null,
      }
      return {
        ...list,
        items: list.items.map((comment) =>
          comment.id === replyingTo.parentId
            ? { ...comment, replies: [reply, ...comment.replies], repliesCount: comment.repliesCount + 1 }
            : comment
        ),
      }
    })
  }
}
