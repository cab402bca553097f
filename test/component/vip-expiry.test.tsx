/**
 * VIP会员 with the real servers' VIP learner (sample 18): `role_expired_at` is China time without a zone
 * (`2027-06-30 12:00:00` = 04:00 UTC), judged by the server's clock (its `Date` header). Read as UTC it looked
 * active for 8 hours after the server had ended it. Its own file: the server clock the header sets is module state.
 */
import RolePage from '@/packages/order/role'
import { ok, routeRequests, type FakeResponse } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { sampleAnswer } from '../mocks/samples'
import { $ } from '../mocks/screen'
import { openPageAt } from '../mocks/taro'

beforeEach(() => {
  wireHttp()
})

/** The member answer of sample 18, sent at `serverTime` (its `Date` header). */
function vipLearnerAt(serverTime: string): FakeResponse {
  return {
    ...sampleAnswer('4.9.10', '18'),
    header: { Date: new Date(serverTime).toUTCString() },
  }
}

async function roleStatusAt(serverTime: string): Promise<string> {
  openPageAt('/role', 'packages/order/role/index', {})
  routeRequests({ 'GET /api/v2/roles': ok([]), 'GET /api/v2/member/detail': vipLearnerAt(serverTime) })
  const view = renderWithStores(<RolePage />, bootedRoot({ user: makeMember() }))
  await actAndSettle()
  const status = $('role-status')?.textContent ?? ''
  view.unmount()
  return status
}

// One test: the server clock only moves forward within a file (a later Date header can only add).
it('the plan ends at 12:00 China time: active at 11:59, ended at 12:01 by the server clock', async () => {
  expect(await roleStatusAt('2027-06-30T03:59:00Z')).toBe('您的年度会员2027-06-30到期')
  expect(await roleStatusAt('2027-06-30T04:01:00Z')).toBe('您的年度会员已于2027-06-30到期')
})
