import { useEffect, useState } from 'react'
import { PageShell } from '@/components/PageShell'
import { BindMobileForm } from '@/components/BindMobileForm'
import { currentQuery } from '@/navigation'
import { useStores } from '@/stores'
import { createBindMobileFlow } from '@/stores/bind-mobile'

/** 绑定手机号 before the login completes (after-login check, or at boot). */
export default function BindMobilePage() {
  const root = useStores()
  const [flow] = useState(() => createBindMobileFlow(root, currentQuery().redirect ?? '/'))
  useEffect(() => () => flow.dispose(), [flow])
  return (
    <PageShell path="/bind-mobile">
      <BindMobileForm flow={flow} />
    </PageShell>
  )
}
