import { http, type RequestOptions } from '../http'
import { serverApi } from '../server-api'
import { arr, flag, num, obj, str, type Raw } from './normalize'
import type { CommentAuthor, CommentItem, CommentList, CommentRules, CommentTarget } from './types'

/**
 * A course's or a video's comments, on both server generations (the `comments` feature of services/server-api.ts):
 *
 * - MeEdu 4.9.10 (and up to 4.9.21): `GET /api/v2/{course|video}/{id}/comments` → `{comments, users}`, every
 *   comment at once, HTML (`render_content`), no replies, no review; `POST …/comment {content}` (at least 6
 *   characters, a purchase needed) → `[]`, the comment shows at once.
 * - 4.9.22 and later (v4.9.30): `GET /api/v3/comments {rt, rid}` → the 5 newest top-level comments with their 3
 *   newest replies and `total`; `GET /api/v3/comments/replies {rt, rid, parent_id?}` → every top-level comment
 *   (no `parent_id`) or every reply of one; `POST /api/v3/comment/store {rt, rid, content, parent_id, reply_id}`
 *   (at most 140 characters) → the new item, waiting for review (`is_check` 0, `content` ""). Ids are hashids
 *   (strings), plain text, `user` `[]` for a learner who is gone.
 *
 * Every answer comes back in one shape (`CommentList`, `CommentItem`) with the rules that apply (`CommentRules`),
 * so the thread never asks which server it is.
 */

const OLD_RULES: CommentRules = { threaded: false, minLength: 6, maxLength: 500 }
const NEW_RULES: CommentRules = { threaded: true, minLength: 1, maxLength: 140 }

/** The rules of the comments as the app knows the server now (before any comment answer arrived). */
export function commentRules(): CommentRules {
  return serverApi.way('comments') === 'new' ? NEW_RULES : OLD_RULES
}

/** v3's resource type: 1 a course (录播课), 2 a video (课时). */
const RESOURCE_TYPE = { course: 1, video: 2 } as const

/** `rt` and `rid` as JSON numbers (the server's `is_allow_comment` check compares `rt` strictly). */
const resource = (target: CommentTarget) => ({ rt: RESOURCE_TYPE[target.kind], rid: target.id })

const oldPath = (target: CommentTarget) => `/api/v2/${target.kind}/${target.id}`

// ---- readers ------------------------------------------------------------------------------------------------

/** `user` / `reply_user`: null when the server sent nothing usable (`[]` for a learner who no longer exists). */
function readAuthor(raw: unknown): CommentAuthor | null {
  const user = obj(raw)
  if (Object.keys(user).length === 0) return null
  return { nick_name: str(user.nick_name), avatar: str(user.avatar) }
}

/**
 * A v3 comment or reply. Pending is decided from `is_check` alone: the first-page list does not blank a pending
 * reply's text (a server bug, sample v4.9.30/41f), `/comments/replies` does.
 */
function readV3Item(raw: Raw, topLevel: boolean): CommentItem {
  const replies = topLevel ? readV3Replies(raw.replies) : []
  return {
    id: str(raw.id),
    author: readAuthor(raw.user),
    content: str(raw.content),
    html: false,
    pending: Object.prototype.hasOwnProperty.call(raw, 'is_check') && !flag(raw.is_check),
    created_at: str(raw.created_at),
    ip_province: str(raw.ip_province),
    replyTo: Object.prototype.hasOwnProperty.call(raw, 'reply_user')
      ? { author: readAuthor(raw.reply_user) }
      : null,
    replies,
    repliesCount: topLevel ? Math.max(replies.length, Math.floor(num(raw.replies_count))) : 0,
  }
}

const objects = (value: unknown): Raw[] =>
  arr(value).filter((item): item is Raw => item !== null && typeof item === 'object' && !Array.isArray(item))

function readV3Replies(value: unknown): CommentItem[] {
  return objects(value)
    .map((raw) => readV3Item(raw, false))
    .filter((item) => item.id !== '')
}

function readV3TopLevel(value: unknown): CommentItem[] {
  return objects(value)
    .map((raw) => readV3Item(raw, true))
    .filter((item) => item.id !== '')
}

