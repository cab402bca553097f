// Type source for `./progress-loader`: the build (and Jest) picks progress-loader.h5.ts (a chunk fetched on
// demand) or progress-loader.weapp.ts (in the main package) by TARO_ENV.
export declare const loadProgressQueue: () => Promise<typeof import('./progress-queue')>
