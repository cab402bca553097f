// PATCH of @tarojs/router 4.2.1: the app listens to its private events on Taro's eventCenter.
// The code runs in the app: src/platform/index.h5.ts; this file declares it.
// What: `__afterTaroRouterChange` (a page was shown) and `__taroRouterNotFound` (a path with no page) decide when the
//   router is ready (`platform.whenRouterReady`), show again a toast that came with a redirect, and report unknown
//   paths (`platform.onPageNotFound`).
// Why: Taro's H5 router has no public event for these; its own `onPageNotFound` is the app's, which the app shell
//   does not own.
// Test: test/support/patches/h5-router-events.test.js (the installed router triggers both events, with the fields
//   the app reads) and test/unit/platform.test.ts (what the platform does when they come).
const patch = {
  what: "the H5 platform listens to the router's private events `__afterTaroRouterChange` and `__taroRouterNotFound`",
  why: "Taro's H5 router has no public event for a page shown or a path not found",
  packages: [{ package: '@tarojs/router', versions: ['4.2.1'] }],
  code: ['src/platform/index.h5.ts'],
  test: 'test/support/patches/h5-router-events.test.js',
}

/** The events and the fields of their payload the app reads. */
const EVENTS = { __afterTaroRouterChange: [], __taroRouterNotFound: ['path'] }

module.exports = { patch, EVENTS }
