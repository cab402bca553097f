/**
 * 通知公告's stores (list pages of 10, page 1 primary; one notice as a primary resource, a bad id asks nothing)
 * and 课件中心's store (courses paged through, details 4 at a time and cached, only courses with attachments,
 * a failed detail keeps the list and retries only what is missing).
 */
import { documentType, fileKind, formatFileSize } from '@/components/CourseAttachments/file-kind'
import { getLatestNotice } from '@/services/api/announcement-latest'
import { BATCHES_PER_LOAD, CoursewareScreen, DETAIL_BATCH } from '@/stores/courseware'
import { NoticeScreen, NoticesScreen, noticePreview } from '@/stores/notices'
import { readPositiveId as readNoticeId } from '@/utils/url'
import { envelope, ok, raw, routeRequests, sentCalls, type SentRequest } from '../mocks/api'
import { wireHttp } from '../mocks/app'

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

const notice = (id: number) => ({
  id,
  title: `公告${id}`,
  announcement: `<p>内容${id}</p>`,
  view_times: id,
  created_at: '2024-06-20T08:00:00.000000Z',
})

describe('NoticesScreen', () => {
  it('pages of 10 (page, size), page 1 primary, finished at the total', async () => {
    const queries: unknown[] = []
    routeRequests({
      'GET /api/v2/announcements': (request: SentRequest) => {
        queries.push(request.data)
        const page = Number(request.data.page)
        const ids = page === 1 ? [25, 24, 23, 22, 21, 20, 19, 18, 17, 16] : [15, 14]
        return ok({ data: ids.map(notice), total: 12 })
      },
    })
    const screen = new NoticesScreen()
    await screen.open()
    expect(screen.list.items.map((n) => n.id)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16])
    expect(screen.list.finished).toBe(false)
    await screen.open() // opening again asks nothing
    await screen.list.loadMore()
    expect(screen.list.items).toHaveLength(12)
    expect(screen.list.finished).toBe(true)
    expect(queries).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ])
  })

  it('a missing first page shows the error page; a bad item is read as empty', async () => {
    routeRequests({ 'GET /api/v2/announcements': envelope(404, '资源不存在') })
    const screen = new NoticesScreen()
    await screen.open()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
    expect(screen.list.error).toBe(true)

    routeRequests({
      'GET /api/v2/announcements': ok({
        data: [{ id: '3', title: null, view_times: 'x' }, 'junk'],
        total: '1',
      }),
    })
    const other = new NoticesScreen()
    await other.open()
    expect(other.list.items).toEqual([
      { id: 3, title: '', announcement: '', view_times: null, created_at: '' },
    ])
  })
})

describe("noticePreview (a card's text)", () => {
  it('no space doubled: none next to full-width punctuation, runs collapsed, cut with an ellipsis', () => {
    const seed =
      '<p>各位同事：</p><p>学习积分兑换规则调整，请相关人员留意时间安排，按时参加。</p><p style="text-align:right">人力资源部</p>'
    expect(noticePreview(seed, 60)).toBe(
      '各位同事：学习积分兑换规则调整，请相关人员留意时间安排，按时参加。人力资源部'
    )
    expect(noticePreview('<p>第一段 \n\t  第二段\u3000\u3000第三段</p><p>  （附件） 说明</p>', 60)).toBe(
      '第一段 第二段 第三段（附件）说明'
    )
    expect(noticePreview('<p>Hello,   world</p><p>again</p>', 60)).toBe('Hello, world again')
    const long = noticePreview(`<p>${'很长的正文'.repeat(20)}</p>`, 10)
    expect(Array.from(long)).toHaveLength(10)
    expect(long.endsWith('…')).toBe(true)
    expect(noticePreview('', 60)).toBe('')
    expect(noticePreview(null, 60)).toBe('')
  })
})

