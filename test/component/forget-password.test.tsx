/**
 * 忘记密码 (/login-password/forget, logged out) and its link on 密码登录: the number, the new password, the image
 * captcha and an SMS code of scene `password_reset`, POST /api/v2/password/reset, then 密码登录 with the number
 * filled in. Refusals in the server's words (samples 24, 24b). Runs in both passes.
 */
import Taro from '@tarojs/taro'
import ForgetPasswordPage from '@/packages/account/login-password/forget'
import PasswordLoginPage from '@/pages/login-password'
import { pageUrl } from '@/routes'
import { parseQuery } from '@/utils/url'
import { deferred, envelope, ok, requestMock, type FakeResponse } from '../mocks/api'
import { bootedRoot, renderWithStores, wireHttp } from '../mocks/app'
import { CAPTCHA_IMAGE, SEND_SMS, captchaN, loginApi, sentTo, settle, visit } from '../mocks/login'
import { sampleAnswer } from '../mocks/samples'
import { $, countOf, tap, toasts, type } from '../mocks/screen'

const RESET = 'POST /api/v2/password/reset'
const NUMBER = '13800138001'

beforeEach(() => {
  wireHttp()
  jest.useFakeTimers()
})

const inputValue = (id: string) =>
  ($(id) as HTMLInputElement | null)?.value ??
  ($(id)?.querySelector('input') as HTMLInputElement | null)?.value

/** Where `redirectTo` sent the learner: the page and its query. */
function replacedBy(): { page: string; query: Record<string, string> } {
  const calls = jest.mocked(Taro.redirectTo).mock.calls
  expect(calls).toHaveLength(1)
  const [page, search = ''] = calls[0][0].url.split('?')
  return { page, query: parseQuery(search) }
}

function openForget(
  query: Record<string, string> = {},
  routes: Record<string, FakeResponse | (() => Promise<FakeResponse>)> = {}
) {
  visit('/login-password/forget', query, ['/vod/detail'])
  loginApi({ routes: routes as never })
  renderWithStores(<ForgetPasswordPage />, bootedRoot())
}

async function throughCaptcha() {
  tap('get-sms-code')
  await settle()
  expect($('captcha-dialog')).not.toBeNull()
  type('captcha-input', 'ab12')
  tap('captcha-confirm')
  await settle()
}

describe('密码登录 → 忘记密码', () => {
  it('忘记密码 replaces 密码登录 with the forget page, keeping the number typed and where to return', () => {
    visit('/login-password', { redirect: '/messages' }, ['/vod/detail'])
    loginApi()
    renderWithStores(<PasswordLoginPage />, bootedRoot())
    type('password-mobile', NUMBER)
    tap('to-forget-password')
    const { page, query } = replacedBy()
    expect(page).toBe(pageUrl('/login-password/forget'))
    expect(query).toEqual({ redirect: '/messages', mobile: NUMBER })
  })

  it('密码登录 opened with a number has it filled in', () => {
    visit('/login-password', { mobile: NUMBER }, [])
    loginApi()
    renderWithStores(<PasswordLoginPage />, bootedRoot())
    expect(inputValue('password-mobile')).toBe(NUMBER)
  })
})

describe('忘记密码', () => {
  it('number, new password → captcha → code (scene password_reset) → 重置密码 → 密码登录 with the number', async () => {
    openForget({ redirect: '/messages' }, { [RESET]: sampleAnswer('4.9.10', '25') })
    type('forget-mobile', NUMBER)
    type('forget-password', 'new-pass-1')
    await throughCaptcha()
    expect(sentTo(requestMock, SEND_SMS)[0].data).toEqual({
      mobile: NUMBER,
      image_key: captchaN(1).key,
      image_captcha: 'ab12',
      scene: 'password_reset',
    })
    expect($('sms-panel')).toHaveTextContent(NUMBER)
    expect($('sms-submit')?.textContent?.trim()).toBe('重置密码')
    type('sms-code', '112233')
    tap('sms-submit')
    await settle()
    expect(sentTo(requestMock, RESET).map((request) => request.data)).toEqual([
      { mobile: NUMBER, mobile_code: '112233', password: 'new-pass-1' },
    ])
    expect(sentTo(requestMock, RESET)[0].header.Authorization).toBeUndefined()
    expect(toasts()).toEqual(['密码已重置，请使用新密码登录'])
    const { page, query } = replacedBy()
    expect(page).toBe(pageUrl('/login-password'))
    expect(query).toEqual({ mobile: NUMBER, redirect: '/messages' })
  })

  it.each([
    ['a wrong code (sample 24)', sampleAnswer('4.9.10', '24'), '短信验证码错误'],
    ['an unknown number', envelope(1, '手机号不存在'), '手机号不存在'],
  ])("%s: the server's words; number, password and code stay for another try", async (_, answer, said) => {
    openForget({ mobile: NUMBER }, { [RESET]: answer })
    expect(inputValue('forget-mobile')).toBe(NUMBER)
    type('forget-password', 'new-pass-1')
    await throughCaptcha()
    type('sms-code', '000000')
    tap('sms-submit')
    await settle(1000)
    expect(toasts()).toEqual([said])
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect($('sms-panel')).not.toBeNull()
    expect(inputValue('forget-password')).toBe('new-pass-1')
    expect(inputValue('sms-code')).toBe('000000')
  })

  it('empty or wrong fields are named before anything is sent', async () => {
    openForget()
    type('forget-mobile', NUMBER)
    tap('get-sms-code')
    await settle()
    expect(toasts()).toEqual(['请输入密码'])
    type('forget-mobile', '1380013')
    type('forget-password', 'x')
    tap('get-sms-code')
    await settle()
    expect(toasts()).toEqual(['请输入密码', '请输入正确的手机号'])
    expect(countOf(CAPTCHA_IMAGE)).toBe(0)
  })

  it('a double tap on 重置密码 sends one request', async () => {
    const answer = deferred<FakeResponse>()
    openForget({ mobile: NUMBER }, { [RESET]: () => answer.promise })
    type('forget-password', 'new-pass-1')
    await throughCaptcha()
    type('sms-code', '112233')
    tap('sms-submit')
    tap('sms-submit')
    await settle()
    answer.resolve(ok([]))
    await settle()
    expect(countOf(RESET)).toBe(1)
  })

  it('返回密码登录 keeps the number typed', () => {
    openForget({ redirect: '/messages' })
    type('forget-mobile', NUMBER)
    tap('to-password-login')
    expect(replacedBy()).toEqual({
      page: pageUrl('/login-password'),
      query: { redirect: '/messages', mobile: NUMBER },
    })
  })
})
