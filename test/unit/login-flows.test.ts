/**
 * What happens around every login: completing a login (stores/login.ts) and where it leads (outcomes.ts), the
 * after-login dialogs and their buttons, face verification start, the 401 during the detail fetch, login codes
 * in the URL, and the end of a mobile binding. Runs in both passes.
 */
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { platform } from '@/platform'
import { credentials } from '@/services/credentials'
import { RootStore } from '@/stores'
import { bindParkedAccount, completeLogin } from '@/stores/login'
import { exchangeLoginCode } from '@/stores/login-code'
import {
  POST_LOGIN_DELAY_MS,
  afterBinding,
  afterDialogChoice,
  afterLogin,
  startFaceVerificationAndLeave,
} from '@/outcomes/login'
import { afterBoot, dropTokenFromAddress } from '@/outcomes/boot'
import { findRoute, pageOf } from '@/routes'
import { bootApp } from '@/app-setup'
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
import { setCurrentPages } from '../mocks/taro'
import {
  BIND_MOBILE,
  CONFIG,
  FACE_VERIFY_START,
  LOGIN_CODE,
  MEMBER,
  loginApi,
  loginConfig,
  onH5,
  sentTo,
  visit,
} from '../mocks/login'
import { toasts } from '../mocks/screen'

let spies: HookSpies

beforeEach(() => {
  spies = wireHttp()
})

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0))
}

describe('completeLogin', () => {
  it('stores the token, loads config and detail with it, logs in; true when no check applies', async () => {
    loginApi({ config: { ...loginConfig(), webname: '学习平台' }, member: makeMember({ id: 7 }) })
    credentials.setFaceVerify('old-biz', 'old-rule')
    const root = new RootStore()
    await expect(completeLogin(root, 'new-token', '/vod/video?id=3')).resolves.toEqual({
      kind: 'done',
      redirect: '/vod/video?id=3',
    })

    expect(credentials.getToken()).toBe('new-token')
    expect(sentCalls().sort()).toEqual([CONFIG, MEMBER].sort())
    expect(sentTo(requestMock, MEMBER)[0].header.Authorization).toBe('Bearer new-token')
    expect(root.config.config.webname).toBe('学习平台')
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user?.id).toBe(7)
    expect(root.afterLogin.dialog).toBeNull()
    expect(root.afterLogin.redirect).toBe('/vod/video?id=3')
    // a passed check forgets a stale face verification
    expect(credentials.getFaceVerify()).toEqual({ bizToken: null, ruleId: null })
  })

  it('a failing config does not stop the login (silently)', async () => {
    loginApi({ routes: { [CONFIG]: raw(500, null) } })
    const root = new RootStore()
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(completeLogin(root, 'new-token', '/')).resolves.toEqual({ kind: 'done', redirect: '/' })
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user).not.toBeNull()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('a check that applies: the dialog, no leaving, and the learner stays logged in', async () => {
    loginApi({ config: loginConfig({ bindAlert: 1 }), member: makeMember({ is_bind_mobile: false }) })
    const root = new RootStore()
    const outcome = await completeLogin(root, 'new-token', '/')
    expect(outcome).toEqual({ kind: 'needs-dialog' })
    await afterLogin(outcome)
    expect(Taro.navigateBack).not.toHaveBeenCalled()
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(root.afterLogin.dialog).toBe('bind-mobile')
    expect(credentials.getToken()).toBe('new-token')
  })

  it.each<[string, FakeResponse]>([
    ['HTTP 401', raw(401, { message: 'Unauthenticated.' })],
    ['envelope 401', envelope(401, '请登录')],
  ])(
    '%s on the member detail: token cleared, logged out, redirectTo the redirect target (not /login)',
    async (_, answer) => {
      loginApi({ routes: { [MEMBER]: answer } })
      const root = new RootStore()
      const outcome = await completeLogin(root, 'new-token', '/vod/video?id=3')
      expect(outcome).toEqual({ kind: 'unauthorized', redirect: '/vod/video?id=3' })
      await afterLogin(outcome)
      expect(credentials.getToken()).toBeNull()
      expect(root.session.loggedIn).toBe(false)
      expect(root.session.user).toBeNull()
      expect(Taro.redirectTo).toHaveBeenCalledTimes(1)
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/learning/vod/video/index?id=3' })
      expect(spies.onUnauthorized).not.toHaveBeenCalled()
      // A token the server refused is not sent again to log it out.
      expect(sentCalls()).not.toContain('POST /api/v2/logout')
    }
  )

  it('a network failure on the member detail: no stored token left behind, the learner stays on the page', async () => {
    loginApi({ routes: { [MEMBER]: () => Promise.reject({ errMsg: 'request:fail ' }) } })
    const root = new RootStore()
    const outcome = await completeLogin(root, 'new-token', '/vod/video?id=3')
    expect(outcome).toEqual({ kind: 'failed' })
    await afterLogin(outcome)
    expect(credentials.getToken()).toBeNull()
    expect(root.session.loggedIn).toBe(false)
    expect(root.session.user).toBeNull()
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    // The token the server gave and the app drops is logged out there (best effort; here the network is down).
    expect(sentTo(requestMock, 'POST /api/v2/logout').map((r) => r.header.Authorization)).toEqual([
      'Bearer new-token',
    ])
  })

  it('401 on the member detail with an outside redirect: home', async () => {
    loginApi({ routes: { [MEMBER]: raw(401, null) } })
    await afterLogin(await completeLogin(new RootStore(), 'new-token', 'https://evil.example.com'))
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })
})

