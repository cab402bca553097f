import { pageConfig } from '../../routes'

// Pull-to-refresh reloads the view blocks (usePullDownReload in index.tsx stops the spinner when they are in).
export default definePageConfig(pageConfig('/', { enablePullDownRefresh: true }))
