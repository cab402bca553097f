import { http } from '../http'
import { obj, str } from './normalize'
import type { SocialApp } from './types'

// Changes to the learner's own account (profile and account pages). Apart from member.ts, whose member detail
// and unread count every first screen loads, so these calls load only with the pages that make them.

/** Allowed once: the server refuses a second change (`is_set_nickname`). */
export const setNickname = (nickName: string) =>
  http.post<unknown>('/api/v2/member/detail/nickname', { nick_name: nickName })

/** `mobile` must be the learner's own; the code comes from scene `password_reset`. */
export const changePassword = (body: { mobile: string; mobile_code: string; password: string }) =>
  http.post<unknown>('/api/v2/member/detail/password', body)

/** Proves the learner holds the current number (code of scene `mobile_bind`): the sign the change needs. */
export const verifyOwnMobile = async (body: { mobile: string; mobile_code: string }): Promise<string> =>
  str(obj(await http.post<unknown>('/api/v2/member/verify', body)).sign)

/** The new number with its code (scene `mobile_bind`) and the sign of the old one. */
export const changeMobile = (body: { mobile: string; mobile_code: string; sign: string }) =>
  http.put<unknown>('/api/v2/member/mobile', body)

/** The account is deleted after 7 days; logging in before then cancels it. */
export const destroyAccount = () => http.post<unknown>('/api/v3/member/destroy', {})

export const unbindSocial = (app: SocialApp) =>
  http.delete<unknown>(`/api/v2/member/socialite/${encodeURIComponent(app)}`)

/** The code a social bind brought back (`login_code` + `action=bind`). */
export const bindSocialWithCode = (code: string) =>
  http.post<unknown>('/api/v3/member/socialite/bindWithCode', { code })
