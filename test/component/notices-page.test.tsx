/**
 * 通知公告 (/vodNotice and /vodNotice?id=N) and 课件中心 (/vodKJ) pages, in both passes (H5 and mini-program
 * platform files): list cards, a notice on its own screen through RichHtml, the error page for a missing one;
 * courses with attachments, opened and closed, 下载 by the course rules, the mini-program's document opening.
 */
import Taro from '@tarojs/taro'
import { fireEvent, screen, within } from '@testing-library/react'
import VodKJPage from '@/packages/training/vodKJ'
import VodNoticePage from '@/packages/training/vodNotice'
import type { RootStore } from '@/stores'
import { envelope, ok, raw, routeRequests, sentCalls, type FakeResponse } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp, TEST_API } from '../mocks/app'
import { $, tap, toasts } from '../mocks/screen'
import { setCurrentPages, setSelectorRect, triggerPageScroll, triggerReachBottom } from '../mocks/taro'

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? describe : describe.skip
const onWeapp = ENV === 'weapp' ? describe : describe.skip

/** The learner is on `path` with this query (each build reads it from its own source). */
function at(path: '/vodNotice' | '/vodKJ', query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString()
  window.location.hash = `#${path}${search ? `?${search}` : ''}`
  setCurrentPages([{ route: `packages/training${path}/index`, options: query }])
}

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

const navigatedTo = () => jest.mocked(Taro.navigateTo).mock.calls.map(([options]) => options.url)
const redirectedTo = () => jest.mocked(Taro.redirectTo).mock.calls.map(([options]) => options.url)

const notice = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `公告${id}`,
  announcement: `<p>第${id}条通知的<b>正文</b>内容</p>`,
  view_times: 100 + id,
  // 23:30 UTC: the next day at UTC+8 (the tests run at Asia/Shanghai), so a local-time format fails.
  created_at: '2024-06-20T23:30:00.000000Z',
  ...extra,
})

async function render(ui: JSX.Element, routes: Parameters<typeof routeRequests>[0], root?: RootStore) {
  routeRequests(routes)
  const stores = root ?? bootedRoot()
  stores.config.save({ url: TEST_API })
  const view = renderWithStores(ui, stores)
  await actAndSettle()
  return view
}

describe('/vodNotice: the list', () => {
  it('cards with title, a 60-character text preview and the UTC time; a tap opens /vodNotice?id=N', async () => {
    at('/vodNotice')
    const long = `<p>${'很长的通知正文'.repeat(20)}</p><script>alert(1)</script>`
    await render(<VodNoticePage />, {
      'GET /api/v2/announcements': ok({
        data: [
          notice(25),
          notice(24, { title: '<b>不加粗</b> "引号"', announcement: long }),
          notice(23, { announcement: '<p>各位同事：</p><p>学习积分兑换规则调整。</p>' }),
        ],
        total: 3,
      }),
    })
    const first = $('notice-25')!
    expect(within(first).getByText('公告25')).toBeInTheDocument()
    expect(within(first).getByText('第25条通知的正文内容')).toBeInTheDocument()
    expect(within(first).getByText('2024-06-20 23:30')).toBeInTheDocument()
    const second = $('notice-24')!
    expect(within(second).getByText('<b>不加粗</b> "引号"')).toBeInTheDocument()
    const preview = second.querySelector('.notice-card__preview')!.textContent!
    expect(Array.from(preview.length ? preview : '').length).toBeLessThanOrEqual(61)
    expect(preview).not.toContain('alert')
    // No space left after full-width punctuation where blocks were joined (it read as a double space).
    expect($('notice-23')!.querySelector('.notice-card__preview')!.textContent).toBe(
      '各位同事：学习积分兑换规则调整。'
    )
    expect(screen.getByText('已经到底了')).toBeInTheDocument()
    fireEvent.click(first)
    expect(navigatedTo()).toEqual(['/packages/training/vodNotice/index?id=25'])
  })

  it('empty: 暂无公告', async () => {
    at('/vodNotice')
    await render(<VodNoticePage />, { 'GET /api/v2/announcements': ok({ data: [], total: 0 }) })
    expect(screen.getByText('暂无公告')).toBeInTheDocument()
  })

  it('a failed page keeps the list and offers 加载失败，点击重试', async () => {
    at('/vodNotice')
    let calls = 0
    await render(<VodNoticePage />, {
      'GET /api/v2/announcements': () =>
        ++calls === 1 ? raw(502, '<html>') : ok({ data: [notice(1)], total: 1 }),
    })
    expect(screen.getByText('加载失败，点击重试')).toBeInTheDocument()
    await actAndSettle(() => tap('list-retry'))
    expect($('notice-1')).not.toBeNull()
  })
})

