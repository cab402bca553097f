/**
 * /vod/detail?id=: the course page over a mocked API, in both passes (H5 and mini-program platform files).
 */
import Taro from '@tarojs/taro'
import { fireEvent, screen, within } from '@testing-library/react'
import VodDetailPage from '@/packages/learning/vod/detail'
import { pageUrl } from '@/routes'
import type { RootStore } from '@/stores'
import { parseQuery } from '@/utils/url'
import { envelope, ok, requestMock, routeRequests, type FakeResponse } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { $, countOf, tap, toasts } from '../mocks/screen'
import { setCurrentPages } from '../mocks/taro'
import { shownPageTitle } from '../mocks/page-title'
import { recorded, recordedData, sampleAnswer } from '../mocks/samples'
import { asServer } from '../mocks/server'

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? it : it.skip

const DETAIL = 'GET /api/v2/course/3'
const COMMENTS = 'GET /api/v2/course/3/comments'
const LIKE = 'GET /api/v2/course/3/like'

const HOSTILE_TITLE = '<i>"进阶"</i> 课程 🎓 <img src=x onerror="window.__xss=1">'

const rawVideo = (id: number, chapter: number, extra: Record<string, unknown> = {}) => ({
  id,
  course_id: 3,
  title: `视频${id}`,
  chapter_id: chapter,
  duration: 125,
  free_seconds: 0,
  ...extra,
})

function detailAnswer(
  course: Record<string, unknown> = {},
  extra: Record<string, unknown> = {}
): FakeResponse {
  return ok({
    course: {
      id: 3,
      title: '进阶课程',
      thumb: 'https://cdn.test/3.png',
      charge: 199,
      is_free: 0,
      user_count: 12,
      render_desc:
        '<p>这是<b>一门课</b></p><script>window.__xss=2</script><img src="x" onerror="window.__xss=3">',
      ...course,
    },
    chapters: [{ id: 10, course_id: 3, title: '第一章' }],
    videos: { 10: [rawVideo(4, 10, { free_seconds: 5 }), rawVideo(5, 10)], 0: [rawVideo(9, 0)] },
    isBuy: false,
    isCollect: false,
    videoWatchedProgress: { 4: { video_id: 4, watch_seconds: 60 } },
    attach: [{ id: 8, name: '讲义.pdf', size: 2048, extension: 'pdf' }],
    buyVideos: [],
    ...extra,
  })
}

/** The learner is on `/vod/detail` with this query (each build reads it from its own source). */
function at(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString()
  window.location.hash = `#/vod/detail${search ? `?${search}` : ''}`
  setCurrentPages([{ route: 'packages/learning/vod/detail/index', options: query }])
}

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

async function renderPage(
  routes: Record<string, FakeResponse | (() => FakeResponse)> = {},
  {
    query = { id: '3' },
    root = bootedRoot({ user: makeMember() }),
  }: { query?: Record<string, string>; root?: RootStore } = {}
) {
  at(query)
  routeRequests({
    [DETAIL]: detailAnswer(),
    [COMMENTS]: ok({ comments: [], users: {} }),
    [LIKE]: ok(1),
    ...routes,
  })
  const view = renderWithStores(<VodDetailPage />, root)
  await actAndSettle()
  return { root, view }
}

/** The course page of a recorded course answer (its own id), logged in. */
async function renderPage2(
  answer: FakeResponse,
  routes: Record<string, FakeResponse | (() => FakeResponse)> = {}
) {
  const data = (answer.data as { data: { course: { id: number } } }).data
  const id = String(data.course.id)
  return renderPage(
    {
      [`GET /api/v2/course/${id}`]: answer,
      [`GET /api/v2/course/${id}/comments`]: ok({ comments: [], users: {} }),
      ...routes,
    },
    { query: { id } }
  )
}

const navigatedTo = () => jest.mocked(Taro.navigateTo).mock.calls.map(([options]) => options.url)
const tabTitles = () => document.querySelector('.nut-tabs-titles') as HTMLElement
const openTab = (text: string) => actAndSettle(() => fireEvent.click(within(tabTitles()).getByText(text)))

