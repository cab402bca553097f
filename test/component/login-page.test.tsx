/**
 * /login, the form: validation toasts, the links, the agreement, and the social icons (H5 only).
 * Runs in both passes (H5 and weapp).
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, screen } from '@testing-library/react'
import LoginPage from '@/pages/login'
import { platform } from '@/platform'
import { credentials } from '@/services/credentials'
import { RootStore } from '@/stores'
import { withQuery } from '@/utils/url'
import { requestMock } from '../mocks/api'
import { bootedRoot, renderWithStores, wireHttp } from '../mocks/app'
import {
  API_URL,
  MOBILE_UA,
  PRIVATE_PROTOCOL,
  USER_PROTOCOL,
  WECHAT_UA,
  itH5,
  loginApi,
  loginConfig,
  onH5,
  settle,
  useUserAgent,
  visit,
} from '../mocks/login'
import { $, tap, toasts } from '../mocks/screen'

let openExternal: jest.SpyInstance

beforeEach(() => {
  wireHttp()
  loginApi()
  useUserAgent(MOBILE_UA)
  openExternal = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
})

const typeMobile = (value: string) => fireEvent.input($('login-mobile')!, { target: { value } })
const agreed = () => $('agreement')!.getAttribute('data-checked') === 'true'

function renderLogin(
  query: Record<string, string> = { redirect: '/vod/video?id=3' },
  config = loginConfig({ qq: 1, wechat_oauth: 1 })
) {
  visit('/login', query, ['/vod/detail'])
  const root = bootedRoot()
  root.config.save(config)
  renderWithStores(<LoginPage />, root)
  return root
}

describe('get-code validation', () => {
  it('the phone empty: the button is not highlighted and does nothing (no toast, no captcha, no request)', async () => {
    renderLogin()
    tap('agreement')
    expect($('get-sms-code')).not.toHaveClass('auth__button--active')
    tap('get-sms-code')
    await settle()
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect($('captcha-dialog')).toBeNull()
    expect(requestMock).not.toHaveBeenCalled()
  })

  it.each(['12345678901', '1380000000', '138000000012', '23800000001', '12800000001'])(
    'a badly formed phone %s: 请输入正确的手机号, no captcha',
    async (mobile) => {
      renderLogin()
      tap('agreement')
      typeMobile(mobile)
      expect($('get-sms-code')).toHaveClass('auth__button--active')
      tap('get-sms-code')
      await settle()
      expect(toasts()).toEqual(['请输入正确的手机号'])
      expect(Taro.showToast).toHaveBeenCalledWith({
        title: '请输入正确的手机号',
        icon: 'none',
        duration: 2000,
      })
      expect($('captcha-dialog')).toBeNull()
      expect(requestMock).not.toHaveBeenCalled()
    }
  )

  it('a good phone without the agreement: 请同意协议, no captcha', async () => {
    renderLogin()
    typeMobile('13800000001')
    tap('get-sms-code')
    await settle()
    expect(toasts()).toEqual(['请同意协议'])
    expect($('captcha-dialog')).toBeNull()
    expect(requestMock).not.toHaveBeenCalled()
  })

  it('a bad phone is named first, even without the agreement', async () => {
    renderLogin()
    typeMobile('1380000')
    tap('get-sms-code')
    await settle()
    expect(toasts()).toEqual(['请输入正确的手机号'])
  })

  it('spaces in the phone are ignored; good phone and agreement open the captcha', async () => {
    renderLogin()
    typeMobile('138 0000 0001')
    expect($('login-mobile')).toHaveValue('13800000001')
    tap('agreement')
    tap('get-sms-code')
    await settle()
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect($('captcha-dialog')).not.toBeNull()
  })

  it('the clear button empties the phone', () => {
    renderLogin()
    typeMobile('13800000001')
    tap('login-mobile-clear')
    expect($('login-mobile')).toHaveValue('')
    expect($('login-mobile-clear')).toBeNull()
  })
})

describe('links and agreement', () => {
  it('使用密码登录 opens /login-password keeping the redirect', () => {
    renderLogin({ redirect: '/vod/video?id=3' })
    tap('to-password-login')
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: '/pages/login-password/index?redirect=%2Fvod%2Fvideo%3Fid%3D3',
    })
  })

  it('the page reads 登录/注册 with the two agreement titles', () => {
    renderLogin()
    expect(screen.getByText('登录/注册')).toBeInTheDocument()
    expect($('agreement-user')).toHaveTextContent('《用户协议》')
    expect($('agreement-privacy')).toHaveTextContent('《隐私协议》')
  })

  it('tapping the box toggles the agreement', () => {
    renderLogin()
    expect(agreed()).toBe(false)
    tap('agreement')
    expect(agreed()).toBe(true)
    tap('agreement')
    expect(agreed()).toBe(false)
  })

  it('the agreement titles open user_protocol and user_private_protocol from the config without toggling the box', () => {
    renderLogin()
    tap('agreement-user')
    expect(openExternal).toHaveBeenLastCalledWith(USER_PROTOCOL)
    expect(agreed()).toBe(false)
    tap('agreement-privacy')
    expect(openExternal).toHaveBeenLastCalledWith(PRIVATE_PROTOCOL)
    expect(agreed()).toBe(false)
    expect(openExternal).toHaveBeenCalledTimes(2)
  })
})

describe('social login icons', () => {
  const icons = () =>
    Array.from(document.querySelectorAll('[id^="social-"]')).map((element) =>
      element.id.replace('social-', '')
    )

  // [in WeChat's browser, socialites.qq, socialites.wechat_oauth, icons in H5]
  it.each<[boolean, number, number, string[]]>([
    [false, 1, 1, ['qq']],
    [false, 1, 0, ['qq']],
    [false, 0, 1, []],
    [false, 0, 0, []],
    [true, 1, 1, ['wechat']],
    [true, 0, 1, ['wechat']],
    [true, 1, 0, []],
    [true, 0, 0, []],
  ])(
    'in WeChat %p, qq %p, wechat_oauth %p → H5 shows %p; the mini-program none',
    (wechat, qq, oauth, expected) => {
      useUserAgent(wechat ? WECHAT_UA : MOBILE_UA)
      renderLogin({ redirect: '/' }, loginConfig({ qq, wechat_oauth: oauth }))
      const shown = onH5 ? expected : []
      expect(icons()).toEqual(shown)
      if (shown.length) expect(screen.getByText('其他登录方式')).toBeInTheDocument()
      else expect(screen.queryByText('其他登录方式')).not.toBeInTheDocument()
    }
  )

  it('the form draws before the config has arrived; the icons the config turns on fill in when it does', () => {
    visit('/login', { redirect: '/' }, ['/vod/detail'])
    const root = new RootStore() // the boot has not ended: no config yet
    renderWithStores(<LoginPage />, root)
    expect($('login-mobile')).toBeInTheDocument()
    expect(screen.getByText('获取短信验证码')).toBeInTheDocument()
    expect(icons()).toEqual([])
    act(() => root.config.save(loginConfig({ qq: 1, wechat_oauth: 1 })))
    expect(icons()).toEqual(onH5 ? ['qq'] : [])
  })

  it('the flags count when they are 1 sent as a string or true', () => {
    renderLogin({ redirect: '/' }, { ...loginConfig(), socialites: { qq: '1', wechat_oauth: true } })
    expect(icons()).toEqual(onH5 ? ['qq'] : [])
  })

  itH5('without the agreement: 请先同意协议 and the browser stays', () => {
    renderLogin()
    tap('social-qq')
    expect(toasts()).toEqual(['请先同意协议'])
    expect(openExternal).not.toHaveBeenCalled()
  })

  /** Where the browser was sent, split into the address and its decoded query. */
  function sentTo(): { base: string; query: Record<string, string> } {
    expect(openExternal).toHaveBeenCalledTimes(1)
    const url = new URL(openExternal.mock.calls[0][0])
    return { base: `${url.origin}${url.pathname}`, query: Object.fromEntries(url.searchParams) }
  }

  const app = (target: string) => `${window.location.origin}${window.location.pathname}#${target}`

  itH5(
    'QQ: {config.url}/api/v3/auth/login/socialite/qq with s_url (the redirect), f_url (/login-error), action=login',
    () => {
      renderLogin({ redirect: '/vod/video?id=3' })
      tap('agreement')
      tap('social-qq')
      const { base, query } = sentTo()
      expect(base).toBe(`${API_URL}/api/v3/auth/login/socialite/qq`)
      expect(query).toEqual({ s_url: app('/vod/video?id=3'), f_url: app('/login-error'), action: 'login' })
      expect(agreed()).toBe(true)
    }
  )

  itH5(
    '购买 → login with a long course name: s_url is /member?back=<key> (MeEdu allows 255), the target kept',
    () => {
      const target = withQuery('/order', {
        goods_id: 2,
        goods_name: '课'.repeat(80),
        goods_type: 'vod',
        goods_thumb: 'http://127.0.0.1:18580/images/player-thumb.png',
      })
      renderLogin({ redirect: target })
      tap('agreement')
      tap('social-qq')
      const { query } = sentTo()
      expect(query.s_url).toMatch(/^http:\/\/localhost\/#\/member\?back=[a-z0-9]{8}$/)
      expect(query.s_url.length).toBeLessThanOrEqual(255)
      expect(query.f_url.length).toBeLessThanOrEqual(255)
      const key = query.s_url.split('back=')[1]
      expect(credentials.takeLoginReturn(key)).toBe(target)
    }
  )

  itH5('WeChat in its browser: {config.url}/api/v3/auth/login/wechat/oauth with the same query', () => {
    useUserAgent(WECHAT_UA)
    renderLogin({ redirect: '/messages' })
    tap('agreement')
    tap('social-wechat')
    const { base, query } = sentTo()
    expect(base).toBe(`${API_URL}/api/v3/auth/login/wechat/oauth`)
    expect(query).toEqual({ s_url: app('/messages'), f_url: app('/login-error'), action: 'login' })
  })

  ;(onH5 ? it : it.skip).each<[string, string]>([
    ['/login', '/member'],
    ['/login?redirect=%2Fvod', '/member'],
    ['https://evil.example.com', '/'],
    ['//evil.example.com/x', '/'],
    ['/vod/detail?id=3&token=leak&login_code=old&action=login', '/vod/detail?id=3'],
  ])('redirect %s → s_url %s', (redirect, target) => {
    renderLogin({ redirect })
    tap('agreement')
    tap('social-qq')
    expect(sentTo().query.s_url).toBe(app(target))
  })
})
