import { navigate, redirect } from '@/navigation'
import { toast } from '@/platform/toast'
import type { AvatarOutcome } from '@/stores/avatar-upload'
import type { ConfirmResult, NicknameResult, SocialReturn } from '@/stores/profile'
import type { AvatarProblem } from '@/utils/avatar-image'

/** What 个人资料 tells after the learner's changes, and where it goes. */
export const PROFILE_OUTCOME_TEXT = {
  uploaded: '上传头像成功',
  nicknameSet: '您已经设置过昵称了哦',
  nicknameEmpty: '请输入昵称',
  nicknameTooLong: (max: number) => `昵称不能超过${max}个字`,
  nicknameSaved: '修改成功',
  unbound: '解绑成功',
  socialBound: '绑定成功',
  needsMobile: '请绑定手机号',
  destroyed: '注销成功',
  loggedOut: '已安全退出',
  /** Why a chosen picture did not become the avatar. */
  avatarProblem: {
    'bad-type': '请选择jpg或png格式的图片',
    'source-too-large': '图片过大，请选择20MB以内的图片',
    'too-large': '图片过大，无法压缩到1MB以内，请换一张图片',
    unreadable: '无法读取该图片，请换一张',
  } satisfies Record<AvatarProblem, string>,
} as const

const TEXT = PROFILE_OUTCOME_TEXT

/** A new avatar: 上传头像成功, or why the picture could not be it. */
export function afterAvatar(outcome: AvatarOutcome): void {
  if (outcome.kind === 'refused') toast(TEXT.avatarProblem[outcome.problem])
  if (outcome.kind === 'uploaded') toast(TEXT.uploaded)
}

/** Back from binding QQ or WeChat: 绑定成功, or the provider's or server's message. */
export function afterSocialReturn(result: SocialReturn): void {
  if (result.kind === 'bound') toast(TEXT.socialBound)
  if (result.kind === 'error') toast(result.message)
}

/** 昵称 tapped: the nickname can be set once only. */
export function afterNicknameOpen(result: 'opened' | 'already-set'): void {
  if (result === 'already-set') toast(TEXT.nicknameSet)
}

/** The nickname dialog's 确定. */
export function afterNicknameSave(result: NicknameResult, max: number): void {
  if (result === 'empty') toast(TEXT.nicknameEmpty)
  if (result === 'too-long') toast(TEXT.nicknameTooLong(max))
  if (result === 'already-set') toast(TEXT.nicknameSet)
  if (result === 'done') toast(TEXT.nicknameSaved)
}

/** 修改密码: the password page, or 请绑定手机号 when it needs the learner's own number first. */
export function openPasswordPage(needsMobile: boolean): void {
  if (needsMobile) toast(TEXT.needsMobile)
  else navigate('/member/password')
}

/** 解除绑定, 账号注销, 退出登录 answered yes: say it; the last two end on 个人中心. */
export function afterProfileConfirm(result: ConfirmResult): void {
  if (result.kind === 'unbound') toast(TEXT.unbound)
  if (result.kind === 'destroyed' || result.kind === 'logged-out') {
    toast(result.kind === 'destroyed' ? TEXT.destroyed : TEXT.loggedOut)
    redirect('/member')
  }
}
