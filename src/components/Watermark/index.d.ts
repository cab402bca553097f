// Type source for `@/components/Watermark`. The build (and Jest, through moduleFileExtensions) picks index.h5.tsx
// (a picture) or index.weapp.tsx (text views) by TARO_ENV; both export a `Watermark` of this type.
import type { ComponentType } from 'react'
import type { WatermarkProps } from './types'

export declare const Watermark: ComponentType<WatermarkProps>
export type { WatermarkProps } from './types'
