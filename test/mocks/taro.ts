/**
 * A light `@tarojs/taro` for Jest, mapped in jest.config.js.
 *
 * - The module object is a Proxy that throws on any API not defined below ("test/mocks/taro.ts does not define
 *   Taro.X: add it"), so a call to an API the mock does not know fails the test instead of passing silently
 *   as a bare `jest.fn()`. Every API the app (src/) and the NutUI code the tests render use is listed in
 *   `implementations`. It is also its own `default`, so both `import Taro from '@tarojs/taro'` and
 *   `import { useDidShow } from '@tarojs/taro'` work.
 * - `request`, toasts, navigation and storage are `jest.fn()`s with working defaults; storage is an in-memory
 *   map, so weapp tests can assert exact keys.
 * - Page hooks: `useLoad` and `useDidShow` run their callback once on mount; `useReachBottom`,
 *   `usePullDownRefresh` and `useDidShow` register the callback so a test can fire it with
 *   `triggerReachBottom()`, `triggerPullDownRefresh()` or `triggerDidShow()` (wrap in `act`).
 * - `usePageScroll` registers its callback too: `triggerPageScroll(scrollTop)` fires it (wrap in `act`).
 * - `useDidHide` and `useUnload` register theirs: `triggerDidHide()` and `triggerUnload()` fire them.
 * - `onAppHide` / `onNetworkStatusChange` keep their listeners (their `off…` remove them): `triggerAppHide()` and
 *   `triggerNetworkStatusChange({ isConnected })` fire them, `appListenerCounts()` counts them.
 * - `createSelectorQuery()` answers `boundingClientRect` with a zero-sized rect, unless a test placed the node
 *   with `setSelectorRect('#id', rect)` (a rect, or a function computing it from the DOM at query time).
 * - `resetTaroMock()` (called by test/setup.ts before each test) clears calls, implementations set by a test,
 *   storage, the page stack, the router, the event bus and the placed rects.
 *
 * No top-level `const Taro` here: the Taro types declare a global `Taro` (TS2451).
 */
import { useEffect, useRef } from 'react'
import type { RoutePath } from '@/routes'

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyFn = (...args: any[]) => any
type Callback = (...args: any[]) => unknown

const isWeapp = () => process.env.TARO_ENV === 'weapp'

// ---------------------------------------------------------------------------------------------- storage

const storage = new Map<string, unknown>()

/** What Taro's storage holds now (weapp: every credential goes through it). */
export function storageSnapshot(): Record<string, unknown> {
  return Object.fromEntries(storage)
}

// ------------------------------------------------------------------------------------ page stack, router

export interface MockPage {
  /** As the mini-program reports it: `packages/learning/vod/video/index` (no leading slash). */
  route: string
  options?: Record<string, string>
}

// One page is showing, as in a running app (the H5 router counts as ready once a page exists).
const DEFAULT_PAGES: MockPage[] = [{ route: 'pages/home/index' }]
let pages: MockPage[] = [...DEFAULT_PAGES]

/** What `Taro.getCurrentPages()` returns (last = current page). */
export function setCurrentPages(next: MockPage[]): void {
  pages = next
}

/**
 * The learner is on `path?query`: the H5 address (by replaceState, which fires no popstate: the H5 platform's
 * lost-back repair would reload jsdom 1.5 s later) and the current page `route` with `query` as its options.
 */
export function openPageAt(path: RoutePath, route: string, query: Record<string, string> = {}): void {
  const search = new URLSearchParams(query).toString()
  window.history.replaceState(null, '', `#${path}${search ? `?${search}` : ''}`)
  setCurrentPages([{ route, options: query }])
}

interface MockRouter {
  path: string
  params: Record<string, string>
}
const DEFAULT_ROUTER: MockRouter = { path: '/pages/home/index', params: {} }
let router: MockRouter = { ...DEFAULT_ROUTER }

/** What `getCurrentInstance().router` and `useRouter()` return. */
export function setRouter(path: string, params: Record<string, string> = {}): void {
  router = { path, params }
}

