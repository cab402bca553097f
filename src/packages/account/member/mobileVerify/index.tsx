// 验证原手机号 (change mobile): the current number, then the new one; store ChangeMobileScreen.
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { AuthLayout, PrimaryButton } from '@/components/AuthLayout'
import { FormRow, InfoRow, NeedsMobile } from '@/components/AccountForm'
import { afterAccountStep } from '@/outcomes/account'
import { CaptchaDialog } from '@/components/CaptchaDialog'
import { InlineCaptchaField, InlineSmsCodeField } from '@/components/InlineCodeFields'
import { SmsCodePanel } from '@/components/SmsCodePanel'
import { PhoneField } from '@/components/TextField'
import { tellFormProblem } from '@/components/form-problems'
import { usePageTitle } from '@/page-title'
import { useStores } from '@/stores'
import { ChangeMobileScreen, maskMobile } from '@/stores/account-sms'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { useScreenStore } from '@/stores/use-screen-store'
import { CHANGE_MOBILE_TEXT } from './text'

/** Step 1, 验证原手机号: a code to the current number (captcha dialog, code panel with 绑定). */
const VerifyOldMobile = observer(function VerifyOldMobile({
  flow,
  mobile,
}: {
  flow: SmsCodeFlow
  mobile: string
}) {
  return (
    <AuthLayout>
      <InfoRow id="old-mobile" label={CHANGE_MOBILE_TEXT.oldMobile} value={maskMobile(mobile)} />
      {flow.panelOpen ? (
        <SmsCodePanel flow={flow} buttonText={CHANGE_MOBILE_TEXT.verify} sentTo={maskMobile(mobile)} />
      ) : (
        <PrimaryButton
          id="get-sms-code"
          text={CHANGE_MOBILE_TEXT.getCode}
          active
          onClick={() => tellFormProblem(flow.requestCode())}
        />
      )}
      <CaptchaDialog flow={flow} />
    </AuthLayout>
  )
})

/** Step 2, 换绑手机号: the new number, the image captcha and the code in one form; 立即绑定码 (upstream's copy). */
const NewMobileForm = observer(function NewMobileForm({ flow }: { flow: SmsCodeFlow }) {
  const submit = () => void flow.submitForm().then(tellFormProblem)
  return (
    <AuthLayout>
      <FormRow id="new-mobile-form" label={CHANGE_MOBILE_TEXT.newMobile}>
        <PhoneField
          id="new-mobile"
          value={flow.mobile}
          placeholder={CHANGE_MOBILE_TEXT.newMobilePlaceholder}
          label={CHANGE_MOBILE_TEXT.newMobile}
          onChange={(value) => flow.setMobile(value)}
        />
      </FormRow>
      <FormRow label={CHANGE_MOBILE_TEXT.captcha}>
        <InlineCaptchaField flow={flow} label={CHANGE_MOBILE_TEXT.captcha} />
      </FormRow>
      <FormRow label={CHANGE_MOBILE_TEXT.smsCode}>
        <InlineSmsCodeField flow={flow} label={CHANGE_MOBILE_TEXT.smsCode} onConfirm={submit} />
      </FormRow>
      <PrimaryButton
        id="change-mobile-submit"
        text={CHANGE_MOBILE_TEXT.submit}
        active={flow.mobile !== '' && flow.code !== ''}
        loading={flow.submitting}
        onClick={submit}
      />
    </AuthLayout>
  )
})

const ChangeMobileContent = observer(function ChangeMobileContent({
  onTitle,
}: {
  onTitle: (title: string) => void
}) {
  const root = useStores()
  const screen = useScreenStore(() => new ChangeMobileScreen(root, afterAccountStep))
  // The second step has its own title (the H5 header, the document and the mini-program's bar).
  useEffect(() => {
    if (screen.step !== 'change') return
    onTitle(CHANGE_MOBILE_TEXT.newMobileTitle)
  }, [screen.step, onTitle])
  usePageTitle(screen.step === 'change' ? CHANGE_MOBILE_TEXT.newMobileTitle : null)
  if (!screen.mobile) return <NeedsMobile />
  return screen.step === 'verify' ? (
    <VerifyOldMobile flow={screen.verify} mobile={screen.mobile} />
  ) : (
    <NewMobileForm flow={screen.change} />
  )
})

export default function MemberMobileVerifyPage() {
  const [title, setTitle] = useState<string>()
  return (
    <PageShell path="/member/mobileVerify" title={title}>
      <ChangeMobileContent onTitle={setTitle} />
    </PageShell>
  )
}
