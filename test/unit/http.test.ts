import Taro from '@tarojs/taro'
import {
  ApiError,
  HTTP_TIMEOUT_MS,
  MESSAGES,
  configureHttp,
  http,
  withLoginToken,
  type HttpHooks,
} from '@/services/http'
import { attachmentDownloadUrl } from '@/services/api/course'
import { upload } from '@/services/http-upload'
import { toast } from '@/platform/toast'
import { deferred, envelope, flushPromises, ok, raw, requestMock, type FakeResponse } from '../mocks/api'

// In H5 the upload goes out through XMLHttpRequest (services/upload-transport.h5.ts, tested on its own in
// test/unit/upload-transport.test.ts); here both passes answer it through the mocked Taro.uploadFile.
jest.mock('@/services/upload-transport', () => ({
  sendUpload: (request: unknown) => jest.requireActual('@tarojs/taro').default.uploadFile(request),
}))

const BASE = 'https://api.example.com'

let token: string | null
let hooks: { onUnauthorized: jest.Mock; onNotFound: jest.Mock; toast: jest.Mock }

function configure(baseUrl = BASE, extra: Partial<HttpHooks> = {}) {
  configureHttp({ baseUrl, hooks: { getToken: () => token, ...hooks, ...extra } })
}

beforeEach(() => {
  token = null
  hooks = {
    // As the app does: the session is cleared (token removed) and the learner sent to /login.
    onUnauthorized: jest.fn(() => {
      token = null
    }),
    onNotFound: jest.fn(),
    toast: jest.fn(),
  }
  configure()
})

afterEach(async () => {
  // Let a "log in again" episode of the test finish so the next test starts without one in flight.
  await flushPromises()
})

const sent = (index = 0) => requestMock.mock.calls[index][0]

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('expected the request to reject')
}

describe('request shape', () => {
  it('joins the base URL and the path, with or without trailing slashes on the base', async () => {
    requestMock.mockResolvedValue(ok({}))
    configure('https://api.example.com/')
    await http.get('/api/v2/other/config')
    configure('https://api.example.com//')
    await http.get('/api/v2/member/detail')
    configure('https://api.example.com/sub/')
    await http.get('/api/v2/member/detail')

    expect(sent(0).url).toBe('https://api.example.com/api/v2/other/config')
    expect(sent(1).url).toBe('https://api.example.com/api/v2/member/detail')
    expect(sent(2).url).toBe('https://api.example.com/sub/api/v2/member/detail')
  })

  it('GET: Accept json, no Authorization without a token, no content-type, query as data, 15000 ms timeout', async () => {
    requestMock.mockResolvedValue(ok([]))
    await http.get('/api/v2/member/messages', { page: 2, page_size: 20 })

    expect(requestMock).toHaveBeenCalledTimes(1)
    expect(sent()).toMatchObject({
      url: `${BASE}/api/v2/member/messages`,
      method: 'GET',
      data: { page: 2, page_size: 20 },
      timeout: 15000,
    })
    expect(HTTP_TIMEOUT_MS).toBe(15000)
    expect(sent().header).toEqual({ Accept: 'application/json' })
  })

  it('sends Authorization: Bearer <token> when a token exists', async () => {
    token = 'abc.def'
    requestMock.mockResolvedValue(ok({}))
    await http.get('/api/v2/member/detail')
    expect(sent().header).toEqual({ Accept: 'application/json', Authorization: 'Bearer abc.def' })
  })

  it('POST sends a JSON body with content-type application/json', async () => {
    token = 'tok'
    requestMock.mockResolvedValue(ok({ token: 'new' }))
    await http.post('/api/v2/login/mobile', { mobile: '13800000001', mobile_code: '1234', msv: '' })

    expect(sent()).toMatchObject({
      method: 'POST',
      data: { mobile: '13800000001', mobile_code: '1234', msv: '' },
      timeout: 15000,
    })
    expect(sent().header).toEqual({
      Accept: 'application/json',
      'content-type': 'application/json',
      Authorization: 'Bearer tok',
      // MeEdu labels the login record with it (APP when missing).
      'meedu-platform': process.env.TARO_ENV === 'weapp' ? 'MINI' : 'H5',
    })
  })

  it('an explicit token option replaces the stored one; null sends none', async () => {
    token = 'stored'
    requestMock.mockResolvedValue(ok({}))
    await http.get('/api/v2/member/detail', undefined, { token: 'fresh' })
    await http.get('/api/v2/member/detail', undefined, { token: null })
    expect(sent(0).header.Authorization).toBe('Bearer fresh')
    expect(sent(1).header.Authorization).toBeUndefined()
  })
})

