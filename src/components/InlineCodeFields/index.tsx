import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { a11y } from '@/platform/a11y'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { CaptchaPicture } from '../CaptchaDialog'
import { TextField } from '../TextField'
import { tellFormProblem } from '../form-problems'
import { INLINE_TEXT } from './text'
import './index.scss'

/**
 * The image captcha inside a form (not in a dialog): the answer field and the image (100×36, tap for a new one).
 * The image, its loading and its renewal are SmsCodeFlow's, the same as the captcha dialog's.
 */
export const InlineCaptchaField = observer(function InlineCaptchaField({
  flow,
  label,
}: {
  flow: SmsCodeFlow
  /** The field's accessible name: its row's label. */
  label: string
}) {
  return (
    <>
      <TextField
        id="inline-captcha-input"
        value={flow.captchaInput}
        placeholder={INLINE_TEXT.captchaPlaceholder}
        label={label}
        maxlength={8}
        onChange={(value) => flow.setCaptchaInput(value)}
      />
      <CaptchaPicture
        flow={flow}
        id="inline-captcha"
        className={`inline-code__captcha${flow.captcha ? '' : ' inline-code__captcha--empty'}`}
        imageClassName="inline-code__img"
        hintClassName="inline-code__hint"
      />
    </>
  )
})

/**
 * The SMS code field of a form, with 获取验证码 beside it: it sends with the inline captcha, then counts down
 * the flow's 120 s (no resend until 0). While it counts, the button is marked disabled and named by what it
 * waits for (获取验证码，120秒后可重新获取), not by the bare 120s; a second's tick is not announced.
 */
export const InlineSmsCodeField = observer(function InlineSmsCodeField({
  flow,
  label,
  onConfirm,
}: {
  flow: SmsCodeFlow
  /** The field's accessible name: its row's label. */
  label: string
  onConfirm?: () => void
}) {
  const counting = flow.countdown > 0
  return (
    <>
      <TextField
        id="inline-sms-code"
        type="number"
        value={flow.code}
        placeholder={INLINE_TEXT.codePlaceholder}
        label={label}
        maxlength={6}
        onChange={(value) => flow.setCode(value)}
        onConfirm={onConfirm}
      />
      <Button
        id="inline-get-code"
        size="small"
        fill="outline"
        className={`inline-code__send${counting ? ' inline-code__send--counting' : ''}`}
        loading={flow.sending}
        {...a11y(null, {
          disabled: counting,
          label: counting ? INLINE_TEXT.waitToResend(flow.countdown) : undefined,
        })}
        onClick={() => void flow.sendWithInlineCaptcha().then(tellFormProblem)}
      >
        {counting ? `${flow.countdown}s` : INLINE_TEXT.getCode}
      </Button>
    </>
  )
})
