/** The search box's placeholder. */
export const SEARCH_BOX_TEXT = { placeholder: '搜索关键词' } as const
