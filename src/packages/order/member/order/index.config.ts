import { pageConfig } from '../../../../routes'

// Reach-bottom at the spec's 10 px, the same distance InfiniteList loads at (LIST_THRESHOLD). Pull-down reloads
// page 1 over the list shown (usePullDownReload in index.tsx stops the spinner).
export default definePageConfig(
  pageConfig('/member/order', { onReachBottomDistance: 10, enablePullDownRefresh: true })
)
