import { STUDY_PAGE_SIZE, StudyScreen, readStudyTab } from '@/stores/study'
import { readStudyCourse } from '@/services/api/study'
import { credentials } from '@/services/credentials'
import {
  deferred,
  envelope,
  ok,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
} from '../mocks/api'
import { TEST_API, wireHttp } from '../mocks/app'
import { LEARNED, LIKED, SUBSCRIBED, rawStudyItem, studyServer } from '../mocks/course-lists'

let spies: ReturnType<typeof wireHttp>

beforeEach(() => {
  spies = wireHttp()
  credentials.setToken('tok')
})

const items = (count: number, from = 1, overrides: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, i) => rawStudyItem(from + i, overrides))

describe('the tab in the address', () => {
  it('reads study, course and collect; anything else is 在学', () => {
    expect(readStudyTab('study')).toBe('study')
    expect(readStudyTab('course')).toBe('course')
    expect(readStudyTab('collect')).toBe('collect')
    expect(readStudyTab(undefined)).toBe('study')
    expect(readStudyTab('Course')).toBe('study')
    expect(readStudyTab('')).toBe('study')
  })
})

describe('each tab has its own v3 list', () => {
  it.each([
    ['study', LEARNED],
    ['course', SUBSCRIBED],
    ['collect', LIKED],
  ] as const)('%s → %s with {page, size: 10, type: vod}, then page 2', async (tab, endpoint) => {
    const seen: Record<string, unknown>[] = []
    routeRequests({ [endpoint]: studyServer(items(13), seen) })
    const screen = new StudyScreen(tab)
    expect(screen.tab).toBe(tab)
    await screen.open()
    expect(STUDY_PAGE_SIZE).toBe(10)
    expect(sentCalls()).toEqual([endpoint])
    expect(requestMock.mock.calls[0][0].url).toBe(`${TEST_API}${endpoint.replace('GET ', '')}`)
    expect(seen).toEqual([{ page: 1, size: 10, type: 'vod' }])
    expect(screen.list.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])

    await screen.list.loadMore()
    expect(seen[1]).toEqual({ page: 2, size: 10, type: 'vod' })
    expect(screen.list.items).toHaveLength(13)
    expect(screen.list.finished).toBe(true)
  })

  it('page 1 missing (404) shows the error page', async () => {
    routeRequests({ [LEARNED]: envelope(404, '资源不存在') })
    await new StudyScreen('study').open()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
  })
})

describe('normalisation', () => {
  it('reads a complete item', () => {
    expect(readStudyCourse(rawStudyItem(7, { learned_count: 3, is_subscribe: 1 }))).toEqual({
      id: 7,
      course: expect.objectContaining({
        id: 7,
        title: '课程 7',
        thumb: 'https://img.test.local/course-7.png',
        videos_count: 8,
      }),
      learned_count: 3,
      is_subscribe: true,
      last_video_id: 107,
    })
  })

  it('[] for last_view_video and watch_record, a course with missing fields, strings for numbers', () => {
    const item = readStudyCourse({
      course_id: '9',
      learned_count: '4',
      is_subscribe: '1',
      last_view_video: [],
      watch_record: [],
      course: { title: 12345 },
    })
    expect(item).toEqual({
      id: 9,
      course: expect.objectContaining({ id: 9, title: '12345', thumb: '', videos_count: 0 }),
      learned_count: 4,
      is_subscribe: true,
      last_video_id: 0,
    })
  })

  it('course sent as [] or null, learned_count missing or negative: still an item with zeros', () => {
    expect(readStudyCourse({ course_id: 5, course: [], learned_count: -2 })).toEqual({
      id: 5,
      course: expect.objectContaining({ id: 5, title: '', videos_count: 0 }),
      learned_count: 0,
      is_subscribe: false,
      last_video_id: 0,
    })
    // No course_id: the course's own id.
    expect(
      readStudyCourse({ course: { id: 6, title: 'x' }, last_view_video: { video_id: 'abc' } })
    ).toMatchObject({
      id: 6,
      last_video_id: 0,
    })
  })

  it('the list drops items with no course id and survives data that is not a list', async () => {
    routeRequests({
      [SUBSCRIBED]: ok({ data: [rawStudyItem(1), { course: [] }, null, 'x', rawStudyItem(2)], total: 2 }),
    })
    const screen = new StudyScreen('course')
    await screen.open()
    expect(screen.list.items.map((item) => item.id)).toEqual([1, 2])

    routeRequests({ [LIKED]: ok([]) })
    const empty = new StudyScreen('collect')
    await empty.open()
    expect(empty.list.empty).toBe(true)
  })
})