describe('NoticeScreen', () => {
  it('reads the id: positive integers only', () => {
    expect(readNoticeId('12')).toBe(12)
    expect(readNoticeId(' 7 ')).toBe(7)
    for (const bad of ['', '0', '-1', '1.5', 'abc', '2x', undefined, null, '99999999999999999999']) {
      expect(readNoticeId(bad)).toBeNull()
    }
  })

  it('loads the notice as the primary resource (404 → error page)', async () => {
    routeRequests({ 'GET /api/v2/announcement/22': ok(notice(22)) })
    const screen = new NoticeScreen('22')
    await screen.open()
    expect(screen.notice.data?.title).toBe('公告22')

    routeRequests({ 'GET /api/v2/announcement/99': envelope(404, '资源不存在') })
    const missing = new NoticeScreen('99')
    await missing.open()
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)
    expect(missing.notice.state).toBe('error')
  })

  it('a detail answer the contract does not show: the item, wrapped, or its text under another name', async () => {
    const read = async (answer: unknown) => {
      routeRequests({ 'GET /api/v2/announcement/22': ok(answer) })
      const screen = new NoticeScreen('22')
      await screen.open()
      return screen.notice.data
    }
    const { id, title, announcement, created_at } = notice(22)
    const want = { id: 22, title: '公告22', announcement: '<p>内容22</p>', view_times: 22 }
    expect(await read(notice(22))).toMatchObject(want)
    expect(await read({ announcement: notice(22) })).toMatchObject(want)
    expect(await read({ data: notice(22) })).toMatchObject(want)
    expect(await read({ title, content: announcement, created_at })).toEqual({
      ...want,
      view_times: null, // not said: no 阅读 0
      created_at,
    })
    expect(await read({ id, title, render_content: announcement, view_times: '5' })).toMatchObject({
      announcement: '<p>内容22</p>',
      view_times: 5,
    })
    // An empty text is a real empty notice.
    expect(await read({ ...notice(22), announcement: '' })).toMatchObject({ announcement: '' })
    expect(spies.toast).not.toHaveBeenCalled()
  })

  it.each([
    ['no text at all', { id: 22, title: '公告22', view_times: 3 }],
    ['an empty object', {}],
    ['PHP’s []', []],
    ['the text as a number', { id: 22, title: '公告22', announcement: 7 }],
  ])(
    'a detail answer with %s is told as unreadable and fails (重新加载), not an empty notice',
    async (_, answer) => {
      routeRequests({ 'GET /api/v2/announcement/22': ok(answer) })
      const screen = new NoticeScreen('22')
      await screen.open()
      expect(screen.notice.state).toBe('error')
      expect(screen.notice.data).toBeNull()
      expect(spies.toast).toHaveBeenCalledWith('服务器返回了无法识别的数据，请稍后重试')
      expect(spies.onNotFound).not.toHaveBeenCalled()
    }
  )

  it('an invalid id asks nothing', async () => {
    routeRequests({})
    const screen = new NoticeScreen('abc')
    expect(screen.invalid).toBe(true)
    await screen.open()
    expect(sentCalls()).toEqual([])
  })
})

describe('getLatestNotice (the home banner)', () => {
  it('the newest notice, or null for [] / null / a failure, silently', async () => {
    routeRequests({ 'GET /api/v2/announcement/latest': ok(notice(25)) })
    expect(await getLatestNotice()).toEqual({ id: 25, title: '公告25' })
    // Wrapped, as the contract does not show the answer.
    for (const wrapped of [{ announcement: notice(25) }, { data: notice(25) }]) {
      routeRequests({ 'GET /api/v2/announcement/latest': ok(wrapped) })
      expect(await getLatestNotice()).toEqual({ id: 25, title: '公告25' })
    }
    for (const answer of [
      ok([]),
      ok(null),
      ok({ id: 0, title: 'x' }),
      ok({ id: 3, title: '' }),
      raw(500, '<html>'),
    ]) {
      routeRequests({ 'GET /api/v2/announcement/latest': answer })
      expect(await getLatestNotice()).toBeNull()
    }
    routeRequests({})
    expect(await getLatestNotice()).toBeNull()
    expect(spies.toast).not.toHaveBeenCalled()
  })
})

// ---- 课件中心 --------------------------------------------------------------------------------------------

