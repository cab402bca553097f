import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import { platform } from '@/platform'
import { ApiError } from '@/services/http'
import { exchangeLoginCode, startFaceVerify } from '@/services/api/auth'
import { getMemberDetail } from '@/services/api/member'
import { getSystemConfig } from '@/services/api/system'
import { credentials } from '@/services/credentials'
import { redirectTo, reLaunch } from '@/navigation'
import { findRoute } from '@/routes'
import { ONE_SHOT_PARAMS, removeOneShotParams, safeRedirect, withQuery } from '@/utils/url'
import { toast } from '@/utils/toast'
import { afterLoginCheck, type AfterLoginDialogKind } from './after-login'
import type { RootStore } from './root-store'

/** Spec §9: the app leaves the login screen 500 ms after a successful login. */
export const POST_LOGIN_DELAY_MS = 500
export const FACE_VERIFY_FAILED = '无法发起实名认证'
const LOGIN_PAGES = ['/login', '/login-password', '/bind-mobile', '/code-bind-mobile']

/** The address carries a social login code still to be exchanged by the boot. */
export function hasLoginCodeInAddress(): boolean {
  const { query } = platform.currentLocation()
  return Boolean(query.login_code) && query.action === 'login'
}

/**
 * Everything that happens around a login, whichever way it came (SMS, password, social code, binding):
 * keep the token, load config and member, run the after-login checks, show their dialog, leave the login
 * pages. The dialog is app-wide state so that any page (also at boot) can show it.
 */
