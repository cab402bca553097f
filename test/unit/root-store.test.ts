import Taro from '@tarojs/taro'
import { platform } from '@/platform'
import { credentials } from '@/services/credentials'
import { RootStore } from '@/stores'
import { bootApp } from '@/app-setup'
import { SessionStore } from '@/stores/session-store'
import {
  deferred,
  envelope,
  ok,
  raw,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
} from '../mocks/api'
import { makeMember, wireHttp, type HookSpies } from '../mocks/app'

const CONFIG = 'GET /api/v2/other/config'
const MEMBER = 'GET /api/v2/member/detail'
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

let spies: HookSpies
let consoleError: jest.SpyInstance

beforeEach(() => {
  spies = wireHttp()
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe('SessionStore', () => {
  it('starts logged out', () => {
    const session = new SessionStore()
    expect(session.loggedIn).toBe(false)
    expect(session.user).toBeNull()
  })

  it('login sets the user', () => {
    const session = new SessionStore()
    const user = makeMember({ id: 7, nick_name: '小李' })
    session.login(user)
    expect(session.user).toEqual(user)
  })

  it('logout clears the flag and the user and removes the stored token', () => {
    const session = new SessionStore()
    session.saveToken('tok-1')
    credentials.setTmpToken('tmp-stays')
    session.login(makeMember())
    expect(credentials.getToken()).toBe('tok-1')

    session.logout()
    expect(session.loggedIn).toBe(false)
    expect(session.user).toBeNull()
    expect(credentials.getToken()).toBeNull()
    expect(session.loggedIn).toBe(false)
    expect(credentials.getTmpToken()).toBe('tmp-stays')
  })

  it('loggedIn reads storage each time (a 401 elsewhere may have removed it)', () => {
    const session = new SessionStore()
    expect(session.loggedIn).toBe(false)
    credentials.setToken('t')
    expect(session.loggedIn).toBe(true)
    credentials.clearToken()
    expect(session.loggedIn).toBe(false)
  })
})

describe('SessionStore.reloadMember: the one way the member is read again', () => {
  const member = (name: string) => ok(makeMember({ nick_name: name }))

  it('keeps the answer and resolves with it', async () => {
    credentials.setToken('tok')
    routeRequests({ [MEMBER]: member('新名字') })
    const session = new SessionStore()
    await expect(session.reloadMember()).resolves.toMatchObject({ nick_name: '新名字' })
    expect(session.user?.nick_name).toBe('新名字')
  })

  it('an older reload answered last never overwrites a newer one', async () => {
    credentials.setToken('tok')
    const first = deferred<FakeResponse>()
    let answer: () => FakeResponse | Promise<FakeResponse> = () => first.promise
    routeRequests({ [MEMBER]: () => answer() })
    const session = new SessionStore()
    const older = session.reloadMember()
    answer = () => member('新')
    await session.reloadMember()
    first.resolve(member('旧'))
    await older
    expect(session.user?.nick_name).toBe('新')
  })

  it('a reload answered after a logout does not bring the member back', async () => {
    credentials.setToken('tok')
    const answer = deferred<FakeResponse>()
    routeRequests({ [MEMBER]: () => answer.promise })
    const session = new SessionStore()
    session.login(makeMember())
    const reload = session.reloadMember()
    session.logout()
    answer.resolve(member('旧'))
    await reload
    expect(session.user).toBeNull()
  })

  it('a failure rejects and keeps the member; a malformed answer keeps it too', async () => {
    credentials.setToken('tok')
    let answer: () => FakeResponse | Promise<FakeResponse> = () => Promise.reject({ errMsg: 'request:fail' })
    routeRequests({ [MEMBER]: () => answer() })
    const session = new SessionStore()
    session.login(makeMember({ nick_name: '原来的' }))
    await expect(session.reloadMember({ silent: true })).rejects.toBeDefined()
    expect(session.user?.nick_name).toBe('原来的')
    answer = () => ok(null)
    await session.reloadMember({ silent: true })
    expect(session.user?.nick_name).toBe('原来的')
  })
})

describe('RootStore.boot', () => {
  it('without a token: loads the config only, saves it, stays logged out, sets booted', async () => {
    routeRequests({ [CONFIG]: ok({ webname: 'MeEdu', socialites: { qq: 1 } }) })
    const root = new RootStore()
    expect(root.booted).toBe(false)

    await root.boot()

    expect(sentCalls()).toEqual([CONFIG])
    expect(root.config.config.webname).toBe('MeEdu')
    expect(root.config.config.socialites.qq).toBe(true)
    expect(root.session.loggedIn).toBe(false)
    expect(root.booted).toBe(true)
  })

  it('with a token: loads the config and the member detail, and logs the member in', async () => {
    credentials.setToken('tok')
    const user = makeMember({ id: 5, nick_name: '学员小张' })
    routeRequests({ [CONFIG]: ok({ webname: 'MeEdu' }), [MEMBER]: ok(user) })
    const root = new RootStore()

    await root.boot()

    expect(sentCalls().sort()).toEqual([CONFIG, MEMBER].sort())
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user).toEqual(user)
    expect(root.booted).toBe(true)
  })

  it('runs once: a second boot() sends nothing and returns the same promise', async () => {
    routeRequests({ [CONFIG]: ok({}) })
    const root = new RootStore()
    const first = root.boot()
    const second = root.boot()
    expect(second).toBe(first)
    await first
    await root.boot()
    expect(sentCalls()).toEqual([CONFIG])
  })

  it('booted stays false while the config is loading', async () => {
    const answer = deferred<FakeResponse>()
    routeRequests({ [CONFIG]: () => answer.promise })
    const root = new RootStore()
    const booting = root.boot()
    await Promise.resolve()
    expect(root.booted).toBe(false)
    answer.resolve(ok({}))
    await booting
    expect(root.booted).toBe(true)
  })

  it.each<[string, FakeResponse | null]>([
    ['a network failure', null],
    ['a server error', raw(500, '<html>500</html>')],
    ['a business error', envelope(1, '配置读取失败')],
  ])(
    'config failing with %s: logs 系统初始化失败, no toast, keeps the defaults, still boots',
    async (_name, response) => {
      routeRequests(response ? { [CONFIG]: response } : {})
      const root = new RootStore()

      await root.boot()

      expect(consoleError).toHaveBeenCalledWith('系统初始化失败', expect.anything())
      expect(spies.toast).not.toHaveBeenCalled()
      expect(Taro.showToast).not.toHaveBeenCalled()
      expect(root.config.config.webname).toBe('')
      expect(root.booted).toBe(true)
    }
  )

  it('member detail failing (not a 401): logs 系统初始化失败, no toast, no member, token kept, config still saved', async () => {
    credentials.setToken('tok')
    routeRequests({ [CONFIG]: ok({ webname: 'MeEdu' }), [MEMBER]: raw(502, null) })
    const root = new RootStore()

    await root.boot()

    expect(consoleError).toHaveBeenCalledWith('系统初始化失败', expect.anything())
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(root.session.user).toBeNull()
    // The token is good (only a 401 says otherwise): the learner is still logged in, as the guard sees it.
    expect(root.session.loggedIn).toBe(true)
    expect(root.config.config.webname).toBe('MeEdu')
    expect(root.booted).toBe(true)
  })

  it('a 401 on the member detail still runs the "log in again" handling', async () => {
    credentials.setToken('expired')
    routeRequests({ [CONFIG]: ok({}), [MEMBER]: envelope(401, '请登录') })
    const root = new RootStore()
    await root.boot()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(spies.onUnauthorized).toHaveBeenCalledTimes(1)
    expect(root.booted).toBe(true)
  })

  describe('desktop browsers go to pc_url', () => {
    function useAgent(agent: string) {
      jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(agent)
    }

    it('desktop UA with pc_url → platform.openExternal(pc_url) in H5, never in the mini-program', async () => {
      useAgent(DESKTOP_UA)
      const openExternal = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
      routeRequests({ [CONFIG]: ok({ pc_url: 'https://www.example.com' }) })
      await bootApp(new RootStore())

      if (process.env.TARO_ENV === 'h5') {
        expect(openExternal).toHaveBeenCalledTimes(1)
        expect(openExternal).toHaveBeenCalledWith('https://www.example.com')
      } else {
        expect(openExternal).not.toHaveBeenCalled()
        expect(Taro.navigateTo).not.toHaveBeenCalled()
      }
    })

    it('mobile UA with pc_url → stays', async () => {
      useAgent(MOBILE_UA)
      const openExternal = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
      routeRequests({ [CONFIG]: ok({ pc_url: 'https://www.example.com' }) })
      await bootApp(new RootStore())
      expect(openExternal).not.toHaveBeenCalled()
    })

    it('desktop UA without pc_url → stays', async () => {
      useAgent(DESKTOP_UA)
      const openExternal = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
      routeRequests({ [CONFIG]: ok({ pc_url: '' }) })
      await bootApp(new RootStore())
      expect(openExternal).not.toHaveBeenCalled()
    })
  })
})

describe('RootStore.logout', () => {
  it('forgets the learner everywhere: flag, user, token, unread count', async () => {
    credentials.setToken('tok')
    routeRequests({
      [CONFIG]: ok({}),
      [MEMBER]: ok(makeMember()),
      'GET /api/v2/member/unreadNotificationCount': ok(4),
    })
    const root = new RootStore()
    await root.boot()
    await root.messages.refreshUnreadCount()
    expect(root.session.loggedIn).toBe(true)
    expect(root.messages.unreadCount).toBe(4)

    root.logout()

    expect(root.session.loggedIn).toBe(false)
    expect(root.session.user).toBeNull()
    expect(credentials.getToken()).toBeNull()
    expect(root.messages.unreadCount).toBe(0)
    expect(root.messages.list.items).toEqual([])
  })

  it('tells the server (POST /api/v2/logout, the token in the header) without waiting; forget() tells nobody', async () => {
    credentials.setToken('tok')
    routeRequests({ 'POST /api/v2/logout': () => new Promise<FakeResponse>(() => undefined) })
    const root = new RootStore()
    root.logout()
    expect(credentials.getToken()).toBeNull()
    expect(sentCalls()).toEqual(['POST /api/v2/logout'])
    expect(requestMock.mock.calls[0][0].header.Authorization).toBe('Bearer tok')

    requestMock.mockClear()
    credentials.setToken('tok-2')
    root.forget()
    expect(credentials.getToken()).toBeNull()
    expect(requestMock).not.toHaveBeenCalled()
    // Nobody logged in: nothing to tell.
    root.logout()
    expect(requestMock).not.toHaveBeenCalled()
  })
})
