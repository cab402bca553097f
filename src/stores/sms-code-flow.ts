import { makeAutoObservable, runInAction } from 'mobx'
import { getCaptchaImage, sendSmsCode } from '@/services/api/system'
import type { CaptchaImage, SmsScene } from '@/services/api/types'
import { isPhoneNumber } from '@/utils/validate'
import { Task } from './task'

/** An SMS code can be requested again after 120 s. */
export const SMS_RESEND_SECONDS = 120

/**
 * What is wrong with a form when the learner taps its button. The store names the problem; the component that
 * owns the button says it in words (src/components/form-problems.ts).
 *
 * The login and binding forms (captcha in a dialog) have the first four; the account forms add theirs: an empty
 * number in a form that asks for a new one, an empty inline image captcha, an empty new password.
 */
export type SmsFormProblem = 'bad-phone' | 'agree-first' | 'empty-captcha' | 'empty-code'
export type AccountFormProblem = 'empty-new-phone' | 'empty-image-captcha' | 'empty-password'
export type FormProblem = SmsFormProblem | AccountFormProblem

interface SmsCodeFlowOptions {
  scene: SmsScene
  /** /login asks for the agreement before a code is sent. */
  requireAgreement?: boolean
  /** The mobile is known already (e.g. the learner's own number). */
  mobile?: string
  /**
   * What else the form needs before a code is requested (e.g. the new password of /member/password), checked
   * after the phone and before the captcha opens, and again before the code is submitted.
   */
  check?: () => FormProblem | null
  /**
   * What the confirm button does with the code, to its very end (a login waits and leaves the page): the
   * button stays busy until it resolves. Rejections are already shown by the HTTP layer.
   */
  submit: (mobile: string, code: string) => Promise<unknown>
}

/**
 * Phone → image captcha → SMS code → submit, with the 120 s resend countdown. One instance per screen
 * (each has its own countdown, unlike MeEdu's H5 which shared one timer between screens).
 *
 * Two ways to show the captcha, one logic: in a dialog (`requestCode` → `confirmCaptcha` → the code panel; login,
 * binding, the account pages' first step) or inline in the form (`refreshCaptcha` when the form shows →
 * `sendWithInlineCaptcha` → the code field of the same form → `submitForm`; the new number of
 * /member/mobileVerify).
 */
export class SmsCodeFlow {
  mobile: string
  agreed = false
  captchaOpen = false
  captcha: CaptchaImage | null = null
  captchaInput = ''
  panelOpen = false
  code = ''
  countdown = 0
  private readonly captchaTask = new Task()
  private readonly sendTask = new Task()
  private readonly submitTask = new Task()

  private timer: ReturnType<typeof setInterval> | null = null

  constructor(private readonly options: SmsCodeFlowOptions) {
    this.mobile = options.mobile ?? ''
    makeAutoObservable<SmsCodeFlow, 'options' | 'timer' | 'captchaTask' | 'sendTask' | 'submitTask'>(this, {
      options: false,
      timer: false,
      captchaTask: false,
      sendTask: false,
      submitTask: false,
    })
  }

  get captchaLoading(): boolean {
    return this.captchaTask.running
  }

  /** The SMS is being sent (captcha confirmed). */
  get sending(): boolean {
    return this.sendTask.running
  }

  /** The code is being submitted. */
  get submitting(): boolean {
    return this.submitTask.running
  }

  setMobile(value: string): void {
    this.mobile = value.replace(/\s+/g, '')
  }

  setAgreed(value: boolean): void {
    this.agreed = value
  }

  setCaptchaInput(value: string): void {
    this.captchaInput = value.trim()
  }

  setCode(value: string): void {
    this.code = value.trim()
  }

  /** 获取短信验证码: nothing while the phone is empty; otherwise validate and open the captcha. */
  requestCode(): FormProblem | null {
    if (!this.mobile) return null
    if (!isPhoneNumber(this.mobile)) return 'bad-phone'
    if (this.options.requireAgreement && !this.agreed) return 'agree-first'
    const problem = this.options.check?.() ?? null
    if (problem) return problem
    this.openCaptcha()
    return null
  }

