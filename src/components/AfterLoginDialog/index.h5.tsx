import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { onDemand } from '@/utils/on-demand'
import { useOnDemand } from '../use-on-demand'
import type { AfterLoginDialogProps } from './types'

/**
 * The dialogs' code (the agreement dialog, the binding and face-verification dialogs, their texts and styles) is
 * a chunk of its own: a visitor's first screen never shows one, so it does not carry them. A logged-in learner
 * fetches it as soon as the page draws, so a due dialog shows without a wait; a failed fetch is tried again by the
 * next page.
 */
const dialogs = onDemand(() => import('./dialogs'))

export const loadAfterLoginDialogs = () => dialogs.load()

/** The after-login dialogs (H5): nothing until one is due and its code is here. */
export const AfterLoginDialog = observer(function AfterLoginDialog(props: AfterLoginDialogProps) {
  const { afterLogin, session } = useStores()
  const wanted = session.loggedIn || afterLogin.dialog !== null || afterLogin.agreementsDue.length > 0
  const code = useOnDemand(dialogs, wanted).value
  return code ? <code.AfterLoginDialogs {...props} /> : null
})