const course = (id: number) => ({ id, title: `课程${id}`, thumb: '', charge: 0, is_free: 1 })
const attachment = (id: number) => ({ id, name: `课件${id}.pdf`, size: 2048, extension: 'pdf' })

/**
 * A catalogue of `total` courses (10 a page); `withAttachments` have one attachment each (isBuy for even ids).
 * `fail` names course ids whose detail fails (once each, unless `failAlways`).
 */
function catalogue({
  total,
  withAttachments,
  fail = [],
  failAlways = false,
  gone = [],
}: {
  total: number
  withAttachments: number[]
  fail?: number[]
  failAlways?: boolean
  gone?: number[]
}) {
  const detailCalls: number[] = []
  const failed = new Set<number>()
  const routes: Parameters<typeof routeRequests>[0] = {
    'GET /api/v2/courses': (request: SentRequest) => {
      const page = Number(request.data.page)
      const size = Number(request.data.page_size)
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * size, page * size)
      return ok({ current_page: page, data: ids.map(course), total })
    },
  }
  for (let id = 1; id <= total; id += 1) {
    routes[`GET /api/v2/course/${id}`] = () => {
      detailCalls.push(id)
      if (gone.includes(id)) return envelope(404, '资源不存在')
      if (fail.includes(id) && (failAlways || !failed.has(id))) {
        failed.add(id)
        return raw(502, '<html>bad gateway</html>')
      }
      return ok({
        course: course(id),
        chapters: [],
        videos: [],
        isBuy: id % 2 === 0,
        attach: withAttachments.includes(id) ? [attachment(id * 10)] : [],
      })
    }
  }
  routeRequests(routes)
  return { detailCalls }
}

