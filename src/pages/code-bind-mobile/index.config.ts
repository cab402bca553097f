import { pageConfig } from '../../routes'

export default definePageConfig(pageConfig('/code-bind-mobile'))
