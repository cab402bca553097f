/**
 * Taro 4.2.1's H5 refresher (`@tarojs/components-react` PullDownRefresh, used with `h5.useHtmlComponents`) takes
 * its own wrapper element for the page: it reads the wrapper's `scrollTop` (always 0, so a downward swipe on a page
 * scrolled down pulled the refresher instead of scrolling back up) and calls `wrapper.__page.onPullDownRefresh`
 * (undefined, so usePullDownRefresh never ran). On the first touch inside a refresher, its wrapper is given the
 * page's scroll position and the page's hooks.
 */
const WRAPPER = '.rmc-pull-to-refresh-content-wrapper'

type PageElement = HTMLElement & { __page?: unknown }

function pointAtPage(wrapper: HTMLElement): void {
  const page = wrapper.closest<PageElement>('.taro_page')
  if (!page || wrapper.dataset.pageLinked) return
  Object.defineProperty(wrapper, 'scrollTop', { configurable: true, get: () => page.scrollTop })
  Object.defineProperty(wrapper, '__page', { configurable: true, get: () => page.__page })
  wrapper.dataset.pageLinked = 'true'
}

export function linkPullDownRefreshToPages(): void {
  // Capture on the document runs before the refresher's own listeners on its wrapper.
  document.addEventListener(
    'touchstart',
    (event) => {
      const wrapper = event.target instanceof Element ? event.target.closest<HTMLElement>(WRAPPER) : null
      if (wrapper) pointAtPage(wrapper)
    },
    { capture: true, passive: true }
  )
}
