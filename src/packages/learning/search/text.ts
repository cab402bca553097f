/** The words of 搜索. */
export const SEARCH_TEXT = {
  placeholder: '搜索关键词',
  submit: '搜索',
  empty: '请输入关键字后再搜索',
  hint: '输入关键词，搜索课程和视频',
  noResults: '没有找到相关内容',
  unsupported: '该类型内容暂不支持在本应用中查看',
  missing: '该内容暂时无法打开',
} as const
