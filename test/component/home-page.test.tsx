import Taro from '@tarojs/taro'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { runInAction } from 'mobx'
import HomePage from '@/pages/home'
import { platform } from '@/platform'
import { credentials } from '@/services/credentials'
import type { RootStore } from '@/stores'
import {
  deferred,
  envelope,
  ok,
  raw,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
} from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { countOf, toasts } from '../mocks/screen'
import { triggerPullDownRefresh } from '../mocks/taro'
import { shownPageTitle } from '../mocks/page-title'

const BLOCKS = 'GET /api/v2/viewBlock/page/blocks'
const LATEST = 'GET /api/v2/announcement/latest'

function block(sign: string, configRender: unknown, sort: number, id = sort) {
  return { id, platform: 'h5', page: 'h5-page-index', sign, sort, config: '{}', config_render: configRender }
}

const course = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  thumb: `https://cdn.test/c${id}.png`,
  charge: 199,
  user_count: 35,
  short_description: '',
  is_free: 0,
  category_id: 1,
  category: { id: 1, name: '入职' },
  ...extra,
})

/** One block of every kind, sent out of order, plus an unknown sign and a broken block. */
const PAGE = [
  block(
    'h5-vod-v1',
    {
      title: '推荐课程',
      items: [course(11, '新员工入职指南'), course(12, '安全生产', { is_free: 1, charge: 0 })],
    },
    70
  ),
  block(
    'slider',
    [
      { src: 'https://cdn.test/s1.png', href: '/vod/detail?id=11' },
      { src: 'https://cdn.test/s2.png', href: 'https://meedu.vip/x' },
    ],
    20
  ),
  block('blank', { height: 18, bgcolor: '#f6f6f6' }, 10),
  block(
    'grid-nav',
    {
      line_count: 4,
      items: [
        { src: 'https://cdn.test/g1.png', name: '课程中心', href: '/vod' },
        { src: 'https://cdn.test/g2.png', name: '官网', href: 'https://meedu.vip' },
        { src: 'https://cdn.test/g3.png', name: '考试', href: 'vodExam' },
      ],
    },
    30
  ),
  block('h5-live-v1', { title: '直播', items: [{ id: 1 }] }, 35),
  block(
    'image-group',
    {
      v: 'v-2',
      items: [
        { src: 'https://cdn.test/i1.png', url: '/vod?scene=free' },
        { src: 'https://cdn.test/i2.png', url: 'www.meedu.vip' },
      ],
    },
    40
  ),
  block('image-group', [], 45),
  block(
    'h5-gzh-v1',
    {
      logo: 'https://cdn.test/logo.png',
      name: 'MeEdu 公众号',
      desc: '每周上新',
      qrcode: 'https://cdn.test/qr.png',
    },
    50
  ),
]

let openExternal: jest.SpyInstance

beforeEach(() => {
  wireHttp()
  openExternal = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
})

async function renderHome(
  answer: FakeResponse | (() => FakeResponse | Promise<FakeResponse>) = ok(PAGE),
  root: RootStore = bootedRoot(),
  latest: FakeResponse = ok([])
) {
  routeRequests({ [BLOCKS]: answer, [LATEST]: latest })
  const view = renderWithStores(<HomePage />, root)
  await actAndSettle()
  return { root, view }
}

const blockOrder = () =>
  Array.from(document.querySelectorAll('[data-block]')).map((el) => el.getAttribute('data-block'))
const navigatedTo = () => (Taro.navigateTo as jest.Mock).mock.calls.map(([options]) => options.url)

