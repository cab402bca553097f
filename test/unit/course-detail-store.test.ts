import { CourseDetailScreen, firstVideo, readCourseTab } from '@/stores/course-detail'
import { readPositiveId as readCourseId } from '@/utils/url'
import {
  deferred,
  envelope,
  ok,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
} from '../mocks/api'
import { bootedRoot, makeMember, wireHttp } from '../mocks/app'
import { recorded } from '../mocks/samples'
import { asServer } from '../mocks/server'

const DETAIL = 'GET /api/v2/course/3'
const LIKE = 'GET /api/v2/course/3/like'

const rawVideo = (id: number, chapter: number, extra: Record<string, unknown> = {}) => ({
  id,
  course_id: 3,
  title: `视频${id}`,
  chapter_id: chapter,
  duration: 100,
  free_seconds: 0,
  ...extra,
})

/** `/api/v2/course/3` as MeEdu answers it. */
function detailAnswer(
  course: Record<string, unknown> = {},
  extra: Record<string, unknown> = {}
): FakeResponse {
  return ok({
    course: {
      id: 3,
      title: '进阶课',
      thumb: 'https://cdn.test/3.png',
      charge: 199,
      is_free: 0,
      user_count: 12,
      render_desc: '<p>介绍</p>',
      ...course,
    },
    chapters: [
      { id: 10, course_id: 3, title: '第一章' },
      { id: 11, course_id: 3, title: '第二章' },
    ],
    videos: { 0: [rawVideo(9, 0)], 10: [], 11: [rawVideo(4, 11), rawVideo(5, 11)] },
    isBuy: false,
    isCollect: false,
    videoWatchedProgress: [],
    attach: [],
    buyVideos: [],
    ...extra,
  })
}

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

async function openScreen(answer: FakeResponse = detailAnswer(), loggedIn = true, courseId = 3) {
  routeRequests({ [`GET /api/v2/course/${courseId}`]: answer, [LIKE]: ok(1) })
  const root = bootedRoot({ user: loggedIn ? makeMember() : null })
  const screen = new CourseDetailScreen(root, String(courseId))
  await screen.open()
  return { root, screen }
}

describe('the address', () => {
  it('a course id is a positive whole number', () => {
    expect(readCourseId('3')).toBe(3)
    expect(readCourseId(' 12 ')).toBe(12)
    for (const bad of [undefined, '', 'abc', '-1', '0', '1.5', '3abc', '1e3', '99999999999999999999'])
      expect([bad, readCourseId(bad)]).toEqual([bad, null])
  })

  it('an invalid id asks for nothing', async () => {
    routeRequests({})
    const root = bootedRoot()
    for (const bad of [undefined, 'abc', '-1']) {
      const screen = new CourseDetailScreen(root, bad)
      expect(screen.invalid).toBe(true)
      await screen.open()
      await screen.refresh()
    }
    expect(requestMock).not.toHaveBeenCalled()
  })

  it('the tab comes from the query; anything unknown is 介绍', () => {
    expect(readCourseTab('comments')).toBe('comments')
    expect(readCourseTab('attachments')).toBe('attachments')
    expect(readCourseTab('nope')).toBe('intro')
    expect(readCourseTab(undefined)).toBe('intro')
    expect(new CourseDetailScreen(bootedRoot(), '3', 'catalogue').tab).toBe('catalogue')
  })
})

describe('the course', () => {
  it('is the primary resource: a missing course goes to the error page', async () => {
    routeRequests({ [DETAIL]: envelope(404, '资源不存在') })
    const screen = new CourseDetailScreen(bootedRoot(), '3')
    await screen.open()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
    expect(screen.course.state).toBe('error')
  })

  it('showing the page again asks again (bought or logged in meanwhile); not while the first load runs', async () => {
    const first = deferred<FakeResponse>()
    let answer: () => FakeResponse | Promise<FakeResponse> = () => first.promise
    routeRequests({ [DETAIL]: () => answer() })
    const screen = new CourseDetailScreen(bootedRoot({ user: makeMember() }), '3')
    const opening = screen.open()
    await screen.refresh()
    expect(sentCalls()).toEqual([DETAIL])
    first.resolve(detailAnswer())
    await opening
    expect(screen.offer?.kind).toBe('get')

    answer = () => detailAnswer({}, { isBuy: true })
    await screen.refresh()
    expect(sentCalls()).toEqual([DETAIL, DETAIL])
    expect(screen.offer?.kind).toBe('start')
  })
})

