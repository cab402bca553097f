import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Empty } from '@nutui/nutui-react-taro'
import ListIcon from '@nutui/icons-react-taro/dist/es/icons/List.js'
import './index.scss'

/**
 * "Nothing here" for a whole screen or list: NutUI's Empty with an icon (give it the class
 * `empty-state__icon`) and one line of text. Used by InfiniteList, the home page and the search hint.
 */
export function EmptyState({
  text,
  icon,
  testId,
}: {
  text: string
  /** Default: a list icon. */
  icon?: ReactNode
  testId?: string
}) {
  return (
    <View className="empty-state" data-testid={testId}>
      <Empty
        className="empty-state__box"
        image={icon ?? <ListIcon className="empty-state__icon" size={56} />}
        imageSize={56}
        description={text}
      />
    </View>
  )
}
