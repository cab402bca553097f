import { configureHttp } from '@/services/http'
import { platform } from '@/platform'
import { installKeyboardActivation } from '@/platform/a11y'
import { currentAddress, redirect, requireLogin, toErrorPage } from '@/navigation'
import { afterBoot, dropTokenFromAddress } from '@/outcomes/boot'
import { toast } from '@/platform/toast'
import type { RootStore } from '@/stores'

/** What the learner is told, once a visit, when storage refuses to keep the login (and what else it holds). */
export const STORAGE_REFUSED_TEXT = {
  h5: '浏览器禁止保存数据，本次登录不会被记住',
  weapp: '存储空间不足，本次登录不会被记住',
} as const
const STORAGE_REFUSED_TOAST_MS = 3000

/** The API base URL, fixed at build time (TARO_APP_API_URL, defaults in .env.*). */
const API_BASE_URL = (process.env.TARO_APP_API_URL ?? '').replace(/\/+$/, '')

/** Wire the HTTP client to the session and navigation, and start the boot. Called once by app.tsx. */
export function setupApp(root: RootStore): Promise<void> {
  // H5: Enter and Space work our own controls (role button, checkbox, link, tab…) as a tap does.
  installKeyboardActivation()
  configureHttp({
    baseUrl: API_BASE_URL,
    hooks: {
      getToken: () => root.session.token,
      onUnauthorized: async () => {
        const target = currentAddress()
        // The server refused the token: nothing to tell it.
        root.forget()
        root.session.setReloginPending(true)
        try {
          // A 401 can beat the first page (boot calls); Taro drops a redirect issued before a page has loaded.
          await platform.whenRouterReady()
          requireLogin(target, 'redirect')
        } finally {
          root.session.setReloginPending(false)
        }
      },
      onNotFound: toErrorPage,
      toast,
    },
  })
  platform.onPageNotFound(() => redirect('/error'))
  // Progress reports that failed while offline go out as soon as the network is back.
  platform.onReconnect(() => void root.progress.flush())
  // Refused writes are kept in memory for the visit; the learner hears once that the login will not last.
  platform.onStorageRefused(() =>
    platform.showToast(STORAGE_REFUSED_TEXT[platform.name], STORAGE_REFUSED_TOAST_MS)
  )
  return bootApp(root)
}

const launches = new WeakMap<RootStore, Promise<void>>()

/**
 * Resolves in a task of its own, after the one running now: in H5 the entry's code and Taro's router (which starts
 * the first page) finish their task, the browser may paint and answer a tap, and the boot's work runs after.
 * Where there is no MessageChannel (the mini-program), right after the current code.
 */
function afterThisTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return Promise.resolve()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * The launch, once per app: a token in the address is dropped at once; the boot (its requests, built through
 * Taro's request) starts in the next task; its findings (a social login code, the PC site) are acted on when it
 * ends.
 */
export function bootApp(root: RootStore): Promise<void> {
  let launch = launches.get(root)
  if (!launch) {
    dropTokenFromAddress()
    launch = afterThisTask()
      .then(() => root.boot())
      .then(afterBoot)
    launches.set(root, launch)
  }
  return launch
}