describe('/vodNotice?id=N: one notice', () => {
  it('title, time, 阅读 N and the sanitised content', async () => {
    at('/vodNotice', { id: '24' })
    const hostile =
      '<p>安全部分</p><script>window.__hacked=1</script><img src="x" onerror="window.__hacked=1"><a href="javascript:alert(1)">危险</a><iframe src="https://evil.test"></iframe>'
    await render(<VodNoticePage />, {
      'GET /api/v2/announcement/24': ok(notice(24, { announcement: hostile, view_times: 37 })),
    })
    expect(sentCalls()).toEqual(['GET /api/v2/announcement/24'])
    const detail = $('notice-detail')!
    expect(within(detail).getByText('公告24')).toBeInTheDocument()
    expect(within(detail).getByText('2024-06-20 23:30')).toBeInTheDocument()
    expect(within(detail).getByText('阅读 37')).toBeInTheDocument()
    const content = $('notice-content')!
    expect(content).toHaveTextContent('安全部分')
    expect(content.querySelector('script, iframe, [onerror]')).toBeNull()
    expect(content.innerHTML).not.toContain('javascript:')
    expect((window as { __hacked?: number }).__hacked).toBeUndefined()
  })

  it('a notice the answer holds no text for: 加载失败 with 重新加载, not an empty notice; no 阅读 0 when unsaid', async () => {
    at('/vodNotice', { id: '24' })
    await render(<VodNoticePage />, {
      'GET /api/v2/announcement/24': ok({ id: 24, title: '公告24', view_times: 5 }),
    })
    expect($('notice-detail')).toBeNull()
    expect(screen.getByText('加载失败')).toBeInTheDocument()
    expect(toasts()).toContain('服务器返回了无法识别的数据，请稍后重试')
    expect(spies.onNotFound).not.toHaveBeenCalled()

    // The server answers properly again (its text under another name, no view count): 重新加载 shows it.
    routeRequests({
      'GET /api/v2/announcement/24': ok({ id: 24, title: '公告24', content: '<p>正文</p>', created_at: '' }),
    })
    await actAndSettle(() => tap('resource-retry'))
    expect($('notice-content')).toHaveTextContent('正文')
    expect(within($('notice-detail')!).queryByText(/阅读/)).toBeNull()
  })

  it('a missing notice shows the error page; a bad id asks nothing and goes there too', async () => {
    at('/vodNotice', { id: '999' })
    await render(<VodNoticePage />, { 'GET /api/v2/announcement/999': envelope(404, '资源不存在') })
    expect(spies.onNotFound).toHaveBeenCalledTimes(1)

    at('/vodNotice', { id: 'abc' })
    jest.mocked(Taro.redirectTo).mockClear()
    await render(<VodNoticePage />, {})
    expect(sentCalls().filter((call) => call.includes('abc'))).toEqual([])
    expect(redirectedTo()).toEqual(['/pages/error/index'])
  })
})

// ---- 课件中心 --------------------------------------------------------------------------------------------

const course = (id: number) => ({ id, title: `课程${id}`, thumb: '', charge: 10, is_free: 0 })
const ATTACH: Record<number, { id: number; name: string; size: number; extension: string }[]> = {
  1: [
    { id: 1, name: '员工手册.pdf', size: 5 * 1024, extension: 'pdf' },
    { id: 2, name: '入职资料包.zip', size: 12 * 1024, extension: 'zip' },
  ],
  3: [{ id: 4, name: 'Vue3 速查表.pdf', size: 4 * 1024, extension: 'pdf' }],
  4: [
    { id: 5, name: '信息安全制度.docx', size: 1024, extension: 'docx' },
    { id: 8, name: '培训录像原始素材.rar', size: 3 * 1024 ** 3, extension: 'rar' },
    { id: 9, name: '安全操作说明', size: 100, extension: '' },
  ],
}

