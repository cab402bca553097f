import { BindMobileScreen, createBindingFlow } from '@/components/BindMobileForm'
import type { RootStore } from '@/stores'
import { bindSocialAccount } from '@/stores/login'

/** The flow of /code-bind-mobile: binding the mobile creates the account of the social login code. */
export const createCodeBindMobileFlow = (root: RootStore, redirect: string) =>
  createBindingFlow(root, redirect, bindSocialAccount)

/** 绑定手机号 after a social login whose account has no user yet. */
export default function CodeBindMobilePage() {
  return <BindMobileScreen path="/code-bind-mobile" bind={bindSocialAccount} />
}
