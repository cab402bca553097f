/** The states an infinite list shows at its end. */
export const LIST_TEXT = {
  loading: '加载中...',
  end: '已经到底了',
  empty: '暂无数据',
  retry: '加载失败，点击重试',
} as const
