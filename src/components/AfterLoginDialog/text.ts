/** The after-login dialog's way out when the learner will not bind or verify. */
export const LOGOUT_TEXT = '退出登录'
