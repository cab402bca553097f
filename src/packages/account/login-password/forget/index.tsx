// 忘记密码 (forgotten password, logged out): a new password through an SMS code; store ForgottenPasswordScreen.
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { AuthLayout, PrimaryButton } from '@/components/AuthLayout'
import { CaptchaDialog } from '@/components/CaptchaDialog'
import { SmsCodePanel } from '@/components/SmsCodePanel'
import { PhoneField, TextField } from '@/components/TextField'
import { tellFormProblem } from '@/components/form-problems'
import { redirect, useRouteParams } from '@/navigation'
import { afterPasswordReset } from '@/outcomes/login'
import { a11y } from '@/platform/a11y'
import { ForgottenPasswordScreen } from '@/stores/password-login'
import { useScreenStore } from '@/stores/use-screen-store'
import { FORGET_PASSWORD_TEXT as TEXT } from './text'

/**
 * The number, the new password, 获取短信验证码 → the image captcha → the code panel (重置密码). The password stays
 * editable beside the panel, so a refusal (短信验证码错误) is corrected in place; the number is fixed once a code
 * was sent to it (the panel names it). 返回密码登录 keeps the number typed.
 */
const ForgetPasswordView = observer(function ForgetPasswordView({
  screen,
  redirectTo,
}: {
  screen: ForgottenPasswordScreen
  redirectTo: string | undefined
}) {
  const { flow } = screen
  return (
    <AuthLayout heading={TEXT.heading}>
      {flow.panelOpen ? null : (
        <PhoneField
          id="forget-mobile"
          value={flow.mobile}
          placeholder={TEXT.mobilePlaceholder}
          label={TEXT.mobileLabel}
          onChange={(value) => flow.setMobile(value)}
        />
      )}
      <TextField
        id="forget-password"
        type="password"
        value={screen.password}
        placeholder={TEXT.passwordPlaceholder}
        label={TEXT.passwordLabel}
        clearable
        onChange={(value) => screen.setPassword(value)}
      />
      {flow.panelOpen ? (
        <SmsCodePanel flow={flow} buttonText={TEXT.submit} />
      ) : (
        <PrimaryButton
          id="get-sms-code"
          text={TEXT.getCode}
          active={flow.mobile !== '' && screen.password !== ''}
          onClick={() => tellFormProblem(flow.requestCode())}
        />
      )}
      <View className="auth__links">
        <Text
          className="auth__link"
          id="to-password-login"
          {...a11y('link')}
          onClick={() =>
            redirect('/login-password', { redirect: redirectTo, mobile: flow.mobile || undefined })
          }
        >
          {TEXT.toLogin}
        </Text>
      </View>
      <CaptchaDialog flow={flow} />
    </AuthLayout>
  )
})

export default function ForgetPasswordPage() {
  const params = useRouteParams('/login-password/forget')
  const screen = useScreenStore(
    () =>
      new ForgottenPasswordScreen(params.mobile ?? '', (outcome) =>
        afterPasswordReset(outcome, params.redirect)
      )
  )
  return (
    <PageShell path="/login-password/forget">
      <ForgetPasswordView screen={screen} redirectTo={params.redirect} />
    </PageShell>
  )
}
