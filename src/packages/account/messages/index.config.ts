import { LIST_PAGE, pageConfig } from '../../../routes'

// A list page: reach-bottom loading and pull-down refresh (see LIST_PAGE).
export default definePageConfig(pageConfig('/messages', LIST_PAGE))
