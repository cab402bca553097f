/** The words of 实名认证 (the face verification result). */
export const FACE_TEXT = {
  checking: '正在查询实名认证结果',
  failed: '实名认证未通过，请重新认证',
  unverified: '您还未完成实名认证',
  loggedOut: '请先登录后查看实名认证结果',
  /** The toast when this visit's check confirmed the verification. */
  verified: '实名认证成功',
  home: '返回首页',
  done: '已完成实名认证',
  /** Before the verified name and ID number (masked by the server). */
  name: '姓名：',
  idNumber: '身份证号：',
  login: '去登录',
  retry: '立即认证',
} as const
