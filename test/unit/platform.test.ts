/** The platform pair: each pass checks its own implementation (the other block is skipped). */
import Taro from '@tarojs/taro'
import { platform } from '@/platform'
import { eventCenter, setCurrentPages } from '../mocks/taro'

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? describe : describe.skip
const onWeapp = ENV === 'weapp' ? describe : describe.skip

onH5('platform (H5)', () => {
  it('draws its own header and supports social login', () => {
    expect(platform.name).toBe('h5')
    expect(platform.drawsOwnHeader).toBe(true)
    expect(platform.supportsSocialLogin).toBe(true)
  })

  it('reads the location from the hash route', () => {
    window.location.hash = '#/vod/detail?id=3&from=%E5%88%86%E4%BA%AB'
    expect(platform.currentLocation()).toEqual({ path: '/vod/detail', query: { id: '3', from: '分享' } })
    window.location.hash = ''
    expect(platform.currentLocation()).toEqual({ path: '/', query: {} })
  })

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', true, false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36', true, false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.47',
      true,
      true,
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', false, false],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
      false,
      false,
    ],
  ])('%s: mobile %p, WeChat %p', (agent, mobile, wechat) => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(agent)
    expect(platform.isMobile()).toBe(mobile)
    expect(platform.isWechatBrowser()).toBe(wechat)
  })

  it('removeQueryParams drops the one-shot parameters from the hash without a navigation, keeping the rest', () => {
    window.location.hash = '#/member?login_code=abc&action=login&tab=2'
    const replaceState = jest.spyOn(window.history, 'replaceState')
    platform.removeQueryParams(['token', 'login_code', 'action'])
    expect(replaceState).toHaveBeenCalledTimes(1)
    expect(window.location.hash).toBe('#/member?tab=2')
    expect(platform.currentLocation()).toEqual({ path: '/member', query: { tab: '2' } })
  })

  it('removeQueryParams with nothing to remove leaves the address alone', () => {
    window.location.hash = '#/member?tab=2'
    const replaceState = jest.spyOn(window.history, 'replaceState')
    platform.removeQueryParams(['token', 'login_code', 'action'])
    expect(replaceState).not.toHaveBeenCalled()
  })

  it('onPageNotFound hears the router’s not-found event with the path', () => {
    const handler = jest.fn()
    platform.onPageNotFound(handler)
    eventCenter.trigger('__taroRouterNotFound', { path: '/nope' })
    expect(handler).toHaveBeenCalledWith('/nope')
  })
})

onWeapp('platform (weapp)', () => {
  it('uses the native navigation bar; no social login; always mobile, never the WeChat browser', () => {
    expect(platform.name).toBe('weapp')
    expect(platform.drawsOwnHeader).toBe(false)
    expect(platform.supportsSocialLogin).toBe(false)
    expect(platform.isMobile()).toBe(true)
    expect(platform.isWechatBrowser()).toBe(false)
  })

  it('reads the location from the page stack', () => {
    setCurrentPages([
      { route: 'pages/home/index' },
      { route: 'packages/learning/vod/detail/index', options: { id: '3' } },
    ])
    expect(platform.currentLocation()).toEqual({ path: '/vod/detail', query: { id: '3' } })
    expect(platform.historyLength()).toBe(3)
  })

  it('opens an external address in the web-view page, URL-encoded', () => {
    platform.openExternal('https://example.com/agreement?a=1&b=2')
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: '/pages/webview/index?url=https%3A%2F%2Fexample.com%2Fagreement%3Fa%3D1%26b%3D2',
    })
  })

  it('an external page opened near the 10-page stack limit replaces the current page', () => {
    setCurrentPages(Array.from({ length: 8 }, () => ({ route: 'packages/learning/vod/detail/index' })))
    platform.openExternal('https://example.com/pay')
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/webview/index?url=https%3A%2F%2Fexample.com%2Fpay',
    })
  })

  it('reload relaunches the current page with its query', () => {
    setCurrentPages([{ route: 'packages/learning/vod/video/index', options: { id: '9' } }])
    platform.reload()
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/packages/learning/vod/video/index?id=9' })
  })

  it('back goes through Taro.navigateBack', () => {
    platform.goBack()
    expect(Taro.navigateBack).toHaveBeenCalledTimes(1)
  })
})