describe('leaving the login pages after a login', () => {
  beforeEach(() => jest.useFakeTimers())

  async function leave(stack: string[], redirect = '/vod/video?id=3') {
    setCurrentPages(stack.map((path) => ({ route: pageOf(findRoute(path)!) })))
    const done = afterLogin({ kind: 'done', redirect })
    jest.advanceTimersByTime(POST_LOGIN_DELAY_MS - 1)
    expect(Taro.navigateBack).not.toHaveBeenCalled()
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await done
  }

  it('waits 500 ms', () => {
    expect(POST_LOGIN_DELAY_MS).toBe(500)
  })

  it.each<[string[], number]>([
    [['/vod/detail', '/login'], 1],
    [['/', '/vod/detail', '/login', '/login-password'], 2],
    [['/member', '/login-password'], 1],
    [['/member', '/bind-mobile', '/login'], 2],
  ])('stack %p: navigateBack delta %p', async (stack, delta) => {
    await leave(stack)
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta })
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it.each([[['/login']], [['/login', '/login-password']], [[]]])(
    'nothing in the app below the login pages %p: redirectTo the target',
    async (stack) => {
      await leave(stack)
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/learning/vod/video/index?id=3' })
      expect(Taro.navigateBack).not.toHaveBeenCalled()
    }
  )

  it('an outside target is never followed', async () => {
    await leave(['/login'], '//evil.example.com')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })
})

