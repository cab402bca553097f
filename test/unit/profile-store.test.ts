import Taro from '@tarojs/taro'
import { platform } from '@/platform'
import type { ChooseImageResult, ImagePlatform } from '@/platform/image'
import { credentials } from '@/services/credentials'
import type { RootStore } from '@/stores'
import { ProfileScreen, maskMobile } from '@/stores/profile'
import type { DecodedImage, ImageKind } from '@/utils/avatar-image'
import {
  deferred,
  envelope,
  flushPromises,
  ok,
  routeRequests,
  sentCalls,
  requestMock,
  type FakeResponse,
} from '../mocks/api'
import { bootedRoot, makeMember, wireHttp, type HookSpies } from '../mocks/app'

// In H5 the upload goes out through XMLHttpRequest (services/upload-transport.h5.ts, tested on its own in
// test/unit/upload-transport.test.ts); here both passes answer it through the mocked Taro.uploadFile.
jest.mock('@/services/upload-transport', () => ({
  sendUpload: (request: unknown) => jest.requireActual('@tarojs/taro').default.uploadFile(request),
}))

const DETAIL = 'GET /api/v2/member/detail'
const NICKNAME = 'POST /api/v2/member/detail/nickname'
const BIND = 'POST /api/v3/member/socialite/bindWithCode'
const UNBIND_QQ = 'DELETE /api/v2/member/socialite/qq'
const DESTROY = 'POST /api/v3/member/destroy'
const LOGOUT = 'POST /api/v2/logout'
const MB = 1024 * 1024

let hooks: HookSpies
let root: RootStore

beforeEach(() => {
  hooks = wireHttp()
  root = bootedRoot({ user: makeMember({ is_set_nickname: false, nick_name: '用户1' }) })
})

const bodyOf = (call: string) =>
  requestMock.mock.calls
    .map(([request]) => request)
    .find((request) => call.endsWith(new URL(request.url).pathname))?.data

describe('the member detail', () => {
  test('refresh asks for it and the session shows the new one', async () => {
    routeRequests({ [DETAIL]: ok(makeMember({ nick_name: '新名字' })) })
    const screen = new ProfileScreen(root)
    await screen.refresh()
    expect(sentCalls()).toEqual([DETAIL])
    expect(screen.user?.nick_name).toBe('新名字')
    expect(root.session.user?.nick_name).toBe('新名字')
  })

  test('a failed refresh keeps the learner shown', async () => {
    routeRequests({ [DETAIL]: { statusCode: 502, data: '<html>bad gateway</html>' } })
    const screen = new ProfileScreen(root)
    await screen.refresh()
    expect(screen.user?.nick_name).toBe('用户1')
    expect(hooks.toast).toHaveBeenCalledWith('服务器繁忙（502），请稍后重试')
  })

  test('the content opening asks once; a show before its answer adds nothing, a later show asks again', async () => {
    const answer = deferred<FakeResponse>()
    routeRequests({ [DETAIL]: () => answer.promise })
    const screen = new ProfileScreen(root)
    const opening = screen.open()
    void screen.shown() // the page's show and the content's mount in the same moment
    void screen.open()
    expect(sentCalls()).toEqual([DETAIL])
    answer.resolve(ok(makeMember({ nick_name: '新名字' })))
    await opening
    expect(root.session.user?.nick_name).toBe('新名字')

    routeRequests({ [DETAIL]: ok(makeMember({ nick_name: '又改了' })) })
    await screen.shown()
    expect(sentCalls()).toEqual([DETAIL, DETAIL])
    expect(root.session.user?.nick_name).toBe('又改了')
  })

  test('mobiles are masked in the middle', () => {
    expect(maskMobile('13800138000')).toBe('138****8000')
    expect(maskMobile('123')).toBe('123')
  })
})

