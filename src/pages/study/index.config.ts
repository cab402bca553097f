import { pageConfig } from '../../routes'

export default definePageConfig(pageConfig('/study', { onReachBottomDistance: 10 }))
