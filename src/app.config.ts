import { pagesFor } from './routes'

export default defineAppConfig({
  pages: pagesFor(process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f5f5',
  },
})
