import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { AuthLayout, PrimaryButton } from '@/components/AuthLayout'
import { PhoneField, TextField } from '@/components/TextField'
import { tellFormProblem } from '@/components/form-problems'
import { redirect, useRouteParams } from '@/navigation'
import { a11y } from '@/platform/a11y'
import { afterLogin } from '@/outcomes/login'
import { useStores, type RootStore } from '@/stores'
import { loginWithPassword } from '@/stores/login'
import { PasswordLoginScreen } from '@/stores/password-login'
import { useScreenStore } from '@/stores/use-screen-store'
import { PASSWORD_LOGIN_TEXT } from './text'

/** The password login of one visit of /login-password (`mobile`: filled in, back from 忘记密码). */
export function createPasswordLogin(root: RootStore, redirectTo: string, mobile = ''): PasswordLoginScreen {
  return new PasswordLoginScreen(
    async (number, password) => afterLogin(await loginWithPassword(root, number, password, redirectTo)),
    mobile
  )
}

/** 密码登录 */
const PasswordLoginView = observer(function PasswordLoginView({
  login,
  redirectTo,
}: {
  login: PasswordLoginScreen
  redirectTo: string
}) {
  return (
    <AuthLayout heading={PASSWORD_LOGIN_TEXT.heading}>
      <PhoneField
        id="password-mobile"
        value={login.mobile}
        placeholder={PASSWORD_LOGIN_TEXT.mobilePlaceholder}
        label={PASSWORD_LOGIN_TEXT.mobileLabel}
        onChange={(value) => login.setMobile(value)}
      />
      <TextField
        id="password-password"
        type="password"
        value={login.password}
        placeholder={PASSWORD_LOGIN_TEXT.passwordPlaceholder}
        label={PASSWORD_LOGIN_TEXT.passwordLabel}
        clearable
        onChange={(value) => login.setPassword(value)}
        onConfirm={() => void login.submit().then(tellFormProblem)}
      />
      <PrimaryButton
        id="password-submit"
        text={PASSWORD_LOGIN_TEXT.submit}
        active={login.canSubmit}
        loading={login.submitting}
        onClick={() => void login.submit().then(tellFormProblem)}
      />
      <View className="auth__links">
        <Text
          className="auth__link"
          id="to-sms-login"
          {...a11y('link')}
          onClick={() => redirect('/login', { redirect: redirectTo })}
        >
          {PASSWORD_LOGIN_TEXT.toSms}
        </Text>
        <Text
          className="auth__link"
          id="to-forget-password"
          {...a11y('link')}
          onClick={() =>
            redirect('/login-password/forget', { redirect: redirectTo, mobile: login.mobile || undefined })
          }
        >
          {PASSWORD_LOGIN_TEXT.forget}
        </Text>
      </View>
    </AuthLayout>
  )
})

export default function PasswordLoginPage() {
  const root = useStores()
  const params = useRouteParams('/login-password')
  const redirectTo = params.redirect ?? '/'
  const login = useScreenStore(() => createPasswordLogin(root, redirectTo, params.mobile))
  return (
    <PageShell path="/login-password" title="" drawsBeforeBoot>
      <PasswordLoginView login={login} redirectTo={redirectTo} />
    </PageShell>
  )
}
