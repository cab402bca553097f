import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { Resource } from '@/stores/resource'
import { RESOURCE_TEXT } from './text'
import './index.scss'

/**
 * A detail screen's primary resource: skeleton rows while it first loads, 加载失败 with 重新加载 when it failed,
 * the content once it is there (kept on screen while it reloads).
 */
export const ResourceView = observer(function ResourceView<T>({
  resource,
  rows = 4,
  children,
}: {
  resource: Resource<T>
  /** Skeleton rows while loading. */
  rows?: number
  children: (data: T) => ReactNode
}) {
  if (resource.data !== null) return <>{children(resource.data)}</>
  if (resource.state === 'error') {
    return (
      <View className="resource-view__error" data-testid="resource-error">
        <Text className="resource-view__text">{RESOURCE_TEXT.failed}</Text>
        <Button id="resource-retry" size="small" fill="outline" onClick={() => void resource.reload()}>
          {RESOURCE_TEXT.retry}
        </Button>
      </View>
    )
  }
  return <ResourceLoading rows={rows} />
})

/** The skeleton rows ResourceView shows while its resource first loads (for a screen that waits for more). */
export function ResourceLoading({ rows }: { rows: number }) {
  return (
    <View className="resource-view__loading" data-testid="resource-loading">
      <Skeleton rows={rows} animated />
    </View>
  )
}
