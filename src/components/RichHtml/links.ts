import { navigateToAddress } from '@/navigation'
import { platform } from '@/platform'
import type { LinkTarget } from './link-target'

/** In-app addresses go through the app's navigation (unknown paths → error page); the rest leave the app. */
export function followLink(target: LinkTarget): void {
  if (target.kind === 'app') navigateToAddress(target.address)
  else platform.openExternal(target.url)
}

/** The container's classes: ours, then the caller's. */
export function containerClass(className: string | undefined): string {
  return className ? `rich-html ${className}` : 'rich-html'
}
