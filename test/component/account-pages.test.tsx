/**
 * The account pages opened from 个人中心 and the profile: /member/setting (关于平台), /member/password (重置密码),
 * /member/mobileVerify (验证原手机号, then 换绑手机号 with the captcha inline) and /member/mobile (绑定手机号).
 * What the learner sees and taps, the toasts, the requests, where they go afterwards. Runs in both passes.
 */
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/react'
import SettingPage from '@/packages/account/member/setting'
import PasswordPage from '@/packages/account/member/password'
import MobileVerifyPage from '@/packages/account/member/mobileVerify'
import MobilePage from '@/packages/account/member/mobile'
import { platform } from '@/platform'
import type { Member } from '@/services/api/types'
import { deferred, envelope, ok, requestMock, sentCalls, type FakeResponse } from '../mocks/api'
import { bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import {
  BIND_MOBILE,
  CAPTCHA_IMAGE,
  MEMBER,
  SEND_SMS,
  captchaN,
  loginApi,
  onH5,
  sentTo,
  settle,
  visit,
} from '../mocks/login'
import { $, countOf, tap, toasts, type } from '../mocks/screen'
import { shownPageTitle } from '../mocks/page-title'

const PASSWORD = 'POST /api/v2/member/detail/password'
const VERIFY = 'POST /api/v2/member/verify'
const CHANGE = 'PUT /api/v2/member/mobile'
const OWN = '13800138000'
const NEW = '13900139001'

const learner = (overrides: Partial<Member> = {}) =>
  makeMember({ mobile: OWN, is_bind_mobile: true, ...overrides })

beforeEach(() => {
  wireHttp()
  jest.useFakeTimers()
})

/** The learner is on `path` with the profile and 个人中心 below it, so going back is one step back. */
function open(
  path: string,
  page: JSX.Element,
  user: Member,
  routes: Record<string, FakeResponse | (() => Promise<FakeResponse>)> = {}
) {
  visit(path, {}, ['/member', '/member/profile'])
  if (onH5) jest.spyOn(window.history, 'length', 'get').mockReturnValue(3)
  const back = onH5 ? jest.spyOn(window.history, 'back').mockImplementation(() => undefined) : null
  loginApi({ routes: routes as never })
  const root = bootedRoot({ user })
  renderWithStores(page, root)
  /** How many times the page went back. */
  const wentBack = () => (back ? back.mock.calls.length : (Taro.navigateBack as jest.Mock).mock.calls.length)
  return { root, wentBack }
}

const text = (id: string) => ($(id)?.textContent ?? '').trim()
const inputValue = (id: string) =>
  ($(id) as HTMLInputElement | null)?.value ??
  ($(id)?.querySelector('input') as HTMLInputElement | null)?.value

/** Through the captcha dialog: 获取短信验证码 → an answer → 确认. */
async function throughCaptcha() {
  tap('get-sms-code')
  await settle()
  expect($('captcha-dialog')).not.toBeNull()
  type('captcha-input', 'ab12')
  tap('captcha-confirm')
  await settle()
}

describe('/member/setting 关于平台', () => {
  const CONFIG = {
    user_protocol: 'https://meedu.test/user/protocol',
    user_private_protocol: 'https://meedu.test/user/private_protocol',
    vip_protocol: 'http://meedu.test/user/vip_protocol',
    aboutus: '',
    webname: 'MeEdu学院',
    name: '在线学习',
  }

  function renderSetting(config: Record<string, unknown> = CONFIG) {
    visit('/member/setting', {}, ['/member'])
    loginApi()
    const root = bootedRoot()
    root.config.save(config)
    renderWithStores(<SettingPage />, root)
  }

  let openExternal: jest.SpyInstance | null = null
  beforeEach(() => {
    // H5 leaves for the page (not possible in jsdom); the mini-program opens its web-view page, for real here.
    openExternal = onH5 ? jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined) : null
  })

  const opened = () =>
    openExternal
      ? openExternal.mock.calls.map(([url]) => url)
      : (Taro.navigateTo as jest.Mock).mock.calls.map(([{ url }]) =>
          decodeURIComponent(url.split('?url=')[1] ?? '')
        )

  it('four rows and the copyright line (the site name from webname)', () => {
    renderSetting()
    for (const [id, label] of [
      ['setting-user-protocol', '用户协议'],
      ['setting-private-protocol', '隐私协议'],
      ['setting-vip-protocol', '会员服务协议'],
      ['setting-aboutus', '关于我们'],
    ])
      expect(text(id)).toBe(label)
    expect(text('copyright')).toBe(`Copyright ${new Date().getFullYear()}.MeEdu学院 版权所有`)
  })

  it('without webname the name signs the copyright', () => {
    renderSetting({ ...CONFIG, webname: '' })
    expect(text('copyright')).toContain('在线学习 版权所有')
  })

  it('each row opens its page from the config (the mini-program: in its web-view)', () => {
    renderSetting()
    tap('setting-user-protocol')
    tap('setting-private-protocol')
    tap('setting-vip-protocol')
    expect(opened()).toEqual([CONFIG.user_protocol, CONFIG.user_private_protocol, CONFIG.vip_protocol])
    if (!onH5)
      expect(Taro.navigateTo).toHaveBeenCalledWith({
        url: `/pages/webview/index?url=${encodeURIComponent(CONFIG.user_protocol)}`,
      })
    expect(toasts()).toEqual([])
  })

  it.each([
    ['empty', ''],
    ['a script', 'javascript:alert(1)'],
    ['an in-app path', '/aboutus'],
  ])('a value that is %s says 暂未设置 and opens nothing', (_, value) => {
    renderSetting({ ...CONFIG, aboutus: value })
    tap('setting-aboutus')
    expect(toasts()).toEqual(['暂未设置'])
    expect(opened()).toEqual([])
  })
})

