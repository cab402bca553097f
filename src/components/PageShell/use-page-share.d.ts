// Type source for `./use-page-share`: the build (and Jest) picks use-page-share.weapp.ts (WeChat's share
// handlers) or use-page-share.h5.ts (nothing to register) by TARO_ENV.
export { usePageShare, type ShareGetter } from './use-page-share.weapp'
