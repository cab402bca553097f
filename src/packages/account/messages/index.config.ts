import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('/messages', { onReachBottomDistance: 10 }))