describe('what the bottom bar offers', () => {
  it('paid and not bought: the checkout goods of this course, VIP (4.9.10: a plan opens every course), 试看', async () => {
    const { screen } = await openScreen()
    expect(screen.offer).toEqual({
      kind: 'get',
      vip: true,
      goods: {
        goods_id: 3,
        goods_name: '进阶课',
        goods_charge: 199,
        goods_type: 'vod',
        goods_thumb: 'https://cdn.test/3.png',
      },
    })
    expect(screen.trial).toBe(true)
    expect(screen.canWatch).toBe(false)
  })

  it('bought: 开始学习 with the first video of the first chapter that has videos', async () => {
    const { screen } = await openScreen(detailAnswer({}, { isBuy: true }))
    expect(screen.offer).toEqual({ kind: 'start', video: expect.objectContaining({ id: 4 }) })
    expect(screen.trial).toBe(false)
  })

  it('free: 开始学习 even when not bought', async () => {
    const { screen } = await openScreen(detailAnswer({ is_free: 1, charge: 0 }))
    expect(screen.offer?.kind).toBe('start')
    expect(screen.trial).toBe(false)
  })

  it('not free and no price: only VIP', async () => {
    const { screen } = await openScreen(detailAnswer({ is_free: 0, charge: 0 }))
    expect(screen.offer).toEqual({ kind: 'get', goods: null, vip: true })
  })

  it('v4.9.30, a VIP learner on a paid course a plan does not open (18b): 购买 only, no VIP, no 开始学习', async () => {
    asServer('v4.9.30')
    const { screen } = await openScreen(recorded('v4.9.30', '18b'), true, 2)
    expect(screen.canWatch).toBe(false)
    expect(screen.offer).toMatchObject({ kind: 'get', vip: false, goods: { goods_id: 2, goods_charge: 99 } })
  })

  it('v4.9.30, the same course marked VIP免费 (18i): isBuy, so 开始学习 and nothing to buy', async () => {
    asServer('v4.9.30')
    const { screen } = await openScreen(recorded('v4.9.30', '18i'), true, 2)
    expect(screen.offer?.kind).toBe('start')
  })

  it('4.9.10, the VIP learner on the same course (18b): isBuy, 开始学习', async () => {
    const { screen } = await openScreen(recorded('4.9.10', '18b'), true, 2)
    expect(screen.offer?.kind).toBe('start')
  })

  it('v4.9.30, neither free nor priced nor opened by a plan: nothing to offer', async () => {
    const { screen } = await openScreen(detailAnswer({ is_free: 0, charge: 0, is_vip_free: 0 }))
    expect(screen.offer).toEqual({ kind: 'get', goods: null, vip: false })
  })

  it('first video: a chapter with videos, else the first loose video, else none', () => {
    const video = (id: number) => ({
      id,
      course_id: 1,
      title: '',
      chapter_id: 0,
      duration: 0,
      charge: 0,
      free_seconds: 0,
      ban_drag: false,
      is_ban_sell: false,
    })
    const chapter = (id: number) => ({ id, course_id: 1, title: '' })
    expect(
      firstVideo({
        catalogue: [
          { chapter: chapter(1), videos: [] },
          { chapter: chapter(2), videos: [video(7), video(8)] },
          { chapter: null, videos: [video(1)] },
        ],
      })?.id
    ).toBe(7)
    expect(
      firstVideo({
        catalogue: [
          { chapter: chapter(1), videos: [] },
          { chapter: null, videos: [video(1), video(2)] },
        ],
      })?.id
    ).toBe(1)
    expect(firstVideo({ catalogue: [{ chapter: chapter(1), videos: [] }] })).toBeNull()
    expect(firstVideo({ catalogue: [] })).toBeNull()
  })

  it('the comment box: logged in and bought; logged out: log in first; not bought: buy first', async () => {
    expect((await openScreen(detailAnswer(), false)).screen.commentBox).toBe('login')
    expect((await openScreen(detailAnswer(), true)).screen.commentBox).toBe('buy')
    expect((await openScreen(detailAnswer({}, { isBuy: true }), true)).screen.commentBox).toBe('open')
  })

  it('the comment box: closed on a course with is_allow_comment 0 (v4.9.30/41s), bought or not', async () => {
    asServer('v4.9.30')
    expect((await openScreen(recorded('v4.9.30', '41s'), true, 3)).screen.commentBox).toBe('closed')
    expect((await openScreen(recorded('v4.9.30', '05e'), true, 3)).screen.commentBox).toBe('open')
  })
})

describe('收藏', () => {
  it('starts from the server and follows the toggle’s answer at once', async () => {
    const { screen } = await openScreen(detailAnswer({}, { isCollect: true }))
    expect(screen.collected).toBe(true)
    routeRequests({ [LIKE]: ok(0) })
    expect(await screen.toggleLike()).toBe('done')
    expect(screen.collected).toBe(false)
    routeRequests({ [LIKE]: ok(1) })
    expect(await screen.toggleLike()).toBe('done')
    expect(screen.collected).toBe(true)
    // The answer is the state: the course is not asked for again.
    expect(sentCalls()).toEqual([DETAIL, LIKE, LIKE])
  })

  it('logged out: needs a login, sends nothing', async () => {
    const { screen } = await openScreen(detailAnswer(), false)
    requestMock.mockClear()
    expect(await screen.toggleLike()).toBe('login')
    expect(requestMock).not.toHaveBeenCalled()
  })

  it('one toggle at a time: a double tap sends once', async () => {
    const { screen } = await openScreen()
    const answer = deferred<FakeResponse>()
    routeRequests({ [LIKE]: () => answer.promise })
    const first = screen.toggleLike()
    expect(await screen.toggleLike()).toBe('busy')
    answer.resolve(ok(1))
    expect(await first).toBe('done')
    expect(sentCalls()).toEqual([DETAIL, LIKE])
    expect(screen.collected).toBe(true)
  })

  it('a failed toggle keeps the state and the page', async () => {
    const { screen } = await openScreen(detailAnswer({}, { isCollect: true }))
    routeRequests({ [LIKE]: envelope(500, '服务器错误') })
    expect(await screen.toggleLike()).toBe('failed')
    expect(screen.collected).toBe(true)
    expect(screen.course.state).toBe('ready')
    expect(spies.toast).toHaveBeenCalledWith('服务器错误')
  })
})
