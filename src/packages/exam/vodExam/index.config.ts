import { pageConfig } from '../../../routes'

// Reach-bottom at the spec's 10 px, the same distance InfiniteList loads at (LIST_THRESHOLD).
export default definePageConfig(pageConfig('/vodExam', { onReachBottomDistance: 10 }))