describe('home page', () => {
  it('asks for the H5 index page and draws the blocks in sort order, skipping the unknown and the broken', async () => {
    await renderHome()
    expect(sentCalls()).toEqual([BLOCKS, LATEST])
    expect(requestMock.mock.calls[0][0].data).toEqual({ platform: 'h5', page_name: 'h5-page-index' })
    expect(blockOrder()).toEqual(['blank', 'slider', 'grid-nav', 'image-group', 'h5-gzh-v1', 'h5-vod-v1'])
    expect(document.querySelector('[data-block="blank"]')).toHaveStyle({ height: '18px' })
    expect(document.querySelectorAll('[data-slide-index]')).toHaveLength(2)
    expect(screen.getByText('课程中心')).toBeInTheDocument()
    expect(screen.getByText('MeEdu 公众号')).toBeInTheDocument()
    expect(screen.getByText('每周上新')).toBeInTheDocument()
    expect(screen.getByText('推荐课程')).toBeInTheDocument()
    // Course cards: title, subscribers, price or 免费.
    const cards = document.querySelectorAll('.course-card')
    expect(cards).toHaveLength(2)
    expect(within(cards[0] as HTMLElement).getByText('新员工入职指南')).toBeInTheDocument()
    expect(within(cards[0] as HTMLElement).getByText('￥199')).toBeInTheDocument()
    expect(within(cards[0] as HTMLElement).getByText('35人已订阅')).toBeInTheDocument()
    expect(within(cards[1] as HTMLElement).getByText('免费')).toBeInTheDocument()
    // The tab bar stays.
    expect(document.getElementById('tab-home')).not.toBeNull()
  })

  it('shows skeletons while the blocks load', async () => {
    const pending = deferred<FakeResponse>()
    routeRequests({ [BLOCKS]: () => pending.promise })
    renderWithStores(<HomePage />, bootedRoot())
    await actAndSettle()
    expect(screen.getByTestId('resource-loading')).toBeInTheDocument()
    expect(document.querySelector('.nut-skeleton')).not.toBeNull()
    expect(blockOrder()).toEqual([])
    await actAndSettle(() => pending.resolve(ok(PAGE)))
    expect(screen.queryByTestId('resource-loading')).not.toBeInTheDocument()
    expect(blockOrder()).toHaveLength(6)
  })

  it('the search box leads to the search page', async () => {
    await renderHome()
    expect(screen.getByText('搜索关键词')).toBeInTheDocument()
    fireEvent.click(document.getElementById('home-search')!)
    expect(navigatedTo()).toEqual(['/packages/learning/search/index'])
  })

  it('title: the site name, or 首页', async () => {
    const root = bootedRoot()
    runInAction(() => {
      root.config.config.name = '学习平台'
    })
    await renderHome(ok([]), root)
    expect(shownPageTitle()).toBe('学习平台')
    await renderHome(ok([]))
    expect(shownPageTitle()).toBe('首页')
  })

  it('H5: the first slide, the top of the first screen, is fetched at once and first, with its size', async () => {
    await renderHome()
    const slides = [...document.querySelectorAll('[data-slide-index] img')]
    if (process.env.TARO_ENV === 'weapp') return expect(document.querySelector('[fetchpriority]')).toBeNull()
    expect(slides.length).toBeGreaterThan(1)
    expect(slides[0]).toHaveAttribute('fetchpriority', 'high')
    expect(slides[0]).toHaveAttribute('loading', 'eager')
    expect(slides[0]).toHaveAttribute('width', '343')
    expect(slides[0]).toHaveAttribute('height', '115')
    expect(slides[1]).not.toHaveAttribute('fetchpriority')
  })

  describe('links', () => {
    it('slider: an in-app path navigates, a web address leaves the app', async () => {
      await renderHome()
      fireEvent.click(document.querySelector('[data-slide-index="0"]')!)
      expect(navigatedTo()).toEqual(['/packages/learning/vod/detail/index?id=11'])
      fireEvent.click(document.querySelector('[data-slide-index="1"]')!)
      expect(openExternal).toHaveBeenCalledWith('https://meedu.vip/x')
      expect(navigatedTo()).toHaveLength(1)
    })

    it('grid-nav: a visitor is sent to login with the path as redirect; web links open directly', async () => {
      await renderHome()
      fireEvent.click(screen.getByText('课程中心'))
      expect(navigatedTo()).toEqual(['/pages/login/index?redirect=%2Fvod'])
      fireEvent.click(screen.getByText('考试'))
      expect(navigatedTo()[1]).toBe('/pages/login/index?redirect=%2FvodExam')
      fireEvent.click(screen.getByText('官网'))
      expect(openExternal).toHaveBeenCalledWith('https://meedu.vip')
    })

    it('grid-nav: a logged-in learner goes straight there', async () => {
      await renderHome(ok(PAGE), bootedRoot({ user: makeMember() }))
      fireEvent.click(screen.getByText('课程中心'))
      expect(navigatedTo()).toEqual(['/packages/learning/vod/index'])
    })

    it('grid-nav: logged in is the token, even before (or without) the member detail', async () => {
      const root = bootedRoot()
      credentials.setToken('token-1')
      await renderHome(ok(PAGE), root)
      fireEvent.click(screen.getByText('课程中心'))
      expect(navigatedTo()).toEqual(['/packages/learning/vod/index'])
    })

    it('image-group: in-app and www. links (no login needed)', async () => {
      await renderHome()
      fireEvent.click(document.querySelector('[data-image-index="0"]')!)
      expect(navigatedTo()).toEqual(['/packages/learning/vod/index?scene=free'])
      fireEvent.click(document.querySelector('[data-image-index="1"]')!)
      expect(openExternal).toHaveBeenCalledWith('https://www.meedu.vip')
    })

    it('查看全部 opens the course list; a course card its detail', async () => {
      await renderHome()
      fireEvent.click(screen.getByText('查看全部'))
      fireEvent.click(screen.getByText('安全生产'))
      expect(navigatedTo()).toEqual([
        '/packages/learning/vod/index',
        '/packages/learning/vod/detail/index?id=12',
      ])
    })

    it('an empty or unsafe link does nothing', async () => {
      await renderHome(
        ok([
          block(
            'slider',
            [
              { src: 'https://cdn.test/a.png', href: '' },
              { src: 'https://cdn.test/b.png', href: 'javascript:alert(1)' },
            ],
            1
          ),
        ])
      )
      fireEvent.click(document.querySelector('[data-slide-index="0"]')!)
      fireEvent.click(document.querySelector('[data-slide-index="1"]')!)
      expect(Taro.navigateTo).not.toHaveBeenCalled()
      expect(openExternal).not.toHaveBeenCalled()
    })
  })

  it('公众号: 关注 opens the QR modal, 关闭 closes it', async () => {
    await renderHome()
    expect(document.getElementById('gzh-modal')).toBeNull()
    fireEvent.click(screen.getByText('关注'))
    const modal = document.getElementById('gzh-modal')!
    expect(within(modal).getByText('关注公众号')).toBeInTheDocument()
    expect(within(modal).getByText('长按二维码识别或截图保存')).toBeInTheDocument()
    expect(modal.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/qr.png')
    fireEvent.click(within(modal).getByText('关闭'))
    expect(document.getElementById('gzh-modal')).toBeNull()
  })

  it('image-group v-1-2: one large image, then two small ones', async () => {
    await renderHome(
      ok([
        block(
          'image-group',
          { v: 'v-1-2', items: [1, 2, 3].map((n) => ({ src: `https://cdn.test/${n}.png`, url: '' })) },
          1
        ),
      ])
    )
    const group = document.querySelector('[data-layout="v-1-2"]')!
    expect(group.querySelector('.home-images__large img')).toHaveAttribute('src', 'https://cdn.test/1.png')
    expect(
      Array.from(group.querySelectorAll('.home-images__small img')).map((img) => img.getAttribute('src'))
    ).toEqual(['https://cdn.test/2.png', 'https://cdn.test/3.png'])
  })

  it('an empty answer shows the empty state', async () => {
    await renderHome(ok([]))
    expect(screen.getByTestId('home-empty')).toHaveTextContent('暂无内容')
  })

  it.each([
    ['[] for the whole answer', ok({})],
    [
      'only unknown and broken blocks',
      ok([block('h5-book-v1', {}, 1), block('slider', {}, 2), block('grid-nav', [], 3)]),
    ],
  ])('%s: the page is never blank (empty state, search box, tab bar)', async (_name, answer) => {
    await renderHome(answer)
    expect(screen.getByTestId('home-empty')).toBeInTheDocument()
    expect(screen.getByText('搜索关键词')).toBeInTheDocument()
  })

  it('a failed load offers 重新加载, which loads again', async () => {
    let calls = 0
    await renderHome(() => (++calls === 1 ? envelope(500, '服务器错误') : ok(PAGE)))
    expect(screen.getByTestId('resource-error')).toHaveTextContent('加载失败')
    expect(toasts()).toContain('服务器错误')
    await actAndSettle(() => fireEvent.click(screen.getByText('重新加载')))
    expect(countOf(BLOCKS)).toBe(2)
    expect(blockOrder()).toHaveLength(6)
  })

  it('pull-to-refresh loads the blocks again and stops the spinner when they are in', async () => {
    await renderHome()
    const next = deferred<FakeResponse>()
    routeRequests({ [BLOCKS]: () => next.promise })
    await actAndSettle(() => triggerPullDownRefresh())
    expect(countOf(BLOCKS)).toBe(2)
    // The blocks stay on screen while the new ones load.
    expect(blockOrder()).toHaveLength(6)
    expect(Taro.stopPullDownRefresh).not.toHaveBeenCalled()
    await actAndSettle(() => next.resolve(ok([block('blank', { height: 5, bgcolor: '' }, 1)])))
    expect(blockOrder()).toEqual(['blank'])
    expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1)
  })

  it('pull-to-refresh stops the spinner after a failure too, keeping the blocks shown', async () => {
    await renderHome()
    routeRequests({ [BLOCKS]: envelope(500, '服务器错误') })
    await actAndSettle(() => triggerPullDownRefresh())
    expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1)
    expect(blockOrder()).toHaveLength(6)
  })

  it('titles and names with quotes, tags and emoji show literally', async () => {
    const title = '"入职" <i>必修</i> 🎉 <img src=x onerror=alert(1)>'
    await renderHome(
      ok([
        block('h5-vod-v1', { title, items: [course(1, title)] }, 1),
        block(
          'grid-nav',
          { line_count: 4, items: [{ src: 'https://cdn.test/g.png', name: title, href: '' }] },
          2
        ),
      ])
    )
    expect(screen.getAllByText(title)).toHaveLength(3)
    expect(document.querySelector('i:not(.nut-icon)')).toBeNull()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('the latest notice as a one-line banner under the search box; a tap opens it', async () => {
    await renderHome(
      ok(PAGE),
      bootedRoot(),
      ok({ id: 25, title: '关于开展年度安全培训的通知', announcement: '<p>x</p>' })
    )
    const banner = document.getElementById('home-notice')!
    expect(banner).toHaveTextContent('公告关于开展年度安全培训的通知')
    // A sign it can be tapped: the arrow at its end.
    expect(banner.lastElementChild).toHaveClass('home__notice-arrow')
    fireEvent.click(banner)
    expect(navigatedTo()).toEqual(['/packages/training/vodNotice/index?id=25'])
  })

  // The notice sits above the blocks: drawn at different times, one would push the other down (a layout shift).
  describe('the notice and the blocks appear in one go', () => {
    const NOTICE = { id: 25, title: '关于开展年度安全培训的通知' }
    const skeletonShown = () => screen.queryByTestId('resource-loading') !== null
    const noticeShown = () => document.getElementById('home-notice') !== null

    it('blocks that arrive first wait, under the skeleton, for the notice', async () => {
      const latest = deferred<FakeResponse>()
      routeRequests({ [BLOCKS]: ok(PAGE), [LATEST]: () => latest.promise })
      renderWithStores(<HomePage />, bootedRoot())
      await actAndSettle()
      expect(skeletonShown()).toBe(true)
      expect(blockOrder()).toEqual([])
      await actAndSettle(() => latest.resolve(ok(NOTICE)))
      expect(skeletonShown()).toBe(false)
      expect(noticeShown()).toBe(true)
      expect(blockOrder()).toHaveLength(6)
    })

    it('a notice that arrives first is not drawn above the skeleton', async () => {
      const blocks = deferred<FakeResponse>()
      routeRequests({ [BLOCKS]: () => blocks.promise, [LATEST]: ok(NOTICE) })
      renderWithStores(<HomePage />, bootedRoot())
      await actAndSettle()
      expect(skeletonShown()).toBe(true)
      expect(noticeShown()).toBe(false)
      await actAndSettle(() => blocks.resolve(ok(PAGE)))
      expect(noticeShown()).toBe(true)
      expect(blockOrder()).toHaveLength(6)
    })

    it('a notice slower than a second is not waited for: the blocks show, the notice joins them when it lands', async () => {
      jest.useFakeTimers()
      try {
        const latest = deferred<FakeResponse>()
        routeRequests({ [BLOCKS]: ok(PAGE), [LATEST]: () => latest.promise })
        renderWithStores(<HomePage />, bootedRoot())
        await act(() => jest.advanceTimersByTimeAsync(100)) // the blocks are in
        expect(skeletonShown()).toBe(true)
        await act(() => jest.advanceTimersByTimeAsync(800))
        expect(blockOrder()).toEqual([])
        await act(() => jest.advanceTimersByTimeAsync(300))
        expect(skeletonShown()).toBe(false)
        expect(blockOrder()).toHaveLength(6)
        expect(noticeShown()).toBe(false)
        await act(async () => {
          latest.resolve(ok(NOTICE))
          await jest.advanceTimersByTimeAsync(0)
        })
        expect(noticeShown()).toBe(true)
      } finally {
        jest.useRealTimers()
      }
    })

    it('failed blocks wait for the notice too, then show 加载失败 under it', async () => {
      const latest = deferred<FakeResponse>()
      routeRequests({ [BLOCKS]: envelope(500, '服务器错误'), [LATEST]: () => latest.promise })
      renderWithStores(<HomePage />, bootedRoot())
      await actAndSettle()
      expect(screen.queryByTestId('resource-error')).toBeNull()
      await actAndSettle(() => latest.resolve(ok(NOTICE)))
      expect(noticeShown()).toBe(true)
      expect(screen.getByTestId('resource-error')).toBeInTheDocument()
    })
  })

  it('no banner when there is no notice or the call fails, and nothing is said', async () => {
    for (const latest of [ok([]), ok(null), envelope(500, '服务器错误'), raw(502, '<html>')]) {
      ;(Taro.showToast as jest.Mock).mockClear()
      const { view } = await renderHome(ok(PAGE), bootedRoot(), latest)
      expect(document.getElementById('home-notice')).toBeNull()
      expect(blockOrder()).toHaveLength(6)
      expect(toasts()).toEqual([])
      view.unmount()
    }
  })
})
