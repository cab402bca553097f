import { BindMobileScreen } from '@/components/BindMobileForm'
import { createCodeBindMobileFlow } from '@/stores/bind-mobile'

/** 绑定手机号 after a social login whose account has no user yet. */
export default function CodeBindMobilePage() {
  return <BindMobileScreen path="/code-bind-mobile" createFlow={createCodeBindMobileFlow} />
}
