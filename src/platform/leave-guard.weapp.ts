import Taro from '@tarojs/taro'

/**
 * WeChat asks with `message` before the native back leaves this page (wx.enableAlertBeforeUnload, base library
 * 2.12+); where the API is missing nothing is held. Returns the release (wx.disableAlertBeforeUnload).
 */
export function guardLeaving(message: string): () => void {
  const api = Taro as unknown as {
    enableAlertBeforeUnload?: (options: { message: string }) => unknown
    disableAlertBeforeUnload?: () => unknown
  }
  if (typeof api.enableAlertBeforeUnload !== 'function') return () => undefined
  try {
    void api.enableAlertBeforeUnload({ message })
  } catch {
    return () => undefined
  }
  return () => {
    try {
      void api.disableAlertBeforeUnload?.()
    } catch {
      // the page is gone already
    }
  }
}
