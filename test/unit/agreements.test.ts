/**
 * The versioned agreements (4.9.27+): asked once, before the other after-login checks, never in a loop, over the
 * recorded member details and agree answers (v4.9.30/03, 40*; 4.9.10/03, 32b).
 */
import { platform } from '@/platform'
import { readAgreementStatus } from '@/services/api/member'
import { credentials } from '@/services/credentials'
import { RootStore } from '@/stores'
import { completeLogin } from '@/stores/login'
import { AGREEMENT_MEMORY_KEY, AGREEMENT_MEMORY_MS, AgreementMemory } from '@/stores/agreement-memory'
import { deferred, ok, requestMock, routeRequests, sentCalls, type FakeResponse } from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { recorded, recordedData } from '../mocks/samples'
import { asServer } from '../mocks/server'
import { openPageAt } from '../mocks/taro'

const CONFIG = 'GET /api/v2/other/config'
const MEMBER = 'GET /api/v2/member/detail'
const AGREE = 'POST /api/v2/member/agreement/agree'

let spies: ReturnType<typeof wireHttp>
beforeEach(() => {
  spies = wireHttp()
  asServer('v4.9.30')
  openPageAt('/member', 'pages/member/index')
})

/** A visit on /member with a token: the boot loads this config and member detail. */
async function bootWith(member: FakeResponse, config: FakeResponse = recorded('v4.9.30', '01')) {
  credentials.setToken('token-2')
  routeRequests({ [CONFIG]: config, [MEMBER]: member })
  const root = new RootStore()
  await root.boot()
  return root
}

/** The next member detail the server gives (after an agree, a reload). */
function serverSays(member: FakeResponse, agree: FakeResponse = recorded('v4.9.30', '40d')) {
  routeRequests({ [MEMBER]: member, [AGREE]: agree })
}

describe('agreement_status', () => {
  it('reads both flags, and nothing from a server without them (4.9.10)', () => {
    expect(readAgreementStatus(recordedData('v4.9.30', '40f').agreement_status)).toEqual({
      user: false,
      privacy: true,
    })
    expect(readAgreementStatus(recordedData('4.9.10', '03').agreement_status)).toBeNull()
    expect(readAgreementStatus([])).toBeNull()
  })
})

