// Type source for `@/utils/device-clock`. The build (and Jest, through moduleFileExtensions) picks device-clock.h5.ts
// or device-clock.weapp.ts by TARO_ENV: plain JavaScript both (Date, performance), no platform API, so the server
// clock beside them needs nothing of `platform`.

import type { DeviceClock } from './device-clock-types'

export type { DeviceClock }
export declare const deviceClock: DeviceClock
