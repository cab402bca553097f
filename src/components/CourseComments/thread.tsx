import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { AvatarPicture } from '@/components/AvatarPicture'
import MessageIcon from '@nutui/icons-react-taro/dist/es/icons/Message.js'
import { observer } from 'mobx-react-lite'
import { RichHtml } from '@/components/RichHtml'
import { ResourceView } from '@/components/ResourceView'
import { requireLogin } from '@/navigation'
import { a11y } from '@/platform/a11y'
import type { CommentBox, CommentThread } from '@/stores/comment-thread'
import type { CommentAuthor, CommentItem } from '@/services/api/types'
import { relativeTime } from '@/utils/time'
import { toast } from '@/platform/toast'
import { COMMENTS_TEXT } from './text'
import './index.scss'

export interface CourseCommentsProps {
  thread: CommentThread
  /** Whether the learner may post here, and why not (the owner's screen store decides: `commentBox`). */
  box: CommentBox
}

const authorName = (author: CommentAuthor | null) =>
  author ? author.nick_name || COMMENTS_TEXT.anonymous : COMMENTS_TEXT.deleted

/**
 * A comment thread (course detail, player): the comments with avatar, name, relative time (and region) and their
 * text, 评论审核中 for those waiting for review; where the server has replies, each comment's replies
 * (`{name} 回复 {name}` for a reply to a reply), 回复 under approved items and 查看全部 for the rest. The box with
 * 发布 is kept at the bottom of the screen while the thread is in view, only when the learner may post; otherwise
 * it says why. A comment is sent once, however often 发布 is tapped; a refused one stays in the box. H5 fetches
 * this file when a thread is first shown (index.h5.tsx); the mini-program has it at once (index.weapp.tsx).
 */
export const CourseComments = observer(function CourseComments({ thread, box }: CourseCommentsProps) {
  useEffect(() => {
    void thread.open()
  }, [thread])

  const canReply = box === 'open' && thread.rules.threaded

  return (
    <View className="course-comments">
      <ResourceView resource={thread.comments} rows={3}>
        {(list) =>
          list.items.length === 0 ? (
            <View className="course-comments__empty" data-testid="comments-empty">
              <MessageIcon className="course-comments__empty-icon" size={48} />
              <Text className="course-comments__empty-text">{COMMENTS_TEXT.none}</Text>
            </View>
          ) : (
            <View className="course-comments__list">
              {list.items.map((comment) => (
                <CommentBlock key={comment.id} thread={thread} comment={comment} canReply={canReply} />
              ))}
              {list.complete ? null : (
                <More
                  id="comments-all"
                  busy={thread.expand.isRunning('all')}
                  text={COMMENTS_TEXT.allComments(list.total)}
                  onTap={() => void thread.showAll()}
                />
              )}
            </View>
          )
        }
      </ResourceView>
      <Composer thread={thread} box={box} />
    </View>
  )
})

/** A top-level comment, 回复, its replies and 查看全部{n}条回复. */
const CommentBlock = observer(function CommentBlock({
  thread,
  comment,
  canReply,
}: {
  thread: CommentThread
  comment: CommentItem
  canReply: boolean
}) {
  const hiddenReplies = comment.repliesCount > comment.replies.length
  return (
    <View className="course-comments__item" data-comment-id={comment.id}>
      <CommentAvatar src={comment.author?.avatar ?? ''} size="36" />
      <View className="course-comments__body">
        <CommentMeta item={comment} />
        <CommentContent item={comment} />
        {canReply && !comment.pending ? <ReplyButton onTap={() => thread.replyTo(comment, comment)} /> : null}
        {comment.replies.length > 0 || hiddenReplies ? (
          <View className="course-comments__replies">
            {comment.replies.map((reply) => (
              <View key={reply.id} className="course-comments__reply" data-comment-id={reply.id}>
                <CommentAvatar src={reply.author?.avatar ?? ''} size="28" />
                <View className="course-comments__body">
                  <CommentMeta item={reply} />
                  <CommentContent item={reply} />
                  {canReply && !reply.pending ? (
                    <ReplyButton onTap={() => thread.replyTo(reply, comment)} />
                  ) : null}
                </View>
              </View>
            ))}
            {hiddenReplies ? (
              <More
                className="course-comments__more--replies"
                busy={thread.expand.isRunning(comment.id)}
                text={COMMENTS_TEXT.allReplies(comment.repliesCount)}
                onTap={() => void thread.showReplies(comment.id)}
              />
            ) : null}
          </View>
        ) : null}
      </View>
    </View>
  )
})