describe('nickname, once', () => {
  test('saved: sent trimmed, the dialog closes and the member is asked for again', async () => {
    routeRequests({
      [NICKNAME]: ok([]),
      [DETAIL]: ok(makeMember({ nick_name: '小明', is_set_nickname: true })),
    })
    const screen = new ProfileScreen(root)
    expect(screen.openNickname()).toBe('opened')
    screen.setNicknameInput('  小明 ')
    expect(await screen.saveNickname()).toBe('done')
    expect(sentCalls()).toEqual([NICKNAME, DETAIL])
    expect(bodyOf(NICKNAME)).toEqual({ nick_name: '小明' })
    expect(screen.nicknameOpen).toBe(false)
    expect(screen.user?.nick_name).toBe('小明')
    // the second time: already set, nothing sent
    expect(screen.openNickname()).toBe('already-set')
    expect(await screen.saveNickname()).toBe('already-set')
    expect(sentCalls()).toEqual([NICKNAME, DETAIL])
  })

  test('already set (is_set_nickname 1): the dialog never opens', () => {
    root.session.login(makeMember({ is_set_nickname: true }))
    const screen = new ProfileScreen(root)
    expect(screen.openNickname()).toBe('already-set')
    expect(screen.nicknameOpen).toBe(false)
  })

  test('empty or spaces only: nothing is sent', async () => {
    routeRequests({})
    const screen = new ProfileScreen(root)
    screen.openNickname()
    screen.setNicknameInput('   ')
    expect(await screen.saveNickname()).toBe('empty')
    expect(requestMock).not.toHaveBeenCalled()
    expect(screen.nicknameOpen).toBe(true)
  })

  test('a refusal keeps the dialog and what was typed; the server says why', async () => {
    routeRequests({ [NICKNAME]: envelope(1, '昵称已经存在') })
    const screen = new ProfileScreen(root)
    screen.openNickname()
    screen.setNicknameInput('重名')
    expect(await screen.saveNickname()).toBe('failed')
    expect(screen.nicknameOpen).toBe(true)
    expect(screen.nicknameInput).toBe('重名')
    expect(hooks.toast).toHaveBeenCalledWith('昵称已经存在')
  })

  test('a double tap sends once', async () => {
    const answer = deferred<FakeResponse>()
    routeRequests({ [NICKNAME]: () => answer.promise, [DETAIL]: ok(makeMember({ is_set_nickname: true })) })
    const screen = new ProfileScreen(root)
    screen.openNickname()
    screen.setNicknameInput('小明')
    const first = screen.saveNickname()
    expect(await screen.saveNickname()).toBe('busy')
    expect(screen.nicknameSave.running).toBe(true)
    answer.resolve(ok([]))
    expect(await first).toBe('done')
    expect(sentCalls().filter((call) => call === NICKNAME)).toHaveLength(1)
  })
})

describe('social accounts', () => {
  test('rows: QQ outside WeChat when enabled in H5; none in the mini-program', () => {
    root.config.save({ socialites: { qq: 1, wechat_oauth: 1 }, url: 'https://api.example.com' })
    const screen = new ProfileScreen(root)
    if (platform.name === 'weapp') {
      expect(screen.socialApps).toEqual([])
      return
    }
    expect(screen.socialApps).toEqual(['qq'])
    root.config.save({ socialites: { qq: 0, wechat_oauth: 1 } })
    expect(screen.socialApps).toEqual([])
  })

  test('the bind address returns to the profile on success and failure, action=bind', () => {
    root.config.save({ url: 'https://api.example.com/' })
    const address = new URL(new ProfileScreen(root).bindAddress('qq'))
    expect(`${address.origin}${address.pathname}`).toBe(
      'https://api.example.com/api/v3/auth/login/socialite/qq'
    )
    expect(address.searchParams.get('action')).toBe('bind')
    expect(address.searchParams.get('s_url')).toBe(platform.appUrl('/member/profile'))
    expect(address.searchParams.get('f_url')).toBe(platform.appUrl('/member/profile'))
  })

  test('a bind return binds the code once per session, then reloads the member', async () => {
    routeRequests({ [BIND]: ok([]), [DETAIL]: ok(makeMember({ is_bind_qq: true })) })
    const screen = new ProfileScreen(root)
    expect(await screen.handleSocialReturn({ login_code: 'c0de', action: 'bind' })).toEqual({ kind: 'bound' })
    expect(sentCalls()).toEqual([BIND, DETAIL])
    expect(bodyOf(BIND)).toEqual({ code: 'c0de' })
    expect(screen.isBound('qq')).toBe(true)
    // the page opened again with the same address (a reload): nothing is sent
    const again = new ProfileScreen(root)
    expect(await again.handleSocialReturn({ login_code: 'c0de', action: 'bind' })).toEqual({ kind: 'spent' })
    expect(sentCalls()).toEqual([BIND, DETAIL])
  })

  test('a login return or no code is not a bind; an error in the address is told', async () => {
    routeRequests({})
    const screen = new ProfileScreen(root)
    expect(await screen.handleSocialReturn({ login_code: 'x', action: 'login' })).toEqual({ kind: 'none' })
    expect(await screen.handleSocialReturn({})).toEqual({ kind: 'none' })
    expect(await screen.handleSocialReturn({ login_err_msg: '授权失败', action: 'bind' })).toEqual({
      kind: 'error',
      message: '授权失败',
    })
    expect(await screen.handleSocialReturn({ error: 'denied' })).toEqual({ kind: 'error', message: 'denied' })
    expect(requestMock).not.toHaveBeenCalled()
  })

  test('a refused code: the server says why, the learner stays as they were', async () => {
    routeRequests({ [BIND]: envelope(1, '已过期') })
    const screen = new ProfileScreen(root)
    expect(await screen.handleSocialReturn({ login_code: 'old', action: 'bind' })).toEqual({ kind: 'failed' })
    expect(hooks.toast).toHaveBeenCalledWith('已过期')
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user).not.toBeNull()
  })

  test('unbind asks first; yes sends DELETE once, even tapped twice, then reloads', async () => {
    root.session.login(makeMember({ is_bind_qq: true }))
    const answer = deferred<FakeResponse>()
    routeRequests({ [UNBIND_QQ]: () => answer.promise, [DETAIL]: ok(makeMember({ is_bind_qq: false })) })
    const screen = new ProfileScreen(root)
    screen.ask({ kind: 'unbind', app: 'qq' })
    expect(requestMock).not.toHaveBeenCalled()
    const first = screen.confirm()
    expect(await screen.confirm()).toEqual({ kind: 'none' })
    expect(screen.confirmBusy).toBe(true)
    answer.resolve(ok([]))
    expect(await first).toEqual({ kind: 'unbound', app: 'qq' })
    expect(sentCalls()).toEqual([UNBIND_QQ, DETAIL])
    expect(screen.confirming).toBeNull()
    expect(screen.isBound('qq')).toBe(false)
  })

  test('no: nothing is sent', () => {
    routeRequests({})
    const screen = new ProfileScreen(root)
    screen.ask({ kind: 'unbind', app: 'qq' })
    screen.cancelConfirm()
    expect(screen.confirming).toBeNull()
    expect(requestMock).not.toHaveBeenCalled()
  })
})

