import Taro from '@tarojs/taro'
import { platform } from '@/platform'
import { serverClock } from '@/utils/server-clock'
import { takeEarlyAnswer, type EarlyAnswer } from './early-answers'

/**
 * The one wrapper around Taro.request. It knows MeEdu's envelope and error rules and nothing about stores or
 * pages: what to do on "log in again", "not found" and how to toast are injected by configureHttp().
 */

export const HTTP_TIMEOUT_MS = 15000

type ApiErrorKind =
  'business' | 'unauthorized' | 'not-found' | 'http' | 'network' | 'timeout' | 'bad-response'

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** Envelope code, or the HTTP status for transport errors (0 when there was no response). */
    readonly code: number,
    readonly data?: unknown,
    /** What the server said, '' when it said nothing (the message then is our own fallback). */
    readonly serverMessage: string = '',
    /** The HTTP status of the answer (0 when there was none). */
    readonly httpStatus: number = 0
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The server says the thing (or the endpoint) does not exist: HTTP 404 or envelope code 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'not-found'
}

/** What MeEdu's exception handler says, with HTTP 200 and code 404, for a route it does not have. */
export const ROUTE_MISSING_MESSAGE = '路由不存在'

/**
 * MeEdu itself says it has no such route: HTTP 200, envelope code 404, `路由不存在` (a removed route, or one behind
 * the closed `deprecated.api` switch). Definitive, unlike an HTTP 404 from a proxy or `资源不存在` (a missing
 * course on a route that exists). services/server-api.ts switches a feature on it.
 */
export function isRouteMissing(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'not-found' &&
    error.httpStatus === 200 &&
    error.serverMessage === ROUTE_MISSING_MESSAGE
  )
}

export const MESSAGES = {
  relogin: '请重新登录',
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  badResponse: '服务器返回了无法识别的数据，请稍后重试',
  notFound: '请求的内容不存在',
  forbidden: '没有访问权限（403）',
  tooManyRequests: '请求太频繁，请稍后再试（429）',
  server: (status: number) => `服务器繁忙（${status}），请稍后重试`,
  fallback: '请求失败，请稍后重试',
} as const

/** What the learner reads when a proxy or web server answers with an error page instead of the API's JSON. */
function httpErrorMessage(status: number): string {
  if (status === 403) return MESSAGES.forbidden
  if (status === 429) return MESSAGES.tooManyRequests
  return MESSAGES.server(status)
}

export interface HttpHooks {
  getToken(): string | null
  /** Clear the session and send the learner to /login with a redirect back. Called once per episode. */
  onUnauthorized(): void | Promise<void>
  /** A page's primary resource does not exist (HTTP 404 or envelope code 404): show the error page. */
  onNotFound(): void
  toast(message: string): void
}

interface HttpSettings {
  baseUrl: string
  hooks: HttpHooks
}

let settings: HttpSettings = {
  baseUrl: '',
  hooks: {
    getToken: () => null,
    onUnauthorized: () => undefined,
    onNotFound: () => undefined,
    toast: () => undefined,
  },
}

/**
 * An address a browser opens by itself (a download), which cannot send the Authorization header: the login token
 * the requests carry goes in its query (`token=`, as jwt-auth reads it). Null when no one is logged in.
 */
