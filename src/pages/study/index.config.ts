import { pageConfig } from '../../routes'

// Reach-bottom at 10 px (InfiniteList's LIST_THRESHOLD); pull-down reloads the tab's page 1 over the list shown.
export default definePageConfig(
  pageConfig('/study', { onReachBottomDistance: 10, enablePullDownRefresh: true })
)
