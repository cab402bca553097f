import { http, type RequestOptions } from '../http'
import { arr, id, num, obj, pageTotal, str, type Raw } from './normalize'

/** The types the search screen filters by: '' is 全部 (sent as `0`, as MeEdu's H5 does). */
export const SEARCH_TYPES = ['', 'vod', 'video'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** One search hit. `resource_id` is the course or video; `id` is only the search record's own id. */
export interface SearchResult {
  id: number
  resource_id: number
  /** `vod`, `video`, `live`, `book`, `topic`, `paper`, `practice`, `mock_paper`, … as the server sends it. */
  resource_type: string
  title: string
  /** HTML: preview it as text only. */
  short_desc: string
  thumb: string
  charge: number
}

function readSearchResult(raw: Raw): SearchResult {
  return {
    id: id(raw.id),
    resource_id: id(raw.resource_id),
    resource_type: str(raw.resource_type).trim(),
    title: str(raw.title),
    short_desc: str(raw.short_desc),
    thumb: str(raw.thumb),
    charge: Math.max(0, num(raw.charge)),
  }
}

export interface SearchQuery {
  keywords: string
  type: SearchType
  page: number
  size: number
}

/**
 * One page of `GET /api/v3/search` (pagination shape B: `{data[], total}`, `page` and `size`). Every hit the
 * server sent is kept, even one without a usable `resource_id` (the list decides that a short page is the last
 * one, so dropping hits here would end the list early); the screen decides what a tap on it does.
 */
export async function searchResources(
  query: SearchQuery,
  options?: RequestOptions
): Promise<{ items: SearchResult[]; total?: number }> {
  const data = obj(
    await http.get<unknown>(
      '/api/v3/search',
      { keywords: query.keywords, type: query.type || 0, page: query.page, size: query.size },
      options
    )
  )
  return {
    items: arr(data.data)
      .filter((item) => item !== null && typeof item === 'object' && !Array.isArray(item))
      .map((item) => readSearchResult(item as Raw)),
    total: pageTotal(data.total),
  }
}
