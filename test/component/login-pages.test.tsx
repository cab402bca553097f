/**
 * The other account-entry screens: /login-password, /login-error, /bind-mobile, /code-bind-mobile,
 * /auth/faceSuccess, and the after-login dialog on a page. Runs in both passes (H5 and weapp).
 */
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import PasswordLoginPage from '@/pages/login-password'
import LoginErrorPage from '@/pages/login-error'
import BindMobilePage from '@/pages/bind-mobile'
import CodeBindMobilePage from '@/pages/code-bind-mobile'
import FaceSuccessPage from '@/pages/auth/faceSuccess'
import { PageShell } from '@/components/PageShell'
import { platform } from '@/platform'
import { credentials } from '@/services/credentials'
import { deferred, envelope, ok, requestMock, type FakeResponse } from '../mocks/api'
import { bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import {
  BIND_MOBILE,
  CONFIG,
  FACE_VERIFY_QUERY,
  FACE_VERIFY_START,
  LOGIN_PASSWORD,
  MEMBER,
  REGISTER_SOCIALITE,
  SEND_SMS,
  loginApi,
  loginConfig,
  onH5,
  sentTo,
  settle,
  visit,
} from '../mocks/login'
import { $, tap, type, toasts, countOf } from '../mocks/screen'

beforeEach(() => {
  wireHttp()
})

describe('/login-password', () => {
  beforeEach(() => jest.useFakeTimers())

  function renderPage(routes: Record<string, FakeResponse | (() => Promise<FakeResponse>)> = {}) {
    visit('/login-password', { redirect: '/vod/video?id=3' }, ['/vod/detail', '/login'])
    loginApi({ routes })
    renderWithStores(<PasswordLoginPage />, bootedRoot())
  }
  const fill = (mobile: string, password: string) => {
    type('password-mobile', mobile)
    type('password-password', password)
  }
  const button = () => $('password-submit')!

  it('empty fields: not highlighted, tapping does nothing', async () => {
    renderPage()
    expect(button()).not.toHaveClass('auth__button--active')
    tap('password-submit')
    type('password-mobile', '13800000001')
    tap('password-submit')
    await settle()
    expect(requestMock).not.toHaveBeenCalled()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('a bad phone: 请输入正确的手机号, no request', async () => {
    renderPage()
    fill('1380000', 'secret')
    expect(button()).toHaveClass('auth__button--active')
    tap('password-submit')
    await settle()
    expect(toasts()).toEqual(['请输入正确的手机号'])
    expect(requestMock).not.toHaveBeenCalled()
  })

  it('a wrong password: the server message, the loading ends and the button works again', async () => {
    const answer = deferred<FakeResponse>()
    renderPage({ [LOGIN_PASSWORD]: () => answer.promise })
    fill('13800000001', 'wrong')
    tap('password-submit')
    await settle()
    expect(button()).toHaveAttribute('data-loading', 'true')
    tap('password-submit')
    answer.resolve(envelope(1, '手机号或密码错误'))
    await settle()
    expect(toasts()).toEqual(['手机号或密码错误'])
    expect(button()).toHaveAttribute('data-loading', 'false')
    expect(button()).not.toBeDisabled()
    expect(countOf(LOGIN_PASSWORD)).toBe(1)
    tap('password-submit')
    await settle()
    expect(countOf(LOGIN_PASSWORD)).toBe(2)
  })

  it('success: stores the token, loads config and detail, goes back past both login pages after 500 ms', async () => {
    renderPage()
    fill('13800000001', 'secret')
    tap('password-submit')
    await settle()
    expect(sentTo(requestMock, LOGIN_PASSWORD)[0].data).toEqual({ mobile: '13800000001', password: 'secret' })
    expect(credentials.getToken()).toBe('login-token')
    expect(countOf(CONFIG)).toBe(1)
    expect(countOf(MEMBER)).toBe(1)
    await settle(499)
    expect(Taro.navigateBack).not.toHaveBeenCalled()
    await settle(1)
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
    expect(button()).toHaveAttribute('data-loading', 'false')
  })

  it('验证码登录 goes back to /login keeping the redirect', () => {
    renderPage()
    tap('to-sms-login')
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/login/index?redirect=%2Fvod%2Fvideo%3Fid%3D3',
    })
  })
})

describe('/login-error', () => {
  it('shows login_err_msg', () => {
    visit('/login-error', { login_err_msg: 'QQ授权已取消' })
    renderWithStores(<LoginErrorPage />, bootedRoot())
    expect($('login-error-message')).toHaveTextContent('QQ授权已取消')
  })

  it('without a message: a general failure text; 返回首页 restarts at home', () => {
    visit('/login-error')
    renderWithStores(<LoginErrorPage />, bootedRoot())
    expect($('login-error-message')).toHaveTextContent('登录失败，请重试')
    tap('login-error-home')
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })
})

/** Phone → captcha → SMS → code typed, on the binding screens. */
async function bindThrough(mobile = '13900000002') {
  type('bind-mobile', mobile)
  tap('get-sms-code')
  await settle()
  type('captcha-input', 'ab12')
  tap('captcha-confirm')
  await settle()
  type('sms-code', '654321')
}

describe('/bind-mobile', () => {
  beforeEach(() => jest.useFakeTimers())

  it('SMS scene mobile_bind; 绑定 posts the number with the parked token, which becomes the token', async () => {
    credentials.setTmpToken('parked-token')
    visit('/bind-mobile', { redirect: '/vod/video?id=3' })
    loginApi({
      routes: { [BIND_MOBILE]: ok([]) },
      member: makeMember({ mobile: '13900000002', is_bind_mobile: true }),
      config: loginConfig({ bindAlert: 1 }),
    })
    const root = bootedRoot()
    renderWithStores(<BindMobilePage />, root)
    expect(document.querySelector('.auth__heading')).toHaveTextContent('绑定手机号')
    await bindThrough()
    expect(sentTo(requestMock, SEND_SMS)[0].data).toMatchObject({
      mobile: '13900000002',
      scene: 'mobile_bind',
    })
    expect($('sms-submit')).toHaveTextContent('绑定')
    tap('sms-submit')
    await settle()

    const [bind] = sentTo(requestMock, BIND_MOBILE)
    expect(bind.data).toEqual({ mobile: '13900000002', mobile_code: '654321', token: 'parked-token' })
    expect(bind.header.Authorization).toBe('Bearer parked-token')
    expect(credentials.getToken()).toBe('parked-token')
    expect(credentials.getTmpToken()).toBeNull()
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user).not.toBeNull()
    expect($('after-login-dialog')).toBeNull()
    await settle(500)
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/packages/learning/vod/video/index?id=3' })
  })

  it('a failed bind keeps the parked token and ends the loading', async () => {
    credentials.setTmpToken('parked-token')
    visit('/bind-mobile', { redirect: '/' })
    loginApi({ routes: { [BIND_MOBILE]: envelope(1, '手机号已被绑定') } })
    renderWithStores(<BindMobilePage />, bootedRoot())
    await bindThrough()
    tap('sms-submit')
    await settle(1000)
    expect(toasts()).toEqual(['手机号已被绑定'])
    expect(credentials.getTmpToken()).toBe('parked-token')
    expect(credentials.getToken()).toBeNull()
    expect($('sms-submit')).toHaveAttribute('data-loading', 'false')
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })
})