describe('envelope', () => {
  it('code 0 resolves with data', async () => {
    requestMock.mockResolvedValue(ok({ name: 'MeEdu', list: [1, 2] }))
    await expect(http.get('/api/v2/other/config')).resolves.toEqual({ name: 'MeEdu', list: [1, 2] })
    expect(hooks.toast).not.toHaveBeenCalled()
  })

  it('a body that arrives as a JSON string is parsed', async () => {
    requestMock.mockResolvedValue(raw(200, JSON.stringify({ code: 0, message: '', data: 7 })))
    await expect(http.get('/api/v2/member/unreadNotificationCount')).resolves.toBe(7)
  })

  it('any other code toasts the server message and rejects a business ApiError with that code', async () => {
    requestMock.mockResolvedValue(envelope(500, '短信验证码错误', { field: 'mobile_code' }))
    const error = await failure(http.post('/api/v2/login/mobile', {}))

    expect(error).toMatchObject({
      kind: 'business',
      code: 500,
      message: '短信验证码错误',
      data: { field: 'mobile_code' },
    })
    expect(hooks.toast).toHaveBeenCalledTimes(1)
    expect(hooks.toast).toHaveBeenCalledWith('短信验证码错误')
    expect(hooks.onUnauthorized).not.toHaveBeenCalled()
  })

  it('a business error without a message toasts the generic text', async () => {
    requestMock.mockResolvedValue(envelope(1, ''))
    const error = await failure(http.get('/api/v2/member/detail'))
    expect(error).toMatchObject({ kind: 'business', code: 1, message: MESSAGES.fallback })
    expect(hooks.toast).toHaveBeenCalledWith('请求失败，请稍后重试')
  })
})

