import { pageConfig } from '../../../routes'

// Reach-bottom at the spec's 10 px, the same distance InfiniteList loads at (LIST_THRESHOLD): 积分明细 is paged.
// Pull-down reloads the tab shown (usePullDownReload in index.tsx stops the spinner).
export default definePageConfig(
  pageConfig('/growUp', { onReachBottomDistance: 10, enablePullDownRefresh: true })
)