describe('course detail page', () => {
  it('shows cover, the title literally, price, subscribers and the sanitised introduction', async () => {
    await renderPage({ [DETAIL]: detailAnswer({ title: HOSTILE_TITLE }) })
    expect($('course-title')).toHaveTextContent(HOSTILE_TITLE)
    expect(document.querySelector('.course-detail__head img, .course-detail__head i')).toBeNull()
    expect($('course-price')).toHaveTextContent('￥199')
    expect(screen.getByText('12人已订阅')).toBeInTheDocument()
    expect(document.querySelector('.course-detail__cover')).toHaveAttribute('src', 'https://cdn.test/3.png')
    expect($('course-intro')).toHaveTextContent('这是一门课')
    expect(document.querySelector('script, [onerror]')).toBeNull()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
    expect(shownPageTitle()).toBe(HOSTILE_TITLE)
    expect(
      [...tabTitles().querySelectorAll('.nut-tabs-titles-item')].map((item) => item.textContent)
    ).toEqual(['介绍', '目录', '评论', '课件'])
  })

  it('the cover, the largest picture of the page: H5 fetches it at once and first, with its size; never lazily', async () => {
    await renderPage({ [DETAIL]: detailAnswer() })
    const cover = document.querySelector('.course-detail__cover')!
    if (process.env.TARO_ENV === 'weapp') {
      expect(cover).not.toHaveAttribute('fetchpriority')
      return
    }
    expect(cover).toHaveAttribute('fetchpriority', 'high')
    expect(cover).toHaveAttribute('loading', 'eager')
    expect(cover).toHaveAttribute('width', '375')
    expect(cover).toHaveAttribute('height', '211')
    expect(cover).not.toHaveAttribute('lazyload')
  })

  it('a free course: 免费, 开始学习 opens the first video of the first chapter', async () => {
    await renderPage({ [DETAIL]: detailAnswer({ is_free: 1, charge: 0 }) })
    expect($('course-price')).toHaveTextContent('免费')
    expect($('course-vip')).toBeNull()
    expect($('course-buy')).toBeNull()
    tap('course-start')
    expect(navigatedTo()).toEqual([pageUrl('/vod/video', { id: 4 })])
  })

  it('a price of 0 reads 免费', async () => {
    await renderPage({ [DETAIL]: detailAnswer({ is_free: 0, charge: 0 }) })
    expect($('course-price')).toHaveTextContent('免费')
    expect($('course-vip')).not.toBeNull()
    expect($('course-buy')).toBeNull()
  })

  it('paid and not bought: VIP会员免费看 → /role, 购买课程 → /order with the goods', async () => {
    await renderPage()
    expect($('course-start')).toBeNull()
    tap('course-vip')
    expect(navigatedTo()).toEqual([pageUrl('/role')])
    expect($('course-buy')).toHaveTextContent('购买课程')
    tap('course-buy')
    const [path, search] = navigatedTo()[1].split('?')
    expect(path).toBe(pageUrl('/order'))
    expect(parseQuery(search)).toEqual({
      goods_id: '3',
      goods_name: '进阶课程',
      goods_label: '点播课程',
      goods_charge: '199',
      goods_type: 'vod',
      goods_thumb: 'https://cdn.test/3.png',
    })
  })

  it('bought, but no video at all: 开始学习 is disabled and says why', async () => {
    await renderPage({ [DETAIL]: detailAnswer({}, { isBuy: true, chapters: [], videos: [] }) })
    expect($('course-start')).toHaveClass('nut-button-disabled')
    expect(screen.getByText('课程暂无视频')).toBeInTheDocument()
    tap('course-start')
    expect(navigatedTo()).toEqual([])
  })

  it.each(['4.9.10', 'v4.9.30'] as const)(
    'a course without chapters as the real %s answers it (`videos: [[…]]`): 开始学习 opens its first video',
    async (release) => {
      await renderPage({ [DETAIL]: sampleAnswer(release, '05d') })
      expect(screen.queryByText('课程暂无视频')).toBeNull()
      expect($('course-start')).not.toHaveClass('nut-button-disabled')
      tap('course-start')
      expect(navigatedTo()).toEqual([pageUrl('/vod/video', { id: 8 })])
      await openTab('目录')
      expect($('catalogue-empty')).toBeNull()
      expect(document.querySelectorAll('.course-catalogue__video')).toHaveLength(3)
    }
  )

  it.each([[{}], [{ id: 'abc' }], [{ id: '-1' }], [{ id: '0' }]])(
    'an invalid id %j: the error page, no request',
    async (query) => {
      await renderPage({}, { query })
      expect(requestMock).not.toHaveBeenCalled()
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: pageUrl('/error') })
    }
  )

  it('a missing course (404): the error page', async () => {
    await renderPage({ [DETAIL]: envelope(404, '资源不存在') })
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
  })

  it('another failure: 重新加载, which loads it again', async () => {
    let answer: FakeResponse = envelope(500, '服务器错误')
    await renderPage({ [DETAIL]: () => answer })
    expect(screen.getByText('重新加载')).toBeInTheDocument()
    answer = detailAnswer()
    await actAndSettle(() => tap('resource-retry'))
    expect($('course-title')).toHaveTextContent('进阶课程')
  })

  it('fields missing or of the wrong type, [] for objects: the page still shows', async () => {
    await renderPage({
      [DETAIL]: ok({
        course: { id: '3', title: 42, charge: 'abc', user_count: null, render_desc: [] },
        chapters: {},
        videos: [],
        isBuy: [],
        isCollect: null,
        videoWatchedProgress: [],
        attach: {},
      }),
    })
    expect($('course-title')).toHaveTextContent('42')
    expect(screen.getByText('0人已订阅')).toBeInTheDocument()
    await openTab('目录')
    expect(screen.getByText('暂无课程目录')).toBeInTheDocument()
    await openTab('课件')
    expect(screen.getByText('暂无课件')).toBeInTheDocument()
  })

  it('目录: chapters, 试看 for a course the learner cannot watch, durations, where they stopped; a tap opens the video', async () => {
    await renderPage()
    await openTab('目录')
    expect(screen.getByText('第一章')).toBeInTheDocument()
    expect(screen.getByText('无章节内容')).toBeInTheDocument()
    expect(within($('video-4')!).getByText('试看')).toBeInTheDocument()
    expect(within($('video-5')!).queryByText('试看')).toBeNull()
    expect(within($('video-4')!).getByText('02:05')).toBeInTheDocument()
    expect(within($('video-4')!).getByText('学习到 01:00')).toBeInTheDocument()
    // The bar stays on 目录.
    expect($('course-like')).not.toBeNull()
    tap('video-5')
    expect(navigatedTo()).toEqual([pageUrl('/vod/video', { id: 5 })])
  })

  onH5('the tab is kept in the address without a page change', async () => {
    await renderPage()
    await openTab('评论')
    expect(window.location.hash).toBe('#/vod/detail?id=3&tab=comments')
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(countOf(DETAIL)).toBe(1)
  })

  it('opens on the tab of the address', async () => {
    await renderPage({}, { query: { id: '3', tab: 'attachments' } })
    expect($('attachment-8')).toHaveTextContent('讲义.pdf')
    expect($('course-like')).toBeNull()
  })

  it('评论: loads when opened, no bar; a failed list leaves the rest of the page usable', async () => {
    await renderPage({ [COMMENTS]: envelope(500, '评论服务不可用') })
    expect(countOf(COMMENTS)).toBe(0)
    await openTab('评论')
    expect(countOf(COMMENTS)).toBe(1)
    expect($('course-like')).toBeNull()
    expect(toasts()).toContain('评论服务不可用')
    expect(screen.getByText('重新加载')).toBeInTheDocument()
    expect($('course-title')).toHaveTextContent('进阶课程')
    await openTab('介绍')
    expect($('course-intro')).not.toBeNull()
    expect($('course-like')).not.toBeNull()
  })

  it('评论 logged out: no box, 登录后参与评论', async () => {
    await renderPage({}, { root: bootedRoot() })
    await openTab('评论')
    expect($('comment-input')).toBeNull()
    expect($('comment-hint')).toHaveTextContent('登录后参与评论')
  })

  it('评论: a logged-in learner who has not bought the course is told so instead of an input', async () => {
    await renderPage()
    await openTab('评论')
    expect($('comment-input')).toBeNull()
    expect(screen.getByText('购买课程后才能评论')).toBeInTheDocument()
  })

  it('评论: hostile comment HTML renders as sanitised markup', async () => {
    await renderPage({
      [DETAIL]: detailAnswer({}, { isBuy: true }),
      [COMMENTS]: ok({
        comments: [
          {
            id: 1,
            user_id: 2,
            render_content: '<p>好<script>window.__xss=4</script><a href="javascript:alert(1)">链接</a></p>',
            created_at: '2020-01-02T03:04:05Z',
          },
        ],
        users: { 2: { id: 2, nick_name: '<b>同学</b>', avatar: '' } },
      }),
    })
    await openTab('评论')
    expect(screen.getByText('<b>同学</b>')).toBeInTheDocument()
    expect(document.querySelector('.course-comments__content')).toHaveTextContent('好链接')
    expect(document.querySelector('script, a[href^="javascript"]')).toBeNull()
    expect($('comment-input')).not.toBeNull()
  })

  it('v4.9.30, a VIP learner on a course a plan does not open (18b): 购买课程, never VIP会员免费看', async () => {
    asServer('v4.9.30')
    await renderPage2(recorded('v4.9.30', '18b'))
    expect($('course-buy')).toHaveTextContent('购买课程')
    expect($('course-vip')).toBeNull()
    expect($('course-start')).toBeNull()
  })

  it('v4.9.30, the course marked VIP免费 (18i): isBuy, so 开始学习 and nothing to buy', async () => {
    asServer('v4.9.30')
    await renderPage2(recorded('v4.9.30', '18i'))
    expect($('course-start')).not.toBeNull()
    expect($('course-buy')).toBeNull()
    expect($('course-vip')).toBeNull()
  })

  it('a bought course (05c): 开始学习, no 购买', async () => {
    await renderPage2(recorded('4.9.10', '05c'))
    expect($('course-buy')).toBeNull()
    expect($('course-start')).not.toBeNull()
  })

  it('购买须知: the config’s notice under the description, sanitised; nothing when it is empty', async () => {
    const root = bootedRoot({ user: makeMember() })
    root.config.save({
      course_purchase_notice: '<p>购买后<b>不支持</b>退款</p><img src="x" onerror="window.__xss=5">',
    })
    await renderPage({}, { root })
    const notice = $('course-purchase-notice')!
    expect(within(notice).getByText('购买须知')).toBeInTheDocument()
    expect(notice).toHaveTextContent('购买后不支持退款')
    expect(notice.querySelector('[onerror]')).toBeNull()
    expect((window as { __xss?: number }).__xss).toBeUndefined()

    root.config.save({ course_purchase_notice: ' ' })
    await actAndSettle()
    expect($('course-purchase-notice')).toBeNull()
  })

  it('a course without chapters (course 3 of the recordings): its videos, 开始学习 opens the first', async () => {
    const data = recordedData('v4.9.30', '05e')
    // The list of one list `[[…]]` as a map of chapter 0 (api/course.ts readCatalogue reads both).
    data.videos = { 0: data.videos[0] }
    await renderPage2(ok(data))
    tap('course-start')
    expect(navigatedTo()).toEqual([pageUrl('/vod/video', { id: 8 })])
    await openTab('目录')
    expect(screen.queryByText('无章节内容')).toBeNull()
    expect(['video-8', 'video-9', 'video-10'].map((id) => $(id) !== null)).toEqual([true, true, true])
  })

  it('评论 on v4.9.30: a course with comments off (41s) says 评论已关闭, no box', async () => {
    asServer('v4.9.30')
    await renderPage2(recorded('v4.9.30', '41s'), { 'GET /api/v3/comments': recorded('v4.9.30', '15b') })
    await openTab('评论')
    expect($('comment-input')).toBeNull()
    expect($('comment-hint')).toHaveTextContent('评论已关闭')
  })

  it('评论 on v4.9.30: replies and review (41f), 回复 and posting a reply (41d)', async () => {
    asServer('v4.9.30')
    await renderPage2(recorded('4.9.10', '05b'), {
      'GET /api/v3/comments': recorded('v4.9.30', '41f'),
      'POST /api/v3/comment/store': recorded('v4.9.30', '41d'),
    })
    await openTab('评论')
    const item = document.querySelector<HTMLElement>('.course-comments__item')!
    expect(within(item).getByText('样例学员 回复 测试学员')).toBeInTheDocument()
    expect(within(item).getByText('评论审核中')).toBeInTheDocument()
    fireEvent.click(within(item).getAllByText('回复')[0])
    await actAndSettle()
    expect($('comment-input')).toHaveAttribute('placeholder', '回复样例学员')
  })

  it('收藏 follows the server, toggles at once, a failure keeps the page', async () => {
    let like: FakeResponse = ok(0)
    await renderPage({ [DETAIL]: detailAnswer({}, { isCollect: true }), [LIKE]: () => like })
    expect($('course-like')).toHaveAttribute('data-collected', 'true')
    await actAndSettle(() => tap('course-like'))
    expect($('course-like')).toHaveAttribute('data-collected', 'false')
    like = ok(1)
    await actAndSettle(() => tap('course-like'))
    expect($('course-like')).toHaveAttribute('data-collected', 'true')
    like = envelope(500, '操作失败')
    await actAndSettle(() => tap('course-like'))
    expect($('course-like')).toHaveAttribute('data-collected', 'true')
    expect(toasts()).toContain('操作失败')
    expect($('course-title')).toHaveTextContent('进阶课程')
    expect(countOf(LIKE)).toBe(3)
    expect(countOf(DETAIL)).toBe(1)
  })

  it('收藏 logged out: the login page, back to this course afterwards', async () => {
    await renderPage({}, { root: bootedRoot() })
    await actAndSettle(() => tap('course-like'))
    expect(countOf(LIKE)).toBe(0)
    expect(navigatedTo()).toEqual([pageUrl('/login', { redirect: '/vod/detail?id=3' })])
  })
})
