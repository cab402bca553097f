import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { runInAction } from 'mobx'
import { PageShell } from '@/components/PageShell'
import { findRoute, pageOf, type RoutePath, type TabPath } from '@/routes'
import { credentials } from '@/services/credentials'
import { RootStore } from '@/stores'
import { setCurrentPages, triggerDidShow, triggerPullDownRefresh } from '../mocks/taro'
import { bootedRoot, makeMember, renderWithStores } from '../mocks/app'

const ENV = process.env.TARO_ENV

/** Elements of a role, as each build writes it (H5 `role`, the mini-program `aria-role`). */
const byRole = (role: string) =>
  Array.from(
    document.querySelectorAll<HTMLElement>(ENV === 'weapp' ? `[aria-role="${role}"]` : `[role="${role}"]`)
  )

/** Put the learner on a page, as each build reports the current location. */
function visit(path: string, query: Record<string, string> = {}) {
  if (ENV === 'weapp') {
    setCurrentPages([{ route: pageOf(findRoute(path)!), options: query }])
  } else {
    const search = new URLSearchParams(query).toString()
    window.location.hash = `#${path}${search ? `?${search}` : ''}`
  }
}

function renderShell(
  path: RoutePath,
  root: RootStore = bootedRoot(),
  props: { title?: string; tabBadge?: Partial<Record<TabPath, boolean>>; drawsBeforeBoot?: boolean } = {}
) {
  return renderWithStores(
    <PageShell path={path} {...props}>
      <div>page content</div>
    </PageShell>,
    root
  )
}

describe('header', () => {
  it('a non-tab route shows the back header with the route title in H5; the mini-program uses its native bar', () => {
    visit('/vod/detail', { id: '3' })
    renderShell('/vod/detail')
    if (ENV === 'h5') {
      expect(screen.getByText('课程详情')).toBeInTheDocument()
      expect(screen.getByLabelText('返回')).toBeInTheDocument()
    } else {
      expect(screen.queryByText('课程详情')).not.toBeInTheDocument()
      expect(screen.queryByLabelText('返回')).not.toBeInTheDocument()
    }
    expect(screen.getByText('page content')).toBeInTheDocument()
  })

  it('a title prop overrides the route title (H5)', () => {
    renderShell('/member/setting', bootedRoot(), { title: '关于我们' })
    if (ENV === 'h5') {
      expect(screen.getByText('关于我们')).toBeInTheDocument()
      expect(screen.queryByText('关于平台')).not.toBeInTheDocument()
    } else {
      expect(screen.queryByText('关于我们')).not.toBeInTheDocument()
    }
  })

  it('a tab route has no back header', () => {
    renderShell('/')
    expect(screen.queryByLabelText('返回')).not.toBeInTheDocument()
  })

  ;(ENV === 'h5' ? it : it.skip)('h5: back with a short history goes home', () => {
    jest.spyOn(window.history, 'length', 'get').mockReturnValue(1)
    renderShell('/vod/detail')
    fireEvent.click(screen.getByLabelText('返回'))
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })
})

describe('landmarks', () => {
  ;(ENV === 'h5' ? it : it.skip)(
    'h5: the header is the banner with the title as the level-1 heading; the back arrow a button named 返回',
    () => {
      renderShell('/vod/detail')
      const banner = screen.getByRole('banner')
      expect(within(banner).getByRole('heading', { level: 1, name: '课程详情' })).toBeInTheDocument()
      const back = within(banner).getByRole('button', { name: '返回' })
      expect(back).toHaveAttribute('tabindex', '0')
    }
  )

  it('the page content is the main landmark; the tab bar, the watermark and the header stay outside it', () => {
    const root = bootedRoot({ user: makeMember({ id: 1, nick_name: '学员小王' }) })
    renderShell('/', root)
    const [main] = byRole('main')
    expect(byRole('main')).toHaveLength(1)
    expect(main).toHaveTextContent('page content')
    expect(main).not.toContainElement(byRole('navigation')[0])
    expect(main).not.toContainElement(screen.getByTestId('watermark'))
  })

  it('the main landmark is there while the page waits for the boot', () => {
    renderShell('/', new RootStore())
    expect(byRole('main')[0]).toContainElement(screen.getByTestId('page-loading'))
  })
})

