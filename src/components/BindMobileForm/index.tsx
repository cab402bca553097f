import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { currentQuery } from '@/navigation'
import { useStores, type RootStore } from '@/stores'
import { PageShell } from '../PageShell'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { AuthLayout } from '../AuthLayout'
import { RequestCodeFields } from '../RequestCodeFields'
import { CaptchaDialog } from '../CaptchaDialog'
import { SmsCodePanel } from '../SmsCodePanel'

/** 绑定手机号: number → captcha → SMS (scene mobile_bind) → 绑定. */
export const BindMobileForm = observer(function BindMobileForm({ flow }: { flow: SmsCodeFlow }) {
  return (
    <AuthLayout heading={flow.panelOpen ? undefined : '绑定手机号'}>
      {flow.panelOpen ? (
        <SmsCodePanel flow={flow} buttonText="绑定" />
      ) : (
        <RequestCodeFields flow={flow} fieldId="bind-mobile" placeholder="请输入您的手机号" />
      )}
      <CaptchaDialog flow={flow} />
    </AuthLayout>
  )
})

/** A whole binding page: its own SMS flow (made once, stopped on leave) inside the page shell. */
export function BindMobileScreen({
  path,
  createFlow,
}: {
  path: string
  createFlow: (root: RootStore, redirect: string) => SmsCodeFlow
}) {
  const root = useStores()
  const [flow] = useState(() => createFlow(root, currentQuery().redirect ?? '/'))
  useEffect(() => () => flow.dispose(), [flow])
  return (
    <PageShell path={path}>
      <BindMobileForm flow={flow} />
    </PageShell>
  )
}
