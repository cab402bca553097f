import { ApiError } from '@/services/http'
import { bindMobile, loginByMobile, loginByPassword, registerWithSocialite } from '@/services/api/auth'
import { credentials } from '@/services/credentials'
import { platform } from '@/platform'
import { socialLoginUrl, type SocialProvider } from '@/utils/social-login'
import { safeRedirect } from '@/utils/url'
import type { RootStore } from './root-store'

/**
 * What happens around a login, whichever way it came (SMS, password, binding): keep the token, load config and
 * member, run the after-login checks. The login pages load this file; the return from a social login is
 * login-code.ts, the face verification face-verification.ts (both on any page). Each function returns an
 * outcome; where the learner goes next is decided by src/outcomes/login.ts, never here.
 */
export type LoginOutcome =
  /** Logged in, every check passed: go on to `redirect`. */
  | { kind: 'done'; redirect: string }
  /** Logged in, but an after-login dialog is showing (bind a mobile, verify the face). */
  | { kind: 'needs-dialog' }
  /** The new token was refused while loading the member (401): the token is gone; go to `redirect`. */
  | { kind: 'unauthorized'; redirect: string }
  /** Something failed and the learner was told (a toast); stay and let them try again. */
  | { kind: 'failed' }
  /** A social-login binding whose login code is gone (used, or another tab finished it): log in again. */
  | { kind: 'no-login-code' }

/** After a login call returned a token: store it, load config and member detail, then run the checks. */
export async function completeLogin(
  root: RootStore,
  token: string,
  redirect: string | undefined
): Promise<LoginOutcome> {
  const target = safeRedirect(redirect)
  root.afterLogin.rememberRedirect(target)
  root.session.saveToken(token)
  try {
    // A 401 here is the login's own business, not the app-wide "log in again".
    await root.loadConfigAndMember({ ownUnauthorized: true })
  } catch (error) {
    // Without the member the login is not complete: no half-logged-in state with a stored token. The HTTP
    // layer told the learner why (network, timeout…). A token the server refused is only forgotten; one it gave
    // and we drop is logged out there too.
    const refused = error instanceof ApiError && error.kind === 'unauthorized'
    if (refused) root.forget()
    else root.logout()
    return refused ? { kind: 'unauthorized', redirect: target } : { kind: 'failed' }
  }
  return root.afterLogin.runChecks() ? { kind: 'done', redirect: target } : { kind: 'needs-dialog' }
}

/** SMS login (an unknown mobile is registered by the server). Rejects when the server refuses the code. */
export async function loginWithSms(root: RootStore, mobile: string, code: string, redirect?: string) {
  const { token } = await loginByMobile({ mobile, mobile_code: code })
  return completeLogin(root, token, redirect)
}

/** Password login. Rejects when the server refuses the password. */
export async function loginWithPassword(
  root: RootStore,
  mobile: string,
  password: string,
  redirect?: string
) {
  const { token } = await loginByPassword({ mobile, password })
  return completeLogin(root, token, redirect)
}

/** /bind-mobile: binds the number to the account of the parked token, which then becomes the login. */
export async function bindParkedAccount(
  root: RootStore,
  mobile: string,
  code: string,
  redirect?: string
): Promise<LoginOutcome> {
  const token = root.session.parkedToken ?? root.session.token
  await bindMobile({ mobile, mobile_code: code }, token)
  if (!token) return { kind: 'failed' }
  root.session.clearParkedToken()
  return completeLogin(root, token, redirect)
}

/** /code-bind-mobile: a social login whose account has no user yet; binding the mobile creates the login. */
export async function bindSocialAccount(
  root: RootStore,
  mobile: string,
  code: string,
  redirect?: string
): Promise<LoginOutcome> {
  const loginCode = credentials.getLoginCode()
  if (!loginCode) return { kind: 'no-login-code' }
  const { token } = await registerWithSocialite({ code: loginCode, mobile, mobile_code: code })
  credentials.clearLoginCode()
  root.session.clearParkedToken()
  return completeLogin(root, token, redirect)
}

/**
 * Where the browser goes for a QQ or WeChat login from /login: a target too long for MeEdu's return address is kept
 * on the device under a short key (utils/social-login.ts), restored by `exchangeLoginCode` (login-code.ts) when the learner is back.
 */
export function socialLoginAddress(root: RootStore, provider: SocialProvider, redirect: string): string {
  return socialLoginUrl({
    apiUrl: root.config.config.url,
    provider,
    redirect,
    appUrl: platform.appUrl,
    keepTarget: credentials.keepLoginReturn,
  })
}
