import type { EarlyAnswer } from './early-answers.d'

/** The mini-program starts nothing before the app: every request is the app's own. */
export function takeEarlyAnswer(
  _url: string,
  _query: object | undefined,
  _token: string | null
): EarlyAnswer | null {
  return null
}
