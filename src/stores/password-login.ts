import { makeAutoObservable } from 'mobx'
import { resetForgottenPassword } from '@/services/api/auth'
import { isPhoneNumber } from '@/utils/validate'
import { SmsCodeFlow, type FormProblem } from './sms-code-flow'
import { Task } from './task'

/** /login-password: the form (mobile + password), its checks and its one-at-a-time submit. */
export class PasswordLoginScreen {
  mobile = ''
  password = ''
  private readonly submitTask = new Task()

  /**
   * `submit` logs in with the two fields, to its very end (a login waits and leaves the page): the button stays
   * busy until it resolves. A rejection was already shown by the HTTP layer (e.g. 手机号或密码错误).
   */
  constructor(
    private readonly submitLogin: (mobile: string, password: string) => Promise<unknown>,
    /** The number the page was opened with (back from 忘记密码), filled in. */
    mobile = ''
  ) {
    this.mobile = mobile.replace(/\s+/g, '')
    makeAutoObservable<PasswordLoginScreen, 'submitLogin' | 'submitTask'>(this, {
      submitLogin: false,
      submitTask: false,
    })
  }

  get canSubmit(): boolean {
    return this.mobile !== '' && this.password !== ''
  }

  get submitting(): boolean {
    return this.submitTask.running
  }

  setMobile(value: string): void {
    this.mobile = value.replace(/\s+/g, '')
  }

  setPassword(value: string): void {
    this.password = value
  }

  /** Empty fields do nothing; a bad phone is the problem named; the loading state always ends. */
  async submit(): Promise<FormProblem | null> {
    if (!this.canSubmit || this.submitting) return null
    if (!isPhoneNumber(this.mobile)) return 'bad-phone'
    await this.submitTask.run(async () => {
      try {
        await this.submitLogin(this.mobile, this.password)
      } catch {
        // The fields stay for another try.
      }
    })
    return null
  }
}

/** 忘记密码 ended: the password of `mobile` is the new one (the page goes back to 密码登录 with the number). */
export interface PasswordResetOutcome {
  kind: 'reset'
  mobile: string
}

/**
 * /login-password/forget (忘记密码, logged out): the number, the new password, then the image captcha and an SMS
 * code of scene `password_reset` (the login pages' SmsCodeFlow), then POST /api/v2/password/reset. The server's
 * refusals (短信验证码错误, 手机号不存在) are told by the HTTP layer, and every field keeps what was typed.
 */
export class ForgottenPasswordScreen {
  password = ''
  readonly flow: SmsCodeFlow

  constructor(mobile: string, then: (outcome: PasswordResetOutcome) => Promise<void> | void) {
    this.flow = new SmsCodeFlow({
      scene: 'password_reset',
      mobile,
      check: () => (this.password ? null : 'empty-password'),
      submit: async (number, code) => {
        await resetForgottenPassword({ mobile: number, mobile_code: code, password: this.password })
        await then({ kind: 'reset', mobile: number })
      },
    })
    makeAutoObservable(this, { flow: false })
  }

  setPassword(value: string): void {
    this.password = value
  }

  dispose(): void {
    this.flow.dispose()
  }
}
