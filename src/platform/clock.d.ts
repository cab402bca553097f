// Type source for `@/platform/clock`. The build (and Jest, through moduleFileExtensions) picks clock.h5.ts or
// clock.weapp.ts by TARO_ENV.

import type { DeviceClock } from './clock-types'

export type { DeviceClock }
export declare const deviceClock: DeviceClock
