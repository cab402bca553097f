import type { EarlyAnswer } from './early-answers.d'

declare global {
  interface Window {
    /**
     * The requests src/index.html's inline script started before the app's JavaScript had loaded (the config, the
     * member detail, the route's main answer), by `<address> <token>` (the token '' when none). It forgets a request
     * that failed, an answer 10 s after it came and a request unanswered after 15 s.
     */
    __meeduEarly?: Record<string, EarlyAnswer>
  }
}

export function takeEarlyAnswer(
  url: string,
  query: object | undefined,
  token: string | null
): EarlyAnswer | null {
  // The address as Taro's H5 request sends a GET (the query appended, each part URI-encoded).
  const params = Object.keys(query || {})
    .map(
      (name) =>
        encodeURIComponent(name) + '=' + encodeURIComponent(String((query as Record<string, unknown>)[name]))
    )
    .join('&')
  const key = (params ? url + '?' + params : url) + ' ' + (token || '')
  const started = window.__meeduEarly
  const entry = started && started[key]
  if (!entry) return null
  // Taken: the next GET of this address is the app's own.
  delete started[key]
  return entry
}