// ------------------------------------------------------------------------------------------ event centre

/** A small working event bus (NutUI's Toast and Dialog use `Taro.eventCenter`). */
export class Events {
  private handlers = new Map<string, Set<{ fn: Callback; once: boolean }>>()

  on(name: string, fn: Callback): this {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set())
    this.handlers.get(name)!.add({ fn, once: false })
    return this
  }

  once(name: string, fn: Callback): this {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set())
    this.handlers.get(name)!.add({ fn, once: true })
    return this
  }

  off(name?: string, fn?: Callback): this {
    if (name === undefined) this.handlers.clear()
    else if (!fn) this.handlers.delete(name)
    else
      for (const entry of this.handlers.get(name) ?? [])
        if (entry.fn === fn) this.handlers.get(name)!.delete(entry)
    return this
  }

  trigger(name: string, ...args: unknown[]): this {
    for (const entry of [...(this.handlers.get(name) ?? [])]) {
      if (entry.once) this.handlers.get(name)!.delete(entry)
      entry.fn(...args)
    }
    return this
  }
}

export const eventCenter = new Events()

// ------------------------------------------------------------------------------------------- page hooks

const reachBottomHandlers = new Set<{ current: Callback }>()
const pullDownHandlers = new Set<{ current: Callback }>()
const didShowHandlers = new Set<{ current: Callback }>()
const pageScrollHandlers = new Set<{ current: Callback }>()
const didHideHandlers = new Set<{ current: Callback }>()
const unloadHandlers = new Set<{ current: Callback }>()

function fire(handlers: Set<{ current: Callback }>): void {
  for (const handler of [...handlers]) handler.current()
}

/** The learner scrolled to the bottom of the page: runs every mounted `useReachBottom` callback. */
export function triggerReachBottom(): void {
  fire(reachBottomHandlers)
}

export function triggerPullDownRefresh(): void {
  fire(pullDownHandlers)
}

/** The page is shown again (e.g. back from another page): runs every mounted `useDidShow` callback. */
export function triggerDidShow(): void {
  fire(didShowHandlers)
}

/** The page is hidden (another page on top, the app in the background): runs every mounted `useDidHide`. */
export function triggerDidHide(): void {
  fire(didHideHandlers)
}

/** The page is closed (back, redirect): runs every mounted `useUnload` callback. */
export function triggerUnload(): void {
  fire(unloadHandlers)
}

// ------------------------------------------------------------------------------------------- app events

// The mini-program's app-wide listeners (`Taro.onAppHide`, `Taro.onNetworkStatusChange`) with their `off…`.
const appHideListeners = new Set<Callback>()
const networkListeners = new Set<Callback>()

/** The mini-program goes to the background: runs every `Taro.onAppHide` listener still registered. */
export function triggerAppHide(): void {
  for (const listener of [...appHideListeners]) listener({})
}

/** The network changes: runs every `Taro.onNetworkStatusChange` listener with this status. */
export function triggerNetworkStatusChange(status: { isConnected: boolean; networkType?: string }): void {
  const event = { networkType: status.isConnected ? 'wifi' : 'none', ...status }
  for (const listener of [...networkListeners]) listener(event)
}

/** How many app-wide listeners are registered (an unsubscribe must bring these back down). */
export function appListenerCounts(): { appHide: number; networkStatus: number } {
  return { appHide: appHideListeners.size, networkStatus: networkListeners.size }
}

/** The page scrolled (Taro's onPageScroll): runs every mounted `usePageScroll` callback with `{ scrollTop }`. */
export function triggerPageScroll(scrollTop = 0): void {
  for (const handler of [...pageScrollHandlers]) handler.current({ scrollTop })
}

function useRegistered(handlers: Set<{ current: Callback }>, callback: Callback): void {
  const ref = useRef(callback)
  ref.current = callback
  useEffect(() => {
    handlers.add(ref)
    return () => {
      handlers.delete(ref)
    }
  }, [handlers])
}

