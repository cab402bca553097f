import Taro from '@tarojs/taro'
import type { KeyValueStorage, Platform } from './types'
import { findRoute, pageUrl, type RoutePath } from '@/routes'
import { parseQuery, safeDecode } from '@/utils/url'
import { refusalNotice, resilientStorage } from './resilient-storage'

// setStorageSync throws when the mini-program's storage is full: those values stay in memory for the visit.
const storageRefused = refusalNotice()
const taroStorage: KeyValueStorage = resilientStorage(
  {
    get: (key) => {
      const value: unknown = Taro.getStorageSync(key)
      return typeof value === 'string' && value !== '' ? value : null
    },
    set: (key, value) => Taro.setStorageSync(key, value),
    remove: (key) => Taro.removeStorageSync(key),
  },
  storageRefused.report
)

// A mini-program has no session storage; memory lasts exactly as long as the app's session.
const memory = new Map<string, string>()
const memoryStorage: KeyValueStorage = {
  get: (key) => memory.get(key) ?? null,
  set: (key, value) => void memory.set(key, value),
  remove: (key) => void memory.delete(key),
}

const PAGE_STACK_LIMIT = 10
/** A forward move this close to the stack's end replaces the current page. */
const STACK_HEADROOM = 2

function onBackground(handler: () => void): () => void {
  Taro.onAppHide(handler)
  return () => Taro.offAppHide(handler)
}

function onReconnect(handler: () => void): () => void {
  const listener = (status: { isConnected: boolean }) => {
    if (status.isConnected) handler()
  }
  Taro.onNetworkStatusChange(listener)
  return () => Taro.offNetworkStatusChange(listener)
}

export const platform: Platform = {
  name: 'weapp',
  storage: taroStorage,
  session: memoryStorage,
  onStorageRefused: storageRefused.listen,
  isMobile: () => true,
  isWechatBrowser: () => false,
  drawsOwnHeader: false,
  supportsSocialLogin: false,
  currentLocation: () => {
    const pages = Taro.getCurrentPages()
    const page = pages[pages.length - 1]
    if (!page) return { path: '/', query: {} }
    const route = findRoute(page.route ?? '')
    const query: Record<string, string> = {}
    for (const [key, value] of Object.entries(page.options ?? {})) {
      if (typeof value === 'string') query[key] = safeDecode(value)
    }
    return { path: route?.path ?? '/', query }
  },
  pushPage: (url) => {
    if (Taro.getCurrentPages().length >= PAGE_STACK_LIMIT - STACK_HEADROOM) void Taro.redirectTo({ url })
    else void Taro.navigateTo({ url })
  },
  historyLength: () => Taro.getCurrentPages().length + 1,
  appUrl: () => '',
  goBack: () => void Taro.navigateBack(),
  openExternal: (url) => platform.pushPage(pageUrl('/webview', { url })),
  openDownload: () => false,
  removeQueryParams: () => undefined,
  setQueryParams: () => undefined,
  reload: (target) => {
    const [targetPath, search = ''] = (target ?? '').split('?')
    const known = target ? findRoute(targetPath) : undefined
    const { path, query } = known
      ? { path: known.path, query: parseQuery(search) }
      : platform.currentLocation()
    void Taro.reLaunch({ url: pageUrl(path as RoutePath, query) })
  },
  whenRouterReady: () => Promise.resolve(),
  showToast: (message, durationMs) =>
    void Taro.showToast({ title: message, icon: 'none', duration: durationMs }),
  onPageNotFound: () => undefined,
  onBackground,
  onReconnect,
}