/** The name (`{name} 回复 {name}` for a reply to a reply), then the relative time and the region. */
function CommentMeta({ item }: { item: CommentItem }) {
  const name = authorName(item.author)
  return (
    <View className="course-comments__meta">
      <Text className="course-comments__name">
        {item.replyTo ? COMMENTS_TEXT.replyLine(name, authorName(item.replyTo.author)) : name}
      </Text>
      <Text className="course-comments__time">
        {COMMENTS_TEXT.when(relativeTime(item.created_at), item.ip_province)}
      </Text>
    </View>
  )
}

/** 评论审核中 while it waits for review, whatever text came with it; server HTML only through RichHtml. */
function CommentContent({ item }: { item: CommentItem }) {
  if (item.pending) {
    return (
      <Text className="course-comments__content course-comments__content--pending">
        {COMMENTS_TEXT.pending}
      </Text>
    )
  }
  if (item.html) return <RichHtml className="course-comments__content" html={item.content} />
  return <Text className="course-comments__content">{item.content}</Text>
}

function ReplyButton({ onTap }: { onTap(): void }) {
  return (
    <Text className="course-comments__reply-button" {...a11y('button')} onClick={onTap}>
      {COMMENTS_TEXT.reply}
    </Text>
  )
}

/** 查看全部…: a link-like button; taps while it loads do nothing more. */
function More({
  id,
  className,
  busy,
  text,
  onTap,
}: {
  id?: string
  className?: string
  busy: boolean
  text: string
  onTap(): void
}) {
  return (
    <Text
      id={id}
      className={`course-comments__more${className ? ` ${className}` : ''}`}
      {...a11y('button', { disabled: busy })}
      onClick={() => {
        if (!busy) onTap()
      }}
    >
      {text}
    </Text>
  )
}

/** The box with 发布 (and 取消回复 while answering someone), or why the learner cannot post here. */
const Composer = observer(function Composer({ thread, box }: { thread: CommentThread; box: CommentBox }) {
  const publish = async () => {
    const result = await thread.submit()
    if (result === 'empty') toast(COMMENTS_TEXT.empty)
    else if (result === 'too-short') toast(COMMENTS_TEXT.tooShort(thread.rules.minLength))
    else if (result === 'too-long') toast(COMMENTS_TEXT.tooLong(thread.rules.maxLength))
    else if (result === 'sent') toast(COMMENTS_TEXT.sent)
    else if (result === 'sent-for-review') toast(COMMENTS_TEXT.sentForReview)
    // 'failed': the HTTP layer said why, and the text stays; 'busy': the first tap is on its way.
  }

  if (box !== 'open') {
    return (
      <View className="course-comments__composer">
        {box === 'login' ? (
          <Text
            className="course-comments__hint course-comments__hint--link"
            id="comment-hint"
            {...a11y('button')}
            onClick={() => requireLogin()}
          >
            {COMMENTS_TEXT.hints.login}
          </Text>
        ) : (
          <Text className="course-comments__hint" id="comment-hint">
            {COMMENTS_TEXT.hints[box]}
          </Text>
        )}
      </View>
    )
  }

  const replying = thread.replyingTo
  return (
    <View className="course-comments__composer">
      {replying ? (
        <Text
          className="course-comments__cancel"
          id="comment-reply-cancel"
          {...a11y('button')}
          onClick={() => thread.cancelReply()}
        >
          {COMMENTS_TEXT.cancelReply}
        </Text>
      ) : null}
      <Input
        id="comment-input"
        className="course-comments__input"
        value={thread.draft}
        placeholder={
          replying ? COMMENTS_TEXT.replyPlaceholder(authorName(replying.author)) : COMMENTS_TEXT.placeholder
        }
        maxLength={thread.rules.maxLength}
        onChange={(value) => thread.setDraft(value)}
        onConfirm={() => void publish()}
      />
      <Button
        id="comment-publish"
        className="course-comments__publish"
        type="primary"
        size="small"
        loading={thread.sending}
        onClick={() => void publish()}
      >
        {COMMENTS_TEXT.publish}
      </Button>
    </View>
  )
})

/** The commenter's avatar, beside their name (decorative); an empty or broken picture shows the person icon. */
function CommentAvatar({ src, size }: { src: string; size: `${number}` }) {
  const [broken, setBroken] = useState(false)
  return (
    <AvatarPicture
      className="course-comments__avatar"
      size={size}
      src={broken ? '' : src}
      onError={() => setBroken(true)}
    />
  )
}