describe('after-login dialog buttons', () => {
  function rootWithDialog(kind: 'bind-mobile' | 'code-bind-mobile' | 'face-verify') {
    const root = new RootStore()
    credentials.setToken('real-token')
    root.session.login(makeMember())
    runInAction(() => {
      root.afterLogin.dialog = kind
      root.afterLogin.redirect = '/vod/video?id=3'
    })
    return root
  }
  const confirm = (root: RootStore) => afterDialogChoice(root, root.afterLogin.confirm())

  it('立即绑定 (bind-mobile): the token is parked under meedu-h5-tmp-token, logged out, to /bind-mobile with the redirect', () => {
    const root = rootWithDialog('bind-mobile')
    void confirm(root)
    expect(root.afterLogin.dialog).toBeNull()
    expect(credentials.getTmpToken()).toBe('real-token')
    expect(credentials.getToken()).toBeNull()
    expect(root.session.loggedIn).toBe(false)
    expect(root.session.user).toBeNull()
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/bind-mobile/index?redirect=%2Fvod%2Fvideo%3Fid%3D3',
    })
    if (onH5) expect(window.localStorage.getItem('meedu-h5-tmp-token')).toBe('real-token')
  })

  it('立即绑定 (after a login code): to /code-bind-mobile with the redirect', () => {
    const root = new RootStore()
    runInAction(() => {
      root.afterLogin.dialog = 'code-bind-mobile'
      root.afterLogin.redirect = '/member'
    })
    void confirm(root)
    expect(root.afterLogin.dialog).toBeNull()
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/code-bind-mobile/index?redirect=%2Fmember' })
  })

  it.each(['bind-mobile', 'code-bind-mobile', 'face-verify'] as const)(
    '退出登录 on %s: logged out (token, tmp token, user), to /member',
    (kind) => {
      const root = rootWithDialog(kind)
      credentials.setTmpToken('parked')
      root.messages.unreadCount = 3
      routeRequests({ 'POST /api/v2/logout': ok([]) })
      void afterDialogChoice(root, root.afterLogin.logout())
      expect(root.afterLogin.dialog).toBeNull()
      expect(credentials.getToken()).toBeNull()
      expect(credentials.getTmpToken()).toBeNull()
      // Both tokens are logged out on the server too, each in its Authorization header.
      expect(
        requestMock.mock.calls
          .filter(([request]) => request.url.endsWith('/api/v2/logout'))
          .map(([request]) => request.header.Authorization)
          .sort()
      ).toEqual(['Bearer parked', 'Bearer real-token'])
      expect(root.session.loggedIn).toBe(false)
      expect(root.session.user).toBeNull()
      expect(root.messages.unreadCount).toBe(0)
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/member/index' })
    }
  )

  describe('立即认证 (face-verify)', () => {
    let openExternal: jest.SpyInstance
    beforeEach(() => {
      openExternal = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
    })

    it('POST faceVerify {s_url}; biz_token and rule_id stored under meedu-user-face-*; the browser goes to the url', async () => {
      routeRequests({
        [FACE_VERIFY_START]: ok({
          url: 'https://face.example.com/start',
          biz_token: 'biz-1',
          rule_id: 'rule-1',
        }),
      })
      const root = rootWithDialog('face-verify')
      void confirm(root)
      expect(root.afterLogin.faceStart.running).toBe(true)
      await flush()

      expect(sentTo(requestMock, FACE_VERIFY_START)[0].data).toEqual({
        s_url: onH5 ? `${window.location.origin}${window.location.pathname}#/auth/faceSuccess` : 'PC',
      })
      expect(credentials.getFaceVerify()).toEqual({ bizToken: 'biz-1', ruleId: 'rule-1' })
      if (onH5) {
        expect(window.localStorage.getItem('meedu-user-face-bizToken')).toBe('biz-1')
        expect(window.localStorage.getItem('meedu-user-face-ruleId')).toBe('rule-1')
      }
      expect(openExternal).toHaveBeenCalledWith('https://face.example.com/start')
      expect(root.afterLogin.faceStart.running).toBe(false)
      // the dialog stays until the browser has left
      expect(root.afterLogin.dialog).toBe('face-verify')
    })

    it('two taps while it starts: one request', async () => {
      const answer = deferred<FakeResponse>()
      routeRequests({ [FACE_VERIFY_START]: () => answer.promise })
      const root = rootWithDialog('face-verify')
      void confirm(root)
      void confirm(root)
      answer.resolve(ok({ url: 'https://face.example.com/start', biz_token: 'b', rule_id: 'r' }))
      await flush()
      expect(sentCalls()).toEqual([FACE_VERIFY_START])
      expect(openExternal).toHaveBeenCalledTimes(1)
    })

    it('failure with a server message: that message, once; the dialog stays for another try', async () => {
      routeRequests({ [FACE_VERIFY_START]: envelope(500, '当前学员已完成实人认证') })
      const root = rootWithDialog('face-verify')
      void confirm(root)
      await flush()
      expect(toasts()).toEqual(['当前学员已完成实人认证'])
      expect(openExternal).not.toHaveBeenCalled()
      expect(root.afterLogin.dialog).toBe('face-verify')
      expect(root.afterLogin.faceStart.running).toBe(false)
      expect(credentials.getFaceVerify()).toEqual({ bizToken: null, ruleId: null })
    })

    it.each<[string, FakeResponse | null]>([
      ['a network failure', null],
      ['HTTP 500 without an envelope', raw(500, '<html>error</html>')],
    ])('%s: 无法发起实名认证', async (_, answer) => {
      routeRequests(answer ? { [FACE_VERIFY_START]: answer } : {})
      const root = rootWithDialog('face-verify')
      await startFaceVerificationAndLeave(root)
      expect(toasts()).toEqual(['无法发起实名认证'])
    })

    // An envelope without a message: the HTTP layer's own fallback is not the server's word .
    it.each<[string, FakeResponse]>([
      ['an empty message', envelope(500, '')],
      ['no message at all', { statusCode: 200, data: { code: 500, data: [] } }],
    ])('a business error with %s: 无法发起实名认证', async (_, answer) => {
      routeRequests({ [FACE_VERIFY_START]: answer })
      const root = rootWithDialog('face-verify')
      await startFaceVerificationAndLeave(root)
      expect(toasts()).toEqual(['无法发起实名认证'])
    })
  })
})

/** What the launch does with the address: drop a token, exchange a social login code, act on the outcome. */
async function openWithAddress(root = new RootStore()): Promise<RootStore> {
  dropTokenFromAddress()
  afterBoot({ loginCode: await exchangeLoginCode(root, platform.currentLocation()), pcUrl: '' })
  return root
}

