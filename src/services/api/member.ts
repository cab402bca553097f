import { http, type RequestOptions } from '../http'
import { withServerZone } from '@/utils/server-zone'
import { flag, obj, type Raw } from './normalize'
import type { AgreementStatus, ListPage, Member, Message } from './types'

/**
 * `agreement_status` (4.9.27+): `{user_agreement_agreed, privacy_policy_agreed}`, each true only for the active
 * version; null when the server sends none (4.9.10: no agreements to ask for). A flag that is not `true` (or 1)
 * reads as not agreed.
 */
export function readAgreementStatus(raw: unknown): AgreementStatus | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null
  const status = obj(raw)
  return { user: flag(status.user_agreement_agreed), privacy: flag(status.privacy_policy_agreed) }
}

/**
 * The member as the server sends it, with its 0/1 flags read as booleans and `role_expired_at` (a zone-less China
 * time, meedu-api.md §1.6) with its zone said; every other field as sent.
 */
export function readMember(raw: Raw): Member {
  return {
    ...(raw as unknown as Member),
    is_bind_mobile: flag(raw.is_bind_mobile),
    is_bind_qq: flag(raw.is_bind_qq),
    is_bind_wechat: flag(raw.is_bind_wechat),
    is_password_set: flag(raw.is_password_set),
    is_set_nickname: flag(raw.is_set_nickname),
    role_expired_at: withServerZone(raw.role_expired_at, 'china'),
    agreements: readAgreementStatus(raw.agreement_status),
  }
}

export async function getMemberDetail(options?: RequestOptions): Promise<Member> {
  const data = await http.get<unknown>('/api/v2/member/detail', undefined, options)
  // Anything but an object is handed on as it came: there are no flags to read in it.
  return data !== null && typeof data === 'object' ? readMember(data as Raw) : (data as Member)
}

export const getMessages = (query: { page: number; page_size: number }, options?: RequestOptions) =>
  http.get<ListPage<Message>>('/api/v2/member/messages', query, options)

export const markMessageRead = (id: string) =>
  http.get<unknown>(`/api/v2/member/notificationMarkAsRead/${encodeURIComponent(id)}`)

/** 全部已读: every message of the learner read (`GET /api/v2/member/notificationMarkAllAsRead` → `[]`, sample 25). */
export const markAllMessagesRead = () => http.get<unknown>('/api/v2/member/notificationMarkAllAsRead')

export const getUnreadMessageCount = (options?: RequestOptions) =>
  http.get<number>('/api/v2/member/unreadNotificationCount', undefined, options)

/**
 * 同意 the agreement dialog (4.9.27+): records the learner's consent to every active 用户协议 and 隐私政策 version
 * (with the `meedu-platform` the HTTP layer sends) → `[]`. With no active version of a type it records nothing for
 * it, and the flag stays false. Silent: the dialog says what a failure means.
 */
export const agreeToAgreements = (options?: RequestOptions) =>
  http.post<unknown>('/api/v2/member/agreement/agree', {}, { silent: true, ...options })
