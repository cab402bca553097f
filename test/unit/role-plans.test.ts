/** /role's store: the plans, the chosen one, the learner's own plan asked for on every show. */
import { RolePlansScreen } from '@/stores/role-plans'
import { deferred, envelope, ok, routeRequests, sentCalls, type FakeResponse } from '../mocks/api'
import { bootedRoot, makeMember, wireHttp } from '../mocks/app'
import { asServer } from '../mocks/server'
import roles4930 from '../demo-api/meedu-samples/v4.9.30/11-roles.json'

const ROLES = 'GET /api/v2/roles'
const MEMBER = 'GET /api/v2/member/detail'

const ROLE_LIST = [
  { id: 1, name: '月度会员', charge: 30, expire_days: 30, desc_rows: ['全站课程', ''] },
  { id: 2, name: '年度会员', charge: '12.50', expire_days: 365, desc_rows: 'oops' },
]

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
})

it('the plans, read safely; the primary resource', async () => {
  routeRequests({ [ROLES]: ok(ROLE_LIST) })
  const screen = new RolePlansScreen(bootedRoot({ user: makeMember() }))
  await screen.open()
  expect(screen.roles.data).toEqual([
    { id: 1, name: '月度会员', charge: 30, expire_days: 30, desc_rows: ['全站课程'] },
    { id: 2, name: '年度会员', charge: 12.5, expire_days: 365, desc_rows: [] },
  ])

  routeRequests({ [ROLES]: envelope(404, '资源不存在') })
  const missing = new RolePlansScreen(bootedRoot({ user: makeMember() }))
  await missing.open()
  expect(spies.onNotFound).toHaveBeenCalledTimes(1)
  expect(missing.roles.state).toBe('error')
})

it('购买会员: nothing chosen, else the checkout query of the chosen plan', async () => {
  routeRequests({ [ROLES]: ok(ROLE_LIST) })
  const screen = new RolePlansScreen(bootedRoot({ user: makeMember() }))
  await screen.open()
  expect(screen.buy()).toEqual({ kind: 'none-selected' })
  screen.select(2)
  expect(screen.selected?.name).toBe('年度会员')
  expect(screen.buy()).toEqual({
    kind: 'checkout',
    goods: { goods_id: 2, goods_name: '年度会员', goods_charge: '12.5', goods_type: 'role' },
  })
  screen.select(99)
  expect(screen.buy()).toEqual({ kind: 'none-selected' })
})

it('the member is asked for again on show; the newest answer wins; a failure keeps the card', async () => {
  const first = deferred<FakeResponse>()
  let answer: () => FakeResponse | Promise<FakeResponse> = () => first.promise
  routeRequests({ [ROLES]: ok(ROLE_LIST), [MEMBER]: () => answer() })
  const root = bootedRoot({ user: makeMember() })
  const screen = new RolePlansScreen(root)
  const older = screen.refreshMember()
  answer = () =>
    ok(makeMember({ role_id: 2, role: { id: 2, name: '年度会员' }, role_expired_at: '2030-01-01' }))
  await screen.refreshMember()
  first.resolve(ok(makeMember()))
  await older
  expect(root.session.user?.role?.name).toBe('年度会员')

  answer = () => Promise.reject({ errMsg: 'request:fail' })
  spies.toast.mockClear()
  await screen.refreshMember()
  expect(root.session.user?.role?.name).toBe('年度会员')
  expect(spies.toast).not.toHaveBeenCalled()
})

it('no token: nothing asked', async () => {
  routeRequests({ [ROLES]: ok(ROLE_LIST) })
  const screen = new RolePlansScreen(bootedRoot())
  await screen.refreshMember()
  expect(sentCalls()).toEqual([])
})

it('v4.9.30: the same plans call (11) and the same checkout, which orders through the server’s cashier', async () => {
  asServer('v4.9.30')
  routeRequests({ [ROLES]: { statusCode: roles4930.http_status, data: roles4930.response } })
  const screen = new RolePlansScreen(bootedRoot({ user: makeMember() }))
  await screen.open()
  screen.select(1)
  expect(screen.buy()).toEqual({
    kind: 'checkout',
    goods: { goods_id: 1, goods_name: '年度会员', goods_charge: '199', goods_type: 'role' },
  })
  expect(sentCalls()).toEqual([ROLES])
})
