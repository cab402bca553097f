import { navigateToAddress, requireLogin } from '@/navigation'
import { platform } from '@/platform'
import type { LoginState } from '@/stores/session-store'
import { blockLink } from '@/utils/url'

/**
 * Follow a block's link: `http…`/`www…` leave the app (H5: the same tab; mini-program: the web-view page),
 * in-app paths navigate. With `session` (grid-nav: in-app links need a login) a visitor goes to the login page
 * first, which brings them back to that path. An empty or unsafe link does nothing.
 */
export function openBlockLink(href: string, { session }: { session?: LoginState } = {}): void {
  const target = blockLink(href, platform.appUrl(''))
  if (!target) return
  if (target.kind === 'external') platform.openExternal(target.url)
  else if (session && !session.loggedIn) requireLogin(target.address)
  else navigateToAddress(target.address)
}
