import { goBack } from '@/navigation'
import { toast } from '@/platform/toast'
import type { AccountOutcome } from '@/stores/account-sms'

/** What the account pages (修改手机号, 绑定手机号, 修改密码) tell when a step succeeded. */
export const ACCOUNT_OUTCOME_TEXT = {
  done: '成功',
} as const

/** A finished account change leaves its page this long after 成功 (as the login pages do). */
export const ACCOUNT_DONE_DELAY_MS = 500

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * What the account pages do with a step that succeeded: say 成功; a change that is complete goes back to where
 * the learner came from (the profile) 500 ms later. The sending button stays busy until then.
 */
export async function afterAccountStep(outcome: AccountOutcome): Promise<void> {
  toast(ACCOUNT_OUTCOME_TEXT.done)
  if (outcome.kind !== 'changed') return
  await wait(ACCOUNT_DONE_DELAY_MS)
  goBack()
}
