import { makeAutoObservable, runInAction } from 'mobx'
import { loginByPassword } from '@/services/api/auth'
import { isPhoneNumber } from '@/utils/validate'
import { toast } from '@/utils/toast'
import { SMS_TEXT } from './sms-code-flow'
import type { RootStore } from './root-store'

/** /login-password: mobile + password, then the same after-login path as the SMS login. */
export class PasswordLogin {
  mobile = ''
  password = ''
  submitting = false

  constructor(
    private readonly root: RootStore,
    readonly redirect: string
  ) {
    makeAutoObservable<PasswordLogin, 'root'>(this, { root: false })
  }

  get canSubmit(): boolean {
    return this.mobile !== '' && this.password !== ''
  }

  setMobile(value: string): void {
    this.mobile = value.replace(/\s+/g, '')
  }

  setPassword(value: string): void {
    this.password = value
  }

  /** Empty fields do nothing; a bad phone is named; the loading state always ends. */
  async submit(): Promise<void> {
    if (!this.canSubmit || this.submitting) return
    if (!isPhoneNumber(this.mobile)) {
      toast(SMS_TEXT.badPhone)
      return
    }
    this.submitting = true
    try {
      const { token } = await loginByPassword({ mobile: this.mobile, password: this.password })
      if (await this.root.auth.completeLogin(token, this.redirect))
        await this.root.auth.leaveLoginPages(this.redirect)
    } catch {
      // The server's message (e.g. 手机号或密码错误) was shown; the fields stay for another try.
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }
}
