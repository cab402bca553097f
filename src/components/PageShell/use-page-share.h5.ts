import type { RoutePath } from '@/routes'
import type { ShareGetter } from './use-page-share.weapp'

export type { ShareGetter } from './use-page-share.weapp'

/**
 * H5 has no 转发 or 分享到朋友圈 to answer (WeChat's browser shares the address itself): nothing to register, and the
 * first screen does not carry the mini-program's share texts (src/share.ts).
 */
export function usePageShare(_path: RoutePath, _share?: ShareGetter): void {}
