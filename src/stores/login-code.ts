import { exchangeLoginCode as exchangeCode } from '@/services/api/auth'
import { credentials } from '@/services/credentials'
import type { AppLocation } from '@/platform'
import {
  RETURN_KEY_PARAM,
  isLoginCodeReturn,
  removeOneShotParams,
  safeRedirect,
  withQuery,
} from '@/utils/url'
import type { RootStore } from './root-store'

// The return from a QQ or WeChat login, which the boot handles on any page (the rest of a login is in login.ts,
// which only the login pages load).

export type LoginCodeOutcome =
  /** No social login code in the address. */
  | { kind: 'none' }
  /**
   * Exchanged: the token is stored; the page must load again without the code, at `target` when the login kept
   * one on the device (a short return address), else where it is.
   */
  | { kind: 'logged-in'; target: string | null }
  /** The account needs a mobile first: the binding dialog is showing. */
  | { kind: 'needs-binding' }
  /** Already exchanged in this session, or refused (the server's message was shown): drop the code. */
  | { kind: 'spent' }

/**
 * A page opened with `login_code` and `action=login` (back from a social login) exchanges the code, once per
 * code. A code whose account needs a mobile is kept for /code-bind-mobile behind the bind-mobile dialog.
 */
export async function exchangeLoginCode(root: RootStore, location: AppLocation): Promise<LoginCodeOutcome> {
  const { path, query } = location
  if (!isLoginCodeReturn(query)) return { kind: 'none' }
  const code = query.login_code
  if (!credentials.claimLoginCode(code)) return { kind: 'spent' }
  // A short return address names the real target, kept on the device when the login started.
  const kept = query[RETURN_KEY_PARAM] ? credentials.takeLoginReturn(query[RETURN_KEY_PARAM]) : null
  const target = kept === null ? null : safeRedirect(kept)
  try {
    const result = await exchangeCode(code)
    if (result.success && result.token) {
      root.session.saveToken(result.token)
      return { kind: 'logged-in', target }
    }
    if (result.action === 'bind_mobile') {
      credentials.setLoginCode(result.code || code)
      // After binding, the learner goes on to the page the social login was for.
      root.afterLogin.askForCodeBinding(target ?? removeOneShotParams(withQuery(path, query)))
      return { kind: 'needs-binding' }
    }
    return { kind: 'none' }
  } catch {
    return { kind: 'spent' } // the HTTP layer showed the server's message (e.g. 已过期)
  }
}
