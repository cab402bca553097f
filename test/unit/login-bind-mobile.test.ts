/**
 * The binding flows: /bind-mobile sends the parked token, /code-bind-mobile the stored login_code; both end
 * in finishBinding. Runs in both passes.
 */
import Taro from '@tarojs/taro'
import { credentials } from '@/services/credentials'
import { RootStore } from '@/stores'
import { createBindMobileFlow } from '@/pages/bind-mobile'
import { createCodeBindMobileFlow } from '@/pages/code-bind-mobile'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { envelope, ok, requestMock, sentCalls } from '../mocks/api'
import { makeMember, wireHttp } from '../mocks/app'
import { BIND_MOBILE, MEMBER, REGISTER_SOCIALITE, SEND_SMS, loginApi, sentTo } from '../mocks/login'
import { toasts } from '../mocks/screen'

beforeEach(() => {
  wireHttp()
  jest.useFakeTimers()
})

/** Phone → captcha → SMS → code, then submit, with the clock run past the 500 ms wait. */
async function bind(flow: SmsCodeFlow) {
  flow.setMobile('13900000002')
  flow.requestCode()
  await jest.advanceTimersByTimeAsync(0)
  flow.setCaptchaInput('ab12')
  await flow.confirmCaptcha()
  flow.setCode('654321')
  const done = flow.submitCode()
  await jest.advanceTimersByTimeAsync(600)
  await done
  flow.dispose()
}

describe('/bind-mobile', () => {
  it('needs no agreement; SMS scene mobile_bind; the bind call carries the parked token, body and header', async () => {
    credentials.setTmpToken('parked-token')
    loginApi({ routes: { [BIND_MOBILE]: ok([]) } })
    const root = new RootStore()
    await bind(createBindMobileFlow(root, '/vod/video?id=3'))

    expect(sentTo(requestMock, SEND_SMS)[0].data).toMatchObject({
      mobile: '13900000002',
      scene: 'mobile_bind',
    })
    const [request] = sentTo(requestMock, BIND_MOBILE)
    expect(request.data).toEqual({ mobile: '13900000002', mobile_code: '654321', token: 'parked-token' })
    expect(request.header.Authorization).toBe('Bearer parked-token')
    expect(sentTo(requestMock, MEMBER)[0].header.Authorization).toBe('Bearer parked-token')
    expect(credentials.getToken()).toBe('parked-token')
    expect(credentials.getTmpToken()).toBeNull()
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user).not.toBeNull()
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/packages/learning/vod/video/index?id=3' })
  })

  it('the parked token wins over a stored one', async () => {
    credentials.setToken('other-token')
    credentials.setTmpToken('parked-token')
    loginApi({ routes: { [BIND_MOBILE]: ok([]) } })
    await bind(createBindMobileFlow(new RootStore(), '/'))
    expect(sentTo(requestMock, BIND_MOBILE)[0].header.Authorization).toBe('Bearer parked-token')
  })

  it('a rejected bind (e.g. number taken): the message, the parked token kept, no login', async () => {
    credentials.setTmpToken('parked-token')
    loginApi({ routes: { [BIND_MOBILE]: envelope(1, '手机号已被其它账号绑定') } })
    const root = new RootStore()
    const flow = createBindMobileFlow(root, '/')
    await bind(flow)
    expect(toasts()).toEqual(['手机号已被其它账号绑定'])
    expect(credentials.getTmpToken()).toBe('parked-token')
    expect(credentials.getToken()).toBeNull()
    expect(root.session.loggedIn).toBe(false)
    expect(root.session.user).toBeNull()
    expect(flow.submitting).toBe(false)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })
})

describe('/code-bind-mobile', () => {
  it('POST withSocialite {code: stored login_code, mobile, mobile_code}; the answer’s token logs in; login_code cleared', async () => {
    credentials.setLoginCode('social-code')
    loginApi({
      routes: { [REGISTER_SOCIALITE]: ok({ token: 'social-token' }) },
      member: makeMember({ id: 9 }),
    })
    const root = new RootStore()
    await bind(createCodeBindMobileFlow(root, '/member'))

    expect(sentTo(requestMock, SEND_SMS)[0].data.scene).toBe('mobile_bind')
    expect(sentTo(requestMock, REGISTER_SOCIALITE)[0].data).toEqual({
      code: 'social-code',
      mobile: '13900000002',
      mobile_code: '654321',
    })
    expect(credentials.getToken()).toBe('social-token')
    expect(credentials.getLoginCode()).toBeNull()
    expect(root.session.user?.id).toBe(9)
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/member/index' })
  })

  it('no stored login_code: 登录信息已失效，请重新登录, nothing sent', async () => {
    loginApi()
    await bind(createCodeBindMobileFlow(new RootStore(), '/member'))
    expect(toasts()).toEqual(['登录信息已失效，请重新登录'])
    expect(sentCalls()).not.toContain(REGISTER_SOCIALITE)
  })

  it('a rejected registration keeps the login_code for another try', async () => {
    credentials.setLoginCode('social-code')
    loginApi({ routes: { [REGISTER_SOCIALITE]: envelope(1, '短信验证码错误') } })
    const flow = createCodeBindMobileFlow(new RootStore(), '/member')
    await bind(flow)
    expect(toasts()).toEqual(['短信验证码错误'])
    expect(credentials.getLoginCode()).toBe('social-code')
    expect(credentials.getToken()).toBeNull()
    expect(flow.submitting).toBe(false)
  })
})