describe('401: log in again', () => {
  const cases: [string, FakeResponse][] = [
    ['envelope code 401', envelope(401, '请登录')],
    ['HTTP 401', raw(401, { message: 'Unauthenticated.' })],
  ]

  it.each(cases)(
    '%s: toasts 请重新登录 and calls onUnauthorized, rejecting kind unauthorized',
    async (_name, response) => {
      token = 'expired'
      requestMock.mockResolvedValue(response)
      const error = await failure(http.get('/api/v2/member/detail'))
      await flushPromises()

      expect(error).toMatchObject({ kind: 'unauthorized', code: 401 })
      expect(hooks.toast).toHaveBeenCalledTimes(1)
      expect(hooks.toast).toHaveBeenCalledWith('请重新登录')
      expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1)
      expect(hooks.onNotFound).not.toHaveBeenCalled()
    }
  )

  it.each(cases)(
    '%s on 3 requests failing together: one toast, onUnauthorized once',
    async (_name, response) => {
      token = 'expired'
      requestMock.mockResolvedValue(response)
      const results = await Promise.allSettled([
        http.get('/api/v2/member/detail'),
        http.get('/api/v2/member/unreadNotificationCount'),
        http.get('/api/v2/member/messages', { page: 1, page_size: 20 }),
      ])
      await flushPromises()

      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected'])
      expect(hooks.toast.mock.calls).toEqual([['请重新登录']])
      expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1)
    }
  )

  it.each(cases)('%s on 3 requests answered one after another: still once', async (_name, response) => {
    token = 'expired'
    const answers = [deferred<FakeResponse>(), deferred<FakeResponse>(), deferred<FakeResponse>()]
    answers.forEach((answer) => requestMock.mockReturnValueOnce(answer.promise))
    const pending = Promise.allSettled([
      http.get('/api/v2/member/detail'),
      http.get('/api/v2/member/unreadNotificationCount'),
      http.get('/api/v2/member/messages'),
    ])
    for (const answer of answers) {
      answer.resolve(response)
      await flushPromises()
    }
    await pending

    expect(hooks.toast.mock.calls).toEqual([['请重新登录']])
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('a 401 for a request sent with an old token, after the token changed, does not trigger again', async () => {
    token = 'old'
    const answer = deferred<FakeResponse>()
    requestMock.mockReturnValueOnce(answer.promise)
    const pending = failure(http.get('/api/v2/member/detail'))

    token = 'new' // the learner logged in again meanwhile
    answer.resolve(envelope(401, '请登录'))
    expect(await pending).toMatchObject({ kind: 'unauthorized' })
    await flushPromises()

    expect(hooks.toast).not.toHaveBeenCalled()
    expect(hooks.onUnauthorized).not.toHaveBeenCalled()

    // A 401 for the current token is a new episode and is handled.
    requestMock.mockResolvedValueOnce(envelope(401, '请登录'))
    await failure(http.get('/api/v2/member/detail'))
    await flushPromises()
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1)
    expect(hooks.toast).toHaveBeenCalledWith('请重新登录')
  })

  // A request sent with an explicit token (bindMobile with the parked temporary token on /bind-mobile) never
  // used the stored one: its 401 must still reach the learner.
  it('a 401 for a request sent with an explicit (parked) token tells the learner to log in again', async () => {
    token = null // not logged in: the token is parked under the temporary key
    requestMock.mockResolvedValue(envelope(401, 'Unauthenticated'))
    await failure(http.post('/api/v2/member/detail/mobile', { mobile: '13800000001' }, { token: 'parked' }))
    await flushPromises()
    expect(hooks.toast).toHaveBeenCalledWith('请重新登录')
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('several requests sent with the same parked token, answered 401 one after another: one relogin', async () => {
    token = null
    const answers = [deferred<FakeResponse>(), deferred<FakeResponse>(), deferred<FakeResponse>()]
    answers.forEach((answer) => requestMock.mockReturnValueOnce(answer.promise))
    const pending = Promise.allSettled(
      answers.map(() => http.post('/api/v2/member/detail/mobile', {}, { token: 'parked' }))
    )
    for (const answer of answers) {
      answer.resolve(envelope(401, '请登录'))
      await flushPromises() // each answer arrives after the previous episode's handler has finished
    }
    const results = await pending
    expect(results.every((result) => result.status === 'rejected')).toBe(true)
    expect(hooks.toast.mock.calls).toEqual([['请重新登录']])
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('a parked token refused again after a new login is a new episode', async () => {
    token = null
    requestMock.mockResolvedValue(envelope(401, '请登录'))
    await failure(http.post('/api/v2/member/detail/mobile', {}, { token: 'parked' }))
    await flushPromises()
    token = 'fresh' // logged in again
    await failure(http.post('/api/v2/member/detail/mobile', {}, { token: 'parked' }))
    await flushPromises()
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(2)
  })

  it('after an episode is over, a later 401 is handled again', async () => {
    token = 'one'
    requestMock.mockResolvedValue(envelope(401, '请登录'))
    await failure(http.get('/api/v2/member/detail'))
    await flushPromises()
    token = 'two'
    await failure(http.get('/api/v2/member/detail'))
    await flushPromises()
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(2)
  })

  it('ownUnauthorized skips the global handling: no toast, no onUnauthorized', async () => {
    token = 'tmp'
    requestMock.mockResolvedValue(envelope(401, '验证码已过期'))
    const error = await failure(http.get('/api/v2/member/detail', undefined, { ownUnauthorized: true }))
    await flushPromises()

    expect(error).toMatchObject({ kind: 'unauthorized', code: 401, message: '验证码已过期' })
    expect(hooks.toast).not.toHaveBeenCalled()
    expect(hooks.onUnauthorized).not.toHaveBeenCalled()
  })

  it('a silent request still runs the "log in again" handling (a 401 always logs out)', async () => {
    token = 'expired'
    requestMock.mockResolvedValue(raw(401, { message: 'Unauthenticated.' }))
    await failure(http.get('/api/v2/member/detail', undefined, { silent: true }))
    await flushPromises()
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1)
  })
})

describe('transport errors', () => {
  it.each([
    ['HTTP 404', raw(404, { message: 'Not Found' })],
    ['envelope code 404 (MeEdu: a missing course)', envelope(404, '资源不存在')],
  ])(
    '%s on a primary resource calls onNotFound without a toast and rejects kind not-found',
    async (_, answer) => {
      requestMock.mockResolvedValue(answer)
      const error = await failure(http.get('/api/v2/course/999', undefined, { primary: true }))
      expect(error).toMatchObject({ kind: 'not-found', code: 404 })
      expect(hooks.onNotFound).toHaveBeenCalledTimes(1)
      expect(hooks.toast).not.toHaveBeenCalled()
    }
  )

  it.each([
    ['HTTP 404', raw(404, '<html><body><h1>404 Not Found</h1></body></html>'), '请求的内容不存在'],
    ['envelope code 404', envelope(404, '资源不存在'), '资源不存在'],
  ])('%s on a secondary call: a toast, never the error page', async (_, answer, text) => {
    requestMock.mockResolvedValue(answer)
    const error = await failure(http.get('/api/v2/member/notificationMarkAsRead/x'))
    expect(error).toMatchObject({ kind: 'not-found', code: 404, message: text })
    expect(hooks.onNotFound).not.toHaveBeenCalled()
    expect(hooks.toast.mock.calls).toEqual([[text]])
  })

  it('a silent call (boot, badges) that gets HTTP 404 stays on the page', async () => {
    requestMock.mockResolvedValue(raw(404, { message: 'Not Found' }))
    const error = await failure(http.get('/api/v2/other/config', undefined, { silent: true }))
    expect(error).toMatchObject({ kind: 'not-found', code: 404 })
    expect(hooks.onNotFound).not.toHaveBeenCalled()
    expect(hooks.toast).not.toHaveBeenCalled()
  })

  it.each([
    ['HTTP 404', raw(404, '<html><body><h1>404 Not Found</h1></body></html>')],
    ['envelope code 404', envelope(404, '路由不存在')],
  ])('quietNotFound: %s comes back to the caller with no toast and no error page', async (_, answer) => {
    requestMock.mockResolvedValue(answer)
    const error = await failure(
      http.get('/api/v2/member/watchCourses', undefined, { quietNotFound: true, primary: true })
    )
    expect(error).toMatchObject({ kind: 'not-found', code: 404 })
    expect(hooks.onNotFound).not.toHaveBeenCalled()
    expect(hooks.toast).not.toHaveBeenCalled()
  })

  it('quietNotFound keeps every other failure told (a toast for a business error or a 500 page)', async () => {
    requestMock.mockResolvedValueOnce(envelope(1, '失败')).mockResolvedValueOnce(raw(500, '<html></html>'))
    await failure(http.get('/api/v2/member/watchCourses', undefined, { quietNotFound: true }))
    await failure(http.get('/api/v2/member/watchCourses', undefined, { quietNotFound: true }))
    expect(hooks.toast.mock.calls).toEqual([['失败'], ['服务器繁忙（500），请稍后重试']])
  })

  it('a network failure toasts 网络连接失败… and rejects kind network', async () => {
    requestMock.mockRejectedValue({ errMsg: 'request:fail ' })
    const error = await failure(http.get('/api/v2/other/config'))
    expect(error).toMatchObject({ kind: 'network', code: 0, message: '网络连接失败，请检查网络后重试' })
    expect(hooks.toast).toHaveBeenCalledWith('网络连接失败，请检查网络后重试')
  })

  it('a fetch TypeError (H5 offline) is a network failure too', async () => {
    requestMock.mockRejectedValue(
      Object.assign(new TypeError('Failed to fetch'), { errMsg: 'Failed to fetch' })
    )
    expect(await failure(http.get('/api/v2/other/config'))).toMatchObject({ kind: 'network' })
  })

  it.each([
    ['the mini-program', { errMsg: 'request:fail timeout' }],
    // Taro's H5 request aborts the fetch after `timeout` and rejects with the AbortError (errMsg = message).
    [
      'H5 (AbortError)',
      Object.assign(new DOMException('signal is aborted without reason', 'AbortError'), {
        errMsg: 'signal is aborted without reason',
      }),
    ],
    [
      'H5 (AbortError, older wording)',
      Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' }),
    ],
  ])('a timeout in %s toasts 请求超时 and rejects kind timeout', async (_name, rejection) => {
    requestMock.mockRejectedValue(rejection)
    const error = await failure(http.get('/api/v2/other/config'))
    expect(error).toMatchObject({ kind: 'timeout', code: 0, message: MESSAGES.timeout })
    expect(hooks.toast).toHaveBeenCalledWith('请求超时，请稍后重试')
  })

  it.each([
    ['null (H5: the body was not JSON)', null],
    [
      'an HTML page (weapp: the body was not JSON)',
      '<!DOCTYPE html><html><body>Welcome to nginx</body></html>',
    ],
    ['an empty string', ''],
    ['JSON without the envelope', { name: 'MeEdu' }],
  ])('HTTP 200 with %s toasts the bad-response text', async (_name, body) => {
    requestMock.mockResolvedValue(raw(200, body))
    const error = await failure(http.get('/api/v2/other/config'))
    expect(error).toMatchObject({ kind: 'bad-response', code: 200 })
    expect(hooks.toast).toHaveBeenCalledWith('服务器返回了无法识别的数据，请稍后重试')
  })

  it.each([
    [500, null],
    [502, '<html><body>502 Bad Gateway</body></html>'],
    [503, { message: 'Service Unavailable' }],
  ])('HTTP %s without an envelope toasts the status', async (status, body) => {
    requestMock.mockResolvedValue(raw(status, body))
    const error = await failure(http.get('/api/v2/other/config'))
    expect(error).toMatchObject({ kind: 'http', code: status })
    expect(hooks.toast).toHaveBeenCalledWith(`服务器繁忙（${status}），请稍后重试`)
  })

  it.each([
    [
      403,
      '<html><head><title>403 Forbidden</title></head><body><center>nginx</center></body></html>',
      '没有访问权限（403）',
    ],
    [429, '<html><body><h1>429 Too Many Requests</h1></body></html>', '请求太频繁，请稍后再试（429）'],
  ])('a plain HTML %s from a proxy toasts what it means', async (status, body, text) => {
    requestMock.mockResolvedValue(raw(status, body))
    const error = await failure(http.post('/api/v2/captcha/sms', {}))
    expect(error).toMatchObject({ kind: 'http', code: status, message: text })
    expect(hooks.toast.mock.calls).toEqual([[text]])
    expect(hooks.onNotFound).not.toHaveBeenCalled()
    expect(hooks.onUnauthorized).not.toHaveBeenCalled()
  })

  it('HTTP 500 with an envelope toasts the server message', async () => {
    requestMock.mockResolvedValue(envelope(500, '服务器内部错误', [], 500))
    expect(await failure(http.get('/api/v2/other/config'))).toMatchObject({ kind: 'business', code: 500 })
    expect(hooks.toast).toHaveBeenCalledWith('服务器内部错误')
  })
})

describe('silent', () => {
  it.each<[string, () => void]>([
    ['business', () => requestMock.mockResolvedValue(envelope(1, '失败'))],
    ['network', () => requestMock.mockRejectedValue({ errMsg: 'request:fail' })],
    ['timeout', () => requestMock.mockRejectedValue({ errMsg: 'request:fail timeout' })],
    ['bad-response', () => requestMock.mockResolvedValue(raw(200, null))],
    ['http', () => requestMock.mockResolvedValue(raw(500, null))],
  ])('suppresses the toast of a %s failure but still rejects', async (kind, arrange) => {
    arrange()
    const error = await failure(http.get('/api/v2/other/config', undefined, { silent: true }))
    expect(error.kind).toBe(kind)
    expect(hooks.toast).not.toHaveBeenCalled()
  })
})

describe('with the app toast', () => {
  it('failures reach Taro.showToast as a centred text toast for 2000 ms', async () => {
    configure(BASE, { toast })
    requestMock.mockResolvedValue(envelope(1, '余额不足'))
    await failure(http.get('/api/v2/member/detail'))
    expect(Taro.showToast).toHaveBeenCalledTimes(1)
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '余额不足', icon: 'none', duration: 2000 })
  })
})