describe('CoursewareScreen', () => {
  it('details 4 at a time; a load goes on through batches until one finds attachments', async () => {
    const { detailCalls } = catalogue({ total: 25, withAttachments: [6, 7, 15] })
    const screen = new CoursewareScreen()
    await screen.open()
    // Batch 1–4: nothing; batch 5–8: courses 6 and 7.
    expect(detailCalls).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(screen.list.items.map((item) => [item.course.id, item.bought, item.attach[0].id])).toEqual([
      [6, true, 60],
      [7, false, 70],
    ])
    expect(screen.list.finished).toBe(false)
    expect(screen.paused).toBe(false)

    screen.scrolled() // the learner scrolls to the end
    await screen.list.loadMore() // 9–12, 13–16 (course page 2 in between): course 15
    expect(screen.list.items.map((item) => item.course.id)).toEqual([6, 7, 15])
    expect(detailCalls).toHaveLength(16)

    screen.scrolled()
    await screen.list.loadMore() // 17–20, 21–24: nothing, paused
    expect(screen.paused).toBe(true)
    await screen.searchMore() // 25: nothing, the catalogue ends
    expect(screen.list.finished).toBe(true)
    expect(screen.list.empty).toBe(false)
    expect(screen.paused).toBe(false)
    expect(detailCalls).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
    const pages = sentCalls().filter((call) => call === 'GET /api/v2/courses')
    expect(pages).toHaveLength(3)
    expect(DETAIL_BATCH).toBe(4)
  })

  it('one load checks at most 2 batches (8 details, 9 requests with a course page): finding nothing, it pauses until searchMore()', async () => {
    const { detailCalls } = catalogue({ total: 40, withAttachments: [1, 30] })
    const screen = new CoursewareScreen()
    await screen.open() // batch 1–4: course 1
    expect(screen.list.items.map((item) => item.course.id)).toEqual([1])
    expect(detailCalls).toHaveLength(4)

    screen.scrolled()
    await screen.list.loadMore() // 5–12: nothing; paused, not finished
    expect(BATCHES_PER_LOAD * DETAIL_BATCH).toBe(8)
    expect(detailCalls).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect(screen.paused).toBe(true)
    expect(screen.list.finished).toBe(false)
    expect(screen.list.canLoadMore).toBe(true) // the list could; the page holds it (InfiniteList hold)
    // Only the course pages those 12 details needed.
    expect(sentCalls().filter((call) => call === 'GET /api/v2/courses')).toHaveLength(2)

    await screen.searchMore() // 13–20: nothing again
    expect(detailCalls).toHaveLength(20)
    expect(screen.paused).toBe(true)
    await screen.searchMore() // 21–28: nothing again
    expect(detailCalls).toHaveLength(28)

    await screen.searchMore() // 29–32: course 30
    expect(screen.paused).toBe(false)
    expect(screen.list.items.map((item) => item.course.id)).toEqual([1, 30])
    expect(detailCalls).toHaveLength(32)

    screen.scrolled()
    await screen.list.loadMore() // 33–40: nothing, and the catalogue ends (已经到底了, not paused)
    expect(screen.list.finished).toBe(true)
    expect(screen.paused).toBe(false)
    expect(detailCalls).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    expect(screen.detailRequests).toBe(40)
  })

  it('40 courses, none with attachments: the first load sends 9 requests (a course page, 8 details), not the whole catalogue', async () => {
    const { detailCalls } = catalogue({ total: 40, withAttachments: [] })
    const screen = new CoursewareScreen()
    await screen.open()
    expect(detailCalls).toHaveLength(8)
    expect(sentCalls()).toHaveLength(9)
    expect(screen.list.empty).toBe(false) // not 暂无课件 yet: 继续查找课件
    expect(screen.paused).toBe(true)
    for (let i = 0; i < 5 && !screen.list.finished; i += 1) await screen.searchMore()
    expect(screen.list.empty).toBe(true)
    expect(screen.paused).toBe(false)
    expect(detailCalls).toHaveLength(40)
  })

  it('opening stays within 9 requests when the first find leaves the list short: its own next load spends what is left of 2 batches, then 继续查找课件; scrolling gives 2 again', async () => {
    // The demo's catalogue: courses 1–3 have attachments. 3 cards leave the list's end on screen, so the list
    // loads on by itself (InfiniteList): that load may check only the opening's second batch.
    const { detailCalls } = catalogue({ total: 40, withAttachments: [1, 2, 3, 25] })
    const screen = new CoursewareScreen()
    await screen.open() // 1–4: courses 1, 2, 3
    expect(screen.list.items.map((item) => item.course.id)).toEqual([1, 2, 3])
    await screen.list.loadMore() // the list's own: 5–8, nothing; paused
    expect(detailCalls).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(sentCalls()).toHaveLength(9)
    expect(screen.paused).toBe(true)
    expect(screen.list.canLoadMore).toBe(true) // held by the page (hold={screen.paused}), not ended

    await screen.searchMore() // 继续查找课件: 9–12, 13–16 (course page 2 in between), nothing
    expect(detailCalls).toHaveLength(16)
    expect(screen.paused).toBe(true)
    await screen.searchMore() // 17–20, 21–24
    await screen.searchMore() // 25–28: course 25 (one batch of the two)
    expect(screen.list.items.map((item) => item.course.id)).toEqual([1, 2, 3, 25])
    await screen.list.loadMore() // the list's own again: the one batch left, 29–32
    expect(detailCalls).toHaveLength(32)
    expect(screen.paused).toBe(true)

    // Scrolled, the list may check 2 batches at its end without a tap.
    screen.scrolled()
    await screen.list.loadMore() // 33–40: the end
    expect(screen.list.finished).toBe(true)
    expect(detailCalls).toHaveLength(40)
  })

  it('never more than 4 details in flight', async () => {
    catalogue({ total: 12, withAttachments: [8] })
    let inFlight = 0
    let most = 0
    const { requestMock } = jest.requireActual('../mocks/api') as typeof import('../mocks/api')
    const answer = requestMock.getMockImplementation()!
    requestMock.mockImplementation(async (request) => {
      inFlight += 1
      most = Math.max(most, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 1))
      inFlight -= 1
      return answer(request)
    })
    const screen = new CoursewareScreen()
    await screen.open()
    expect(screen.list.items.map((item) => item.course.id)).toEqual([8])
    expect(most).toBe(4)
  })

  it('a full last page: the total ends the catalogue without asking for an empty page', async () => {
    catalogue({ total: 20, withAttachments: [3] })
    const screen = new CoursewareScreen()
    await screen.open()
    screen.scrolled()
    await screen.list.loadMore() // 5–12: paused
    await screen.searchMore() // 13–20: the end
    expect(screen.list.finished).toBe(true)
    expect(sentCalls().filter((call) => call === 'GET /api/v2/courses')).toHaveLength(2)
  })

  it('no course with attachments: an empty list (暂无课件), each detail asked once', async () => {
    const { detailCalls } = catalogue({ total: 7, withAttachments: [] })
    const screen = new CoursewareScreen()
    await screen.open()
    expect(screen.list.empty).toBe(true)
    expect(detailCalls).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(screen.detailRequests).toBe(7)
  })

  it('a failed detail keeps the list; 重试 asks only for what is missing', async () => {
    const { detailCalls } = catalogue({ total: 8, withAttachments: [2, 7], fail: [6] })
    const screen = new CoursewareScreen()
    await screen.open()
    expect(screen.list.items.map((item) => item.course.id)).toEqual([2])
    await screen.list.loadMore() // 5–8 with 6 failing
    expect(screen.list.error).toBe(true)
    expect(screen.list.items.map((item) => item.course.id)).toEqual([2])
    expect(spies.toast).not.toHaveBeenCalled() // details are silent: the retry row says it
    await screen.list.loadMore() // retry: only 6 again
    expect(screen.list.error).toBe(false)
    expect(screen.list.items.map((item) => item.course.id)).toEqual([2, 7])
    expect(detailCalls).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 6])
    expect(screen.detailRequests).toBe(9)
    await screen.list.loadMore()
    expect(screen.list.finished).toBe(true)
  })

  it('a course gone since the list (404) counts as one without attachments, no error page', async () => {
    catalogue({ total: 3, withAttachments: [1, 3], gone: [2] })
    const screen = new CoursewareScreen()
    await screen.open()
    expect(screen.list.items.map((item) => item.course.id)).toEqual([1, 3])
    expect(spies.onNotFound).not.toHaveBeenCalled()
    await screen.list.loadMore()
    expect(screen.list.finished).toBe(true)
  })

  it('a failing course page: 重试 asks for that page again', async () => {
    catalogue({ total: 3, withAttachments: [1] })
    const routes = jest.requireActual('../mocks/api') as typeof import('../mocks/api')
    const answer = routes.requestMock.getMockImplementation()!
    let failures = 1
    routes.requestMock.mockImplementation(async (request) => {
      if (request.url.includes('/api/v2/courses') && failures-- > 0) return raw(503, 'down')
      return answer(request)
    })
    const screen = new CoursewareScreen()
    await screen.open()
    expect(screen.list.error).toBe(true)
    await screen.list.loadMore()
    expect(screen.list.items.map((item) => item.course.id)).toEqual([1])
  })
})

