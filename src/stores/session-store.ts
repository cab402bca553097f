import { makeAutoObservable } from 'mobx'
import type { Member } from '@/services/api/types'
import { credentials } from '@/services/credentials'

/** Login state (spec §3): a logged-in flag and the user. The token itself lives in storage. */
export class SessionStore {
  isLogin = false
  user: Member | null = null
  /** A 401 ended the session and the app is taking the learner to /login (the guard leaves it to that). */
  reloginPending = false

  constructor() {
    // hasToken reads storage, which MobX cannot observe: never cache it.
    makeAutoObservable(this, { hasToken: false })
  }

  get hasToken(): boolean {
    // Read through storage each time: a 401 or another tab may have removed it.
    return credentials.getToken() !== null
  }

  /** Login sets the flag and stores the user. */
  login(user: Member): void {
    this.user = user
    this.isLogin = true
  }

  /** Logout clears the flag and the user and removes the stored login token. */
  logout(): void {
    this.user = null
    this.isLogin = false
    credentials.clearToken()
  }

  setReloginPending(pending: boolean): void {
    this.reloginPending = pending
  }

  /** Keep the token a login call returned. */
  saveToken(token: string): void {
    credentials.setToken(token)
  }
}
