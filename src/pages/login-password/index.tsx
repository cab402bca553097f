import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { AuthLayout, PrimaryButton } from '@/components/AuthLayout'
import { PhoneField, TextField } from '@/components/TextField'
import { tellFormProblem } from '@/components/form-problems'
import { redirect, useRouteParams } from '@/navigation'
import { afterLogin } from '@/outcomes'
import { useStores, type RootStore } from '@/stores'
import { loginWithPassword } from '@/stores/login'
import { PasswordLoginScreen } from '@/stores/password-login'
import { useScreenStore } from '@/stores/use-screen-store'

/** The password login of one visit of /login-password. */
export function createPasswordLogin(root: RootStore, redirectTo: string): PasswordLoginScreen {
  return new PasswordLoginScreen(async (mobile, password) =>
    afterLogin(await loginWithPassword(root, mobile, password, redirectTo))
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
    <AuthLayout heading="登录">
      <PhoneField
        id="password-mobile"
        value={login.mobile}
        placeholder="请输入手机号码"
        onChange={(value) => login.setMobile(value)}
      />
      <TextField
        id="password-password"
        type="password"
        value={login.password}
        placeholder="请输入密码"
        clearable
        onChange={(value) => login.setPassword(value)}
        onConfirm={() => void login.submit().then(tellFormProblem)}
      />
      <PrimaryButton
        id="password-submit"
        text="登录"
        active={login.canSubmit}
        loading={login.submitting}
        onClick={() => void login.submit().then(tellFormProblem)}
      />
      <View className="auth__links">
        <Text
          className="auth__link"
          id="to-sms-login"
          onClick={() => redirect('/login', { redirect: redirectTo })}
        >
          验证码登录
        </Text>
      </View>
    </AuthLayout>
  )
})

export default function PasswordLoginPage() {
  const root = useStores()
  const redirectTo = useRouteParams('/login-password').redirect ?? '/'
  const login = useScreenStore(() => createPasswordLogin(root, redirectTo))
  return (
    <PageShell path="/login-password" title="">
      <PasswordLoginView login={login} redirectTo={redirectTo} />
    </PageShell>
  )
}
