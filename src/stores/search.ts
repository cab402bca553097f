import { makeAutoObservable, runInAction } from 'mobx'
import {
  searchResources,
  SEARCH_TYPES,
  type SearchMode,
  type SearchResult,
  type SearchType,
} from '@/services/api/search'
import { PagedList, type PageRequest, type PageResult } from './paged-list'

export const SEARCH_PAGE_SIZE = 10

/** The `type` of the address as the screen uses it: `vod`, `video`, or '' (全部) for `0`, empty or anything else. */
export function readSearchType(value: string | undefined | null): SearchType {
  return SEARCH_TYPES.find((type) => type !== '' && type === value) ?? ''
}

/** The `keywords` of the address: trimmed, '' when missing (MeEdu's H5 searched for the text `null`). */
export function readKeywords(value: string | undefined | null): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** What the learner's submit asks for: a search for this query, or nothing (an empty input, told by the page). */
export type SearchSubmit = { kind: 'search'; keywords: string; type: SearchType } | { kind: 'empty' }

/** Where a hit leads: by `resource_id` (MeEdu's H5 wrongly used the search record's `id`). */
export type SearchTarget =
  | { kind: 'course'; id: number }
  | { kind: 'video'; id: number }
  /** A kind of resource this app has no page for (live, book, topic, paper, …). */
  | { kind: 'unsupported'; type: string }
  /** The server sent no usable `resource_id`. */
  | { kind: 'missing' }

export function searchTarget(hit: SearchResult): SearchTarget {
  if (hit.resource_type === 'vod' || hit.resource_type === 'video') {
    if (hit.resource_id <= 0) return { kind: 'missing' }
    return hit.resource_type === 'vod'
      ? { kind: 'course', id: hit.resource_id }
      : { kind: 'video', id: hit.resource_id }
  }
  return { kind: 'unsupported', type: hit.resource_type }
}

export interface TitlePart {
  text: string
  /** This part is one of the searched words (case-insensitive). */
  match: boolean
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A title cut into plain-text parts around the searched words, for highlighting without HTML: every
 * whitespace-separated word of `keywords`, case-insensitive, longest first. The parts joined give the title back
 * exactly (quotes, `<i>`, emoji included).
 */
export function titleParts(title: string, keywords: string): TitlePart[] {
  const words = [...new Set(keywords.split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length)
  if (!title) return []
  if (!words.length) return [{ text: title, match: false }]
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu')
  return title
    .split(pattern)
    .map((text, index) => ({ text, match: index % 2 === 1 }))
    .filter((part) => part.text !== '')
}

/**
 * The search screen: the query of its address (`keywords`, `type`), what the input holds, and the results as one
 * paged list (10 a page, page 1 primary; api/search.ts: the full-text search, else the course titles), with how the
 * server could search (`mode`). A new query starts again from page 1 and drops any answer to an older one; an empty
 * query asks for nothing.
 */
export class SearchScreen {
  /** The query the results are for. */
  keywords: string
  type: SearchType
  /** What the input shows. */
  draft: string
  /**
   * How the server could search for the query shown (its first page's answer; null until it is in): full text,
   * course titles only, not at all, or "nothing found, maybe no search service" (SearchMode).
   */
  mode: SearchMode | null = null
  readonly list: PagedList<SearchResult>

  constructor(keywords: string | undefined | null, type: string | undefined | null) {
    this.keywords = readKeywords(keywords)
    this.type = readSearchType(type)
    this.draft = this.keywords
    this.list = new PagedList<SearchResult>(
      (page, size, request) => this.fetchPage(page, size, request),
      SEARCH_PAGE_SIZE
    )
    makeAutoObservable<SearchScreen, 'fetchPage'>(this, { list: false, fetchPage: false })
  }

  /** Something was searched for (else the screen shows its hint and nothing is asked). */
  get hasQuery(): boolean {
    return this.keywords !== ''
  }

  setDraft(value: string): void {
    this.draft = value
  }

  /** Show the results for this query from page 1; an answer for the previous query is dropped. */
  search(keywords: string, type: SearchType = this.type): Promise<void> {
    this.keywords = readKeywords(keywords)
    this.type = readSearchType(type)
    this.mode = null
    if (!this.hasQuery) {
      this.list.reset()
      return Promise.resolve()
    }
    return this.list.reload()
  }

  /** Opening the screen: the query of its address. */
  open(): Promise<void> {
    return this.search(this.keywords, this.type)
  }

  /** 搜索 or Enter: the query to put in the address, or `empty` when the input holds nothing. */
  submit(): SearchSubmit {
    const keywords = readKeywords(this.draft)
    return keywords ? { kind: 'search', keywords, type: this.type } : { kind: 'empty' }
  }

  /** A type chip: the same words (as the input shows them) with another type. */
  chooseType(type: SearchType): { keywords: string; type: SearchType } {
    return { keywords: readKeywords(this.draft), type }
  }

  private async fetchPage(
    page: number,
    size: number,
    request: PageRequest
  ): Promise<PageResult<SearchResult>> {
    const { keywords, type } = this
    const result = await searchResources({ keywords, type, page, size }, request)
    // The first page says how the server searched; an answer to an older query says nothing about this one.
    if (page === 1 && keywords === this.keywords && type === this.type) {
      runInAction(() => {
        this.mode = result.mode
      })
    }
    return { items: result.items, total: result.total }
  }
}
