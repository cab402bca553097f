import { configureHttp } from '@/services/http'
import { credentials } from '@/services/credentials'
import { platform } from '@/platform'
import { ERROR_PATH } from '@/routes'
import { currentTarget, redirectTo, toErrorPage, toLogin } from '@/navigation'
import { toast } from '@/utils/toast'
import type { RootStore } from '@/stores'

/** The API base URL, fixed at build time (TARO_APP_API_URL, defaults in .env.*). */
export const API_BASE_URL = (process.env.TARO_APP_API_URL ?? '').replace(/\/+$/, '')

/** Wire the HTTP client to the store and navigation, and start the boot. Called once by app.tsx. */
export function setupApp(root: RootStore): void {
  configureHttp({
    baseUrl: API_BASE_URL,
    hooks: {
      getToken: credentials.getToken,
      onUnauthorized: async () => {
        const target = currentTarget()
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
  platform.onPageNotFound(() => redirectTo(ERROR_PATH))
  void root.boot()
}