/** 4.9.10's `{comments, users}`: each comment with its author from `users` (null when it is not there). */
export function readOldComments(raw: unknown): CommentItem[] {
  const data = obj(raw)
  const users = obj(data.users)
  return objects(data.comments)
    .map((comment): CommentItem => {
      const user = obj(users[str(comment.user_id)])
      return {
        id: str(comment.id),
        author: Object.keys(user).length > 0 ? readAuthor(user) : null,
        content: str(comment.render_content),
        html: true,
        pending: false,
        created_at: str(comment.created_at),
        ip_province: str(comment.ip_province),
        replyTo: null,
        replies: [],
        repliesCount: 0,
      }
    })
    .filter((item) => item.id !== '')
}

function oldList(raw: unknown): CommentList {
  const items = readOldComments(raw)
  return { items, total: items.length, complete: true, rules: OLD_RULES }
}

// ---- endpoints ----------------------------------------------------------------------------------------------

/** The first comments of a course or video: all of them on 4.9.10, the 5 newest with their replies on v3. */
export async function getComments(target: CommentTarget, options?: RequestOptions): Promise<CommentList> {
  return serverApi.call(
    'comments',
    {
      old: async (sent) => oldList(await http.get<unknown>(`${oldPath(target)}/comments`, undefined, sent)),
      new: async (sent) => {
        const data = obj(await http.get<unknown>('/api/v3/comments', resource(target), sent))
        const items = readV3TopLevel(data.data)
        const total = Math.max(items.length, Math.floor(num(data.total, items.length)))
        return { items, total, complete: items.length >= total, rules: NEW_RULES }
      },
    },
    options
  )
}

/** Every top-level comment (查看全部{total}条评论), each with its first replies. */
export async function getAllComments(target: CommentTarget, options?: RequestOptions): Promise<CommentList> {
  return serverApi.call(
    'comments',
    {
      old: async (sent) => oldList(await http.get<unknown>(`${oldPath(target)}/comments`, undefined, sent)),
      new: async (sent) => {
        const data = obj(await http.get<unknown>('/api/v3/comments/replies', resource(target), sent))
        const items = readV3TopLevel(data.data)
        return { items, total: items.length, complete: true, rules: NEW_RULES }
      },
    },
    options
  )
}

/** Every reply of one comment, newest first (查看全部{replies_count}条回复); none where comments have no replies. */
export async function getReplies(
  target: CommentTarget,
  parentId: string,
  options?: RequestOptions
): Promise<CommentItem[]> {
  return serverApi.call(
    'comments',
    {
      old: async () => [],
      new: async (sent) => {
        const query = { ...resource(target), parent_id: parentId }
        const data = obj(await http.get<unknown>('/api/v3/comments/replies', query, sent))
        return readV3Replies(data.data)
      },
    },
    options
  )
}

/** Which comment a reply answers: its top-level comment, and the reply it answers (none: the comment itself). */
export interface ReplyTo {
  parentId: string
  replyId: string | null
}

/**
 * What a post gave back: the new item to show where it belongs (v3: waiting for review, with the text the learner
 * sent), or null when the server returned none (4.9.10: the list must be asked again to show it); and the rules.
 */
export interface PostedComment {
  item: CommentItem | null
  rules: CommentRules
}

/** Post a comment, or (where comments have replies) a reply. Refusals are told by the HTTP layer and reject. */
export async function postComment(
  target: CommentTarget,
  content: string,
  replyTo: ReplyTo | null = null
): Promise<PostedComment> {
  return serverApi.call('comments', {
    old: async (sent) => {
      await http.post<unknown>(`${oldPath(target)}/comment`, { content }, sent)
      return { item: null, rules: OLD_RULES }
    },
    new: async (sent) => {
      const body = {
        ...resource(target),
        content,
        parent_id: replyTo?.parentId ?? 0,
        reply_id: replyTo?.replyId ?? 0,
      }
      const data = obj(await http.post<unknown>('/api/v3/comment/store', body, sent))
      const item = readV3Item(data, replyTo === null)
      if (item.id === '') return { item: null, rules: NEW_RULES }
      // The server answers `content: ""` (it waits for review); the learner's own words stand in for it.
      return { item: { ...item, content: item.content || content }, rules: NEW_RULES }
    },
  })
}
