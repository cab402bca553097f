import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { onDemand } from '@/utils/on-demand'
import { useOnDemand } from '../use-on-demand'
import type { CaptchaDialogProps } from './dialog-props'

export { CaptchaPicture } from './picture'

/**
 * The dialog's code (the modal, its field and buttons) is a chunk of its own: no form's first screen shows it, so
 * the first load does not carry or run it. It is fetched once the form has drawn, long before a learner has typed
 * a phone number and asked for a code; a failed fetch is tried again when the dialog is asked for.
 */
const dialog = onDemand(() => import('./dialog'))

/** The image captcha asked before every SMS (H5): drawn once its code is here. */
export const CaptchaDialog = observer(function CaptchaDialog({ flow }: CaptchaDialogProps) {
  const { value: code, failed, retry } = useOnDemand(dialog)
  useEffect(() => {
    if (failed && flow.captchaOpen) retry()
  }, [failed, flow.captchaOpen, retry])
  return code ? <code.CaptchaDialogBody flow={flow} /> : null
})
