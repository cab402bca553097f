import type { CaptchaDialogProps } from './dialog-props'
import { CaptchaDialogBody } from './dialog'

export { CaptchaPicture } from './picture'

/** The captcha dialog (mini-program): its code is in the package of the page that asks, shown at once. */
export function CaptchaDialog(props: CaptchaDialogProps) {
  return <CaptchaDialogBody {...props} />
}
