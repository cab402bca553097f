import {
  COURSE_PAGE_SIZE,
  CourseListScreen,
  courseFilterQuery,
  flattenCategories,
  readCourseFilter,
} from '@/stores/course-list'
import { deferred, envelope, ok, requestMock, routeRequests, type FakeResponse } from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { CATEGORIES, CATEGORY_TREE, COURSES, coursesServer, rawCourse } from '../mocks/course-lists'

let spies: ReturnType<typeof wireHttp>

beforeEach(() => {
  spies = wireHttp()
})

const courses = (count: number, from = 1) => Array.from({ length: count }, (_, i) => rawCourse(from + i))

describe('the filter in the address', () => {
  it('reads category_id and scene from the query; anything unknown means all', () => {
    expect(readCourseFilter({})).toEqual({ category_id: 0, scene: '' })
    expect(readCourseFilter({ category_id: '3', scene: 'free' })).toEqual({ category_id: 3, scene: 'free' })
    expect(readCourseFilter({ category_id: 'abc', scene: 'vip' })).toEqual({ category_id: 0, scene: '' })
    expect(readCourseFilter({ category_id: '-2', scene: '' })).toEqual({ category_id: 0, scene: '' })
    expect(readCourseFilter({ category_id: '1.5' })).toEqual({ category_id: 0, scene: '' })
  })

  it('writes "all" as empty, which leaves the address', () => {
    expect(courseFilterQuery({ category_id: 0, scene: '' })).toEqual({ category_id: '', scene: '' })
    expect(courseFilterQuery({ category_id: 3, scene: '' })).toEqual({ category_id: '3', scene: '' })
    expect(courseFilterQuery({ category_id: 0, scene: 'free' })).toEqual({ category_id: '', scene: 'free' })
  })
})

describe('categories', () => {
  it('flattens the tree depth first, children marked by depth, each category once', () => {
    const tree = [
      ...CATEGORY_TREE,
      {
        id: 5,
        name: '三级父',
        parent_id: 0,
        children: [
          { id: 6, name: '子', parent_id: 5, children: [{ id: 7, name: '孙', parent_id: 6, children: [] }] },
        ],
      },
      { id: 2, name: '专业技能', parent_id: 0, children: [] },
    ]
    expect(flattenCategories(tree)).toEqual([
      { id: 1, name: '入职必修', depth: 0 },
      { id: 3, name: '公司制度', depth: 1 },
      { id: 4, name: '安全生产', depth: 1 },
      { id: 2, name: '专业技能', depth: 0 },
      { id: 5, name: '三级父', depth: 0 },
      { id: 6, name: '子', depth: 1 },
      { id: 7, name: '孙', depth: 2 },
    ])
  })

  it('open loads the categories quietly beside page 1; the selected category is found in the tree', async () => {
    routeRequests({ [CATEGORIES]: ok(CATEGORY_TREE), [COURSES]: coursesServer(courses(3)) })
    const screen = new CourseListScreen({ category_id: 4, scene: '' })
    await screen.open()
    await screen.categories.load()
    expect(screen.categoryOptions.map((option) => option.id)).toEqual([1, 3, 4, 2])
    expect(screen.selectedCategory).toEqual({ id: 4, name: '安全生产', depth: 1 })
  })

  it('categories that fail (or come back malformed) leave an empty filter, no toast, and the list works', async () => {
    routeRequests({
      [CATEGORIES]: envelope(500, '服务器错误'),
      [COURSES]: coursesServer(courses(3)),
    })
    const screen = new CourseListScreen({ category_id: 3, scene: '' })
    await screen.open()
    await screen.categories.load()
    expect(screen.categories.state).toBe('error')
    expect(screen.categoryOptions).toEqual([])
    expect(screen.selectedCategory).toBeNull()
    expect(spies.toast).not.toHaveBeenCalled()
    expect(screen.list.items).toHaveLength(3)

    routeRequests({ [CATEGORIES]: ok({ not: 'a list' }), [COURSES]: coursesServer(courses(1)) })
    const again = new CourseListScreen({ category_id: 0, scene: '' })
    await again.open()
    await again.categories.load()
    expect(again.categoryOptions).toEqual([])
  })
})

