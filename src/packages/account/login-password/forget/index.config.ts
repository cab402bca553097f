import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('/login-password/forget'))