function useOnMount(callback: Callback): void {
  const ref = useRef(callback)
  ref.current = callback
  useEffect(() => {
    ref.current()
  }, [])
}

const noopHook = () => undefined

const hooks = {
  useLoad: (callback: Callback) => useOnMount(() => callback(router.params)),
  useDidShow: (callback: Callback) => {
    useOnMount(callback)
    useRegistered(didShowHandlers, callback)
  },
  useReachBottom: (callback: Callback) => useRegistered(reachBottomHandlers, callback),
  usePullDownRefresh: (callback: Callback) => useRegistered(pullDownHandlers, callback),
  useRouter: () => router,
  useLaunch: noopHook,
  useReady: noopHook,
  useDidHide: (callback: Callback) => useRegistered(didHideHandlers, callback),
  useUnload: (callback: Callback) => useRegistered(unloadHandlers, callback),
  usePageScroll: (callback: Callback) => useRegistered(pageScrollHandlers, callback),
  useResize: noopHook,
  useShareAppMessage: noopHook,
  useShareTimeline: noopHook,
  useTabItemTap: noopHook,
  useError: noopHook,
  usePageNotFound: noopHook,
}

// ------------------------------------------------------------------------------------------ APIs (jest.fn)

const ok = (api: string) => () => Promise.resolve({ errMsg: `${api}:ok` })
const noAnswer = () => undefined

const systemInfo = {
  brand: 'jest',
  model: 'jsdom',
  pixelRatio: 2,
  screenWidth: 375,
  screenHeight: 667,
  windowWidth: 375,
  windowHeight: 667,
  statusBarHeight: 20,
  safeArea: { left: 0, right: 375, top: 20, bottom: 667, width: 375, height: 647 },
  platform: 'devtools',
  system: 'jest',
  version: '8.0.0',
  SDKVersion: '3.0.0',
}

export interface MockRect {
  top: number
  bottom: number
  left: number
  right: number
  width: number
  height: number
}

const ZERO_RECT: MockRect = { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 }
const placedRects = new Map<string, Partial<MockRect> | (() => Partial<MockRect> | null) | null>()

/**
 * Where `createSelectorQuery().select(selector).boundingClientRect()` says the node is: a rect (missing sides
 * filled from top/height and left/width), a function giving it at query time, or null (node not found).
 */
export function setSelectorRect(
  selector: string,
  rect: Partial<MockRect> | (() => Partial<MockRect> | null) | null
): void {
  placedRects.set(selector, rect)
}

function rectFor(selector: string | undefined): MockRect | null {
  if (selector === undefined || !placedRects.has(selector)) return { ...ZERO_RECT }
  const placed = placedRects.get(selector)
  const value = typeof placed === 'function' ? placed() : placed
  if (!value) return null
  const top = value.top ?? 0
  const left = value.left ?? 0
  const width = value.width ?? 375
  const height = value.height ?? 1
  return {
    top,
    left,
    width,
    height,
    bottom: value.bottom ?? top + height,
    right: value.right ?? left + width,
  }
}

const SELECT_ALL = '\u0000selectAll'

function selectorQuery(): Record<string, AnyFn> {
  const pending: (() => unknown)[] = []
  let selected: string | undefined
  let placed = false
  const query: Record<string, AnyFn> = {
    in: () => query,
    select: (selector: string) => {
      selected = selector
      return query
    },
    // Every node a selector matches: jsdom lays nothing out, so none is found (an empty list, as the real
    // API answers for no match; NutUI's Tabs measure their titles this way).
    selectAll: () => {
      selected = SELECT_ALL
      return query
    },
    selectViewport: () => query,
    boundingClientRect: (callback?: Callback) => {
      const selector = selected
      if (selector === SELECT_ALL) {
        placed = true
        pending.push(() => {
          callback?.([])
          return []
        })
        return query
      }
      if (selector !== undefined && placedRects.has(selector)) placed = true
      pending.push(() => {
        const rect = rectFor(selector)
        callback?.(rect)
        return rect
      })
      return query
    },
    scrollOffset: (callback?: Callback) => {
      pending.push(() => {
        callback?.({ scrollTop: 0, scrollLeft: 0 })
        return { scrollTop: 0, scrollLeft: 0 }
      })
      return query
    },
    fields: (_fields: unknown, callback?: Callback) => {
      pending.push(() => {
        callback?.({})
        return {}
      })
      return query
    },
    exec: (callback?: Callback) => {
      const results = pending.splice(0).map((run) => run())
      // Without placed rects, exec answers [] as it always did.
      callback?.(placed ? results : [])
      return query
    },
  }
  return query
}

