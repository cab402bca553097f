import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Weixin } from '@nutui/icons-react-taro'
import { PageShell } from '@/components/PageShell'
import { AuthLayout } from '@/components/AuthLayout'
import { RequestCodeFields } from '@/components/RequestCodeFields'
import { Agreement } from '@/components/Agreement'
import { CaptchaDialog } from '@/components/CaptchaDialog'
import { SmsCodePanel } from '@/components/SmsCodePanel'
import { platform } from '@/platform'
import { a11y } from '@/platform/a11y'
import { navigate, useRouteParams } from '@/navigation'
import { afterLogin } from '@/outcomes/login'
import { useStores, type RootStore } from '@/stores'
import { loginWithSms, socialLoginAddress } from '@/stores/login'
import { SmsCodeFlow } from '@/stores/sms-code-flow'
import { useScreenStore } from '@/stores/use-screen-store'
import { visibleSocialProviders, type SocialProvider } from '@/utils/social-login'
import { toast } from '@/platform/toast'
import { LOGIN_TEXT } from './text'
import './index.scss'

/** The SMS login, from phone to code, for one visit of /login. */
function createSmsLogin(root: RootStore, redirect: string): SmsCodeFlow {
  return new SmsCodeFlow({
    scene: 'login',
    requireAgreement: true,
    submit: async (mobile, code) => afterLogin(await loginWithSms(root, mobile, code, redirect)),
  })
}

/** 快捷登录/注册: SMS code login (and registration), with links to password and social login. */
const LoginView = observer(function LoginView({ flow, redirect }: { flow: SmsCodeFlow; redirect: string }) {
  const root = useStores()
  const { config } = root
  const providers = visibleSocialProviders({
    supportsSocialLogin: platform.supportsSocialLogin,
    inWechatBrowser: platform.isWechatBrowser(),
    socialites: config.config.socialites,
  })

  const socialLogin = (provider: SocialProvider) => {
    if (!flow.agreed) {
      toast(LOGIN_TEXT.agreeFirst)
      return
    }
    platform.openExternal(socialLoginAddress(root, provider, redirect))
  }

  if (flow.panelOpen) {
    return (
      <AuthLayout>
        <SmsCodePanel flow={flow} buttonText={LOGIN_TEXT.submit} />
        <CaptchaDialog flow={flow} />
      </AuthLayout>
    )
  }

  return (
    <AuthLayout heading={LOGIN_TEXT.heading}>
      <RequestCodeFields flow={flow} fieldId="login-mobile" placeholder={LOGIN_TEXT.mobilePlaceholder} />
      <View className="auth__links">
        <Text
          className="auth__link"
          id="to-password-login"
          {...a11y('link')}
          onClick={() => navigate('/login-password', { redirect })}
        >
          {LOGIN_TEXT.toPassword}
        </Text>
      </View>
      <Agreement checked={flow.agreed} onChange={(value) => flow.setAgreed(value)} />
      {providers.length > 0 ? (
        <View className="login-social">
          <Text className="login-social__title">{LOGIN_TEXT.otherWays}</Text>
          <View className="login-social__icons">
            {providers.map((provider) => (
              <View
                key={provider}
                id={`social-${provider}`}
                className={`login-social__icon login-social__icon--${provider}`}
                {...a11y('button', { label: LOGIN_TEXT.socialLabel[provider] })}
                onClick={() => socialLogin(provider)}
              >
                {provider === 'wechat' ? <Weixin size={24} /> : <Text>QQ</Text>}
              </View>
            ))}
          </View>
        </View>
      ) : null}
      <CaptchaDialog flow={flow} />
    </AuthLayout>
  )
})

export default function LoginPage() {
  const root = useStores()
  const redirect = useRouteParams('/login').redirect ?? '/'
  const flow = useScreenStore(() => createSmsLogin(root, redirect))
  return (
    <PageShell path="/login" title="" drawsBeforeBoot>
      <LoginView flow={flow} redirect={redirect} />
    </PageShell>
  )
}
