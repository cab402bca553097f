import type { TransportAnswer } from './http'
import type { EarlyAnswer } from './early-answers.d'

/**
 * The requests src/index.html's inline script starts before the app's JavaScript has loaded (the config, the
 * member detail, the route's main answer), as it leaves them in `window.__meeduEarly`.
 */
interface EarlyRequest {
  url: string
  token: string | null
  started: number
  /** Set once the answer (status and body) is in. */
  answered?: number
  /** Set when the request failed without an answer. */
  failed?: boolean
  answer: Promise<TransportAnswer>
  abort?: () => void
}

declare global {
  interface Window {
    __meeduEarly?: EarlyRequest[]
  }
}

/**
 * An answer in hand this long is still the page's: the app asks for it as soon as its first screen is drawn
 * (seconds, on a slow phone). Older, it is asked again.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000

/** A request still without an answer this long after it was sent is the app's to send again. */
const PENDING_MAX_AGE_MS = 15_000

export function takeEarlyAnswer(url: string, token: string | null): EarlyAnswer | null {
  const started = typeof window === 'undefined' ? undefined : window.__meeduEarly
  if (!Array.isArray(started)) return null
  const index = started.findIndex((entry) => entry && entry.url === url && entry.token === token)
  if (index < 0) return null
  // Taken (or found useless): the next GET of this address is the app's own.
  const [entry] = started.splice(index, 1)
  const now = performance.now()
  if (entry.failed || typeof entry.answer?.then !== 'function') return null
  if (
    entry.answered !== undefined
      ? now - entry.answered > EARLY_ANSWER_MAX_AGE_MS
      : now - entry.started > PENDING_MAX_AGE_MS
  )
    return null
  return {
    answer: entry.answer,
    started: entry.started,
    abort: () => entry.abort?.(),
  }
}
