import { useEffect, useState } from 'react'
import { PageShell } from '@/components/PageShell'
import { BindMobileForm } from '@/components/BindMobileForm'
import { currentQuery } from '@/navigation'
import { useStores } from '@/stores'
import { createCodeBindMobileFlow } from '@/stores/bind-mobile'

/** 绑定手机号 after a social login whose account has no user yet. */
export default function CodeBindMobilePage() {
  const root = useStores()
  const [flow] = useState(() => createCodeBindMobileFlow(root, currentQuery().redirect ?? '/'))
  useEffect(() => () => flow.dispose(), [flow])
  return (
    <PageShell path="/code-bind-mobile">
      <BindMobileForm flow={flow} />
    </PageShell>
  )
}
