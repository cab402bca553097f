import { getMemberDetail } from '@/services/api/member'
import type { Member } from '@/services/api/types'
import type { RequestOptions } from '@/services/http'
import type { RootStore } from './root-store'

/**
 * The member detail again, into the session (after a change to the account, a purchase, a page shown again).
 * Rejects when it could not be loaded; the session keeps the learner it had. Not a RootStore method: a class's
 * methods all ride on the first screen, and only 个人中心 and the account pages need this.
 */
export async function reloadMember(root: RootStore, options?: RequestOptions): Promise<Member> {
  const member = await getMemberDetail(options)
  root.session.login(member)
  return member
}
