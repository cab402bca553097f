/**
 * The platform's app-wide events, each pass its own implementation: `onBackground` (H5: the tab hidden or left;
 * mini-program: the app hidden) and `onReconnect` (H5: `online`; mini-program: a network change that is
 * connected), and the unsubscribe each returns.
 */
import Taro from '@tarojs/taro'
import { platform } from '@/platform'
import { appListenerCounts, triggerAppHide, triggerNetworkStatusChange } from '../mocks/taro'

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? describe : describe.skip
const onWeapp = ENV === 'weapp' ? describe : describe.skip

onH5('platform events (H5)', () => {
  let visibility: DocumentVisibilityState = 'visible'
  beforeEach(() => {
    visibility = 'visible'
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  })

  function hideTab() {
    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
  }

  it('onBackground: the tab hidden or the page left calls the handler; the tab shown again does not', () => {
    const handler = jest.fn()
    const stop = platform.onBackground(handler)
    hideTab()
    expect(handler).toHaveBeenCalledTimes(1)
    visibility = 'visible'
    document.dispatchEvent(new Event('visibilitychange'))
    expect(handler).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('pagehide'))
    expect(handler).toHaveBeenCalledTimes(2)
    stop()
  })

  it('onBackground: after the unsubscribe neither event calls the handler', () => {
    const handler = jest.fn()
    platform.onBackground(handler)()
    hideTab()
    window.dispatchEvent(new Event('pagehide'))
    expect(handler).not.toHaveBeenCalled()
  })

  it('onReconnect: back online calls the handler, going offline does not; the unsubscribe stops it', () => {
    const handler = jest.fn()
    const stop = platform.onReconnect(handler)
    window.dispatchEvent(new Event('offline'))
    expect(handler).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('online'))
    expect(handler).toHaveBeenCalledTimes(1)
    stop()
    window.dispatchEvent(new Event('online'))
    expect(handler).toHaveBeenCalledTimes(1)
  })
})

onWeapp('platform events (mini-program)', () => {
  it('onBackground: the app hidden calls the handler; the unsubscribe removes the listener (offAppHide)', () => {
    const handler = jest.fn()
    const stop = platform.onBackground(handler)
    expect(appListenerCounts().appHide).toBe(1)
    triggerAppHide()
    expect(handler).toHaveBeenCalledTimes(1)
    stop()
    expect(Taro.offAppHide).toHaveBeenCalledTimes(1)
    expect(appListenerCounts().appHide).toBe(0)
    triggerAppHide()
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('onReconnect: a change to "not connected" is ignored, a change to "connected" calls the handler', () => {
    const handler = jest.fn()
    const stop = platform.onReconnect(handler)
    triggerNetworkStatusChange({ isConnected: false })
    expect(handler).not.toHaveBeenCalled()
    triggerNetworkStatusChange({ isConnected: true })
    expect(handler).toHaveBeenCalledTimes(1)
    triggerNetworkStatusChange({ isConnected: false, networkType: 'none' })
    triggerNetworkStatusChange({ isConnected: true, networkType: '4g' })
    expect(handler).toHaveBeenCalledTimes(2)
    stop()
  })

  it('onReconnect: the unsubscribe removes the very listener it added (offNetworkStatusChange)', () => {
    const handler = jest.fn()
    const stop = platform.onReconnect(handler)
    expect(appListenerCounts().networkStatus).toBe(1)
    const [[added]] = jest.mocked(Taro.onNetworkStatusChange).mock.calls
    stop()
    expect(Taro.offNetworkStatusChange).toHaveBeenCalledWith(added)
    expect(appListenerCounts().networkStatus).toBe(0)
    triggerNetworkStatusChange({ isConnected: true })
    expect(handler).not.toHaveBeenCalled()
  })
})
