import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PagedList } from '@/stores/paged-list'
import './index.scss'

export const LIST_TEXT = {
  loading: '加载中...',
  end: '已经到底了',
  empty: '暂无数据',
  retry: '加载失败，点击重试',
} as const

/** The bottom of an infinite list: loading, empty, end-of-list, or a retry after a failure. */
export const ListFooter = observer(function ListFooter<T>({
  list,
  emptyText = LIST_TEXT.empty,
}: {
  list: PagedList<T>
  emptyText?: string
}) {
  if (list.loading) {
    return (
      <View className="list-footer" data-testid="list-loading">
        <View className="list-footer__spinner" />
        <Text>{LIST_TEXT.loading}</Text>
      </View>
    )
  }
  if (list.error) {
    return (
      <View className="list-footer list-footer--retry" id="list-retry" onClick={() => void list.loadMore()}>
        <Text>{LIST_TEXT.retry}</Text>
      </View>
    )
  }
  if (list.empty) {
    return (
      <View className="list-footer list-footer--empty" data-testid="list-empty">
        <Text>{emptyText}</Text>
      </View>
    )
  }
  if (list.finished) {
    return (
      <View className="list-footer" data-testid="list-end">
        <Text>{LIST_TEXT.end}</Text>
      </View>
    )
  }
  return <View className="list-footer" />
})
