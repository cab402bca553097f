import { useEffect, useState } from 'react'

/**
 * A screen's own store: created once, when the page first renders, and disposed (timers, subscriptions) when
 * the page goes away. App-wide state lives in the RootStore instead (see stores/index.tsx).
 */
export function useScreenStore<S>(create: () => S): S {
  const [store] = useState(create)
  useEffect(
    () => () => {
      const disposable = store as { dispose?: () => void }
      if (typeof disposable.dispose === 'function') disposable.dispose()
    },
    [store]
  )
  return store
}
