import { navigateToAddress, requireLogin } from '@/navigation'
import { platform } from '@/platform'
import { blockLink } from '@/utils/url'

/**
 * Follow a block's link: `http…`/`www…` leave the app (H5: the same tab; mini-program: the web-view page),
 * in-app paths navigate. With `needsLogin` (grid-nav) a learner who is not logged in goes to the login page
 * first, which brings them back to that path. An empty or unsafe link does nothing.
 */
export function openBlockLink(href: string, { needsLogin = false, loggedIn = false } = {}): void {
  const target = blockLink(href, platform.appUrl(''))
  if (!target) return
  if (target.kind === 'external') platform.openExternal(target.url)
  else if (needsLogin && !loggedIn) requireLogin(target.address)
  else navigateToAddress(target.address)
}
