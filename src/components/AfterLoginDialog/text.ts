import type { AfterLoginDialogKind } from '@/stores/after-login-store'

/** The copy of the blocking dialogs. */
export const AFTER_LOGIN_DIALOGS: Record<
  AfterLoginDialogKind,
  { title: string; text: string; confirm: string }
> = {
  'bind-mobile': { title: '绑定手机号', text: '登录前请绑定手机号', confirm: '立即绑定' },
  'code-bind-mobile': { title: '绑定手机号', text: '登录前请绑定手机号', confirm: '立即绑定' },
  'face-verify': { title: '实名认证', text: '登录前请完成实名认证', confirm: '立即认证' },
}

/** The after-login dialog's way out when the learner will not bind or verify. */
export const LOGOUT_TEXT = '退出登录'