/** Default behaviour of every API the tests rely on; reinstalled before each test. */
const implementations: Record<string, AnyFn> = {
  // A test gives the answers (see test/mocks/api.ts); one it forgot fails like a dead network, naming the call.
  request: (options: { url?: string; method?: string } = {}) =>
    Promise.reject({
      errMsg: `request:fail no mocked response for ${options.method ?? 'GET'} ${options.url}`,
    }),
  // An upload resolves like the mini-program's (a task promise); a test gives the answer with mockImplementationOnce.
  uploadFile: (options: { url?: string } = {}) =>
    Promise.reject({ errMsg: `uploadFile:fail no mocked response for ${options.url}` }),
  chooseImage: () => Promise.reject({ errMsg: 'chooseImage:fail cancel' }),
  showToast: ok('showToast'),
  hideToast: ok('hideToast'),
  showLoading: ok('showLoading'),
  hideLoading: ok('hideLoading'),
  showModal: () => Promise.resolve({ errMsg: 'showModal:ok', confirm: true, cancel: false }),
  // The learner closes the sheet unless a test picks an item (`mockResolvedValueOnce({ tapIndex })`).
  showActionSheet: () => Promise.reject({ errMsg: 'showActionSheet:fail cancel' }),
  navigateTo: ok('navigateTo'),
  redirectTo: ok('redirectTo'),
  switchTab: ok('switchTab'),
  navigateBack: ok('navigateBack'),
  reLaunch: ok('reLaunch'),
  getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
  setStorageSync: (key: string, value: unknown) => {
    storage.set(key, value)
  },
  removeStorageSync: (key: string) => {
    storage.delete(key)
  },
  clearStorageSync: () => {
    storage.clear()
  },
  getStorage: ({ key }: { key: string }) =>
    storage.has(key)
      ? Promise.resolve({ errMsg: 'getStorage:ok', data: storage.get(key) })
      : Promise.reject({ errMsg: 'getStorage:fail data not found' }),
  setStorage: ({ key, data }: { key: string; data: unknown }) => {
    storage.set(key, data)
    return Promise.resolve({ errMsg: 'setStorage:ok' })
  },
  removeStorage: ({ key }: { key: string }) => {
    storage.delete(key)
    return Promise.resolve({ errMsg: 'removeStorage:ok' })
  },
  getCurrentPages: () => pages,
  getCurrentInstance: () => ({ router, page: pages[pages.length - 1] ?? null, app: null }),
  getEnv: () => (isWeapp() ? 'WEAPP' : 'WEB'),
  getSystemInfoSync: () => systemInfo,
  getSystemInfo: () => Promise.resolve({ ...systemInfo, errMsg: 'getSystemInfo:ok' }),
  getWindowInfo: () => systemInfo,
  getMenuButtonBoundingClientRect: () => ({
    width: 87,
    height: 32,
    top: 24,
    bottom: 56,
    left: 278,
    right: 365,
  }),
  createSelectorQuery: () => selectorQuery(),
  nextTick: (callback: Callback) => {
    void Promise.resolve().then(callback)
  },
  pxTransform: (size: number) => `${size / 2}px`,
  pageScrollTo: ok('pageScrollTo'),
  setNavigationBarTitle: ok('setNavigationBarTitle'),
  onAppHide: (listener: Callback) => void appHideListeners.add(listener),
  offAppHide: (listener: Callback) => void appHideListeners.delete(listener),
  onNetworkStatusChange: (listener: Callback) => void networkListeners.add(listener),
  offNetworkStatusChange: (listener: Callback) => void networkListeners.delete(listener),
  stopPullDownRefresh: ok('stopPullDownRefresh'),
  // Used by the app, answered by the tests that need them (mockReturnValue / mockResolvedValue…); without an
  // answer they return undefined, as a bare jest.fn() does.
  setClipboardData: noAnswer,
  getImageInfo: noAnswer,
  downloadFile: noAnswer,
  openDocument: noAnswer,
  compressImage: noAnswer,
  getFileSystemManager: noAnswer,
  createVideoContext: noAnswer,
  // The exam attempt holds the native back (platform/leave-guard.weapp.ts; feature-detected there).
  enableAlertBeforeUnload: noAnswer,
  disableAlertBeforeUnload: noAnswer,
  // Used by NutUI's components.
  getDeviceInfo: noAnswer,
  getAppBaseInfo: noAnswer,
  createIntersectionObserver: noAnswer,
}

