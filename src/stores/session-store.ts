import { makeAutoObservable, runInAction } from 'mobx'
import { getMemberDetail } from '@/services/api/member'
import type { Member } from '@/services/api/types'
import { credentials } from '@/services/credentials'
import type { RequestOptions } from '@/services/http'

/**
 * The session: who is logged in, and the only owner of the login token (and of the token parked while a
 * learner binds a mobile). Nothing else reads or writes them.
 *
 * The token lives in storage (MeEdu's own H5 and other tabs share it), so it is read from there every time; a
 * revision counter, bumped on every write, lets observers re-render when it changes. The session is also the one
 * owner of the member detail and of reloading it (`reloadMember`).
 */
/** What a rule needs of the session to tell a visitor from a learner: `loggedIn`, read from the session itself. */
export type LoginState = Pick<SessionStore, 'loggedIn'>

export class SessionStore {
  /**
   * Who is logged in: the member detail. It arrives after the token (the boot, a login, a reload) and may fail
   * to, so it says who the learner is, never whether they are logged in (that is `loggedIn`).
   */
  user: Member | null = null
  /** A 401 ended the session and the app is taking the learner to /login (the guard leaves it to that). */
  reloginPending = false
  private revision = 0
  /** Bumped by every change of member (a reload asked for, a login, a logout): an older reload's answer is dropped. */
  private memberGeneration = 0

  constructor() {
    makeAutoObservable<SessionStore, 'revision' | 'memberGeneration'>(this, {
      revision: true,
      memberGeneration: false,
      token: false,
      loggedIn: false,
      parkedToken: false,
    })
  }

  /**
   * Logged in: a login token is stored. The one answer to "is the learner logged in?" (the guard, a protected
   * tap, what a visitor sees). The token rather than the member detail: the token is what the guard checks and
   * every request carries, and it is there from the first render; the detail arrives later (the boot, a login)
   * and a failed load of it leaves a learner whose requests still work. Read from storage every time: another
   * tab or a 401 may have removed it.
   */
  get loggedIn(): boolean {
    return this.token !== null
  }

  /**
   * The login token itself: only for the HTTP wiring (app-setup.ts) and the addresses that carry it (payment,
   * binding). Whether the learner is logged in is `loggedIn`.
   */
  get token(): string | null {
    void this.revision
    return credentials.getToken()
  }

  /** Keep the token a login call returned. */
  saveToken(token: string): void {
    credentials.setToken(token)
    this.revision++
  }

  /** The member is known (set directly: the app itself loads it with `reloadMember`). */
  login(user: Member): void {
    this.memberGeneration++
    this.user = user
  }

  /**
   * The member detail again, the one way to reload it (the account changed, a purchase, a page shown again, a
   * face verification confirmed). The newest ask wins: an answer to an older reload, or one that comes after a
   * login or logout meanwhile, is dropped. Rejects when it could not be loaded; the session keeps the member it had.
   */
  async reloadMember(options?: RequestOptions): Promise<Member> {
    const generation = ++this.memberGeneration
    const member = await getMemberDetail(options)
    // A malformed answer (no object) keeps the member the app has.
    if (generation === this.memberGeneration && member && typeof member === 'object')
      runInAction(() => {
        this.user = member
      })
    return member
  }

  /** Logout clears the user and removes the stored login token. */
  logout(): void {
    this.memberGeneration++
    this.user = null
    credentials.clearToken()
    this.revision++
  }

  /**
   * A learner who must bind a mobile first is not logged in yet: the token moves to the temporary key, where
   * the binding call finds it, and the session ends until the number is bound.
   */
  parkTokenForBinding(): void {
    const token = this.token
    if (token) credentials.setTmpToken(token)
    this.logout()
  }

  get parkedToken(): string | null {
    void this.revision
    return credentials.getTmpToken()
  }

  clearParkedToken(): void {
    credentials.clearTmpToken()
    this.revision++
  }

  setReloginPending(pending: boolean): void {
    this.reloginPending = pending
  }
}