describe('a social login code in the address', () => {
  let reload: jest.SpyInstance
  beforeEach(() => {
    reload = jest.spyOn(platform, 'reload').mockImplementation(() => undefined)
  })

  const query = () => platform.currentLocation().query
  // The mini-program's session storage is memory that lives as long as the module: a fresh code per test.
  let serial = 0
  let code = ''
  beforeEach(() => {
    code = `code-${++serial}`
  })

  it('no login_code, or action other than login: nothing is sent', async () => {
    routeRequests({})
    visit('/member', { tab: '2' })
    await openWithAddress()
    visit('/member', { login_code: code, action: 'bind' })
    await openWithAddress()
    visit('/member', { action: 'login' })
    await openWithAddress()
    expect(requestMock).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it('success: POST /api/v3/auth/login/code {code}, the token stored, parameters removed, page reloaded', async () => {
    routeRequests({ [LOGIN_CODE]: ok({ success: 1, token: 'code-token' }) })
    visit('/member', { login_code: code, action: 'login', tab: '2' })
    await openWithAddress()

    expect(sentTo(requestMock, LOGIN_CODE).map((request) => request.data)).toEqual([{ code }])
    expect(credentials.getToken()).toBe('code-token')
    expect(reload).toHaveBeenCalledTimes(1)
    if (onH5) {
      expect(query()).toEqual({ tab: '2' })
      expect(window.sessionStorage.getItem(`login_code:${code}`)).toBe('1')
    }
  })

  it('once per code: the same code again (a reload with it still there) sends nothing', async () => {
    routeRequests({ [LOGIN_CODE]: ok({ success: 1, token: 'code-token' }) })
    visit('/member', { login_code: code, action: 'login' })
    await openWithAddress()
    visit('/member', { login_code: code, action: 'login' })
    await openWithAddress()
    expect(sentCalls()).toEqual([LOGIN_CODE])
    expect(reload).toHaveBeenCalledTimes(1)
    if (onH5) expect(query()).toEqual({})

    // another code is exchanged
    visit('/member', { login_code: `${code}-2`, action: 'login' })
    await openWithAddress()
    expect(sentTo(requestMock, LOGIN_CODE).map((request) => request.data)).toEqual([
      { code },
      { code: `${code}-2` },
    ])
  })

  it('action bind_mobile: login_code stored, no token, the bind dialog leading to /code-bind-mobile', async () => {
    routeRequests({ [LOGIN_CODE]: ok({ success: 0, action: 'bind_mobile', code: 'bind-code' }) })
    visit('/member', { login_code: code, action: 'login' })
    const root = new RootStore()
    await openWithAddress(root)

    expect(credentials.getLoginCode()).toBe('bind-code')
    if (onH5) expect(window.localStorage.getItem('login_code')).toBe('bind-code')
    expect(credentials.getToken()).toBeNull()
    expect(reload).not.toHaveBeenCalled()
    expect(root.afterLogin.dialog).toBe('code-bind-mobile')
    if (onH5) expect(query()).toEqual({})

    void afterDialogChoice(root, root.afterLogin.confirm())
    expect((Taro.redirectTo as jest.Mock).mock.calls[0][0].url).toMatch(
      /^\/pages\/code-bind-mobile\/index(\?|$)/
    )
  })

  it('bind_mobile without a code in the answer keeps the code from the URL', async () => {
    routeRequests({ [LOGIN_CODE]: ok({ success: 0, action: 'bind_mobile' }) })
    visit('/member', { login_code: code, action: 'login' })
    await openWithAddress()
    expect(credentials.getLoginCode()).toBe(code)
  })

  // After binding, the learner goes on to the page the social login returned to.
  it('action bind_mobile: /code-bind-mobile keeps the page the learner returned to as the redirect', async () => {
    routeRequests({ [LOGIN_CODE]: ok({ success: 0, action: 'bind_mobile', code: 'bind-code' }) })
    visit('/vod/detail', { id: '3', login_code: code, action: 'login' })
    const root = new RootStore()
    await openWithAddress(root)
    void afterDialogChoice(root, root.afterLogin.confirm())
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/code-bind-mobile/index?redirect=%2Fvod%2Fdetail%3Fid%3D3',
    })
  })

  it('back from a short return address (`back=<key>`): reloaded at the target kept when the login started', async () => {
    routeRequests({ [LOGIN_CODE]: ok({ success: 1, token: 'code-token' }) })
    const target = '/order?goods_id=2&goods_type=vod&goods_name=%E8%AF%BE'
    const key = credentials.keepLoginReturn(target)
    visit('/member', { back: key, login_code: code, action: 'login' })
    await openWithAddress()
    expect(credentials.getToken()).toBe('code-token')
    expect(reload).toHaveBeenCalledWith(target)
    if (onH5) expect(query()).toEqual({})
    // Used once.
    expect(credentials.takeLoginReturn(key)).toBeNull()
  })

  it('back from a short return address, the account needs a mobile: the binding ends at the kept target', async () => {
    routeRequests({ [LOGIN_CODE]: ok({ success: 0, action: 'bind_mobile', code: 'bind-code' }) })
    const key = credentials.keepLoginReturn('/vod/detail?id=3')
    visit('/member', { back: key, login_code: code, action: 'login' })
    const root = new RootStore()
    await openWithAddress(root)
    void afterDialogChoice(root, root.afterLogin.confirm())
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/code-bind-mobile/index?redirect=%2Fvod%2Fdetail%3Fid%3D3',
    })
  })

  it('a kept target that is not an in-app path is not followed', async () => {
    routeRequests({ [LOGIN_CODE]: ok({ success: 1, token: 'code-token' }) })
    const key = credentials.keepLoginReturn('https://evil.example.com')
    visit('/member', { back: key, login_code: code, action: 'login' })
    await openWithAddress()
    expect(reload).toHaveBeenCalledWith('/')
  })

  it('an expired code: the server message, no token, no reload, parameters dropped', async () => {
    routeRequests({ [LOGIN_CODE]: envelope(1, '已过期') })
    visit('/member', { login_code: code, action: 'login', tab: '2' })
    const root = new RootStore()
    await openWithAddress(root)
    expect(toasts()).toEqual(['已过期'])
    expect(credentials.getToken()).toBeNull()
    expect(reload).not.toHaveBeenCalled()
    expect(root.afterLogin.dialog).toBeNull()
    if (onH5) expect(query()).toEqual({ tab: '2' })
  })

  it('a token in the address is dropped from it (H5) and never stored', async () => {
    routeRequests({})
    visit('/vod/detail', { id: '3', token: 'shared-token' })
    await openWithAddress()
    expect(credentials.getToken()).toBeNull()
    if (onH5) expect(query()).toEqual({ id: '3' })
  })

  it('boot exchanges the code from the address (and only once however often boot is asked)', async () => {
    routeRequests({ [CONFIG]: ok(loginConfig()), [LOGIN_CODE]: ok({ success: 1, token: 'code-token' }) })
    visit('/member', { login_code: code, action: 'login' })
    const root = new RootStore()
    await Promise.all([bootApp(root), bootApp(root)])
    expect(sentTo(requestMock, LOGIN_CODE)).toHaveLength(1)
    expect(credentials.getToken()).toBe('code-token')
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('the end of a binding', () => {
  beforeEach(() => jest.useFakeTimers())

  /** /bind-mobile's bind call succeeded with the parked token `bound-token`. */
  async function finish(root: RootStore, redirect: string) {
    const done = bindParkedAccount(root, '13900000002', '654321', redirect).then(afterBinding)
    await jest.advanceTimersByTimeAsync(0)
    return done
  }

  it('the tmp token goes, the token is stored, config and detail load; 500 ms later reLaunch the redirect', async () => {
    credentials.setTmpToken('bound-token')
    loginApi({
      member: makeMember({ is_bind_mobile: true }),
      config: loginConfig({ bindAlert: 1 }),
      routes: { [BIND_MOBILE]: ok([]) },
    })
    const root = new RootStore()
    const done = finish(root, '/vod/video?id=3')
    await jest.advanceTimersByTimeAsync(0)
    expect(credentials.getTmpToken()).toBeNull()
    expect(credentials.getToken()).toBe('bound-token')
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user).not.toBeNull()
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(499)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    await done
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/packages/learning/vod/video/index?id=3' })
  })

  it('a face verification still required: its dialog, no navigation', async () => {
    credentials.setTmpToken('bound-token')
    loginApi({
      config: loginConfig({ faceVerify: 1 }),
      member: makeMember({ is_face_verify: false }),
      routes: { [BIND_MOBILE]: ok([]) },
    })
    const root = new RootStore()
    const done = finish(root, '/member')
    await jest.advanceTimersByTimeAsync(1000)
    await done
    expect(root.afterLogin.dialog).toBe('face-verify')
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  it('an outside redirect: home', async () => {
    credentials.setTmpToken('bound-token')
    loginApi({ routes: { [BIND_MOBILE]: ok([]) } })
    const done = finish(new RootStore(), 'https://evil.example.com')
    await jest.advanceTimersByTimeAsync(500)
    await done
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })
})
