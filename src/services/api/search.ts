import { ApiError, http, type RequestOptions } from '../http'
import { serverApi } from '../server-api'
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
 * How the server could search, for the screen to say (never which server it is):
 * - `full`: its full-text search answered (`GET /api/v3/search`);
 * - `titles`: the full-text search is not configured (4.9.10 says `搜索服务未配置`; v4.9.30 answers nothing), so
 *   the course titles were searched instead (`GET /api/v2/search`: courses only, at most 10, one page);
 * - `unavailable`: the full-text search is not configured and the title search is closed (`路由不存在`): the app
 *   cannot search at all;
 * - `uncertain`: the full-text search found nothing and the title search is closed: no results, or no search
 *   service (v4.9.30 answers both alike).
 */
export type SearchMode = 'full' | 'titles' | 'unavailable' | 'uncertain'

export interface SearchPage {
  items: SearchResult[]
  total?: number
  mode: SearchMode
}

/** What 4.9.10 answers (code 1) without Meilisearch. v4.9.30 answers `{total: 0, data: []}` instead. */
export const SEARCH_NOT_CONFIGURED = '搜索服务未配置'

/** A course of the v2 title search (sample 20c) as a search hit: the course itself, `resource_type` `vod`. */
export function readTitleHit(raw: Raw): SearchResult {
  const courseId = id(raw.id)
  return {
    id: courseId,
    resource_id: courseId,
    resource_type: 'vod',
    title: str(raw.title),
    short_desc: str(raw.short_description),
    thumb: str(raw.thumb),
    charge: Math.max(0, num(raw.charge)),
  }
}

/** `GET /api/v2/search?keywords=` (deprecated; `{data: [course], keywords}`, at most 10, no paging). */
async function titleSearch(keywords: string, options: RequestOptions): Promise<SearchResult[]> {
  const data = obj(await http.get<unknown>('/api/v2/search', { keywords }, options))
  return arr(data.data)
    .filter((item) => item !== null && typeof item === 'object' && !Array.isArray(item))
    .map((item) => readTitleHit(item as Raw))
    .filter((hit) => hit.resource_id > 0)
}

/**
 * The title search where the server has one: null once it said `路由不存在` (MeEdu's deprecated APIs closed), which
 * is remembered (feature `titleSearch`) so later searches do not ask again.
 */
function titlesIfAny(keywords: string, options: RequestOptions): Promise<SearchResult[] | null> {
  return serverApi.call<SearchResult[] | null>(
    'titleSearch',
    { old: (sent) => titleSearch(keywords, sent), new: () => Promise.resolve(null) },
    options
  )
}

function readHits(data: Raw): SearchResult[] {
  return arr(data.data)
    .filter((item) => item !== null && typeof item === 'object' && !Array.isArray(item))
    .map((item) => readSearchResult(item as Raw))
}

/**
 * One page of search results. `GET /api/v3/search` (pagination shape B: `{data[], total}`, `page` and `size`;
 * `type` always sent, `0` for 全部: v4.9.30 fails without it). Every hit the server sent is kept, even one without
 * a usable `resource_id` (the list decides that a short page is the last one, so dropping hits here would end the
 * list early); the screen decides what a tap on it does.
 *
 * A first page with nothing in it may be a server without full-text search (4.9.10 says `搜索服务未配置`, v4.9.30
 * answers an empty page): the course titles are searched then (`GET /api/v2/search`), and `mode` says which
 * search answered, or that none can (see SearchMode). A failed title search after an empty page is not told (the
 * full-text answer stands); after `搜索服务未配置` it is the page's failure.
 */
export async function searchResources(query: SearchQuery, options: RequestOptions = {}): Promise<SearchPage> {
  let data: Raw | null = null
  try {
    data = obj(
      await http.get<unknown>(
        '/api/v3/search',
        { keywords: query.keywords, type: query.type || 0, page: query.page, size: query.size },
        { ...options, quietMessages: [SEARCH_NOT_CONFIGURED] }
      )
    )
  } catch (error) {
    if (!(error instanceof ApiError && error.serverMessage === SEARCH_NOT_CONFIGURED)) throw error
  }
  const items = data ? readHits(data) : []
  const total = data ? pageTotal(data.total) : undefined
  if (data && (items.length > 0 || query.page > 1 || (total ?? 0) > 0)) return { items, total, mode: 'full' }

  const configured = data !== null
  // The title search answers courses only: for videos it has nothing to add.
  if (query.type === 'video') {
    if (serverApi.way('titleSearch') === 'new')
      return { items, total, mode: configured ? 'uncertain' : 'unavailable' }
    return { items, total, mode: configured ? 'full' : 'titles' }
  }
  const { primary: _primary, ...rest } = options
  let titles: SearchResult[] | null
  try {
    titles = await titlesIfAny(query.keywords, configured ? { ...rest, silent: true } : rest)
  } catch (error) {
    if (!configured) throw error
    return { items, total, mode: 'full' }
  }
  if (titles === null) return { items, total: 0, mode: configured ? 'uncertain' : 'unavailable' }
  // Everything the title search has comes at once: the list ends with it.
  const mode: SearchMode = !configured || titles.length > 0 ? 'titles' : 'full'
  return { items: titles, total: titles.length, mode }
}