describe('attachment kinds and sizes', () => {
  it('a kind per extension (case and dot ignored), other for none or unknown', () => {
    expect(
      ['pdf', 'DOC', 'docx', 'xls', '.XLSX', 'ppt', 'pptx', 'zip', 'rar', 'png', 'JPG', '', 'mov', ' '].map(
        fileKind
      )
    ).toEqual([
      'pdf',
      'word',
      'word',
      'excel',
      'excel',
      'ppt',
      'ppt',
      'archive',
      'archive',
      'image',
      'image',
      'other',
      'other',
      'other',
    ])
    expect(['pdf', 'DOCX', 'xls', 'pptx', 'zip', 'png', ''].map(documentType)).toEqual([
      'pdf',
      'docx',
      'xls',
      'pptx',
      null,
      null,
      null,
    ])
  })

  it('KB under 1 MB, MB under 1 GB, then GB', () => {
    expect(formatFileSize(1536)).toBe('1.5KB')
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.25MB')
    expect(formatFileSize(1023 * 1024 * 1024)).toBe('1023MB')
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3GB')
    expect(formatFileSize(1.5 * 1024 ** 4)).toBe('1536GB')
    expect(formatFileSize(0)).toBe('0KB')
    expect(formatFileSize(Number.NaN)).toBe('0KB')
  })
})
