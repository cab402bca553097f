import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { useStores } from '@/stores'
import type { AfterLoginDialogProps } from './types'

type Dialogs = typeof import('./dialogs')

/**
 * The dialogs' code (the agreement dialog, the binding and face-verification dialogs, their texts and styles) is
 * a chunk of its own: a visitor's first screen never shows one, so it does not carry them. A logged-in learner
 * fetches it as soon as the page draws, so a due dialog shows without a wait; a failed fetch
 * is tried again by the next page.
 */
let dialogs: Dialogs | null = null
let loading: Promise<Dialogs> | null = null

export function loadAfterLoginDialogs(): Promise<Dialogs> {
  loading ??= import('./dialogs').then(
    (loaded) => (dialogs = loaded),
    (error: unknown) => {
      loading = null
      throw error
    }
  )
  return loading
}

/** The after-login dialogs (H5): nothing until one is due and its code is here. */
export const AfterLoginDialog = observer(function AfterLoginDialog(props: AfterLoginDialogProps) {
  const { afterLogin, session } = useStores()
  const [loaded, setLoaded] = useState(dialogs !== null)
  const wanted = session.loggedIn || afterLogin.dialog !== null || afterLogin.agreementsDue.length > 0
  useEffect(() => {
    if (loaded || !wanted) return
    let current = true
    loadAfterLoginDialogs().then(
      () => current && setLoaded(true),
      () => undefined
    )
    return () => {
      current = false
    }
  }, [loaded, wanted])
  if (!loaded || !dialogs) return null
  return <dialogs.AfterLoginDialogs {...props} />
})
