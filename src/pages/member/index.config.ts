import { pageConfig } from '../../routes'

// Pull-to-refresh reloads the member and the unread count (usePullDownReload in index.tsx stops the spinner).
export default definePageConfig(pageConfig('/member', { enablePullDownRefresh: true }))