describe('the list', () => {
  it('asks for page 1 with the filter (page 1 primary), then page 2; page_size 10', async () => {
    const seen: Record<string, unknown>[] = []
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: coursesServer(courses(15), seen) })
    const screen = new CourseListScreen({ category_id: 3, scene: 'free' })
    await screen.open()
    expect(COURSE_PAGE_SIZE).toBe(10)
    expect(seen).toEqual([{ page: 1, page_size: 10, category_id: 3, scene: 'free' }])
    expect(screen.list.items.map((course) => course.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])

    await screen.list.loadMore()
    expect(seen[1]).toEqual({ page: 2, page_size: 10, category_id: 3, scene: 'free' })
    expect(screen.list.items).toHaveLength(15)
    expect(screen.list.finished).toBe(true)
  })

  it('the unfiltered list sends neither category_id nor scene', async () => {
    const seen: Record<string, unknown>[] = []
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: coursesServer(courses(2), seen) })
    await new CourseListScreen(readCourseFilter({})).open()
    expect(seen).toEqual([{ page: 1, page_size: 10 }])
  })

  it('page 1 missing (404) is the error page; a later page missing is a toast and 重试', async () => {
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: envelope(404, '资源不存在') })
    const screen = new CourseListScreen(readCourseFilter({}))
    await screen.open()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)

    spies.onNotFound.mockClear()
    let call = 0
    routeRequests({
      [CATEGORIES]: ok([]),
      [COURSES]: (request) =>
        ++call === 1 ? coursesServer(courses(20))(request) : envelope(404, '资源不存在'),
    })
    const other = new CourseListScreen(readCourseFilter({}))
    await other.open()
    await other.list.loadMore()
    expect(spies.onNotFound).not.toHaveBeenCalled()
    expect(spies.toast).toHaveBeenCalledWith('资源不存在')
    expect(other.list.error).toBe(true)
    expect(other.list.items).toHaveLength(10)
  })

  it('reads courses with bad fields as empty and drops those without an id', async () => {
    routeRequests({
      [CATEGORIES]: ok([]),
      [COURSES]: ok({
        data: [
          {
            id: '7',
            title: '<i>"引号"</i> 🎉',
            charge: '12.50',
            is_free: '0',
            user_count: 'many',
            thumb: null,
          },
          { title: '没有 id' },
          [],
          null,
        ],
        total: 'x',
      }),
    })
    const screen = new CourseListScreen(readCourseFilter({}))
    await screen.open()
    expect(screen.list.items).toEqual([
      expect.objectContaining({
        id: 7,
        title: '<i>"引号"</i> 🎉',
        charge: 12.5,
        is_free: false,
        user_count: 0,
        thumb: '',
      }),
    ])
    expect(screen.list.finished).toBe(true)
  })

  it('a reload while page 1 is in flight drops the older answer, whichever arrives first', async () => {
    const answers = [deferred<FakeResponse>(), deferred<FakeResponse>()]
    let call = 0
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: () => answers[call++].promise })
    const screen = new CourseListScreen({ category_id: 2, scene: '' })

    const first = screen.open()
    const second = screen.list.reload()
    // The newer answer first, then the stale one: the stale one must not be appended.
    answers[1].resolve(ok({ data: courses(2, 21), total: 2 }))
    await second
    answers[0].resolve(ok({ data: courses(10, 1), total: 30 }))
    await first
    expect(screen.list.items.map((course) => course.id)).toEqual([21, 22])
    expect(screen.list.finished).toBe(true)
    expect(requestMock).toHaveBeenCalledTimes(3) // categories + two pages 1
  })

  it('a changed filter starts again from page 1 with the new filter', async () => {
    const seen: Record<string, unknown>[] = []
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: coursesServer(courses(35), seen) })
    const screen = new CourseListScreen(readCourseFilter({}))
    await screen.open()
    await screen.list.loadMore()
    await screen.list.loadMore()
    expect(screen.list.items).toHaveLength(30)

    expect(screen.setFilter({ category_id: 3 })).toBe(true)
    expect(screen.filter).toEqual({ category_id: 3, scene: '' })
    expect(screen.list.items).toEqual([]) // nothing of the old filter stays on screen
    await screen.list.loadMore() // the page 1 already in flight
    expect(seen.at(-1)).toEqual({ page: 1, page_size: 10, category_id: 3 })
    expect(screen.list.page).toBe(1)

    screen.setFilter({ scene: 'free' })
    await screen.list.loadMore()
    expect(seen.at(-1)).toEqual({ page: 1, page_size: 10, category_id: 3, scene: 'free' })
    await screen.list.loadMore()
    expect(seen.at(-1)).toEqual({ page: 2, page_size: 10, category_id: 3, scene: 'free' })

    screen.setFilter({ category_id: 0, scene: '' })
    await screen.list.loadMore()
    expect(seen.at(-1)).toEqual({ page: 1, page_size: 10 })
  })

  it('the current choice changes nothing and asks for nothing', async () => {
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: coursesServer(courses(3)) })
    const screen = new CourseListScreen({ category_id: 3, scene: 'free' })
    await screen.open()
    requestMock.mockClear()
    expect(screen.setFilter({ category_id: 3 })).toBe(false)
    expect(screen.setFilter({ scene: 'free' })).toBe(false)
    expect(requestMock).not.toHaveBeenCalled()
    expect(screen.list.items).toHaveLength(3)
  })

  it.each([
    ['after', 'the new answer arrives first'],
    ['before', 'the old answer arrives first'],
  ])('an answer for the old filter is dropped, never shown (it arrives %s: %s)', async (order) => {
    const answers = new Map<number, ReturnType<typeof deferred<FakeResponse>>>()
    routeRequests({
      [CATEGORIES]: ok([]),
      [COURSES]: (request) => {
        const answer = deferred<FakeResponse>()
        answers.set(Number((request.data as { category_id?: number }).category_id ?? 0), answer)
        return answer.promise
      },
    })
    const screen = new CourseListScreen({ category_id: 1, scene: '' })
    const opening = screen.open()
    screen.setFilter({ category_id: 2 })
    const fresh = screen.list.loadMore()
    await Promise.resolve()
    expect([...answers.keys()]).toEqual([1, 2])

    const old = () => answers.get(1)!.resolve(ok({ data: courses(10, 1), total: 30 }))
    const current = () => answers.get(2)!.resolve(ok({ data: courses(2, 41), total: 2 }))
    if (order === 'after') {
      current()
      await fresh
      old()
      await opening
    } else {
      old()
      await opening
      expect(screen.list.items).toEqual([])
      expect(screen.list.loading).toBe(true) // still waiting for the current filter
      current()
      await fresh
    }
    expect(screen.list.items.map((course) => course.id)).toEqual([41, 42])
    expect(screen.list.finished).toBe(true)
    expect(screen.list.loading).toBe(false)
  })
})
