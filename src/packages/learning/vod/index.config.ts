import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('/vod', { onReachBottomDistance: 10 }))
