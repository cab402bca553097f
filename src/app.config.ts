import { appPagesFor, preloadRuleFor } from './routes'
import { palette } from './theme'

const env = process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'
const { pages, subPackages } = appPagesFor(env)

export default defineAppConfig({
  pages,
  subPackages,
  preloadRule: preloadRuleFor(env),
  window: {
    backgroundTextStyle: 'light',
    // The native bar and window cannot read CSS variables: the same tokens, as values.
    navigationBarBackgroundColor: palette.surface,
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
    backgroundColor: palette.panel,
  },
})
