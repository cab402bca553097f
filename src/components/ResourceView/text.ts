/** What a resource that failed to load says. */
export const RESOURCE_TEXT = {
  failed: '加载失败',
  retry: '重新加载',
} as const
