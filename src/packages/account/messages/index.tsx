import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import MessageIcon from '@nutui/icons-react-taro/dist/es/icons/Message.js'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { InfiniteList } from '@/components/InfiniteList'
import { usePullDownReload } from '@/components/pull-down-reload'
import { a11y } from '@/platform/a11y'
import { useStores } from '@/stores'
import type { Message } from '@/services/api/types'
import { relativeTime } from '@/utils/time'
import { MESSAGES_TEXT } from './text'
import './index.scss'

/**
 * 我的消息: the learner's notifications, newest first, 20 a page; unread ones are marked until tapped. 全部已读 shows
 * while something is unread and marks everything read at once.
 */
const MessagesView = observer(function MessagesView() {
  const { messages } = useStores()

  useEffect(() => {
    void messages.open()
  }, [messages])
  usePullDownReload(() => messages.refresh())

  return (
    <View className="messages">
      {messages.hasUnread ? (
        <View className="messages__bar">
          <Button
            id="messages-read-all"
            className="messages__read-all"
            size="small"
            fill="outline"
            type="primary"
            loading={messages.markingAll.running}
            onClick={() => void messages.markAllRead()}
          >
            {MESSAGES_TEXT.readAll}
          </Button>
        </View>
      ) : null}
      <InfiniteList
        id="messages-list"
        list={messages.list}
        itemKey={(message: Message) => message.id}
        emptyText={MESSAGES_TEXT.empty}
        emptyImage={<MessageIcon className="empty-state__icon" size={56} />}
        renderItem={(message: Message) => (
          <View
            id={`message-${message.id}`}
            className={`messages__item${message.read_at ? '' : ' messages__item--unread'}`}
            data-unread={message.read_at ? 'false' : 'true'}
            {...a11y('button')}
            onClick={() => void messages.markRead(message)}
          >
            {/* The red dot, said as 未读 (tapping the message marks it read). */}
            {message.read_at ? null : (
              <View className="messages__dot" {...a11y('img', { label: MESSAGES_TEXT.unread })} />
            )}
            <View className="messages__body">
              <Text className="messages__text">{message.data?.message ?? ''}</Text>
              <Text className="messages__time">{relativeTime(message.created_at)}</Text>
            </View>
          </View>
        )}
      />
    </View>
  )
})

export default function MessagesPage() {
  return (
    <PageShell path="/messages">
      <MessagesView />
    </PageShell>
  )
}
