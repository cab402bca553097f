import { makeAutoObservable } from 'mobx'
import type { Member } from '@/services/api/types'
import { credentials } from '@/services/credentials'
import { safeRedirect } from '@/utils/url'
import type { SystemConfig } from './config-store'
import type { RootStore } from './root-store'
import { Task } from './task'

export type AfterLoginDialogKind = 'bind-mobile' | 'code-bind-mobile' | 'face-verify'

/**
 * The after-login checks, in order: a required mobile binding comes first, then a required face
 * verification; null when the learner may go on.
 */
export function afterLoginCheck(config: SystemConfig, user: Member): AfterLoginDialogKind | null {
  if (config.member.enabled_mobile_bind_alert && !user.is_bind_mobile) return 'bind-mobile'
  if (config.member.enabled_face_verify === true && user.is_face_verify !== true) return 'face-verify'
  return null
}

/** What the learner chose on the dialog; src/outcomes.ts decides where that leads. */
export type DialogChoice =
  | { kind: 'bind-mobile'; redirect: string }
  | { kind: 'code-bind-mobile'; redirect: string }
  | { kind: 'face-verify' }
  | { kind: 'logged-out' }

/**
 * The blocking after-login dialog, app-wide so that any page (also at boot) can show it, and where the login
 * that raised it was going.
 */
export class AfterLoginStore {
  dialog: AfterLoginDialogKind | null = null
  /** Where the learner was going when the login started; kept through the binding pages. */
  redirect = '/'
  /** Starting a face verification (the dialog's button shows it and takes no second tap). */
  readonly faceStart = new Task()

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AfterLoginStore, 'root'>(this, { root: false, faceStart: false })
  }

  /** Where a binding or verification started now should end (in-app addresses only). */
  rememberRedirect(address: string | undefined): void {
    this.redirect = safeRedirect(address)
  }

  /** Shows the first after-login dialog that applies; true when none does (and the learner may go on). */
  runChecks(): boolean {
    const user = this.root.session.user
    if (!user) return false
    const dialog = afterLoginCheck(this.root.config.config, user)
    this.dialog = dialog
    if (dialog) return false
    credentials.clearFaceVerify()
    return true
  }

  /** A social login whose account has no mobile: the binding dialog, leading to /code-bind-mobile. */
  askForCodeBinding(redirect: string): void {
    this.redirect = safeRedirect(redirect)
    this.dialog = 'code-bind-mobile'
  }

  /** 立即绑定 / 立即认证. */
  confirm(): DialogChoice | null {
    const dialog = this.dialog
    if (dialog === 'face-verify') return { kind: 'face-verify' } // the dialog stays until the browser leaves
    this.dialog = null
    if (dialog === 'bind-mobile') {
      // Not logged in until the number is bound: /bind-mobile sends the parked token.
      this.root.session.parkTokenForBinding()
      return { kind: 'bind-mobile', redirect: this.redirect }
    }
    if (dialog === 'code-bind-mobile') return { kind: 'code-bind-mobile', redirect: this.redirect }
    return null
  }

  /** 退出登录 on any of the dialogs (the token, and one parked for a binding, logged out on the server too). */
  logout(): DialogChoice {
    this.dialog = null
    this.root.logout()
    return { kind: 'logged-out' }
  }
}
