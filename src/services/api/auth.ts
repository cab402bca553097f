import { http, type RequestOptions } from '../http'

interface TokenResult {
  token: string
}

interface LoginCodeResult {
  success: number
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

/** Exchanges the code a social login brought back. */
export const exchangeLoginCode = (code: string) =>
  http.post<LoginCodeResult>('/api/v3/auth/login/code', { code })

/** Creates or binds the user of a social login code to a mobile number. */
export const registerWithSocialite = (body: { code: string; mobile: string; mobile_code: string }) =>
  http.post<TokenResult>('/api/v3/auth/register/withSocialite', body)

/** Binds a mobile to the account of `token` (the parked token while the learner binds before logging in). */
export const bindMobile = (body: { mobile: string; mobile_code: string }, token: string | null) =>
  http.post<unknown>('/api/v2/member/detail/mobile', token ? { ...body, token } : body, { token })

export const startFaceVerify = (returnUrl: string) =>
  http.post<FaceVerifyStart>('/api/v3/member/tencent/faceVerify', { s_url: returnUrl }, { silent: true })

/** `{status: 9}` when verified; the server answers a failed check with a malformed envelope (rejects). */
export const queryFaceVerify = (query: { biz_token: string; rule_id: string }, options?: RequestOptions) =>
  http.get<{ status: number }>('/api/v3/member/tencent/faceVerify', query, options)
