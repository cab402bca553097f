/**
 * The app's wiring (app-setup.ts) end to end with the mocked Taro: "401 → 请重新登录, token cleared, to /login"
 * and "404 on a primary resource → /error", through the real hooks.
 */
import Taro from '@tarojs/taro'
import { setupApp } from '@/app-setup'
import { http } from '@/services/http'
import { credentials } from '@/services/credentials'
import { RootStore } from '@/stores'
import { envelope, flushPromises, ok, raw, routeRequests, sentCalls } from '../mocks/api'
import { makeMember } from '../mocks/app'
import { setCurrentPages } from '../mocks/taro'

const CONFIG = 'GET /api/v2/other/config'
const MEMBER = 'GET /api/v2/member/detail'

/** The learner is on /vod/video?id=3 (each build reports it its own way). */
function onVideoPage() {
  if (process.env.TARO_ENV === 'weapp')
    setCurrentPages([{ route: 'packages/learning/vod/video/index', options: { id: '3' } }])
  else window.location.hash = '#/vod/video?id=3'
}

async function startApp() {
  const root = new RootStore()
  await setupApp(root)
  await flushPromises()
  return root
}

it('boots once: config, and the member detail with a token', async () => {
  credentials.setToken('tok')
  routeRequests({ [CONFIG]: ok({ webname: 'MeEdu' }), [MEMBER]: ok(makeMember()) })
  const root = await startApp()
  expect(sentCalls().sort()).toEqual([CONFIG, MEMBER].sort())
  expect(root.booted).toBe(true)
  expect(root.session.loggedIn).toBe(true)
  expect(root.session.user).not.toBeNull()
})

it.each([
  ['envelope 401', envelope(401, 'Unauthenticated')],
  ['HTTP 401', raw(401, { message: 'Unauthenticated.' })],
])(
  '%s: one 请重新登录 toast, the learner is logged out and sent to /login with a redirect back',
  async (_name, unauthorized) => {
    credentials.setToken('tok')
    routeRequests({
      [CONFIG]: ok({}),
      [MEMBER]: ok(makeMember()),
      'GET /api/v2/member/messages': unauthorized,
      'GET /api/v2/member/unreadNotificationCount': unauthorized,
      'GET /api/v2/member/orders': unauthorized,
    })
    const root = await startApp()
    onVideoPage()

    await Promise.allSettled([
      http.get('/api/v2/member/messages'),
      http.get('/api/v2/member/unreadNotificationCount'),
      http.get('/api/v2/member/orders'),
    ])
    await flushPromises()

    expect(jest.mocked(Taro.showToast).mock.calls).toEqual([
      [{ title: '请重新登录', icon: 'none', duration: 2000 }],
    ])
    expect(credentials.getToken()).toBeNull()
    expect(root.session.loggedIn).toBe(false)
    expect(root.session.user).toBeNull()
    // The server refused the token already: no logout call with it.
    expect(sentCalls()).not.toContain('POST /api/v2/logout')
    expect(Taro.redirectTo).toHaveBeenCalledTimes(1)
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/login/index?redirect=%2Fvod%2Fvideo%3Fid%3D3',
    })
  }
)

it.each([
  ['HTTP 404', raw(404, null)],
  ['envelope code 404', envelope(404, '资源不存在')],
])(
  '%s on a page’s primary resource sends the learner to the error page, without a toast',
  async (_, answer) => {
    routeRequests({ [CONFIG]: ok({}), 'GET /api/v2/course/404': answer })
    await startApp()
    await http.get('/api/v2/course/404', undefined, { primary: true }).catch(() => undefined)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/error/index' })
    expect(Taro.showToast).not.toHaveBeenCalled()
  }
)

it.each([
  ['HTTP 404', raw(404, '<html><body>404 Not Found</body></html>'), '请求的内容不存在'],
  ['envelope code 404', envelope(404, '资源不存在'), '资源不存在'],
])(
  '%s on a secondary call (comments, a badge): a toast, and the learner stays on the page',
  async (_, answer, text) => {
    routeRequests({ [CONFIG]: ok({}), 'GET /api/v2/course/3/comments': answer })
    await startApp()
    const error = await http.get('/api/v2/course/3/comments').catch((reason: unknown) => reason)
    expect(error).toMatchObject({ kind: 'not-found', code: 404 })
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect((Taro.showToast as jest.Mock).mock.calls.map(([options]) => options.title)).toEqual([text])
  }
)