export class AuthStore {
  dialog: AfterLoginDialogKind | null = null
  faceVerifyStarting = false
  /** Where the learner was going when the login started; kept through the binding pages. */
  redirect = '/'

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AuthStore, 'root'>(this, { root: false })
  }

  /**
   * After a login call returned a token: store it, load config and member detail, then run the checks.
   * Resolves true when the learner is logged in and may go on (the caller leaves the page).
   */
  async completeLogin(token: string, redirect: string): Promise<boolean> {
    this.redirect = safeRedirect(redirect)
    credentials.setToken(token)
    try {
      const [config, user] = await Promise.all([
        getSystemConfig({ silent: true }).catch(() => null),
        // A 401 here is the login's own business: clear the token and go where the learner was going.
        getMemberDetail({ ownUnauthorized: true }),
      ])
      if (config !== null) this.root.config.save(config)
      this.root.session.login(user)
    } catch (error) {
      // Without the member the login is not complete: no half-logged-in state with a stored token. The HTTP
      // layer told the learner why (network, timeout…); a 401 goes where the learner was going.
      this.root.logout()
      if (error instanceof ApiError && error.kind === 'unauthorized') redirectTo(safeRedirect(redirect))
      return false
    }
    return this.runChecks()
  }

  /** Shows the first after-login dialog that applies; true when none does. */
  runChecks(): boolean {
    const user = this.root.session.user
    if (!user) return false
    const dialog = afterLoginCheck(this.root.config.config, user)
    this.dialog = dialog
    if (dialog) return false
    credentials.clearFaceVerify()
    return true
  }

  /**
   * Leave the login pages after 500 ms: back to the page that sent the learner here, or, when the app was
   * opened on a login page (deep link, fresh tab, reload), to the redirect target so a shared link survives.
   */
  leaveLoginPages(redirect: string): Promise<void> {
    return new Promise((resolve) => {
      setTimeout(() => {
        const pages = Taro.getCurrentPages()
        let loginPagesOnTop = 0
        for (let index = pages.length - 1; index >= 0; index--) {
          const route = findRoute(pages[index]?.route ?? pages[index]?.path ?? '')
          if (!route || !LOGIN_PAGES.includes(route.path)) break
          loginPagesOnTop++
        }
        if (loginPagesOnTop > 0 && pages.length > loginPagesOnTop)
          void Taro.navigateBack({ delta: loginPagesOnTop })
        else redirectTo(safeRedirect(redirect))
        resolve()
      }, POST_LOGIN_DELAY_MS)
    })
  }

  /** Where a binding or verification started now should end (in-app paths only). */
  rememberRedirect(target: string): void {
    this.redirect = safeRedirect(target)
  }

  /** 立即绑定 / 立即认证 on the dialog. */
  confirmDialog(): void {
    const dialog = this.dialog
    if (dialog === 'face-verify') {
      // The dialog stays until the browser leaves for the provider, so a failure can be retried.
      void this.startFaceVerification()
      return
    }
    this.dialog = null
    if (dialog === 'bind-mobile') {
      // Park the token: /bind-mobile sends it as the temporary token, and the learner is not logged in
      // until the number is bound.
      const token = credentials.getToken()
      if (token) credentials.setTmpToken(token)
      credentials.clearToken()
      this.root.session.logout()
      redirectTo(withQuery('/bind-mobile', { redirect: this.redirect }))
    } else if (dialog === 'code-bind-mobile') {
      redirectTo(withQuery('/code-bind-mobile', { redirect: this.redirect }))
    }
  }

  /** 退出登录 on either dialog: log out and go to the personal centre. */
  logoutFromDialog(): void {
    this.dialog = null
    credentials.clearTmpToken()
    this.root.logout()
    redirectTo('/member')
  }

  /** Starts face verification and sends the learner to the provider, who returns to /auth/faceSuccess. */
  async startFaceVerification(): Promise<void> {
    if (this.faceVerifyStarting) return
    this.faceVerifyStarting = true
    try {
      // The mini-program cannot be a return address: "PC" asks the server for its own result page.
      const result = await startFaceVerify(platform.appUrl('/auth/faceSuccess') || 'PC')
      credentials.setFaceVerify(result.biz_token, result.rule_id)
      platform.openExternal(result.url)
    } catch (error) {
      toast(error instanceof ApiError && error.serverMessage ? error.serverMessage : FACE_VERIFY_FAILED)
    } finally {
      runInAction(() => {
        this.faceVerifyStarting = false
      })
    }
  }

  /**
   * A page opened with `login_code` and `action=login` (back from a social login) exchanges the code, once
   * per code. Success stores the token and reloads without the parameters; a code whose account needs a
   * mobile is kept for /code-bind-mobile behind the bind-mobile dialog.
   */
  async exchangeLoginCodeFromUrl(): Promise<void> {
    const { path, query } = platform.currentLocation()
    // A token in a shared address is never kept visible.
    if (query.token) platform.removeQueryParams(['token'])
    const code = query.login_code
    if (!code || query.action !== 'login') return
    if (!credentials.claimLoginCode(code)) {
      platform.removeQueryParams(ONE_SHOT_PARAMS)
      return
    }
    try {
      const result = await exchangeLoginCode(code)
      if (result.success === 1 && result.token) {
        credentials.setToken(result.token)
        platform.removeQueryParams(ONE_SHOT_PARAMS)
        platform.reload()
      } else if (result.action === 'bind_mobile') {
        // After binding, the learner goes on to the page the social login returned to.
        this.redirect = safeRedirect(removeOneShotParams(withQuery(path, query)))
        credentials.setLoginCode(result.code || code)
        platform.removeQueryParams(ONE_SHOT_PARAMS)
        runInAction(() => {
          this.dialog = 'code-bind-mobile'
        })
      }
    } catch {
      // The HTTP layer showed the server's message (e.g. 已过期); drop the dead parameters.
      platform.removeQueryParams(ONE_SHOT_PARAMS)
    }
  }

  /** After binding a mobile (either way): the token is the real one now; go on to where the learner was going. */
  async finishBinding(token: string, redirect: string): Promise<void> {
    credentials.clearTmpToken()
    const ok = await this.completeLogin(token, redirect)
    if (ok) {
      await new Promise((resolve) => setTimeout(resolve, POST_LOGIN_DELAY_MS))
      reLaunch(safeRedirect(redirect))
    }
  }
}
