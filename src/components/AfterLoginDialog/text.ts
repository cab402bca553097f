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

/**
 * The agreement dialog (4.9.27+), in MeEdu's own H5 words: the sentence names what is still to be agreed to
 * (both, or only 用户协议 / 隐私政策); the titles in 《》 open the agreements.
 */
export const AGREEMENT_DIALOG_TEXT = {
  title: '用户协议与隐私政策提示',
  names: { user: '用户协议', privacy: '隐私政策' },
  and: '与',
  titlesAnd: '和',
  /** 您需要同意{names}后才能使用本系统。如您不同意，我们只能为您提供浏览服务。您可阅读 */
  before: (names: string) =>
    `您需要同意${names}后才能使用本系统。如您不同意，我们只能为您提供浏览服务。您可阅读`,
  after: '了解详细信息。如您同意，请点击同意开始接受我们的服务。',
  link: (name: string) => `《${name}》`,
  decline: '不同意',
  accept: '同意',
  accepting: '处理中...',
  failed: '操作失败，请重试',
} as const