describe('/code-bind-mobile', () => {
  beforeEach(() => jest.useFakeTimers())

  it('posts /api/v3/auth/register/withSocialite {mobile, mobile_code, code}, logs in with the answer', async () => {
    credentials.setLoginCode('social-code-1')
    visit('/code-bind-mobile', { redirect: '/member' })
    loginApi({ routes: { [REGISTER_SOCIALITE]: ok({ token: 'social-token' }) } })
    const root = bootedRoot()
    renderWithStores(<CodeBindMobilePage />, root)
    await bindThrough()
    expect(sentTo(requestMock, SEND_SMS)[0].data.scene).toBe('mobile_bind')
    tap('sms-submit')
    await settle()

    expect(sentTo(requestMock, REGISTER_SOCIALITE)[0].data).toEqual({
      mobile: '13900000002',
      mobile_code: '654321',
      code: 'social-code-1',
    })
    expect(credentials.getToken()).toBe('social-token')
    expect(credentials.getLoginCode()).toBeNull()
    expect(sentTo(requestMock, MEMBER)[0].header.Authorization).toBe('Bearer social-token')
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user).not.toBeNull()
    await settle(500)
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/member/index' })
  })

  it('without a stored login code: says so and sends nothing', async () => {
    visit('/code-bind-mobile', { redirect: '/member' })
    loginApi()
    renderWithStores(<CodeBindMobilePage />, bootedRoot())
    await bindThrough()
    tap('sms-submit')
    await settle()
    expect(toasts()).toEqual(['登录信息已失效，请重新登录'])
    expect(countOf(REGISTER_SOCIALITE)).toBe(0)
  })
})

