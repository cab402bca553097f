import { http, type RequestOptions } from '../http'
import { flag, num, obj, str } from './normalize'

/** The face verification's `status`: 9 verified (anything else: not yet). */
const FACE_VERIFIED = 9

export const readFaceVerified = (value: unknown): boolean => num(value) === FACE_VERIFIED

/** A social login code's exchange: `success` 1 means the server logged the learner in and sent a token. */
export const readLoginSuccess = (value: unknown): boolean => flag(value)

interface TokenResult {
  token: string
}

/** A social login code's exchange: `success` (the server's 1) with a token, or an `action` such as `bind_mobile`. */
interface LoginCodeResult {
  success: boolean
  token?: string
  action?: string
  code?: string
}

interface FaceVerifyStart {
  url: string
  rule_id: string
  biz_token: string
}

/** SMS login; an unknown mobile is registered by the server. `msv` is sent empty, as MeEdu's H5 does. */
export const loginByMobile = (body: { mobile: string; mobile_code: string }) =>
  http.post<TokenResult>('/api/v2/login/mobile', { ...body, msv: '' })

export const loginByPassword = (body: { mobile: string; password: string }) =>
  http.post<TokenResult>('/api/v2/login/password', body)

/**
 * 忘记密码, logged out: `POST /api/v2/password/reset` with a code of scene `password_reset` sent to that number →
 * `[]`. Refusals are the server's (`短信验证码错误`, `手机号不存在`, the joined `请输入…` messages: samples 24, 24b).
 */
export const resetForgottenPassword = (body: { mobile: string; mobile_code: string; password: string }) =>
  http.post<unknown>('/api/v2/password/reset', body)

/** How long the logout call may take: nobody waits for it. */
export const LOGOUT_TIMEOUT_MS = 5000

/**
 * `POST /api/v2/logout`: the server blacklists `token` (later calls with it get 401 请登录) and closes its login
 * record (samples 21, 21b). The token must travel in the Authorization header: in `?token=` MeEdu answers 错误 and
 * the token stays valid for its 14 days (21c, 21d). Silent; a 401 (a token already refused) is its own business.
 */
export const logoutOnServer = (token: string): Promise<unknown> =>
  http.post<unknown>(
    '/api/v2/logout',
    {},
    { token, silent: true, ownUnauthorized: true, timeoutMs: LOGOUT_TIMEOUT_MS }
  )

/** Exchanges the code a social login brought back. */
export async function exchangeLoginCode(code: string): Promise<LoginCodeResult> {
  const data = obj(await http.post<unknown>('/api/v3/auth/login/code', { code }))
  const text = (value: unknown) => str(value) || undefined
  return {
    success: readLoginSuccess(data.success),
    token: text(data.token),
    action: text(data.action),
    code: text(data.code),
  }
}

/** Creates or binds the user of a social login code to a mobile number. */
export const registerWithSocialite = (body: { code: string; mobile: string; mobile_code: string }) =>
  http.post<TokenResult>('/api/v3/auth/register/withSocialite', body)

/** Binds a mobile to the account of `token` (the parked token while the learner binds before logging in). */
export const bindMobile = (body: { mobile: string; mobile_code: string }, token: string | null) =>
  http.post<unknown>('/api/v2/member/detail/mobile', token ? { ...body, token } : body, { token })

export const startFaceVerify = (returnUrl: string) =>
  http.post<FaceVerifyStart>('/api/v3/member/tencent/faceVerify', { s_url: returnUrl }, { silent: true })

/** Verified at `{status: 9}`; the server answers a failed check with a malformed envelope (rejects). */
export async function queryFaceVerify(
  query: { biz_token: string; rule_id: string },
  options?: RequestOptions
): Promise<{ verified: boolean }> {
  const data = obj(await http.get<unknown>('/api/v3/member/tencent/faceVerify', query, options))
  return { verified: readFaceVerified(data.status) }
}
