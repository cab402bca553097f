/**
 * config/patches/h5-pull-down-refresh.js: Taro's H5 refresher (components-react PullDownRefresh) reads its own
 * wrapper's `scrollTop` and calls `wrapper.__page.onPullDownRefresh`; src/platform/pull-down-refresh.h5.ts gives the
 * wrapper the page's. That the installed refresher still reads those: test/support/patches/h5-pull-down-refresh.test.js.
 */
import { linkPullDownRefreshToPages } from '@/platform/pull-down-refresh.h5'

const onH5 = process.env.TARO_ENV === 'h5' ? describe : describe.skip

type PageElement = HTMLElement & { __page?: { onPullDownRefresh: () => void } }

/** A Taro page scrolled down by `scrolled` px, holding a refresher with a list inside. */
function pageWithRefresher(scrolled: number) {
  const page = document.createElement('div') as PageElement
  page.className = 'taro_page'
  let scrollTop = scrolled
  Object.defineProperty(page, 'scrollTop', { configurable: true, get: () => scrollTop })
  page.__page = { onPullDownRefresh: jest.fn() }
  const wrapper = document.createElement('div') as PageElement
  wrapper.className = 'rmc-pull-to-refresh-content-wrapper'
  const item = document.createElement('div')
  wrapper.appendChild(item)
  page.appendChild(wrapper)
  document.body.appendChild(page)
  return { page, wrapper, item, scrollTo: (top: number) => (scrollTop = top) }
}

const touch = (target: Element) => target.dispatchEvent(new Event('touchstart', { bubbles: true }))

onH5('the H5 refresher reads the page it is on (pull-down-refresh.h5.ts)', () => {
  beforeAll(() => linkPullDownRefreshToPages())
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it("after a touch, the refresher's wrapper reports the page's scroll position, so a page scrolled down scrolls back up", () => {
    const { wrapper, item, scrollTo } = pageWithRefresher(300)
    expect(wrapper.scrollTop).toBe(0) // what the refresher read without the fix: "at the top", so it pulled
    touch(item)
    expect(wrapper.scrollTop).toBe(300) // the refresher's isEdge(): not at the top, the swipe scrolls
    scrollTo(0)
    expect(wrapper.scrollTop).toBe(0) // back at the top: the next pull refreshes
  })

  it("after a touch, the refresher's release calls the page's onPullDownRefresh (usePullDownRefresh)", () => {
    const { page, wrapper, item } = pageWithRefresher(0)
    expect(wrapper.__page).toBeUndefined()
    touch(item)
    wrapper.__page?.onPullDownRefresh() // what the refresher does on release
    expect(page.__page?.onPullDownRefresh).toHaveBeenCalledTimes(1)
  })

  it('a touch outside a refresher, or a refresher outside a page, changes nothing', () => {
    const { wrapper, page } = pageWithRefresher(120)
    touch(page)
    expect(wrapper.scrollTop).toBe(0)
    const loose = document.createElement('div')
    loose.className = 'rmc-pull-to-refresh-content-wrapper'
    document.body.appendChild(loose)
    touch(loose)
    expect((loose as PageElement).__page).toBeUndefined()
  })
})
