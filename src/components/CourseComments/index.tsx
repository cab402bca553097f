import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { AvatarPicture } from '@/components/AvatarPicture'
import MessageIcon from '@nutui/icons-react-taro/dist/es/icons/Message.js'
import { observer } from 'mobx-react-lite'
import { RichHtml } from '@/components/RichHtml'
import { ResourceView } from '@/components/ResourceView'
import { requireLogin } from '@/navigation'
import { useStores } from '@/stores'
import type { CommentThread } from '@/stores/comment-thread'
import type { Comment } from '@/services/api/types'
import { relativeTime } from '@/utils/time'
import { toast } from '@/utils/toast'
import { COMMENTS_TEXT } from './text'
import './index.scss'

interface CourseCommentsProps {
  thread: CommentThread
  /** The learner may post here (a logged-out learner may too: 发布 leads to the login page). */
  canPost: boolean
  /** Said instead of the input when `canPost` is false (e.g. 购买课程后才能评论). */
  cannotPostHint?: string
}

/**
 * A comment thread (course detail, player): the comments with avatar, nickname, relative time and their HTML,
 * and an input with 发布 kept at the bottom of the screen while the thread is in view. A comment is sent once,
 * however often 发布 is tapped.
 */
export const CourseComments = observer(function CourseComments({
  thread,
  canPost,
  cannotPostHint,
}: CourseCommentsProps) {
  const { session } = useStores()

  useEffect(() => {
    void thread.open()
  }, [thread])

  const publish = async () => {
    if (!session.loggedIn) {
      requireLogin()
      return
    }
    const result = await thread.submit()
    if (result === 'too-short') toast(COMMENTS_TEXT.tooShort)
    else if (result === 'sent') toast(COMMENTS_TEXT.sent)
    // 'failed': the HTTP layer said why; 'busy': the first tap is on its way.
  }

  return (
    <View className="course-comments">
      <ResourceView resource={thread.comments} rows={3}>
        {(comments) =>
          comments.length === 0 ? (
            <View className="course-comments__empty" data-testid="comments-empty">
              <MessageIcon className="course-comments__empty-icon" size={48} />
              <Text className="course-comments__empty-text">{COMMENTS_TEXT.empty}</Text>
            </View>
          ) : (
            <View className="course-comments__list">
              {comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} />
              ))}
            </View>
          )
        }
      </ResourceView>
      <View className="course-comments__composer">
        {canPost ? (
          <>
            <Input
              id="comment-input"
              className="course-comments__input"
              value={thread.draft}
              placeholder={COMMENTS_TEXT.placeholder}
              maxLength={500}
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
          </>
        ) : (
          <Text className="course-comments__hint" id="comment-hint">
            {cannotPostHint ?? ''}
          </Text>
        )}
      </View>
    </View>
  )
})

function CommentItem({ comment }: { comment: Comment }) {
  const name = comment.user?.nick_name || COMMENTS_TEXT.anonymous
  return (
    <View className="course-comments__item" data-comment-id={comment.id}>
      <CommentAvatar src={comment.user?.avatar ?? ''} />
      <View className="course-comments__body">
        <View className="course-comments__meta">
          <Text className="course-comments__name">{name}</Text>
          <Text className="course-comments__time">{relativeTime(comment.created_at)}</Text>
        </View>
        <RichHtml className="course-comments__content" html={comment.render_content} />
      </View>
    </View>
  )
}

/** The commenter's avatar, beside their name (decorative); an empty or broken picture shows the person icon. */
function CommentAvatar({ src }: { src: string }) {
  const [broken, setBroken] = useState(false)
  return (
    <AvatarPicture
      className="course-comments__avatar"
      size="36"
      src={broken ? '' : src}
      onError={() => setBroken(true)}
    />
  )
}
