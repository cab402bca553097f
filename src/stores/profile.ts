import { makeAutoObservable, runInAction } from 'mobx'
import { platform } from '@/platform'
import type { ImagePlatform } from '@/platform/image'
import { bindSocialWithCode, destroyAccount, setNickname, unbindSocial } from '@/services/api/account'
import type { Member, SocialApp } from '@/services/api/types'
import { credentials } from '@/services/credentials'
import { socialEntry, visibleSocialProviders } from '@/utils/social-login'
import { withQuery } from '@/utils/url'
import { AvatarUpload } from './avatar-upload'
import { Resource } from './resource'
import type { RootStore } from './root-store'
import { Task } from './task'

/** A question the profile asks before it acts. */
export type ProfileConfirm = { kind: 'unbind'; app: SocialApp } | { kind: 'destroy' } | { kind: 'logout' }

/**
 * The longest nickname MeEdu can store: its column is varchar(24), in characters; a longer one fails in SQL and the
 * server answers only 错误 (meedu-api.md §4, sample 23).
 */
export const NICKNAME_MAX = 24

/** A nickname's length as MySQL counts it: characters (an emoji is one), not UTF-16 units. */
export const nicknameLength = (value: string): number => [...value.trim()].length

export type NicknameResult =
  /** Saved; the member detail was asked for again. */
  | 'done'
  /** Nothing typed (spaces only count as nothing); the dialog stays open. */
  | 'empty'
  /** Longer than NICKNAME_MAX: nothing is sent, the dialog keeps what was typed. */
  | 'too-long'
  /** The nickname can be set once only, and it was. */
  | 'already-set'
  /** The server refused it (and said why); the dialog keeps what was typed. */
  | 'failed'
  /** A save is already on its way. */
  | 'busy'

export type ConfirmResult =
  | { kind: 'unbound'; app: SocialApp }
  /** The account is marked for deletion and the learner is logged out. */
  | { kind: 'destroyed' }
  | { kind: 'logged-out' }
  /** The server refused (and said why); the learner stays as they were. */
  | { kind: 'failed' }
  /** Nothing was asked, or the answer is already on its way. */
  | { kind: 'none' }

export type SocialReturn =
  /** No social return in the address. */
  | { kind: 'none' }
  /** The code was bound to this learner. */
  | { kind: 'bound' }
  /** This code was already used in this session (a reload, a second tab): nothing sent. */
  | { kind: 'spent' }
  /** The server refused the code and said why. */
  | { kind: 'failed' }
  /** The provider or the server sent the learner back with this message (`login_err_msg` / `error`). */
  | { kind: 'error'; message: string }

/** What the profile reads from its address: a social bind coming back. */
export interface ProfileQuery {
  login_code?: string
  action?: string
  login_err_msg?: string
  error?: string
}

/** The query keys of a social bind's return, dropped from the address once read. */
export const SOCIAL_RETURN_PARAMS = ['login_code', 'action', 'login_err_msg', 'error'] as const

/** `13800138000` → `138****8000`; anything shorter than 7 characters as it is. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return mobile
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
}

/**
 * /member/profile: the member detail (asked for again every time the page shows), the avatar, the one-time
 * nickname, social binding (and its return), and the account's exits (deletion, logout) behind a confirmation.
 * Every sending action runs once at a time; results are outcomes the page turns into words and page changes.
 */
export class ProfileScreen {
  readonly member: Resource<Member>
  readonly avatar: AvatarUpload
  readonly nicknameSave = new Task()
  /** Bind (with a code) and unbind. */
  readonly socialSend = new Task()
  readonly destroySend = new Task()
  nicknameOpen = false
  nicknameInput = ''
  confirming: ProfileConfirm | null = null

  constructor(
    private readonly root: RootStore,
    images?: ImagePlatform
  ) {
    this.member = new Resource(() => root.session.reloadMember())
    this.avatar = new AvatarUpload(() => this.refresh(), images)
    makeAutoObservable<ProfileScreen, 'root'>(this, {
      root: false,
      member: false,
      avatar: false,
      nicknameSave: false,
      socialSend: false,
      destroySend: false,
    })
  }

  /** The learner as last loaded (the boot's detail until this page's own arrives). */
  get user(): Member | null {
    return this.root.session.user
  }

  /**
   * The page's content appeared: the member detail, once. Not left to the first show: when the boot ends after
   * the page has shown (slow network), the content mounts after that show and its show hook never hears of it.
   */
  open(): Promise<void> {
    if (!this.root.session.loggedIn) return Promise.resolve()
    return this.member.load()
  }

  /** The page shown again: the detail again once the first one is in (nothing while it is on its way). */
  shown(): Promise<void> {
    if (!this.root.session.loggedIn) return Promise.resolve()
    return this.member.refresh()
  }

  /** The member detail again now (重新加载, after every change). */
  refresh(): Promise<void> {
    if (!this.root.session.loggedIn) return Promise.resolve()
    return this.member.reload()
  }

  // ---------------------------------------------------------------------------------------------- social

