// Type source for `@/platform`. The build (and Jest, through moduleFileExtensions) picks
// index.h5.ts or index.weapp.ts by TARO_ENV; both must export a `platform` of this type.
import type { Platform } from './types'

export declare const platform: Platform
export type { Platform, KeyValueStorage, AppLocation } from './types'
