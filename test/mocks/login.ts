/**
 * Helpers for the login tests (test/unit/login-*.test.ts, test/component/login-*.test.tsx): where the learner
 * is (both builds), a fake MeEdu auth API, a config with the login switches, fake-timer friendly settling.
 */
import { act } from '@testing-library/react'
import { findRoute, pageOf } from '@/routes'
import { credentials } from '@/services/credentials'
import type { Member } from '@/services/api/types'
import { ok, routeRequests, type FakeResponse, type Handler, type SentRequest } from './api'
import { makeMember } from './app'
import { setCurrentPages } from './taro'

/* eslint-disable @typescript-eslint/no-explicit-any */

export const ENV = process.env.TARO_ENV as 'h5' | 'weapp'
export const onH5 = ENV === 'h5'
export const describeH5 = onH5 ? describe : describe.skip
export const describeWeapp = onH5 ? describe.skip : describe
export const itH5 = onH5 ? it : it.skip
export const itWeapp = onH5 ? it.skip : it

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47'
export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'

export function useUserAgent(agent: string): void {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(agent)
}

/**
 * Put the learner on `path` with `query` (H5: the hash; weapp: the page options, URL-encoded as the
 * mini-program hands them), with the spec paths in `below` under it in the page stack.
 */
export function visit(path: string, query: Record<string, string> = {}, below: string[] = []): void {
  const options = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, encodeURIComponent(v)]))
  const page = (spec: string) => pageOf(findRoute(spec)!)
  setCurrentPages([
    ...below.map((spec) => ({ route: page(spec), options: {} })),
    { route: page(path), options },
  ])
  if (onH5) {
    const search = new URLSearchParams(query).toString()
    window.location.hash = `#${path}${search ? `?${search}` : ''}`
  }
}

export const API_URL = 'https://api.test.local'
export const USER_PROTOCOL = 'https://www.test.local/protocol/user'
export const PRIVATE_PROTOCOL = 'https://www.test.local/protocol/private'

/** A raw system config as GET /api/v2/other/config answers, with the login switches. */
export function loginConfig(
  options: {
    qq?: number
    wechat_oauth?: number
    bindAlert?: number
    faceVerify?: boolean | number
  } = {}
): Record<string, unknown> {
  return {
    url: API_URL,
    user_protocol: USER_PROTOCOL,
    user_private_protocol: PRIVATE_PROTOCOL,
    socialites: { qq: options.qq ?? 0, wechat_oauth: options.wechat_oauth ?? 0, wechat_scan: 0 },
    member: {
      enabled_mobile_bind_alert: options.bindAlert ?? 0,
      enabled_face_verify: options.faceVerify ?? false,
    },
  }
}

export const CAPTCHA_IMAGE = 'GET /api/v2/captcha/image'
export const SEND_SMS = 'POST /api/v2/captcha/sms'
export const LOGIN_MOBILE = 'POST /api/v2/login/mobile'
export const LOGIN_PASSWORD = 'POST /api/v2/login/password'
export const LOGIN_CODE = 'POST /api/v3/auth/login/code'
export const CONFIG = 'GET /api/v2/other/config'
export const MEMBER = 'GET /api/v2/member/detail'
export const BIND_MOBILE = 'POST /api/v2/member/detail/mobile'
export const REGISTER_SOCIALITE = 'POST /api/v3/auth/register/withSocialite'
export const FACE_VERIFY_START = 'POST /api/v3/member/tencent/faceVerify'
export const FACE_VERIFY_QUERY = 'GET /api/v3/member/tencent/faceVerify'

/** The n-th captcha the fake API hands out (1-based). */
export const captchaN = (n: number) => ({ key: `captcha-key-${n}`, img: `data:image/png;base64,CAPTCHA${n}` })

/**
 * A fake auth API: each captcha request answers the next captcha, SMS and login succeed, the login token is
 * `login-token`, config and member detail answer as given. `routes` adds or replaces entries.
 */
export function loginApi(
  options: {
    config?: Record<string, unknown>
    member?: Member
    routes?: Record<string, FakeResponse | Handler>
  } = {}
): void {
  let captchas = 0
  routeRequests({
    [CAPTCHA_IMAGE]: () => ok(captchaN(++captchas)),
    [SEND_SMS]: ok([]),
    [LOGIN_MOBILE]: ok({ token: 'login-token' }),
    [LOGIN_PASSWORD]: ok({ token: 'login-token' }),
    [CONFIG]: ok(options.config ?? loginConfig()),
    [MEMBER]: ok(options.member ?? makeMember()),
    ...options.routes,
  })
}

/** The requests sent to `METHOD /path`. */
export function sentTo(requestMock: jest.Mock, key: string): SentRequest[] {
  return requestMock.mock.calls
    .map(([request]: [SentRequest]) => request)
    .filter(
      (request: SentRequest) =>
        `${request.method} ${new URL(request.url, 'http://relative.invalid').pathname}` === key
    )
}

/** Whether Jest's fake timers are installed (the check Testing Library uses). */
function fakeTimersOn(): boolean {
  return (
    (setTimeout as any)._isMockFunction === true || Object.prototype.hasOwnProperty.call(setTimeout, 'clock')
  )
}

/**
 * Inside act(): let pending requests settle, and with fake timers move the clock by `ms` (running the timers
 * that fall due, with their promise callbacks). With real timers `ms` must be 0.
 */
export async function settle(ms = 0): Promise<void> {
  const fake = fakeTimersOn()
  if (!fake && ms) throw new Error('settle(ms) needs fake timers')
  if (fake) await act(() => jest.advanceTimersByTimeAsync(ms))
  // One act() per round: Preact's act (H5) draws and runs effects only when it ends (see actAndSettle).
  for (let i = 0; i < 5; i++)
    await act(() =>
      fake ? jest.advanceTimersByTimeAsync(0) : new Promise<void>((resolve) => setTimeout(resolve, 0))
    )
}

/** Read the stored token, whichever storage the build uses. */
export const storedToken = () => credentials.getToken()
