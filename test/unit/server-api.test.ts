import { configureHttp, http } from '@/services/http'
import { ServerApi, waysFromConfig, serverApi, FEATURES } from '@/services/server-api'
import { getHomeBlocks } from '@/services/api/home'
import { STORAGE_KEYS } from '@/services/credentials'
import { platform } from '@/platform'
import { envelope, ok, raw, requestMock, routeRequests, sentCalls } from '../mocks/api'
import { asServer } from '../mocks/server'
import config4910 from '../demo-api/meedu-samples/4.9.10/01-other-config.json'
import config4930 from '../demo-api/meedu-samples/v4.9.30/01-other-config.json'

const toast = jest.fn()
beforeEach(() => {
  toast.mockReset()
  configureHttp({
    baseUrl: 'https://api.example.com',
    hooks: { getToken: () => null, onUnauthorized: jest.fn(), onNotFound: jest.fn(), toast },
  })
})

const routeMissing = envelope(404, '路由不存在')

describe('which MeEdu: the config answer', () => {
  test('the recorded 4.9.10 config: every feature the old way', () => {
    expect(waysFromConfig(config4910.response.data)).toEqual({
      homeBlocks: 'old',
      comments: 'old',
      commerce: 'old',
      attachments: 'old',
    })
  })

  test('the recorded v4.9.30 config: every feature the new way', () => {
    expect(waysFromConfig(config4930.response.data)).toEqual({
      homeBlocks: 'new',
      comments: 'new',
      commerce: 'new',
      attachments: 'new',
    })
  })

  test('4.9.27 and 4.9.28 (purchase agreement, still the PC sliders): the old home-page route', () => {
    const config = { ...config4930.response.data, sliders: [] }
    expect(waysFromConfig(config)).toMatchObject({ homeBlocks: 'old', comments: 'new', commerce: 'new' })
  })

  test('between 4.9.11 and 4.9.26: what the keys tell, the rest unsettled', () => {
    // 4.9.11: no webname, the PC sliders, the scan login still in socialites.
    expect(waysFromConfig({ name: '', sliders: [], socialites: { qq: 0, wechat_scan: 0 } })).toEqual({
      homeBlocks: 'old',
      attachments: 'new',
      commerce: 'old',
    })
    // 4.9.25: 购买须知 came with the v3 comments already there; orders cannot be told.
    expect(waysFromConfig({ sliders: [], course_purchase_notice: '', socialites: {} })).toEqual({
      homeBlocks: 'old',
      attachments: 'new',
      comments: 'new',
    })
  })

  test('keys, not values, decide; an answer without MeEdu keys settles nothing', () => {
    expect(waysFromConfig({ webname: null })).toMatchObject({ comments: 'old' })
    expect(waysFromConfig({ name: 'x', url: '' })).toEqual({})
    expect(waysFromConfig([])).toEqual({})
    expect(waysFromConfig('webname')).toEqual({})
  })
})

describe('a route MeEdu does not have switches that feature', () => {
  test('v4.9.30 home: one request, the decoration page', async () => {
    asServer('v4.9.30')
    routeRequests({ 'GET /api/v2/decorationPage/blocks': ok([]) })
    await getHomeBlocks()
    expect(sentCalls()).toEqual(['GET /api/v2/decorationPage/blocks'])
    expect(requestMock.mock.calls[0][0].data).toEqual({ page_name: 'h5-page-index' })
  })

  test('4.9.10 home: one request, the view blocks with platform h5', async () => {
    asServer('4.9.10')
    routeRequests({ 'GET /api/v2/viewBlock/page/blocks': ok([]) })
    await getHomeBlocks()
    expect(sentCalls()).toEqual(['GET /api/v2/viewBlock/page/blocks'])
    expect(requestMock.mock.calls[0][0].data).toEqual({ platform: 'h5', page_name: 'h5-page-index' })
  })

  test('路由不存在 on the first way: the other way, untold, and remembered for the next visit', async () => {
    serverApi.reset()
    routeRequests({
      'GET /api/v2/decorationPage/blocks': routeMissing,
      'GET /api/v2/viewBlock/page/blocks': ok([]),
    })
    await expect(getHomeBlocks()).resolves.toEqual([])
    expect(sentCalls()).toEqual(['GET /api/v2/decorationPage/blocks', 'GET /api/v2/viewBlock/page/blocks'])
    expect(toast).not.toHaveBeenCalled()
    expect(serverApi.way('homeBlocks')).toBe('old')
    expect(JSON.parse(platform.storage.get(STORAGE_KEYS.apiWays) ?? '{}')).toEqual({ homeBlocks: 'old' })

    // The next visit asks the remembered route first.
    const next = new ServerApi()
    expect(next.way('homeBlocks')).toBe('old')
    requestMock.mockClear()
    await getHomeBlocks()
    expect(sentCalls()).toEqual(['GET /api/v2/viewBlock/page/blocks'])
  })

  test('the config overrides what was remembered', () => {
    platform.storage.set(STORAGE_KEYS.apiWays, JSON.stringify({ homeBlocks: 'old', comments: 'old' }))
    const api = new ServerApi()
    expect(api.way('comments')).toBe('old')
    api.learnFromConfig(config4930.response.data)
    expect(api.way('comments')).toBe('new')
    expect(api.way('homeBlocks')).toBe('new')
  })

  test('both routes missing: the second answer is told as usual', async () => {
    serverApi.reset()
    routeRequests({
      'GET /api/v2/decorationPage/blocks': routeMissing,
      'GET /api/v2/viewBlock/page/blocks': routeMissing,
    })
    await expect(getHomeBlocks()).rejects.toMatchObject({ kind: 'not-found' })
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith('路由不存在')
  })

  test.each([
    ['资源不存在 (a route that exists)', envelope(404, '资源不存在')],
    ['an HTTP 404 from a web server', raw(404, '<html>Not Found</html>')],
    [
      'an HTTP 404 carrying the words',
      { statusCode: 404, data: { code: 404, message: '路由不存在', data: [] } },
    ],
    ['another refusal', envelope(1, '错误')],
  ])('%s does not switch', async (_name, answer) => {
    asServer('v4.9.30')
    routeRequests({ 'GET /api/v2/decorationPage/blocks': answer })
    await expect(getHomeBlocks()).rejects.toBeDefined()
    expect(sentCalls()).toEqual(['GET /api/v2/decorationPage/blocks'])
    expect(serverApi.way('homeBlocks')).toBe('new')
    expect(platform.storage.get(STORAGE_KEYS.apiWays)).toBeNull()
  })

  test('garbage in storage is ignored', () => {
    platform.storage.set(STORAGE_KEYS.apiWays, '{"homeBlocks":"sideways","comments":1')
    expect(new ServerApi().way('homeBlocks')).toBe('new')
    platform.storage.set(STORAGE_KEYS.apiWays, '["old"]')
    expect(FEATURES.map((feature) => new ServerApi().way(feature))).toEqual(
      FEATURES.map((feature) => (feature === 'titleSearch' ? 'old' : 'new'))
    )
  })
})

test('calls that change something say which app sent them (meedu-platform); GETs do not', async () => {
  routeRequests({ 'POST /api/v2/login/password': ok({ token: 't' }), 'GET /api/v2/other/config': ok({}) })
  await http.post('/api/v2/login/password', { mobile: '1', password: '2' })
  await http.get('/api/v2/other/config')
  const [post, get] = requestMock.mock.calls.map(([request]) => request.header)
  expect(post['meedu-platform']).toBe(process.env.TARO_ENV === 'weapp' ? 'MINI' : 'H5')
  expect(get['meedu-platform']).toBeUndefined()
})
