import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { platform } from '@/platform'
import { agreeToAgreements } from '@/services/api/member'
import type { Member } from '@/services/api/types'
import { credentials } from '@/services/credentials'
import { safeRedirect } from '@/utils/url'
import { AgreementMemory, type AgreementKind } from './agreement-memory'
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

/** What the learner chose on the dialog; src/outcomes/login.ts decides where that leads. */
export type DialogChoice =
  | { kind: 'bind-mobile'; redirect: string }
  | { kind: 'code-bind-mobile'; redirect: string }
  | { kind: 'face-verify' }
  | { kind: 'logged-out' }

/** What 同意 on the agreement dialog did: recorded (the dialog goes), failed (it stays), or already on its way. */
export type AgreeOutcome = 'agreed' | 'failed' | 'busy'

/**
 * The blocking after-login dialogs, app-wide so that any page (also at boot) can show them, and where the login
 * that raised them was going: first the agreements (4.9.27+, `agreementsDue`), then a required mobile binding or
 * face verification (`dialog`).
 */
export class AfterLoginStore {
  dialog: AfterLoginDialogKind | null = null
  /** Where the learner was going when the login started; kept through the binding pages. */
  redirect = '/'
  /** Starting a face verification (the dialog's button shows it and takes no second tap). */
  readonly faceStart = new Task()
  /** 同意 on the agreement dialog (处理中... while it runs; no second tap). */
  readonly agreeing = new Task()
  private readonly memory: AgreementMemory
  /** Bumped when the memory is written, so `agreementsDue` is asked again. */
  private memoryRevision = 0

  constructor(
    private readonly root: RootStore,
    memory: AgreementMemory = new AgreementMemory(platform.storage)
  ) {
    this.memory = memory
    makeAutoObservable<AfterLoginStore, 'root' | 'memory'>(this, {
      root: false,
      faceStart: false,
      agreeing: false,
      memory: false,
    })
    // Every member detail tells what the server recorded: a flag that is true ends what the device remembered
    // of an unrecorded 同意, so a later false (a new version) is asked for.
    reaction(
      () => this.root.session.user,
      (user) => {
        if (user?.agreements) this.memory.observe(user.id, user.agreements)
      }
    )
  }

  /**
   * The agreements the logged-in learner must still be asked to agree to (用户协议, 隐私政策): those the server
   * says are not agreed (`agreement_status`, 4.9.27+), less those agreed on this device that the server did not
   * record (no version published; see agreement-memory.ts). Empty on servers without `agreement_status`.
   * The dialog shows on every page but the login pages (components/AfterLoginDialog).
   */
  get agreementsDue(): AgreementKind[] {
    void this.memoryRevision
    const user = this.root.session.user
    if (!user?.agreements || !this.root.session.loggedIn) return []
    return this.memory.due(user.id, user.agreements)
  }

  /**
   * 同意: the consent is sent, then the member reloaded. A flag the server still says false (nothing published
   * of that type) is remembered as agreed on this device, so the dialog does not come back after every 同意;
   * then the other after-login checks run (bind a mobile, verify the face). A failure keeps the dialog.
   */
  async agree(): Promise<AgreeOutcome> {
    const result = await this.agreeing.run(async (): Promise<AgreeOutcome> => {
      try {
        await agreeToAgreements()
        const member = await this.root.session.reloadMember({ silent: true })
        if (member && typeof member === 'object' && member.agreements) {
          this.memory.agreedUnrecorded(member.id, member.agreements)
          runInAction(() => this.memoryRevision++)
        }
      } catch {
        return 'failed'
      }
      this.runChecks()
      return 'agreed'
    })
    return result ?? 'busy'
  }

  /** Where a binding or verification started now should end (in-app addresses only). */
  rememberRedirect(address: string | undefined): void {
    this.redirect = safeRedirect(address)
  }

  /**
   * Shows the first after-login dialog that applies; true when none does (and the learner may go on). Agreements
   * still due come first: they show on the next page that is not a login page, and 同意 runs these checks again.
   */
  runChecks(): boolean {
    const user = this.root.session.user
    if (!user) return false
    if (this.agreementsDue.length > 0) {
      this.dialog = null
      return true
    }
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

  /**
   * 退出登录 on any of the dialogs, and 不同意 on the agreement dialog (the token, and one parked for a binding,
   * logged out on the server too).
   */
  logout(): DialogChoice {
    this.dialog = null
    this.root.logout()
    return { kind: 'logged-out' }
  }
}
