// Type source for `@/components/Picture`. The build (and Jest, through moduleFileExtensions) picks index.h5.tsx or
// index.weapp.tsx by TARO_ENV; both export a `Picture` of this type.
import type { PictureComponent } from './types'

export declare const Picture: PictureComponent
export type { PictureProps } from './types'
