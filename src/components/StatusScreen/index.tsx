import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Empty } from '@nutui/nutui-react-taro'
import './index.scss'

/**
 * A full-screen state (error pages, results): NutUI's Empty with a big mark where its picture goes, a sentence,
 * optional details and one way onwards: a NutUI Button carrying `actionId` (as Empty's child rather than in its
 * `actions`, whose typing expects a click handler that returns a function). NutUI's ResultPage would fit
 * too, but it brings five status icons with fixed colours; the mark here is text in the theme's primary.
 */
export function StatusScreen(props: {
  mark?: string
  message: ReactNode
  messageId?: string
  action: string
  actionId: string
  onAction: () => void
  children?: ReactNode
}) {
  return (
    <Empty
      className="status-screen"
      image={props.mark ? <Text className="status-screen__mark">{props.mark}</Text> : <View />}
      // The sentence carries `messageId`, so it is a node of its own (with the details) rather than a title.
      description={
        <View className="status-screen__body">
          <Text className="status-screen__text" id={props.messageId}>
            {props.message}
          </Text>
          {props.children}
        </View>
      }
    >
      <Button
        type="primary"
        className="status-screen__action"
        id={props.actionId}
        onClick={() => props.onAction()}
      >
        {props.action}
      </Button>
    </Empty>
  )
}
