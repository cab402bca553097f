/** The words of 个人中心. */
export const MEMBER_TEXT = {
  login: '请登录',
  freeRole: '免费会员',
  vipSlogan: '海量课程免费学！',
  vipCentre: '会员中心',
  /** The learning pages' icons, and the rows under them. */
  entries: {
    study: '持续学习',
    growUp: '学习成长',
    exam: '考试',
    notice: '通知公告',
    courseware: '课件中心',
    orders: '我的订单',
    messages: '我的消息',
    setting: '关于平台',
  },
} as const
