import { observer } from 'mobx-react-lite'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { PhoneField } from '../TextField'
import { PrimaryButton } from '../AuthLayout'
import { tellFormProblem } from '../form-problems'
import { REQUEST_CODE_TEXT } from './text'

/** The phone field and 获取短信验证码, the first step of every SMS flow (login, binding). */
export const RequestCodeFields = observer(function RequestCodeFields({
  flow,
  fieldId,
  placeholder,
}: {
  flow: SmsCodeFlow
  fieldId: string
  placeholder: string
}) {
  // The form shows no label beside the field: its name says what it asks for.
  return (
    <>
      <PhoneField
        id={fieldId}
        value={flow.mobile}
        placeholder={placeholder}
        label={REQUEST_CODE_TEXT.mobileLabel}
        onChange={(value) => flow.setMobile(value)}
      />
      <PrimaryButton
        id="get-sms-code"
        text={REQUEST_CODE_TEXT.getCode}
        active={flow.mobile !== ''}
        onClick={() => tellFormProblem(flow.requestCode())}
      />
    </>
  )
})
