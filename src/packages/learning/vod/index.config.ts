import { pageConfig } from '../../../routes'

// Reach-bottom at 10 px (InfiniteList's LIST_THRESHOLD); pull-down reloads page 1 over the list shown.
export default definePageConfig(
  pageConfig('/vod', { onReachBottomDistance: 10, enablePullDownRefresh: true })
)
