import { makeAutoObservable } from 'mobx'
import { isPhoneNumber } from '@/utils/validate'
import type { FormProblem } from './sms-code-flow'
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
  constructor(private readonly submitLogin: (mobile: string, password: string) => Promise<unknown>) {
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
