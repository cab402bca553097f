import { configureHttp } from '@/services/http'
import { platform } from '@/platform'
import { currentAddress, redirect, toErrorPage, toLogin } from '@/navigation'
import { afterBoot, dropTokenFromAddress } from '@/outcomes'
import { toast } from '@/utils/toast'
import type { RootStore } from '@/stores'

/** The API base URL, fixed at build time (TARO_APP_API_URL, defaults in .env.*). */
const API_BASE_URL = (process.env.TARO_APP_API_URL ?? '').replace(/\/+$/, '')

/** Wire the HTTP client to the session and navigation, and start the boot. Called once by app.tsx. */
export function setupApp(root: RootStore): Promise<void> {
  configureHttp({
    baseUrl: API_BASE_URL,
    hooks: {
      getToken: () => root.session.token,
      onUnauthorized: async () => {
        const target = currentAddress()
        root.logout()
        root.session.setReloginPending(true)
        try {
          // A 401 can beat the first page (boot calls); Taro drops a redirect issued before a page has loaded.
          await platform.whenRouterReady()
          toLogin(target)
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
  return bootApp(root)
}

const launches = new WeakMap<RootStore, Promise<void>>()

/**
 * The launch, once per app: a token in the address is dropped at once; the boot's findings (a social login
 * code, the PC site) are acted on when it ends.
 */
export function bootApp(root: RootStore): Promise<void> {
  let launch = launches.get(root)
  if (!launch) {
    dropTokenFromAddress()
    launch = root.boot().then(afterBoot)
    launches.set(root, launch)
  }
  return launch
}