describe('/member/password 重置密码', () => {
  const renderPassword = (user = learner(), routes = {}) =>
    open('/member/password', <PasswordPage />, user, routes)

  it('shows the own number masked and the new-password field; an empty password says 请输入密码', async () => {
    renderPassword()
    expect(text('own-mobile')).toBe('138****8000')
    expect(screen.getByText('手机号')).toBeInTheDocument()
    expect(screen.getByText('新密码')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入新密码')).toBeInTheDocument()
    tap('get-sms-code')
    await settle()
    expect(toasts()).toEqual(['请输入密码'])
    expect($('captcha-dialog')).toBeNull()
    expect(requestMock).not.toHaveBeenCalled()
  })

  it('password → captcha → code (scene password_reset, own number) → 确定 → 成功, back 500 ms later', async () => {
    const { wentBack } = renderPassword(learner(), { [PASSWORD]: ok([]) })
    type('new-password', 'newpass123')
    await throughCaptcha()
    expect(sentTo(requestMock, SEND_SMS)[0].data).toEqual({
      mobile: OWN,
      image_key: captchaN(1).key,
      image_captcha: 'ab12',
      scene: 'password_reset',
    })
    expect($('sms-panel')).toHaveTextContent('验证码已发送至 138****8000')
    expect(text('sms-submit')).toBe('确定')
    expect(text('sms-countdown')).toBe('120s')
    // The password stays on screen above the code.
    expect(inputValue('new-password')).toBe('newpass123')
    type('sms-code', '112233')
    tap('sms-submit')
    await settle()
    expect(sentTo(requestMock, PASSWORD)[0].data).toEqual({
      mobile: OWN,
      mobile_code: '112233',
      password: 'newpass123',
    })
    expect(toasts()).toEqual(['成功'])
    await settle(499)
    expect(wentBack()).toBe(0)
    await settle(1)
    expect(wentBack()).toBe(1)
  })

  it('a refusal shows the server message and keeps the password, the panel and the code', async () => {
    const { wentBack } = renderPassword(learner(), { [PASSWORD]: envelope(1, '密码长度不能少于6个字符') })
    type('new-password', '123')
    await throughCaptcha()
    type('sms-code', '112233')
    tap('sms-submit')
    await settle(1000)
    expect(toasts()).toEqual(['密码长度不能少于6个字符'])
    expect(inputValue('new-password')).toBe('123')
    expect(inputValue('sms-code')).toBe('112233')
    expect($('sms-panel')).not.toBeNull()
    expect(wentBack()).toBe(0)
    // Corrected in place, the same code goes again.
    type('new-password', 'newpass123')
    tap('sms-submit')
    await settle()
    expect(sentTo(requestMock, PASSWORD).map((request) => request.data.password)).toEqual([
      '123',
      'newpass123',
    ])
  })

  it('a double tap on 确定 sends one request', async () => {
    const answer = deferred<FakeResponse>()
    renderPassword(learner(), { [PASSWORD]: () => answer.promise })
    type('new-password', 'newpass123')
    await throughCaptcha()
    type('sms-code', '112233')
    tap('sms-submit')
    tap('sms-submit')
    await settle()
    expect($('sms-submit')?.getAttribute('data-loading')).toBe('true')
    answer.resolve(ok([]))
    await settle()
    expect(countOf(PASSWORD)).toBe(1)
  })

  it('a learner without a bound number is told 请绑定手机号 and can go and bind one', async () => {
    renderPassword(learner({ mobile: '', is_bind_mobile: false }))
    expect(text('needs-mobile')).toBe('请绑定手机号')
    expect($('get-sms-code')).toBeNull()
    tap('to-bind-mobile')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/account/member/mobile/index' })
  })
})

describe('/member/mobileVerify 验证原手机号 → 换绑手机号', () => {
  const renderVerify = (routes = {}) =>
    open('/member/mobileVerify', <MobileVerifyPage />, learner(), {
      [VERIFY]: ok({ sign: 'sign-1' }),
      [CHANGE]: ok([]),
      [MEMBER]: ok(learner({ mobile: NEW })),
      ...routes,
    })

  async function toNewNumberForm() {
    await throughCaptcha()
    expect(text('sms-submit')).toBe('绑定')
    expect($('sms-panel')).toHaveTextContent('验证码已发送至 138****8000')
    type('sms-code', '112233')
    tap('sms-submit')
    await settle()
  }

  it('the old number, masked; its code is sent with scene mobile_bind; 绑定 verifies it: 成功, the new-number form', async () => {
    const { wentBack } = renderVerify()
    expect(text('old-mobile')).toBe('138****8000')
    expect(screen.getByText('原手机号')).toBeInTheDocument()
    await toNewNumberForm()
    expect(sentTo(requestMock, SEND_SMS)[0].data).toMatchObject({ mobile: OWN, scene: 'mobile_bind' })
    expect(sentTo(requestMock, VERIFY)[0].data).toEqual({ mobile: OWN, mobile_code: '112233' })
    expect(toasts()).toEqual(['成功'])
    expect(wentBack()).toBe(0)
    // 换绑手机号: the title, the three rows and the image already loaded.
    expect(shownPageTitle()).toBe('换绑手机号')
    if (onH5) expect(document.querySelector('.nav-header__title')).toHaveTextContent('换绑手机号')
    for (const label of ['新手机号', '图形验证码', '短信验证码'])
      expect(screen.getByText(label)).toBeInTheDocument()
    expect(document.querySelector('#inline-captcha img')).toHaveAttribute('src', captchaN(2).img)
    expect(text('inline-get-code')).toBe('获取验证码')
    expect(text('change-mobile-submit')).toBe('立即绑定码')
  })

  it('the image is renewed by a tap', async () => {
    renderVerify()
    await toNewNumberForm()
    tap('inline-captcha')
    await settle()
    expect(document.querySelector('#inline-captcha img')).toHaveAttribute('src', captchaN(3).img)
  })

  it('validation: 请输入新手机号, 请输入正确的手机号, 请输入图形验证码 at 获取验证码; 请输入短信验证码 at 立即绑定码', async () => {
    renderVerify()
    await toNewNumberForm()
    const before = sentCalls().length
    tap('inline-get-code')
    await settle()
    type('new-mobile', '1390013')
    tap('inline-get-code')
    await settle()
    type('new-mobile', NEW)
    tap('inline-get-code')
    await settle()
    tap('change-mobile-submit')
    await settle()
    expect(toasts()).toEqual([
      '成功',
      '请输入新手机号',
      '请输入正确的手机号',
      '请输入图形验证码',
      '请输入短信验证码',
    ])
    expect(sentCalls().length).toBe(before)
    expect(inputValue('new-mobile')).toBe(NEW)
  })

  it('获取验证码 sends to the new number with the image on screen and counts down; 立即绑定码 changes it: 成功, back', async () => {
    const { root, wentBack } = renderVerify()
    await toNewNumberForm()
    type('new-mobile', NEW)
    type('inline-captcha-input', 'cd34')
    tap('inline-get-code')
    await settle()
    expect(sentTo(requestMock, SEND_SMS)[1].data).toEqual({
      mobile: NEW,
      image_key: captchaN(2).key,
      image_captcha: 'cd34',
      scene: 'mobile_bind',
    })
    expect(text('inline-get-code')).toBe('120s')
    await settle(1000)
    expect(text('inline-get-code')).toBe('119s')
    // During the countdown another tap sends nothing.
    type('inline-captcha-input', 'ef56')
    tap('inline-get-code')
    await settle()
    expect(countOf(SEND_SMS)).toBe(2)

    type('inline-sms-code', '445566')
    tap('change-mobile-submit')
    tap('change-mobile-submit')
    await settle()
    expect(sentTo(requestMock, CHANGE).map((request) => request.data)).toEqual([
      { mobile: NEW, mobile_code: '445566', sign: 'sign-1' },
    ])
    expect(root.session.user?.mobile).toBe(NEW)
    expect(toasts()).toEqual(['成功', '成功'])
    await settle(500)
    expect(wentBack()).toBe(1)
  })

  it('a refused change keeps the number and the code on screen', async () => {
    const { wentBack } = renderVerify({ [CHANGE]: envelope(1, '短信验证码错误') })
    await toNewNumberForm()
    type('new-mobile', NEW)
    type('inline-sms-code', '000000')
    tap('change-mobile-submit')
    await settle(1000)
    expect(toasts()).toEqual(['成功', '短信验证码错误'])
    expect(inputValue('new-mobile')).toBe(NEW)
    expect(inputValue('inline-sms-code')).toBe('000000')
    expect(wentBack()).toBe(0)
  })
})

describe('/member/mobile 绑定手机号', () => {
  it('a learner who has a number is sent to change it', async () => {
    open('/member/mobile', <MobilePage />, learner())
    await settle()
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/account/member/mobileVerify/index' })
    expect($('bind-own-mobile')).toBeNull()
  })

  it('number → captcha → code (scene mobile_bind) → 绑定 with the normal token → 成功, member reloaded, back', async () => {
    const { root, wentBack } = open(
      '/member/mobile',
      <MobilePage />,
      makeMember({ id: 3, mobile: '', is_bind_mobile: false }),
      {
        [BIND_MOBILE]: ok([]),
        [MEMBER]: ok(learner({ id: 3, mobile: NEW })),
      }
    )
    expect(screen.getByText('手机号')).toBeInTheDocument()
    type('bind-own-mobile', '139')
    tap('get-sms-code')
    expect(toasts()).toEqual(['请输入正确的手机号'])
    type('bind-own-mobile', NEW)
    await throughCaptcha()
    expect(sentTo(requestMock, SEND_SMS)[0].data).toMatchObject({ mobile: NEW, scene: 'mobile_bind' })
    expect(text('sms-submit')).toBe('绑定')
    type('sms-code', '778899')
    tap('sms-submit')
    await settle()
    const [request] = sentTo(requestMock, BIND_MOBILE)
    expect(request.data).toEqual({ mobile: NEW, mobile_code: '778899', token: 'token-1' })
    expect(request.header.Authorization).toBe('Bearer token-1')
    expect(root.session.user?.mobile).toBe(NEW)
    expect(toasts()).toEqual(['请输入正确的手机号', '成功'])
    await settle(500)
    expect(wentBack()).toBe(1)
    // Bound now, but the page does not jump to the change page on its way out.
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(sentCalls().filter((call) => call === CAPTCHA_IMAGE)).toHaveLength(1)
  })
})
