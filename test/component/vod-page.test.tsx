import Taro from '@tarojs/taro'
import { fireEvent, screen, within } from '@testing-library/react'
import VodPage from '@/packages/learning/vod'
import { deferred, envelope, ok, raw, requestMock, routeRequests, type FakeResponse } from '../mocks/api'
import { actAndSettle, bootedRoot, renderWithStores, wireHttp } from '../mocks/app'
import { onH5, visit } from '../mocks/login'
import { triggerReachBottom } from '../mocks/taro'
import { CATEGORIES, CATEGORY_TREE, COURSES, coursesServer, rawCourse } from '../mocks/course-lists'

let spies: ReturnType<typeof wireHttp>

beforeEach(() => {
  spies = wireHttp()
})

const courses = (count: number, from = 1) => Array.from({ length: count }, (_, i) => rawCourse(from + i))

async function renderVod(query: Record<string, string> = {}) {
  visit('/vod', query)
  const view = renderWithStores(<VodPage />, bootedRoot())
  await actAndSettle()
  return view
}

const cards = () => [...document.querySelectorAll<HTMLElement>('.course-card')]
const cardIds = () => cards().map((card) => Number(card.getAttribute('data-course-id')))
const courseQueries = () =>
  requestMock.mock.calls
    .filter(([request]) => request.url.includes('/api/v2/courses'))
    .map(([request]) => request.data)
/** The query in the address bar (H5); the mini-program has no address, so there it is what the page opened with. */
const addressQuery = () => Object.fromEntries(new URLSearchParams(window.location.hash.split('?')[1] ?? ''))
const expectAddress = (query: Record<string, string>) => {
  if (onH5) expect(addressQuery()).toEqual(query)
}
const lastQuery = () => courseQueries().at(-1)

/** The category options of the filter dropdown, as the learner reads them. */
const menuOptions = () =>
  [...document.querySelectorAll('.nut-menu-container-item')].map((item) => item.textContent?.trim())

