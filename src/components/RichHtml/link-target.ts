/** Where a tapped or clicked link in server HTML leads: inside the app, outside it, or nowhere (utils/url.ts). */
import { linkTarget, markupAddress, type LinkTarget } from '@/utils/url'

export type { LinkTarget }

/** A link of server HTML, read as the sanitiser reads it (markupAddress), then where it leads (linkTarget). */
export function classifyLink(href: string, appUrl = ''): LinkTarget | null {
  return linkTarget(markupAddress(href, 'href'), appUrl)
}