describe('account deletion and logout', () => {
  test('deletion: sent once, then logged out (token gone)', async () => {
    const answer = deferred<FakeResponse>()
    routeRequests({ [DESTROY]: () => answer.promise })
    const screen = new ProfileScreen(root)
    screen.ask({ kind: 'destroy' })
    const first = screen.confirm()
    await screen.confirm()
    answer.resolve(ok([]))
    expect(await first).toEqual({ kind: 'destroyed' })
    // Logged out on the server too (best effort).
    expect(sentCalls()).toEqual([DESTROY, LOGOUT])
    expect(root.session.loggedIn).toBe(false)
    expect(root.session.user).toBeNull()
    expect(credentials.getToken()).toBeNull()
  })

  test('deletion refused (already asked for): its message, still logged in', async () => {
    routeRequests({ [DESTROY]: envelope(1, '用户已申请注销') })
    const screen = new ProfileScreen(root)
    screen.ask({ kind: 'destroy' })
    expect(await screen.confirm()).toEqual({ kind: 'failed' })
    expect(hooks.toast).toHaveBeenCalledWith('用户已申请注销')
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user).not.toBeNull()
    expect(credentials.getToken()).toBe('token-1')
    expect(screen.confirming).toBeNull()
  })

  test('logout: token and learner gone at once; the server is told with the token in the header, never waited for', async () => {
    const answer = deferred<FakeResponse>()
    routeRequests({ [LOGOUT]: () => answer.promise })
    const screen = new ProfileScreen(root)
    screen.ask({ kind: 'logout' })
    expect(await screen.confirm()).toEqual({ kind: 'logged-out' })
    expect(root.session.user).toBeNull()
    expect(credentials.getToken()).toBeNull()
    // Sent (samples 21, 21b: only the Authorization header logs the token out; ?token= does not, 21c).
    expect(sentCalls()).toEqual([LOGOUT])
    const sent = requestMock.mock.calls[0][0]
    expect(sent.header.Authorization).toBe('Bearer token-1')
    expect(sent.url).not.toContain('token=')
    expect(sent.timeout).toBeLessThanOrEqual(5000)
    // Its failure, or a 401 for a token already refused, tells the learner nothing and logs no one out again.
    answer.resolve(envelope(401, '请登录'))
    await flushPromises()
    expect(hooks.toast).not.toHaveBeenCalled()
    expect(hooks.onUnauthorized).not.toHaveBeenCalled()
  })

  test('logout with the network down: nothing said, the learner is logged out all the same', async () => {
    routeRequests({})
    const screen = new ProfileScreen(root)
    screen.ask({ kind: 'logout' })
    expect(await screen.confirm()).toEqual({ kind: 'logged-out' })
    await flushPromises()
    expect(credentials.getToken()).toBeNull()
    expect(hooks.toast).not.toHaveBeenCalled()
  })

  test('password needs a bound mobile', () => {
    root.session.login(makeMember({ is_bind_mobile: false }))
    const screen = new ProfileScreen(root)
    expect(screen.passwordNeedsMobile).toBe(true)
    root.session.login(makeMember({ is_bind_mobile: true }))
    expect(screen.passwordNeedsMobile).toBe(false)
  })
})

