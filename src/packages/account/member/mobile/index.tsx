import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { AuthLayout, PrimaryButton } from '@/components/AuthLayout'
import { FormRow } from '@/components/AccountForm'
import { afterAccountStep } from '@/outcomes/account'
import { CaptchaDialog } from '@/components/CaptchaDialog'
import { SmsCodePanel } from '@/components/SmsCodePanel'
import { PhoneField } from '@/components/TextField'
import { tellFormProblem } from '@/components/form-problems'
import { redirect } from '@/navigation'
import { useStores } from '@/stores'
import { BindOwnMobileScreen } from '@/stores/account-sms'
import { useScreenStore } from '@/stores/use-screen-store'
import { BIND_MOBILE_TEXT } from './text'

/** 绑定手机号 (a learner without one): the number → captcha → code panel (绑定) → bound. */
const BindOwnMobileView = observer(function BindOwnMobileView({ screen }: { screen: BindOwnMobileScreen }) {
  const { flow } = screen
  return (
    <AuthLayout>
      {flow.panelOpen ? (
        <SmsCodePanel flow={flow} buttonText={BIND_MOBILE_TEXT.submit} />
      ) : (
        <>
          <FormRow label={BIND_MOBILE_TEXT.mobile}>
            <PhoneField
              id="bind-own-mobile"
              value={flow.mobile}
              placeholder={BIND_MOBILE_TEXT.mobilePlaceholder}
              label={BIND_MOBILE_TEXT.mobile}
              onChange={(value) => flow.setMobile(value)}
            />
          </FormRow>
          <PrimaryButton
            id="get-sms-code"
            text={BIND_MOBILE_TEXT.getCode}
            active={flow.mobile !== ''}
            onClick={() => tellFormProblem(flow.requestCode())}
          />
        </>
      )}
      <CaptchaDialog flow={flow} />
    </AuthLayout>
  )
})

function BindOwnMobileContent() {
  const root = useStores()
  const screen = useScreenStore(() => new BindOwnMobileScreen(root, afterAccountStep))
  // A learner who has a number changes it instead (the page the profile opens for a bound number).
  useEffect(() => {
    if (screen.alreadyBound) redirect('/member/mobileVerify')
  }, [screen])
  return screen.alreadyBound ? null : <BindOwnMobileView screen={screen} />
}

export default function MemberMobilePage() {
  return (
    <PageShell path="/member/mobile">
      <BindOwnMobileContent />
    </PageShell>
  )
}
