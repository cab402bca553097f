import type { SearchType } from '@/services/api/search'

/** The words of 搜索. */
export const SEARCH_TEXT = {
  placeholder: '搜索关键词',
  submit: '搜索',
  /** The clear button's accessible name. */
  clear: '清除',
  empty: '请输入关键字后再搜索',
  hint: '输入关键词，搜索课程和视频',
  noResults: '没有找到相关内容',
  /** The server has no full-text search; its course-title search answered. */
  titlesOnly: '本站未开启全文搜索，以下仅按课程标题查找',
  /** Neither the full-text search nor the title search exists on the server. */
  unavailable: '本站未开启搜索服务，暂时无法搜索。可以到「新入职」按分类查找课程。',
  /** The full-text search found nothing and the title search is closed: no results, or no search service. */
  uncertain: '没有找到相关内容。如确有相关课程，可能是本站未开启搜索服务，可以到「新入职」按分类查找。',
  unsupported: '该类型内容暂不支持在本应用中查看',
  missing: '该内容暂时无法打开',
  /** The label of a `resource_type` this app does not know. */
  otherType: '其它',
} as const

/** A type chip: 'all' is the search type ''. */
export type TypeTab = Exclude<SearchType, ''> | 'all'

/** The type chips' labels. */
export const TYPE_TAB_LABELS: Record<TypeTab, string> = { all: '全部', vod: '录播课', video: '录播视频' }

/** `resource_type` → the label on a row. */
export const TYPE_LABELS: Record<string, string> = {
  video: '录播视频',
  vod: '录播课',
  live: '直播课',
  topic: '图文',
  book: '电子书',
  paper: '试卷',
  mock_paper: '试卷',
  practice: '练习',
}
