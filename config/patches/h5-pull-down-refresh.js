// PATCH of @tarojs/components-react 4.2.1: its H5 PullDownRefresh (the refresher of `h5.useHtmlComponents`).
// The code runs in the app: src/platform/pull-down-refresh.h5.ts (installed by src/platform/index.h5.ts); this file
// declares it.
// What: on the first touch inside a refresher, its wrapper element (`.rmc-pull-to-refresh-content-wrapper`) is given
//   the page's `scrollTop` and the page's `__page` (the page element `.taro_page`'s hooks).
// Why: the refresher reads its own wrapper's `scrollTop` (always 0, so a downward swipe on a page scrolled down pulled
//   the refresher instead of scrolling back up) and calls `wrapper.__page.onPullDownRefresh` (undefined, so
//   usePullDownRefresh never ran).
// Test: test/unit/pull-down-refresh.test.ts (the fix in the DOM) and test/support/patches/h5-pull-down-refresh.test.js
//   (the installed refresher still reads what the fix gives it).
const patch = {
  what: "the H5 refresher's wrapper reads the page's scroll position and calls the page's onPullDownRefresh",
  why: 'a pull on a scrolled page scrolled back up instead of refreshing; usePullDownRefresh never ran',
  packages: [{ package: '@tarojs/components-react', versions: ['4.2.1'] }],
  code: ['src/platform/pull-down-refresh.h5.ts'],
  test: 'test/unit/pull-down-refresh.test.ts',
}

module.exports = { patch }
