/**
 * /member/profile over a mocked API, in both passes: the H5 pass (QQ/WeChat rows, the browser's File) and the
 * mini-program pass (no social rows, getImageInfo/compressImage), with the real platform image files.
 */
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/react'
import ProfilePage from '@/packages/account/member/profile'
import { platform } from '@/platform'
import type { Member } from '@/services/api/types'
import { credentials } from '@/services/credentials'
import type { RootStore } from '@/stores'
import {
  deferred,
  envelope,
  ok,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
} from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { $, countOf, tap, toasts, type } from '../mocks/screen'
import { setCurrentPages, triggerDidShow } from '../mocks/taro'
import { sample } from '../mocks/samples'

// In H5 the upload goes out through XMLHttpRequest (services/upload-transport.h5.ts, tested on its own in
// test/unit/upload-transport.test.ts); here both passes answer it through the mocked Taro.uploadFile.
jest.mock('@/services/upload-transport', () => ({
  sendUpload: (request: unknown) => jest.requireActual('@tarojs/taro').default.uploadFile(request),
}))

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? it : it.skip
const onWeapp = ENV === 'weapp' ? it : it.skip

const DETAIL = 'GET /api/v2/member/detail'
const NICKNAME = 'POST /api/v2/member/detail/nickname'
const BIND = 'POST /api/v3/member/socialite/bindWithCode'
const UNBIND_QQ = 'DELETE /api/v2/member/socialite/qq'
const DESTROY = 'POST /api/v3/member/destroy'
const FACE = 'POST /api/v3/member/tencent/faceVerify'
const MB = 1024 * 1024

const uploadMock = Taro.uploadFile as unknown as jest.Mock
const chooseMock = Taro.chooseImage as unknown as jest.Mock
let openExternal: jest.SpyInstance

beforeEach(() => {
  wireHttp()
  openExternal = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
  // jsdom has no object URLs; the H5 image file releases the ones Taro made.
  Object.assign(URL, { revokeObjectURL: jest.fn(), createObjectURL: jest.fn(() => 'blob:made') })
})

/** The learner is on /member/profile with this query (each build reads it from its own source). */
function at(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString()
  window.location.hash = `#/member/profile${search ? `?${search}` : ''}`
  setCurrentPages([
    { route: 'pages/member/index' },
    { route: 'packages/account/member/profile/index', options: query },
  ])
}

async function renderPage({
  user = makeMember(),
  routes = {},
  query = {},
  config = {},
}: {
  user?: Member
  routes?: Record<string, FakeResponse | (() => FakeResponse | Promise<FakeResponse>)>
  query?: Record<string, string>
  config?: Record<string, unknown>
} = {}): Promise<RootStore> {
  at(query)
  routeRequests({ [DETAIL]: ok(user), ...routes })
  const root = bootedRoot({ user })
  root.config.save({ socialites: { qq: 1, wechat_oauth: 1 }, url: 'https://api.test.local', ...config })
  renderWithStores(<ProfilePage />, root)
  await actAndSettle()
  return root
}

const rowText = (id: string) => $(id)?.textContent ?? null
const navigatedTo = () => (Taro.navigateTo as jest.Mock).mock.calls.map(([options]) => options.url as string)
const redirectedTo = () => (Taro.redirectTo as jest.Mock).mock.calls.map(([options]) => options.url as string)