describe('新入职 (/vod)', () => {
  it('shows cover, title, price or 免费 and subscribers for each course of page 1', async () => {
    routeRequests({
      [CATEGORIES]: ok(CATEGORY_TREE),
      [COURSES]: coursesServer([
        rawCourse(1, { title: '新员工安全培训', charge: 0, is_free: 1, user_count: 128 }),
        rawCourse(2, { title: '销售技巧', charge: 199.5, is_free: 0, user_count: 3 }),
      ]),
    })
    await renderVod()

    expect(courseQueries()).toEqual([{ page: 1, page_size: 10 }])
    const [free, paid] = cards()
    expect(within(free).getByText('新员工安全培训')).toBeInTheDocument()
    expect(within(free).getByText('免费')).toBeInTheDocument()
    expect(within(free).getByText('128人已订阅')).toBeInTheDocument()
    expect(free.querySelector('img')).toHaveAttribute('src', 'https://img.test.local/course-1.png')
    expect(within(paid).getByText('￥199.5')).toBeInTheDocument()
    expect(within(paid).getByText('3人已订阅')).toBeInTheDocument()
    expect(screen.getByText('已经到底了')).toBeInTheDocument()
  })

  it('titles with quotes, tags and emoji show literally', async () => {
    routeRequests({
      [CATEGORIES]: ok([]),
      [COURSES]: coursesServer([rawCourse(1, { title: '"入职" <i>须知</i> 🎉<script>alert(1)</script>' })]),
    })
    await renderVod()
    expect(cards()[0].querySelector('.course-card__title')?.textContent).toBe(
      '"入职" <i>须知</i> 🎉<script>alert(1)</script>'
    )
    expect(cards()[0].querySelector('i, script')).toBeNull()
  })

  it('a tap on a card opens its detail', async () => {
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: coursesServer(courses(3, 7)) })
    await renderVod()
    fireEvent.click(screen.getByText('课程 8'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/learning/vod/detail/index?id=8' })
  })

  it('reaching the bottom loads page 2, and so on to 已经到底了', async () => {
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: coursesServer(courses(23)) })
    await renderVod()
    expect(cards()).toHaveLength(10)
    await actAndSettle(() => triggerReachBottom())
    await actAndSettle(() => triggerReachBottom())
    expect(courseQueries().map((query: { page: number }) => query.page)).toEqual([1, 2, 3])
    expect(cardIds()).toEqual(Array.from({ length: 23 }, (_, i) => i + 1))
    expect(screen.getByText('已经到底了')).toBeInTheDocument()
  })

  it('the filter lists 全部 and the category tree flattened, children marked |----', async () => {
    routeRequests({ [CATEGORIES]: ok(CATEGORY_TREE), [COURSES]: coursesServer(courses(2)) })
    await renderVod()
    expect(screen.getByText('筛选')).toBeInTheDocument()
    expect(menuOptions()).toEqual(['全部', '入职必修', '|----公司制度', '|----安全生产', '专业技能'])
  })

  it('the address filter is applied: the list asks for it, the menu title names it, the chip is active', async () => {
    routeRequests({ [CATEGORIES]: ok(CATEGORY_TREE), [COURSES]: coursesServer(courses(2)) })
    await renderVod({ category_id: '4', scene: 'free' })
    expect(courseQueries()).toEqual([{ page: 1, page_size: 10, category_id: 4, scene: 'free' }])
    expect(document.querySelector('.nut-menu-title')?.textContent).toContain('安全生产')
    expect(document.getElementById('scene-free')).toHaveAttribute('data-active', 'true')
    expect(document.getElementById('scene-all')).toHaveAttribute('data-active', 'false')
  })

  it('choosing a category starts the list again from page 1 with it, kept in the address (the scene too)', async () => {
    routeRequests({ [CATEGORIES]: ok(CATEGORY_TREE), [COURSES]: coursesServer(courses(25)) })
    await renderVod({ scene: 'free' })
    await actAndSettle(() => triggerReachBottom())
    expect(cards()).toHaveLength(20)

    routeRequests({ [CATEGORIES]: ok(CATEGORY_TREE), [COURSES]: coursesServer(courses(3, 60)) })
    fireEvent.click(screen.getByText('筛选'))
    await actAndSettle(() => fireEvent.click(screen.getByText('|----公司制度')))
    expect(lastQuery()).toEqual({ page: 1, page_size: 10, category_id: 3, scene: 'free' })
    expect(cardIds()).toEqual([60, 61, 62])
    expect(document.querySelector('.nut-menu-title')?.textContent).toContain('公司制度')
    expectAddress({ scene: 'free', category_id: '3' })
    // In place: no page change, no second request for the categories.
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(
      requestMock.mock.calls.filter(([request]) => request.url.includes('course_categories'))
    ).toHaveLength(1)
  })

  it('an answer for the old filter is never shown', async () => {
    const old = deferred<FakeResponse>()
    routeRequests({
      [CATEGORIES]: ok(CATEGORY_TREE),
      [COURSES]: (request) =>
        (request.data as { scene?: string }).scene === 'free'
          ? coursesServer(courses(2, 90))(request)
          : old.promise,
    })
    await renderVod()
    await actAndSettle(() => fireEvent.click(document.getElementById('scene-free')!))
    expect(cardIds()).toEqual([90, 91])
    await actAndSettle(() => old.resolve(ok({ data: courses(10), total: 10 })))
    expect(cardIds()).toEqual([90, 91])
  })

  it('全部 in the menu drops category_id; the chips set and drop scene; the current choice does nothing', async () => {
    routeRequests({ [CATEGORIES]: ok(CATEGORY_TREE), [COURSES]: coursesServer(courses(2)) })
    await renderVod({ category_id: '2' })
    expect(courseQueries()).toHaveLength(1)

    await actAndSettle(() => fireEvent.click(document.getElementById('scene-all')!))
    expect(courseQueries()).toHaveLength(1)

    await actAndSettle(() => fireEvent.click(document.getElementById('scene-free')!))
    expect(lastQuery()).toEqual({ page: 1, page_size: 10, category_id: 2, scene: 'free' })
    expect(document.getElementById('scene-free')).toHaveAttribute('data-active', 'true')
    expectAddress({ category_id: '2', scene: 'free' })

    const allOption = [...document.querySelectorAll('.nut-menu-container-item')].find(
      (item) => item.textContent?.trim() === '全部'
    )!
    await actAndSettle(() => fireEvent.click(allOption))
    expect(lastQuery()).toEqual({ page: 1, page_size: 10, scene: 'free' })
    expectAddress({ scene: 'free' })

    await actAndSettle(() => fireEvent.click(document.getElementById('scene-all')!))
    expect(lastQuery()).toEqual({ page: 1, page_size: 10 })
    expectAddress({})
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('categories failing leave only 全部 and a usable list, without a toast for them', async () => {
    routeRequests({
      [CATEGORIES]: raw(502, '<html>Bad Gateway</html>'),
      [COURSES]: coursesServer(courses(3)),
    })
    await renderVod({ category_id: '3' })
    expect(menuOptions()).toEqual(['全部'])
    expect(screen.getByText('筛选')).toBeInTheDocument()
    expect(cards()).toHaveLength(3)
    expect(spies.toast).not.toHaveBeenCalled()
    await actAndSettle(() => fireEvent.click(document.getElementById('scene-free')!))
    expect(lastQuery()).toEqual({ page: 1, page_size: 10, category_id: 3, scene: 'free' })
    expect(cards()).toHaveLength(3)
  })

  it('no course: 暂无课程', async () => {
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: coursesServer([]) })
    await renderVod({ scene: 'free' })
    expect(screen.getByText('暂无课程')).toBeInTheDocument()
  })

  it('a course list that is not a paginator, and courses with bad fields, still render', async () => {
    routeRequests({
      [CATEGORIES]: ok({}),
      [COURSES]: ok({ data: [{ id: 5, title: null, charge: 'abc', user_count: null }, []], total: null }),
    })
    await renderVod()
    expect(cards()).toHaveLength(1)
    expect(within(cards()[0]).getByText('免费')).toBeInTheDocument()
    expect(within(cards()[0]).getByText('0人已订阅')).toBeInTheDocument()
  })

  it('page 1 failing offers 重试; page 1 missing (404) is the error page', async () => {
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: envelope(500, '服务器错误') })
    await renderVod()
    expect(screen.getByText('加载失败，点击重试')).toBeInTheDocument()
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: coursesServer(courses(1)) })
    await actAndSettle(() => fireEvent.click(screen.getByText('加载失败，点击重试')))
    expect(cards()).toHaveLength(1)

    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: envelope(404, '资源不存在') })
    await renderVod()
    expect(spies.onNotFound).toHaveBeenCalled()
  })

  it('shows 加载中... until page 1 arrives', async () => {
    const answer = deferred<FakeResponse>()
    routeRequests({ [CATEGORIES]: ok([]), [COURSES]: () => answer.promise })
    await renderVod()
    expect(screen.getByText('加载中...')).toBeInTheDocument()
    await actAndSettle(() => answer.resolve(ok({ data: courses(2), total: 2 })))
    expect(cards()).toHaveLength(2)
  })
})
