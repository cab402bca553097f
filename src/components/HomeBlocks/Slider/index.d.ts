// Type source for `./Slider`. The build (and Jest, through moduleFileExtensions) picks index.h5.tsx or
// index.weapp.tsx by TARO_ENV; both export a `Slider` of this type.
import type { SliderComponent } from './types'

export declare const Slider: SliderComponent
