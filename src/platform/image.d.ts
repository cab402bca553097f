// Type source for `@/platform/image`. The build (and Jest, through moduleFileExtensions) picks image.h5.ts or
// image.weapp.ts by TARO_ENV; both export an `imagePlatform` of this type.
import type { ImagePlatform } from './image-types'

export declare const imagePlatform: ImagePlatform
export type { ChooseImageResult, ImagePlatform } from './image-types'
