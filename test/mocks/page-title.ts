import Taro from '@tarojs/taro'

// Tests that import this start each test with an empty document title (jsdom keeps it between tests).
beforeEach(() => {
  document.title = ''
})

/**
 * The page's title as the learner sees it: in H5 the document's title (src/page-title.h5.ts), in the mini-program
 * the title last given to the native bar (src/page-title.weapp.ts); undefined when none was set.
 */
export function shownPageTitle(): string | undefined {
  if (process.env.TARO_ENV === 'weapp') {
    const calls = (Taro.setNavigationBarTitle as jest.Mock).mock.calls
    return calls.length ? (calls[calls.length - 1][0] as { title: string }).title : undefined
  }
  return document.title || undefined
}
