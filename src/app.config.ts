import { appPagesFor, preloadRuleFor } from './routes'
import { palette } from './theme'

const env = process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'
const { pages, subPackages } = appPagesFor(env)

export default defineAppConfig({
  pages,
  subPackages,
  preloadRule: preloadRuleFor(env),
  // The mini-program injects a page's code (and its components') when the page opens, not every main page's at
  // start. Taro declares its one custom component (`comp`) in every page's json, as this needs.
  ...(env === 'weapp' ? { lazyCodeLoading: 'requiredComponents' } : {}),
  window: {
    backgroundTextStyle: 'light',
    // The native bar and window cannot read CSS variables: the same tokens, as values.
    navigationBarBackgroundColor: palette.surface,
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
    backgroundColor: palette.panel,
  },
})