describe('rows', () => {
  it('asks for the member detail on show and lists the account rows', async () => {
    await renderPage({
      user: makeMember({
        nick_name: '学员小王',
        mobile: '13800138000',
        is_face_verify: false,
        is_password_set: true,
      }),
    })
    expect(sentCalls()).toEqual([DETAIL])
    expect($('profile-nick')).toHaveTextContent('学员小王')
    expect(screen.getByText('账户信息')).toBeInTheDocument()
    expect(rowText('row-nickname')).toContain('昵称')
    expect(rowText('row-nickname')).toContain('学员小王')
    expect(rowText('row-mobile')).toContain('绑定手机号')
    expect(rowText('row-mobile')).toContain('138****8000')
    expect(rowText('row-face')).toContain('未认证')
    expect(rowText('row-password')).toContain('已设置')
    expect(rowText('row-destroy')).toContain('账号注销')
    expect($('profile-logout')).toHaveTextContent('退出登录')
    if (ENV === 'weapp') {
      expect($('row-qq')).toBeNull()
      expect($('row-wechat')).toBeNull()
    } else {
      expect(rowText('row-qq')).toContain('绑定QQ')
      expect(rowText('row-qq')).toContain('点击绑定')
      expect($('row-wechat')).toBeNull()
    }
  })

  it('the values follow the member: bound QQ, verified, no password, no mobile', async () => {
    await renderPage({
      user: makeMember({
        is_bind_qq: true,
        is_face_verify: true,
        is_password_set: false,
        is_bind_mobile: false,
      }),
    })
    if (ENV === 'h5') expect(rowText('row-qq')).toContain('已绑定')
    expect(rowText('row-face')).toContain('已认证')
    expect(rowText('row-password')).toContain('设置密码')
    expect(rowText('row-mobile')).toContain('点击绑定')
  })

  onH5('inside WeChat: 绑定微信 and no QQ; neither when the config turns them off', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40')
    await renderPage({ user: makeMember({ is_bind_wechat: true }) })
    expect(rowText('row-wechat')).toContain('绑定微信')
    expect(rowText('row-wechat')).toContain('已绑定')
    expect($('row-qq')).toBeNull()
  })

  onH5('QQ switched off in the config: no QQ row', async () => {
    await renderPage({ config: { socialites: { qq: 0, wechat_oauth: 1 } } })
    expect($('row-qq')).toBeNull()
    expect($('row-wechat')).toBeNull()
  })

  it('shown again (back from another page): the member is asked for again', async () => {
    await renderPage({ user: makeMember({ nick_name: '旧' }) })
    requestMock.mockClear()
    routeRequests({ [DETAIL]: ok(makeMember({ nick_name: '新' })) })
    await actAndSettle(() => triggerDidShow())
    expect(countOf(DETAIL)).toBe(1)
    expect($('profile-nick')).toHaveTextContent('新')
  })
})

describe('without the member', () => {
  it('the boot could not load the learner: skeleton, then 加载失败 with 重新加载, which brings the rows', async () => {
    at({})
    routeRequests({ [DETAIL]: { statusCode: 502, data: '<html>bad gateway</html>' } })
    const root = bootedRoot()
    credentials.setToken('token-1')
    renderWithStores(<ProfilePage />, root)
    expect($('row-nickname')).toBeNull()
    await actAndSettle()
    expect(screen.getByTestId('resource-error')).toHaveTextContent('加载失败')
    routeRequests({ [DETAIL]: ok(makeMember({ nick_name: '回来了' })) })
    await actAndSettle(() => tap('profile-retry'))
    expect($('profile-nick')).toHaveTextContent('回来了')
    expect($('row-nickname')).not.toBeNull()
  })
})

describe('nickname', () => {
  it('set once: typed, saved, told, shown; the second tap says it was set', async () => {
    await renderPage({
      user: makeMember({ is_set_nickname: false, nick_name: '用户1' }),
      routes: { [NICKNAME]: ok([]) },
    })
    tap('row-nickname')
    expect($('nickname-dialog')).not.toBeNull()
    requestMock.mockClear()
    routeRequests({
      [NICKNAME]: ok([]),
      [DETAIL]: ok(makeMember({ is_set_nickname: true, nick_name: '小明' })),
    })
    type('nickname-input', '小明')
    await actAndSettle(() => tap('nickname-save'))
    expect(sentCalls()).toEqual([NICKNAME, DETAIL])
    expect(requestMock.mock.calls[0][0].data).toEqual({ nick_name: '小明' })
    expect(toasts()).toContain('修改成功')
    expect($('nickname-dialog')).toBeNull()
    expect($('profile-nick')).toHaveTextContent('小明')

    tap('row-nickname')
    expect($('nickname-dialog')).toBeNull()
    expect(toasts()).toContain('您已经设置过昵称了哦')
  })

  it('empty: asked for, nothing sent; a refusal keeps the typed text; a double tap sends once', async () => {
    await renderPage({ user: makeMember({ is_set_nickname: false }) })
    tap('row-nickname')
    await actAndSettle(() => tap('nickname-save'))
    expect(toasts()).toContain('请输入昵称')
    const answer = deferred<FakeResponse>()
    routeRequests({ [NICKNAME]: () => answer.promise })
    type('nickname-input', '重名的人')
    tap('nickname-save')
    tap('nickname-save')
    await actAndSettle(() => answer.resolve(envelope(1, '昵称已被占用')))
    expect(countOf(NICKNAME)).toBe(1)
    expect(toasts()).toContain('昵称已被占用')
    expect($('nickname-dialog')).not.toBeNull()
    expect($<HTMLInputElement>('nickname-input')?.value).toBe('重名的人')
    tap('nickname-cancel')
    expect($('nickname-dialog')).toBeNull()
  })
})

