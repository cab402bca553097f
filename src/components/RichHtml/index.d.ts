// Type source for `@/components/RichHtml`. The build (and Jest, through moduleFileExtensions) picks index.h5.tsx
// or index.weapp.tsx by TARO_ENV; both export a `RichHtml` of this type.
import type { RichHtmlComponent } from './types'

export declare const RichHtml: RichHtmlComponent
export type { RichHtmlProps } from './types'