describe('/auth/faceSuccess', () => {
  const verifiedMember = makeMember({
    is_face_verify: true,
    profile_real_name: '王*明',
    profile_id_number: '110***********1234',
  })

  it('asks GET faceVerify with the stored biz_token and rule_id, refreshes the user, shows name and ID number', async () => {
    credentials.setToken('tok')
    credentials.setFaceVerify('biz-1', 'rule-1')
    visit('/auth/faceSuccess')
    loginApi({ routes: { [FACE_VERIFY_QUERY]: ok({ status: 9 }) }, member: verifiedMember })
    const root = bootedRoot({ user: makeMember({ is_face_verify: false }) })
    renderWithStores(<FaceSuccessPage />, root)
    expect($('face-state')).toHaveTextContent('正在查询实名认证结果')
    await settle()

    expect(sentTo(requestMock, FACE_VERIFY_QUERY)[0].data).toEqual({ biz_token: 'biz-1', rule_id: 'rule-1' })
    expect(countOf(MEMBER)).toBe(1)
    expect($('face-state')).toHaveTextContent('已完成实名认证')
    expect($('face-name')).toHaveTextContent('姓名：王*明')
    expect($('face-id-number')).toHaveTextContent('身份证号：110***********1234')
    expect(toasts()).toEqual(['实名认证成功'])
    expect(credentials.getFaceVerify()).toEqual({ bizToken: null, ruleId: null })
    expect(root.session.user?.is_face_verify).toBe(true)
  })

  it('a failed check: 实名认证未通过 and 立即认证 starts again', async () => {
    credentials.setToken('tok')
    credentials.setFaceVerify('biz-1', 'rule-1')
    visit('/auth/faceSuccess')
    const openExternal = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
    loginApi({
      routes: {
        [FACE_VERIFY_QUERY]: { statusCode: 200, data: { code: { status: 5 }, message: '', data: [] } },
        [FACE_VERIFY_START]: ok({
          url: 'https://face.example.com/v?x=1',
          biz_token: 'biz-2',
          rule_id: 'rule-2',
        }),
      },
    })
    renderWithStores(<FaceSuccessPage />, bootedRoot({ user: makeMember() }))
    await settle()
    expect($('face-state')).toHaveTextContent('实名认证未通过，请重新认证')
    expect(Taro.showToast).not.toHaveBeenCalled()
    tap('face-retry')
    await settle()
    expect(countOf(FACE_VERIFY_START)).toBe(1)
    expect(openExternal).toHaveBeenCalledWith('https://face.example.com/v?x=1')
  })

  it('logged out: asks to log in, without a request', async () => {
    visit('/auth/faceSuccess')
    loginApi()
    renderWithStores(<FaceSuccessPage />, bootedRoot())
    await settle()
    expect($('face-state')).toHaveTextContent('请先登录后查看实名认证结果')
    expect(requestMock).not.toHaveBeenCalled()
    tap('face-login')
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/login/index?redirect=%2Fauth%2FfaceSuccess',
    })
  })
})

describe('after-login dialog on a page', () => {
  function renderWithDialog(kind: 'bind-mobile' | 'face-verify') {
    visit('/vod/detail')
    const root = bootedRoot({ user: makeMember() }) // token-1
    runInAction(() => {
      root.afterLogin.dialog = kind
      root.afterLogin.redirect = '/vod/video?id=3'
    })
    renderWithStores(
      <PageShell path="/vod/detail">
        <div>page</div>
      </PageShell>,
      root
    )
    return root
  }

  it('绑定手机号: 立即绑定 parks the token and opens /bind-mobile with the redirect', () => {
    const root = renderWithDialog('bind-mobile')
    tap('dialog-confirm')
    expect(credentials.getTmpToken()).toBe('token-1')
    expect(credentials.getToken()).toBeNull()
    expect(root.session.loggedIn).toBe(false)
    expect(root.session.user).toBeNull()
    expect($('after-login-dialog')).toBeNull()
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/bind-mobile/index?redirect=%2Fvod%2Fvideo%3Fid%3D3',
    })
  })

  it('实名认证: 立即认证 posts faceVerify with the return page, keeps the ids and leaves for the provider', async () => {
    const openExternal = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
    loginApi({
      routes: {
        [FACE_VERIFY_START]: ok({ url: 'https://face.example.com/v', biz_token: 'biz-9', rule_id: 'r-9' }),
      },
    })
    renderWithDialog('face-verify')
    const dialog = $('after-login-dialog')!
    expect(dialog).toHaveTextContent('实名认证')
    expect(dialog).toHaveTextContent('登录前请完成实名认证')
    expect($('dialog-confirm')).toHaveTextContent('立即认证')
    tap('dialog-confirm')
    tap('dialog-confirm')
    await settle()
    const starts = sentTo(requestMock, FACE_VERIFY_START)
    expect(starts).toHaveLength(1)
    expect(starts[0].data).toEqual({
      s_url: onH5 ? `${window.location.origin}${window.location.pathname}#/auth/faceSuccess` : 'PC',
    })
    expect(credentials.getFaceVerify()).toEqual({ bizToken: 'biz-9', ruleId: 'r-9' })
    expect(openExternal).toHaveBeenCalledWith('https://face.example.com/v')
  })

  it('退出登录 logs out and goes to /member', () => {
    const root = renderWithDialog('face-verify')
    tap('dialog-logout')
    expect(root.session.loggedIn).toBe(false)
    expect(root.session.user).toBeNull()
    expect(credentials.getToken()).toBeNull()
    expect($('after-login-dialog')).toBeNull()
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/member/index' })
  })
})