describe('nickname length: the server stores 24 characters (varchar(24)); 25 failed with 错误 (sample 23)', () => {
  /** The 25 characters the real server refused (sample 23). */
  const tooLong = String(sample('4.9.10', '23').request_body?.nick_name)

  it('the recorded 25 characters: 25/24, 昵称不能超过24个字, nothing sent, the text kept', async () => {
    expect([...tooLong]).toHaveLength(25)
    await renderPage({ user: makeMember({ is_set_nickname: false }) })
    tap('row-nickname')
    requestMock.mockClear()
    type('nickname-input', tooLong)
    expect($('nickname-count')).toHaveTextContent('25/24')
    expect($('nickname-too-long')).toHaveTextContent('昵称不能超过24个字')
    await actAndSettle(() => tap('nickname-save'))
    expect(sentCalls()).toEqual([])
    expect(toasts()).toContain('昵称不能超过24个字')
    expect($<HTMLInputElement>('nickname-input')?.value).toBe(tooLong)
  })

  it('24 characters (an emoji counts as one, as MySQL counts it) are sent', async () => {
    const name = `${'一二三四五六七八九十'.repeat(2)}学员小🎓`
    expect([...name]).toHaveLength(24)
    await renderPage({ user: makeMember({ is_set_nickname: false }) })
    tap('row-nickname')
    routeRequests({
      [NICKNAME]: ok([]),
      [DETAIL]: ok(makeMember({ is_set_nickname: true, nick_name: name })),
    })
    requestMock.mockClear()
    type('nickname-input', name)
    expect($('nickname-count')).toHaveTextContent('24/24')
    expect($('nickname-too-long')).toBeNull()
    await actAndSettle(() => tap('nickname-save'))
    expect(requestMock.mock.calls[0][0].data).toEqual({ nick_name: name })
    expect($('profile-nick')).toHaveTextContent(name)
  })
})

describe('social binding', () => {
  onH5('点击绑定 sends the browser to the bind entry, back to this page', async () => {
    await renderPage()
    tap('row-qq')
    const address = new URL(openExternal.mock.calls[0][0] as string)
    expect(`${address.origin}${address.pathname}`).toBe(
      'https://api.test.local/api/v3/auth/login/socialite/qq'
    )
    expect(address.searchParams.get('action')).toBe('bind')
    expect(address.searchParams.get('s_url')).toBe(`${window.location.origin}/#/member/profile`)
    expect(address.searchParams.get('f_url')).toBe(`${window.location.origin}/#/member/profile`)
  })

  onH5('已绑定 asks 是否解除绑定QQ？; yes unbinds, tells and reloads; no sends nothing', async () => {
    await renderPage({ user: makeMember({ is_bind_qq: true }) })
    tap('row-qq')
    expect($('confirm-text')).toHaveTextContent('是否解除绑定QQ？')
    tap('confirm-cancel')
    expect($('confirm-dialog')).toBeNull()
    expect(countOf(UNBIND_QQ)).toBe(0)

    tap('row-qq')
    requestMock.mockClear()
    routeRequests({ [UNBIND_QQ]: ok([]), [DETAIL]: ok(makeMember({ is_bind_qq: false })) })
    await actAndSettle(() => tap('confirm-ok'))
    expect(sentCalls()).toEqual([UNBIND_QQ, DETAIL])
    expect(toasts()).toContain('解绑成功')
    expect(rowText('row-qq')).toContain('点击绑定')
    expect(openExternal).not.toHaveBeenCalled()
  })

  onH5('inside WeChat, 已绑定 asks 是否解除绑定微信？', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40')
    await renderPage({ user: makeMember({ is_bind_wechat: true }) })
    tap('row-wechat')
    expect($('confirm-text')).toHaveTextContent('是否解除绑定微信？')
  })

  onH5(
    'back with login_code and action=bind: bound once, told, and the code leaves the address',
    async () => {
      await renderPage({
        query: { login_code: 'abc123', action: 'bind', from: 'x' },
        routes: { [BIND]: ok([]), [DETAIL]: ok(makeMember({ is_bind_qq: true })) },
      })
      expect(countOf(BIND)).toBe(1)
      expect(
        requestMock.mock.calls.find(([request]) => request.url.endsWith('/bindWithCode'))?.[0].data
      ).toEqual({
        code: 'abc123',
      })
      expect(toasts()).toContain('绑定成功')
      expect(rowText('row-qq')).toContain('已绑定')
      expect(window.location.hash).toBe('#/member/profile?from=x')
    }
  )

  onH5('back with login_err_msg: told, and dropped from the address', async () => {
    await renderPage({ query: { login_err_msg: 'QQ授权失败', action: 'bind' } })
    expect(toasts()).toContain('QQ授权失败')
    expect(countOf(BIND)).toBe(0)
    expect(window.location.hash).toBe('#/member/profile')
  })
})

