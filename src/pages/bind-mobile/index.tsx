import { BindMobileScreen } from '@/components/BindMobileForm'
import { createBindMobileFlow } from '@/stores/bind-mobile'

/** 绑定手机号 before the login completes (after-login check, or at boot). */
export default function BindMobilePage() {
  return <BindMobileScreen path="/bind-mobile" createFlow={createBindMobileFlow} />
}
