import { makeAutoObservable } from 'mobx'
import type { Member } from '@/services/api/types'
import { credentials } from '@/services/credentials'

/**
 * The session: who is logged in, and the only owner of the login token (and of the token parked while a
 * learner binds a mobile). Nothing else reads or writes them.
 *
 * The token lives in storage (MeEdu's own H5 and other tabs share it), so it is read from there every time; a
 * revision counter, bumped on every write, lets observers re-render when it changes.
 */
export class SessionStore {
  /** The member detail; logged in means there is one. */
  user: Member | null = null
  /** A 401 ended the session and the app is taking the learner to /login (the guard leaves it to that). */
  reloginPending = false
  private revision = 0

  constructor() {
    makeAutoObservable<SessionStore, 'revision'>(this, {
      revision: true,
      token: false,
      hasToken: false,
      parkedToken: false,
    })
  }

  get token(): string | null {
    void this.revision
    return credentials.getToken()
  }

  get hasToken(): boolean {
    return this.token !== null
  }

  /** The client's logged-in flag: a member detail has been loaded with the stored token. */
  get isLogin(): boolean {
    return this.user !== null
  }

  /** Keep the token a login call returned. */
  saveToken(token: string): void {
    credentials.setToken(token)
    this.revision++
  }

  /** The member detail arrived: the learner is logged in. */
  login(user: Member): void {
    this.user = user
  }

  /** Logout clears the user and removes the stored login token. */
  logout(): void {
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
