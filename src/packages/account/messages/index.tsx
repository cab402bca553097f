import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useReachBottom } from '@tarojs/taro'
import { PageShell } from '@/components/PageShell'
import { ListFooter } from '@/components/ListFooter'
import { useStores } from '@/stores'
import { relativeTime } from '@/utils/time'
import './index.scss'

/** 我的消息: the learner's notifications, newest first, 20 a page; unread ones are marked until tapped. */
export const MessagesView = observer(function MessagesView() {
  const { messages } = useStores()
  const list = messages.list

  useEffect(() => {
    void messages.open()
  }, [messages])
  useReachBottom(() => {
    void messages.list.loadMore()
  })

  return (
    <View className="messages">
      {list.items.map((message) => (
        <View
          key={message.id}
          id={`message-${message.id}`}
          className={`messages__item${message.read_at ? '' : ' messages__item--unread'}`}
          data-unread={message.read_at ? 'false' : 'true'}
          onClick={() => void messages.markRead(message)}
        >
          {message.read_at ? null : <View className="messages__dot" />}
          <View className="messages__body">
            <Text className="messages__text">{message.data?.message ?? ''}</Text>
            <Text className="messages__time">{relativeTime(message.created_at)}</Text>
          </View>
        </View>
      ))}
      <ListFooter list={list} emptyText="暂无消息" />
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
