import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { a11y } from '@/platform/a11y'
import type { Resource } from '@/stores/resource'
import { RESOURCE_TEXT } from './text'
import './index.scss'

/** What ResourceView reads of a resource: a `Resource`, or the same three facts put together by a page. */
export type ShownResource<T> = Pick<Resource<T>, 'data' | 'state' | 'reload'>

/**
 * A detail screen's primary resource: skeleton rows while it first loads, 加载失败 with 重新加载 when it failed,
 * the content once it is there (kept on screen while it reloads). A part of a screen (the checkout's goods or
 * payment methods) passes `inline` (the failure as one line, the retry a link), its own words and retry id.
 */
export const ResourceView = observer(function ResourceView<T>({
  resource,
  rows = 4,
  loading,
  failedText = RESOURCE_TEXT.failed,
  retryId = 'resource-retry',
  inline = false,
  children,
}: {
  resource: ShownResource<T>
  /** Skeleton rows while loading. */
  rows?: number
  /** Shown instead of the skeleton while it first loads (`null`: nothing). */
  loading?: ReactNode
  failedText?: string
  retryId?: string
  inline?: boolean
  children: (data: T) => ReactNode
}) {
  if (resource.data !== null) return <>{children(resource.data)}</>
  if (resource.state === 'error') {
    const retry = () => void resource.reload()
    if (inline) {
      return (
        <View className="resource-view__error resource-view__error--inline" data-testid="resource-error">
          <Text className="resource-view__text">{failedText}</Text>
          <Text className="resource-view__retry" id={retryId} {...a11y('button')} onClick={retry}>
            {RESOURCE_TEXT.retry}
          </Text>
        </View>
      )
    }
    return (
      <View className="resource-view__error" data-testid="resource-error">
        <Text className="resource-view__text">{failedText}</Text>
        <Button id={retryId} size="small" fill="outline" onClick={retry}>
          {RESOURCE_TEXT.retry}
        </Button>
      </View>
    )
  }
  if (loading !== undefined) return <>{loading}</>
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
