import { observer } from 'mobx-react-lite'
import { useRouteParams } from '@/navigation'
import { afterBinding } from '@/outcomes/login'
import { useStores, type RootStore } from '@/stores'
import type { LoginOutcome } from '@/stores/login'
import { SmsCodeFlow } from '@/stores/sms-code-flow'
import { useScreenStore } from '@/stores/use-screen-store'
import { PageShell } from '../PageShell'
import { AuthLayout } from '../AuthLayout'
import { RequestCodeFields } from '../RequestCodeFields'
import { CaptchaDialog } from '../CaptchaDialog'
import { SmsCodePanel } from '../SmsCodePanel'
import { BIND_FORM_TEXT } from './text'

/** 绑定手机号: number → captcha → SMS (scene mobile_bind) → 绑定. */
const BindMobileForm = observer(function BindMobileForm({ flow }: { flow: SmsCodeFlow }) {
  return (
    <AuthLayout heading={flow.panelOpen ? undefined : BIND_FORM_TEXT.heading}>
      {flow.panelOpen ? (
        <SmsCodePanel flow={flow} buttonText={BIND_FORM_TEXT.submit} />
      ) : (
        <RequestCodeFields flow={flow} fieldId="bind-mobile" placeholder={BIND_FORM_TEXT.mobilePlaceholder} />
      )}
      <CaptchaDialog flow={flow} />
    </AuthLayout>
  )
})

/** How a binding page binds: the number and code, and where the learner was going. */
type Bind = (root: RootStore, mobile: string, code: string, redirect: string) => Promise<LoginOutcome>

/** The SMS flow of a binding page: number → captcha → SMS (scene mobile_bind) → bind, then on to the redirect. */
export function createBindingFlow(root: RootStore, redirect: string, bind: Bind): SmsCodeFlow {
  return new SmsCodeFlow({
    scene: 'mobile_bind',
    submit: async (mobile, code) => afterBinding(await bind(root, mobile, code, redirect)),
  })
}

/** A whole binding page: its own SMS flow inside the page shell. */
export function BindMobileScreen({ path, bind }: { path: '/bind-mobile' | '/code-bind-mobile'; bind: Bind }) {
  const root = useStores()
  const { redirect = '/' } = useRouteParams(path)
  const flow = useScreenStore(() => createBindingFlow(root, redirect, bind))
  return (
    <PageShell path={path}>
      <BindMobileForm flow={flow} />
    </PageShell>
  )
}