const apis: Record<string, jest.Mock> = {}
for (const [name, implementation] of Object.entries(implementations)) apis[name] = jest.fn(implementation)

// ---------------------------------------------------------------------------------------------- module

const ENV_TYPE = {
  WEAPP: 'WEAPP',
  WEB: 'WEB',
  RN: 'RN',
  SWAN: 'SWAN',
  ALIPAY: 'ALIPAY',
  TT: 'TT',
  QQ: 'QQ',
  JD: 'JD',
}

/** Keys that are not APIs, read as undefined: probed by Babel interop, Jest, React and pretty-format. */
const NOT_AN_API = /^(then|toJSON|asymmetricMatch|nodeType|tagName|constructor|mock|length|prototype)$|^[_$@]/

const target: Record<string | symbol, any> = {
  __esModule: true,
  ...apis,
  ...hooks,
  ENV_TYPE,
  Events,
  eventCenter,
  storageSnapshot,
  setCurrentPages,
  openPageAt,
  setRouter,
  triggerReachBottom,
  triggerPullDownRefresh,
  triggerDidShow,
  triggerPageScroll,
  triggerDidHide,
  triggerUnload,
  triggerAppHide,
  triggerNetworkStatusChange,
  appListenerCounts,
  setSelectorRect,
  resetTaroMock,
}
const fixedKeys = new Set(Object.keys(target))

const taroMock: Record<string, any> = new Proxy(target, {
  get(object, key) {
    if (key in object) return object[key]
    if (typeof key === 'symbol' || NOT_AN_API.test(key)) return undefined
    throw new Error(
      `test/mocks/taro.ts does not define Taro.${key}: add it to implementations there (with the behaviour the test needs)`
    )
  },
})
target.default = taroMock
fixedKeys.add('default')

/** Back to a clean Taro: called by test/setup.ts before each test. */
export function resetTaroMock(): void {
  for (const key of Object.keys(target)) {
    if (!fixedKeys.has(key)) delete target[key] // values a test assigned
  }
  for (const [name, fn] of Object.entries(apis)) {
    target[name] = fn // a test may have replaced it
    fn.mockReset()
    fn.mockImplementation(implementations[name])
  }
  storage.clear()
  pages = [...DEFAULT_PAGES]
  router = { ...DEFAULT_ROUTER }
  eventCenter.off()
  reachBottomHandlers.clear()
  pullDownHandlers.clear()
  didShowHandlers.clear()
  pageScrollHandlers.clear()
  didHideHandlers.clear()
  unloadHandlers.clear()
  appHideListeners.clear()
  networkListeners.clear()
  placedRects.clear()
}

// The module object itself is the Proxy (the ESM exports above give the tests their types).
module.exports = taroMock