describe('tab bar', () => {
  it.each(['/', '/study', '/member'] as const)(
    '%s shows the four entries 首页/新入职/持续学习/个人中心 as links of the 主导航, the current page marked',
    (path) => {
      if (path === '/study') credentials.setToken('tok')
      renderShell(path)
      const [nav] = byRole('navigation')
      expect(nav).toHaveAttribute('aria-label', '主导航')
      const links = byRole('link').filter((link) => nav.contains(link))
      expect(links.map((link) => link.textContent)).toEqual(['首页', '新入职', '持续学习', '个人中心'])
      const current = links.filter((link) => link.getAttribute('aria-current') === 'page')
      expect(current.map((link) => link.textContent)).toEqual([
        { '/': '首页', '/study': '持续学习', '/member': '个人中心' }[path],
      ])
      // Not a tablist: each entry opens another page.
      expect(byRole('tab')).toHaveLength(0)
    }
  )

  ;(ENV === 'h5' ? it : it.skip)(
    'h5: the entries are reachable by keyboard and named by their labels',
    () => {
      renderShell('/member', bootedRoot(), { tabBadge: { '/member': true } })
      const nav = screen.getByRole('navigation', { name: '主导航' })
      expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('tabindex', '0')
      // The red dot is said in the name.
      expect(within(nav).getByRole('link', { name: '个人中心，有新消息' })).toHaveAttribute(
        'aria-current',
        'page'
      )
    }
  )

  it.each<RoutePath>(['/vod', '/vod/detail', '/member/setting', '/login'])(
    '%s (not a tab route) has no tab bar',
    (path) => {
      renderShell(path)
      expect(byRole('navigation')).toHaveLength(0)
      expect(document.querySelector('.tab-bar')).toBeNull()
    }
  )

  it('tapping a tab replaces the page with the tab’s page URL (redirectTo, not navigateTo)', () => {
    renderShell('/')
    fireEvent.click(screen.getByText('新入职'))
    expect(Taro.redirectTo).toHaveBeenLastCalledWith({ url: '/packages/learning/vod/index' })
    fireEvent.click(screen.getByText('持续学习'))
    expect(Taro.redirectTo).toHaveBeenLastCalledWith({ url: '/pages/study/index' })
    fireEvent.click(screen.getByText('个人中心'))
    expect(Taro.redirectTo).toHaveBeenLastCalledWith({ url: '/pages/member/index' })
    expect(Taro.redirectTo).toHaveBeenCalledTimes(3)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(Taro.switchTab).not.toHaveBeenCalled()
  })

  it('tapping the current tab does nothing', () => {
    renderShell('/member')
    fireEvent.click(screen.getByText('个人中心'))
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('from the member tab, 首页 leads to the home page', () => {
    renderShell('/member')
    fireEvent.click(screen.getByText('首页'))
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })
})

describe('login guard', () => {
  it('a protected page without a token replaces itself with the login page, keeping path and query', () => {
    visit('/vod/video', { id: '3' })
    renderShell('/vod/video')
    expect(Taro.redirectTo).toHaveBeenCalledTimes(1)
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/login/index?redirect=%2Fvod%2Fvideo%3Fid%3D3',
    })
    expect(screen.queryByText('page content')).not.toBeInTheDocument()
  })

  it('a protected page whose address is elsewhere redirects back to the bare path', () => {
    visit('/')
    renderShell('/messages')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fmessages' })
  })

  it('leaves the redirect to the 401 handler when a session just expired (one trip to /login)', () => {
    visit('/messages')
    const root = new RootStore()
    root.session.setReloginPending(true)
    renderShell('/messages', root)
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(screen.queryByText('page content')).not.toBeInTheDocument()
  })

  it('a protected page with a token renders its content', () => {
    credentials.setToken('tok')
    visit('/vod/video', { id: '3' })
    renderShell('/vod/video')
    expect(screen.getByText('page content')).toBeInTheDocument()
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('an open page without a token renders its content', () => {
    visit('/vod/detail', { id: '3' })
    renderShell('/vod/detail')
    expect(screen.getByText('page content')).toBeInTheDocument()
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('coming back to a protected page after logging out elsewhere goes to login (once)', () => {
    credentials.setToken('tok')
    visit('/messages')
    renderShell('/messages')
    expect(screen.getByText('page content')).toBeInTheDocument()

    credentials.clearToken()
    act(() => triggerDidShow())
    act(() => triggerDidShow())

    expect(screen.queryByText('page content')).not.toBeInTheDocument()
    expect(Taro.redirectTo).toHaveBeenCalledTimes(1)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fmessages' })
  })

  it('an unknown path goes to the error page', () => {
    renderShell('/no-such-page' as RoutePath)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/error/index' })
  })
})

describe('boot', () => {
  it('children render only after root.booted', () => {
    const root = new RootStore()
    renderShell('/vod/detail', root)
    expect(screen.queryByText('page content')).not.toBeInTheDocument()
    expect(screen.getByTestId('page-loading')).toBeInTheDocument()

    act(() => {
      runInAction(() => {
        root.booted = true
      })
    })
    expect(screen.getByText('page content')).toBeInTheDocument()
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument()
  })

  it('a page that draws before the boot (the login forms) shows its content while the boot runs', () => {
    visit('/login')
    renderShell('/login', new RootStore(), { drawsBeforeBoot: true })
    expect(screen.getByText('page content')).toBeInTheDocument()
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument()
  })

  it('…but not with a social login code in the address: that waits for the boot to exchange it', () => {
    visit('/login', { login_code: 'abc', action: 'login' })
    const root = new RootStore()
    renderShell('/login', root, { drawsBeforeBoot: true })
    expect(screen.queryByText('page content')).not.toBeInTheDocument()
    act(() => {
      runInAction(() => {
        root.booted = true
      })
    })
    expect(screen.getByText('page content')).toBeInTheDocument()
  })

  it('the tab bar is there while booting', () => {
    renderShell('/', new RootStore())
    expect(byRole('link').filter((link) => link.closest('.tab-bar'))).toHaveLength(4)
  })
})

describe('watermark', () => {
  /**
   * What the watermark shows: in H5 the text of its picture (an SVG tile as the layer's background, see
   * components/Watermark/picture.ts), in the mini-program the text views of every cell (each the same).
   */
  function drawn(watermark: HTMLElement): {
    lines: string[]
    rotate: string
    fontSize: string
    tiles: number
  } {
    if (ENV === 'h5') {
      const url = /^url\("data:image\/svg\+xml,([^"]*)"\)$/.exec(watermark.style.backgroundImage)?.[1] ?? ''
      const svg = new DOMParser().parseFromString(decodeURIComponent(url), 'image/svg+xml')
      const text = svg.querySelector('text')
      return {
        lines: [...svg.querySelectorAll('tspan')].map((span) => span.textContent ?? ''),
        rotate: /^rotate\((-?\d+)/.exec(text?.getAttribute('transform') ?? '')?.[1] ?? '',
        fontSize: `${text?.getAttribute('font-size')}px`,
        tiles: watermark.style.backgroundSize ? 2 : 0, // a tile the size of a cell, repeated by CSS
      }
    }
    const cells = Array.from(watermark.children) as HTMLElement[]
    const lines = cells.map((cell) => Array.from(cell.children).map((line) => line.textContent ?? ''))
    expect(new Set(lines.map((cellLines) => cellLines.join('\n'))).size).toBe(1)
    return {
      lines: lines[0],
      rotate: /^rotate\((-?\d+)deg\)$/.exec(cells[0].style.transform)?.[1] ?? '',
      fontSize: cells[0].style.fontSize,
      tiles: cells.length,
    }
  }

  /** The watermark once drawn: H5 fetches the picture's code on first use (a chunk of its own). */
  async function drawnWatermark(): Promise<ReturnType<typeof drawn> & { watermark: HTMLElement }> {
    return waitFor(() => {
      const watermark = screen.getByTestId('watermark')
      const shown = drawn(watermark)
      expect(shown.lines.length).toBeGreaterThan(0)
      return { ...shown, watermark }
    })
  }

  it('is not drawn for a visitor', () => {
    renderShell('/')
    expect(screen.queryByTestId('watermark')).not.toBeInTheDocument()
  })

  it('is drawn while logged in, with the lines nickname-id and mobile, over every page kind', async () => {
    const root = bootedRoot({ user: makeMember({ id: 1, nick_name: '学员小王', mobile: '13800000001' }) })
    renderShell('/vod/detail', root)
    const { lines, tiles, watermark } = await drawnWatermark()
    expect(watermark).toHaveAttribute('aria-hidden', 'true')
    expect(tiles).toBeGreaterThan(1)
    expect(lines).toEqual(['学员小王-1', '13800000001'])
  })

  it('leaves out the stand-in number of a learner without a bound mobile', async () => {
    const user = makeMember({ id: 3, nick_name: '学员小张', mobile: '20000000003', is_bind_mobile: false })
    renderShell('/', bootedRoot({ user }))
    expect((await drawnWatermark()).lines).toEqual(['学员小张-3'])
  })

  it('H5 draws it as a picture: no text for a contrast checker to count, the name never read as markup', async () => {
    const user = makeMember({ id: 4, nick_name: '</text><script>alert(1)</script>"', mobile: '13800000004' })
    renderShell('/', bootedRoot({ user }))
    const { watermark, lines } = await drawnWatermark()
    expect(lines[0]).toBe('</text><script>alert(1)</script>"-4')
    if (ENV === 'h5') expect(watermark.textContent).toBe('')
    expect(document.querySelector('script')).toBeNull()
  })

  it('goes away on logout', () => {
    const root = bootedRoot({ user: makeMember() })
    renderShell('/member', root)
    expect(screen.getByTestId('watermark')).toBeInTheDocument()
    act(() => root.logout())
    expect(screen.queryByTestId('watermark')).not.toBeInTheDocument()
  })

  it('is drawn with the spec’s rotation and font size', async () => {
    renderShell('/', bootedRoot({ user: makeMember() }))
    const { rotate, fontSize } = await drawnWatermark()
    expect(rotate).toBe('-35')
    expect(fontSize).toBe('20px')
  })
})

describe('pull-down before the page shows', () => {
  it('a pull while the boot is still on its way stops the spinner; once shown the shell leaves it to the content', () => {
    visit('/vod')
    const root = new RootStore() // not booted: the shell shows its loading view, not the content
    renderShell('/vod', root)
    expect(screen.queryByText('page content')).not.toBeInTheDocument()
    act(() => {
      triggerPullDownRefresh()
    })
    expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1)

    act(() => {
      runInAction(() => {
        root.booted = true
      })
    })
    expect(screen.getByText('page content')).toBeInTheDocument()
    act(() => {
      triggerPullDownRefresh()
    })
    expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1)
  })
})
