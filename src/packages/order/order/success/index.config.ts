import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('/order/success'))
