import { useEffect, useState } from 'react'
import type { OnDemand } from '@/utils/on-demand'

/**
 * A part's code fetched when the part is first drawn (`wanted`): its value once it is here (the component draws
 * again then), `failed` when the fetch failed, and `retry` to fetch again.
 */
export function useOnDemand<T>(
  code: OnDemand<T>,
  wanted = true
): { value: T | null; failed: boolean; retry: () => void } {
  const [, setArrived] = useState(code.value !== null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!wanted || code.value !== null) return
    let current = true
    code.load().then(
      () => current && setArrived(true),
      () => current && setFailed(true)
    )
    return () => {
      current = false
    }
  }, [code, wanted, attempt])
  const retry = () => {
    setFailed(false)
    setAttempt((count) => count + 1)
  }
  return { value: code.value, failed, retry }
}
