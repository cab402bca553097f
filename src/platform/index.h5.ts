import Taro from '@tarojs/taro'
import type { AppLocation, KeyValueStorage, Platform } from './types'
import { parseQuery, stringifyQuery } from '@/utils/url'
import { findRoute } from '@/routes'
import { refusalNotice, resilientStorage } from './resilient-storage'
import { linkPullDownRefreshToPages } from './pull-down-refresh.h5'
import { announce } from './a11y.h5'

// MeEdu's own H5 keeps plain strings in localStorage. Taro's storage API wraps values in JSON on H5,
// so a learner moving from it would be logged out: use the Web Storage API directly. A browser that refuses
// writes (private mode, a full quota) keeps them in memory for the visit (resilient-storage.ts).
const storageRefused = refusalNotice()

function webStorage(store: () => Storage): KeyValueStorage {
  return resilientStorage(
    {
      get: (key) => store().getItem(key),
      set: (key, value) => store().setItem(key, value),
      remove: (key) => store().removeItem(key),
    },
    storageRefused.report
  )
}

const MOBILE_UA =
  /phone|pad|pod|iPhone|iPod|ios|iPad|Android|Mobile|BlackBerry|IEMobile|MQQBrowser|JUC|Fennec|wOSBrowser|BrowserNG|WebOS|Symbian|Windows Phone/i

// Taro's router announces each page it has shown (and the paths it cannot find).
let routerReady = false
const routerReadyPromise = new Promise<void>((resolve) => {
  const ready = () => {
    routerReady = true
    resolve()
  }
  Taro.eventCenter.once('__afterTaroRouterChange', ready)
  Taro.eventCenter.once('__taroRouterNotFound', ready)
})

// Taro H5 hides an open toast when the page changes; a toast that came with a redirect (请重新登录) would
// vanish at once. Show what is left of it again on the new page.
let lastToast: { message: string; until: number } | null = null
Taro.eventCenter.on('__afterTaroRouterChange', () => {
  const remaining = lastToast ? lastToast.until - Date.now() : 0
  if (lastToast && remaining > 200) {
    void Taro.showToast({ title: lastToast.message, icon: 'none', duration: remaining })
  }
})

/** `#/vod/detail?id=3` → { path: '/vod/detail', query: { id: '3' } } */
function readHash(): AppLocation {
  const hash = window.location.hash.replace(/^#/, '') || '/'
  const [path, search = ''] = hash.split('?')
  return { path: path || '/', query: parseQuery(search) }
}

/**
 * Taro's H5 router can lose a "back" pressed while the page being opened is still downloading its chunk: the
 * address then names one page while another, or none, is on screen. Some time after each history move, if the
 * page on screen is not the one the address names, the app opens the address afresh (at most once in 5 s).
 */
const SETTLE_MS = 1500
let lastRepair = 0
function repairLostBack(): void {
  const { path } = readHash()
  const route = findRoute(path)
  if (!route || route.path === '/error') return
  const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].filter(
    (page) => window.getComputedStyle(page).display !== 'none'
  )
  const top = shown[shown.length - 1]
  if (top && findRoute(top.id)?.path === route.path) return
  if (Date.now() - lastRepair < 5000) return
  lastRepair = Date.now()
  console.warn('页面与地址不一致，重新打开', path)
  window.location.reload()
}
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => setTimeout(repairLostBack, SETTLE_MS))
  linkPullDownRefreshToPages()
}

function onBackground(handler: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') handler()
  }
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', handler)
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('pagehide', handler)
  }
}

function onReconnect(handler: () => void): () => void {
  window.addEventListener('online', handler)
  return () => window.removeEventListener('online', handler)
}

export const platform: Platform = {
  name: 'h5',
  storage: webStorage(() => window.localStorage),
  session: webStorage(() => window.sessionStorage),
  onStorageRefused: storageRefused.listen,
  isMobile: () => MOBILE_UA.test(navigator.userAgent),
  isWechatBrowser: () => /micromessenger/i.test(navigator.userAgent),
  drawsOwnHeader: true,
  supportsSocialLogin: true,
  currentLocation: readHash,
  pushPage: (url) => void Taro.navigateTo({ url }),
  historyLength: () => window.history.length,
  appUrl: (target) => `${window.location.origin}${window.location.pathname}#${target}`,
  goBack: () => window.history.back(),
  openExternal: (url) => {
    window.location.href = url
  },
  openDownload: (url) => {
    const tab = window.open(url, '_blank')
    if (!tab) window.location.href = url
    return true
  },
  removeQueryParams: (keys) => {
    const { path, query } = readHash()
    if (!keys.some((key) => key in query)) return
    for (const key of keys) delete query[key]
    const search = stringifyQuery(query)
    const url = `${window.location.pathname}${window.location.search}#${path}${search ? `?${search}` : ''}`
    // Keep Taro's router state so going back still works.
    window.history.replaceState(window.history.state, '', url)
  },
  setQueryParams: (params) => {
    const { path, query } = readHash()
    if (Object.entries(params).every(([key, value]) => query[key] === value)) return
    const search = stringifyQuery({ ...query, ...params })
    const url = `${window.location.pathname}${window.location.search}#${path}${search ? `?${search}` : ''}`
    window.history.replaceState(window.history.state, '', url)
  },
  reload: (target) => {
    if (target) {
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${target}`)
    }
    window.location.reload()
  },
  whenRouterReady: () =>
    routerReady || Taro.getCurrentPages().length > 0 ? Promise.resolve() : routerReadyPromise,
  showToast: (message, durationMs) => {
    lastToast = { message, until: Date.now() + durationMs }
    void Taro.showToast({ title: message, icon: 'none', duration: durationMs })
    // Taro's toast is a plain box that screen readers do not notice: say it through the live region too. (Shown
    // again after a page change, above, it is not said again.)
    announce(message)
  },
  onPageNotFound: (handler) => {
    Taro.eventCenter.on('__taroRouterNotFound', (event: { path: string }) => handler(event.path))
  },
  onBackground,
  onReconnect,
}