describe('mobile, real name, password', () => {
  it('a bound mobile leads to verifying it; none to binding one', async () => {
    await renderPage({ user: makeMember({ is_bind_mobile: true }) })
    tap('row-mobile')
    expect(navigatedTo().pop()).toContain('packages/account/member/mobileVerify/index')
  })

  it('no mobile: 点击绑定 → /member/mobile; 修改密码 says 请绑定手机号 and stays', async () => {
    await renderPage({ user: makeMember({ is_bind_mobile: false }) })
    tap('row-mobile')
    expect(navigatedTo().pop()).toContain('packages/account/member/mobile/index')
    tap('row-password')
    expect(toasts()).toContain('请绑定手机号')
    expect(navigatedTo()).toHaveLength(1)
  })

  it('修改密码 with a mobile → /member/password', async () => {
    await renderPage()
    tap('row-password')
    expect(navigatedTo().pop()).toContain('packages/account/member/password/index')
  })

  it('已认证 → the result page; 未认证 starts the verification', async () => {
    await renderPage({ user: makeMember({ is_face_verify: true }) })
    tap('row-face')
    expect(navigatedTo().pop()).toContain('pages/auth/faceSuccess/index')
  })

  it('未认证 starts the face verification and leaves for the provider', async () => {
    await renderPage({
      user: makeMember({ is_face_verify: false }),
      routes: { [FACE]: ok({ url: 'https://face.test/start', biz_token: 'b', rule_id: '1' }) },
    })
    await actAndSettle(() => tap('row-face'))
    expect(countOf(FACE)).toBe(1)
    expect(openExternal).toHaveBeenCalledWith('https://face.test/start')
  })
})

describe('account deletion and logout', () => {
  it('账号注销 asks with the full text; yes: 注销成功, logged out, to /member', async () => {
    const root = await renderPage({ routes: { [DESTROY]: ok([]) } })
    tap('row-destroy')
    expect($('confirm-text')).toHaveTextContent(
      '确认注销账号？确认之后账号将在7天后自动注销，期间内登录账号将会自动取消账号注销。'
    )
    await actAndSettle(() => tap('confirm-ok'))
    expect(countOf(DESTROY)).toBe(1)
    expect(toasts()).toContain('注销成功')
    expect(root.session.loggedIn).toBe(false)
    expect(root.session.user).toBeNull()
    expect(credentials.getToken()).toBeNull()
    expect(redirectedTo().pop()).toContain('pages/member/index')
  })

  it('deletion refused: its message, still logged in, still here', async () => {
    const root = await renderPage({ routes: { [DESTROY]: envelope(1, '用户已申请注销') } })
    tap('row-destroy')
    await actAndSettle(() => tap('confirm-ok'))
    expect(toasts()).toContain('用户已申请注销')
    expect(toasts()).not.toContain('注销成功')
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user).not.toBeNull()
    expect(redirectedTo()).toEqual([])
    expect($('confirm-dialog')).toBeNull()
    expect($('row-destroy')).not.toBeNull()
  })

  it('退出登录 asks 确认安全退出登录？; yes: 已安全退出, the server told, to /member at once', async () => {
    const root = await renderPage()
    tap('profile-logout')
    expect($('confirm-text')).toHaveTextContent('确认安全退出登录？')
    tap('confirm-cancel')
    expect(root.session.loggedIn).toBe(true)
    expect(root.session.user).not.toBeNull()
    // The server's answer never comes: the learner is not kept waiting for it.
    routeRequests({ 'POST /api/v2/logout': () => new Promise<FakeResponse>(() => undefined) })
    requestMock.mockClear()
    tap('profile-logout')
    await actAndSettle(() => tap('confirm-ok'))
    expect(toasts()).toContain('已安全退出')
    expect(sentCalls()).toEqual(['POST /api/v2/logout'])
    expect(requestMock.mock.calls[0][0].header.Authorization).toMatch(/^Bearer ./)
    expect(root.session.loggedIn).toBe(false)
    expect(root.session.user).toBeNull()
    expect(credentials.getToken()).toBeNull()
    expect(redirectedTo().pop()).toContain('pages/member/index')
  })
})

