import { makeAutoObservable } from 'mobx'
import { bindMobile } from '@/services/api/auth'
import { changeMobile, changePassword, verifyOwnMobile } from '@/services/api/account'
import type { Member } from '@/services/api/types'
import { isPhoneNumber } from '@/utils/validate'
import type { RootStore } from './root-store'
// One masking rule for the number, the profile's.
export { maskMobile } from './profile'
import { SmsCodeFlow } from './sms-code-flow'

/**
 * The three account pages that work with SMS codes: /member/password (重置密码), /member/mobileVerify (验证原手机号,
 * then 换绑手机号) and /member/mobile (绑定手机号). Each is built from SmsCodeFlow, the same captcha, SMS and
 * countdown logic as the login pages. The stores never speak or navigate: a step that succeeded is handed to the
 * page as an outcome; a refusal is told by the HTTP layer and every field keeps what the learner typed.
 */
export type AccountOutcome =
  /** /member/mobileVerify: the current number is proven (the sign is kept); the new-number form follows. */
  | { kind: 'verified' }
  /** The password or the number was changed (the member detail reloaded): the page is done. */
  | { kind: 'changed' }

/** What the page does with an outcome; the button stays busy until it resolves. */
export type AccountOutcomeHandler = (outcome: AccountOutcome) => Promise<void> | void

/** The learner's bound number, or null (no member, or a stand-in that is not a mobile). */
export function ownMobile(user: Member | null): string | null {
  if (!user || !user.is_bind_mobile || !isPhoneNumber(user.mobile)) return null
  return user.mobile
}

/**
 * The member detail after a change. Its failure does not undo the change (the server has it), so it is
 * silent: the page still says 成功, and the next reload shows the new detail.
 */
const refreshMember = (root: RootStore) => root.session.reloadMember({ silent: true }).catch(() => undefined)

/**
 * /member/password: the new password, then a code (scene `password_reset`) sent to the learner's own number,
 * then POST /api/v2/member/detail/password. The password stays on screen beside the code panel, so a refusal
 * (too short, a wrong code) can be corrected without starting again.
 */
export class PasswordResetScreen {
  password = ''
  /** The number the code goes to, as it was when the page opened. */
  readonly mobile: string | null
  readonly flow: SmsCodeFlow

  constructor(root: RootStore, then: AccountOutcomeHandler) {
    this.mobile = ownMobile(root.session.user)
    this.flow = new SmsCodeFlow({
      scene: 'password_reset',
      mobile: this.mobile ?? '',
      check: () => (this.password ? null : 'empty-password'),
      submit: async (mobile, code) => {
        await changePassword({ mobile, mobile_code: code, password: this.password })
        await then({ kind: 'changed' })
      },
    })
    makeAutoObservable(this, { mobile: false, flow: false })
  }

  setPassword(value: string): void {
    this.password = value
  }

  dispose(): void {
    this.flow.dispose()
  }
}

/**
 * /member/mobileVerify: first the current number (a code of scene `mobile_bind` sent to it, POST
 * /api/v2/member/verify → a sign), then the new one, in a form with the image captcha inline (PUT
 * /api/v2/member/mobile with the sign). Each step has its own flow, so each has its own countdown.
 */
export class ChangeMobileScreen {
  /** The proof that the learner holds the current number; the new-number form shows once there is one. */
  sign: string | null = null
  readonly mobile: string | null
  readonly verify: SmsCodeFlow
  readonly change: SmsCodeFlow

  constructor(
    private readonly root: RootStore,
    then: AccountOutcomeHandler
  ) {
    this.mobile = ownMobile(root.session.user)
    this.verify = new SmsCodeFlow({
      scene: 'mobile_bind',
      mobile: this.mobile ?? '',
      submit: async (mobile, code) => {
        const sign = await verifyOwnMobile({ mobile, mobile_code: code })
        this.verified(sign)
        await then({ kind: 'verified' })
      },
    })
    this.change = new SmsCodeFlow({
      scene: 'mobile_bind',
      submit: async (mobile, code) => {
        await changeMobile({ mobile, mobile_code: code, sign: this.sign ?? '' })
        await refreshMember(this.root)
        await then({ kind: 'changed' })
      },
    })
    makeAutoObservable<ChangeMobileScreen, 'root'>(this, {
      root: false,
      mobile: false,
      verify: false,
      change: false,
    })
  }

  get step(): 'verify' | 'change' {
    return this.sign === null ? 'verify' : 'change'
  }

  private verified(sign: string): void {
    this.sign = sign
    // The new-number form shows its captcha at once.
    void this.change.refreshCaptcha()
  }

  dispose(): void {
    this.verify.dispose()
    this.change.dispose()
  }
}

/**
 * /member/mobile: a learner without a number binds one (scene `mobile_bind`, POST /api/v2/member/detail/mobile
 * with the normal token). A learner who has one when the page opens is sent to change it instead.
 */
export class BindOwnMobileScreen {
  /** Decided once, when the page opens: binding reloads the member, who then has a number. */
  readonly alreadyBound: boolean
  readonly flow: SmsCodeFlow

  constructor(root: RootStore, then: AccountOutcomeHandler) {
    this.alreadyBound = ownMobile(root.session.user) !== null
    this.flow = new SmsCodeFlow({
      scene: 'mobile_bind',
      submit: async (mobile, code) => {
        await bindMobile({ mobile, mobile_code: code }, root.session.token)
        await refreshMember(root)
        await then({ kind: 'changed' })
      },
    })
  }

  dispose(): void {
    this.flow.dispose()
  }
}
