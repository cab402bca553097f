import { makeAutoObservable } from 'mobx'
import { getCourseCategories, getCourses } from '@/services/api/course'
import type { Course, CourseCategory } from '@/services/api/types'
import { PagedList, type PageResult } from './paged-list'
import { Resource } from './resource'
import { readPositiveId } from '@/utils/url'

export const COURSE_PAGE_SIZE = 10

/** The scenes of the list: '' all, 'free'. */
export type CourseScene = '' | 'free'

/** What the list is filtered by: `category_id` (0: all; includes child categories on the server) and `scene`. */
export interface CourseFilter {
  category_id: number
  scene: CourseScene
}

/** `/vod`'s query (strings, or anything a hand-typed address holds) → a filter; unknown values mean "all". */
export function readCourseFilter(query: { category_id?: unknown; scene?: unknown }): CourseFilter {
  return { category_id: readPositiveId(query.category_id) ?? 0, scene: query.scene === 'free' ? 'free' : '' }
}

/** A filter → `/vod`'s query; what is "all" is empty (left out of the address). */
export function courseFilterQuery(filter: CourseFilter): { category_id: string; scene: string } {
  return { category_id: filter.category_id ? String(filter.category_id) : '', scene: filter.scene }
}

/** A category of the flattened tree: `depth` 0 for a top category, 1 for its children, … */
export interface CategoryOption {
  id: number
  name: string
  depth: number
}

/** The category tree, depth first (each parent followed by its children); a category seen twice is kept once. */
export function flattenCategories(tree: readonly CourseCategory[]): CategoryOption[] {
  const options: CategoryOption[] = []
  const seen = new Set<number>()
  const visit = (categories: readonly CourseCategory[], depth: number) => {
    for (const category of categories) {
      if (seen.has(category.id)) continue
      seen.add(category.id)
      options.push({ id: category.id, name: category.name, depth })
      visit(category.children, depth + 1)
    }
  }
  visit(tree, 0)
  return options
}

/**
 * The course list (新入职, `/vod`). Changing the filter starts again from page 1 in a new generation of the list: an
 * answer for the old filter still in flight is dropped, never shown. The page keeps the filter in its address.
 */
export class CourseListScreen {
  filter: CourseFilter
  /** The categories for the filter. Failing (quietly: the list still works) leaves only 全部. */
  readonly categories = new Resource<CourseCategory[]>(() => getCourseCategories({ silent: true }))
  readonly list: PagedList<Course>

  constructor(filter: CourseFilter) {
    this.filter = { ...filter }
    this.list = new PagedList<Course>(
      // The filter is read when each page is asked for. Page 1 is the screen's primary resource (a 404 there
      // shows the error page).
      async (page, pageSize, request): Promise<PageResult<Course>> =>
        getCourses(
          { page, page_size: pageSize, category_id: this.filter.category_id, scene: this.filter.scene },
          request
        ),
      COURSE_PAGE_SIZE
    )
    makeAutoObservable(this, { categories: false, list: false })
  }

  /** The flattened categories (none while loading or after a failure). */
  get categoryOptions(): CategoryOption[] {
    return flattenCategories(this.categories.data ?? [])
  }

  /** The category the list is filtered by, once the categories are known (null for all, or an unknown id). */
  get selectedCategory(): CategoryOption | null {
    if (!this.filter.category_id) return null
    return this.categoryOptions.find((option) => option.id === this.filter.category_id) ?? null
  }

  /** Opening the screen: the categories and page 1, side by side. */
  open(): Promise<void> {
    void this.categories.load()
    return this.list.reload()
  }

  /**
   * Another category or scene: the list starts again from page 1 (whatever was in flight is dropped). Returns
   * false, and asks for nothing, when the choice is the current one.
   */
  setFilter(change: Partial<CourseFilter>): boolean {
    const next = readCourseFilter({ ...this.filter, ...change })
    if (next.category_id === this.filter.category_id && next.scene === this.filter.scene) return false
    this.filter = next
    void this.list.reload()
    return true
  }
}
