// Type source for `@/components/CaptchaDialog`. The build (and Jest, through moduleFileExtensions) picks
// index.h5.tsx (the dialog's code fetched after the form draws) or index.weapp.tsx (at once) by TARO_ENV.
import type { ComponentType } from 'react'
import type { CaptchaDialogProps } from './dialog-props'

export declare const CaptchaDialog: ComponentType<CaptchaDialogProps>
export { CaptchaPicture } from './picture'
export type { CaptchaDialogProps } from './dialog-props'
