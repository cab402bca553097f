import type { EarlyAnswer } from './early-answers.d'

/** The mini-program starts nothing before the app: every request is the app's own. */
export const EARLY_ANSWER_MAX_AGE_MS = 0

export function takeEarlyAnswer(_url: string, _token: string | null): EarlyAnswer | null {
  return null
}
