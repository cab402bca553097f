import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { AuthLayout, PrimaryButton } from '@/components/AuthLayout'
import { FormRow, InfoRow, NeedsMobile } from '@/components/AccountForm'
import { afterAccountStep } from '@/outcomes/account'
import { CaptchaDialog } from '@/components/CaptchaDialog'
import { SmsCodePanel } from '@/components/SmsCodePanel'
import { TextField } from '@/components/TextField'
import { tellFormProblem } from '@/components/form-problems'
import { useStores } from '@/stores'
import { PasswordResetScreen, maskMobile } from '@/stores/account-sms'
import { useScreenStore } from '@/stores/use-screen-store'
import { PASSWORD_RESET_TEXT } from './text'

/**
 * 重置密码: the learner's own number, the new password, then a code (scene password_reset) in the code panel
 * under it (确定). The password stays editable beside the panel, so a refusal is corrected in place.
 */
const PasswordResetView = observer(function PasswordResetView({
  screen,
  mobile,
}: {
  screen: PasswordResetScreen
  mobile: string
}) {
  const { flow } = screen
  return (
    <AuthLayout>
      <InfoRow id="own-mobile" label={PASSWORD_RESET_TEXT.mobile} value={maskMobile(mobile)} />
      <FormRow label={PASSWORD_RESET_TEXT.password}>
        <TextField
          id="new-password"
          type="password"
          value={screen.password}
          placeholder={PASSWORD_RESET_TEXT.passwordPlaceholder}
          label={PASSWORD_RESET_TEXT.password}
          clearable
          onChange={(value) => screen.setPassword(value)}
        />
      </FormRow>
      {flow.panelOpen ? (
        <SmsCodePanel flow={flow} buttonText={PASSWORD_RESET_TEXT.submit} sentTo={maskMobile(mobile)} />
      ) : (
        <PrimaryButton
          id="get-sms-code"
          text={PASSWORD_RESET_TEXT.getCode}
          active={screen.password !== ''}
          onClick={() => tellFormProblem(flow.requestCode())}
        />
      )}
      <CaptchaDialog flow={flow} />
    </AuthLayout>
  )
})

function PasswordResetContent() {
  const root = useStores()
  const screen = useScreenStore(() => new PasswordResetScreen(root, afterAccountStep))
  return screen.mobile ? <PasswordResetView screen={screen} mobile={screen.mobile} /> : <NeedsMobile />
}

export default function MemberPasswordPage() {
  return (
    <PageShell path="/member/password">
      <PasswordResetContent />
    </PageShell>
  )
}
