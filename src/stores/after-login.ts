import type { Member } from '@/services/api/types'
import type { SystemConfig } from './config-store'

export type AfterLoginDialogKind = 'bind-mobile' | 'code-bind-mobile' | 'face-verify'

/**
 * The after-login checks, in order (spec §4): a required mobile binding comes first, then a required face
 * verification; null when the learner may go on.
 */
export function afterLoginCheck(config: SystemConfig, user: Member): AfterLoginDialogKind | null {
  if (config.member.enabled_mobile_bind_alert === 1 && user.is_bind_mobile !== 1) return 'bind-mobile'
  if (config.member.enabled_face_verify === true && user.is_face_verify !== true) return 'face-verify'
  return null
}

/** The copy of the blocking dialogs (spec §4). */
export const AFTER_LOGIN_DIALOGS: Record<
  AfterLoginDialogKind,
  { title: string; text: string; confirm: string }
> = {
  'bind-mobile': { title: '绑定手机号', text: '登录前请绑定手机号', confirm: '立即绑定' },
  'code-bind-mobile': { title: '绑定手机号', text: '登录前请绑定手机号', confirm: '立即绑定' },
  'face-verify': { title: '实名认证', text: '登录前请完成实名认证', confirm: '立即认证' },
}

export const LOGOUT_TEXT = '退出登录'
