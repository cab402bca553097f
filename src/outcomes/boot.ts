import { platform } from '@/platform'
import type { BootOutcome } from '@/stores/root-store'
import type { LoginCodeOutcome } from '@/stores/login-code'
import { ONE_SHOT_PARAMS } from '@/utils/url'

/**
 * Where the learner goes after the boot (login.ts beside it has the other login flows): the address cleaned of a token or a
 * used social login code, a reload once the code is exchanged, the PC site for a desktop browser.
 */

/** A token in a shared address is never kept visible. Called before anything else at launch. */
export function dropTokenFromAddress(): void {
  platform.removeQueryParams(['token'])
}

/** The boot's findings: a social login code to finish, a desktop browser to send to the PC site. */
export function afterBoot(outcome: BootOutcome): void {
  afterLoginCode(outcome.loginCode)
  if (outcome.pcUrl && !platform.isMobile()) platform.openExternal(outcome.pcUrl)
}

function afterLoginCode(outcome: LoginCodeOutcome): void {
  if (outcome.kind === 'none') return
  platform.removeQueryParams(ONE_SHOT_PARAMS)
  // Exchanged: start again with the token and without the code, at the target the login kept when it had one.
  if (outcome.kind === 'logged-in') platform.reload(outcome.target ?? undefined)
}
