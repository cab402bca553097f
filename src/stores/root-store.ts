import { makeAutoObservable, runInAction } from 'mobx'
import { platform } from '@/platform'
import { getSystemConfig } from '@/services/api/system'
import { getMemberDetail } from '@/services/api/member'
import { credentials } from '@/services/credentials'
import { ConfigStore } from './config-store'
import { SessionStore } from './session-store'
import { MessagesStore } from './messages-store'
import { AuthStore } from './auth-store'
import { removeOneShotParams, withQuery } from '@/utils/url'

/** Pages where the boot does not interrupt with the after-login dialogs (the learner is mid-login there). */
const NO_BOOT_CHECKS = ['/login', '/login-password', '/bind-mobile', '/code-bind-mobile', '/auth/faceSuccess']

/** The one store of the app, created once and handed to pages through context. */
export class RootStore {
  readonly config = new ConfigStore()
  readonly session = new SessionStore()
  readonly messages = new MessagesStore()
  readonly auth: AuthStore = new AuthStore(this)
  /** The first config (and member) load has finished, well or badly. */
  booted = false
  private bootPromise: Promise<void> | null = null

  constructor() {
    makeAutoObservable<RootStore, 'bootPromise'>(this, {
      config: false,
      session: false,
      messages: false,
      auth: false,
      bootPromise: false,
    })
  }

  /**
   * Load the system config, and the member detail when a token exists (spec §2). Runs once; every page waits
   * for it. A failure is logged to the console only (spec §8) and the app goes on with the defaults.
   */
  boot(): Promise<void> {
    this.bootPromise ??= Promise.all([this.loadConfigAndMember(), this.auth.exchangeLoginCodeFromUrl()])
      .then(() => {
        const { path, query } = platform.currentLocation()
        if (this.session.user && !NO_BOOT_CHECKS.includes(path)) {
          // A binding the boot asks for ends where the learner was.
          this.auth.rememberRedirect(removeOneShotParams(withQuery(path, query)))
          this.auth.runChecks()
        }
      })
      .finally(() =>
        runInAction(() => {
          this.booted = true
        })
      )
    return this.bootPromise
  }

  /** Config and, with a token, the member detail, in parallel. */
  async loadConfigAndMember(): Promise<void> {
    const hasToken = credentials.getToken() !== null
    const [config, member] = await Promise.allSettled([
      // Silent: a failed boot is logged to the console only (spec §8). A 401 still logs the learner out.
      getSystemConfig({ silent: true }),
      hasToken ? getMemberDetail({ silent: true }) : Promise.resolve(null),
    ])
    if (config.status === 'fulfilled') {
      this.config.save(config.value)
      // Desktop browsers go to the PC site when there is one.
      const pcUrl = this.config.config.pc_url
      if (pcUrl && !platform.isMobile()) platform.openExternal(pcUrl)
    } else {
      console.error('系统初始化失败', config.reason)
    }
    if (member.status === 'fulfilled' && member.value) this.session.login(member.value)
    else if (member.status === 'rejected') console.error('系统初始化失败', member.reason)
  }

  /** Forget the learner everywhere (token, user, their counts). */
  logout(): void {
    this.session.logout()
    this.messages.reset()
  }
}
