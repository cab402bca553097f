import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import type { RoutePath } from '@/routes'
import { shareMessage, shareTimeline, type Share, type ShareTarget } from '@/share'
import { useStores } from '@/stores'

/** A page's description of what it shares (see src/share.ts); null or undefined: the route's default. */
export type ShareGetter = (target: ShareTarget) => Share | null | undefined

/**
 * WeChat's 转发 and 分享到朋友圈 handlers for the page at `path`, registered once per page: by PageShell, and by the
 * web-view page, which has no shell. Taro keeps every registration of a page and answers with the first, so a
 * second one would be ignored; the route table decides what may be shared (src/share.ts). The page config must
 * enable them (routes.ts `pageConfig`); in H5 nothing calls them.
 */
export function usePageShare(path: RoutePath, share?: ShareGetter): void {
  const root = useStores()
  useShareAppMessage(() => shareMessage(path, share?.('chat'), root.config.config.name))
  useShareTimeline(() => shareTimeline(path, share?.('timeline'), root.config.config.name))
}
