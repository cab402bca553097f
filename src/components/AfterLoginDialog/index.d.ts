// Type source for `@/components/AfterLoginDialog`. The build (and Jest, through moduleFileExtensions) picks
// index.h5.tsx (the dialogs fetched when one is due) or index.weapp.tsx (the dialogs at once) by TARO_ENV.
import type { ComponentType } from 'react'
import type { AfterLoginDialogProps } from './types'

export declare const AfterLoginDialog: ComponentType<AfterLoginDialogProps>
export declare function loadAfterLoginDialogs(): Promise<unknown>
export type { AfterLoginDialogProps } from './types'
