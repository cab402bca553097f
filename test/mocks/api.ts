/**
 * Answers for the mocked `Taro.request`, in the shapes the mini-program and Taro's H5 `request` resolve with.
 */
import Taro from '@tarojs/taro'

/* eslint-disable @typescript-eslint/no-explicit-any */

/** What src/services/http.ts hands to Taro.request. */
export interface SentRequest {
  url: string
  method: string
  data?: any
  header: Record<string, string>
  timeout?: number
  dataType?: string
}

export interface FakeResponse {
  statusCode: number
  data: unknown
  header?: Record<string, string>
  errMsg?: string
}

export const requestMock = Taro.request as unknown as jest.Mock<Promise<FakeResponse>, [SentRequest]>

/** HTTP 200 with MeEdu's success envelope. */
export const ok = (data: unknown): FakeResponse => ({ statusCode: 200, data: { code: 0, message: '', data } })

/** MeEdu's envelope with any code (HTTP 200 unless given). */
export const envelope = (
  code: number,
  message: string,
  data: unknown = [],
  statusCode = 200
): FakeResponse => ({
  statusCode,
  data: { code, message, data },
})

/** A bare HTTP answer (no envelope): an nginx error page, an empty body, … */
export const raw = (statusCode: number, data: unknown): FakeResponse => ({ statusCode, data })

export type Handler = (request: SentRequest) => FakeResponse | Promise<FakeResponse>

/** Calls that reached Taro.request without a route (each answered like a dead network). */
export const unmatched: string[] = []

/**
 * Answer by `METHOD /path` (path without the base URL and query): `{ 'GET /api/v2/member/messages': handler }`.
 * A value may be a response or a handler; an unknown call is rejected like a dead network and recorded.
 */
export function routeRequests(routes: Record<string, FakeResponse | Handler>): void {
  unmatched.length = 0
  requestMock.mockImplementation(async (request) => {
    const path = new URL(request.url, 'http://relative.invalid').pathname
    const key = `${request.method} ${path}`
    const route = routes[key]
    if (!route) {
      unmatched.push(key)
      throw { errMsg: `request:fail no route for ${key}` }
    }
    return typeof route === 'function' ? route(request) : route
  })
}

/** The calls sent so far, as `METHOD /path`. */
export function sentCalls(): string[] {
  return requestMock.mock.calls.map(
    ([request]) => `${request.method} ${new URL(request.url, 'http://relative.invalid').pathname}`
  )
}

export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(reason: unknown): void
}

/** A promise the test settles when it wants (to hold a response in flight). */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Let pending promise callbacks run (a few rounds, for chains of awaits). */
export async function flushPromises(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0))
}
