import { bindMobile, registerWithSocialite } from '@/services/api/auth'
import { credentials } from '@/services/credentials'
import { toast } from '@/utils/toast'
import { SmsCodeFlow } from './sms-code-flow'
import type { RootStore } from './root-store'

export const NO_LOGIN_CODE = '登录信息已失效，请重新登录'

/**
 * /bind-mobile: the learner logged in but must bind a mobile first. The token was parked under the
 * temporary key (so the app does not count them as logged in); it is sent with the bind call and becomes
 * the token once the number is bound.
 */
export function createBindMobileFlow(root: RootStore, redirect: string): SmsCodeFlow {
  return new SmsCodeFlow({
    scene: 'mobile_bind',
    submit: async (mobile, code) => {
      const token = credentials.getTmpToken() ?? credentials.getToken()
      await bindMobile({ mobile, mobile_code: code }, token)
      if (token) await root.auth.finishBinding(token, redirect)
    },
  })
}

/** /code-bind-mobile: a social login whose account has no user yet; binding the mobile creates the login. */
export function createCodeBindMobileFlow(root: RootStore, redirect: string): SmsCodeFlow {
  return new SmsCodeFlow({
    scene: 'mobile_bind',
    submit: async (mobile, code) => {
      const loginCode = credentials.getLoginCode()
      if (!loginCode) {
        toast(NO_LOGIN_CODE)
        return
      }
      const { token } = await registerWithSocialite({ code: loginCode, mobile, mobile_code: code })
      credentials.clearLoginCode()
      await root.auth.finishBinding(token, redirect)
    },
  })
}
