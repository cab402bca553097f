import type { AfterLoginDialogProps } from './types'
import { AfterLoginDialogs } from './dialogs'

/** The after-login dialogs (mini-program): in the main package, shown at once (see dialogs.tsx). */
export function AfterLoginDialog(props: AfterLoginDialogProps) {
  return <AfterLoginDialogs {...props} />
}

/** Nothing to fetch in the mini-program. */
export const loadAfterLoginDialogs = (): Promise<void> => Promise.resolve()