describe('upload', () => {
  const uploadMock = Taro.uploadFile as unknown as jest.Mock

  /** A task promise like the mini-program's, with onProgressUpdate, settling with `answer`. */
  function answerUpload(answer: FakeResponse | { errMsg: string }, progress: number[] = []) {
    uploadMock.mockImplementationOnce(() => {
      const listeners: ((event: { progress: number }) => void)[] = []
      const task = Promise.resolve().then(() => {
        for (const percent of progress) listeners.forEach((listen) => listen({ progress: percent }))
        return 'statusCode' in answer ? answer : Promise.reject(answer)
      }) as Promise<unknown> & { onProgressUpdate: (cb: (event: { progress: number }) => void) => void }
      task.onProgressUpdate = (cb) => listeners.push(cb)
      return task
    })
  }

  test('sends the file as a multipart field with the token, never a hand-made content type', async () => {
    token = 'tok'
    answerUpload({ statusCode: 200, data: JSON.stringify({ code: 0, message: '', data: [] }) })
    await expect(
      upload('/api/v2/member/detail/avatar', { name: 'file', filePath: 'blob:x', fileName: 'a.jpg' })
    ).resolves.toEqual([])
    const options = uploadMock.mock.calls[0][0]
    expect(options).toMatchObject({
      url: `${BASE}/api/v2/member/detail/avatar`,
      name: 'file',
      filePath: 'blob:x',
      fileName: 'a.jpg',
      withCredentials: false,
    })
    expect(options.header).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' })
  })

  test('reports progress as the bytes go out', async () => {
    answerUpload({ statusCode: 200, data: { code: 0, message: '', data: [] } }, [10, 55, 100])
    const seen: number[] = []
    await upload('/up', { name: 'file', filePath: 'p', onProgress: (percent) => seen.push(percent) })
    expect(seen).toEqual([10, 55, 100])
  })

  test("a refusal rejects with the server's message, told once", async () => {
    answerUpload({ statusCode: 200, data: JSON.stringify({ code: 1, message: '头像不能超过1MB', data: [] }) })
    const error = await failure(upload('/up', { name: 'file', filePath: 'p' }))
    expect(error.message).toBe('头像不能超过1MB')
    expect(hooks.toast).toHaveBeenCalledWith('头像不能超过1MB')
  })

  test('a 401 ends the session like any call; a lost network and a timeout are named', async () => {
    token = 'old'
    answerUpload({ statusCode: 200, data: { code: 401, message: '请登录', data: [] } })
    expect((await failure(upload('/up', { name: 'file', filePath: 'p' }))).kind).toBe('unauthorized')
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1)

    answerUpload({ errMsg: 'uploadFile:fail ' })
    expect((await failure(upload('/up', { name: 'file', filePath: 'p' }))).message).toBe(MESSAGES.network)
    answerUpload({ errMsg: 'uploadFile:fail timeout' })
    expect((await failure(upload('/up', { name: 'file', filePath: 'p' }))).message).toBe(MESSAGES.timeout)
  })
})

describe('an address a browser opens itself carries the login token (withLoginToken)', () => {
  it('the token the requests carry goes in the query; none without a login', () => {
    expect(withLoginToken('https://api.example.com/file')).toBeNull()
    token = 'a b+c'
    expect(withLoginToken('https://api.example.com/file')).toBe(
      'https://api.example.com/file?token=a%20b%2Bc'
    )
    expect(withLoginToken('https://api.example.com/file?x=1')).toBe(
      'https://api.example.com/file?x=1&token=a%20b%2Bc'
    )
  })

  it('the attachment download address (services/api/course.ts)', () => {
    expect(attachmentDownloadUrl('https://api.example.com/', 5)).toBeNull()
    token = 'tok'
    expect(attachmentDownloadUrl('https://api.example.com/', 5)).toBe(
      'https://api.example.com/api/v2/course/attach/5/download?token=tok'
    )
  })
})
