/**
 * The Jest Taro (test/mocks/taro.ts) knows only the APIs it defines: a call to any other fails with its name,
 * so an app call the mock never answered cannot pass silently.
 */
import Taro from '@tarojs/taro'

/* eslint-disable @typescript-eslint/no-explicit-any */
describe('the Taro mock', () => {
  it('throws, naming the API, on one it does not define', () => {
    expect(() => (Taro as any).openLocation({ latitude: 0, longitude: 0 })).toThrow(
      'test/mocks/taro.ts does not define Taro.openLocation: add it'
    )
    expect(() => (Taro as any).requestPayment).toThrow(/does not define Taro\.requestPayment/)
  })

  it('answers the APIs it defines, and reads non-API probes as undefined', async () => {
    await expect(Taro.showToast({ title: 'x' })).resolves.toEqual({ errMsg: 'showToast:ok' })
    expect(jest.isMockFunction(Taro.setClipboardData)).toBe(true)
    expect((Taro as any).then).toBeUndefined()
    expect((Taro as any).__esModule).toBe(true)
  })
})