describe('badges and taps', () => {
  it('已订阅 when the server says is_subscribe, and always on the 订阅 tab', () => {
    const subscribed = readStudyCourse(rawStudyItem(1, { is_subscribe: 1 }))
    const notSubscribed = readStudyCourse(rawStudyItem(2, { is_subscribe: 0 }))
    const noFlag = readStudyCourse(rawStudyItem(3, { is_subscribe: undefined }))
    const study = new StudyScreen('study')
    expect(study.subscribed(subscribed)).toBe(true)
    expect(study.subscribed(notSubscribed)).toBe(false)
    expect(new StudyScreen('collect').subscribed(notSubscribed)).toBe(false)
    expect(new StudyScreen('course').subscribed(noFlag)).toBe(true)
  })

  it('在学 with a last video resumes it; without one, or on the other tabs, the course opens', () => {
    const withVideo = readStudyCourse(rawStudyItem(4))
    const withoutVideo = readStudyCourse(rawStudyItem(5, { last_view_video: [] }))
    expect(new StudyScreen('study').target(withVideo)).toEqual({ page: 'video', id: 104 })
    expect(new StudyScreen('study').target(withoutVideo)).toEqual({ page: 'course', id: 5 })
    expect(new StudyScreen('course').target(withVideo)).toEqual({ page: 'course', id: 4 })
    expect(new StudyScreen('collect').target(withVideo)).toEqual({ page: 'course', id: 4 })
  })
})

describe('switching tabs', () => {
  it('the list starts again from page 1 at the new tab’s endpoint; the current tab asks for nothing', async () => {
    routeRequests({
      [LEARNED]: studyServer(items(25)),
      [SUBSCRIBED]: studyServer(items(3, 50)),
      [LIKED]: studyServer(items(1, 80)),
    })
    const screen = new StudyScreen('study')
    await screen.open()
    await screen.list.loadMore()
    expect(screen.list.items).toHaveLength(20)

    expect(screen.setTab('study')).toBe(false)
    expect(sentCalls()).toEqual([LEARNED, LEARNED])

    expect(screen.setTab('course')).toBe(true)
    expect(screen.tab).toBe('course')
    expect(screen.list.items).toEqual([])
    await screen.list.loadMore()
    expect(sentCalls().at(-1)).toBe(SUBSCRIBED)
    expect(requestMock.mock.calls.at(-1)![0].data).toEqual({ page: 1, size: 10, type: 'vod' })
    expect(screen.list.items.map((item) => item.id)).toEqual([50, 51, 52])
    expect(screen.subscribed(screen.list.items[0])).toBe(true)

    screen.setTab('collect')
    await screen.list.loadMore()
    expect(sentCalls().at(-1)).toBe(LIKED)
    expect(screen.list.items.map((item) => item.id)).toEqual([80])
  })

  it('an answer for the previous tab is dropped, never shown', async () => {
    const learned = deferred<FakeResponse>()
    routeRequests({ [LEARNED]: () => learned.promise, [LIKED]: studyServer(items(2, 80)) })
    const screen = new StudyScreen('study')
    const opening = screen.open()
    screen.setTab('collect')
    await screen.list.loadMore()
    learned.resolve(ok({ data: items(10), total: 10 }))
    await opening
    expect(screen.list.items.map((item) => item.id)).toEqual([80, 81])
    expect(screen.list.finished).toBe(true)
  })
})

describe('refresh when the page shows again', () => {
  it('does nothing before the first page arrived; afterwards starts again from page 1', async () => {
    const seen: Record<string, unknown>[] = []
    routeRequests({ [LEARNED]: studyServer(items(25), seen) })
    const screen = new StudyScreen('study')
    await screen.refresh()
    expect(seen).toEqual([])

    const opening = screen.open()
    await screen.refresh() // the opening is still on its way
    await opening
    expect(seen).toHaveLength(1)
    await screen.list.loadMore()
    expect(screen.list.items).toHaveLength(20)

    await screen.refresh()
    expect(seen.map((query) => query.page)).toEqual([1, 2, 1])
    expect(screen.list.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('a refresh while page 2 is in flight drops page 2 when it arrives', async () => {
    const page2 = deferred<FakeResponse>()
    const updated = items(10, 1, { learned_count: 5 })
    let call = 0
    routeRequests({
      [LEARNED]: (request) => {
        call += 1
        if (call === 1) return studyServer(items(20))(request)
        if (call === 2) return page2.promise
        return studyServer(updated)(request)
      },
    })
    const screen = new StudyScreen('study')
    await screen.open()
    const more = screen.list.loadMore()
    await screen.refresh()
    page2.resolve(ok({ data: items(10, 11), total: 20 }))
    await more
    expect(screen.list.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(screen.list.items.every((item) => item.learned_count === 5)).toBe(true)
    expect(screen.list.page).toBe(1)
  })

  it('a failed first page is asked for again when the page shows again', async () => {
    let call = 0
    routeRequests({
      [LEARNED]: (request) => (++call === 1 ? envelope(500, '服务器错误') : studyServer(items(2))(request)),
    })
    const screen = new StudyScreen('study')
    await screen.open()
    expect(screen.list.error).toBe(true)
    await screen.refresh()
    expect(screen.list.items).toHaveLength(2)
  })
})