describe('the agreement dialog', () => {
  it('4.9.10 (no agreement_status): nothing to ask; the other checks run as before', async () => {
    asServer('4.9.10')
    const config = recordedData('4.9.10', '01')
    config.member = { enabled_mobile_bind_alert: 1 }
    const member = recordedData('4.9.10', '03')
    member.is_bind_mobile = 0
    const root = await bootWith(ok(member), ok(config))
    expect(root.afterLogin.agreementsDue).toEqual([])
    expect(root.afterLogin.dialog).toBe('bind-mobile')
  })

  it('both flags false (40j): both asked, before a required mobile binding; 同意 records, reloads, then the binding', async () => {
    const config = recordedData('v4.9.30', '01')
    config.member = { enabled_mobile_bind_alert: 1 }
    const member = recordedData('v4.9.30', '40j')
    member.is_bind_mobile = 0
    const root = await bootWith(ok(member), ok(config))
    expect(root.afterLogin.agreementsDue).toEqual(['user', 'privacy'])
    expect(root.afterLogin.dialog).toBeNull()

    const after = recordedData('v4.9.30', '40e')
    after.is_bind_mobile = 0
    serverSays(ok(after))
    requestMock.mockClear()
    expect(await root.afterLogin.agree()).toBe('agreed')
    expect(sentCalls()).toEqual([AGREE, MEMBER])
    expect(requestMock.mock.calls[0][0].data).toEqual({})
    expect(requestMock.mock.calls[0][0].header['meedu-platform']).toBe(
      platform.name === 'weapp' ? 'MINI' : 'H5'
    )
    expect(root.afterLogin.agreementsDue).toEqual([])
    expect(root.afterLogin.dialog).toBe('bind-mobile')
  })

  it('no agreement configured (40 → 40b): after one 同意 the flags stay false and the learner is not asked again', async () => {
    const root = await bootWith(recorded('v4.9.30', '03'))
    expect(root.afterLogin.agreementsDue).toEqual(['user', 'privacy'])
    serverSays(recorded('v4.9.30', '40b'), recorded('v4.9.30', '40'))
    expect(await root.afterLogin.agree()).toBe('agreed')
    expect(root.afterLogin.agreementsDue).toEqual([])

    // Another start of the app, the server still says false/false: not asked.
    const next = await bootWith(recorded('v4.9.30', '40b'))
    expect(next.afterLogin.agreementsDue).toEqual([])
    // Another learner on the same device is asked.
    const other = recordedData('v4.9.30', '40b')
    other.id = 3
    const third = await bootWith(ok(other))
    expect(third.afterLogin.agreementsDue).toEqual(['user', 'privacy'])
  })

  it('a new version later (true/true 40e, then 40f): asked once for what changed, not again after 同意 (40h)', async () => {
    const root = await bootWith(recorded('v4.9.30', '40b'))
    serverSays(recorded('v4.9.30', '40b'), recorded('v4.9.30', '40'))
    await root.afterLogin.agree()
    expect(root.afterLogin.agreementsDue).toEqual([])

    // The admin publishes 1.0 and the learner agrees elsewhere: the server says true/true.
    const agreed = await bootWith(recorded('v4.9.30', '40e'))
    expect(agreed.afterLogin.agreementsDue).toEqual([])
    // 用户协议 2.0: only that one is asked for.
    const updated = await bootWith(recorded('v4.9.30', '40f'))
    expect(updated.afterLogin.agreementsDue).toEqual(['user'])
    serverSays(recorded('v4.9.30', '40h'), recorded('v4.9.30', '40g'))
    expect(await updated.afterLogin.agree()).toBe('agreed')
    expect(updated.afterLogin.agreementsDue).toEqual([])
  })

  it('a failed 同意 keeps the dialog; a second tap while the first is on its way sends nothing', async () => {
    const root = await bootWith(recorded('v4.9.30', '40j'))
    routeRequests({ [AGREE]: () => Promise.reject({ errMsg: 'request:fail' }) })
    expect(await root.afterLogin.agree()).toBe('failed')
    expect(root.afterLogin.agreementsDue).toEqual(['user', 'privacy'])
    expect(spies.toast).not.toHaveBeenCalled()

    const answer = deferred<FakeResponse>()
    routeRequests({ [AGREE]: () => answer.promise, [MEMBER]: recorded('v4.9.30', '40e') })
    requestMock.mockClear()
    const first = root.afterLogin.agree()
    expect(root.afterLogin.agreeing.running).toBe(true)
    expect(await root.afterLogin.agree()).toBe('busy')
    answer.resolve(recorded('v4.9.30', '40d'))
    expect(await first).toBe('agreed')
    expect(sentCalls()).toEqual([AGREE, MEMBER])
  })

  it('a member reload that fails after the agree keeps the dialog (the next 同意 sends again)', async () => {
    const root = await bootWith(recorded('v4.9.30', '40j'))
    routeRequests({
      [AGREE]: recorded('v4.9.30', '40d'),
      [MEMBER]: () => Promise.reject({ errMsg: 'request:fail' }),
    })
    expect(await root.afterLogin.agree()).toBe('failed')
    expect(root.afterLogin.agreementsDue).toEqual(['user', 'privacy'])
  })

  it('不同意: logged out (token gone), to 个人中心; the next login asks again', async () => {
    const root = await bootWith(recorded('v4.9.30', '40j'))
    expect(root.afterLogin.logout()).toEqual({ kind: 'logged-out' })
    expect(root.session.loggedIn).toBe(false)
    expect(root.afterLogin.agreementsDue).toEqual([])
    const again = await bootWith(recorded('v4.9.30', '40j'))
    expect(again.afterLogin.agreementsDue).toEqual(['user', 'privacy'])
  })

  it('a login on the login page: done (the dialog waits for the next page), the binding after the agreement', async () => {
    openPageAt('/login', 'pages/login/index')
    const config = recordedData('v4.9.30', '01')
    config.member = { enabled_mobile_bind_alert: 1 }
    const member = recordedData('v4.9.30', '40j')
    member.is_bind_mobile = 0
    routeRequests({ [CONFIG]: ok(config), [MEMBER]: ok(member) })
    const root = new RootStore()
    await root.boot()
    expect(await completeLogin(root, 'token-2', '/vod')).toEqual({ kind: 'done', redirect: '/vod' })
    expect(root.afterLogin.agreementsDue).toEqual(['user', 'privacy'])
    expect(root.afterLogin.dialog).toBeNull()
  })
})

describe('AgreementMemory: how long an unrecorded 同意 stands', () => {
  const storage = () => {
    const data = new Map<string, string>()
    return {
      data,
      get: (key: string) => data.get(key) ?? null,
      set: (key: string, value: string) => void data.set(key, value),
      remove: (key: string) => void data.delete(key),
    }
  }
  const none = { user: false, privacy: false }

  it('30 days per learner and kind; then asked once more', () => {
    let now = 1_000_000
    const kept = storage()
    const memory = new AgreementMemory(kept, () => now)
    memory.agreedUnrecorded(2, { user: false, privacy: true })
    expect(memory.due(2, none)).toEqual(['privacy'])
    now += AGREEMENT_MEMORY_MS - 1
    expect(new AgreementMemory(kept, () => now).due(2, none)).toEqual(['privacy'])
    now += 1
    expect(memory.due(2, none)).toEqual(['user', 'privacy'])
  })

  it('a true flag ends what was remembered of it; unreadable storage is forgotten, not fatal', () => {
    const kept = storage()
    const memory = new AgreementMemory(kept, () => 0)
    memory.agreedUnrecorded(2, none)
    memory.observe(2, { user: true, privacy: false })
    expect(memory.due(2, none)).toEqual(['user'])
    memory.observe(2, { user: true, privacy: true })
    expect(JSON.parse(kept.data.get(AGREEMENT_MEMORY_KEY) ?? '')).toEqual({})
    kept.set(AGREEMENT_MEMORY_KEY, '{not json')
    expect(memory.due(2, none)).toEqual(['user', 'privacy'])
    kept.set(AGREEMENT_MEMORY_KEY, JSON.stringify({ 2: { user: 'soon' }, 3: null }))
    expect(memory.due(2, none)).toEqual(['user', 'privacy'])
  })
})