// ------------------------------------------------------------------------------------------------ avatar

const uploadMock = Taro.uploadFile as unknown as jest.Mock

/** An upload task like the mini-program's, reporting `progress` and then settling with `answer`. */
function answerUpload(answer: FakeResponse | Promise<FakeResponse>, progress: number[] = []) {
  uploadMock.mockImplementationOnce(() => {
    const listeners: ((event: { progress: number }) => void)[] = []
    const task = Promise.resolve().then(async () => {
      for (const percent of progress) listeners.forEach((listen) => listen({ progress: percent }))
      return answer
    }) as Promise<unknown> & { onProgressUpdate: (cb: (event: { progress: number }) => void) => void }
    task.onProgressUpdate = (cb) => listeners.push(cb)
    return task
  })
}

/** A picker and codec: the learner picks a `kind` file of `bytes`; encodings answer `sizes`. */
function fakeImages(choice: ChooseImageResult, kind: ImageKind | null = 'jpeg', sizes: number[] = []) {
  let encoded = 0
  const images = {
    choose: jest.fn(async () => choice),
    forget: jest.fn(),
    codec: {
      kind: jest.fn(async () => kind),
      decode: jest.fn(async (): Promise<DecodedImage> => ({
        width: 4000,
        height: 3000,
        close: () => undefined,
      })),
      encodeJpeg: jest.fn(async () => {
        encoded++
        return { path: `blob:made-${encoded}`, bytes: sizes[encoded - 1] ?? 0 }
      }),
      release: jest.fn(),
    },
  } satisfies ImagePlatform
  return images
}

const picked = (bytes: number): ChooseImageResult => ({
  kind: 'picked',
  image: { path: 'blob:chosen', bytes },
})
const accepted = (): FakeResponse => ({
  statusCode: 200,
  data: JSON.stringify({ code: 0, message: '', data: [] }),
})

