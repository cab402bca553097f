/** The words of 个人中心. */
export const MEMBER_TEXT = {
  login: '请登录',
  freeRole: '免费会员',
  vipSlogan: '海量课程免费学！',
  vipCentre: '会员中心',
  /** The learning pages' icons, and the rows under them, by their element id. */
  entries: {
    'entry-study': '持续学习',
    'entry-grow-up': '学习成长',
    'entry-exam': '考试',
    'entry-notice': '通知公告',
    'entry-courseware': '课件中心',
    'entry-orders': '我的订单',
    'entry-messages': '我的消息',
    'entry-setting': '关于平台',
  },
} as const
