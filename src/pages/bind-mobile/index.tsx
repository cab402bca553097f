import { BindMobileScreen, createBindingFlow } from '@/components/BindMobileForm'
import type { RootStore } from '@/stores'
import { bindParkedAccount } from '@/stores/login'

/** The flow of /bind-mobile: the bind call carries the parked token, which becomes the login. */
export const createBindMobileFlow = (root: RootStore, redirect: string) =>
  createBindingFlow(root, redirect, bindParkedAccount)

/** 绑定手机号 before the login completes (after-login check, or at boot). */
export default function BindMobilePage() {
  return <BindMobileScreen path="/bind-mobile" bind={bindParkedAccount} />
}
