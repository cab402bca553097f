import type { ReactNode } from 'react'
import { View, Text, Button } from '@tarojs/components'
import './index.scss'

/** A full-screen state with a big mark, a sentence and one way onwards (error pages, results). */
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
    <View className="status-screen">
      {props.mark ? <Text className="status-screen__code">{props.mark}</Text> : null}
      <Text className="status-screen__text" id={props.messageId}>
        {props.message}
      </Text>
      {props.children}
      <Button className="status-screen__home" id={props.actionId} onClick={props.onAction}>
        {props.action}
      </Button>
    </View>
  )
}
