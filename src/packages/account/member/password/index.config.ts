import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('/member/password'))