  /**
   * 获取验证码 of a form with the image captcha inline: the number and the typed captcha are checked, then the
   * SMS goes out with the image on screen. Either way the image is replaced afterwards (a key is single-use), so
   * the next try, or a resend after the countdown, has a fresh one. Nothing during the countdown.
   */
  async sendWithInlineCaptcha(): Promise<FormProblem | null> {
    if (this.countdown > 0 || this.sending) return null
    if (!this.mobile) return 'empty-new-phone'
    if (!isPhoneNumber(this.mobile)) return 'bad-phone'
    const problem = this.options.check?.() ?? null
    if (problem) return problem
    if (!this.captchaInput) return 'empty-image-captcha'
    const captcha = this.captcha
    if (!captcha) {
      await this.refreshCaptcha()
      return null
    }
    await this.sendTask.run(async () => {
      const sent = await this.send(captcha)
      void this.refreshCaptcha()
      if (sent) this.startCountdown()
    })
    return null
  }

  /**
   * The submit button of a form with the code field inline: the number must be right and a code typed (the
   * captcha was only for sending it).
   */
  async submitForm(): Promise<FormProblem | null> {
    if (this.submitting) return null
    if (!this.mobile) return 'empty-new-phone'
    if (!isPhoneNumber(this.mobile)) return 'bad-phone'
    return this.submitCode()
  }

  /** 重新发送 goes through the captcha again, once the countdown is over. */
  resend(): void {
    if (this.countdown > 0 || this.sending) return
    this.openCaptcha()
  }

  closeCaptcha(): void {
    this.captchaOpen = false
  }

  private openCaptcha(): void {
    this.captchaOpen = true
    void this.refreshCaptcha()
  }

  /**
   * A new image and an empty field (a captcha key is single-use). The old image leaves at once (加载中 until the
   * new one), so the dialog opened again for 重新发送 never shows the spent picture whose answer the server refuses.
   */
  async refreshCaptcha(): Promise<void> {
    this.captchaInput = ''
    this.captcha = null
    await this.captchaTask.run(async () => {
      try {
        const captcha = await getCaptchaImage()
        runInAction(() => {
          this.captcha = captcha
        })
      } catch {
        // told by the HTTP layer; tapping the image tries again
      }
    })
  }

  /** 确认 on the captcha: send the SMS. Failure refreshes the captcha and keeps the modal. */
  async confirmCaptcha(): Promise<FormProblem | null> {
    if (this.sending) return null
    if (!this.captchaInput) return 'empty-captcha'
    const captcha = this.captcha
    if (!captcha) {
      await this.refreshCaptcha()
      return null
    }
    await this.sendTask.run(async () => {
      if (!(await this.send(captcha))) {
        void this.refreshCaptcha()
        return
      }
      runInAction(() => {
        this.captchaOpen = false
        this.panelOpen = true
        this.code = ''
      })
      this.startCountdown()
    })
    return null
  }

  /** The SMS request itself, with the typed answer to `captcha`. False when refused (told by the HTTP layer). */
  private async send(captcha: CaptchaImage): Promise<boolean> {
    try {
      await sendSmsCode({
        mobile: this.mobile,
        image_key: captcha.key,
        image_captcha: this.captchaInput,
        scene: this.options.scene,
      })
      return true
    } catch {
      return false
    }
  }

  /** The confirm button of the code panel (what `check` asks for is still needed: it may have been cleared). */
  async submitCode(): Promise<FormProblem | null> {
    if (this.submitting) return null
    const problem = this.options.check?.() ?? null
    if (problem) return problem
    if (!this.code) return 'empty-code'
    await this.submitTask.run(async () => {
      try {
        await this.options.submit(this.mobile, this.code)
      } catch {
        // The server's message was shown; the code stays so the learner can correct it.
      }
    })
    return null
  }

  /** Back from the code panel to the phone form. */
  closePanel(): void {
    this.panelOpen = false
  }

  private startCountdown(): void {
    this.stopCountdown()
    this.countdown = SMS_RESEND_SECONDS
    this.timer = setInterval(() => {
      runInAction(() => {
        this.countdown = Math.max(0, this.countdown - 1)
      })
      if (this.countdown === 0) this.stopCountdown()
    }, 1000)
  }

  private stopCountdown(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** Stop the timer when the screen goes away. */
  dispose(): void {
    this.stopCountdown()
  }
}
