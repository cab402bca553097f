import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { platform } from '@/platform'
import { logoutOnServer } from '@/services/api/auth'
import { getSystemConfig } from '@/services/api/system'
import type { RequestOptions } from '@/services/http'
import { findRoute } from '@/routes'
import { removeOneShotParams, withQuery } from '@/utils/url'
import { ConfigStore } from './config-store'
import { SessionStore } from './session-store'
import { MessagesStore } from './messages-store'
import { AfterLoginStore } from './after-login-store'
import { LazyProgressStore } from './progress-on-demand'
import { exchangeLoginCode, type LoginCodeOutcome } from './login-code'

/** What the boot found that the app acts on (src/outcomes/boot.ts): a social login code, the PC site. */
export interface BootOutcome {
  loginCode: LoginCodeOutcome
  pcUrl: string
}

/**
 * The one app-wide store, created once (app.tsx) and handed to pages through context (`useStores()`). It holds
 * what outlives a screen: the system config, the session, the messages badge and the after-login dialog.
 * Everything else belongs to a screen and is made with `useScreenStore` (see stores/index.tsx).
 */
export class RootStore {
  readonly config = new ConfigStore()
  readonly session = new SessionStore()
  readonly messages = new MessagesStore()
  readonly afterLogin: AfterLoginStore = new AfterLoginStore(this)
  /** Video progress reports, kept until the server acknowledges them (progress-queue.ts, loaded on demand). */
  readonly progress = new LazyProgressStore(platform.storage, () => this.session.user?.id ?? null)
  /** The first config (and member) load has finished, well or badly. */
  booted = false
  private bootPromise: Promise<BootOutcome> | null = null

  constructor() {
    makeAutoObservable<RootStore, 'bootPromise'>(this, {
      config: false,
      session: false,
      messages: false,
      afterLogin: false,
      progress: false,
      bootPromise: false,
    })
    // Whenever a learner is known (the boot's member detail, a login), what they left unsent goes out.
    reaction(
      () => this.session.user?.id ?? null,
      (userId) => {
        if (userId) void this.progress.flush()
      }
    )
  }

  /**
   * Runs once at launch; every page waits for it. Loads the config and member, exchanges a social login code
   * found in the address, then runs the after-login checks (except on the pages of a login in progress).
   */
  boot(): Promise<BootOutcome> {
    this.bootPromise ??= this.runBoot()
    return this.bootPromise
  }

  private async runBoot(): Promise<BootOutcome> {
    try {
      const [, loginCode] = await Promise.all([
        // A failed boot is logged to the console only; the app goes on with the defaults.
        this.loadConfigAndMember({ silent: true }).catch((error) => console.error('系统初始化失败', error)),
        exchangeLoginCode(this, platform.currentLocation()),
      ])
      const { path, query } = platform.currentLocation()
      if (this.session.user && !findRoute(path)?.loginStep) {
        // A binding the boot asks for ends where the learner was.
        this.afterLogin.rememberRedirect(removeOneShotParams(withQuery(path, query)))
        this.afterLogin.runChecks()
      }
      return { loginCode, pcUrl: this.config.config.pc_url }
    } finally {
      runInAction(() => {
        this.booted = true
      })
    }
  }

  /**
   * The system config and, with a token, the member detail, in parallel: at boot and after every login.
   * One rule for failures: a failed config keeps the one the app has (logged to the console); a failed member
   * detail rejects, and the caller decides (the boot logs it, a login is undone).
   */
  async loadConfigAndMember(memberOptions: RequestOptions): Promise<void> {
    const [config, member] = await Promise.allSettled([
      getSystemConfig({ silent: true }),
      this.session.loggedIn ? this.session.reloadMember(memberOptions) : Promise.resolve(null),
    ])
    if (config.status === 'fulfilled') this.config.save(config.value)
    else console.error('系统初始化失败', config.reason)
    if (member.status === 'rejected') throw member.reason
  }

  /**
   * The learner logs out (退出登录 on the profile or an after-login dialog, an account deletion, a login that could
   * not finish): forgotten here at once (token, a token parked for a binding, user, their counts), and the server
   * is told, so the token stops working there too (POST /api/v2/logout). Best effort: sent and never waited for,
   * silent, a 5 s limit; a failure changes nothing for the learner.
   */
  logout(): void {
    const tokens = new Set([this.session.token, this.session.parkedToken])
    this.session.clearParkedToken()
    this.forget()
    for (const token of tokens) if (token) void logoutOnServer(token).catch(() => undefined)
  }

  /** Forget the learner here only (token, user, their counts): the server refused the token already (a 401). */
  forget(): void {
    this.session.logout()
    this.messages.reset()
  }
}
