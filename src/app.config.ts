import { appPagesFor, preloadRuleFor } from './routes'

const env = process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'
const { pages, subPackages } = appPagesFor(env)

export default defineAppConfig({
  pages,
  subPackages,
  preloadRule: preloadRuleFor(env),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f5f5',
  },
})