function coursewareRoutes(): Record<string, FakeResponse | (() => FakeResponse)> {
  const routes: Record<string, FakeResponse | (() => FakeResponse)> = {
    'GET /api/v2/courses': ok({ current_page: 1, data: [1, 2, 3, 4, 5].map(course), total: 5 }),
  }
  for (const id of [1, 2, 3, 4, 5]) {
    routes[`GET /api/v2/course/${id}`] = ok({
      course: course(id),
      chapters: [],
      videos: [],
      isBuy: id !== 3,
      attach: ATTACH[id] ?? [],
    })
  }
  return routes
}

const LOGIN_BACK = '/pages/login/index?redirect=%2FvodKJ'

describe('/vodKJ 课件中心', () => {
  beforeEach(() => at('/vodKJ'))

  it('only courses with attachments; the first is open: type marks, names, sizes (GB), the others open on a tap', async () => {
    await render(<VodKJPage />, coursewareRoutes())
    expect(Array.from(document.querySelectorAll('.courseware-card')).map((el) => el.id)).toEqual([
      'courseware-1',
      'courseware-3',
      'courseware-4',
    ])
    expect(within($('courseware-1')!).getByText('2个课件')).toBeInTheDocument()
    expect($('attachment-1')).not.toBeNull()
    expect($('attachment-5')).toBeNull() // course 4 closed
    expect(within($('attachment-1')!).getByText('PDF')).toBeInTheDocument()
    expect(within($('attachment-1')!).getByText('5KB')).toBeInTheDocument()

    await actAndSettle(() => tap('courseware-toggle-4'))
    const kinds = ['attachment-5', 'attachment-8', 'attachment-9'].map((id) =>
      $(id)!.querySelector('.file-icon')!.getAttribute('data-kind')
    )
    expect(kinds).toEqual(['word', 'archive', 'other'])
    expect(within($('attachment-8')!).getByText('3GB')).toBeInTheDocument()
    expect(within($('attachment-9')!).getByText('文件')).toBeInTheDocument()

    await actAndSettle(() => tap('courseware-toggle-1'))
    expect($('attachment-1')).toBeNull()
  })

  it('a visitor goes to the login page; an unbought course is marked 需购买 and its 下载 offers the course page', async () => {
    await render(<VodKJPage />, coursewareRoutes())
    expect(document.querySelector('.courseware-card__tag')).toBeNull() // a visitor: no mark
    await actAndSettle(() => tap('attachment-download-1'))
    expect(navigatedTo()).toEqual([LOGIN_BACK])

    await render(<VodKJPage />, coursewareRoutes(), bootedRoot({ user: makeMember() }))
    const tags = Array.from(document.querySelectorAll('.courseware-card__tag'))
    expect(tags.map((tag) => [tag.id, tag.textContent])).toEqual([['courseware-need-buy-3', '需购买']])
    const cards = document.querySelectorAll('#courseware-toggle-3')
    fireEvent.click(cards[cards.length - 1])
    await actAndSettle()
    const downloads = document.querySelectorAll('#attachment-download-4')
    fireEvent.click(downloads[downloads.length - 1])
    await actAndSettle()
    expect(toasts()).toEqual([])
    const dialog = $('courseware-buy')!
    expect(within(dialog).getByText('请购买课程后下载')).toBeInTheDocument()
    expect(within(dialog).getByText('课件随课程《课程3》提供，购买课程后即可下载。')).toBeInTheDocument()
    await actAndSettle(() => tap('courseware-buy-cancel'))
    expect($('courseware-buy')).toBeNull()
    await actAndSettle(() => fireEvent.click(downloads[downloads.length - 1]))
    await actAndSettle(() => tap('courseware-buy-go'))
    expect(navigatedTo()).toEqual([LOGIN_BACK, '/packages/learning/vod/detail/index?id=3'])
    expect($('courseware-buy')).toBeNull()
  })

  it('a load that finds nothing in 8 details stops and offers 继续查找课件; a tap searches on', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1)
    const detailCalls: number[] = []
    const routes: Parameters<typeof routeRequests>[0] = {
      'GET /api/v2/courses': (request) => {
        const page = Number(request.data.page)
        return ok({ current_page: page, data: ids.slice((page - 1) * 10, page * 10).map(course), total: 30 })
      },
    }
    for (const id of ids) {
      routes[`GET /api/v2/course/${id}`] = () => {
        detailCalls.push(id)
        return ok({ course: course(id), isBuy: true, attach: id === 15 ? ATTACH[3] : [] })
      }
    }
    /** Settles until no more details are asked for (a held list stays put; a loading one goes on). */
    const settleAll = async () => {
      for (let before = -1; before !== detailCalls.length;) {
        before = detailCalls.length
        for (let i = 0; i < 4; i += 1) await actAndSettle()
      }
    }
    setSelectorRect('#courseware-list-end', { top: 200, height: 1, width: 375 }) // the list's end is in view
    await render(<VodKJPage />, routes)
    await settleAll()
    expect(detailCalls).toHaveLength(8) // held: the list's end is in view, yet nothing more is asked
    expect(document.querySelector('.courseware-card')).toBeNull()
    expect(screen.queryByText('暂无课件')).toBeNull()
    expect(screen.getByText('这一批课程没有课件')).toBeInTheDocument()
    expect(within($('courseware-more')!).getByText('继续查找课件')).toBeInTheDocument()

    await actAndSettle(() => tap('courseware-more'))
    await settleAll()
    expect(Array.from(document.querySelectorAll('.courseware-card')).map((el) => el.id)).toEqual([
      'courseware-15',
    ])
    // 9–16 found course 15 with the tap's second batch; the list's end is still in view, but its own load has no
    // batch left of the tap's two: held again, nothing more asked.
    expect(detailCalls).toHaveLength(16)
    expect($('courseware-more')).not.toBeNull()
    expect(screen.queryByText('这一批课程没有课件')).toBeNull()
    await actAndSettle(() => tap('courseware-more'))
    await settleAll()
    expect(detailCalls).toHaveLength(24) // 17–24: nothing
    await actAndSettle(() => tap('courseware-more'))
    await settleAll()
    expect(detailCalls).toHaveLength(30)
    expect($('courseware-more')).toBeNull()
    expect(screen.getByText('已经到底了')).toBeInTheDocument()
  })

  it('a first find that leaves the list short: opening asks a course page and 8 details at most; scrolling asks on', async () => {
    // As on the demo: courses 1–3 have attachments, so 3 cards and the list's end on screen.
    const ids = Array.from({ length: 30 }, (_, i) => i + 1)
    const routes: Parameters<typeof routeRequests>[0] = {
      'GET /api/v2/courses': (request) => {
        const page = Number(request.data.page)
        return ok({ current_page: page, data: ids.slice((page - 1) * 10, page * 10).map(course), total: 30 })
      },
    }
    for (const id of ids) {
      routes[`GET /api/v2/course/${id}`] = ok({
        course: course(id),
        isBuy: true,
        attach: id <= 3 || id === 13 ? ATTACH[3] : [],
      })
    }
    setSelectorRect('#courseware-list-end', { top: 200, height: 1, width: 375 })
    await render(<VodKJPage />, routes)
    for (let i = 0; i < 8; i += 1) await actAndSettle()
    expect(Array.from(document.querySelectorAll('.courseware-card')).map((el) => el.id)).toEqual([
      'courseware-1',
      'courseware-2',
      'courseware-3',
    ])
    expect(sentCalls()).toHaveLength(9) // the course page, 1–4, then the list's own 5–8 (held: 继续查找课件)
    expect($('courseware-more')).not.toBeNull()
  })

  it('scrolled to its end, the list checks 2 batches again without a tap', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1)
    const detailCalls: number[] = []
    const routes: Parameters<typeof routeRequests>[0] = {
      'GET /api/v2/courses': (request) => {
        const page = Number(request.data.page)
        return ok({ current_page: page, data: ids.slice((page - 1) * 10, page * 10).map(course), total: 30 })
      },
    }
    for (const id of ids) {
      routes[`GET /api/v2/course/${id}`] = () => {
        detailCalls.push(id)
        return ok({ course: course(id), isBuy: true, attach: id === 1 ? ATTACH[3] : [] })
      }
    }
    setSelectorRect('#courseware-list-end', { top: 900, height: 1, width: 375 }) // below the screen
    await render(<VodKJPage />, routes)
    for (let i = 0; i < 4; i += 1) await actAndSettle()
    expect(detailCalls).toEqual([1, 2, 3, 4])

    await actAndSettle(() => {
      triggerPageScroll(400) // the learner's scroll, then Taro's reach-bottom (H5 fires both from one scroll event)
      triggerReachBottom()
    })
    for (let i = 0; i < 8; i += 1) await actAndSettle()
    expect(detailCalls).toHaveLength(12) // 5–8, 9–12: nothing, so held
    expect($('courseware-more')).not.toBeNull()
  })

  it('nothing with attachments: 暂无课件', async () => {
    const routes = coursewareRoutes()
    for (const id of [1, 3, 4]) {
      routes[`GET /api/v2/course/${id}`] = ok({ course: course(id), isBuy: true, attach: [] })
    }
    await render(<VodKJPage />, routes)
    expect(screen.getByText('暂无课件')).toBeInTheDocument()
    expect(document.querySelector('.courseware-card')).toBeNull()
  })

  onH5('in a phone browser', () => {
    it('bought: the download opens in a new tab', async () => {
      const open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
      await render(<VodKJPage />, coursewareRoutes(), bootedRoot({ user: makeMember() }))
      await actAndSettle(() => tap('attachment-download-1'))
      expect(open).toHaveBeenCalledWith(`${TEST_API}/api/v2/course/attach/1/download?token=token-1`, '_blank')
    })
  })

  onWeapp('in the mini-program', () => {
    const taro = Taro as unknown as Record<string, jest.Mock>
    beforeEach(() => {
      taro.downloadFile = jest.fn(() => Promise.resolve({ statusCode: 200, tempFilePath: 'wxfile://tmp/a' }))
      taro.openDocument = jest.fn(() => Promise.resolve({ errMsg: 'openDocument:ok' }))
    })

    it('a PDF or Office file is downloaded and opened with its type, under a loading mask', async () => {
      await render(<VodKJPage />, coursewareRoutes(), bootedRoot({ user: makeMember() }))
      await actAndSettle(() => tap('attachment-download-1'))
      expect(taro.downloadFile).toHaveBeenCalledWith({
        url: `${TEST_API}/api/v2/course/attach/1/download?token=token-1`,
      })
      expect(taro.openDocument).toHaveBeenCalledWith({
        filePath: 'wxfile://tmp/a',
        fileType: 'pdf',
        showMenu: true,
      })
      expect(Taro.showLoading).toHaveBeenCalled()
      expect(Taro.hideLoading).toHaveBeenCalled()
      expect(Taro.setClipboardData).not.toHaveBeenCalled()
    })

    it('opening fails: says so and copies the link', async () => {
      taro.openDocument = jest.fn(() => Promise.reject({ errMsg: 'openDocument:fail' }))
      await render(<VodKJPage />, coursewareRoutes(), bootedRoot({ user: makeMember() }))
      await actAndSettle(() => tap('courseware-toggle-4'))
      await actAndSettle(() => tap('attachment-download-5'))
      expect(taro.openDocument).toHaveBeenCalledWith(expect.objectContaining({ fileType: 'docx' }))
      expect(Taro.setClipboardData).toHaveBeenCalledWith({
        data: `${TEST_API}/api/v2/course/attach/5/download?token=token-1`,
      })
      expect(Taro.showModal).toHaveBeenCalledWith(
        expect.objectContaining({ content: expect.stringContaining('文件打开失败'), showCancel: false })
      )
      // The copied address carries the login token.
      expect(Taro.showModal).toHaveBeenCalledWith(
        expect.objectContaining({ content: expect.stringContaining('链接含登录信息，请勿分享') })
      )
      expect(Taro.hideLoading).toHaveBeenCalled()
    })

    it('another type (an archive, no extension): the link is copied with the reason, nothing downloaded', async () => {
      await render(<VodKJPage />, coursewareRoutes(), bootedRoot({ user: makeMember() }))
      await actAndSettle(() => tap('courseware-toggle-4'))
      for (const id of [8, 9]) {
        await actAndSettle(() => tap(`attachment-download-${id}`))
        expect(Taro.setClipboardData).toHaveBeenLastCalledWith({
          data: `${TEST_API}/api/v2/course/attach/${id}/download?token=token-1`,
        })
      }
      expect(taro.downloadFile).not.toHaveBeenCalled()
      expect(Taro.showModal).toHaveBeenCalledWith(
        expect.objectContaining({ content: expect.stringContaining('小程序内无法打开此类型文件') })
      )
      expect(
        jest.mocked(Taro.showModal).mock.calls.every(([options]) => /请勿分享/.test(options?.content ?? ''))
      ).toBe(true)
    })
  })
})
