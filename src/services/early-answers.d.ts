// Type source for ./early-answers: the build (and Jest) picks early-answers.h5.ts or .weapp.ts by TARO_ENV.
import type { TransportAnswer } from './http'

/**
 * An answer to a GET that src/index.html's inline script started before the app's JavaScript had loaded (H5 only;
 * the mini-program has none).
 */
export interface EarlyAnswer {
  /** The answer as Taro's request resolves it; rejects when the request failed (no answer at all). */
  answer: Promise<TransportAnswer>
  /** When it was sent (performance.now()): the app's timeout counts from there. */
  started: number
  /** Stops the request (the app gave up waiting for it). */
  abort(): void
}

/**
 * The early answer to `GET url` with `query` (appended as Taro's H5 request appends it) sent with `token` (null:
 * none), handed over once: it is forgotten as it is taken,
 * so the next GET of the same address goes to the network. Null when there is none to take: none started, a
 * different token, a request that failed, an answer older than 10 s or a request unanswered after 15 s (the inline
 * script forgets those).
 */
export declare function takeEarlyAnswer(
  url: string,
  query: object | undefined,
  token: string | null
): EarlyAnswer | null
