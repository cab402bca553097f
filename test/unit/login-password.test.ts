/** PasswordLoginScreen (/login-password): validation, the loading state that always ends, the success path. */
import Taro from '@tarojs/taro'
import { credentials } from '@/services/credentials'
import { RootStore } from '@/stores'
import type { PasswordLoginScreen } from '@/stores/password-login'
import { createPasswordLogin } from '@/pages/login-password'
import { deferred, envelope, raw, requestMock, sentCalls, type FakeResponse } from '../mocks/api'
import { makeMember, wireHttp } from '../mocks/app'
import { setCurrentPages } from '../mocks/taro'
import { CONFIG, LOGIN_PASSWORD, MEMBER, loginApi, loginConfig, sentTo } from '../mocks/login'
import { toasts } from '../mocks/screen'

beforeEach(() => {
  wireHttp()
  jest.useFakeTimers()
})

function login(mobile: string, password: string, redirect = '/vod/video?id=3') {
  const root = new RootStore()
  const store = createPasswordLogin(root, redirect)
  store.setMobile(mobile)
  store.setPassword(password)
  return { root, store }
}

/** Run submit to its end, moving the clock past the 500 ms wait. */
async function submit(store: PasswordLoginScreen) {
  const done = store.submit()
  await jest.advanceTimersByTimeAsync(600)
  return done
}

it.each([
  ['', ''],
  ['13800000001', ''],
  ['', 'secret'],
])('mobile %p, password %p: cannot submit, nothing happens', async (mobile, password) => {
  loginApi()
  const { store } = login(mobile, password)
  expect(store.canSubmit).toBe(false)
  await submit(store)
  expect(requestMock).not.toHaveBeenCalled()
  expect(Taro.showToast).not.toHaveBeenCalled()
  expect(store.submitting).toBe(false)
})

it.each(['1380000000', '12800000001', 'abcdefghijk'])(
  'a bad phone %s: the bad-phone problem (the page says 请输入正确的手机号), nothing sent',
  async (mobile) => {
    loginApi()
    const { store } = login(mobile, 'secret')
    expect(store.canSubmit).toBe(true)
    expect(await submit(store)).toBe('bad-phone')
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(requestMock).not.toHaveBeenCalled()
  }
)

it('spaces in the mobile are dropped', () => {
  const { store } = login(' 138 0000 0001 ', 'secret')
  expect(store.mobile).toBe('13800000001')
})

it('a wrong password: the server message; loading ends, fields stay, logged out', async () => {
  loginApi({ routes: { [LOGIN_PASSWORD]: envelope(1, '手机号或密码错误') } })
  const { root, store } = login('13800000001', 'wrong')
  await submit(store)
  expect(toasts()).toEqual(['手机号或密码错误'])
  expect(store.submitting).toBe(false)
  expect(store.mobile).toBe('13800000001')
  expect(store.password).toBe('wrong')
  expect(credentials.getToken()).toBeNull()
  expect(root.session.loggedIn).toBe(false)
  expect(root.session.user).toBeNull()
  expect(sentCalls()).toEqual([LOGIN_PASSWORD])
})

it.each<[string, FakeResponse | null]>([
  ['a network failure', null],
  ['HTTP 500', raw(500, null)],
])('%s: loading ends', async (_, answer) => {
  loginApi({
    routes: { [LOGIN_PASSWORD]: answer ?? (() => Promise.reject({ errMsg: 'request:fail' })) },
  })
  const { store } = login('13800000001', 'secret')
  await submit(store)
  expect(store.submitting).toBe(false)
})

it('while the request runs: submitting, and a second submit sends nothing', async () => {
  const answer = deferred<FakeResponse>()
  loginApi({ routes: { [LOGIN_PASSWORD]: () => answer.promise } })
  const { store } = login('13800000001', 'secret')
  const first = store.submit()
  expect(store.submitting).toBe(true)
  await store.submit()
  answer.resolve(envelope(1, '手机号或密码错误'))
  await first
  expect(sentCalls()).toEqual([LOGIN_PASSWORD])
  expect(store.submitting).toBe(false)
})

it('success: POST {mobile, password}; token, config, detail; 500 ms later the redirect target replaces the lone login page', async () => {
  loginApi({ member: makeMember({ id: 42 }) })
  setCurrentPages([{ route: 'pages/login-password/index' }])
  const { root, store } = login('13800000001', 'secret')
  const done = store.submit()
  await jest.advanceTimersByTimeAsync(0)
  expect(sentTo(requestMock, LOGIN_PASSWORD)[0].data).toEqual({ mobile: '13800000001', password: 'secret' })
  expect(credentials.getToken()).toBe('login-token')
  expect(sentCalls().sort()).toEqual([CONFIG, LOGIN_PASSWORD, MEMBER].sort())
  expect(root.session.user?.id).toBe(42)
  expect(store.submitting).toBe(true)
  await jest.advanceTimersByTimeAsync(500)
  await done
  expect(store.submitting).toBe(false)
  // the login page was the only page: the redirect target replaces it
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/learning/vod/video/index?id=3' })
})

it('success with a check to pass: the dialog, no navigation, loading ends', async () => {
  loginApi({ config: loginConfig({ bindAlert: 1 }), member: makeMember({ is_bind_mobile: false }) })
  const { root, store } = login('13800000001', 'secret')
  await submit(store)
  expect(root.afterLogin.dialog).toBe('bind-mobile')
  expect(Taro.redirectTo).not.toHaveBeenCalled()
  expect(Taro.navigateBack).not.toHaveBeenCalled()
  expect(store.submitting).toBe(false)
})
