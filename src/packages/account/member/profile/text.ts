import { PROFILE_OUTCOME_TEXT } from '@/outcomes/profile'
import type { SocialApp } from '@/services/api/types'

/** The words of the profile page. */
export const PROFILE_TEXT = {
  /** The H5 header, as MeEdu's own profile page says it (the document and bar title is 个人资料). */
  header: '个人中心',
  changeAvatar: '点击更换头像',
  preparing: '处理中',
  section: '账户信息',
  nickname: '昵称',
  nicknameTitle: '修改昵称',
  nicknamePlaceholder: '请输入昵称',
  /** Under the field: characters typed of the 24 the server can store. */
  nicknameCount: (count: number, max: number) => `${count}/${max}`,
  /** Under the field (the toast says the same). */
  nicknameTooLong: PROFILE_OUTCOME_TEXT.nicknameTooLong,
  social: { qq: '绑定QQ', wechat: '绑定微信' } satisfies Record<SocialApp, string>,
  bound: '已绑定',
  bind: '点击绑定',
  unbindQuestion: { qq: '是否解除绑定QQ？', wechat: '是否解除绑定微信？' } satisfies Record<
    SocialApp,
    string
  >,
  mobile: '绑定手机号',
  face: '实名认证',
  faceDone: '已认证',
  faceNotDone: '未认证',
  password: '修改密码',
  passwordSet: '已设置',
  passwordNotSet: '设置密码',
  destroy: '账号注销',
  destroyQuestion: '确认注销账号？确认之后账号将在7天后自动注销，期间内登录账号将会自动取消账号注销。',
  logout: '退出登录',
  logoutQuestion: '确认安全退出登录？',
  cancel: '取消',
  confirm: '确定',
} as const
