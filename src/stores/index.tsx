import { createContext, useContext, type ReactNode } from 'react'
import { RootStore } from './root-store'

/**
 * Which state lives where. The class name says which: `…Store` app-wide, `…Screen` a screen's own.
 *
 * App-wide, in the RootStore (one instance, made in app.tsx, reached with `useStores()`):
 * - `config`      ConfigStore       the system config (defaults until the boot loads it)
 * - `session`     SessionStore      the member, the login token and the parked token (their only owner)
 * - `messages`    MessagesStore     the unread count on 个人中心 and the messages list
 * - `afterLogin`  AfterLoginStore   the blocking after-login dialog and where the login was going
 * - `progress`    ProgressStore     video progress reports, kept until the server acknowledges them
 * - `booted`                        the launch load has finished
 *
 * A screen's own, made with `useScreenStore(() => new X(...))` (created once, disposed when the page goes):
 * - SmsCodeFlow (/login, /bind-mobile, /code-bind-mobile), PasswordLoginScreen (/login-password),
 *   FaceResultScreen (/auth/faceSuccess), and every later screen store; a detail screen's data is a `Resource`,
 *   a list a `PagedList`; buttons that send something run through a `Task`.
 *
 * Stores never navigate: login flows (stores/login.ts) return outcomes and src/outcomes/ acts on them.
 */

export { RootStore }

const StoresContext = createContext<RootStore | null>(null)

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>
}

/** The root store of the nearest provider (the app's, or a fresh one a test provides). */
export function useStores(): RootStore {
  const store = useContext(StoresContext)
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it')
  return store
}
