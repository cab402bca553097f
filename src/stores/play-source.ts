import { classifyUrl } from '@/utils/url'

/** How a play address is shown: a video, an embedded page (`<iframe …>` snippet), or nothing usable. */
export type Source = { kind: 'video'; url: string } | { kind: 'embed'; url: string } | { kind: 'none' }

/** The `src` of an `<iframe …>` snippet, only when it is an http(s) address; otherwise null. */
export function embedAddress(snippet: string): string | null {
  const match = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(snippet)
  const raw = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().replace(/&amp;/g, '&')
  return classifyUrl(raw) === 'outside' ? raw : null
}

/**
 * What the player shows for one of the server's play addresses: an `<iframe …>` snippet (MeEdu's embedded
 * players) is embedded by its http(s) `src` only, never as markup; any other non-empty address is a video.
 */
export function playSource(url: string | undefined): Source {
  if (!url) return { kind: 'none' }
  if (/^\s*<iframe\b/i.test(url)) {
    const address = embedAddress(url)
    return address ? { kind: 'embed', url: address } : { kind: 'none' }
  }
  return { kind: 'video', url }
}
