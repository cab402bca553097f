/** The words of 个人中心. */
export const MEMBER_TEXT = {
  login: '请登录',
  freeRole: '免费会员',
  vipSlogan: '海量课程免费学！',
  vipCentre: '会员中心',
} as const
