import Taro from '@tarojs/taro'

interface Rect {
  top: number
  bottom: number
  width: number
  height: number
}

/** How long to wait for a selector query's answer before giving up on it (a runtime that never answers). */
export const MEASURE_TIMEOUT_MS = 1000

/**
 * Where the node matching `selector` is relative to the viewport, through `Taro.createSelectorQuery()` (the DOM in
 * H5, the render layer in the mini-program). Resolves null when it cannot tell: the node is not found (a page that
 * is not on top), the query throws or never answers (a runtime without selector queries), or the answer has no
 * numbers. Never rejects.
 */
export function measureRect(selector: string, timeoutMs = MEASURE_TIMEOUT_MS): Promise<Rect | null> {
  return new Promise((resolve) => {
    let done = false
    const finish = (rect: Rect | null) => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve(rect)
    }
    const timer = setTimeout(() => finish(null), timeoutMs)
    try {
      Taro.createSelectorQuery()
        .select(selector)
        .boundingClientRect((answer) => finish(toRect(answer)))
        .exec()
    } catch {
      finish(null)
    }
  })
}

function toRect(answer: unknown): Rect | null {
  const value = (Array.isArray(answer) ? answer[0] : answer) as Partial<Rect> | null | undefined
  if (!value || typeof value.top !== 'number' || !Number.isFinite(value.top)) return null
  return {
    top: value.top,
    bottom: typeof value.bottom === 'number' ? value.bottom : value.top,
    width: typeof value.width === 'number' ? value.width : 0,
    height: typeof value.height === 'number' ? value.height : 0,
  }
}

/** The height of the viewport in px (0 when the runtime cannot tell). */
export function viewportHeight(): number {
  try {
    const info = typeof Taro.getWindowInfo === 'function' ? Taro.getWindowInfo() : Taro.getSystemInfoSync()
    const height = Number(info?.windowHeight)
    return Number.isFinite(height) && height > 0 ? height : 0
  } catch {
    return 0
  }
}

/**
 * The node is on screen or within `threshold` px below it. A zero-sized rect means a node that is not laid out
 * (display: none, e.g. a page under the current one in H5): never in view.
 */
export function isWithinReach(rect: Rect | null, windowHeight: number, threshold: number): boolean {
  if (!rect || windowHeight <= 0) return false
  if (rect.width <= 0 && rect.height <= 0) return false
  return rect.top <= windowHeight + threshold
}
