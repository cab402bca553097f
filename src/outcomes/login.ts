import { platform } from '@/platform'
import { goBack, redirect, redirectToAddress, relaunchToAddress } from '@/navigation'
import type { RootStore } from '@/stores'
import type { DialogChoice } from '@/stores/after-login-store'
import { startFaceVerification } from '@/stores/face-verification'
import type { LoginOutcome } from '@/stores/login'
import type { PasswordResetOutcome } from '@/stores/password-login'
import { toast } from '@/platform/toast'

/**
 * Where the learner goes after a flow. Stores return outcomes (done, needs-dialog, failed…); this module, beside
 * navigation.ts, is the one place that turns them into page changes, address-bar cleaning and reloads. What the
 * boot found is boot.ts: every page's first load carries it, while this file comes with the pages and
 * dialogs that use it.
 */

/** What the learner is told when a flow ends without going on. */
export const OUTCOME_TEXT = {
  noLoginCode: '登录信息已失效，请重新登录',
  passwordReset: '密码已重置，请使用新密码登录',
  faceVerifyFailed: '无法发起实名认证',
} as const

/** The app leaves the login screen 500 ms after a successful login. */
export const POST_LOGIN_DELAY_MS = 500

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * After a login on /login or /login-password. Done: 500 ms later, back to the page that sent the learner to
 * the login pages; or, when the app was opened on a login page (deep link, fresh tab, reload), to the redirect
 * target so a shared link survives. A refused token goes to the redirect target at once.
 */
export async function afterLogin(outcome: LoginOutcome): Promise<void> {
  if (outcome.kind === 'unauthorized') redirectToAddress(outcome.redirect)
  if (outcome.kind !== 'done') return
  await wait(POST_LOGIN_DELAY_MS)
  goBack({ pastLoginPages: true, orElse: () => redirectToAddress(outcome.redirect) })
}

/**
 * 忘记密码 done: 密码已重置，请使用新密码登录, and 密码登录 in its place with the number filled in (the login pages replace
 * each other), keeping where the login was to return to.
 */
export function afterPasswordReset(outcome: PasswordResetOutcome, redirectTo: string | undefined): void {
  toast(OUTCOME_TEXT.passwordReset)
  redirect('/login-password', { mobile: outcome.mobile, redirect: redirectTo })
}

/** After binding a mobile (either binding page): 500 ms later, start over from where the learner was going. */
export async function afterBinding(outcome: LoginOutcome): Promise<void> {
  if (outcome.kind === 'unauthorized') redirectToAddress(outcome.redirect)
  if (outcome.kind === 'no-login-code') toast(OUTCOME_TEXT.noLoginCode)
  if (outcome.kind !== 'done') return
  await wait(POST_LOGIN_DELAY_MS)
  relaunchToAddress(outcome.redirect)
}

/** The after-login dialog's buttons. */
export async function afterDialogChoice(root: RootStore, choice: DialogChoice | null): Promise<void> {
  if (!choice) return
  switch (choice.kind) {
    case 'bind-mobile':
      redirect('/bind-mobile', { redirect: choice.redirect })
      break
    case 'code-bind-mobile':
      redirect('/code-bind-mobile', { redirect: choice.redirect })
      break
    case 'face-verify':
      await startFaceVerificationAndLeave(root)
      break
    case 'logged-out':
      redirect('/member')
      break
  }
}

/**
 * 立即认证 (dialog or result page): the browser leaves for the provider, who sends it back to /auth/faceSuccess.
 * A refusal shows the server's reason (e.g. 当前学员已完成实人认证), or a plain one when it gave none.
 */
export async function startFaceVerificationAndLeave(root: RootStore): Promise<void> {
  const outcome = await startFaceVerification(root)
  if (outcome.kind === 'started') platform.openExternal(outcome.url)
  if (outcome.kind === 'refused') toast(outcome.reason ?? OUTCOME_TEXT.faceVerifyFailed)
}
