/**
 * /login, SMS path: image captcha modal → SMS → code panel with the 120 s countdown → login → leave after 500 ms.
 * Runs in both passes (H5 and weapp).
 */
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/react'
import LoginPage from '@/pages/login'
import { credentials } from '@/services/credentials'
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
import { TEST_API, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { storageSnapshot } from '../mocks/taro'
import {
  CAPTCHA_IMAGE,
  CONFIG,
  LOGIN_MOBILE,
  MEMBER,
  SEND_SMS,
  captchaN,
  loginApi,
  loginConfig,
  onH5,
  sentTo,
  settle,
  visit,
} from '../mocks/login'
import { $, tap, type, toasts, countOf } from '../mocks/screen'

const MOBILE = '13800000001'
const REDIRECT = '/vod/video?id=3'

beforeEach(() => {
  wireHttp()
  jest.useFakeTimers()
})

function renderLogin(
  options: {
    query?: Record<string, string>
    below?: string[]
    routes?: Record<string, FakeResponse | ((...args: never[]) => unknown)>
  } = {}
) {
  visit('/login', options.query ?? { redirect: REDIRECT }, options.below ?? ['/vod/detail'])
  loginApi({ routes: options.routes as never })
  const root = bootedRoot()
  root.config.save(loginConfig())
  renderWithStores(<LoginPage />, root)
  return root
}

/** Phone typed, agreement ticked, 获取短信验证码 tapped: the captcha modal is open with its first image. */
async function openCaptcha() {
  type('login-mobile', MOBILE)
  tap('agreement')
  tap('get-sms-code')
  await settle()
}

/** Through the captcha to the code panel. */
async function reachPanel() {
  await openCaptcha()
  type('captcha-input', 'ab12')
  tap('captcha-confirm')
  await settle()
}

const submitButton = () => $<HTMLButtonElement>('sms-submit')!
const isActive = () => submitButton().classList.contains('auth__button--active')
const isLoading = () => submitButton().getAttribute('data-loading') === 'true'

describe('captcha modal', () => {
  it('shows the image from GET /api/v2/captcha/image, the placeholder 请输入图中字符, 取消 and 确认', async () => {
    renderLogin()
    expect($('captcha-dialog')).toBeNull()
    await openCaptcha()

    expect($('captcha-dialog')).not.toBeNull()
    expect(sentCalls()).toEqual([CAPTCHA_IMAGE])
    expect(document.querySelector('#captcha-image img')).toHaveAttribute('src', captchaN(1).img)
    expect(screen.getByPlaceholderText('请输入图中字符')).toBe($('captcha-input'))
    expect($('captcha-cancel')).toHaveTextContent('取消')
    expect($('captcha-confirm')).toHaveTextContent('确认')
  })

  it('tapping the image fetches a new one (a new GET) and shows it', async () => {
    renderLogin()
    await openCaptcha()
    tap('captcha-image')
    await settle()
    expect(countOf(CAPTCHA_IMAGE)).toBe(2)
    expect(document.querySelector('#captcha-image img')).toHaveAttribute('src', captchaN(2).img)
  })

  it('确认 sends POST /api/v2/captcha/sms {mobile, image_key, image_captcha, scene: login} with the shown image’s key', async () => {
    renderLogin()
    await openCaptcha()
    tap('captcha-image')
    await settle()
    type('captcha-input', 'ab12')
    tap('captcha-confirm')
    await settle()

    const [sms] = sentTo(requestMock, SEND_SMS)
    expect(sms.url).toBe(`${TEST_API}/api/v2/captcha/sms`)
    expect(sms.data).toEqual({
      mobile: MOBILE,
      image_key: captchaN(2).key,
      image_captcha: 'ab12',
      scene: 'login',
    })
    expect($('captcha-dialog')).toBeNull()
    expect($('sms-panel')).not.toBeNull()
  })

  it('取消 closes the modal without sending anything', async () => {
    renderLogin()
    await openCaptcha()
    tap('captcha-cancel')
    await settle()
    expect($('captcha-dialog')).toBeNull()
    expect(sentCalls()).toEqual([CAPTCHA_IMAGE])
    expect($('sms-panel')).toBeNull()
  })

  it('an empty field: 请输入图中字符, nothing sent', async () => {
    renderLogin()
    await openCaptcha()
    tap('captcha-confirm')
    await settle()
    expect(toasts()).toEqual(['请输入图中字符'])
    expect(countOf(SEND_SMS)).toBe(0)
  })

  it('SMS send failure: the server message, the modal stays with a new image and an empty field', async () => {
    renderLogin({ routes: { [SEND_SMS]: envelope(1, '图形验证码错误') } })
    await openCaptcha()
    type('captcha-input', 'zzzz')
    tap('captcha-confirm')
    await settle()

    expect(toasts()).toEqual(['图形验证码错误'])
    expect($('captcha-dialog')).not.toBeNull()
    expect($('sms-panel')).toBeNull()
    expect(sentCalls()).toEqual([CAPTCHA_IMAGE, SEND_SMS, CAPTCHA_IMAGE])
    expect(document.querySelector('#captcha-image img')).toHaveAttribute('src', captchaN(2).img)
    expect($<HTMLInputElement>('captcha-input')!.value).toBe('')
  })

  it('a double tap on 确认 sends one SMS', async () => {
    const sms = deferred<FakeResponse>()
    renderLogin({ routes: { [SEND_SMS]: () => sms.promise } })
    await openCaptcha()
    type('captcha-input', 'ab12')
    tap('captcha-confirm')
    tap('captcha-confirm')
    await settle()
    expect(countOf(SEND_SMS)).toBe(1)
    sms.resolve(ok([]))
    await settle()
    expect(countOf(SEND_SMS)).toBe(1)
    expect($('sms-panel')).not.toBeNull()
  })
})

describe('code panel and countdown', () => {
  it('replaces the form: 输入短信验证码, 验证码已发送至 <mobile>, 120s', async () => {
    renderLogin()
    await reachPanel()
    expect($('login-mobile')).toBeNull()
    expect(screen.getByText('输入短信验证码')).toBeInTheDocument()
    expect(screen.getByText(`验证码已发送至 ${MOBILE}`)).toBeInTheDocument()
    expect($('sms-countdown')).toHaveTextContent('120s')
    expect($('sms-resend')).toBeNull()
  })

  it('counts down: 1s after 119 s, 重新发送 after 120 s', async () => {
    renderLogin()
    await reachPanel()
    await settle(60_000)
    expect($('sms-countdown')).toHaveTextContent(/^60s$/)
    await settle(59_000)
    expect($('sms-countdown')).toHaveTextContent(/^1s$/)
    expect($('sms-resend')).toBeNull()
    await settle(1_000)
    expect($('sms-countdown')).toBeNull()
    expect($('sms-resend')).toHaveTextContent('重新发送')
  })

  it('no resend during the countdown: tapping the countdown opens nothing', async () => {
    renderLogin()
    await reachPanel()
    await settle(119_000)
    tap('sms-countdown')
    await settle()
    expect($('captcha-dialog')).toBeNull()
    expect(countOf(CAPTCHA_IMAGE)).toBe(1)
  })

  it('重新发送 goes through the captcha again; a second successful send restarts the countdown at 120', async () => {
    renderLogin()
    await reachPanel()
    await settle(120_000)
    tap('sms-resend')
    await settle()

    expect($('captcha-dialog')).not.toBeNull()
    expect(countOf(CAPTCHA_IMAGE)).toBe(2)
    expect(document.querySelector('#captcha-image img')).toHaveAttribute('src', captchaN(2).img)
    type('captcha-input', 'cd34')
    tap('captcha-confirm')
    await settle()

    const sends = sentTo(requestMock, SEND_SMS)
    expect(sends).toHaveLength(2)
    expect(sends[1].data).toEqual({
      mobile: MOBILE,
      image_key: captchaN(2).key,
      image_captcha: 'cd34',
      scene: 'login',
    })
    expect($('captcha-dialog')).toBeNull()
    expect($('sms-countdown')).toHaveTextContent(/^120s$/)
    // one timer, one second per second
    await settle(60_000)
    expect($('sms-countdown')).toHaveTextContent(/^60s$/)
  })

  it('a failed resend keeps the panel in the 重新发送 state (no countdown)', async () => {
    renderLogin()
    await reachPanel()
    await settle(120_000)
    routeRequests({ [CAPTCHA_IMAGE]: ok(captchaN(9)), [SEND_SMS]: envelope(1, '发送太频繁') })
    tap('sms-resend')
    await settle()
    type('captcha-input', 'cd34')
    tap('captcha-confirm')
    await settle()
    expect($('captcha-dialog')).not.toBeNull()
    expect($('sms-countdown')).toBeNull()
    expect($('sms-resend')).not.toBeNull()
  })
})

describe('confirm button', () => {
  it('is highlighted only while the code field is non-empty', async () => {
    renderLogin()
    await reachPanel()
    expect(isActive()).toBe(false)
    type('sms-code', '123456')
    expect(isActive()).toBe(true)
    type('sms-code', '')
    expect(isActive()).toBe(false)
  })

  it('an empty code: 请输入短信验证码, no login request', async () => {
    renderLogin()
    await reachPanel()
    tap('sms-submit')
    await settle()
    expect(toasts()).toEqual(['请输入短信验证码'])
    expect(countOf(LOGIN_MOBILE)).toBe(0)
  })

  it('shows loading while the login runs; a failure clears it and keeps the code for another try', async () => {
    const login = deferred<FakeResponse>()
    renderLogin({ routes: { [LOGIN_MOBILE]: () => login.promise } })
    await reachPanel()
    type('sms-code', '123456')
    expect(isLoading()).toBe(false)
    tap('sms-submit')
    await settle()
    expect(isLoading()).toBe(true)
    expect(submitButton()).toBeDisabled()

    login.resolve(envelope(1, '短信验证码错误'))
    await settle()
    expect(toasts()).toEqual(['短信验证码错误'])
    expect(isLoading()).toBe(false)
    expect(submitButton()).not.toBeDisabled()
    expect($<HTMLInputElement>('sms-code')!.value).toBe('123456')
    expect(credentials.getToken()).toBeNull()

    // usable again
    routeRequests({ [LOGIN_MOBILE]: envelope(1, '短信验证码错误') })
    tap('sms-submit')
    await settle()
    expect(countOf(LOGIN_MOBILE)).toBe(2)
  })

  it('a network failure clears the loading state too', async () => {
    renderLogin({ routes: { [LOGIN_MOBILE]: raw(502, '<html>bad gateway</html>') } })
    await reachPanel()
    type('sms-code', '123456')
    tap('sms-submit')
    await settle()
    expect(isLoading()).toBe(false)
  })

  it('a double tap sends one login request', async () => {
    const login = deferred<FakeResponse>()
    renderLogin({ routes: { [LOGIN_MOBILE]: () => login.promise } })
    await reachPanel()
    type('sms-code', '123456')
    tap('sms-submit')
    tap('sms-submit')
    await settle()
    login.resolve(ok({ token: 'login-token' }))
    await settle()
    tap('sms-submit')
    await settle(600)
    expect(countOf(LOGIN_MOBILE)).toBe(1)
  })
})

describe('successful login', () => {
  it('POST /api/v2/login/mobile {mobile, mobile_code, msv}; stores meedu-h5-token; loads config and detail with it', async () => {
    const root = renderLogin()
    await reachPanel()
    requestMock.mockClear()
    type('sms-code', '123456')
    tap('sms-submit')
    await settle()

    const [login] = sentTo(requestMock, LOGIN_MOBILE)
    expect(login.data).toEqual({ mobile: MOBILE, mobile_code: '123456', msv: '' })
    expect(sentCalls().sort()).toEqual([CONFIG, LOGIN_MOBILE, MEMBER].sort())
    expect(sentTo(requestMock, MEMBER)[0].header.Authorization).toBe('Bearer login-token')
    if (onH5) expect(window.localStorage.getItem('meedu-h5-token')).toBe('login-token')
    else expect(storageSnapshot()['meedu-h5-token']).toBe('login-token')
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user?.id).toBe(makeMember().id)
  })

  it('goes back one page 500 ms later when a page is below /login', async () => {
    renderLogin({ below: ['/vod/detail'] })
    await reachPanel()
    type('sms-code', '123456')
    tap('sms-submit')
    await settle()
    await settle(499)
    expect(Taro.navigateBack).not.toHaveBeenCalled()
    expect(isLoading()).toBe(true)
    await settle(1)
    expect(Taro.navigateBack).toHaveBeenCalledTimes(1)
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('goes back past /login-password too (delta 2)', async () => {
    renderLogin({ below: ['/vod/detail', '/login-password'] })
    await reachPanel()
    type('sms-code', '123456')
    tap('sms-submit')
    await settle(500)
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
  })

  it('with /login as the only page: replaces it with the redirect target 500 ms later', async () => {
    renderLogin({ below: [] })
    await reachPanel()
    type('sms-code', '123456')
    tap('sms-submit')
    await settle(499)
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    await settle(1)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/learning/vod/video/index?id=3' })
    expect(Taro.navigateBack).not.toHaveBeenCalled()
  })

  it.each(['https://evil.example.com/steal', '//evil.example.com', 'javascript:alert(1)'])(
    'redirect %s is not followed: home instead',
    async (redirect) => {
      renderLogin({ query: { redirect }, below: [] })
      await reachPanel()
      type('sms-code', '123456')
      tap('sms-submit')
      await settle(500)
      expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/index' })
    }
  )

  it('a bind-mobile alert shows the dialog instead of leaving', async () => {
    visit('/login', { redirect: REDIRECT }, ['/vod/detail'])
    loginApi({
      config: loginConfig({ bindAlert: 1 }),
      member: makeMember({ is_bind_mobile: false }),
    })
    const root = bootedRoot()
    renderWithStores(<LoginPage />, root)
    await reachPanel()
    type('sms-code', '123456')
    tap('sms-submit')
    await settle(1000)

    const dialog = $('after-login-dialog')!
    expect(dialog).not.toBeNull()
    expect(dialog).toHaveTextContent('绑定手机号')
    expect(dialog).toHaveTextContent('登录前请绑定手机号')
    expect($('dialog-confirm')).toHaveTextContent('立即绑定')
    expect($('dialog-logout')).toHaveTextContent('退出登录')
    expect(Taro.navigateBack).not.toHaveBeenCalled()
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(isLoading()).toBe(false)
  })
})