export function withLoginToken(url: string): string | null {
  const token = settings.hooks.getToken()
  if (!token) return null
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`
}

export function configureHttp(next: HttpSettings): void {
  settings = { ...next, baseUrl: next.baseUrl.replace(/\/+$/, '') }
  unauthorizedInFlight = null
  lastEpisode = null
}

export interface RequestOptions {
  /** No UI for failures (no toast, no error page); the caller decides. A 401 still logs out. */
  silent?: boolean
  /**
   * The page's primary resource (the course of a course page, the first page of a list): when it does not exist
   * (404) the learner sees the error page. Any other call's 404 is a toast, and the learner stays on the page.
   */
  primary?: boolean
  /**
   * Reject a 401 without the global "log in again" handling (the login flow handles its own 401).
   */
  ownUnauthorized?: boolean
  /** A 404 (either kind) comes back to the caller untold (no toast, no error page); other failures as usual. */
  quietNotFound?: boolean
  /**
   * MeEdu's `路由不存在` (see isRouteMissing) comes back to the caller untold: services/server-api.ts then asks the
   * other generation's route. Any other 404 is told as usual.
   */
  quietRouteMissing?: boolean
  /** Send this token instead of the stored one (null: none). */
  token?: string | null
  /**
   * Business refusals (a code other than 0) with one of these messages come back untold: the caller has a better
   * answer to them (search's `搜索服务未配置` falls back to the title search).
   */
  quietMessages?: readonly string[]
  /** Give up sooner than HTTP_TIMEOUT_MS (a call nobody waits for: the logout's). */
  timeoutMs?: number
  /**
   * A refusal's text in the learner's words, by what the server said: MeEdu answers some refusals in English
   * (a rule without a Chinese message; services/api/codes.ts names them). The error keeps the server's own text
   * as `serverMessage`.
   */
  serverMessages?: Readonly<Record<string, string>>
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

let unauthorizedInFlight: Promise<void> | null = null
/**
 * The last "log in again" episode: the token its 401 came with, and the stored token once it was handled. Until
 * the stored token changes (a new login), later 401s for that same token belong to it.
 */
let lastEpisode: { sentToken: string | null; storedAfter: string | null } | null = null

function handleUnauthorized(sentToken: string | null, usedStoredToken: boolean): void {
  if (unauthorizedInFlight) return
  const stored = settings.hooks.getToken()
  // A stored token that has since been cleared or replaced: its episode was handled already.
  if (usedStoredToken && sentToken !== null && sentToken !== stored) return
  // Any token already answered 401 (the parked one while binding a mobile, say), with no login since.
  if (lastEpisode && lastEpisode.sentToken === sentToken && lastEpisode.storedAfter === stored) return
  settings.hooks.toast(MESSAGES.relogin)
  // Called synchronously: the session is cleared before this request's rejection reaches anyone, so nothing
  // renders or sends again with the old token in between.
  let outcome: void | Promise<void>
  try {
    outcome = settings.hooks.onUnauthorized()
  } catch {
    outcome = undefined
  }
  lastEpisode = { sentToken, storedAfter: settings.hooks.getToken() }
  unauthorizedInFlight = Promise.resolve(outcome)
    .catch(() => undefined)
    .finally(() => {
      unauthorizedInFlight = null
    })
}

function isEnvelope(body: unknown): body is { code: unknown; message?: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && 'code' in body
}

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** What a transport hands back: the HTTP status, the body (parsed JSON or text) and the headers it could read. */
export interface TransportAnswer {
  statusCode: number
  data: unknown
  header?: Record<string, unknown>
}

/**
 * The answer's `Date` sets the server clock (utils/server-clock). The mini-program reads every header; in H5 the
 * browser shows `Date` only when the API sends `Access-Control-Expose-Headers: Date` (Taro H5 lower-cases names).
 */
function noteServerDate(header: Record<string, unknown> | undefined): void {
  if (!header || typeof header !== 'object') return
  const name = Object.keys(header).find((key) => key.toLowerCase() === 'date')
  if (name) serverClock.noteDateHeader(header[name])
}

/**
 * Runs one exchange with the API by MeEdu's rules: the headers (Accept, the token), then the answer read as an
 * envelope with every failure named and told once. `transport` does the sending: Taro.request here, and
 * Taro.uploadFile in ./http-upload.ts (kept apart so the upload code loads only with the page that uploads).
 */
export async function exchange<T>(
  options: RequestOptions,
  extraHeader: Record<string, string>,
  transport: (
    url: (path: string) => string,
    header: Record<string, string>,
    token: string | null
  ) => Promise<TransportAnswer>
): Promise<T> {
  const token = options.token !== undefined ? options.token : settings.hooks.getToken()
  const header: Record<string, string> = { Accept: 'application/json', ...extraHeader }
  if (token) header.Authorization = `Bearer ${token}`
  const fail = failer(options)
  let response: TransportAnswer
  try {
    response = await transport((path) => `${settings.baseUrl}${path}`, header, token)
  } catch (error) {
    return fail(transportError(error))
  }
  noteServerDate(response.header)
  return settle<T>(response.statusCode, parseBody(response.data), token, options, fail)
}

/**
 * The `meedu-platform` header: MeEdu labels login records and agreement consents with it (`APP` when it is
 * missing). Sent on every call that changes something, which the browser preflights anyway for its JSON body;
 * a GET keeps to the headers a browser sends without a preflight.
 */
export const PLATFORM_HEADER = { h5: 'H5', weapp: 'MINI' } as const

function request<T>(method: Method, path: string, data?: object, options: RequestOptions = {}): Promise<T> {
  const extraHeader: Record<string, string> =
    method === 'GET'
      ? {}
      : { 'content-type': 'application/json', 'meedu-platform': PLATFORM_HEADER[platform.name] }
  const timeout = options.timeoutMs ?? HTTP_TIMEOUT_MS
  return exchange<T>(options, extraHeader, (url, header, token) => {
    const send = () =>
      Taro.request<string | Record<string, unknown>>({
        url: url(path),
        method,
        data: data as Record<string, unknown> | undefined,
        header,
        timeout,
        dataType: 'json',
      })
    const early = method === 'GET' ? takeEarlyAnswer(url(path), data, token) : null
    return early ? adoptEarly(early, timeout, send) : send()
  })
}

/**
 * A GET that src/index.html started before the app had loaded (H5), taken over instead of sent again: its answer
 * goes through the same reading as the app's own. The timeout counts from when it was sent; a request that
 * failed without an answer is sent again, as the app's own.
 */
function adoptEarly(
  early: EarlyAnswer,
  timeout: number,
  send: () => Promise<TransportAnswer>
): Promise<TransportAnswer> {
  return new Promise<TransportAnswer>((resolve, reject) => {
    let timedOut = false
    const timer = setTimeout(
      () => {
        timedOut = true
        early.abort()
        reject({ errMsg: 'request:fail timeout' })
      },
      early.started + timeout - performance.now()
    )
    early.answer
      .then(resolve, () => {
        if (!timedOut) send().then(resolve, reject)
      })
      .finally(() => clearTimeout(timer))
  })
}

/** Rejects with the error, told as a toast unless the call is silent (a 401 has its own telling). */
function failer(options: RequestOptions): (error: ApiError) => never {
  return (error) => {
    const expected = error.kind === 'business' && options.quietMessages?.includes(error.serverMessage)
    if (!options.silent && !expected && error.kind !== 'unauthorized') settings.hooks.toast(error.message)
    throw error
  }
}

/** A failed transport (no answer at all): a timeout or a network error, in the learner's words. */
function transportError(error: unknown): ApiError {
  const text = String(
    (error as { errMsg?: string; message?: string })?.errMsg ?? (error as Error)?.message ?? ''
  )
  return /timeout|timed out|超时|abort/i.test(text)
    ? new ApiError(MESSAGES.timeout, 'timeout', 0)
    : new ApiError(MESSAGES.network, 'network', 0)
}

/** An answer, read by MeEdu's rules: the envelope's data, or the right ApiError (told, unless silent). */
function settle<T>(
  status: number,
  body: unknown,
  token: string | null,
  options: RequestOptions,
  fail: (error: ApiError) => never
): T {
  /** 404: the error page for a primary resource; a toast (or nothing, when silent) for anything else. */
  const notFound = (serverMessage: string): never => {
    const error = new ApiError(
      serverMessage || MESSAGES.notFound,
      'not-found',
      404,
      undefined,
      serverMessage,
      status
    )
    if (options.quietNotFound || (options.quietRouteMissing && isRouteMissing(error))) throw error
    if (!options.primary) return fail(error)
    if (!options.silent) settings.hooks.onNotFound()
    throw error
  }

  if (status === 401 || (isEnvelope(body) && body.code === 401)) {
    const message =
      isEnvelope(body) && typeof body.message === 'string' && body.message ? body.message : MESSAGES.relogin
    if (!options.ownUnauthorized) handleUnauthorized(token, options.token === undefined)
    throw new ApiError(message, 'unauthorized', 401)
  }
  const serverMessage = isEnvelope(body) && typeof body.message === 'string' ? body.message : ''
  // MeEdu answers a missing course with HTTP 200 and code 404; a web server in front of it with HTTP 404.
  if (status === 404 || (isEnvelope(body) && body.code === 404)) return notFound(serverMessage)
  if (!isEnvelope(body)) {
    return fail(
      status >= 400
        ? new ApiError(httpErrorMessage(status), 'http', status)
        : new ApiError(MESSAGES.badResponse, 'bad-response', status)
    )
  }
  if (body.code === 0) return body.data as T
  const code = typeof body.code === 'number' ? body.code : -1
  const named = options.serverMessages
  const key = serverMessage.trim()
  const told = named && Object.prototype.hasOwnProperty.call(named, key) ? named[key] : serverMessage
  return fail(new ApiError(told || MESSAGES.fallback, 'business', code, body.data, serverMessage, status))
}

/**
 * An answer a reader (`api/*.ts`) cannot make sense of, although the envelope was fine: told as a non-JSON answer
 * is (服务器返回了无法识别的数据…, unless silent) and thrown, so the screen shows its error state, never zeros.
 */
export function unreadableAnswer(options: RequestOptions = {}): never {
  return failer(options)(new ApiError(MESSAGES.badResponse, 'bad-response', 200))
}

/**
 * A refusal a reader (`api/*.ts`) has to make although the envelope was fine (hand pay answering the instructions
 * for an order that is paid already): told as the server's own refusal would be (unless silent) and thrown as a
 * business error, so the screen treats it as one.
 */
export function refusedAnswer(message: string, options: RequestOptions = {}): never {
  return failer(options)(new ApiError(message, 'business', 1))
}

export const http = {
  get: <T>(path: string, query?: object, options?: RequestOptions) => request<T>('GET', path, query, options),
  post: <T>(path: string, body?: object, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: object, options?: RequestOptions) =>
    request<T>('PUT', path, body ?? {}, options),
  delete: <T>(path: string, body?: object, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
}