describe('avatar', () => {
  test('a small JPEG goes up as it is, with progress, then the member is asked for again', async () => {
    routeRequests({ [DETAIL]: ok(makeMember({ avatar: 'https://cdn/new.jpg' })) })
    const images = fakeImages(picked(500_000))
    const screen = new ProfileScreen(root, images)
    const seen: number[] = []
    uploadMock.mockImplementationOnce(() => {
      const listeners: ((event: { progress: number }) => void)[] = []
      const task = Promise.resolve().then(() => {
        for (const percent of [20, 60, 100]) {
          listeners.forEach((listen) => listen({ progress: percent }))
          seen.push(screen.avatar.progress)
          expect(screen.avatar.phase).toBe('uploading')
        }
        return accepted()
      }) as Promise<unknown> & { onProgressUpdate: (cb: (event: { progress: number }) => void) => void }
      task.onProgressUpdate = (cb) => listeners.push(cb)
      return task
    })
    expect(await screen.avatar.chooseAndUpload()).toEqual({ kind: 'uploaded' })
    expect(seen).toEqual([20, 60, 100])
    expect(uploadMock).toHaveBeenCalledTimes(1)
    expect(uploadMock.mock.calls[0][0]).toMatchObject({
      url: expect.stringContaining('/api/v2/member/detail/avatar'),
      name: 'file',
      filePath: 'blob:chosen',
      fileName: 'avatar.jpg',
    })
    expect(images.codec.decode).not.toHaveBeenCalled()
    expect(sentCalls()).toEqual([DETAIL])
    expect(screen.user?.avatar).toBe('https://cdn/new.jpg')
    expect(screen.avatar.phase).toBe('idle')
    expect(images.forget).toHaveBeenCalledWith({ path: 'blob:chosen', bytes: 500_000 })
  })

  test('a 5 MB photo is compressed first; the made file goes up and is released after', async () => {
    routeRequests({ [DETAIL]: ok(makeMember()) })
    const images = fakeImages(picked(5 * MB), 'jpeg', [1.4 * MB, 800_000])
    const screen = new ProfileScreen(root, images)
    answerUpload(accepted())
    expect(await screen.avatar.chooseAndUpload()).toEqual({ kind: 'uploaded' })
    expect(images.codec.encodeJpeg).toHaveBeenCalledTimes(2)
    expect(uploadMock.mock.calls[0][0]).toMatchObject({ filePath: 'blob:made-2', fileName: 'avatar.jpg' })
    expect(images.codec.release).toHaveBeenCalledWith('blob:made-1')
    expect(images.codec.release).toHaveBeenCalledWith('blob:made-2')
  })

  test('refusals send nothing: wrong type, unreadable, too large, over 20 MB', async () => {
    routeRequests({})
    const cases: [ReturnType<typeof fakeImages>, string][] = [
      [fakeImages(picked(10_000), 'gif'), 'bad-type'],
      [fakeImages({ kind: 'unreadable' }), 'unreadable'],
      [fakeImages(picked(10_000), null), 'unreadable'],
      [fakeImages(picked(8 * MB), 'jpeg', Array(6).fill(2 * MB)), 'too-large'],
      [fakeImages(picked(21 * MB), 'jpeg'), 'source-too-large'],
    ]
    for (const [images, problem] of cases) {
      const screen = new ProfileScreen(root, images)
      expect(await screen.avatar.chooseAndUpload()).toEqual({ kind: 'refused', problem })
      expect(screen.avatar.phase).toBe('idle')
    }
    expect(uploadMock).not.toHaveBeenCalled()
    expect(requestMock).not.toHaveBeenCalled()
  })

  test('cancelled: nothing happens', async () => {
    const screen = new ProfileScreen(root, fakeImages({ kind: 'cancelled' }))
    expect(await screen.avatar.chooseAndUpload()).toEqual({ kind: 'cancelled' })
    expect(uploadMock).not.toHaveBeenCalled()
  })

  test('a tap while one is on its way starts nothing: one upload', async () => {
    routeRequests({ [DETAIL]: ok(makeMember()) })
    const images = fakeImages(picked(500_000))
    const screen = new ProfileScreen(root, images)
    const answer = deferred<FakeResponse>()
    answerUpload(answer.promise)
    const first = screen.avatar.chooseAndUpload()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.avatar.busy).toBe(true)
    expect(await screen.avatar.chooseAndUpload()).toEqual({ kind: 'busy' })
    expect(images.choose).toHaveBeenCalledTimes(1)
    answer.resolve(accepted())
    expect(await first).toEqual({ kind: 'uploaded' })
    expect(uploadMock).toHaveBeenCalledTimes(1)
  })

  test('two pickers answering (a double tap before either closed) still make one upload', async () => {
    routeRequests({ [DETAIL]: ok(makeMember()) })
    const images = fakeImages(picked(500_000))
    const screen = new ProfileScreen(root, images)
    const answer = deferred<FakeResponse>()
    answerUpload(answer.promise)
    const [first, second] = [screen.avatar.chooseAndUpload(), screen.avatar.chooseAndUpload()]
    expect(await second).toEqual({ kind: 'busy' })
    answer.resolve(accepted())
    expect(await first).toEqual({ kind: 'uploaded' })
    expect(uploadMock).toHaveBeenCalledTimes(1)
    expect(images.forget).toHaveBeenCalledTimes(2)
  })

  test('the server refuses: its message, the old avatar stays, the avatar can be tapped again', async () => {
    routeRequests({})
    root.session.login(makeMember({ avatar: 'https://cdn/old.jpg' }))
    const screen = new ProfileScreen(root, fakeImages(picked(500_000)))
    answerUpload({ statusCode: 200, data: { code: 1, message: 'file 不能大于 1024 kb', data: [] } })
    expect(await screen.avatar.chooseAndUpload()).toEqual({ kind: 'failed' })
    expect(hooks.toast).toHaveBeenCalledWith('file 不能大于 1024 kb')
    expect(screen.user?.avatar).toBe('https://cdn/old.jpg')
    expect(screen.avatar.busy).toBe(false)
    expect(screen.avatar.phase).toBe('idle')
    expect(requestMock).not.toHaveBeenCalled()
  })
})
