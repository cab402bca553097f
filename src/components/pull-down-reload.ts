import { useRef } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'

/**
 * Pull-down refresh of a page whose `index.config.ts` sets `enablePullDownRefresh: true` (the mini-program's own
 * pull; on H5 Taro's refresher, which phone browsers pull by touch): `reload` runs, and the spinner stops once it
 * has settled, answer or failure (in a `finally`). A failure is the reload's to tell (the HTTP layer's toast, a
 * list's 重试 row) and leaves the screen as it was; a throw or a rejection stops the spinner all the same.
 *
 * Call it in the part of the page that owns the screen store, inside PageShell: nothing reloads before the guard
 * let the page show. A list reloads with `PagedList.reloadInPlace()`, so its items stay on screen meanwhile.
 */
export function usePullDownReload(reload: () => unknown): void {
  // Pulled again before the last reload settled: only the newest one stops the spinner.
  const pulls = useRef(0)
  usePullDownRefresh(() => {
    const pull = ++pulls.current
    const stop = () => {
      if (pull === pulls.current) void Promise.resolve(Taro.stopPullDownRefresh()).catch(() => undefined)
    }
    let running: Promise<unknown>
    try {
      running = Promise.resolve(reload())
    } catch (error) {
      stop()
      throw error
    }
    // A rejection still reaches the app's unhandled-rejection report (stores' reloads never reject).
    void running.finally(stop)
  })
}