  /** The social rows: QQ outside WeChat, WeChat inside its browser, each when enabled; none in the mini-program. */
  get socialApps(): SocialApp[] {
    return visibleSocialProviders({
      supportsSocialLogin: platform.supportsSocialLogin,
      inWechatBrowser: platform.isWechatBrowser(),
      socialites: this.root.config.config.socialites,
    })
  }

  isBound(app: SocialApp): boolean {
    const user = this.user
    if (!user) return false
    return app === 'qq' ? user.is_bind_qq : user.is_bind_wechat
  }

  /**
   * Where the browser goes to bind `app`: it comes back here with `login_code` and `action=bind` on success, with
   * `login_err_msg` on failure.
   */
  bindAddress(app: SocialApp): string {
    const back = platform.appUrl('/member/profile')
    return withQuery(socialEntry(this.root.config.config.url, app), {
      s_url: back,
      f_url: back,
      action: 'bind',
    })
  }

  /**
   * Back from a social bind: a message in the address is the failure's; a `login_code` with `action=bind` is
   * bound to this learner, once per code in this session.
   */
  async handleSocialReturn(query: ProfileQuery): Promise<SocialReturn> {
    const message = query.login_err_msg || query.error
    if (message) return { kind: 'error', message }
    const code = query.login_code
    if (!code || query.action !== 'bind') return { kind: 'none' }
    if (!credentials.claimLoginCode(code)) return { kind: 'spent' }
    const result = await this.socialSend.run(async (): Promise<SocialReturn> => {
      try {
        await bindSocialWithCode(code)
      } catch {
        return { kind: 'failed' }
      }
      await this.refresh()
      return { kind: 'bound' }
    })
    return result ?? { kind: 'spent' }
  }

  // -------------------------------------------------------------------------------------------- nickname

  get canSetNickname(): boolean {
    return !this.user?.is_set_nickname
  }

  /** 昵称 tapped: opens the dialog, or says it was set already. */
  openNickname(): 'opened' | 'already-set' {
    if (!this.canSetNickname) return 'already-set'
    this.nicknameOpen = true
    return 'opened'
  }

  setNicknameInput(value: string): void {
    this.nicknameInput = value
  }

  closeNickname(): void {
    if (this.nicknameSave.running) return
    this.nicknameOpen = false
    this.nicknameInput = ''
  }

  /** Characters typed (as the server counts them), for the dialog's N/24. */
  get nicknameLength(): number {
    return nicknameLength(this.nicknameInput)
  }

  get nicknameTooLong(): boolean {
    return this.nicknameLength > NICKNAME_MAX
  }

  async saveNickname(): Promise<NicknameResult> {
    if (!this.canSetNickname) return 'already-set'
    const nickName = this.nicknameInput.trim()
    if (!nickName) return 'empty'
    if (this.nicknameTooLong) return 'too-long'
    const result = await this.nicknameSave.run(async (): Promise<NicknameResult> => {
      try {
        await setNickname(nickName)
      } catch {
        return 'failed'
      }
      runInAction(() => {
        this.nicknameOpen = false
        this.nicknameInput = ''
      })
      await this.refresh()
      return 'done'
    })
    return result ?? 'busy'
  }

  // -------------------------------------------------------------------------------------------- password

  /** 修改密码 needs a bound mobile (the reset code is sent to it). */
  get passwordNeedsMobile(): boolean {
    return !this.user?.is_bind_mobile
  }

  // ------------------------------------------------------------------------------------ confirmations

  ask(question: ProfileConfirm): void {
    this.confirming = question
  }

  cancelConfirm(): void {
    if (this.confirmBusy) return
    this.confirming = null
  }

  get confirmBusy(): boolean {
    return this.socialSend.running || this.destroySend.running
  }

  /** The learner said yes to what was asked. */
  async confirm(): Promise<ConfirmResult> {
    const question = this.confirming
    if (!question) return { kind: 'none' }
    switch (question.kind) {
      case 'logout':
        this.confirming = null
        this.root.logout()
        return { kind: 'logged-out' }
      case 'unbind': {
        const result = await this.socialSend.run(async (): Promise<ConfirmResult> => {
          try {
            await unbindSocial(question.app)
          } catch {
            this.closeQuestion(question)
            return { kind: 'failed' }
          }
          this.closeQuestion(question)
          await this.refresh()
          return { kind: 'unbound', app: question.app }
        })
        return result ?? { kind: 'none' }
      }
      case 'destroy': {
        const result = await this.destroySend.run(async (): Promise<ConfirmResult> => {
          try {
            await destroyAccount()
          } catch {
            this.closeQuestion(question)
            return { kind: 'failed' }
          }
          this.closeQuestion(question)
          this.root.logout()
          return { kind: 'destroyed' }
        })
        return result ?? { kind: 'none' }
      }
    }
  }

  private closeQuestion(question: ProfileConfirm): void {
    runInAction(() => {
      if (this.confirming === question) this.confirming = null
    })
  }

  dispose(): void {
    this.confirming = null
  }
}
