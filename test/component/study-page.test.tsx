import Taro from '@tarojs/taro'
import { fireEvent, screen, within } from '@testing-library/react'
import StudyPage from '@/pages/study'
import {
  deferred,
  envelope,
  ok,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
} from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { onH5, visit } from '../mocks/login'
import { triggerDidShow, triggerReachBottom } from '../mocks/taro'
import { LEARNED, LIKED, SUBSCRIBED, rawStudyItem, studyServer } from '../mocks/course-lists'

let spies: ReturnType<typeof wireHttp>

beforeEach(() => {
  spies = wireHttp()
})

const items = (count: number, from = 1, overrides: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, i) => rawStudyItem(from + i, overrides))

async function renderStudy(query: Record<string, string> = {}, loggedIn = true) {
  visit('/study', query)
  const view = renderWithStores(<StudyPage />, bootedRoot({ user: loggedIn ? makeMember() : null }))
  await actAndSettle()
  return view
}

const cards = () => [...document.querySelectorAll<HTMLElement>('.study-card')]
const card = (courseId: number) => document.getElementById(`study-course-${courseId}`)!
const tab = (name: string) => document.getElementById(`study-tab-${name}`)!

describe('持续学习 (/study)', () => {
  it('opens on 在学 by default: the learned list, each with thumb, title and 已学N/M课时', async () => {
    const seen: Record<string, unknown>[] = []
    routeRequests({
      [LEARNED]: studyServer(
        [
          rawStudyItem(3, {
            learned_count: 2,
            course: { id: 3, title: '安全生产', thumb: 'https://img/3.png', videos_count: 8 },
          }),
          rawStudyItem(4, { learned_count: 0, is_subscribe: 1 }),
        ],
        seen
      ),
    })
    await renderStudy()
    expect(seen).toEqual([{ page: 1, size: 10, type: 'vod' }])
    expect(sentCalls()).toEqual([LEARNED])
    expect(tab('study')).toHaveAttribute('data-active', 'true')
    expect(tab('course')).toHaveAttribute('data-active', 'false')
    expect(screen.getByText('在学')).toBeInTheDocument()
    expect(screen.getByText('订阅')).toBeInTheDocument()
    expect(screen.getByText('收藏')).toBeInTheDocument()

    expect(within(card(3)).getByText('安全生产')).toBeInTheDocument()
    expect(within(card(3)).getByText('已学2/8课时')).toBeInTheDocument()
    expect(card(3).querySelector('img')).toHaveAttribute('src', 'https://img/3.png')
    expect(within(card(3)).queryByText('已订阅')).not.toBeInTheDocument()
    expect(within(card(4)).getByText('已订阅')).toBeInTheDocument()
    expect(within(card(4)).getByText('已学0/8课时')).toBeInTheDocument()
  })

  it.each([
    ['course', SUBSCRIBED],
    ['collect', LIKED],
  ])('tab=%s lists %s', async (name, endpoint) => {
    routeRequests({ [endpoint]: studyServer(items(2)) })
    await renderStudy({ tab: name })
    expect(sentCalls()).toEqual([endpoint])
    expect(tab(name)).toHaveAttribute('data-active', 'true')
    expect(cards()).toHaveLength(2)
  })

  it('on 订阅 every course carries 已订阅, whatever the server says', async () => {
    routeRequests({ [SUBSCRIBED]: studyServer(items(2, 1, { is_subscribe: undefined })) })
    await renderStudy({ tab: 'course' })
    expect(screen.getAllByText('已订阅')).toHaveLength(2)
  })

  it('on 收藏 only the courses the server marks subscribed carry 已订阅', async () => {
    routeRequests({ [LIKED]: studyServer([rawStudyItem(1, { is_subscribe: 1 }), rawStudyItem(2)]) })
    await renderStudy({ tab: 'collect' })
    expect(within(card(1)).getByText('已订阅')).toBeInTheDocument()
    expect(within(card(2)).queryByText('已订阅')).not.toBeInTheDocument()
  })

  it('an unknown tab in the address is 在学', async () => {
    routeRequests({ [LEARNED]: studyServer(items(1)) })
    await renderStudy({ tab: 'history' })
    expect(sentCalls()).toEqual([LEARNED])
    expect(tab('study')).toHaveAttribute('data-active', 'true')
  })

  it('switching tabs lists the new tab from page 1 and keeps it in the address; the current tab does nothing', async () => {
    routeRequests({
      [LEARNED]: studyServer(items(1)),
      [LIKED]: studyServer(items(2, 80)),
      [SUBSCRIBED]: studyServer(items(3, 50)),
    })
    await renderStudy()
    fireEvent.click(tab('study'))
    expect(sentCalls()).toEqual([LEARNED])

    await actAndSettle(() => fireEvent.click(screen.getByText('收藏')))
    expect(sentCalls()).toEqual([LEARNED, LIKED])
    expect(tab('collect')).toHaveAttribute('data-active', 'true')
    expect(tab('study')).toHaveAttribute('data-active', 'false')
    expect(cards().map((element) => element.id)).toEqual(['study-course-80', 'study-course-81'])
    if (onH5) expect(window.location.hash).toBe('#/study?tab=collect')

    await actAndSettle(() => fireEvent.click(screen.getByText('订阅')))
    expect(sentCalls().at(-1)).toBe(SUBSCRIBED)
    expect(requestMock.mock.calls.at(-1)![0].data).toEqual({ page: 1, size: 10, type: 'vod' })
    expect(screen.getAllByText('已订阅')).toHaveLength(3)
    if (onH5) expect(window.location.hash).toBe('#/study?tab=course')
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('an answer for the previous tab is never shown', async () => {
    const learned = deferred<FakeResponse>()
    routeRequests({ [LEARNED]: () => learned.promise, [LIKED]: ok({ data: [], total: 0 }) })
    await renderStudy()
    await actAndSettle(() => fireEvent.click(screen.getByText('收藏')))
    expect(screen.getByText('暂无收藏课程')).toBeInTheDocument()
    await actAndSettle(() => learned.resolve(ok({ data: items(3), total: 3 })))
    expect(cards()).toHaveLength(0)
    expect(screen.getByText('暂无收藏课程')).toBeInTheDocument()
  })

  it('a tap on 在学 resumes the last video; without one it opens the course', async () => {
    routeRequests({
      [LEARNED]: studyServer([rawStudyItem(5), rawStudyItem(6, { last_view_video: [] })]),
    })
    await renderStudy()
    fireEvent.click(card(5))
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/learning/vod/video/index?id=105' })
    fireEvent.click(card(6))
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/learning/vod/detail/index?id=6' })
  })

  it.each([
    ['course', SUBSCRIBED],
    ['collect', LIKED],
  ])('a tap on %s opens the course detail even with a last video', async (name, endpoint) => {
    routeRequests({ [endpoint]: studyServer([rawStudyItem(7)]) })
    await renderStudy({ tab: name })
    fireEvent.click(card(7))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/learning/vod/detail/index?id=7' })
  })

  it.each([
    ['study', LEARNED, '暂无在学课程'],
    ['course', SUBSCRIBED, '暂无订阅课程'],
    ['collect', LIKED, '暂无收藏课程'],
  ])('empty tab %s (%s): %s and 去看看 → /vod', async (name, endpoint, text) => {
    routeRequests({ [endpoint]: ok({ data: [], total: 0 }) })
    await renderStudy({ tab: name })
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.queryByText('已经到底了')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('去看看'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/learning/vod/index' })
  })

  it('scrolling to the bottom loads the next page; 已经到底了 at the end', async () => {
    const seen: Record<string, unknown>[] = []
    routeRequests({ [LEARNED]: studyServer(items(14), seen) })
    await renderStudy()
    expect(cards()).toHaveLength(10)
    expect(screen.queryByText('去看看')).not.toBeInTheDocument()
    await actAndSettle(() => triggerReachBottom())
    expect(seen.map((query) => query.page)).toEqual([1, 2])
    expect(cards()).toHaveLength(14)
    expect(screen.getByText('已经到底了')).toBeInTheDocument()
  })

  it('shown again (back from a video), it reloads from page 1 so the progress is current', async () => {
    let learned = 1
    routeRequests({
      [LEARNED]: (request) => studyServer(items(3, 1, { learned_count: learned }))(request),
    })
    await renderStudy()
    expect(within(card(1)).getByText('已学1/8课时')).toBeInTheDocument()
    expect(requestMock).toHaveBeenCalledTimes(1) // the first show does not load twice

    learned = 4
    await actAndSettle(() => triggerDidShow())
    expect(requestMock).toHaveBeenCalledTimes(2)
    expect(within(card(1)).getByText('已学4/8课时')).toBeInTheDocument()
  })

  it('items with [] for the course, last video and watch record still render (and open the course)', async () => {
    routeRequests({
      [LEARNED]: ok({
        data: [{ course_id: 9, learned_count: 'x', course: [], last_view_video: [], watch_record: [] }, []],
        total: '1',
      }),
    })
    await renderStudy()
    expect(cards()).toHaveLength(1)
    expect(within(card(9)).getByText('已学0/0课时')).toBeInTheDocument()
    fireEvent.click(card(9))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/learning/vod/detail/index?id=9' })
  })

  it('titles with quotes, tags and emoji show literally', async () => {
    const title = '"持续" <b>学习</b> 📚<img src=x onerror=alert(1)>'
    routeRequests({
      [LEARNED]: studyServer([rawStudyItem(2, { course: { id: 2, title, videos_count: 1 } })]),
    })
    await renderStudy()
    expect(card(2).querySelector('.study-card__title')?.textContent).toBe(title)
    expect(card(2).querySelectorAll('b, img[src="x"]')).toHaveLength(0)
  })

  it('a failed first page offers 重试; a 404 there is the error page', async () => {
    routeRequests({ [LEARNED]: envelope(500, '服务器错误') })
    await renderStudy()
    expect(screen.getByText('加载失败，点击重试')).toBeInTheDocument()

    routeRequests({ [LIKED]: envelope(404, '资源不存在') })
    await renderStudy({ tab: 'collect' })
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
  })

  it('shows 加载中... while page 1 is on its way', async () => {
    const answer = deferred<FakeResponse>()
    routeRequests({ [LEARNED]: () => answer.promise })
    await renderStudy()
    expect(screen.getByText('加载中...')).toBeInTheDocument()
    await actAndSettle(() => answer.resolve(ok({ data: items(1), total: 1 })))
    expect(cards()).toHaveLength(1)
  })

  it('logged out: nothing is asked for, the guard sends the learner to log in', async () => {
    routeRequests({})
    await renderStudy({ tab: 'course' }, false)
    expect(requestMock).not.toHaveBeenCalled()
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/login/index?redirect=%2Fstudy%3Ftab%3Dcourse',
    })
  })
})
