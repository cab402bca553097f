import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { AuthLayout, PrimaryButton } from '@/components/AuthLayout'
import { PhoneField, TextField } from '@/components/TextField'
import { currentQuery, redirectTo } from '@/navigation'
import { useStores } from '@/stores'
import { PasswordLogin } from '@/stores/password-login'
import { withQuery } from '@/utils/url'

/** 密码登录 */
export const PasswordLoginView = observer(function PasswordLoginView({ login }: { login: PasswordLogin }) {
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
        onConfirm={() => void login.submit()}
      />
      <PrimaryButton
        id="password-submit"
        text="登录"
        active={login.canSubmit}
        loading={login.submitting}
        onClick={() => void login.submit()}
      />
      <View className="auth__links">
        <Text
          className="auth__link"
          id="to-sms-login"
          onClick={() => redirectTo(withQuery('/login', { redirect: login.redirect }))}
        >
          验证码登录
        </Text>
      </View>
    </AuthLayout>
  )
})

export default function PasswordLoginPage() {
  const root = useStores()
  const [login] = useState(() => new PasswordLogin(root, currentQuery().redirect ?? '/'))
  return (
    <PageShell path="/login-password" title="">
      <PasswordLoginView login={login} />
    </PageShell>
  )
}