// ------------------------------------------------------------------------------------------------ avatar

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]
const GIF = [...'GIF89a'].map((char) => char.charCodeAt(0))

/** The learner picks a file: H5 a File behind a blob: URL; the mini-program a temp file getImageInfo reads. */
function pick(head: number[], size: number, info: { type: string; width?: number; height?: number }) {
  if (ENV === 'weapp') {
    chooseMock.mockResolvedValueOnce({
      tempFilePaths: ['wxfile://tmp/a'],
      tempFiles: [{ path: 'wxfile://tmp/a', size }],
    })
    ;(Taro.getImageInfo as jest.Mock).mockResolvedValue({ width: 4000, height: 3000, ...info })
    return
  }
  const file = new File([new Uint8Array(head)], 'a.jpg', { type: 'image/jpeg' })
  Object.defineProperty(file, 'size', { value: size })
  chooseMock.mockResolvedValueOnce({
    tempFilePaths: ['blob:chosen'],
    tempFiles: [{ path: 'blob:chosen', size, type: 'image/jpeg', originalFileObj: file }],
  })
}

/** An upload task (both builds' shape): reports `progress`, then settles with `answer`. */
function answerUpload(answer: Promise<FakeResponse> | FakeResponse, progress: number[] = []) {
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

const accepted = (): FakeResponse => ({
  statusCode: 200,
  data: JSON.stringify({ code: 0, message: '', data: [] }),
})
const avatarImg = () => document.querySelector('#profile-avatar img')?.getAttribute('src') ?? null

describe('avatar', () => {
  it('a small JPEG: progress over the avatar, 上传头像成功, the new picture shows; a tap meanwhile starts nothing', async () => {
    await renderPage({ user: makeMember({ avatar: 'https://cdn.test/old.png' }) })
    expect(avatarImg()).toBe('https://cdn.test/old.png')
    pick(JPEG, 300_000, { type: 'jpeg' })
    const answer = deferred<FakeResponse>()
    answerUpload(answer.promise, [40])
    requestMock.mockClear()
    routeRequests({ [DETAIL]: ok(makeMember({ avatar: 'https://cdn.test/new.jpg' })) })
    await actAndSettle(() => tap('profile-avatar'))
    expect($('avatar-busy')).toHaveTextContent('40%')
    expect($('profile-avatar')?.getAttribute('data-phase')).toBe('uploading')
    await actAndSettle(() => tap('profile-avatar'))
    expect(chooseMock).toHaveBeenCalledTimes(1)

    await actAndSettle(() => answer.resolve(accepted()))
    expect(uploadMock).toHaveBeenCalledTimes(1)
    expect(uploadMock.mock.calls[0][0]).toMatchObject({
      url: 'https://api.test.local/api/v2/member/detail/avatar',
      name: 'file',
      filePath: ENV === 'weapp' ? 'wxfile://tmp/a' : 'blob:chosen',
    })
    expect(chooseMock.mock.calls[0][0]).toMatchObject({ count: 1, sizeType: ['original'] })
    expect(toasts()).toContain('上传头像成功')
    expect(countOf(DETAIL)).toBe(1)
    expect(avatarImg()).toBe('https://cdn.test/new.jpg')
    expect($('avatar-busy')).toBeNull()
  })

  it('a GIF is refused with 请选择jpg或png格式的图片, nothing is sent', async () => {
    await renderPage()
    pick(GIF, 10_000, { type: 'gif' })
    await actAndSettle(() => tap('profile-avatar'))
    expect(toasts()).toContain('请选择jpg或png格式的图片')
    expect(uploadMock).not.toHaveBeenCalled()
    expect($('avatar-busy')).toBeNull()
  })

  it('a file that is no image at all: 无法读取该图片，请换一张', async () => {
    await renderPage()
    pick(
      [...'hello'].map((char) => char.charCodeAt(0)),
      10_000,
      { type: 'unknown' }
    )
    if (ENV === 'weapp') (Taro.getImageInfo as jest.Mock).mockRejectedValue({ errMsg: 'getImageInfo:fail' })
    await actAndSettle(() => tap('profile-avatar'))
    expect(toasts()).toContain('无法读取该图片，请换一张')
    expect(uploadMock).not.toHaveBeenCalled()
  })

  onH5('a file the browser could not show is dropped by the picker: unreadable too', async () => {
    await renderPage()
    chooseMock.mockResolvedValueOnce({ tempFilePaths: [], tempFiles: [] })
    await actAndSettle(() => tap('profile-avatar'))
    expect(toasts()).toContain('无法读取该图片，请换一张')
  })

  it('over 20 MB: refused before anything else', async () => {
    await renderPage()
    pick(JPEG, 21 * MB, { type: 'jpeg' })
    await actAndSettle(() => tap('profile-avatar'))
    expect(toasts()).toContain('图片过大，请选择20MB以内的图片')
    expect(uploadMock).not.toHaveBeenCalled()
  })

  it('the server refuses: its message, the old avatar stays', async () => {
    await renderPage({ user: makeMember({ avatar: 'https://cdn.test/old.png' }) })
    pick(JPEG, 300_000, { type: 'jpeg' })
    answerUpload({ statusCode: 200, data: { code: 1, message: 'file 不能大于 1024 kb', data: [] } })
    requestMock.mockClear()
    await actAndSettle(() => tap('profile-avatar'))
    expect(toasts()).toContain('file 不能大于 1024 kb')
    expect(toasts()).not.toContain('上传头像成功')
    expect(avatarImg()).toBe('https://cdn.test/old.png')
    expect(countOf(DETAIL)).toBe(0)
  })

  it('closing the picker changes nothing', async () => {
    await renderPage()
    await actAndSettle(() => tap('profile-avatar'))
    expect(toasts()).toEqual([])
    expect(uploadMock).not.toHaveBeenCalled()
  })

  onWeapp(
    'mini-program: a 5 MB photo is compressed (1280 px at 85, then 70) until it is under 1 MB',
    async () => {
      await renderPage()
      pick(JPEG, 5 * MB, { type: 'jpeg', width: 4000, height: 3000 })
      const compress = Taro.compressImage as jest.Mock
      compress
        .mockResolvedValueOnce({ tempFilePath: 'wxfile://tmp/c1.jpg' })
        .mockResolvedValueOnce({ tempFilePath: 'wxfile://tmp/c2.jpg' })
      const sizes: Record<string, number> = {
        'wxfile://tmp/c1.jpg': 1.3 * MB,
        'wxfile://tmp/c2.jpg': 700_000,
      }
      ;(Taro.getFileSystemManager as jest.Mock).mockReturnValue({
        getFileInfo: ({ filePath, success }: { filePath: string; success: (r: { size: number }) => void }) =>
          success({ size: sizes[filePath] }),
      })
      answerUpload(accepted())
      await actAndSettle(() => tap('profile-avatar'))
      expect(compress.mock.calls.map(([options]) => options)).toEqual([
        { src: 'wxfile://tmp/a', quality: 85, compressedWidth: 1280 },
        { src: 'wxfile://tmp/a', quality: 70, compressedWidth: 1280 },
      ])
      expect(uploadMock.mock.calls[0][0]).toMatchObject({ filePath: 'wxfile://tmp/c2.jpg' })
      expect(toasts()).toContain('上传头像成功')
    }
  )
})
